// Internal to scripting/: the part of a State that Lua callbacks (allocator, hook, panic, bound
// functions) reach from a bare lua_State*. It lives on the heap so that moving a State never
// invalidates the pointer each coroutine copied into its own lua_getextraspace.
#pragma once

#include "scripting/handle.hpp"
#include "scripting/state.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace ae::lua::detail {

// Lua instructions between two calls of the count hook; the budget is exact to this granularity.
inline constexpr int kHookInterval = 1000;
// Resolutions (coroutines) running inside each other; deeper means a trigger loop.
inline constexpr int kMaxNestedThreads = 50;

struct HandleKind {
    std::string name;              // "Card": metatable __name and tostring prefix
    std::string noun;              // "card": used in "card no longer exists"
    LivenessFn alive;              // empty: never stale
    int metatable_ref = LUA_NOREF; // plain registry refs: they die with the lua_State
    int cache_ref = LUA_NOREF;
};

// A main chunk this State has loaded, kept to run again (modules.cpp): the exact text it came from, a
// registry reference to the function, and the reuse generation (Core::generation) of its last run.
struct LoadedChunk {
    std::string source;
    int ref = LUA_NOREF;
    unsigned generation = 0;
};

struct Core {
    State* owner = nullptr;
    Limits limits;
    std::size_t bytes_used = 0;
    std::uint64_t instructions = 0;
    bool dead = false;
    std::string dead_reason;
    int query_depth = 0;
    int thread_depth = 0;
    lua_State* running = nullptr; // innermost coroutine a Thread is resuming, or null
    RandomFn random;
    RequireResolver resolver;
    StepsNowFn steps_now; // empty: every wait is a yield
    std::vector<HandleKind> kinds;
    std::unordered_map<std::string, LoadedChunk> chunks; // by chunk name
    // Counts State::reset_for_reuse calls: whatever ran before the last one is unreachable.
    unsigned generation = 0;

    bool over_budget() const noexcept { return instructions > limits.max_instructions; }
    // Errors a script's own pcall must not swallow: the resolution has to end.
    bool fatal() const noexcept { return dead || over_budget(); }
};

Core& core_of(lua_State* L) noexcept;
// Records that the state ran out of memory; from now on it is dead.
void mark_out_of_memory(Core& core) noexcept;

// lua_Alloc: counts bytes and refuses growth past limits.max_bytes (never a free or a shrink).
void* counting_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) noexcept;
// Count hook: charges kHookInterval instructions and raises once the budget is spent.
void count_hook(lua_State* L, lua_Debug* ar);
// Panic function: an error outside any protected call. Marks the state dead and throws ScriptError
// (the C++ build of Lua lets it propagate) instead of letting Lua call abort().
int panic_handler(lua_State* L);

} // namespace ae::lua::detail
