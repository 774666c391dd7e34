// Breach costs by number and rotation (rules/base.md §5, Appendix B.1). A closed breach at rotation r has
// had r focuses; at rotation 3 the yellow quadrant is at the top and its focus cost equals its open cost.
#include "core/errors.hpp"
#include "engine/engine.hpp"

#include <algorithm>

namespace ae {
namespace {
// Breach I is open for every known mage; its closed costs are our decision (docs/decisions.md).
constexpr int kFocus[4] = {1, 2, 3, 4};
constexpr int kOpen[4][4] = {{4, 3, 2, 1}, {5, 4, 3, 2}, {9, 7, 5, 3}, {13, 10, 7, 4}};
constexpr int kOpenBonus[4] = {0, 0, 1, 1}; // "+1 damage when cast" on open III and IV
} // namespace

std::vector<int> Engine::adjacent_breaches(int player, int n) const {
    const auto& breaches = state_.players.at(player).breaches;
    const auto on_mat = [&](int k) {
        for (const auto& b : breaches)
            if (b.number == k) return b.status != BreachStatus::Absent;
        return false;
    };
    if (!on_mat(n)) throw RuleError("breach " + std::to_string(n) + " is not on this mage's mat");
    std::vector<int> out;
    for (int k : {n - 1, n + 1})
        if (on_mat(k)) out.push_back(k);
    return out;
}

int Engine::nemesis_deck_tier() const {
    const auto& deck = state_.nemesis.deck;
    return deck.empty() ? 0 : nemesis_def(deck.front()).tier;
}

int Engine::focus_cost(const Breach& b) const {
    if (b.rotation >= 3) return open_cost(b);
    return kFocus[b.number - 1];
}

int Engine::paid_focus_cost(const Breach& b) const {
    return std::max(0, focus_cost(b) - state_.turn.breach_discount);
}

int Engine::paid_open_cost(const Breach& b) const {
    return std::max(0, open_cost(b) - state_.turn.breach_discount);
}

int Engine::open_cost(const Breach& b) const {
    return kOpen[b.number - 1][b.rotation < 0 ? 0 : b.rotation > 3 ? 3 : b.rotation];
}

// One spell per breach; the Link keyword (tag `link`, card-facts §4.1) lets two Link spells share one.
bool Engine::breach_has_room(const Breach& b, const PlayerCardDef& spell, int owner) const {
    if (b.prepped.empty()) return true;
    if (b.prepped.size() != 1) return false;
    if (has_tag(spell, "link") && has_tag(content_.player_card(state_.card(b.prepped.front()).def), "link"))
        return true;
    // "This turn, you may prep up to two spells to each of your open breaches" (Kadir's Otherworldly Gate):
    // a mark on the turn, for the player whose turn it is.
    const auto& marks = state_.turn.used_once;
    return b.status == BreachStatus::Open && owner == state_.turn.player &&
           std::find(marks.begin(), marks.end(), kTwoSpellsPerOpenBreach) != marks.end();
}

int Engine::bonus_damage_for(const Breach& b) const {
    return b.status == BreachStatus::Open ? kOpenBonus[b.number - 1] : 0;
}

} // namespace ae
