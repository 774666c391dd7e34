#include "scripting/call.hpp"

#include "core/errors.hpp"
#include "engine/text_check.hpp"
#include "scripting/state.hpp"

namespace ae::lua {

namespace {
[[noreturn]] void bad_arg(lua_State* L, int idx, const char* expected) {
    throw ScriptError("arg " + std::to_string(idx) + ": expected " + expected + ", got " + type_name(L, idx));
}
} // namespace

std::string type_name(lua_State* L, int idx) {
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER: return lua_isinteger(L, idx) ? "integer" : "float";
    case LUA_TUSERDATA:
        if (auto h = to_handle(L, idx)) return handle_kind_name(L, h->kind);
        return "userdata";
    default: return luaL_typename(L, idx);
    }
}

State& Call::state() const { return State::of(L_); }

std::int64_t Call::integer(int idx) const {
    if (!lua_isinteger(L_, idx)) bad_arg(L_, idx, "integer");
    return lua_tointeger(L_, idx);
}

std::string_view Call::string(int idx) const {
    // Checked first: lua_tolstring would turn a number into a string in place.
    if (lua_type(L_, idx) != LUA_TSTRING) bad_arg(L_, idx, "string");
    std::size_t len = 0;
    const char* s = lua_tolstring(L_, idx, &len);
    // Every text a script hands the engine may end up in a saved battle or on a terminal: checked at the
    // door, so a stray byte is the script's error at its line, not a broken save later (#17 item 9).
    if (std::string why = bad_text({s, len}); !why.empty())
        throw ScriptError("arg " + std::to_string(idx) + ": the text " + why);
    return {s, len};
}

bool Call::boolean(int idx) const {
    if (lua_type(L_, idx) != LUA_TBOOLEAN) bad_arg(L_, idx, "boolean");
    return lua_toboolean(L_, idx) != 0;
}

void Call::expect(int idx, int type) const {
    if (lua_type(L_, idx) != type) bad_arg(L_, idx, lua_typename(L_, type));
}

Handle Call::handle(int idx, std::uint8_t kind) const { return check_handle(L_, idx, kind); }

} // namespace ae::lua
