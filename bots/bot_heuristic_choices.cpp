// The heuristic bot's answers to script choices (docs/bots.md). Scripts name their choices with stable
// option ids and a prompt; the bot reads both: "suffers N damage" means harm (the healthiest player takes
// it), "gains life" means help (the weakest gets it), "discard"/"destroy" give up the cheapest cards,
// "cast"/"return" take the best spells.
#include "bots/bot_heuristic.hpp"

#include "bots/bot_heuristic_util.hpp"

#include <algorithm>
#include <limits>

namespace ae::bots::heuristic {
using namespace detail;

namespace {

const Player& player_at(const Engine& e, long index) {
    return e.state().players[static_cast<std::size_t>(index)];
}

int lowest_life_awake(const Engine& e) {
    int low = std::numeric_limits<int>::max();
    for (const auto& p : e.state().players)
        if (!p.exhausted) low = std::min(low, p.life);
    return low;
}

bool someone_wounded(const Engine& e, int by) {
    for (const auto& p : e.state().players)
        if (!p.exhausted && p.life <= p.max_life - by) return true;
    return false;
}

// A score for one option of a script's choose_option, from its id and the situation.
double option_score(const Engine& e, const DecisionRequest& req, const std::string& prompt, const Option& o) {
    const auto& s = e.state();
    const std::string& id = o.id;
    const std::string_view verb = verb_of(id);
    const int me = req.who.front();
    const Player& p = player_at(e, me);
    if (has(prompt, "sifter")) { // keep the top card unless it is a starter
        const auto* d = p.hand.empty() ? nullptr : player_def(e, p.hand.back());
        const bool junk = d && d->cost == 0;
        return (id == "discard") == junk ? 1 : 0;
    }
    if (has(prompt, "obliterate")) // suffer 4 while it does not exhaust, else lose four cards
        return (id == "damage") == (p.life > 4 && !p.exhausted) ? 1 : 0;
    if (has(prompt, "venomite")) // 2 damage to the weakest unless that hurts, else a prepped spell
        return (id == "damage") == (lowest_life_awake(e) > 3) ? 1 : 0;
    if (has(prompt, "focusing orb") && id == "destroy")
        return s.gravehold_life <= s.gravehold_max - 3 && s.gravehold_life <= 15 ? 11 : 0;
    if (verb == "ability") { // an ability window: before a nemesis card resolves, or a turn order draw
        if (!has(prompt, "turn order")) return 12;
        const auto& discard = s.turn_order_discard;
        return !discard.empty() && discard.back().kind == TurnOrderCard::Kind::Nemesis ? 12 : 0;
    }
    if (verb == "open") return 20 + static_cast<double>(number_of(id) > 0 ? number_of(id) : 0);
    if (verb == "focus" || id == "focus") return 10;
    if (id.size() == 1 && std::isdigit(static_cast<unsigned char>(id[0]))) { // a breach number of yours
        const long n = id[0] - '0';
        if (n >= 1 && n <= 4) return 10 - e.open_cost(p.breaches[static_cast<std::size_t>(n - 1)]);
    }
    // "p<player>:<breach>" (a breach of any player). Only that exact shape: a script's own option id may
    // start with 'p' and hold a ':' too ("prep:x"), and must not be read as a number.
    const OptionId parsed = OptionId::parse(id);
    const auto seat = parsed.verb.size() >= 2 && parsed.verb.size() <= 3 && parsed.verb[0] == 'p'
                          ? OptionId::number(parsed.verb.substr(1))
                          : std::nullopt;
    if (seat && !parsed.args.empty()) {
        const long who = static_cast<long>(*seat) - 1, n = number_of(id);
        if (who >= 0 && who < static_cast<long>(s.players.size()) && n >= 1 && n <= 4)
            return (who == s.turn.player ? 10 : 0) +
                   (10 - e.open_cost(player_at(e, who).breaches[static_cast<std::size_t>(n - 1)])) * 0.1;
    }
    if (id == "cast") return 8;
    if (id == "life") return lowest_life_awake(e) <= 4 || someone_wounded(e, 5) ? 9 : 0;
    if (id == "twice") { // Unstable Prism: worth it with a starter gem to burn
        for (CardId c : p.hand)
            if (const auto* d = player_def(e, c); d && d->type == CardType::Gem && d->cost == 0) return 7;
        return 1;
    }
    if (id == "queen" || id == "husk" || id == "spread") { // Carapace Queen: a Swarm at 13 husks loses
        // Her Swarm adds husks below 4 and hurts from 7 on (../shared/nemeses-base.md §1), so the husks are
        // kept under 7: below that every hit goes to the Queen. Threshold tuned with `gravehold sim`.
        if (token(e, "husks") < kQueenHuskLimit) return id == "queen" ? 9 : 0;
        return id == "spread" ? 9 : id == "husk" ? 8 : 1;
    }
    // Umbra Titan: Gravehold falls with its last pillar. With many left a pillar is cheaper than 2 damage;
    // with few it is worth more than any damage (../shared/nemeses-base.md §4).
    if (id == "pillars") {
        const int pillars = token(e, "pillars");
        return pillars >= 6 ? 3.5 : pillars >= 4 ? 2.5 : 0.5;
    }
    if (id == "draw") return 6;
    if (id == "charge") return 5;
    if (id == "aether") return 4;
    if (id == "keep" || id == "skip" || id == "no") return 2;
    if (id == "destroy") return 1;
    return 3;
}

} // namespace

std::vector<std::string> choose_option(const Engine& e, const DecisionRequest& req) {
    const std::string prompt = lower(req.prompt);
    return {best(enabled(req), [&](const Option& o) { return option_score(e, req, prompt, o); })};
}

std::vector<std::string> choose_player(const Engine& e, const DecisionRequest& req) {
    const auto& s = e.state();
    const std::string prompt = lower(req.prompt);
    const auto opts = enabled(req);
    auto pick = [&](auto score) { return std::vector<std::string>{best(opts, score)}; };
    auto who = [&](const Option& o) -> const Player& { return player_at(e, number_of(o.id)); };
    const bool harm = has(prompt, "suffer") || has(prompt, "damage") || has(prompt, "discard") ||
                      has(prompt, "destroy") || has(prompt, "loses") || has(prompt, "whose");
    if (!harm && has(prompt, "life")) // healing: the awake player with the lowest life
        return pick([&](const Option& o) { return who(o).exhausted ? -1000.0 : -who(o).life; });
    if (!harm && has(prompt, "charge")) // a charge: whoever can use it and misses the most
        return pick([&](const Option& o) {
            const Player& p = who(o);
            return (ability_usable(e, p.index) ? 100.0 : 0.0) + p.max_charges - p.charges;
        });
    if (!harm && has(prompt, "draw")) // cards: an awake player with a small hand
        return pick([&](const Option& o) {
            return (who(o).exhausted ? 0.0 : 100.0) - static_cast<double>(who(o).hand.size());
        });
    if (harm && (has(prompt, "discard") || has(prompt, "destroy") || has(prompt, "loses"))) {
        // Losing cards: an exhausted player first, else whoever has the fewest cards to lose in hand.
        return pick([&](const Option& o) {
            return (who(o).exhausted ? 100.0 : 0.0) - static_cast<double>(who(o).hand.size());
        });
    }
    if (harm) {
        // Damage: the healthiest awake player who survives it; an exhausted player only when Gravehold can
        // take double comfortably and everybody awake would be exhausted by the hit.
        const int amount = number_after(prompt, "suffers ", 1);
        bool survivor = false;
        for (const Option* o : opts) survivor = survivor || (!who(*o).exhausted && who(*o).life > amount);
        const bool gravehold_ok = s.gravehold_life > 2 * amount + 6;
        return pick([&](const Option& o) {
            const Player& p = who(o);
            if (p.exhausted) return survivor || !gravehold_ok ? -1000.0 : 1000.0;
            return static_cast<double>(p.life);
        });
    }
    return {opts.front()->id};
}

std::vector<std::string> choose_cards(const Engine& e, const DecisionRequest& req) {
    const std::string prompt = lower(req.prompt);
    const auto opts = enabled(req);
    auto value = [&](const Option& o) { return keep_value(e, static_cast<CardId>(number_of(o.id))); };
    const int most = std::min<int>(req.max, static_cast<int>(opts.size()));
    std::vector<std::string> ids;
    int count = req.min;
    if (has(prompt, "cast") || has(prompt, "return")) { // take the best spells
        ids = ranked(opts, value);
        count = has(prompt, "return") ? most : std::max(req.min, std::min(most, 1));
    } else if (has(prompt, "cost to the damage")) { // a discarded gem's cost is added: the priciest gem
        ids = ranked(opts, value);
        count = most;
    } else {
        // Giving cards up: the cheapest first. Optional extras only when they pay off: damage or prevented
        // damage per card; otherwise only starters (cost 0) go, which thins the deck.
        ids = ranked(opts, [&](const Option& o) { return -value(o); });
        if (req.max > req.min) {
            const bool pays = has(prompt, "damage") || has(prompt, "prevent");
            const bool permanent = has(prompt, "destroy");
            int extra = 0;
            for (const Option* o : opts) {
                const auto* d = player_def(e, static_cast<CardId>(number_of(o->id)));
                const bool cheap = !d || d->cost == 0;
                if ((pays && (!permanent || cheap)) || (!pays && cheap)) ++extra;
            }
            if (has(prompt, "gains 1 life") && !someone_wounded(e, 1)) extra = 0;
            count = std::max(req.min, std::min(most, extra));
        }
    }
    count = std::clamp(count, std::min(req.min, most), most);
    ids.resize(static_cast<std::size_t>(std::max(count, 0)));
    return ids;
}

} // namespace ae::bots::heuristic
