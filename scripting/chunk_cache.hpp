// Internal to scripting/: every State compiles the same content scripts, so the compiled form of each
// (chunk name, source text) is kept once per process and later States load that instead of parsing
// the text again (docs/performance.md). Only bytecode this process dumped itself is ever loaded as a
// binary chunk: content and scripts still reach Lua as text only (docs/lua-sandbox.md).
#pragma once

#include <string>

#include <lua.hpp>

namespace ae::lua::detail {

// Like luaL_loadbufferx(L, source, chunkname, "t"): +1, the compiled chunk or the error message, and
// Lua's status. Text that starts like bytecode is refused exactly as before, since nothing that failed
// to compile as text is ever cached. Thread-safe: States on different threads share the cache.
int load_text_chunk(lua_State* L, const std::string& chunkname, const std::string& source);

// Forgets every cached chunk (tests; the cache also empties itself when it grows past its cap).
void clear_chunk_cache();
// Chunks compiled from text since the process started (tests: whether the cache was used).
unsigned long chunk_compilations();

} // namespace ae::lua::detail
