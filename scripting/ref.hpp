// A registry reference: keeps one Lua value (function, table, thread) alive from C++.
// A Ref must be destroyed before the State it came from; it holds no ownership of the State.
#pragma once

#include <lua.hpp>

namespace ae::lua {

class Ref {
public:
    Ref() = default;
    // Pops the value on top of L's stack and anchors it in the registry.
    static Ref pop(lua_State* L);
    ~Ref() { reset(); }

    Ref(Ref&& o) noexcept;
    Ref& operator=(Ref&& o) noexcept;
    Ref(const Ref&) = delete;
    Ref& operator=(const Ref&) = delete;

    // +1. L may be any thread of the same state: they all share one registry.
    void push(lua_State* L) const;
    bool valid() const noexcept { return main_ != nullptr && ref_ != LUA_NOREF && ref_ != LUA_REFNIL; }
    void reset() noexcept;
    int id() const noexcept { return ref_; }

private:
    // The main thread, never a coroutine: a coroutine can be collected before this Ref dies.
    lua_State* main_ = nullptr;
    int ref_ = LUA_NOREF;
};

// Restores the stack top on scope exit. For C++ code that uses only non-raising API, or whose
// error path is a C++ exception (the C++ build of Lua unwinds through us and runs this).
struct StackGuard {
    explicit StackGuard(lua_State* L) : L_(L), top_(lua_gettop(L)) {}
    ~StackGuard() { lua_settop(L_, top_); }
    StackGuard(const StackGuard&) = delete;
    StackGuard& operator=(const StackGuard&) = delete;

private:
    lua_State* L_;
    int top_;
};

} // namespace ae::lua
