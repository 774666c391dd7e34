// The exception barrier between C++ and Lua. Functions exposed to scripts are written as
//     Outcome fn(Call& call);           // throw ae::ScriptError (or any std::exception) on bad use
// and registered as bind<fn>. bind runs fn, turns a thrown std::exception into a Lua error at the
// script's file:line, and turns a returned Yield into lua_yieldk.
//
// Why a barrier even with the C++ build of Lua: a C++ exception escaping into Lua is caught by
// Lua's own catch(...) with no message and an unknown status. Only std::exception is caught here:
// Lua's own errors and yields are C++ throws of another type and must pass through untouched.
// (Hence bind is not noexcept, unlike the sketch in ARCHITECTURE §5.2: in this build a Lua error
// raised inside fn, say by a metamethod, has to unwind through it.)
#pragma once

#include "scripting/call.hpp"

#include <exception>
#include <string>
#include <variant>

#include <lua.hpp>

namespace ae::lua {

// Suspends the running coroutine: the top `nresults` values go to whoever resumes, and on resume
// Lua calls k(L, LUA_YIELD, ctx) with the resume values on top. Continuations should be tiny; write
// them with bind_k to get the same barrier.
struct Yield {
    lua_KFunction k = nullptr;
    lua_KContext ctx = 0;
    int nresults = 0;
};
using Outcome = std::variant<int /* results pushed */, Yield>;

namespace detail {

// +1: msg prefixed with the calling script's file:line, the error a failed bound function raises.
void push_message(lua_State* L, const std::string& msg);
// Raises a clear error where a bound function may not yield: in query mode, and where Lua cannot
// suspend (outside a coroutine, or a C-call boundary such as a table.sort comparator).
void check_yieldable(lua_State* L);
// Where the function could yield: whether the host ran what the engine waits for inside this call
// (State::set_steps_now), so the continuation can run at once instead (docs/decisions.md D63).
bool steps_done_now(lua_State* L);
void copy_message(std::string& to, const std::exception& e) noexcept;

// Runs body into `out`; on a std::exception pushes its message (push_message) and returns false.
template <class Body>
bool run_body(lua_State* L, Body& body, Outcome& out) {
    std::string failure;
    try {
        Call call(L);
        out = body(call);
        return true;
    } catch (const std::exception& e) { copy_message(failure, e); }
    push_message(L, failure);
    return false;
}

// Returns the result count, or yields. Nothing with a destructor may be alive where this raises or
// yields (so `failure` lives in run_body), and lua_yieldk is called from this frame, not a helper's.
// In the C++ build of Lua both are C++ throws: a frame with something to destroy stops the unwinder,
// which then starts over from there (_Unwind_Resume), and each frame in between costs a lookup of its
// unwind table. That was more than half the cost of every yield (docs/performance.md).
template <class Body>
int guarded(lua_State* L, Body&& body) {
    Outcome out = 0;
    if (!run_body(L, body, out)) return lua_error(L);
    if (const int* n = std::get_if<int>(&out)) return *n;
    const Yield y = std::get<Yield>(out);
    if (steps_done_now(L)) {
        // As if resumed with no values: the yielded ones were for the resumer, and without a
        // continuation the function returns what the resume passed (nothing).
        if (y.k != nullptr) return y.k(L, LUA_YIELD, y.ctx);
        lua_pop(L, y.nresults);
        return 0;
    }
    check_yieldable(L);
    return lua_yieldk(L, y.nresults, y.ctx, y.k);
}

} // namespace detail

template <Outcome (*Fn)(Call&)>
int bind(lua_State* L) {
    return detail::guarded(L, [](Call& c) { return Fn(c); });
}

// The same barrier for a continuation: Fn(call, status, ctx) runs when the coroutine is resumed.
template <Outcome (*Fn)(Call&, int status, lua_KContext ctx)>
int bind_k(lua_State* L, int status, lua_KContext ctx) {
    return detail::guarded(L, [status, ctx](Call& c) { return Fn(c, status, ctx); });
}

} // namespace ae::lua
