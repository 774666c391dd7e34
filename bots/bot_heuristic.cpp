// The heuristic bot's turn decisions: main phase, casting, turn order, discard order, breaches, damage
// targets (docs/bots.md). Script choices (options, players, cards) are in bot_heuristic_choices.cpp.
#include "bots/bot_heuristic.hpp"

#include "bots/bot_heuristic_util.hpp"

#include <limits>

namespace ae::bots {
namespace heuristic {
using namespace detail;

namespace {

// Whether using `owner`'s charged ability now does something useful, judged from its text: healing
// waits for a wounded player, spell tricks for a prepped spell or a spell in the discard pile.
bool ability_worth_using(const Engine& e, int owner, int turn_player) {
    const auto& s = e.state();
    const std::string text =
        lower(e.content().mage(s.players[static_cast<std::size_t>(owner)].mage).ability_text);
    if (has(text, "life")) {
        for (const auto& p : s.players)
            if (!p.exhausted && (p.life <= p.max_life - 4 || p.life <= 4)) return true;
        // Healing Gravehold (Z'hana, the green Legacy mats) waits for Gravehold to be hurt, not a player.
        if (has(text, "gravehold") && s.gravehold_life <= s.gravehold_max - 5) return true;
        // Damage and healing together (the blue Legacy mats): the damage is worth it on its own.
        return has(text, "damage");
    }
    if (has(text, "prepped")) {
        for (const auto& p : s.players)
            for (const auto& b : p.breaches)
                if (!b.prepped.empty()) return true;
        return false;
    }
    if (has(text, "discard pile")) {
        for (CardId c : s.players[static_cast<std::size_t>(turn_player)].discard)
            if (const auto* d = player_def(e, c); d && d->type == CardType::Spell) return true;
        return false;
    }
    return true;
}

const Breach& breach_of(const Player& p, long number) {
    return p.breaches[static_cast<std::size_t>(number - 1)];
}

} // namespace

// Battles are short (about fifteen turns a player), so a spell bought now is cast several times while a gem
// pays back slowly: sim runs with any early bonus for gems won clearly less often (docs/bots.md).
double card_value(const Engine& e, const std::string& card_def) {
    return card_value(e.content().player_card(card_def));
}

double card_value(const PlayerCardDef& d) {
    switch (d.type) {
    case CardType::Spell: return d.cost + 2.0;
    case CardType::Relic: return d.cost - 0.5;
    case CardType::Corruption: return -3.0; // a card the nemesis hands out to hurt its holder
    default: return d.cost;
    }
}

std::vector<std::string> main_action(const Engine& e, const DecisionRequest& req) {
    const int me = req.who.front();
    const auto& s = e.state();
    const Player& p = s.players[static_cast<std::size_t>(me)];
    constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    // One pass over the options: the first gem is the answer whenever there is one, and only the first
    // relic and helper are ever taken. The other kinds are read again from where they start, and only
    // when the answer is one of them (most decisions play a gem or a relic).
    const Option *relic = nullptr, *helper = nullptr;
    std::size_t first_prep = kNone, first_ability = kNone, first_power = kNone;
    for (std::size_t i = 0; i < req.options.size(); ++i) {
        const Option& o = req.options[i];
        if (!o.enabled) continue;
        const std::string_view verb = verb_of(o.id);
        if (verb == "play") {
            const auto* d = player_def(e, static_cast<CardId>(number_of(o.id)));
            // 1. Every gem, then every relic (relics that spend aether want the gems' aether first).
            if (d && d->type == CardType::Gem) return {o.id};
            if (!relic) relic = &o;
        } else if (verb == "prep") {
            first_prep = std::min(first_prep, i);
        } else if (verb == "ability") {
            first_ability = std::min(first_ability, i);
        } else if (verb == "discard_power") {
            first_power = std::min(first_power, i);
        } else if (verb == "treasure" || verb == "ally_ability") {
            if (!helper) helper = &o;
        }
    }
    auto is = [](const char* kind) { return [kind](const Option& o) { return verb_of(o.id) == kind; }; };

    if (relic) return {relic->id};
    // 2. A charged ability, when it would do something.
    for (std::size_t i = first_ability; i < req.options.size(); ++i) {
        const Option& o = req.options[i];
        if (o.enabled && verb_of(o.id) == "ability" &&
            ability_worth_using(e, static_cast<int>(number_of(o.id)), me))
            return {o.id};
    }
    // Treasures and the protected ally's ability (Outcasts) are used whenever they are ready.
    if (helper) return {helper->id};
    // 3. TO DISCARD whenever it can be paid; the power closest to resolving first.
    if (first_power != kNone) {
        return {best_enabled(req, first_power, is("discard_power"), [&](const Option& o) {
                    const InPlayCard* ip = e.in_play(static_cast<CardId>(number_of(o.id)));
                    return ip ? -ip->power : 0;
                })->id};
    }
    // 4. Spells onto open breaches (free), the best spell onto the breach with the biggest damage bonus;
    // then onto breaches focused this turn.
    if (first_prep != kNone) {
        auto prep_score = [&](const Option& o) {
            const auto spell = static_cast<CardId>(number_of(o.id));
            const long breach = last_number(o.id);
            return keep_value(e, spell) * 10 + e.bonus_damage_for(breach_of(p, breach)) * 5 + breach;
        };
        auto onto = [&](bool open) {
            return [&p, open](const Option& o) {
                return verb_of(o.id) == "prep" &&
                       (breach_of(p, last_number(o.id)).status == BreachStatus::Open) == open;
            };
        };
        if (const Option* o = best_enabled(req, first_prep, onto(true), prep_score)) return {o->id};
        if (const Option* o = best_enabled(req, first_prep, onto(false), prep_score)) return {o->id};
    }
    // 5. The aether, by the best plan for all of it (bot_heuristic_spend.cpp).
    if (std::string step = plan_spending(e, req, me); !step.empty()) return {step};
    return {"end"};
}

// Every prepped spell, the cheapest first: small hits finish minions, big ones then go further.
std::vector<std::string> casting_action(const Engine& e, const DecisionRequest& req) {
    const Option* cast = best_enabled(
        req, 0, [](const Option& o) { return verb_of(o.id) == "cast"; },
        [&](const Option& o) { return -keep_value(e, static_cast<CardId>(number_of(o.id))); });
    if (!cast) return {"end"};
    return {cast->id};
}

// The wild turn order card: the player with the most to do (prepped spells, cards in hand), awake first.
std::vector<std::string> turn_order_wild(const Engine& e, const DecisionRequest& req) {
    const auto& s = e.state();
    return {best(enabled(req), [&](const Option& o) {
        const auto& p = s.players[static_cast<std::size_t>(number_of(o.id))];
        int prepped = 0;
        for (const auto& b : p.breaches) prepped += static_cast<int>(b.prepped.size());
        return (p.exhausted ? 0 : 100) + prepped * 3 + static_cast<double>(p.hand.size());
    })};
}

// First chosen goes deepest and is drawn first after the flip: the best cards first.
std::vector<std::string> discard_order(const Engine& e, const DecisionRequest& req) {
    // Only the first req.max ids are copied (all of them when req.max is larger).
    return ranked(
        enabled(req), [&](const Option& o) { return keep_value(e, static_cast<CardId>(number_of(o.id))); },
        static_cast<std::size_t>(std::max(req.max, 0)));
}

// Exhausted: give up the breach worth least (a closed one far from opening, without a spell).
std::vector<std::string> destroy_breach(const Engine& e, const DecisionRequest& req) {
    const Player& p = e.state().players[static_cast<std::size_t>(req.who.front())];
    return {best(enabled(req), [&](const Option& o) {
        const Breach& b = breach_of(p, number_of(o.id));
        double worth = b.status == BreachStatus::Open ? 100 + e.bonus_damage_for(b) : 20 - e.open_cost(b);
        if (!b.prepped.empty()) worth += 50;
        return -worth;
    })};
}

// The nemesis when the hit finishes it; else the biggest minion the hit kills; else the minion closest to
// dying (minions hurt every nemesis turn, the nemesis only when its cards say so); else the nemesis.
std::vector<std::string> choose_target(const Engine& e, const DecisionRequest& req) {
    const auto& s = e.state();
    const int amount = number_after(req.prompt, "Deal ", 0);
    const auto opts = enabled(req);
    bool nemesis_ok = false;
    for (const Option* o : opts) nemesis_ok = nemesis_ok || o->id == "nemesis";
    if (nemesis_ok && s.nemesis.life <= amount) return {"nemesis"};
    const Option *kill = nullptr, *hurt = nullptr;
    int kill_life = -1, hurt_life = std::numeric_limits<int>::max();
    for (const Option* o : opts) {
        if (verb_of(o->id) != "minion") continue;
        const auto card = static_cast<CardId>(number_of(o->id));
        const InPlayCard* ip = e.in_play(card);
        if (!ip) continue;
        // What the minion would really take: none at all (Broodwomb while husks live) makes it no target.
        const int taken = amount > 0 ? e.minion_damage_taken(card, amount, req.who.front(), "") : 0;
        if (taken <= 0 && ip->shields == 0) continue;
        if (ip->shields == 0 && ip->life <= taken && ip->life > kill_life) kill = o, kill_life = ip->life;
        if (ip->life < hurt_life) hurt = o, hurt_life = ip->life;
    }
    if (kill) return {kill->id};
    // Carapace Queen: a hit on her may go to her husks instead, which the bot wants once they are many.
    if (nemesis_ok && token(e, "husks") >= kQueenHuskLimit) return {"nemesis"};
    if (hurt && amount > 0) return {hurt->id};
    if (nemesis_ok) return {"nemesis"};
    return {opts.front()->id};
}

} // namespace heuristic

Answer HeuristicBot::choose(const Engine& engine, const DecisionRequest& req) {
    using namespace heuristic;
    std::vector<std::string> ids;
    switch (req.kind) {
    case DecisionKind::MainAction: ids = main_action(engine, req); break;
    case DecisionKind::CastingAction: ids = casting_action(engine, req); break;
    case DecisionKind::TurnOrderWild: ids = turn_order_wild(engine, req); break;
    case DecisionKind::DiscardOrder: ids = discard_order(engine, req); break;
    case DecisionKind::DestroyBreach: ids = destroy_breach(engine, req); break;
    case DecisionKind::ChooseTarget: ids = choose_target(engine, req); break;
    case DecisionKind::ChooseOption: ids = choose_option(engine, req); break;
    case DecisionKind::ChoosePlayer: ids = choose_player(engine, req); break;
    case DecisionKind::ChooseCards: ids = choose_cards(engine, req); break;
    default: break; // a kind added later: the fallback below
    }
    // A request this policy does not understand still gets a legal answer: the first enabled options.
    Answer answer{req.seq, req.who.front(), std::move(ids)};
    if (!validate(req, answer).empty()) {
        answer.choice.clear();
        for (const Option* o : detail::enabled(req))
            if (static_cast<int>(answer.choice.size()) < req.min) answer.choice.push_back(o->id);
    }
    return answer;
}

} // namespace ae::bots
