// The `ctx` API scripts use to see and change the battle (docs/lua-api.md). Queries return at once and
// never yield; actions that need the engine to run steps or ask a player yield the effect's coroutine
// and return the result when it resumes. Players are numbers 1..N; cards and minions are handles.
#pragma once

#include "engine/engine.hpp"
#include "scripting/bind.hpp"

#include <lua.hpp>

namespace ae::lua {

class LuaHost;

// Fills the methods table at the top of the stack with every ctx function.
void register_ctx_queries(lua_State* L);
void register_ctx_actions(lua_State* L);
void register_ctx_choices(lua_State* L);

namespace ctx {
// Helpers shared by the binding files.
Engine& engine(lua_State* L);
int player_arg(lua_State* L, int idx);                           // 1-based in Lua -> 0-based index, checked
void push_card(lua_State* L, CardId c);                          // +1 Card handle
CardId card_arg(lua_State* L, int idx);                          // a Card handle argument
CardId minion_arg(lua_State* L, int idx);                        // a Minion handle (in play) argument
void push_minion(lua_State* L, const InPlayCard& ip);            // +1 Minion handle
void push_cards(lua_State* L, const std::vector<CardId>& cards); // +1 array of Card handles
// Refuses a call whose first argument is not this host's ctx (`ctx.draw(5)`, `ctx.draw(other)`): every
// ctx function is a method, and reads its battle from the host, so a stray `self` would go unnoticed.
void check_self(lua_State* L);
template <Outcome (*Fn)(Call&)>
Outcome method(Call& c) {
    check_self(c.L());
    return Fn(c);
}
} // namespace ctx

} // namespace ae::lua
