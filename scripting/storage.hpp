// Script `storage` to and from JSON text, for saves and checkpoints.
//
// What can be saved: nil (top level only), booleans, integers, UTF-8 strings, handles, and plain
// tables (no metatable) whose keys are integers or strings. Encoding:
//   {}                              an empty table
//   [v1, v2, ...]                   keys exactly 1..n
//   {"name": v, ...}                only string keys; a key starting with '$' is written with one
//                                   more '$' ("$x" -> "$$x")
//   {"$pairs": [[k, v], ...]}       any other mix: integers ascending, then strings
//   {"$handle": [kind, id, gen]}    a handle
// Object keys come out sorted, so equal values give byte-identical text. Floats, functions, other
// userdata, coroutines, cycles and metatables are refused with the path of the bad value, e.g.
// "storage.marks[3]: functions cannot be saved". A table reachable twice is saved twice.
#pragma once

#include <cstddef>
#include <string>

#include <lua.hpp>

namespace ae::lua {

// Max table nesting either way; deeper data is refused rather than overflowing the C++ stack.
inline constexpr int kStorageMaxDepth = 100;
// Max size of a battle's storage as JSON text (LuaHost refuses more when an effect ends).
inline constexpr std::size_t kStorageMaxBytes = 1u << 20;

// The value at idx as JSON text. Throws ScriptError naming the path under `root`.
std::string save_value(lua_State* L, int idx, const std::string& root = "storage");

// +1: the value described by `json` (handles are re-created; stale ones stay stale). Throws
// ScriptError for malformed text or anything save_value could not have written.
void load_value(lua_State* L, const std::string& json, const std::string& root = "storage");

namespace detail {
// Lua-style path step: ".name" for identifiers, "[3]" for integers, "[\"odd key\"]" otherwise.
std::string path_field(const std::string& key);
std::string path_index(long long key);
// The path as an error message shows it: a long one keeps its start and end.
std::string shown_path(const std::string& path);
// save_value without its direct writer for plain data: always through nlohmann::json (tests compare them).
std::string save_value_as_json(lua_State* L, int idx, const std::string& root = "storage");
} // namespace detail

} // namespace ae::lua
