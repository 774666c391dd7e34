#include "scenario/scenario_ids.hpp"

namespace ae::scenario {

namespace {

// " (did you mean 'x'?)" when exactly one known id ends in ".<name>" or is spelled with other dots.
template <class Map>
std::string guess(const Map& m, const std::string& name) {
    const std::string last = name.substr(name.rfind('.') + 1);
    std::string hit;
    int hits = 0;
    for (const auto& [id, def] : m)
        if (id.size() > last.size() && id.compare(id.size() - last.size(), last.size(), last) == 0 &&
            id[id.size() - last.size() - 1] == '.')
            hit = id, ++hits;
    return hits == 1 ? " (did you mean '" + hit + "'?)" : "";
}

template <class Map>
std::optional<std::string> known(const content::SourceFile& f, const content::Value& v,
                                 const std::string& what, const Map& m, const std::string& kind) {
    auto id = content::read_string(f, v, what, true);
    if (!id) return std::nullopt;
    if (m.count(*id)) return id;
    f.error(v.mark, "unknown " + kind + " '" + *id + "'" + guess(m, *id));
    return std::nullopt;
}

} // namespace

std::optional<std::string> read_card_id(const content::SourceFile& f, const content::Value& v,
                                        const std::string& what, const Content& c, CardKind kind) {
    if (kind == CardKind::Player) {
        if (v.node.IsScalar() && c.nemesis_cards.count(v.node.Scalar())) {
            f.error(v.mark, "'" + v.node.Scalar() + "' is a nemesis card, not a player card");
            return std::nullopt;
        }
        return known(f, v, what, c.player_cards, "player card");
    }
    if (v.node.IsScalar() && c.player_cards.count(v.node.Scalar())) {
        f.error(v.mark, "'" + v.node.Scalar() + "' is a player card, not a nemesis card");
        return std::nullopt;
    }
    return known(f, v, what, c.nemesis_cards, "nemesis card");
}

std::vector<std::string> read_card_ids(const content::SourceFile& f, const YAML::Node& list,
                                       const std::string& what, const Content& c, CardKind kind) {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (auto id = read_card_id(f, content::Value(list[i]), what + " " + std::to_string(i + 1), c, kind))
            ids.push_back(*id);
    return ids;
}

std::optional<std::string> read_mage_id(const content::SourceFile& f, const content::Value& v,
                                        const Content& c) {
    return known(f, v, "'mage'", c.mages, "mage");
}

std::optional<std::string> read_nemesis_id(const content::SourceFile& f, const content::Value& v,
                                           const Content& c) {
    return known(f, v, "'nemesis'", c.nemeses, "nemesis");
}

} // namespace ae::scenario
