// ae.random(n): the only randomness scripts get. It asks the host's RandomFn (the engine RNG, whose
// state is part of the game), so a replay draws the same numbers; math.random is gone.
#include "core/errors.hpp"
#include "scripting/bind.hpp"
#include "scripting/builtins.hpp"
#include "scripting/state_core.hpp"

namespace ae::lua::detail {

namespace {
Outcome random_impl(Call& call) {
    lua_State* L = call.L();
    const RandomFn& provider = core_of(L).random;
    if (!provider) throw ScriptError("ae.random: no random provider is set");
    if (!lua_isinteger(L, 1)) throw ScriptError("ae.random: n must be an integer, got " + type_name(L, 1));
    const std::int64_t n = lua_tointeger(L, 1);
    if (n < 1) throw ScriptError("ae.random: n must be at least 1, got " + std::to_string(n));
    const std::int64_t r = provider(n);
    if (r < 1 || r > n)
        throw ScriptError("ae.random: provider returned " + std::to_string(r) + ", outside 1.." +
                          std::to_string(n));
    lua_pushinteger(L, r); // +1
    return 1;
}
} // namespace

int ae_random(lua_State* L) { return bind<random_impl>(L); }

} // namespace ae::lua::detail
