// The nemesis turn (rules/base.md §6): the main phase goes through minions and powers in play oldest
// first; then the draw phase draws and resolves one card, or Unleashes when the deck is empty.
#include "core/errors.hpp"
#include "engine/engine.hpp"
#include "lang/language.hpp"

#include <algorithm>

namespace ae {

StepResult run(Engine& e, NemesisTurn& s) {
    auto& st = e.mut();
    const auto& content = e.content();
    if (s.pc == 0) {
        st.turn.number++;
        st.turn.player = -1;
        st.turn.aether = 0;
        st.turn.restricted.clear();
        for (auto& p : st.players)
            for (auto& b : p.breaches) b.focused_this_turn = false;
        e.emit({.kind = EventKind::TurnStarted, .target = "nemesis"});
        e.set_phase(Phase::NemesisMain);
        // Cards that arrive during this turn wait for the next main phase (§6.1).
        for (const auto& c : st.nemesis.in_play) s.order.push_back(c.card);
        s.pc = 1;
        // The nemesis turn starts too (the first turn of the game may be the nemesis's, docs/decisions.md).
        e.schedule(Triggers{"turn_started", -1, kNoCard, st.turn.number, {}, true});
        return StepResult::Continue;
    }
    if (s.pc == 1) {
        while (s.next < s.order.size()) {
            const CardId c = s.order[s.next++];
            const InPlayCard* ip = e.in_play(c);
            if (!ip) continue; // defeated or discarded earlier this phase
            const auto& def = content.nemesis_card(st.card(c).def);
            if (def.type == CardType::Minion) {
                if (ip->silenced) { // docs/decisions.md: silence skips one Persistent effect
                    const_cast<InPlayCard*>(ip)->silenced = false;
                    e.log("rules", e.card_name(c) + " is silenced: its Persistent effect does not happen");
                    continue;
                }
                e.schedule(RunEffect{{def.script, def.handler, "persistent", def.id, -1, c, 0}});
                return StepResult::Continue;
            }
            if (def.type == CardType::Power) {
                const int left = ip->power - 1;
                e.set_power_tokens(c, left);
                e.emit({.kind = EventKind::PowerTokenRemoved, .card = c, .amount = left});
                // "Whenever a power token is removed from this card" (Aura Drain, rules/outcasts.md §6 #9).
                RunEffect removed{{def.script, def.handler, "token_removed", def.id, -1, c, 0}};
                const bool hook = !def.script.empty() && e.host().has_entry(removed.call);
                if (hook) e.schedule(removed);
                if (left <= 0) {
                    RunEffect power{{def.script, def.handler, "power", def.id, -1, c, 0}};
                    power.then_discard = c;
                    e.schedule(power);
                    return StepResult::Continue;
                }
                if (hook) return StepResult::Continue;
            }
        }
        s.pc = 2;
    }
    e.set_phase(Phase::NemesisDraw);
    if (st.nemesis.deck.empty()) {
        // rules/base.md §13.18: with nothing of the nemesis left in play the players have already won.
        if (st.nemesis.in_play.empty() && st.nemesis.resolving.empty()) {
            e.finish(Result::Won, N_("the nemesis deck is empty and nothing of the nemesis is in play"));
            return StepResult::Done;
        }
        e.schedule(Unleash{st.rules.empty_deck_unleashes, "empty nemesis deck"});
        return StepResult::Done;
    }
    const CardId c = st.nemesis.deck.front();
    st.nemesis.deck.erase(st.nemesis.deck.begin());
    st.nemesis.resolving.push_back(c);
    e.emit({.kind = EventKind::NemesisCardDrawn, .card = c});
    e.schedule(ResolveNemesisCard{c});
    return StepResult::Done;
}

void Engine::resolve_nemesis_card(CardId card) {
    remove_from_zones(card);
    state_.nemesis.resolving.push_back(card);
    schedule(ResolveNemesisCard{card});
}

CardId Engine::draw_nemesis_card() {
    if (state_.nemesis.deck.empty()) return kNoCard;
    const CardId c = state_.nemesis.deck.front();
    emit({.kind = EventKind::NemesisCardDrawn, .card = c});
    resolve_nemesis_card(c);
    return c;
}

CardId Engine::draw_side_deck(const std::string& deck) {
    auto it = state_.nemesis.side_decks.find(deck);
    if (it == state_.nemesis.side_decks.end()) throw RuleError("the nemesis has no side deck '" + deck + "'");
    if (it->second.empty()) return kNoCard;
    const CardId c = it->second.front();
    emit({.kind = EventKind::NemesisCardDrawn, .card = c, .target = deck});
    resolve_nemesis_card(c);
    return c;
}

bool Engine::resolve_side_card(const std::string& deck) {
    auto it = state_.nemesis.side_decks.find(deck);
    if (it == state_.nemesis.side_decks.end()) throw RuleError("the nemesis has no side deck '" + deck + "'");
    if (it->second.empty()) return false;
    const CardId c = it->second.front();
    emit({.kind = EventKind::NemesisCardDrawn, .card = c, .target = deck});
    remove_from_zones(c);
    state_.nemesis.resolving.push_back(c);
    schedule(ResolveSideCard{c, 0, deck});
    return true;
}

// No ability window and no entering play: a side card is read, done, and put on its deck's discard pile.
StepResult run(Engine& e, ResolveSideCard& s) {
    auto& st = e.mut();
    const auto& def = e.content().nemesis_card(st.card(s.card).def);
    if (s.pc == 0) {
        s.pc = 1;
        e.schedule(RunEffect{{def.script, def.handler, "effect", def.id, -1, s.card, 0}});
        return StepResult::Continue;
    }
    auto& res = st.nemesis.resolving;
    auto it = std::find(res.begin(), res.end(), s.card);
    if (it == res.end()) return StepResult::Done; // moved or destroyed by its own effect
    res.erase(it);
    st.side_discards[s.deck].push_back(s.card); // rules/legacy.md §7.2 and §14 #14: not the nemesis discard
    e.emit({.kind = EventKind::NemesisCardResolved, .card = s.card, .target = "side_discard:" + s.deck});
    return StepResult::Done;
}

// §6.2: an attack resolves and is discarded; a minion or power resolves IMMEDIATELY, then enters play
// (the detailed reading of §14.1 #1; docs/decisions.md).
StepResult run(Engine& e, ResolveNemesisCard& s) {
    auto& st = e.mut();
    const auto& def = e.content().nemesis_card(st.card(s.card).def);
    auto& res = st.nemesis.resolving;
    const bool still_here = std::find(res.begin(), res.end(), s.card) != res.end();
    if (s.pc == 0) { // an ability may answer the draw before anything resolves (Adelheim)
        s.pc = 1;
        if (def.type != CardType::Minion) {
            e.schedule(AbilityWindowStep{AbilityWindow::NemesisCardDrawn, s.card});
            return StepResult::Continue;
        }
    }
    if (!still_here) return StepResult::Done; // discarded, destroyed or moved by an effect
    if (s.pc == 1) {
        s.pc = 2;
        const char* entry = def.type == CardType::Attack ? "effect" : "immediately";
        e.schedule(RunEffect{{def.script, def.handler, entry, def.id, -1, s.card, 0}});
        return StepResult::Continue;
    }
    res.erase(std::find(res.begin(), res.end(), s.card));
    if (def.type == CardType::Attack) {
        st.nemesis.discard.push_back(s.card);
        e.emit({.kind = EventKind::NemesisCardResolved, .card = s.card, .target = "nemesis_discard"});
    } else {
        const int life = def.type == CardType::Minion ? e.minion_starting_life(s.card) : 0;
        InPlayCard ip{s.card, life, def.type == CardType::Power ? def.power : 0, st.next_arrival++,
                      def.type == CardType::Minion ? def.shields : 0};
        st.nemesis.in_play.push_back(ip);
        e.emit({.kind = EventKind::CardEnteredPlay,
                .card = s.card,
                .amount = def.type == CardType::Minion ? life : def.power});
    }
    return StepResult::Done;
}

StepResult run(Engine& e, Unleash& s) {
    if (!s.deferred.empty()) { // the Unleash that exhausted them is over: now their exhaustion steps
        for (auto& x : s.deferred) e.schedule(std::move(x));
        s.deferred.clear();
        return StepResult::Continue;
    }
    if (s.done >= s.times) return StepResult::Done;
    ++s.done;
    const auto& nem = e.content().nemesis(e.state().nemesis.id);
    e.emit({.kind = EventKind::Unleashed, .cause = s.cause, .amount = s.done});
    e.schedule(RunEffect{{nem.script, "", "unleash", nem.id, -1, kNoCard, 0}});
    return StepResult::Continue;
}

void Engine::unleash(int times, const std::string& cause) { schedule(Unleash{times, cause}); }

bool Engine::defer_to_unleash(const Exhaust& x) {
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
        if (auto* u = std::get_if<Unleash>(&*it); u && u->done > 0) {
            u->deferred.push_back(x);
            return true;
        }
    return false;
}

} // namespace ae
