// How the heuristic bot spends its aether (docs/bots.md): every way to spend this turn's aether is a small
// multiple-choice knapsack. Each supply pile offers one or two copies, the charge slot one to all missing
// charges, each closed breach "open it" or "focus it". The plan with the highest total value wins and its
// first step is taken; the next decision plans again with what is left.
#include "bots/bot_heuristic.hpp"

#include "bots/bot_heuristic_util.hpp"

#include <array>
#include <map>
#include <utility>

namespace ae::bots::heuristic {
using namespace detail;

namespace {

// The weights, tuned with `gravehold sim` (docs/bots.md): a charge is worth 2 (so charges fill what is left
// after the cards worth buying), a second copy of a card 70% of the first, opening a breach its cost plus 2
// (plus 1 for the "+1 damage" breaches III and IV), a focus 0.8 per aether, plus 3 when it lets a spell
// in hand be prepped this turn.
constexpr double kCharge = 2.0, kSecondCopy = 0.7, kOpen = 2.0, kOpenBonus = 1.0, kFocus = 0.8,
                 kFocusPrep = 3.0;
// Aether on a Wanderer (rules/outcasts.md §7): spells hit it for 1 at most, so aether is how it dies; each
// point is worth about a focus, and finishing it (its Persistent effect stops) is worth a card.
constexpr double kWandererDamage = 0.9, kWandererKill = 3.0;

struct Choice {
    const std::string* id; // the first action of this choice: an option's id in the request
    int cost = 0;
    // What restricted aether it may use ("gem", "spell", ...); "" = general only. One of the names below,
    // not a copy: a plan is made at every main-phase decision that gets this far.
    const std::string* type;
    double value = 0;
    int order = 0; // among the chosen, lower goes first
};

const std::string kGeneralOnly, kBreach = "breach";
// to_string(t) for every card type, made once.
const std::string& type_name(CardType t) {
    static const std::array<std::string, kCardTypes> names = {
        to_string(CardType::Gem),       to_string(CardType::Relic),  to_string(CardType::Spell),
        to_string(CardType::Attack),    to_string(CardType::Minion), to_string(CardType::Power),
        to_string(CardType::Corruption)};
    return names.at(static_cast<std::size_t>(t));
}
using Group = std::vector<Choice>; // at most one choice per group

// best(g, aether, restricted): the most value groups g.. can buy, and which choice of group g does it.
struct Planner {
    const std::vector<Group>& groups;
    std::string restricted_type;
    int max_aether, max_restricted;
    std::vector<std::pair<double, int>> memo; // by (g, aether, restricted); choice -2 = not computed yet

    Planner(const std::vector<Group>& g, std::string type, int aether, int restricted)
        : groups(g), restricted_type(std::move(type)), max_aether(aether), max_restricted(restricted),
          memo(g.size() * static_cast<std::size_t>((aether + 1) * (restricted + 1)), {0.0, -2}) {}

