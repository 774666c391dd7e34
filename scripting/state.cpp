#include "scripting/state.hpp"

#include "core/errors.hpp"
#include "scripting/builtins.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/sandbox.hpp"
#include "scripting/state_core.hpp"

#include <cstring>
#include <utility>

namespace ae::lua {

State::State(Limits limits) : core_(std::make_unique<detail::Core>()) {
    core_->owner = this;
    core_->limits = limits;
    L_ = lua_newstate(detail::counting_alloc, core_.get());
    if (L_ == nullptr) throw ScriptError("cannot create a Lua state within the memory limit");
    // Every coroutine copies this on creation, so State::of works on any thread.
    detail::Core* core = core_.get();
    std::memcpy(lua_getextraspace(L_), &core, sizeof core);
    lua_atpanic(L_, detail::panic_handler);
    // Threads made later by lua_newthread inherit the hook, so coroutines are budgeted too.
    lua_sethook(L_, detail::count_hook, LUA_MASKCOUNT, detail::kHookInterval);
    try {
        // Unprotected setup: running out of memory here reaches panic_handler, which throws.
        detail::open_sandbox(L_);
        register_api("random", detail::ae_random);
        register_api("require", detail::ae_require);
        register_api("sorted_pairs", detail::ae_sorted_pairs);
    } catch (const std::exception&) {
        lua_close(L_);
        throw;
    }
}

State::~State() {
    if (L_ != nullptr) lua_close(L_); // before core_ goes: the allocator still counts frees
}

State::State(State&& o) noexcept : core_(std::move(o.core_)), L_(std::exchange(o.L_, nullptr)) {
    if (core_) core_->owner = this;
}

State& State::operator=(State&& o) noexcept {
    if (this != &o) {
        if (L_ != nullptr) lua_close(L_);
        core_ = std::move(o.core_);
        L_ = std::exchange(o.L_, nullptr);
        if (core_) core_->owner = this;
    }
    return *this;
}

State& State::of(lua_State* L) { return *detail::core_of(L).owner; }

const Limits& State::limits() const noexcept { return core_->limits; }
std::size_t State::memory_used() const noexcept { return core_->bytes_used; }
std::uint64_t State::instructions_used() const noexcept { return core_->instructions; }
bool State::budget_exceeded() const noexcept { return core_->over_budget(); }
void State::reset_budget() noexcept {
    core_->instructions = 0;
    core_->start_clock();
}
void State::set_instructions_used(std::uint64_t n) noexcept { core_->instructions = n; }

bool State::dead() const noexcept { return !core_ || core_->dead; }
const std::string& State::dead_reason() const noexcept {
    static const std::string moved = "moved from";
    return core_ ? core_->dead_reason : moved;
}

void State::check_alive() const {
    if (!core_ || L_ == nullptr) throw ScriptError("Lua state was moved from");
    if (core_->dead) throw ScriptError("Lua state is dead: " + core_->dead_reason);
}

void State::mark_dead(const char* reason) noexcept {
    core_->dead = true;
    try {
        core_->dead_reason = reason;
    } catch (const std::exception&) { core_->dead_reason.clear(); }
}

void State::reset_for_reuse() {
    check_alive();
    detail::Core& core = *core_;
    if (core.running != nullptr || core.thread_depth != 0 || core.query_depth != 0)
        throw ScriptError("a Lua state cannot be reused while a script runs");
    lua_settop(L_, 0);
    // Unprotected: running out of memory here reaches panic_handler, which marks the state dead and throws.
    detail::forget_required_modules(L_);
    forget_handles(L_);
    core.instructions = 0;
    core.start_clock();
    ++core.generation;
    // A new state's main thread starts a full hook interval from its first instruction; so does this one.
    lua_sethook(L_, detail::count_hook, LUA_MASKCOUNT, detail::kHookInterval);
}

int State::query_depth() const noexcept { return core_->query_depth; }

void State::set_random(RandomFn fn) { core_->random = std::move(fn); }
void State::set_require_resolver(RequireResolver fn) { core_->resolver = std::move(fn); }
void State::set_steps_now(StepsNowFn fn) { core_->steps_now = std::move(fn); }

void State::register_api(const char* name, lua_CFunction fn) {
    check_alive();
    lua_pushcfunction(L_, fn);       // +1
    detail::set_api_field(L_, name); // -1
}

void State::register_api_value(const char* name) {
    check_alive();
    detail::set_api_field(L_, name); // -1
}

Ref State::load_module(const std::string& chunkname, const std::string& source) {
    check_alive();
    reset_budget();
    detail::run_chunk(L_, chunkname, source); // +1 module table
    return Ref::pop(L_);                      // -1
}

void State::pcall(int nargs, int nresults) { lua::pcall(L_, nargs, nresults); }

} // namespace ae::lua
