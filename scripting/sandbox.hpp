// What a script can reach: a whitelisted, read-only API table, seen through a strict per-chunk
// environment. See docs/lua-sandbox.md for the list and the reasons.
#pragma once

#include <lua.hpp>

#include <string>
#include <vector>

namespace ae::lua {

// +1: a read-only view of the table at idx. Reads go through to the table; writes, rawset and
// setmetatable on the view raise. The table itself stays reachable only from C++.
void push_readonly(lua_State* L, int idx);
// Whether the value at idx is a view made by push_readonly.
bool is_readonly(lua_State* L, int idx);

namespace detail {

// Opens base, table, string, math and utf8, removes what scripts must not have, and builds the
// shared API table and the `ae` table in the registry.
void open_sandbox(lua_State* L);
// +1: a fresh environment for one chunk: reads fall through to the API table and error when the
// name is undefined; assignments error ("assignment to undeclared global 'x'").
void push_module_env(lua_State* L);

// The names a script sees as globals in the sandbox, sorted (for checkers such as luacheck).
std::vector<std::string> global_names(lua_State* L);
// Pops the value on top of the stack into ae[name]; tables are published read-only.
void set_api_field(lua_State* L, const char* name);

// Safe replacements for base functions, installed into the API table at api_idx (safe_base.cpp):
// pcall/xpcall that never swallow a fatal error, setmetatable refusing __gc and __mode, and rawset
// refusing read-only views.
void install_safe_base(lua_State* L, int api_idx);
// Replaces, in the real library tables under the globals at `globals`, the C functions that can run
// long in one instruction by versions that charge their work to the budget first (bounded_lib.cpp).
void install_bounded_lib(lua_State* L, int globals);

} // namespace detail
} // namespace ae::lua
