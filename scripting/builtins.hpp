// Internal to scripting/: the `ae` functions every State has, and the chunk runner they share.
#pragma once

#include <string>

#include <lua.hpp>

namespace ae::lua::detail {

int ae_random(lua_State* L);       // ae.random(n) -> 1..n from the host's RandomFn (random.cpp)
int ae_require(lua_State* L);      // ae.require("lib/x") -> module table, cached (modules.cpp)
int ae_sorted_pairs(lua_State* L); // ae.sorted_pairs(t): integers ascending, then strings (sorted_pairs.cpp)

// +1: loads `source` as text, runs it in a fresh strict environment on L and leaves the table it
// returns. Throws ScriptError (load error, runtime error, or "module must return a table").
void run_chunk(lua_State* L, const std::string& chunkname, const std::string& source);
// Empties the ae.require cache: the next ae.require of a name runs its module again (a reused State).
void forget_required_modules(lua_State* L);

} // namespace ae::lua::detail
