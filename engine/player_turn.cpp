// A player's turn: casting phase, main phase, draw phase (rules/base.md §4.2–§4.4, §5.5).
#include "engine/engine.hpp"
#include "engine/option_text.hpp"
#include "lang/language.hpp"

#include <algorithm>

namespace ae {

StepResult run(Engine& e, PlayerTurn& s) {
    auto& st = e.mut();
    st.turn.number++;
    st.turn.player = s.player;
    st.turn.aether = 0;
    st.turn.restricted.clear();
    for (auto& p : st.players)
        for (auto& b : p.breaches) b.focused_this_turn = false;
    e.emit({.kind = EventKind::TurnStarted, .player = s.player, .target = "player"});
    // "At the start of your turn" / "of the first turn of the game" (amount: the turn's number).
    e.schedule(Triggers{"turn_started", s.player, kNoCard, st.turn.number, {}, true});
    e.schedule(CastingPhase{s.player});
    // "Whenever your casting phase ends" (while-prepped effects such as Lava Tendril's).
    e.schedule(Triggers{"casting_phase_end", s.player, kNoCard, 0, {}, true});
    e.schedule(MainPhase{s.player});
    // "At the end of your main phase" (Crooked Mask's corruptions).
    e.schedule(Triggers{"main_phase_end", s.player, kNoCard, 0, {}, true});
    e.schedule(DrawPhase{s.player});
    e.schedule(AbilityWindowStep{AbilityWindow::OwnDrawPhaseEnd, kNoCard}); // Qu's timing
    e.schedule(Triggers{"turn_ended", s.player, kNoCard, 0, {}, true});
    e.schedule(EndOfTurnCheck{});
    return StepResult::Done;
}

// §5.5: spells on closed breaches must be cast, those on open breaches may be, in the order the player picks.
StepResult run(Engine& e, CastingPhase& s) {
    e.set_phase(Phase::Casting);
    auto& p = e.mut().players[s.player];
    if (auto a = e.take_answer()) {
        const std::string& id = a->choice.front();
        if (id == "end") return StepResult::Done;
        e.cast_spell(s.player, static_cast<CardId>(std::stoul(id.substr(5))), "rules");
        return StepResult::Continue;
    }
    DecisionRequest req;
    req.kind = DecisionKind::CastingAction;
    req.who = {s.player};
    req.prompt = N_("Casting phase: cast a prepped spell");
    bool must = false;
    const bool texts = e.presentation().option_texts;
    for (const auto& b : p.breaches) {
        for (CardId c : b.prepped) {
            const std::string id = "cast:" + std::to_string(c.value());
            req.options.push_back(
                {id, texts ? engine_option_text(e, req.kind, s.player, id, e.language()).value_or(id) : ""});
            if (b.status == BreachStatus::Closed) must = true;
        }
    }
    if (req.options.empty()) return StepResult::Done;
    req.options.push_back(
        {"end", texts ? engine_option_text(e, req.kind, s.player, "end", e.language()).value_or("end") : "",
         !must, must ? N_("spells on closed breaches must be cast") : ""});
    return e.await(std::move(req));
}

// §4.4: played gems and relics go to the discard pile in the order the player picks, then draw up to 5.
StepResult run(Engine& e, DrawPhase& s) {
    e.set_phase(Phase::Draw);
    auto& p = e.mut().players[s.player];
    if (auto a = e.take_answer()) {
        for (const auto& id : a->choice) {
            const auto c = static_cast<CardId>(std::stoul(id.substr(5)));
            p.play_area.erase(std::find(p.play_area.begin(), p.play_area.end(), c));
            p.discard.push_back(c);
            e.emit({.kind = EventKind::CardDiscarded, .player = s.player, .card = c, .target = "discard"});
        }
    } else if (p.play_area.size() > 1) {
        DecisionRequest req;
        req.kind = DecisionKind::DiscardOrder;
        req.who = {s.player};
        req.prompt = N_("Order in which your played cards go to the discard pile (first goes deepest)");
        req.ordered = true;
        req.min = req.max = static_cast<int>(p.play_area.size());
        const bool texts = e.presentation().option_texts;
        for (CardId c : p.play_area)
            req.options.push_back({"card:" + std::to_string(c.value()), texts ? e.shown_name(c) : ""});
        return e.await(std::move(req));
    } else {
        for (CardId c : p.play_area) {
            p.discard.push_back(c);
            e.emit({.kind = EventKind::CardDiscarded, .player = s.player, .card = c, .target = "discard"});
        }
        p.play_area.clear();
    }
    const int want = 5 - static_cast<int>(p.hand.size());
    if (want > 0) e.draw(s.player, want);
    return StepResult::Done;
}

StepResult run(Engine& e, PlaceTokens& s) {
    for (const auto& [name, value] : s.tokens) e.set_token(name, value);
    return StepResult::Done;
}

// rules/base.md §8 win condition 2, checked at the end of each turn (docs/decisions.md).
StepResult run(Engine& e, EndOfTurnCheck&) {
    const auto& n = e.state().nemesis;
    if (n.deck.empty() && n.in_play.empty() && n.resolving.empty())
        e.finish(Result::Won, N_("the nemesis deck is empty and nothing of the nemesis is in play"));
    else
        e.check_script_conditions();
    return StepResult::Done;
}

} // namespace ae
