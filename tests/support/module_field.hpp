// Reading a loaded module's fields from a test: the function to run, or an integer it recorded.
#pragma once

#include "scripting/state.hpp"

namespace ae::test {

// +0: module[name] as a Ref.
inline lua::Ref module_field(lua::State& s, const lua::Ref& module, const char* name) {
    module.push(s.get());
    lua_getfield(s.get(), -1, name);
    lua::Ref r = lua::Ref::pop(s.get());
    lua_pop(s.get(), 1);
    return r;
}

inline lua_Integer module_integer(lua::State& s, const lua::Ref& module, const char* name) {
    module.push(s.get());
    lua_getfield(s.get(), -1, name);
    const lua_Integer n = lua_tointeger(s.get(), -1);
    lua_pop(s.get(), 2);
    return n;
}

} // namespace ae::test
