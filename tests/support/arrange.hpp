// Small arrangement helpers for engine tests: put cards exactly where a test needs them (before the
// decision that should see them is computed: after Fixture::create() and before Engine::advance(), or
// before the turn whose decisions should see them), and read back events.
#pragma once

#include "engine/engine.hpp"
#include "tests/support/fixture.hpp"

#include <string>
#include <vector>

namespace ae::test {

inline std::string id_of(const char* verb, CardId c) {
    return std::string(verb) + ":" + std::to_string(c.value());
}

// A new player card owned by `player`, put into their hand.
inline CardId new_in_hand(Engine& e, int player, const std::string& def) {
    const CardId c = e.new_card(def, false, player);
    e.mut().players[player].hand.push_back(c);
    return c;
}

// Moves a player card from wherever it is onto one of its owner's breaches (1..4).
inline void put_prepped(Engine& e, CardId c, int breach) {
    const int owner = e.state().card(c).owner;
    e.remove_from_zones(c);
    e.mut().players[owner].breaches[breach - 1].prepped.push_back(c);
}

// A new nemesis card put into play (newest) with its printed life or power, or the given values.
inline CardId new_in_play(Engine& e, const std::string& def, int life = -1, int power = -1) {
    const CardId c = e.new_card(def, true, -1);
    const auto& d = e.content().nemesis_card(def);
    auto& st = e.mut();
    st.nemesis.in_play.push_back({c, life >= 0 ? life : (d.type == CardType::Minion ? d.life : 0),
                                  power >= 0 ? power : (d.type == CardType::Power ? d.power : 0),
                                  st.next_arrival++});
    return c;
}

// The events of one kind, in order.
inline std::vector<GameEvent> events_of(const Engine& e, EventKind k) {
    std::vector<GameEvent> out;
    for (const auto& ev : e.events())
        if (ev.kind == k) out.push_back(ev);
    return out;
}

inline std::vector<int> amounts_of(const Engine& e, EventKind k) {
    std::vector<int> out;
    for (const auto& ev : events_of(e, k)) out.push_back(ev.amount);
    return out;
}

// The position of the first event of a kind (events().size() when there is none).
inline std::size_t first_index(const Engine& e, EventKind k) {
    const auto& evs = e.events();
    for (std::size_t i = 0; i < evs.size(); ++i)
        if (evs[i].kind == k) return i;
    return evs.size();
}

// A player card definition added to a fixture's content (before create()); its script key is its id.
inline PlayerCardDef& add_player_card(Content& content, const std::string& id, CardType type, int cost = 0) {
    PlayerCardDef d;
    d.id = id;
    d.name = id.substr(id.rfind('.') + 1);
    d.type = type;
    d.cost = cost;
    d.pile_size = type == CardType::Gem ? 7 : 5;
    d.script = id;
    return content.player_cards[id] = d;
}

// Ends the turn player's main phase and answers the discard order (play order) if one is asked.
// (With GameSetup::swift the main phase ends by itself when "end" is its only legal answer.)
inline void end_turn(Fixture& f) {
    if (f.pending().kind == DecisionKind::MainAction) f.ok("end");
    if (f.e().over() || f.pending().kind != DecisionKind::DiscardOrder) return;
    std::vector<std::string> ids;
    for (CardId c : f.s().players[f.s().turn.player].play_area) ids.push_back(id_of("card", c));
    REQUIRE(f.answer(ids).accepted);
}

// Plays n cards of a definition from the turn player's hand.
inline void play_n(Fixture& f, const std::string& def, int n) {
    for (int i = 0; i < n; ++i) f.ok(id_of("play", f.hand_card(f.s().turn.player, def)));
}

// The ids of the pending decision's options, in order.
inline std::vector<std::string> option_ids(Fixture& f) {
    std::vector<std::string> out;
    for (const auto& o : f.pending().options) out.push_back(o.id);
    return out;
}

// Whether any option of the pending decision starts with this prefix.
inline bool has_prefix(Fixture& f, const std::string& prefix) {
    for (const auto& o : f.pending().options)
        if (o.id.rfind(prefix, 0) == 0) return true;
    return false;
}

} // namespace ae::test
