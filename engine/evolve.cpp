// EVOLVE (rules/legacy.md §7.4): a nemesis card gains a sticker in a free slot; with no slot free it
// transforms into its evolved card. Stickers are permanent, so the campaign owns them: the battle starts
// from GameSetup::evolve_stickers and records what happened in GameState::evolutions for the campaign.
#include "core/errors.hpp"
#include "engine/engine.hpp"

#include <algorithm>

namespace ae {

int Engine::evolve_stickers(const std::string& def) const {
    auto it = setup_.evolve_stickers.find(def);
    int n = it == setup_.evolve_stickers.end() ? 0 : it->second;
    for (const auto& ev : state_.evolutions)
        if (ev.card == def && !ev.transformed) ++n;
    return n;
}

void Engine::evolve(CardId card, const std::string& cause) {
    const CardInstance& ci = state_.cards.at(card.value());
    if (!ci.nemesis) throw RuleError("only nemesis cards evolve, not " + card_name(card));
    const std::string def_id = ci.def;
    const NemesisCardDef& def = content_.nemesis_card(def_id);
    // Log lines are read by people: the card's name, not its id.
    if (!state_.rules.evolve) {
        log(cause, def.name + " would EVOLVE, but the Evolve rule is not in play yet");
        return;
    }
    if (def.evolve_slots <= 0) {
        log(cause, def.name + " has no evolve sticker slots");
        return;
    }
    const int stickers = evolve_stickers(def_id);
    if (stickers < def.evolve_slots) {
        state_.evolutions.push_back({def_id, false, ""});
        emit({.kind = EventKind::Evolved, .cause = cause, .card = card, .amount = stickers + 1});
        return;
    }
    if (def.evolves_into.empty()) {
        log(cause, def.name + " has no free evolve slot and nothing to evolve into");
        return;
    }
    // No free slot: the card transforms now. The old card leaves the battle for good.
    const CardId into = new_card(content_.nemesis_card(def.evolves_into).id, true, -1);
    auto& in_play = state_.nemesis.in_play;
    auto it =
        std::find_if(in_play.begin(), in_play.end(), [card](const InPlayCard& c) { return c.card == card; });
    if (def.type == CardType::Minion && it != in_play.end()) {
        // Same life and power tokens, same place in the arrival order (damage already dealt carries over).
        it->card = into;
        if (auto* z = zone_of(card)) z->erase(std::find(z->begin(), z->end(), card));
    } else if (def.type == CardType::Minion) {
        // Not in play yet (e.g. evolving while it resolves IMMEDIATELY): it enters play as the new card.
        remove_from_zones(card);
        in_play.push_back({into, content_.nemesis_card(def.evolves_into).life, 0, state_.next_arrival++,
                           content_.nemesis_card(def.evolves_into).shields});
    } else {
        remove_from_zones(card);
        state_.nemesis.discard.push_back(into);
    }
    state_.destroyed.push_back(card);
    state_.evolutions.push_back({def_id, true, def.evolves_into});
    emit({.kind = EventKind::Evolved,
          .cause = cause,
          .card = card,
          .amount = stickers,
          .target = def.type == CardType::Minion ? "in_play" : "nemesis_discard",
          .text = def.evolves_into});
}

} // namespace ae
