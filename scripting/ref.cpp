#include "scripting/ref.hpp"

#include <utility>

namespace ae::lua {

namespace {
lua_State* main_thread(lua_State* L) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD); // +1
    lua_State* main = lua_tothread(L, -1);
    lua_pop(L, 1); // -1
    return main;
}
} // namespace

Ref Ref::pop(lua_State* L) {
    Ref r;
    r.main_ = main_thread(L);
    r.ref_ = luaL_ref(L, LUA_REGISTRYINDEX); // -1
    return r;
}

Ref::Ref(Ref&& o) noexcept : main_(std::exchange(o.main_, nullptr)), ref_(std::exchange(o.ref_, LUA_NOREF)) {}

Ref& Ref::operator=(Ref&& o) noexcept {
    if (this != &o) {
        reset();
        main_ = std::exchange(o.main_, nullptr);
        ref_ = std::exchange(o.ref_, LUA_NOREF);
    }
    return *this;
}

void Ref::push(lua_State* L) const {
    if (main_ == nullptr || ref_ == LUA_NOREF) {
        lua_pushnil(L); // +1
        return;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref_); // +1
}

void Ref::reset() noexcept {
    // luaL_unref only rewrites existing registry slots, so it cannot raise.
    if (main_ != nullptr) luaL_unref(main_, LUA_REGISTRYINDEX, ref_);
    main_ = nullptr;
    ref_ = LUA_NOREF;
}

} // namespace ae::lua
