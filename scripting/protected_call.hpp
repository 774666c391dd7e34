// Every call from C++ into Lua goes through here: protected, with a traceback, and turned into an
// ae::ScriptError on failure. C++ never uses lua_call.
#pragma once

#include <string>

#include <lua.hpp>

namespace ae::lua {

// Message handler for lua_pcall: makes the error object a string (its __tostring, or
// "(error object is a X value)") and appends luaL_traceback.
int traceback_handler(lua_State* L);

// Calls the function lying below nargs arguments on L (the main thread or a coroutine) in protected
// mode. On success leaves nresults values (LUA_MULTRET: all). On failure the function and arguments
// are gone and ScriptError is thrown with message and traceback; LUA_ERRMEM also kills the state.
void pcall(lua_State* L, int nargs, int nresults);

namespace detail {

// +1: the error object at idx as a string, the way traceback_handler sees it. May raise (OOM), so
// call it only inside a protected call or a message handler.
const char* push_error_message(lua_State* L, int idx);

// Throws the ScriptError for a failed `status` whose error text is `text`, after marking the state
// dead if it ran out of memory. Uses no Lua API that can raise.
[[noreturn]] void throw_failure(lua_State* L, int status, const std::string& text);

// The error object at idx as text, without raising: strings as they are, anything else by type.
std::string error_text(lua_State* L, int idx);

} // namespace detail
} // namespace ae::lua
