// lang/<code>.yaml: the names (and, optionally, texts) of a pack's definitions in another language, e.g.
// the Polish names of the printed cards. A map from content id to {name, text}; the file name is the
// language code. English is not a language file: it is the definitions' own `name` and `text`.
#include "content/free_texts.hpp"
#include "content/map_reader.hpp"
#include "content/pack_context.hpp"
#include "content/references.hpp"

#include <filesystem>

namespace ae::content {

void read_lang_file(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    const std::string code = std::filesystem::path(rel).stem().string();
    if (!is_language_code(code)) {
        f.error("a language file is named by its two-letter code in lower case, like lang/pl.yaml");
        return;
    }
    if (code == "en") {
        f.error("English needs no language file: it is the definitions' own name and text");
        return;
    }
    auto doc = ctx.parse(f, rel);
    if (!doc) return;
    if (!doc->IsMap()) {
        f.error(*doc, "a language file is a map from content ids to {name, text}");
        return;
    }
    auto& table = ctx.content().translations[code];
    for (const auto& entry : *doc) {
        const YAML::Node& key = entry.first;
        if (!key.IsScalar() || key.Scalar().empty()) {
            f.error(key, "expected a content id");
            continue;
        }
        const std::string id = key.Scalar();
        MapReader r(f, entry.second, "translation of '" + id + "'", {"name", "text"});
        if (!r.is_map()) continue;
        LocalText t;
        // A text alone is fine (a card whose name is the same in that language, or not known there).
        t.name = r.string("name", false).value_or("");
        t.text = r.string("text", false).value_or("");
        const SourcePos pos = f.pos(key);
        t.source = def_source(pos);
        if (auto [it, fresh] = table.emplace(id, t); !fresh) {
            f.error(key, "'" + id + "' is translated to '" + code + "' twice (first at " +
                             it->second.source.file + ":" + std::to_string(it->second.source.line) + ")");
            continue;
        }
        ctx.state.lang_refs.push_back({id, pos, ctx.pack.id});
    }
}

void check_lang_refs(const LoadState& state, std::vector<Diagnostic>& errors) {
    const Content& c = state.result.content;
    for (const CardRef& ref : state.lang_refs) {
        const bool known = c.player_cards.count(ref.id) || c.mages.count(ref.id) || c.nemeses.count(ref.id) ||
                           c.nemesis_cards.count(ref.id) || c.allies.count(ref.id);
        if (!known) {
            errors.push_back({ref.pos, "unknown content id '" + ref.id + "'"});
            continue;
        }
        const std::string& owner = state.pack_of.at(ref.id);
        auto visible = state.visible.find(ref.from_pack);
        if (visible == state.visible.end() || !visible->second.count(owner))
            errors.push_back({ref.pos, "'" + ref.id + "' is in pack '" + owner + "', which pack '" +
                                           ref.from_pack + "' does not require"});
    }
}

} // namespace ae::content
