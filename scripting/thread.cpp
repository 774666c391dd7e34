#include "scripting/thread.hpp"

#include "core/errors.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/state_core.hpp"

namespace ae::lua {

namespace {

// (co) -> message with co's traceback. Runs protected on the resuming thread, because formatting
// allocates and the state may be close to its memory cap.
int thread_traceback(lua_State* L) {
    lua_State* co = lua_tothread(L, 1);
    lua_pushvalue(co, -1);                               // co +1: copy of the error object
    lua_xmove(co, L, 1);                                 // co -1, L +1
    const char* msg = detail::push_error_message(L, -1); // +1
    luaL_traceback(L, co, msg, 0);                       // +1
    return 1;
}

// "chunk:line" of the innermost Lua function on co's stack, or "". Allocates nothing in Lua (short_src is
// a buffer in lua_Debug), so it serves after an out-of-memory error too (#17 item 14).
std::string where_in(lua_State* co) {
    lua_Debug ar;
    for (int level = 0; lua_getstack(co, level, &ar) != 0; ++level)
        if (lua_getinfo(co, "Sl", &ar) != 0 && ar.currentline > 0)
            return std::string(ar.short_src) + ":" + std::to_string(ar.currentline);
    return "";
}

// Discards the coroutine's stack and closes its pending to-be-closed variables.
void reset_coroutine(lua_State* co, [[maybe_unused]] lua_State* from) {
#if LUA_VERSION_RELEASE_NUM >= 50406
    lua_closethread(co, from);
#else
    lua_resetthread(co);
#endif
    lua_settop(co, 0);
}

} // namespace

Thread::Thread(State& state) : main_(state.get()) {
    state.check_alive();
    co_ = lua_newthread(main_); // +1; inherits the count hook and the extra space (State::of)
    ref_ = Ref::pop(main_);     // -1
}

int Thread::push_values(const Pusher& push) {
    if (!push) return 0;
    const int top = lua_gettop(co_);
    try {
        return push(co_);
    } catch (...) {
        // Lua's own throws too (an unprotected OOM); they are rethrown unchanged.
        lua_settop(co_, top);
        throw;
    }
}

RunStatus Thread::start(const Ref& fn, const Pusher& push_args) {
    State& state = State::of(main_);
    state.check_alive();
    if (suspended_) throw ScriptError("cannot start a thread that is waiting to be resumed");
    lua_settop(co_, 0);
    nresults_ = 0;
    used_ = 0;    // a new resolution
    fn.push(co_); // +1
    const int nargs = push_values(push_args);
    return run(nargs);
}

RunStatus Thread::resume(const Pusher& push_values_fn) {
    State::of(main_).check_alive();
    if (!suspended_) throw ScriptError("cannot resume a thread that is not suspended");
    lua_pop(co_, nresults_); // the yielded values were for us; remove them before resuming
    nresults_ = 0;
    const int nvalues = push_values(push_values_fn);
    return run(nvalues);
}

RunStatus Thread::run(int nargs) {
    detail::Core& core = detail::core_of(main_);
    if (core.thread_depth >= detail::kMaxNestedThreads) {
        lua_pop(co_, nargs + (suspended_ ? 0 : 1));
        throw ScriptError("resolutions nested more than " + std::to_string(detail::kMaxNestedThreads) +
                          " deep (a trigger loop?)");
    }
    // Lua counts C-stack depth from `from`, so pass the coroutine whose C function got us here.
    lua_State* from = core.running != nullptr ? core.running : main_;
    lua_State* outer = core.running;
    core.running = co_;
    ++core.thread_depth;
    const std::uint64_t outer_used = core.instructions;
    const auto outer_deadline = core.deadline;
    core.instructions = used_;
    core.start_clock(); // each run of this coroutine gets the whole time window
    int nres = 0;
    const int status = lua_resume(co_, from, nargs, &nres);
    used_ = core.instructions;
    // An exceeded budget stays visible (the error is on its way out through any outer resolution).
    if (!core.over_budget()) {
        core.instructions = outer_used;
        core.deadline = outer_deadline;
    }
    --core.thread_depth;
    core.running = outer;

    if (status == LUA_OK || status == LUA_YIELD) {
        nresults_ = nres;
        suspended_ = status == LUA_YIELD;
        return suspended_ ? RunStatus::Yielded : RunStatus::Done;
    }
    suspended_ = false;
    nresults_ = 0;
    fail(status, from);
}

std::string Thread::traceback(lua_State* from) {
    if (!lua_checkstack(from, 3)) return detail::error_text(co_, -1);
    lua_pushcfunction(from, thread_traceback);   // +1
    ref_.push(from);                             // +1 the coroutine
    const int status = lua_pcall(from, 1, 1, 0); // -2 +1
    std::string text = status == LUA_OK ? detail::error_text(from, -1) : detail::error_text(co_, -1);
    lua_pop(from, 1); // -1
    if (status == LUA_ERRMEM) detail::mark_out_of_memory(detail::core_of(main_));
    return text;
}

void Thread::fail(int status, lua_State* from) {
    // The traceback must be taken before the reset: it reads the coroutine's dead stack. Lua puts the place
    // only in front of string messages; memory errors and error({}) or error(nil) get it here.
    const std::string where = where_in(co_);
    const bool placed = status != LUA_ERRMEM && lua_type(co_, -1) == LUA_TSTRING;
    std::string text = status == LUA_ERRMEM ? std::string("not enough memory") : traceback(from);
    if (!placed && !where.empty()) text = where + ": " + text;
    reset_coroutine(co_, from);
    detail::throw_failure(main_, status, text);
}

} // namespace ae::lua
