// rules/base.md §4.1: after every turn draw the top turn order card; reshuffle the discard only when a
// card must be drawn from an empty deck.
#include "engine/engine.hpp"

namespace ae {

StepResult run(Engine& e, NextTurn& s) {
    auto& st = e.mut();
    if (s.pc == 1) {
        auto a = e.take_answer();
        const int chosen = std::stoi(a->choice.front().substr(7)); // "player:N"
        e.schedule(PlayerTurn{chosen});
        return StepResult::Done;
    }
    if (s.pc == 2) {
        DecisionRequest req;
        req.kind = DecisionKind::TurnOrderWild;
        req.who = e.players_all();
        req.prompt = "Who takes this turn?";
        for (int p : s.players) req.options.push_back({"player:" + std::to_string(p), st.players[p].name});
        s.pc = 1;
        return e.await(std::move(req));
    }
    if (st.turn_order_deck.empty()) {
        st.turn_order_deck = std::move(st.turn_order_discard);
        st.turn_order_discard.clear();
        st.rng.shuffle(st.turn_order_deck);
        e.emit({.kind = EventKind::TurnOrderShuffled, .amount = static_cast<int>(st.turn_order_deck.size())});
    }
    TurnOrderCard card = st.turn_order_deck.front();
    st.turn_order_deck.erase(st.turn_order_deck.begin());
    st.turn_order_discard.push_back(card);
    e.emit({.kind = EventKind::TurnOrderDrawn, .target = card.label});
    st.turn.used_once.clear(); // turn marks belong to the turn this card starts, its window included
    e.schedule(AbilityWindowStep{AbilityWindow::TurnOrderDrawn, kNoCard}); // Phaedraxa's timing
    if (card.kind == TurnOrderCard::Kind::Nemesis) {
        e.schedule(NemesisTurn{});
        e.schedule(EndOfTurnCheck{}); // rules/base.md §8 and docs/decisions.md D3: after every turn
        return StepResult::Done;
    }
    if (card.players.size() == 1) {
        e.schedule(PlayerTurn{card.players.front()});
        return StepResult::Done;
    }
    // The wild card (or a two-name card): the players decide together who takes the turn, after the
    // ability window above has run (a step never awaits while steps it scheduled are still to run).
    s.pc = 2;
    s.players = card.players;
    return StepResult::Continue;
}

} // namespace ae
