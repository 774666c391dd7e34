#include "scripting/bind.hpp"

#include "scripting/state_core.hpp"

namespace ae::lua::detail {

void copy_message(std::string& to, const std::exception& e) noexcept {
    try {
        to = e.what();
    } catch (const std::exception&) { to.clear(); }
    if (to.empty()) to = "C++ exception without a message"; // short enough for the SSO buffer
}

void push_message(lua_State* L, const std::string& msg) {
    luaL_where(L, 1);                           // +1 "file:line:" of the calling script
    lua_pushlstring(L, msg.data(), msg.size()); // +1
    lua_concat(L, 2);                           // -1
}

bool steps_done_now(lua_State* L) {
    Core& core = core_of(L);
    // Only where a yield would be allowed: elsewhere the yield raises its usual error.
    if (!core.steps_now || core.query_depth > 0 || !lua_isyieldable(L)) return false;
    return core.steps_now();
}

void check_yieldable(lua_State* L) {
    if (core_of(L).query_depth > 0) luaL_error(L, "action not allowed in a query");
    if (!lua_isyieldable(L)) {
        const bool main = lua_pushthread(L) == 1; // +1
        lua_pop(L, 1);                            // -1
        if (main) luaL_error(L, "attempt to yield from outside a coroutine (no effect is resolving)");
        luaL_error(L, "attempt to yield across a C-call boundary: an engine action cannot wait for "
                      "the game inside a table.sort comparator, a string.gsub callback, a metamethod "
                      "or a module's top level");
    }
}

} // namespace ae::lua::detail
