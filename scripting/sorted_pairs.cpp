// ae.sorted_pairs(t): pairs() in a fixed order (integer keys ascending, then string keys in byte
// order). Plain pairs() over string keys follows the state's random hash seed, so two runs of the
// same game could differ; rules code iterates with this instead.
#include "core/errors.hpp"
#include "scripting/bind.hpp"
#include "scripting/builtins.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace ae::lua::detail {

namespace {

// Upvalues: 1 the table, 2 its keys in order, 3 the position reached.
int sorted_next(lua_State* L) {
    const lua_Integer i = lua_tointeger(L, lua_upvalueindex(3)) + 1;
    lua_pushinteger(L, i);                                            // +1
    lua_replace(L, lua_upvalueindex(3));                              // -1
    if (lua_rawgeti(L, lua_upvalueindex(2), i) == LUA_TNIL) return 1; // +1 key; nil ends the loop
    lua_pushvalue(L, -1);                                             // +1
    lua_rawget(L, lua_upvalueindex(1));                               // replaces key copy by value
    return 2;
}

Outcome sorted_pairs_impl(Call& call) {
    lua_State* L = call.L();
    call.expect(1, LUA_TTABLE);
    std::vector<lua_Integer> ints;
    std::vector<std::string> strings;
    lua_pushnil(L);               // +1 first key
    while (lua_next(L, 1) != 0) { // -1 key, +2 key value
        lua_pop(L, 1);            // -1 value
        if (lua_isinteger(L, -1)) {
            ints.push_back(lua_tointeger(L, -1));
        } else if (lua_type(L, -1) == LUA_TSTRING) {
            std::size_t len = 0;
            const char* s = lua_tolstring(L, -1, &len); // a string already: no conversion in place
            strings.emplace_back(s, len);
        } else {
            throw ScriptError("ae.sorted_pairs: keys must be integers or strings, got " + type_name(L, -1));
        }
    }
    std::sort(ints.begin(), ints.end());
    std::sort(strings.begin(), strings.end());

    lua_pushvalue(L, 1);                                                   // +1 upvalue 1
    lua_createtable(L, static_cast<int>(ints.size() + strings.size()), 0); // +1 upvalue 2
    lua_Integer n = 0;
    for (lua_Integer k : ints) {
        lua_pushinteger(L, k);   // +1
        lua_rawseti(L, -2, ++n); // -1
    }
    for (const std::string& k : strings) {
        lua_pushlstring(L, k.data(), k.size()); // +1
        lua_rawseti(L, -2, ++n);                // -1
    }
    lua_pushinteger(L, 0);               // +1 upvalue 3
    lua_pushcclosure(L, sorted_next, 3); // -3 +1
    return 1;
}

} // namespace

int ae_sorted_pairs(lua_State* L) { return bind<sorted_pairs_impl>(L); }

} // namespace ae::lua::detail
