// Running effects through the host, script decisions, and casting spells (rules/base.md §5.5).
#include "core/errors.hpp"
#include "engine/engine.hpp"

namespace ae {

StepResult run(Engine& e, RunEffect& s) {
    auto& host = e.host();
    EffectStatus status = EffectStatus::Done;
    struct Scope {
        Engine& e;
        ~Scope() { e.end_effect(); }
    };
    e.begin_effect(&s);
    {
        Scope scope{e};
        if (s.pc == 0) {
            if (host.has_entry(s.call)) { // optional entries (immediately, persistent) may be missing
                s.run = e.new_run_id();
                s.pc = 1;
                status = host.start(e, s.run, s.call);
            }
        } else {
            status = host.resume(e, s.run);
        }
    }
    if (status == EffectStatus::Yielded) return StepResult::Continue;
    s.run = 0;
    // §5.6: the open-breach bonus is dealt even by a spell that deals no damage of its own.
    if (s.call.entry == "cast" && s.call.bonus_damage > 0 && s.damage_sources == 0 && s.call.player >= 0)
        e.schedule(DealDamage{s.call.bonus_damage, "", s.call.player, s.call.owner});
    if (s.then_discard != kNoCard && e.in_play(s.then_discard)) {
        const bool paid = s.call.entry == "to_discard";
        e.discard_card(s.then_discard);
        e.emit({.kind = paid ? EventKind::PowerDiscarded : EventKind::PowerResolved, .card = s.then_discard});
    }
    return StepResult::Done;
}

StepResult run(Engine& e, AwaitChoice& s) {
    if (auto a = e.take_answer()) {
        e.set_result({a->choice, 0});
        return StepResult::Done;
    }
    return e.await(s.request);
}

void Engine::ask(DecisionRequest request) { schedule(AwaitChoice{std::move(request)}); }

// The spell goes to its owner's discard pile before its Cast effect (unless an effect casts it without
// discarding it); the caster is "you" (§5.5, §13.10).
StepResult run(Engine& e, CastSpell& s) {
    auto& st = e.mut();
    int bonus = 0, from = 0;
    bool found = false;
    for (auto& p : st.players)
        for (auto& b : p.breaches)
            for (CardId c : b.prepped)
                if (c == s.spell)
                    bonus = e.bonus_damage_for(b) + s.extra_damage, from = b.number, found = true;
    if (!found) throw RuleError("card " + std::to_string(s.spell.value()) + " is not a prepped spell");
    const int owner = st.card(s.spell).owner;
    if (!s.keep) {
        e.remove_from_zones(s.spell);
        st.players[owner].discard.push_back(s.spell);
    }
    e.emit({.kind = EventKind::SpellCast,
            .cause = s.cause,
            .player = s.caster,
            .card = s.spell,
            .amount = bonus});
    const auto& def = e.content().player_card(st.card(s.spell).def);
    // "Spells from that pile deal +1 damage when cast" (Poison Heart): live cards with a `spell_bonus` query
    // add to the bonus, which joins the spell's damage as the open-breach bonus does.
    for (const TriggerSource& t : e.listeners("spell_bonus", s.caster)) {
        EffectCall q = e.source_call(t, "spell_bonus");
        q.value = bonus;
        q.source = def.id;
        q.event = "spell_cast";
        q.event_player = s.caster;
        q.event_card = s.spell;
        bonus = e.host().query_value(e, q);
    }
    EffectCall cast{def.script, "", "cast", def.id, s.caster, s.spell, bonus};
    cast.breach = from;
    e.schedule(RunEffect{cast});
    // Echo (rules/outcasts.md §10.3): the Cast effect resolves a second time with the same bonuses. It is
    // one casting: "after you cast a spell" below hears it once.
    if (has_tag(def, "echo")) e.schedule(RunEffect{cast});
    // "After you cast a spell" (Rebound Gauntlet): once its Cast effect has resolved. The
    // listeners are found then, so a card the cast itself put into play hears it too.
    e.schedule(Triggers{"spell_cast", s.caster, s.spell, def.cost, {}, true});
    return StepResult::Done;
}

void Engine::cast_spell(int caster, CardId spell, const std::string& cause, int extra_damage, bool keep) {
    schedule(CastSpell{caster, spell, cause, extra_damage, keep});
}

void Engine::check_script_conditions() {
    if (over()) return;
    const auto& nem = content_.nemesis(state_.nemesis.id);
    EffectCall q{nem.script, "", "loss_condition", nem.id, -1, kNoCard, 0};
    if (host_.has_entry(q) && host_.query(*this, q))
        finish(Result::Lost, nem.name + "'s own condition is met");
}

} // namespace ae
