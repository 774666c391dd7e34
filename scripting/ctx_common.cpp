// Argument and result helpers shared by the ctx binding files.
#include "core/errors.hpp"
#include "scripting/ctx_api.hpp"
#include "scripting/handle.hpp"
#include "scripting/lua_host.hpp"

namespace ae::lua::ctx {

Engine& engine(lua_State* L) { return LuaHost::of(L).engine(); }

void check_self(lua_State* L) {
    if (lua_getmetatable(L, 1) != 0) { // +1
        const void* mt = lua_topointer(L, -1);
        lua_pop(L, 1); // -1
        if (mt == LuaHost::of(L).ctx_metatable()) return;
    }
    throw ScriptError("ctx functions are methods: call them as ctx:name(...), not ctx.name(...)");
}

int player_arg(lua_State* L, int idx) {
    int isnum = 0;
    const lua_Integer n = lua_tointegerx(L, idx, &isnum);
    const auto players = static_cast<lua_Integer>(engine(L).state().players.size());
    if (!isnum || lua_type(L, idx) != LUA_TNUMBER || !lua_isinteger(L, idx))
        throw ScriptError("arg " + std::to_string(idx - 1) + ": expected a player number, got " +
                          luaL_typename(L, idx));
    if (n < 1 || n > players)
        throw ScriptError("arg " + std::to_string(idx - 1) + ": no player " + std::to_string(n) +
                          " (players are 1.." + std::to_string(players) + ")");
    return static_cast<int>(n - 1);
}

void push_card(lua_State* L, CardId c) { push_handle(L, {LuaHost::of(L).card_kind(), c.value(), 0}); }

CardId card_arg(lua_State* L, int idx) {
    const Handle h = check_handle(L, idx, LuaHost::of(L).card_kind());
    if (h.id >= engine(L).state().cards.size()) throw ScriptError("card no longer exists");
    return CardId(h.id);
}

void push_minion(lua_State* L, const InPlayCard& ip) {
    push_handle(L, {LuaHost::of(L).minion_kind(), ip.card.value(), static_cast<std::uint32_t>(ip.arrival)});
}

CardId minion_arg(lua_State* L, int idx) {
    return CardId(check_handle(L, idx, LuaHost::of(L).minion_kind()).id);
}

void push_cards(lua_State* L, const std::vector<CardId>& cards) {
    lua_createtable(L, static_cast<int>(cards.size()), 0); // +1
    lua_Integer i = 1;
    for (CardId c : cards) {
        push_card(L, c);         // +1
        lua_rawseti(L, -2, i++); // -1
    }
}

} // namespace ae::lua::ctx
