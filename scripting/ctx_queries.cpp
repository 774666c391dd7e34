// ctx queries: they look at the battle and never change it or yield (docs/lua-api.md).
#include "core/errors.hpp"

#include "scripting/bind.hpp"
#include "scripting/ctx_api.hpp"
#include "scripting/lua_host.hpp"
#include <algorithm>

namespace ae::lua {
namespace {
using namespace ctx;

const Player& player(Call& c, int idx) { return engine(c.L()).state().players[player_arg(c.L(), idx)]; }
int push_int(Call& c, lua_Integer v) {
    lua_pushinteger(c.L(), v);
    return 1;
}

Outcome q_players(Call& c) {
    const auto n = engine(c.L()).state().players.size();
    lua_createtable(c.L(), static_cast<int>(n), 0);
    for (std::size_t i = 0; i < n; ++i) {
        lua_pushinteger(c.L(), static_cast<lua_Integer>(i + 1));
        lua_rawseti(c.L(), -2, static_cast<lua_Integer>(i + 1));
    }
    return 1;
}
Outcome q_you(Call& c) {
    const int p = LuaHost::of(c.L()).call().player;
    if (p < 0)
        lua_pushnil(c.L());
    else
        lua_pushinteger(c.L(), p + 1);
    return 1;
}
Outcome q_this_card(Call& c) {
    const CardId card = LuaHost::of(c.L()).call().card;
    if (card == kNoCard)
        lua_pushnil(c.L());
    else
        push_card(c.L(), card);
    return 1;
}
Outcome q_active_player(Call& c) {
    const int p = engine(c.L()).state().turn.player;
    if (p < 0)
        lua_pushnil(c.L());
    else
        lua_pushinteger(c.L(), p + 1);
    return 1;
}
Outcome q_life(Call& c) { return push_int(c, player(c, 2).life); }
Outcome q_max_life(Call& c) { return push_int(c, player(c, 2).max_life); }
Outcome q_charges(Call& c) { return push_int(c, player(c, 2).charges); }
Outcome q_max_charges(Call& c) { return push_int(c, player(c, 2).max_charges); }
Outcome q_deck_size(Call& c) { return push_int(c, static_cast<lua_Integer>(player(c, 2).deck.size())); }
Outcome q_exhausted(Call& c) {
    lua_pushboolean(c.L(), player(c, 2).exhausted);
    return 1;
}
Outcome q_hand(Call& c) {
    push_cards(c.L(), player(c, 2).hand);
    return 1;
}
Outcome q_discard_pile(Call& c) {
    push_cards(c.L(), player(c, 2).discard);
    return 1;
}
Outcome q_played(Call& c) {
    push_cards(c.L(), player(c, 2).play_area);
    return 1;
}
Outcome q_breaches(Call& c) {
    const Player& p = player(c, 2);
    lua_State* L = c.L();
    lua_createtable(L, 4, 0);
    static const char* status[] = {"absent", "open", "closed", "destroyed"};
    for (const auto& b : p.breaches) {
        lua_createtable(L, 0, 6);
        lua_pushinteger(L, b.number);
        lua_setfield(L, -2, "number");
        lua_pushstring(L, status[static_cast<int>(b.status)]);
        lua_setfield(L, -2, "status");
        lua_pushinteger(L, b.rotation);
        lua_setfield(L, -2, "rotation");
        lua_pushboolean(L, b.focused_this_turn);
        lua_setfield(L, -2, "focused");
        lua_pushinteger(L, engine(L).focus_cost(b));
        lua_setfield(L, -2, "focus_cost");
        push_cards(L, b.prepped);
        lua_setfield(L, -2, "spells");
        lua_rawseti(L, -2, b.number);
    }
    return 1;
}
Outcome q_prepped_spells(Call& c) {
    std::vector<CardId> out;
    const auto& st = engine(c.L()).state();
    for (const auto& p : st.players) {
        if (!c.none_or_nil(2) && p.index != player_arg(c.L(), 2)) continue;
        for (const auto& b : p.breaches) out.insert(out.end(), b.prepped.begin(), b.prepped.end());
    }
    push_cards(c.L(), out);
    return 1;
}
// Spells of player p prepped this turn and still prepped (Blasting Staff), in the order they were prepped.
Outcome q_prepped_this_turn(Call& c) {
    const auto& st = engine(c.L()).state();
    const int p = player_arg(c.L(), 2);
    std::vector<CardId> out;
    for (CardId spell : st.turn.prepped)
        for (const auto& b : st.players[static_cast<std::size_t>(p)].breaches)
            if (std::find(b.prepped.begin(), b.prepped.end(), spell) != b.prepped.end() &&
                std::find(out.begin(), out.end(), spell) == out.end())
                out.push_back(spell);
    push_cards(c.L(), out);
    return 1;
}
Outcome q_nemesis_discard(Call& c) {
    push_cards(c.L(), engine(c.L()).state().nemesis.discard);
    return 1;
}
Outcome q_card(Call& c) {
    lua_State* L = c.L();
    Engine& e = engine(L);
    const CardId id = card_arg(L, 2);
    const auto& ci = e.state().card(id);
    lua_createtable(L, 0, 6);
    lua_pushstring(L, ci.def.c_str());
    lua_setfield(L, -2, "id");
    lua_pushstring(L, e.card_name(id).c_str());
    lua_setfield(L, -2, "name");
    if (ci.nemesis) {
        const auto& d = e.content().nemesis_card(ci.def);
        lua_pushstring(L, to_string(d.type));
        lua_setfield(L, -2, "type");
        lua_pushinteger(L, d.tier);
        lua_setfield(L, -2, "tier");
    } else {
        const auto& d = e.content().player_card(ci.def);
        lua_pushstring(L, to_string(d.type));
        lua_setfield(L, -2, "type");
        lua_pushinteger(L, d.cost);
        lua_setfield(L, -2, "cost");
        if (ci.owner >= 0) {
            lua_pushinteger(L, ci.owner + 1);
            lua_setfield(L, -2, "owner");
        }
    }
    return 1;
}
Outcome q_supply(Call& c) {
    lua_State* L = c.L();
    Engine& e = engine(L);
    lua_createtable(L, static_cast<int>(e.state().supply.size()), 0);
    lua_Integer i = 1;
    for (const auto& pile : e.state().supply) {
        const auto& d = e.content().player_card(pile.card);
        lua_createtable(L, 0, 5);
        lua_pushstring(L, d.id.c_str());
        lua_setfield(L, -2, "card");
        lua_pushstring(L, d.name.c_str());
        lua_setfield(L, -2, "name");
        lua_pushstring(L, to_string(d.type));
        lua_setfield(L, -2, "type");
        lua_pushinteger(L, d.cost);
        lua_setfield(L, -2, "cost");
        lua_pushinteger(L, static_cast<lua_Integer>(pile.cards.size()));
        lua_setfield(L, -2, "count");
        lua_rawseti(L, -2, i++);
    }
    return 1;
}
// rules/outcasts.md §5: the face-up curse deck; with a name or id, how many of that curse are left.
Outcome q_curse_deck(Call& c) {
    Engine& e = engine(c.L());
    if (c.none_or_nil(2)) {
        push_cards(c.L(), e.state().curse_deck);
        return 1;
    }
    const std::string want(c.string(2));
    lua_Integer n = 0;
    for (CardId id : e.state().curse_deck)
        if (e.state().card(id).def == want || e.card_name(id) == want) ++n;
    return push_int(c, n);
}
// A definition by content id (e.g. the source a modify_damage query names): nil when it is no card.
Outcome q_definition(Call& c) {
    lua_State* L = c.L();
    const Content& content = engine(L).content();
    const std::string id(c.string(2));
    if (auto p = content.player_cards.find(id); p != content.player_cards.end()) {
        lua_createtable(L, 0, 6);
        lua_pushstring(L, id.c_str());
        lua_setfield(L, -2, "id");
        lua_pushstring(L, p->second.name.c_str());
        lua_setfield(L, -2, "name");
        lua_pushstring(L, to_string(p->second.type));
        lua_setfield(L, -2, "type");
        lua_pushinteger(L, p->second.cost);
        lua_setfield(L, -2, "cost");
        lua_pushinteger(L, p->second.level);
        lua_setfield(L, -2, "treasure_level");
        return 1;
    }
    if (auto n = content.nemesis_cards.find(id); n != content.nemesis_cards.end()) {
        lua_createtable(L, 0, 4);
        lua_pushstring(L, id.c_str());
        lua_setfield(L, -2, "id");
        lua_pushstring(L, n->second.name.c_str());
        lua_setfield(L, -2, "name");
        lua_pushstring(L, to_string(n->second.type));
        lua_setfield(L, -2, "type");
        lua_pushinteger(L, n->second.tier);
        lua_setfield(L, -2, "tier");
        return 1;
    }
    lua_pushnil(L);
    return 1;
}
// The number an effect was started with: the damage a nemesis_damage hook is to place.
Outcome q_amount(Call& c) { return push_int(c, LuaHost::of(c.L()).call().value); }
Outcome q_damage_source(Call& c) {
    lua_pushstring(c.L(), LuaHost::of(c.L()).call().source.c_str());
    return 1;
}
// In a trigger ("when_<event>"): the moment that set it off; nil elsewhere.
Outcome q_event(Call& c) {
    const EffectCall& call = LuaHost::of(c.L()).call();
    lua_State* L = c.L();
    if (call.event.empty()) {
        lua_pushnil(L);
        return 1;
    }
    lua_newtable(L);                       // +1
    lua_pushstring(L, call.event.c_str()); // +1
    lua_setfield(L, -2, "name");           // -1
    if (call.event_player >= 0) {
        lua_pushinteger(L, call.event_player + 1); // +1
        lua_setfield(L, -2, "player");             // -1
    }
    if (call.event_card != kNoCard) {
        push_card(L, call.event_card); // +1
        lua_setfield(L, -2, "card");   // -1
    }
    lua_pushinteger(L, call.value); // +1
    lua_setfield(L, -2, "amount");  // -1
    return 1;
}
// The player a card was placed in front of, or nil.
Outcome q_placed_before(Call& c) {
    const int p = engine(c.L()).placed_before(card_arg(c.L(), 2));
    if (p < 0)
        lua_pushnil(c.L());
    else
        lua_pushinteger(c.L(), p + 1);
    return 1;
}
Outcome q_gained_this_turn(Call& c) {
    push_cards(c.L(), engine(c.L()).state().turn.gained);
    return 1;
}
Outcome q_ally_charges(Call& c) { return push_int(c, engine(c.L()).state().ally_charges); }
Outcome q_ally_max_charges(Call& c) { return push_int(c, engine(c.L()).state().ally_max_charges); }
Outcome q_protected_name(Call& c) {
    lua_pushstring(c.L(), engine(c.L()).state().gravehold_name.c_str());
    return 1;
}
Outcome q_gravehold_max(Call& c) { return push_int(c, engine(c.L()).state().gravehold_max); }
Outcome q_nemesis_life(Call& c) { return push_int(c, engine(c.L()).state().nemesis.life); }
Outcome q_gravehold_life(Call& c) { return push_int(c, engine(c.L()).state().gravehold_life); }
Outcome q_tokens(Call& c) {
    const auto& t = engine(c.L()).state().nemesis.tokens;
    auto it = t.find(std::string(c.string(2)));
    return push_int(c, it == t.end() ? 0 : it->second);
}
Outcome q_in_play(Call& c, CardType want) {
    lua_State* L = c.L();
    Engine& e = engine(L);
    lua_newtable(L);
    lua_Integer i = 1;
    for (const auto& ip : e.state().nemesis.in_play) {
        if (e.content().nemesis_card(e.state().card(ip.card).def).type != want) continue;
        if (want == CardType::Minion)
            push_minion(L, ip);
        else
            push_card(L, ip.card);
        lua_rawseti(L, -2, i++);
    }
    return 1;
}
Outcome q_minions(Call& c) { return q_in_play(c, CardType::Minion); }
Outcome q_powers(Call& c) { return q_in_play(c, CardType::Power); }
Outcome q_minion_life(Call& c) {
    const InPlayCard* ip = engine(c.L()).in_play(minion_arg(c.L(), 2));
    return push_int(c, ip ? ip->life : 0);
}
Outcome q_shields(Call& c) {
    const InPlayCard* ip = engine(c.L()).in_play(minion_arg(c.L(), 2));
    return push_int(c, ip ? ip->shields : 0);
}
Outcome q_silenced(Call& c) {
    const InPlayCard* ip = engine(c.L()).in_play(minion_arg(c.L(), 2));
    lua_pushboolean(c.L(), ip && ip->silenced);
    return 1;
}
// In a spell's cast (or "prepped") effect: the breach number it was cast from (or prepped onto).
Outcome q_cast_breach(Call& c) {
    const int b = LuaHost::of(c.L()).call().breach;
    if (b <= 0)
        lua_pushnil(c.L());
    else
        lua_pushinteger(c.L(), b);
    return 1;
}
Outcome q_minion_card(Call& c) {
    push_card(c.L(), minion_arg(c.L(), 2));
    return 1;
}
Outcome q_power_tokens(Call& c) {
    const InPlayCard* ip = engine(c.L()).in_play(card_arg(c.L(), 2));
    if (!ip) throw ScriptError("arg 1: that card is not in play");
    return push_int(c, ip->power);
}
Outcome q_aether(Call& c) {
    const auto type = c.none_or_nil(2) ? std::string() : std::string(c.string(2));
    return push_int(c, engine(c.L()).aether_available(engine(c.L()).state().turn.player, type));
}
Outcome q_turn(Call& c) {
    lua_State* L = c.L();
    const auto& t = engine(L).state().turn;
    lua_createtable(L, 0, 3);
    lua_pushinteger(L, t.number);
    lua_setfield(L, -2, "number");
    if (t.player >= 0)
        lua_pushinteger(L, t.player + 1);
    else
        lua_pushstring(L, "nemesis");
    lua_setfield(L, -2, "player");
    lua_pushstring(L, to_string(t.phase));
    lua_setfield(L, -2, "phase");
    return 1;
}
Outcome q_turn_order_discard(Call& c) {
    lua_State* L = c.L();
    const auto& d = engine(L).state().turn_order_discard;
    lua_createtable(L, static_cast<int>(d.size()), 0);
    lua_Integer i = 1;
    for (const auto& card : d) {
        lua_pushstring(L, card.kind == TurnOrderCard::Kind::Nemesis ? "nemesis"
                          : card.kind == TurnOrderCard::Kind::Wild
                              ? "wild"
                              : ("p" + std::to_string(card.players[0] + 1)).c_str());
        lua_rawseti(L, -2, i++);
    }
    return 1;
}
Outcome q_turn_order_deck_size(Call& c) {
    return push_int(c, static_cast<lua_Integer>(engine(c.L()).state().turn_order_deck.size()));
}
Outcome q_turn_marked(Call& c) {
    const auto& marks = engine(c.L()).state().turn.used_once;
    lua_pushboolean(c.L(), std::find(marks.begin(), marks.end(), std::string(c.string(2))) != marks.end());
    return 1;
}
// "beginner", "normal", "expert" or "extinction": a nemesis's Increased Difficulty rule holds on the last
// two.
Outcome q_difficulty(Call& c) {
    lua_pushstring(c.L(), to_string(engine(c.L()).state().rules.difficulty));
    return 1;
}
// Crooked Mask's corruption deck and the like: how many cards are left in it.
Outcome q_card_deck_size(Call& c) {
    const auto& decks = engine(c.L()).state().card_decks;
    auto it = decks.find(std::string(c.string(2)));
    if (it == decks.end())
        throw ScriptError("arg 1: the nemesis has no card deck '" + std::string(c.string(2)) + "'");
    return push_int(c, static_cast<lua_Integer>(it->second.size()));
}
// Prince of Gluttons' devoured pile, bottom first (face up: players may look through it).
Outcome q_devoured(Call& c) {
    push_cards(c.L(), engine(c.L()).state().devoured);
    return 1;
}
// The top n cards of player p's deck, top first: only for effects that let a player look (Grim Sight).
Outcome q_deck_top(Call& c) {
    const auto& deck = player(c, 2).deck;
    const std::int64_t want = c.none_or_nil(3) ? 1 : std::max<std::int64_t>(0, c.integer(3));
    const auto n =
        static_cast<std::size_t>(std::min<std::int64_t>(want, static_cast<std::int64_t>(deck.size())));
    push_cards(c.L(), std::vector<CardId>(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(n)));
    return 1;
}
// The breaches beside one of player p's (Chaos Arc, two-breach spells), in number order.
Outcome q_adjacent_breaches(Call& c) {
    const int p = player_arg(c.L(), 2);
    const std::int64_t n = c.integer(3);
    if (n < 1 || n > 4) throw ScriptError("arg 2: a breach number is 1 to 4, not " + std::to_string(n));
    const auto near = engine(c.L()).adjacent_breaches(p, static_cast<int>(n));
    lua_createtable(c.L(), static_cast<int>(near.size()), 0);
    for (std::size_t i = 0; i < near.size(); ++i) {
        lua_pushinteger(c.L(), near[i]);
        lua_rawseti(c.L(), -2, static_cast<lua_Integer>(i + 1));
    }
    return 1;
}
Outcome q_nemesis_tier(Call& c) { return push_int(c, engine(c.L()).nemesis_deck_tier()); }
Outcome q_nemesis_deck_size(Call& c) {
    return push_int(c, static_cast<lua_Integer>(engine(c.L()).state().nemesis.deck.size()));
}
Outcome q_side_deck_size(Call& c) {
    const auto& sd = engine(c.L()).state().nemesis.side_decks;
    auto it = sd.find(std::string(c.string(2)));
    if (it == sd.end())
        throw ScriptError("arg 1: the nemesis has no side deck '" + std::string(c.string(2)) + "'");
    return push_int(c, static_cast<lua_Integer>(it->second.size()));
}

} // namespace

void register_ctx_queries(lua_State* L) {
    const luaL_Reg fns[] = {
        {"players", bind<ctx::method<q_players>>},
        {"prepped_this_turn", bind<ctx::method<q_prepped_this_turn>>},
        {"nemesis_discard", bind<ctx::method<q_nemesis_discard>>},
        {"you", bind<ctx::method<q_you>>},
        {"this_card", bind<ctx::method<q_this_card>>},
        {"active_player", bind<ctx::method<q_active_player>>},
        {"life", bind<ctx::method<q_life>>},
        {"max_life", bind<ctx::method<q_max_life>>},
        {"charges", bind<ctx::method<q_charges>>},
        {"max_charges", bind<ctx::method<q_max_charges>>},
        {"deck_size", bind<ctx::method<q_deck_size>>},
        {"exhausted", bind<ctx::method<q_exhausted>>},
        {"hand", bind<ctx::method<q_hand>>},
        {"discard_pile", bind<ctx::method<q_discard_pile>>},
        {"played", bind<ctx::method<q_played>>},
        {"breaches", bind<ctx::method<q_breaches>>},
        {"prepped_spells", bind<ctx::method<q_prepped_spells>>},
        {"card", bind<ctx::method<q_card>>},
        {"supply", bind<ctx::method<q_supply>>},
        {"nemesis_life", bind<ctx::method<q_nemesis_life>>},
        {"gravehold_life", bind<ctx::method<q_gravehold_life>>},
        {"tokens", bind<ctx::method<q_tokens>>},
        {"minions", bind<ctx::method<q_minions>>},
        {"powers", bind<ctx::method<q_powers>>},
        {"minion_life", bind<ctx::method<q_minion_life>>},
        {"minion_card", bind<ctx::method<q_minion_card>>},
        {"power_tokens", bind<ctx::method<q_power_tokens>>},
        {"aether", bind<ctx::method<q_aether>>},
        {"turn", bind<ctx::method<q_turn>>},
        {"turn_order_discard", bind<ctx::method<q_turn_order_discard>>},
        {"nemesis_deck_size", bind<ctx::method<q_nemesis_deck_size>>},
        {"turn_marked", bind<ctx::method<q_turn_marked>>},
        {"turn_order_deck_size", bind<ctx::method<q_turn_order_deck_size>>},
        {"side_deck_size", bind<ctx::method<q_side_deck_size>>},
        {"difficulty", bind<ctx::method<q_difficulty>>},
        {"card_deck_size", bind<ctx::method<q_card_deck_size>>},
        {"devoured", bind<ctx::method<q_devoured>>},
        {"deck_top", bind<ctx::method<q_deck_top>>},
        {"adjacent_breaches", bind<ctx::method<q_adjacent_breaches>>},
        {"nemesis_tier", bind<ctx::method<q_nemesis_tier>>},
        {"curse_deck", bind<ctx::method<q_curse_deck>>},
        {"definition", bind<ctx::method<q_definition>>},
        {"amount", bind<ctx::method<q_amount>>},
        {"damage_source", bind<ctx::method<q_damage_source>>},
        {"gained_this_turn", bind<ctx::method<q_gained_this_turn>>},
        {"event", bind<ctx::method<q_event>>},
        {"placed_before", bind<ctx::method<q_placed_before>>},
        {"shields", bind<ctx::method<q_shields>>},
        {"silenced", bind<ctx::method<q_silenced>>},
        {"cast_breach", bind<ctx::method<q_cast_breach>>},
        {"ally_charges", bind<ctx::method<q_ally_charges>>},
        {"ally_max_charges", bind<ctx::method<q_ally_max_charges>>},
        {"protected_name", bind<ctx::method<q_protected_name>>},
        {"gravehold_max", bind<ctx::method<q_gravehold_max>>},
        {nullptr, nullptr},
    };
    luaL_setfuncs(L, fns, 0);
}

} // namespace ae::lua
