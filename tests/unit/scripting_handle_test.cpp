// Handles: identity, printing, methods, and stale handles refusing to work.
#include "core/errors.hpp"
#include "scripting/bind.hpp"
#include "scripting/handle.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/state.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <set>
#include <string>

using ae::ScriptError;
using ae::lua::Call;
using ae::lua::Handle;
using ae::lua::Outcome;
using ae::lua::Ref;
using ae::lua::State;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

std::uint8_t g_card = 0;
Outcome card_id(Call& c) {
    lua_pushinteger(c.L(), c.handle(1, g_card).id);
    return 1;
}

// Card objects that exist: (id, generation).
struct World {
    std::set<std::pair<std::uint32_t, std::uint32_t>> live;
};

State make_state(World& world) {
    State s;
    g_card = ae::lua::register_handle_kind(s.get(), "Card", [&world](std::uint32_t id, std::uint32_t gen) {
        return world.live.count({id, gen}) > 0;
    });
    ae::lua::register_handle_kind(s.get(), "NemesisCard");
    s.register_api("card_id", &ae::lua::bind<card_id>);
    return s;
}

// Calls module.fn(args...) with the handles pushed by `push`, leaving one result.
void call(State& s, const Ref& module, const char* fn, const std::function<int(lua_State*)>& push) {
    lua_State* L = s.get();
    module.push(L);
    lua_getfield(L, -1, fn);
    lua_remove(L, -2);
    ae::lua::pcall(L, push(L), 1);
}

} // namespace

TEST_CASE("handles print, compare and keep their identity", "[lua]") {
    World world;
    world.live = {{17, 1}};
    State s = make_state(world);
    auto m = s.load_module("@m.lua", R"(
        return { check = function(a, b, c)
            assert(tostring(a) == 'Card#17', tostring(a))
            assert(rawequal(a, b), 'same triple, same userdata')
            assert(a ~= c, 'other generation')
            local seen = { [a] = true }
            assert(seen[b])
            return ae.card_id(a)
        end })");
    const Handle h{g_card, 17, 1};
    call(s, m, "check", [&](lua_State* L) {
        ae::lua::push_handle(L, h);
        ae::lua::push_handle(L, h);
        ae::lua::push_handle(L, Handle{g_card, 17, 2});
        return 3;
    });
    CHECK(lua_tointeger(s.get(), -1) == 17);
    auto back = ae::lua::to_handle(s.get(), -1);
    CHECK_FALSE(back.has_value()); // an integer is not a handle
    lua_pop(s.get(), 1);
}

TEST_CASE("a stale handle is refused", "[lua]") {
    World world;
    world.live = {{5, 3}};
    State s = make_state(world);
    auto m = s.load_module("@content/s.lua", "return { use = function(c) return ae.card_id(c) end }");
    const auto push_card = [](lua_State* L) {
        ae::lua::push_handle(L, Handle{g_card, 5, 3});
        return 1;
    };
    call(s, m, "use", push_card);
    CHECK(lua_tointeger(s.get(), -1) == 5);
    lua_pop(s.get(), 1);

    world.live.clear(); // the card was destroyed
    CHECK_THAT(error_of([&] { call(s, m, "use", push_card); }), Contains("card no longer exists (Card#5)"));
    world.live = {{5, 4}}; // id reused: the old generation is still stale
    CHECK_THAT(error_of([&] { call(s, m, "use", push_card); }), Contains("card no longer exists"));
}

TEST_CASE("a handle of the wrong kind or a non-handle is refused", "[lua]") {
    World world;
    State s = make_state(world);
    auto m = s.load_module("@m.lua", "return { use = function(c) return ae.card_id(c) end }");
    const auto nemesis = *ae::lua::find_handle_kind(s.get(), "NemesisCard");
    CHECK_THAT(error_of([&] {
                   call(s, m, "use", [&](lua_State* L) {
                       ae::lua::push_handle(L, Handle{nemesis, 1, 1});
                       return 1;
                   });
               }),
               Contains("arg 1: expected Card, got NemesisCard"));
    CHECK_THAT(error_of([&] {
                   call(s, m, "use", [](lua_State* L) {
                       lua_pushinteger(L, 5);
                       return 1;
                   });
               }),
               Contains("arg 1: expected Card, got integer"));
}

TEST_CASE("handle metatables are locked and methods come from the host", "[lua]") {
    World world;
    world.live = {{1, 1}};
    State s = make_state(world);
    ae::lua::push_handle_methods(s.get(), g_card);
    lua_pushcfunction(s.get(), &ae::lua::bind<card_id>);
    lua_setfield(s.get(), -2, "id");
    lua_pop(s.get(), 1);
    auto m = s.load_module("@m.lua", R"(
        return { f = function(c)
            assert(getmetatable(c) == 'locked')
            assert(not pcall(setmetatable, c, {}))
            return c:id()
        end })");
    call(s, m, "f", [](lua_State* L) {
        ae::lua::push_handle(L, Handle{g_card, 1, 1});
        return 1;
    });
    CHECK(lua_tointeger(s.get(), -1) == 1);
    lua_pop(s.get(), 1);
}

TEST_CASE("handle kinds are validated", "[lua]") {
    State s;
    CHECK_THROWS_AS(ae::lua::register_handle_kind(s.get(), "not a name"), ScriptError);
    ae::lua::register_handle_kind(s.get(), "Minion");
    CHECK_THROWS_AS(ae::lua::register_handle_kind(s.get(), "Minion"), ScriptError);
    CHECK_THROWS_AS(ae::lua::push_handle(s.get(), Handle{9, 1, 1}), ScriptError);
}
