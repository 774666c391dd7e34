#include "content/references.hpp"

namespace ae::content {

namespace {
std::string article_type(CardType t) {
    return std::string(t == CardType::Attack ? "an " : "a ") + to_string(t);
}
} // namespace

void check_card_refs(const LoadState& state, std::vector<Diagnostic>& errors) {
    const Content& c = state.result.content;
    for (const CardRef& ref : state.card_refs) {
        if (!c.player_cards.count(ref.id)) {
            bool other_kind =
                c.nemesis_cards.count(ref.id) || c.mages.count(ref.id) || c.nemeses.count(ref.id);
            errors.push_back({ref.pos, other_kind ? "'" + ref.id + "' is not a player card"
                                                  : "unknown player card '" + ref.id + "'"});
            continue;
        }
        // Packs must declare what they build on, so a pack never works only because another happened to load.
        const std::string& owner = state.pack_of.at(ref.id);
        auto visible = state.visible.find(ref.from_pack);
        if (visible == state.visible.end() || !visible->second.count(owner))
            errors.push_back({ref.pos, "card '" + ref.id + "' is in pack '" + owner + "', which pack '" +
                                           ref.from_pack + "' does not require"});
    }
}

void check_evolve_refs(const LoadState& state, std::vector<Diagnostic>& errors) {
    const Content& c = state.result.content;
    for (const auto& [id, def] : c.nemesis_cards) {
        if (def.evolves_into.empty()) continue;
        const SourcePos pos{def.source.file, def.source.line, def.source.col};
        auto into = c.nemesis_cards.find(def.evolves_into);
        if (into == c.nemesis_cards.end()) {
            errors.push_back(
                {pos, "card '" + id + "': evolves_into '" + def.evolves_into + "' is not a nemesis card"});
            continue;
        }
        if (into->second.type != def.type)
            errors.push_back({pos, "card '" + id + "' is " + article_type(def.type) + " but evolves_into '" +
                                       def.evolves_into + "' is " + article_type(into->second.type)});
        if (def.evolves_into == id) errors.push_back({pos, "card '" + id + "' cannot evolve into itself"});
        const std::string& owner = state.pack_of.at(def.evolves_into);
        auto visible = state.visible.find(state.pack_of.at(id));
        if (visible == state.visible.end() || !visible->second.count(owner))
            errors.push_back({pos, "card '" + id + "' evolves into '" + def.evolves_into + "' of pack '" +
                                       owner + "', which its pack does not require"});
    }
}

} // namespace ae::content
