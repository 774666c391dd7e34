#include "engine/invariants.hpp"

#include <vector>

namespace ae {

std::string check_invariants(const Engine& e) {
    const auto& s = e.state();
    std::vector<int> seen(s.cards.size(), 0);
    auto mark = [&](const std::vector<CardId>& z) {
        for (CardId c : z)
            if (c.value() < seen.size()) ++seen[c.value()];
    };
    for (const auto& p : s.players) {
        mark(p.hand), mark(p.deck), mark(p.discard), mark(p.play_area);
        for (const auto& b : p.breaches) mark(b.prepped);
        mark(p.treasures), mark(p.before);
        if (p.life < 0 || p.life > p.max_life) return "player " + p.name + " life out of bounds";
        if (p.charges < 0 || p.charges > p.max_charges) return "player " + p.name + " charges out of bounds";
        if (p.exhausted != (p.life == 0)) return "player " + p.name + " exhausted flag disagrees with life";
    }
    mark(s.nemesis.deck), mark(s.nemesis.discard), mark(s.nemesis.resolving);
    for (const auto& ip : s.nemesis.in_play)
        if (ip.card.value() < seen.size()) ++seen[ip.card.value()];
    for (const auto& [k, v] : s.nemesis.side_decks) mark(v);
    for (const auto& pile : s.supply) mark(pile.cards);
    mark(s.destroyed);
    mark(s.curse_deck), mark(s.group_treasures), mark(s.devoured);
    for (const auto& [k, v] : s.card_decks) mark(v);
    for (const auto& [k, v] : s.side_discards) mark(v);
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (seen[i] != 1)
            return "card " + std::to_string(i) + " (" + s.cards[i].def + ") is in " +
                   std::to_string(seen[i]) + " zones";
    if (s.nemesis.life < 0 || s.nemesis.life > s.nemesis.max_life) return "nemesis life out of bounds";
    if (s.gravehold_life < 0 || s.gravehold_life > s.gravehold_max)
        return s.gravehold_name + " life out of bounds";
    if (s.ally_charges < 0 || s.ally_charges > s.ally_max_charges) return "ally charges out of bounds";
    if (s.turn_order_deck.size() + s.turn_order_discard.size() == 0) return "turn order cards lost";
    if (!e.over()) {
        try {
            (void)e.pending();
        } catch (...) { return "no decision pending and the battle is not over"; }
    }
    return "";
}

} // namespace ae
