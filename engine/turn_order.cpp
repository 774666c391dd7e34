// rules/base.md §4.1: after every turn draw the top turn order card; reshuffle the discard only when a
// card must be drawn from an empty deck.
#include "core/errors.hpp"
#include "engine/engine.hpp"
#include "lang/language.hpp"

#include <algorithm>

namespace ae {

namespace {
void reshuffle(Engine& e) {
    auto& st = e.mut();
    st.turn_order_deck = std::move(st.turn_order_discard);
    st.turn_order_discard.clear();
    st.rng.shuffle(st.turn_order_deck);
    e.emit({.kind = EventKind::TurnOrderShuffled, .amount = static_cast<int>(st.turn_order_deck.size())});
}
} // namespace

std::string Engine::turn_order_label(const TurnOrderCard& c) {
    if (c.kind == TurnOrderCard::Kind::Nemesis) return "nemesis";
    if (c.kind == TurnOrderCard::Kind::Wild) return "wild";
    std::string label = "p";
    for (int p : c.players) label += std::to_string(p + 1); // "p12" for a two-name card
    return label;
}

std::vector<std::string> Engine::reveal_turn_order(int count) {
    if (state_.turn_order_deck.empty() && count > 0) reshuffle(*this);
    std::vector<std::string> out;
    for (int i = 0; i < count && i < static_cast<int>(state_.turn_order_deck.size()); ++i)
        out.push_back(turn_order_label(state_.turn_order_deck[static_cast<std::size_t>(i)]));
    std::string text;
    for (const auto& l : out) text += (text.empty() ? "" : ", ") + l;
    emit({.kind = EventKind::TurnOrderArranged,
          .amount = static_cast<int>(out.size()),
          .text = "revealed " + text});
    return out;
}

void Engine::move_turn_order(int index, bool to_top) {
    auto& d = state_.turn_order_deck;
    if (index < 0 || index >= static_cast<int>(d.size()))
        throw RuleError("the turn order deck has no card at position " + std::to_string(index + 1));
    TurnOrderCard c = d[static_cast<std::size_t>(index)];
    d.erase(d.begin() + index);
    if (to_top)
        d.insert(d.begin(), c);
    else
        d.push_back(c);
    emit({.kind = EventKind::TurnOrderArranged,
          .text = turn_order_label(c) + (to_top ? " to the top" : " to the bottom")});
}

void Engine::arrange_turn_order(const std::vector<int>& order) {
    auto& d = state_.turn_order_deck;
    std::vector<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i) || sorted.size() > d.size())
            throw RuleError("a new order must name each of the top " + std::to_string(order.size()) +
                            " turn order cards exactly once");
    std::vector<TurnOrderCard> top;
    for (int i : order) top.push_back(d[static_cast<std::size_t>(i)]);
    std::copy(top.begin(), top.end(), d.begin());
    emit({.kind = EventKind::TurnOrderArranged,
          .amount = static_cast<int>(order.size()),
          .text = "rearranged"});
}

bool Engine::return_turn_order_card(const std::string& label) {
    auto& disc = state_.turn_order_discard;
    for (auto it = disc.rbegin(); it != disc.rend(); ++it) {
        if (turn_order_label(*it) != label) continue;
        TurnOrderCard c = *it;
        disc.erase(std::next(it).base());
        state_.turn_order_deck.push_back(c);
        state_.rng.shuffle(state_.turn_order_deck);
        emit({.kind = EventKind::TurnOrderShuffled,
              .amount = static_cast<int>(state_.turn_order_deck.size()),
              .text = label + " shuffled back in"});
        return true;
    }
    return false;
}

namespace {
const std::string kXToken = "X"; // the Outcasts X turn order token (3 players)
} // namespace

