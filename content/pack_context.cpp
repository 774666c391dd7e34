#include "content/pack_context.hpp"

namespace ae::content {

std::optional<std::string> PackContext::read_id(const MapReader& r) const {
    auto id = content::read_id(r, pack.id, state.ids);
    if (id) state.pack_of[*id] = pack.id;
    return id;
}

std::optional<YAML::Node> PackContext::parse(const SourceFile& f, const std::string& rel) const {
    return parse_yaml(f, std::filesystem::path(pack.dir) / rel);
}

std::optional<Origin> read_origin(const MapReader& r) {
    auto origin = r.choice("origin", true, {"rulebook", "original"});
    if (!origin) return std::nullopt;
    return *origin == "rulebook" ? Origin::Rulebook : Origin::Original;
}

std::optional<YAML::Node> top_level_card_list(const SourceFile& f, const YAML::Node& doc) {
    MapReader top(f, doc, "card file", {"cards"});
    return top.list("cards", true);
}

DefSource def_source(const SourcePos& pos) { return {pos.file, pos.line, pos.col}; }

} // namespace ae::content
