// The view a bound function gets of its Lua call: argument getters that never raise a Lua error.
// A bad argument throws ae::ScriptError ("arg 2: expected integer, got nil"); bind() turns that
// into a Lua error at the script's file:line.
#pragma once

#include "scripting/handle.hpp"

#include <cstdint>
#include <string>
#include <string_view>

#include <lua.hpp>

namespace ae::lua {

class State;

class Call {
public:
    explicit Call(lua_State* L) noexcept : L_(L) {}

    lua_State* L() const noexcept { return L_; }
    State& state() const;
    int top() const noexcept { return lua_gettop(L_); }
    bool none_or_nil(int idx) const noexcept { return lua_isnoneornil(L_, idx); }

    // Integers only: a float (even 3.0) or a numeric string is refused, keeping rules float-free.
    std::int64_t integer(int idx) const;
    // The bytes stay valid while the argument is on the stack.
    std::string_view string(int idx) const;
    bool boolean(int idx) const;
    // The argument must have this Lua type (LUA_TTABLE, LUA_TFUNCTION, ...).
    void expect(int idx, int type) const;
    // A live handle of this kind; stale handles throw "<noun> no longer exists".
    Handle handle(int idx, std::uint8_t kind) const;

private:
    lua_State* L_;
};

// "integer", "float", "Card", "nil", ...: the name used in argument errors. Never raises.
std::string type_name(lua_State* L, int idx);

} // namespace ae::lua