StepResult run(Engine& e, NextTurn& s) {
    auto& st = e.mut();
    if (s.pc == 1) {
        auto a = e.take_answer();
        const int chosen = std::stoi(a->choice.front().substr(7)); // "player:N"
        if (!s.pair.empty()) {                                     // §6.3: the chooser takes the token
            st.turn_order_tokens[s.pair] = chosen;
            e.emit({.kind = EventKind::TurnOrderToken, .player = chosen, .text = s.pair});
        }
        e.schedule(PlayerTurn{chosen});
        return StepResult::Done;
    }
    if (s.pc == 2) {
        DecisionRequest req;
        req.kind = DecisionKind::TurnOrderWild;
        req.who = e.players_all();
        req.prompt = N_("Who takes this turn?");
        for (int p : s.players)
            req.options.push_back(
                {"player:" + std::to_string(p), e.presentation().option_texts ? st.players[p].name : ""});
        s.pc = 1;
        return e.await(std::move(req));
    }
    if (st.turn_order_deck.empty()) reshuffle(e);
    TurnOrderCard card = st.turn_order_deck.front();
    st.turn_order_deck.erase(st.turn_order_deck.begin());
    st.turn_order_discard.push_back(card);
    e.emit({.kind = EventKind::TurnOrderDrawn, .target = card.label});
    st.turn.used_once.clear(); // turn marks belong to the turn this card starts, its window included
    st.turn.gained.clear();
    st.turn.prepped.clear();
    st.turn.breach_discount = 0;
    e.schedule(AbilityWindowStep{AbilityWindow::TurnOrderDrawn, kNoCard}); // Phaedraxa's timing
    if (card.kind == TurnOrderCard::Kind::Nemesis) {
        e.schedule(NemesisTurn{});
        // "At the end of the nemesis turn" (Rageborne's Fury check), after the drawn card has resolved.
        e.schedule(Triggers{"turn_ended", -1, kNoCard, 0, {}, true});
        e.schedule(EndOfTurnCheck{}); // rules/base.md §8 and docs/decisions.md D3: after every turn
        return StepResult::Done;
    }
    if (card.players.size() == 1) {
        e.schedule(PlayerTurn{card.players.front()});
        return StepResult::Done;
    }
    if (card.kind == TurnOrderCard::Kind::Wild && st.rules.variant == Variant::Outcasts) {
        // rules/outcasts.md §10.1.2: the X card. The X token's holder (player 1 at the start) takes the turn,
        // with no group choice, and passes the token to the player on their left (the next seat).
        const auto held = st.turn_order_tokens.find(kXToken);
        const int holder = held == st.turn_order_tokens.end() ? card.players.front() : held->second;
        const auto at = std::find(card.players.begin(), card.players.end(), holder);
        const std::size_t i =
            at == card.players.end() ? 0 : static_cast<std::size_t>(at - card.players.begin());
        const int next = card.players[(i + 1) % card.players.size()];
        st.turn_order_tokens[kXToken] = next;
        e.schedule(PlayerTurn{card.players[i]});
        e.emit({.kind = EventKind::TurnOrderToken, .player = next, .text = kXToken});
        return StepResult::Done;
    }
    s.pair.clear();
    if (card.kind == TurnOrderCard::Kind::Player && card.players.size() == 2) {
        // rules/legacy.md §6.3, two-name card: with the pair's token held, the OTHER player acts and the
        // token goes back to the middle; with it in the middle the two decide, and the one acting takes it.
        const std::string pair = Engine::turn_order_label(card);
        auto held = st.turn_order_tokens.find(pair);
        if (held != st.turn_order_tokens.end()) {
            const int other = held->second == card.players[0] ? card.players[1] : card.players[0];
            st.turn_order_tokens.erase(held);
            e.emit({.kind = EventKind::TurnOrderToken, .text = pair});
            e.schedule(PlayerTurn{other});
            return StepResult::Done;
        }
        s.pair = pair;
    }
    // The wild card (or a two-name card): the players decide together who takes the turn, after the
    // ability window above has run (a step never awaits while steps it scheduled are still to run).
    s.pc = 2;
    s.players = card.players;
    return StepResult::Continue;
}

} // namespace ae
