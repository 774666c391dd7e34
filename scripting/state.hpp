// One sandboxed Lua 5.4 state (one "kernel": a battle or a campaign). It owns the lua_State and
// enforces the memory cap and the instruction budget; see docs/lua-sandbox.md.
#pragma once

#include "scripting/ref.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <lua.hpp>

namespace ae::lua {

struct Limits {
    std::size_t max_bytes = 64u << 20;           // all memory of the state, refused beyond this
    std::uint64_t max_instructions = 20'000'000; // per resolution, see State::reset_budget()
    // Backstop for what instructions cannot measure (docs/lua-sandbox.md, "Limits"); per run of Lua code.
    double max_seconds = 10.0;
};

// Returns a uniform integer in 1..n (n >= 1); the engine's RNG stands behind it.
using RandomFn = std::function<std::int64_t(std::int64_t n)>;
// Source text of a content-relative module ("lib/targeting"), or nullopt if there is none.
using RequireResolver = std::function<std::optional<std::string>(const std::string& name)>;
// Asked by a bound function that is about to yield so the engine can run what it scheduled: true when
// that happened inside the call and the function can go on at once (docs/decisions.md D63).
using StepsNowFn = std::function<bool()>;

namespace detail {
struct Core;
}

class State {
public:
    explicit State(Limits limits = {});
    ~State();
    State(State&& o) noexcept;
    State& operator=(State&& o) noexcept;
    State(const State&) = delete;
    State& operator=(const State&) = delete;

    lua_State* get() const noexcept { return L_; }
    // The State that owns L (any thread of it). Valid while the State lives.
    static State& of(lua_State* L);

    // ---- budgets
    const Limits& limits() const noexcept;
    std::size_t memory_used() const noexcept;
    std::uint64_t instructions_used() const noexcept;
    bool budget_exceeded() const noexcept;
    // Starts a new resolution: the instruction count goes back to zero.
    void reset_budget() noexcept;
    // Puts back the count of a resolution that a nested one interrupted (each resolution has its own
    // budget, so a nested one can neither use up nor renew the outer one's).
    void set_instructions_used(std::uint64_t n) noexcept;

    // ---- fatal failures: after running out of memory (or a Lua panic) the state is dead and every
    // further entry point throws ScriptError, so a half-updated state is never used again.
    bool dead() const noexcept;
    const std::string& dead_reason() const noexcept;
    void check_alive() const;
    void mark_dead(const char* reason) noexcept;

    // ---- reuse (one State per thread, docs/decisions.md D61)
    // Makes the state as it was when new, for scripts: the ae.require cache and the handle caches are
    // emptied, the budget and the count hook start over and the stack is cleared. What stays is what no
    // script can reach or change: the sandbox, the API tables (read-only views) and the main chunks it
    // loaded (each run of one gets all-new closures and environment). The caller must first drop
    // everything else it keeps in the state (module tables, storage, coroutines) and never use a value
    // made before: a kept chunk's next run may reuse the upvalue its earlier functions share. Throws
    // ScriptError on a dead state.
    void reset_for_reuse();

    // ---- query mode (see scripting/query.hpp)
    int query_depth() const noexcept;

    // ---- host-provided services
    void set_random(RandomFn fn);                  // backs ae.random(n)
    void set_require_resolver(RequireResolver fn); // backs ae.require(name)
    void set_steps_now(StepsNowFn fn);             // lets bound functions skip a yield (bind.hpp)

    // ---- the shared `ae` table every script sees (read-only for scripts)
    void register_api(const char* name, lua_CFunction fn);
    // Pops the value on top of the stack into ae[name]; a table is published as a read-only view.
    void register_api_value(const char* name);

    // Runs a text chunk in its own strict environment and returns the table it returns.
    // chunkname is "@content/packs/base/cards/jade.lua". Starts a new resolution (resets the budget).
    Ref load_module(const std::string& chunkname, const std::string& source);

    // Calls the function below nargs arguments on the main thread (see ae::lua::pcall).
    void pcall(int nargs, int nresults);

private:
    std::unique_ptr<detail::Core> core_;
    lua_State* L_ = nullptr;
};

} // namespace ae::lua