    std::pair<double, int> best(std::size_t g, int aether, int restricted) {
        if (g == groups.size()) return {0.0, -1};
        auto& slot = memo[(g * static_cast<std::size_t>(max_aether + 1) + static_cast<std::size_t>(aether)) *
                              static_cast<std::size_t>(max_restricted + 1) +
                          static_cast<std::size_t>(restricted)];
        if (slot.second != -2) return slot;
        std::pair<double, int> out{best(g + 1, aether, restricted).first, -1};
        for (std::size_t i = 0; i < groups[g].size(); ++i) {
            const Choice& c = groups[g][i];
            const int from_restricted =
                restricted_use_fits(restricted_type, *c.type) ? std::min(restricted, c.cost) : 0;
            const int from_general = c.cost - from_restricted;
            if (from_general > aether) continue;
            const double v = c.value + best(g + 1, aether - from_general, restricted - from_restricted).first;
            if (v > out.first + 1e-9) out = {v, static_cast<int>(i)};
        }
        return slot = out;
    }
};

} // namespace

namespace detail {

std::string plan_spending(const Engine& e, const DecisionRequest& req, int me) {
    const auto& s = e.state();
    const Player& p = s.players[static_cast<std::size_t>(me)];
    int spells_waiting = 0;
    for (CardId c : p.hand)
        if (const auto* d = player_def(e, c); d && d->type == CardType::Spell) ++spells_waiting;

    std::vector<Group> groups;
    groups.reserve(req.options.size());
    std::array<Group, 5> breach_groups;    // by breach number (1 to 4), in that order
    std::map<long, Group> wanderer_groups; // by the minion's card: one strike of X aether each
    for (const Option& option : req.options) {
        if (!option.enabled) continue;
        const Option* o = &option;
        const std::string_view verb = verb_of(o->id);
        if (verb == "buy") {
            // The pile's definition, remembered by the engine, instead of two lookups by id per option.
            const std::string_view def = arg_of(o->id);
            const PlayerCardDef* pile_def = nullptr;
            std::size_t left = 0;
            for (std::size_t i = 0; i < s.supply.size(); ++i)
                if (s.supply[i].card == def) left = s.supply[i].cards.size(), pile_def = &e.supply_def(i);
            const auto& d = pile_def ? *pile_def : e.content().player_card(std::string(def));
            const double v = card_value(d);
            if (v <= 0) continue;
            const std::string* type = &type_name(d.type);
            Group& g = groups.emplace_back();
            g.reserve(2);
            g.push_back({&o->id, d.cost, type, v, 1});
            if (left >= 2) g.push_back({&o->id, 2 * d.cost, type, v + v * kSecondCopy, 1});
        } else if (verb == "devoured" && !s.devoured.empty()) { // Prince of Gluttons: one card, its top
            const auto& d = e.content().player_card(s.cards[s.devoured.back().value()].def);
            const double v = card_value(d);
            if (v <= 0) continue;
            groups.emplace_back().push_back({&o->id, d.cost, &type_name(d.type), v, 1});
        } else if (verb == "charge" && ability_usable(e, me)) {
            Group& g = groups.emplace_back();
            g.reserve(static_cast<std::size_t>(std::max(0, p.max_charges - p.charges)));
            for (int k = 1; k <= p.max_charges - p.charges; ++k)
                g.push_back({&o->id, 2 * k, &kGeneralOnly, k * kCharge, 3});
        } else if (verb == "wanderer") { // wanderer:<card>:<X>
            const long card = number_of(o->id);
            const long x = number_of(arg_of(o->id)); // the number after the second colon
            const InPlayCard* ip = card < 0 ? nullptr : e.in_play(static_cast<CardId>(card));
            if (!ip || x <= 0) continue;
            const double v = kWandererDamage * x + (x >= ip->life ? kWandererKill : 0.0);
            wanderer_groups[card].push_back({&o->id, static_cast<int>(x), &kGeneralOnly, v, 1});
        } else if (verb == "open" || verb == "focus") {
            const long n = number_of(o->id);
            const Breach& b = p.breaches[static_cast<std::size_t>(n - 1)];
            Group& g = breach_groups.at(static_cast<std::size_t>(n));
            if (verb == "open") {
                Breach opened = b;
                opened.status = BreachStatus::Open;
                const double v = e.open_cost(b) + kOpen + e.bonus_damage_for(opened) * kOpenBonus;
                g.push_back({&o->id, e.paid_open_cost(b), &kBreach, v, 0});
            } else {
                const bool preps = spells_waiting > 0 && b.prepped.empty();
                const double v = kFocus * e.focus_cost(b) + (preps ? kFocusPrep : 0);
                g.push_back({&o->id, e.paid_focus_cost(b), &kBreach, v, preps ? 0 : 2});
            }
        }
    }
    for (auto& g : breach_groups)
        if (!g.empty()) groups.push_back(std::move(g));
    for (auto& [card, g] : wanderer_groups) groups.push_back(std::move(g));

    std::string restricted_type;
    int restricted = 0;
    for (const auto& r : s.turn.restricted)
        if (r.amount > restricted) restricted = r.amount, restricted_type = r.use;
    int aether = std::max(0, s.turn.aether);
    Planner plan(groups, restricted_type, aether, restricted);
    // Walk the best plan and take its most urgent step.
    const Choice* first = nullptr;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const int i = plan.best(g, aether, restricted).second;
        if (i < 0) continue;
        const Choice& c = groups[g][static_cast<std::size_t>(i)];
        const int from_restricted =
            restricted_use_fits(plan.restricted_type, *c.type) ? std::min(restricted, c.cost) : 0;
        aether -= c.cost - from_restricted;
        restricted -= from_restricted;
        if (!first || c.order < first->order || (c.order == first->order && c.cost > first->cost)) first = &c;
    }
    return first ? *first->id : "";
}

} // namespace detail

} // namespace ae::bots::heuristic
