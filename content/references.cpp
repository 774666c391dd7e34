#include "content/references.hpp"

namespace ae::content {

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

} // namespace ae::content
