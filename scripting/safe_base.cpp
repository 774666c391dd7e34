// Our own pcall, xpcall, setmetatable and rawset. The stock ones would let a script swallow the
// instruction-budget or out-of-memory error (and so loop forever), make its behaviour depend on
// garbage-collection timing (__gc, __mode), or write into a read-only library view (rawset).
#include "scripting/sandbox.hpp"
#include "scripting/state_core.hpp"

namespace ae::lua::detail {

namespace {

// Continuation shared by pcall and xpcall; `base` is the number of our slots below the `true` flag.
int finish_pcall(lua_State* L, int status, lua_KContext base) {
    if (status != LUA_OK && status != LUA_YIELD) {
        Core& core = core_of(L);
        if (status == LUA_ERRMEM) mark_out_of_memory(core);
        // A spent budget or a dead state ends the resolution: re-raise the same error object.
        if (core.fatal()) return lua_error(L);
        lua_pushboolean(L, 0); // +1
        lua_pushvalue(L, -2);  // +1 error object
        return 2;
    }
    return lua_gettop(L) - static_cast<int>(base); // `true` and every result
}

int safe_pcall(lua_State* L) { // (f, args...)
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1); // +1 the success flag, returned first
    lua_insert(L, 1);      // [true f args...]
    const int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    return finish_pcall(L, status, 0);
}

// xpcall(f, h, ...) runs f as pcall does; on an ordinary error it calls h(error) afterwards, as plain
// Lua code. Stock xpcall runs h inside the error, where Lua turns hooks off while a hook raises: a
// handler that loops after a spent budget would never be stopped. Here h is budgeted like any code,
// and a fatal error (budget, memory) never reaches it.
int xpcall_handled(lua_State* L, int status, lua_KContext) { // [h true ... h's result or error]
    if (status != LUA_OK && status != LUA_YIELD) {
        Core& core = core_of(L);
        if (status == LUA_ERRMEM) mark_out_of_memory(core);
        if (core.fatal()) return lua_error(L);
    }
    lua_pushboolean(L, 0); // +1
    lua_insert(L, -2);     // false, then what h returned (or the error h raised)
    return 2;
}

int xpcall_body_done(lua_State* L, int status, lua_KContext) {             // [h true f's results | error]
    if (status == LUA_OK || status == LUA_YIELD) return lua_gettop(L) - 1; // `true` and every result
    Core& core = core_of(L);
    if (status == LUA_ERRMEM) mark_out_of_memory(core);
    if (core.fatal()) return lua_error(L);
    lua_pushvalue(L, 1); // +1 h
    lua_insert(L, -2);   // [h true h error]
    return xpcall_handled(L, lua_pcallk(L, 1, 1, 0, 0, xpcall_handled), 0);
}

int safe_xpcall(lua_State* L) { // (f, h, args...)
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);   // +1                  [f h args... h]
    lua_remove(L, 2);      // -1                  [f args... h]
    lua_insert(L, 1);      //                     [h f args...]
    lua_pushboolean(L, 1); // +1
    lua_insert(L, 2);      //                     [h true f args...]
    const int status = lua_pcallk(L, lua_gettop(L) - 3, LUA_MULTRET, 0, 0, xpcall_body_done);
    return xpcall_body_done(L, status, 0);
}

bool has_raw_field(lua_State* L, int table, const char* name) {
    lua_pushstring(L, name); // +1
    lua_rawget(L, table);    // replaces name by mt[name]; Lua itself reads these fields raw
    const bool present = !lua_isnil(L, -1);
    lua_pop(L, 1); // -1
    return present;
}

int safe_setmetatable(lua_State* L) { // (t, mt)
    luaL_checktype(L, 1, LUA_TTABLE);
    const int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (t == LUA_TTABLE) {
        // Finalizers and weak tables run or clear at collection time, which no replay can reproduce.
        if (has_raw_field(L, 2, "__gc")) return luaL_error(L, "setmetatable: __gc is not allowed in scripts");
        if (has_raw_field(L, 2, "__mode"))
            return luaL_error(L, "setmetatable: weak tables (__mode) are not allowed in scripts");
    }
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) // +1 when present
        return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    lua_setmetatable(L, 1); // -1
    return 1;
}

int safe_rawset(lua_State* L) { // (t, k, v)
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (is_readonly(L, 1)) return luaL_error(L, "rawset: attempt to modify read-only table");
    lua_settop(L, 3);
    lua_rawset(L, 1); // -2
    return 1;
}

} // namespace

void install_safe_base(lua_State* L, int api_idx) {
    api_idx = lua_absindex(L, api_idx);
    const luaL_Reg fns[] = {{"pcall", safe_pcall},
                            {"xpcall", safe_xpcall},
                            {"setmetatable", safe_setmetatable},
                            {"rawset", safe_rawset}};
    for (const auto& fn : fns) {
        lua_pushcfunction(L, fn.func);     // +1
        lua_setfield(L, api_idx, fn.name); // -1
    }
}

} // namespace ae::lua::detail
