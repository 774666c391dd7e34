// Internal to scripting/: the part of a State that Lua callbacks (allocator, hook, panic, bound
// functions) reach from a bare lua_State*. It lives on the heap so that moving a State never
// invalidates the pointer each coroutine copied into its own lua_getextraspace.
#pragma once

#include "scripting/handle.hpp"
#include "scripting/state.hpp"

#include <chrono>
#include <string>
#include <unordered_map>
#include <vector>

namespace ae::lua::detail {

// Lua instructions between two calls of the count hook; the budget is exact to this granularity.
inline constexpr int kHookInterval = 1000;
// Resolutions (coroutines) running inside each other; deeper means a trigger loop.
inline constexpr int kMaxNestedThreads = 50;
// The count hook reads the clock on every this many calls (about 8000 instructions): cheap enough for the
// hot path, often enough that the time limit fires within milliseconds of its deadline.
inline constexpr unsigned kClockEvery = 8;
// A new string object bigger than this is a long one (short strings are at most 40 bytes, lstring.h):
// the allocator sees LUA_TSTRING as `osize` when a string is created, and charges a long one's length.
inline constexpr std::size_t kShortStringBytes = 128;
// Bytes copied or scanned in C that count as one instruction (memcpy/memchr speed against the VM's).
inline constexpr std::size_t kBytesPerInstruction = 64;

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
    // Wall-clock backstop (Limits::max_seconds) for the one cost the count cannot see: a single VM
    // instruction that is slow (comparing two long strings). Set for each run of Lua code.
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    unsigned hook_calls = 0;
    bool timed_out = false; // the budget was spent by the clock, not by instructions (message only)
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
    // Starts the time window of a run of Lua code (a resolution, a resume, a query, a module load).
    void start_clock() noexcept {
        using namespace std::chrono;
        deadline =
            steady_clock::now() + duration_cast<steady_clock::duration>(duration<double>(limits.max_seconds));
        timed_out = false;
    }
    // Errors a script's own pcall must not swallow: the resolution has to end.
    bool fatal() const noexcept { return dead || over_budget(); }
};

Core& core_of(lua_State* L) noexcept;
// Records that the state ran out of memory; from now on it is dead.
void mark_out_of_memory(Core& core) noexcept;

// lua_Alloc: counts bytes and refuses growth past limits.max_bytes (never a free or a shrink).
void* counting_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) noexcept;
// Count hook: charges kHookInterval instructions and raises once the budget (or the time) is spent.
void count_hook(lua_State* L, lua_Debug* ar);
// Charges `units` instructions of work done in C (a pattern match, a table shift) to the running
// resolution; raises "instruction budget exceeded (what)" at the calling script's line when they do not
// fit, before the work is done. Deterministic, like the count.
void charge(lua_State* L, double units, const char* what);
// Panic function: an error outside any protected call. Marks the state dead and throws ScriptError
// (the C++ build of Lua lets it propagate) instead of letting Lua call abort().
int panic_handler(lua_State* L);

} // namespace ae::lua::detail
