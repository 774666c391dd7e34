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

// Raises msg as a Lua error prefixed with the calling script's file:line.
int raise_message(lua_State* L, const std::string& msg);
// Returns the result count, or yields. A yield is refused in query mode and where Lua cannot
// suspend (a C-call boundary such as a table.sort comparator), with a clear message.
int finish(lua_State* L, const Outcome& out);
void copy_message(std::string& to, const std::exception& e) noexcept;

template <class Body>
int guarded(lua_State* L, Body&& body) {
    Outcome out = 0;
    std::string failure;
    bool failed = false;
    try {
        Call call(L);
        out = body(call);
    } catch (const std::exception& e) {
        failed = true;
        copy_message(failure, e);
    }
    if (failed) return raise_message(L, failure);
    return finish(L, out);
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
