// Immediate actions: aether, charges, life, breaches, tokens. They change the state at once and emit events.
#include "core/errors.hpp"
#include "engine/engine.hpp"

#include <algorithm>

namespace ae {

// rules/base.md §4.5: aether lives for the turn; restricted aether is kept apart (rules/legacy.md §6.6).
void Engine::gain_aether(int player, int amount, const std::string& restricted_to) {
    if (amount <= 0) return;
    auto& t = state_.turn;
    if (restricted_to.empty()) {
        t.aether += amount;
    } else {
        auto it = std::find_if(t.restricted.begin(), t.restricted.end(),
                               [&](const RestrictedAether& r) { return r.use == restricted_to; });
        if (it == t.restricted.end())
            t.restricted.push_back({restricted_to, amount});
        else
            it->amount += amount;
    }
    emit({.kind = EventKind::AetherGained, .player = player, .amount = amount, .target = restricted_to});
}

// Restricted aether names one card type, or several joined by '|' ("gem|relic": Trulite Of Energy), or
// "breach" for focusing and opening.
bool restricted_use_fits(const std::string& use, const std::string& for_type) {
    if (for_type.empty()) return false;
    std::size_t start = 0;
    while (start <= use.size()) {
        const std::size_t bar = use.find('|', start);
        const std::size_t end = bar == std::string::npos ? use.size() : bar;
        if (use.compare(start, end - start, for_type) == 0) return true;
        if (bar == std::string::npos) break;
        start = bar + 1;
    }
    return false;
}

int Engine::aether_available(int /*player*/, const std::string& for_type) const {
    int n = state_.turn.aether;
    for (const auto& r : state_.turn.restricted)
        if (restricted_use_fits(r.use, for_type)) n += r.amount;
    return n;
}

bool Engine::spend_aether(int player, int amount) { return spend_aether_for(player, amount, ""); }

// Restricted aether that fits the purchase is spent first, so general aether stays free for other uses.
bool Engine::spend_aether_for(int player, int amount, const std::string& for_type) {
    if (amount < 0) throw RuleError("cannot spend negative aether");
    if (aether_available(player, for_type) < amount) return false;
    int left = amount;
    for (auto& r : state_.turn.restricted) {
        if (!restricted_use_fits(r.use, for_type)) continue;
        const int take = std::min(left, r.amount);
        r.amount -= take;
        left -= take;
    }
    state_.turn.restricted.erase(std::remove_if(state_.turn.restricted.begin(), state_.turn.restricted.end(),
                                                [](const RestrictedAether& r) { return r.amount == 0; }),
                                 state_.turn.restricted.end());
    state_.turn.aether -= left;
    if (amount > 0)
        emit({.kind = EventKind::AetherSpent, .player = player, .amount = amount, .target = for_type});
    return true;
}

// rules/base.md §13.13: never above the slot count.
void Engine::gain_charges(int player, int amount) {
    auto& p = state_.players.at(player);
    const int gained = std::min(amount, p.max_charges - p.charges);
    if (gained <= 0) return;
    p.charges += gained;
    emit({.kind = EventKind::ChargeGained, .player = player, .amount = gained});
    fire("charge_gained", player, healing_card(), gained); // the card whose effect gave it, if any
}

void Engine::gain_ally_charges(int amount) {
    if (state_.ally_max_charges == 0) {
        log("rules", "no ally with an ability to take charges");
        return;
    }
    const int gained = std::min(amount, state_.ally_max_charges - state_.ally_charges);
    if (gained <= 0) return;
    state_.ally_charges += gained;
    emit({.kind = EventKind::ChargeGained, .amount = gained, .target = "ally"});
}

void Engine::lose_charges(int player, int amount) {
    auto& p = state_.players.at(player);
    const int lost = std::min(amount, p.charges);
    if (lost <= 0) return;
    p.charges -= lost;
    emit({.kind = EventKind::ChargesLost, .player = player, .amount = lost});
}

// rules/base.md §7.3: life never rises above its starting value; exhausted players cannot gain life.
void Engine::gain_life(int player, int amount) {
    if (amount <= 0) return;
    if (player < 0) {
        const int gained = std::min(amount, state_.gravehold_max - state_.gravehold_life);
        if (gained <= 0) return;
        state_.gravehold_life += gained;
        emit({.kind = EventKind::LifeGained, .amount = gained, .target = "gravehold"});
        fire("life_gained", -1, healing_card(), gained);
        return;
    }
    auto& p = state_.players.at(player);
    if (p.exhausted) return;
    const int gained = std::min(amount, p.max_life - p.life);
    if (gained <= 0) return;
    p.life += gained;
    emit({.kind = EventKind::LifeGained,
          .player = player,
          .amount = gained,
          .target = "player:" + std::to_string(player)});
    fire("life_gained", player, healing_card(), gained);
}

// The card whose effect is resolving (the one that heals), so a "gains 1 more" card can ignore its own gain.
CardId Engine::healing_card() {
    const RunEffect* r = running_effect();
    return r ? r->call.card : kNoCard;
}

void Engine::heal_nemesis(int amount) {
    auto& n = state_.nemesis;
    const int gained = std::min(amount, n.max_life - n.life);
    if (gained <= 0) return;
    n.life += gained;
    emit({.kind = EventKind::LifeGained, .amount = gained, .target = "nemesis"});
}

void Engine::lose_nemesis_life(int amount, int player, const std::string& cause) {
    auto& n = state_.nemesis;
    const int lost = std::clamp(amount, 0, n.life);
    n.life -= lost;
    emit({.kind = EventKind::DamageDealt,
          .cause = cause,
          .player = player,
          .amount = lost,
          .target = "nemesis"});
    check_game_over();
}

void Engine::heal_minion(CardId minion, int amount) {
    for (auto& c : state_.nemesis.in_play) {
        if (c.card != minion) continue;
        const int max = content_.nemesis_card(state_.cards[minion.value()].def).life;
        const int gained = std::min(amount, max - c.life);
        if (gained <= 0) return;
        c.life += gained;
        emit({.kind = EventKind::LifeGained,
              .card = minion,
              .amount = gained,
              .target = "minion:" + std::to_string(minion.value())});
        return;
    }
    throw RuleError("card " + std::to_string(minion.value()) + " is not a minion in play");
}

// rules/base.md §5.2: a focus turns a closed breach a quarter clockwise; from the last position it opens.
void Engine::focus_breach(int player, int breach, bool paid) {
    auto& b = state_.players.at(player).breaches.at(breach - 1);
    if (b.status != BreachStatus::Closed)
        throw RuleError("breach " + std::to_string(breach) + " is not closed");
    b.focused_this_turn = true;
    if (b.rotation >= 3) {
        emit({.kind = EventKind::BreachFocused,
              .player = player,
              .amount = breach,
              .text = paid ? "paid" : "effect"});
        fire("breach_focused", player, kNoCard, breach); // a focus that opens is still a focus
        open_breach(player, breach);
        return;
    }
    ++b.rotation;
    emit({.kind = EventKind::BreachFocused,
          .player = player,
          .amount = breach,
          .text = paid ? "paid" : "effect"});
    fire("breach_focused", player, kNoCard, breach);
}

void Engine::open_breach(int player, int breach) {
    auto& b = state_.players.at(player).breaches.at(breach - 1);
    if (b.status != BreachStatus::Closed)
        throw RuleError("breach " + std::to_string(breach) + " is not closed");
    b.status = BreachStatus::Open;
    emit({.kind = EventKind::BreachOpened, .player = player, .amount = breach});
    fire("breach_opened", player, kNoCard, breach);
}

void Engine::destroy_breach(int player, int breach) {
    auto& b = state_.players.at(player).breaches.at(breach - 1);
    if (b.status != BreachStatus::Open && b.status != BreachStatus::Closed)
        throw RuleError("breach " + std::to_string(breach) + " is not there to destroy");
    for (CardId c : std::vector<CardId>(b.prepped)) discard_card(c);
    b.prepped.clear();
    b.status = BreachStatus::Destroyed;
    emit({.kind = EventKind::BreachDestroyed, .player = player, .amount = breach});
}

void Engine::set_token(const std::string& name, int value) {
    auto& tokens = state_.nemesis.tokens;
    const int before = tokens.count(name) ? tokens[name] : 0;
    if (before == value) return;
    tokens[name] = value;
    emit({.kind = EventKind::TokensChanged,
          .amount = value - before,
          .target = name,
          .text = std::to_string(value)});
    check_script_conditions();
}

void Engine::set_power_tokens(CardId card, int value) {
    for (auto& c : state_.nemesis.in_play)
        if (c.card == card) {
            c.power = std::max(0, value);
            return;
        }
    throw RuleError("card " + std::to_string(card.value()) + " is not in play");
}

// An effect preps a spell from its owner's hand to one of the owner's breaches, by the usual prep rules
// (rules/base.md §4.3 #5): an open empty breach, or a closed empty one focused this turn.
bool Engine::prep_spell(CardId card, int breach, bool any_breach) {
    const CardInstance& ci = state_.cards.at(card.value());
    if (ci.nemesis || ci.owner < 0 || breach < 1 || breach > 4) return false;
    const PlayerCardDef& def = content_.player_card(ci.def);
    auto& p = state_.players.at(ci.owner);
    if (def.type != CardType::Spell) return false;
    Breach& b = p.breaches[breach - 1];
    const bool ok =
        breach_has_room(b, def, ci.owner) &&
        (b.status == BreachStatus::Open ||
         (b.status == BreachStatus::Closed && (b.focused_this_turn || def.prep_to_closed || any_breach)));
    if (!ok) return false;
    remove_from_zones(card);
    b.prepped.push_back(card);
    state_.turn.prepped.push_back(card);
    emit({.kind = EventKind::CardPrepped, .player = ci.owner, .card = card, .amount = breach});
    // "When prepped" (Pyro Geist): the spell's own effect, however it was prepped.
    EffectCall prepped{def.script, "", "prepped", def.id, ci.owner, card, 0};
    prepped.breach = breach;
    if (!def.script.empty() && host_.has_entry(prepped)) schedule(RunEffect{prepped});
    return true;
}

void Engine::silence(CardId minion) {
    auto* ip = const_cast<InPlayCard*>(in_play(minion));
    if (!ip) throw RuleError(card_name(minion) + " is not in play");
    ip->silenced = true;
    emit({.kind = EventKind::TokensChanged,
          .card = minion,
          .amount = 1,
          .target = "silence",
          .text = card_name(minion) + " is silenced"});
}

void Engine::add_shields(CardId minion, int n) {
    auto* ip = const_cast<InPlayCard*>(in_play(minion));
    if (!ip) throw RuleError(card_name(minion) + " is not in play");
    if (n <= 0) return;
    ip->shields += n;
    emit({.kind = EventKind::TokensChanged,
          .card = minion,
          .amount = n,
          .target = "shields",
          .text = std::to_string(ip->shields) + " shield(s)"});
}

void Engine::log(const std::string& owner, const std::string& text) {
    emit({.kind = EventKind::ScriptLog, .cause = owner, .text = text});
}

} // namespace ae
