#include "scripting/protected_call.hpp"

#include "core/errors.hpp"
#include "scripting/state_core.hpp"

namespace ae::lua {

namespace detail {

const char* push_error_message(lua_State* L, int idx) {
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) == LUA_TSTRING) {
        lua_pushvalue(L, idx); // +1
        return lua_tostring(L, -1);
    }
    if (luaL_callmeta(L, idx, "__tostring")) { // +1 when there is one
        if (lua_type(L, -1) == LUA_TSTRING) return lua_tostring(L, -1);
        lua_pop(L, 1); // -1 a __tostring that returned a non-string
    }
    return lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, idx)); // +1
}

std::string error_text(lua_State* L, int idx) {
    // lua_tolstring would convert a number in place, which allocates: only read real strings.
    if (lua_type(L, idx) == LUA_TSTRING) {
        std::size_t len = 0;
        const char* s = lua_tolstring(L, idx, &len);
        return std::string(s, len);
    }
    return std::string("(error object is a ") + luaL_typename(L, idx) + " value)";
}

void throw_failure(lua_State* L, int status, const std::string& text) {
    Core& core = core_of(L);
    if (status == LUA_ERRMEM) mark_out_of_memory(core);
    if (core.dead) { throw ScriptError(text + "\n[Lua state is dead: " + core.dead_reason + "]"); }
    if (status == LUA_ERRERR) throw ScriptError("error while reporting a script error: " + text);
    throw ScriptError(text);
}

} // namespace detail

int traceback_handler(lua_State* L) {
    const char* msg = detail::push_error_message(L, 1); // +1
    luaL_traceback(L, L, msg, 1);                       // +1
    return 1;
}

void pcall(lua_State* L, int nargs, int nresults) {
    State::of(L).check_alive();
    if (!lua_checkstack(L, 1)) {
        lua_pop(L, nargs + 1);
        throw ScriptError("Lua stack overflow before calling a script");
    }
    const int base = lua_gettop(L) - nargs;  // the function
    lua_pushcfunction(L, traceback_handler); // +1
    lua_insert(L, base);                     // handler under the function
    const int status = lua_pcall(L, nargs, nresults, base);
    lua_remove(L, base); // -1 handler
    if (status == LUA_OK) return;
    std::string text = detail::error_text(L, -1);
    lua_pop(L, 1); // -1 error object
    detail::throw_failure(L, status, text);
}

} // namespace ae::lua
