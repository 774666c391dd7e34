// Damage and exhaustion (rules/base.md §7). Players deal damage to the nemesis or a minion, one target per
// source; players and Gravehold suffer damage; a player at 0 life is exhausted.
#include "core/errors.hpp"
#include "engine/engine.hpp"
#include "engine/option_text.hpp"
#include "lang/language.hpp"

#include <algorithm>

namespace ae {

void Engine::deal_damage(int amount, const std::string& target, int chooser, const std::string& cause) {
    // §5.6 / docs/decisions.md: the open-breach bonus joins the first damage source of the spell (base),
    // or every source (Legacy's reading, Rules::bonus_per_source).
    if (RunEffect* re = running_effect(); re && re->call.entry == "cast" && re->call.bonus_damage > 0) {
        if (re->damage_sources == 0 || state_.rules.bonus_per_source) amount += re->call.bonus_damage;
        ++re->damage_sources;
    } else if (re) {
        ++re->damage_sources;
    }
    schedule(DealDamage{amount, target, chooser, cause});
}

int Engine::minion_damage_taken(CardId c, int amount, int chooser, const std::string& cause,
                                bool aether_strike) const {
    // Queries cannot change the battle (the host refuses actions in them), so a const engine may ask them.
    Engine& e = const_cast<Engine&>(*this);
    const auto& st = state_;
    // A minion's own text may change the damage it takes (e.g. "reduce damage to this minion to 1").
    const auto& def = content_.nemesis_card(st.card(c).def);
    EffectCall q{def.script, def.handler, "modify_damage", def.id, chooser, c, 0, amount, cause};
    if (!def.script.empty() && e.host().has_entry(q)) amount = e.host().query_value(e, q);
    // Then any nemesis card in play whose text changes the damage every minion takes (Suffocating Haze),
    // oldest first; ctx:event().card is the minion hit.
    for (const auto& other : std::vector<InPlayCard>(st.nemesis.in_play)) {
        if (!definition_has_entry(st.card(other.card).def, DefKind::NemesisCard, "modify_minion_damage"))
            continue;
        const auto& od = content_.nemesis_card(st.card(other.card).def);
        EffectCall m{od.script, od.handler, "modify_minion_damage", od.id, chooser, other.card, 0,
                     amount,    cause};
        m.event = "minion_damage";
        m.event_player = chooser;
        m.event_card = c;
        amount = e.host().query_value(e, m);
    }
    // rules/outcasts.md §7: each instance of damage from player cards or abilities is reduced to 1; aether
    // spent on the Wanderer in the main phase is not.
    if (def.wanderer && chooser >= 0 && !aether_strike) amount = std::min(amount, 1);
    return amount;
}

StepResult run(Engine& e, DealDamage& s) {
    auto& st = e.mut();
    if (auto a = e.take_answer()) s.target = a->choice.front();
    if (s.target.empty()) {
        DecisionRequest req;
        req.kind = DecisionKind::ChooseTarget;
        req.who = s.chooser >= 0 ? std::vector<int>{s.chooser} : e.players_all();
        const bool texts = e.presentation().option_texts;
        const auto text = [&](const std::string& id) {
            return texts ? engine_option_text(e, req.kind, -1, id, e.language()).value_or(id) : std::string();
        };
        req.prompt =
            "Deal " + std::to_string(s.amount) + " damage to:"; // English: bots read it (shown_prompt)
        req.options.push_back({"nemesis", text("nemesis")});
        for (const auto& ip : st.nemesis.in_play)
            if (e.content().nemesis_card(st.card(ip.card).def).type == CardType::Minion) {
                const std::string id = "minion:" + std::to_string(ip.card.value());
                req.options.push_back({id, text(id)});
            }
        return e.await(std::move(req));
    }
    int dealt = 0;
    if (s.pc == 1) { // the nemesis's own damage hook has run: report what it took off
        e.set_result({{}, std::max(0, s.life_before - st.nemesis.life)});
        return StepResult::Done;
    }
    const auto& nem = e.content().nemesis(st.nemesis.id);
    EffectCall hook{nem.script, "", "nemesis_damage", nem.id, s.chooser, kNoCard, 0, s.amount, s.cause};
    if (s.target == "nemesis" && !nem.script.empty() && e.host().has_entry(hook)) {
        // A nemesis whose life is spread over parts (Experiment 153's Maws) takes the damage in its script,
        // which lowers its life with ctx:lose_nemesis_life.
        s.pc = 1;
        s.life_before = st.nemesis.life;
        e.schedule(RunEffect{hook});
        return StepResult::Continue;
    }
    if (s.target == "nemesis") {
        dealt = std::clamp(s.amount, 0, st.nemesis.life);
        st.nemesis.life -= dealt;
        e.emit({.kind = EventKind::DamageDealt,
                .cause = s.cause,
                .player = s.chooser,
                .amount = dealt,
                .target = "nemesis"});
    } else if (s.target.rfind("minion:", 0) == 0) {
        const auto c = static_cast<CardId>(std::stoul(s.target.substr(7)));
        auto it = std::find_if(st.nemesis.in_play.begin(), st.nemesis.in_play.end(),
                               [c](const InPlayCard& ip) { return ip.card == c; });
        if (it != st.nemesis.in_play.end()) { // a minion defeated meanwhile takes nothing; overflow is lost
            int amount = e.minion_damage_taken(c, s.amount, s.chooser, s.cause, s.aether_strike);
            if (amount > 0 && it->shields > 0) { // docs/decisions.md: a shield token takes the whole blow
                --it->shields;
                e.emit({.kind = EventKind::TokensChanged,
                        .cause = s.cause,
                        .card = c,
                        .amount = -1,
                        .target = "shields",
                        .text = std::to_string(it->shields) + " shield(s) left"});
                amount = 0;
            }
            dealt = std::clamp(amount, 0, it->life);
            it->life -= dealt;
            e.emit({.kind = EventKind::DamageDealt,
                    .cause = s.cause,
                    .player = s.chooser,
                    .card = c,
                    .amount = dealt,
                    .target = s.target});
            if (it->life <= 0) {
                e.emit({.kind = EventKind::MinionDefeated, .card = c});
                e.discard_card(c); // §7.1: discarded at once
            } else if (dealt > 0 && s.chooser >= 0) {
                e.fire("minion_damaged", s.chooser, c, dealt); // "whenever a player damages it"
            }
        }
    } else {
        throw RuleError("unknown damage target '" + s.target + "' (nemesis or minion:<card>)");
    }
    e.set_result({{}, dealt});
    return StepResult::Done;
}

void Engine::damage_player(int player, int amount, const std::string& cause) {
    if (player < 0 || player >= static_cast<int>(state_.players.size()))
        throw RuleError("no player " + std::to_string(player + 1));
    schedule(SufferDamage{player, amount, cause});
}

void Engine::damage_gravehold(int amount, const std::string& cause) {
    schedule(SufferDamage{-1, amount, cause});
}

int Engine::exhausted_multiplier(int player) const {
    return content_.mage(state_.players.at(player).mage).exhausted_multiplier;
}

StepResult run(Engine& e, SufferDamage& s) {
    auto& st = e.mut();
    const auto& marks = st.turn.used_once;
    if (s.amount > 0 && std::find(marks.begin(), marks.end(), "prevent_damage") != marks.end()) {
        e.log("rules", "damage prevented this turn");
        s.amount = 0;
    }
    if (s.amount <= 0) {
        e.set_result({{}, 0});
        return StepResult::Done;
    }
    if (s.player < 0) {
        const int dealt = std::min(s.amount, st.gravehold_life);
        st.gravehold_life -= dealt;
        // The target stays "gravehold" (the protected entity); describe() names it after the ally if any.
        e.emit({.kind = EventKind::DamageSuffered, .cause = s.cause, .amount = dealt, .target = "gravehold"});
        if (s.report) e.set_result({{}, dealt});
        return StepResult::Done;
    }
    auto& p = st.players[s.player];
    if (p.exhausted) { // §7.4: Gravehold suffers double instead (or what the mat says)
        e.schedule(SufferDamage{-1, e.exhausted_multiplier(s.player) * s.amount, s.cause, false});
        e.fire("player_damaged", s.player, kNoCard, s.amount); // "would suffer" counts (Taqren's Barrier)
        e.set_result({{}, 0});
        return StepResult::Done;
    }
    const int dealt = std::min(s.amount, p.life);
    p.life -= dealt;
    e.emit({.kind = EventKind::DamageSuffered,
            .cause = s.cause,
            .player = s.player,
            .amount = dealt,
            .target = "player:" + std::to_string(s.player)});
    e.set_result({{}, dealt});
    if (p.life == 0) {
        p.exhausted = true;
        e.emit({.kind = EventKind::PlayerExhausted, .cause = s.cause, .player = s.player});
        Exhaust x{s.player, s.amount - dealt, s.cause};
        if (!(st.rules.variant == Variant::Outcasts && e.defer_to_unleash(x))) e.schedule(std::move(x));
    }
    // After the blow has done everything it does (exhaustion included), whatever reacts to it.
    if (dealt > 0) e.fire("player_damaged", s.player, kNoCard, dealt);
    return StepResult::Done;
}

// §7.4, in order: Unleash twice, destroy a breach (its spell is discarded), discard all charges; then the
// rest of the blow goes to Gravehold doubled. Variants without the penalties keep only the redirect.
StepResult run(Engine& e, Exhaust& s) {
    auto& st = e.mut();
    auto& p = st.players[s.player];
    const bool penalties = st.rules.exhaustion_penalties;
    if (s.pc == 0) {
        s.pc = 1;
        if (penalties) {
            e.unleash(2, "exhaustion");
            return StepResult::Continue;
        }
    }
    if (s.pc == 1) {
        s.pc = 2;
        if (penalties) {
            DecisionRequest req;
            req.kind = DecisionKind::DestroyBreach;
            req.who = {s.player};
            req.prompt = p.name + " is exhausted: destroy one of your breaches"; // English (shown_prompt)
            for (const auto& b : p.breaches)
                if (b.status == BreachStatus::Open || b.status == BreachStatus::Closed) {
                    const std::string id = "breach:" + std::to_string(b.number);
                    req.options.push_back(
                        {id, e.presentation().option_texts
                                 ? engine_option_text(e, req.kind, s.player, id, e.language()).value_or(id)
                                 : ""});
                }
            if (!req.options.empty()) return e.await(std::move(req));
        }
    }
    if (s.pc == 2) {
        if (auto a = e.take_answer()) {
            auto& b = p.breaches[std::stoi(a->choice.front().substr(7)) - 1];
            for (CardId c : std::vector<CardId>(b.prepped)) e.discard_card(c);
            b.status = BreachStatus::Destroyed;
            b.prepped.clear();
            e.emit({.kind = EventKind::BreachDestroyed, .player = s.player, .amount = b.number});
        }
        if (penalties) e.lose_charges(s.player, p.charges);
        s.pc = 3;
    }
    if (s.overflow > 0)
        e.schedule(SufferDamage{-1, e.exhausted_multiplier(s.player) * s.overflow, s.cause, false});
    return StepResult::Done;
}

} // namespace ae
