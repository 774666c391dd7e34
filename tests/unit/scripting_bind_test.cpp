// The exception barrier, yields from bound functions, query mode and ae.random.
#include "core/errors.hpp"
#include "engine/rng.hpp"
#include "scripting/bind.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/query.hpp"
#include "scripting/state.hpp"
#include "scripting/thread.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <stdexcept>
#include <string>

using ae::ScriptError;
using ae::lua::bind;
using ae::lua::bind_k;
using ae::lua::Call;
using ae::lua::Outcome;
using ae::lua::Ref;
using ae::lua::RunStatus;
using ae::lua::State;
using ae::lua::Thread;
using ae::lua::Yield;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

Ref field(State& s, const Ref& module, const char* name) {
    module.push(s.get());
    lua_getfield(s.get(), -1, name);
    Ref r = Ref::pop(s.get());
    lua_pop(s.get(), 1);
    return r;
}

Outcome add(Call& c) {
    lua_pushinteger(c.L(), c.integer(1) + c.integer(2));
    return 1;
}

Outcome thrower(Call&) { throw std::runtime_error("card is not in hand"); }

// Reads field `x` of its argument: a metamethod error must pass through the barrier untouched.
Outcome read_x(Call& c) {
    lua_getfield(c.L(), 1, "x");
    return 1;
}

// Resumed with the player's answer on top; returns answer * 10 + ctx.
Outcome after_wait(Call& c, int status, lua_KContext ctx) {
    if (status != LUA_YIELD) throw std::logic_error("continuation run without a yield");
    lua_pushinteger(c.L(), c.integer(-1) * 10 + static_cast<lua_Integer>(ctx));
    return 1;
}

// Asks the engine something: yields one value ("decision") and continues in after_wait.
Outcome wait(Call& c) {
    ae::lua::ensure_action_allowed(c.L());
    lua_pushliteral(c.L(), "decision");
    return Yield{&bind_k<after_wait>, 7, 1};
}

// An action that does not yield (say, dealing damage).
Outcome act(Call& c) {
    ae::lua::ensure_action_allowed(c.L());
    return 0;
}

// A query function that yields without checking ensure_action_allowed itself.
Outcome sneaky_wait(Call&) { return Yield{&bind_k<after_wait>, 0, 0}; }

State make_state() {
    State s;
    s.register_api("add", &bind<add>);
    s.register_api("thrower", &bind<thrower>);
    s.register_api("read_x", &bind<read_x>);
    s.register_api("wait", &bind<wait>);
    s.register_api("act", &bind<act>);
    s.register_api("sneaky_wait", &bind<sneaky_wait>);
    return s;
}

} // namespace

TEST_CASE("bound functions take and return values", "[lua]") {
    State s = make_state();
    auto m = s.load_module("@m.lua", "return { v = ae.add(2, 40) }");
    m.push(s.get());
    lua_getfield(s.get(), -1, "v");
    CHECK(lua_tointeger(s.get(), -1) == 42);
    lua_pop(s.get(), 2);
}

TEST_CASE("a C++ exception becomes a Lua error at the script's line", "[lua]") {
    State s = make_state();
    CHECK_THAT(error_of([&] { s.load_module("@content/c.lua", "local a = 1\nae.thrower()\nreturn {}"); }),
               Contains("content/c.lua:2: card is not in hand"));
    CHECK_THAT(error_of([&] { s.load_module("@content/c.lua", "return { ae.add(1, 2.5) }"); }),
               Contains("content/c.lua:1: arg 2: expected integer, got float"));
    // A script can still catch it like any Lua error.
    CHECK_NOTHROW(s.load_module("@ok.lua", "assert(not pcall(ae.thrower)) return {}"));
}

TEST_CASE("a Lua error raised inside a bound function passes through unchanged", "[lua]") {
    State s = make_state();
    const char* src = "local t = setmetatable({}, {__index = function() error('index boom') end})\n"
                      "ae.read_x(t)\nreturn {}";
    CHECK_THAT(error_of([&] { s.load_module("@content/r.lua", src); }), Contains("index boom"));
}

TEST_CASE("a bound function can yield and continue", "[lua]") {
    State s = make_state();
    auto m = s.load_module("@m.lua", "return { run = function() local x = ae.wait() return x + 1 end }");
    Thread t(s);
    REQUIRE(t.start(field(s, m, "run")) == RunStatus::Yielded);
    REQUIRE(t.nresults() == 1);
    CHECK(std::string(lua_tostring(t.get(), -1)) == "decision");
    const auto answer = [](lua_State* co) {
        lua_pushinteger(co, 4);
        return 1;
    };
    REQUIRE(t.resume(answer) == RunStatus::Done);
    REQUIRE(t.nresults() == 1);
    CHECK(lua_tointeger(t.get(), -1) == 4 * 10 + 7 + 1);
}

TEST_CASE("yielding across a C-call boundary is a clear error", "[lua]") {
    State s = make_state();
    auto m = s.load_module("@content/sort.lua", R"(
        return { run = function()
            local t = {3, 1, 2}
            table.sort(t, function(a, b) ae.wait() return a < b end)
        end })");
    Thread t(s);
    const std::string err = error_of([&] { t.start(field(s, m, "run")); });
    CHECK_THAT(err, Contains("attempt to yield across a C-call boundary"));
    CHECK_THAT(err, Contains("content/sort.lua:4:"));
    CHECK_FALSE(t.suspended());
}

TEST_CASE("yielding outside any coroutine is a clear error", "[lua]") {
    State s = make_state();
    CHECK_THAT(error_of([&] { s.load_module("@m.lua", "ae.wait() return {}"); }),
               Contains("attempt to yield from outside a coroutine"));
}

TEST_CASE("an action from a query is refused", "[lua]") {
    State s = make_state();
    auto m = s.load_module("@content/q.lua", R"(
        return { cond = function() ae.act() return true end,
                 asks = function() return ae.sneaky_wait() end })");
    lua_State* L = s.get();
    field(s, m, "cond").push(L);
    CHECK_THAT(error_of([&] { ae::lua::query_call(L, 0, 1); }), Contains("action not allowed in a query"));
    CHECK(s.query_depth() == 0);

    field(s, m, "cond").push(L); // the same function is fine outside a query
    ae::lua::pcall(L, 0, 1);
    CHECK(lua_toboolean(L, -1));
    lua_pop(L, 1);

    // A yield is an action too, even from a function that forgot ensure_action_allowed.
    Thread t(s);
    ae::lua::QueryScope scope(L);
    CHECK_THAT(error_of([&] { t.start(field(s, m, "asks")); }), Contains("action not allowed in a query"));
}

TEST_CASE("ae.random draws from the host's provider", "[lua]") {
    const char* src = "local r = {} for i = 1, 20 do r[i] = ae.random(6) end return r";
    const auto draws = [&](std::uint64_t seed) {
        State s;
        auto rng = std::make_shared<ae::Rng>(seed);
        s.set_random([rng](std::int64_t n) { return static_cast<std::int64_t>(rng->bounded(n)) + 1; });
        auto r = s.load_module("@r.lua", src);
        std::vector<lua_Integer> out;
        r.push(s.get());
        for (int i = 1; i <= 20; ++i) {
            lua_rawgeti(s.get(), -1, i);
            out.push_back(lua_tointeger(s.get(), -1));
            lua_pop(s.get(), 1);
        }
        lua_pop(s.get(), 1);
        return out;
    };
    const auto a = draws(99);
    CHECK(a == draws(99));
    CHECK(a != draws(100));
    for (auto v : a) CHECK((v >= 1 && v <= 6));
}

TEST_CASE("ae.random refuses bad use", "[lua]") {
    State s;
    CHECK_THAT(error_of([&] { s.load_module("@r.lua", "ae.random(6)"); }), Contains("no random provider"));
    s.set_random([](std::int64_t n) { return n; });
    CHECK_THAT(error_of([&] { s.load_module("@r.lua", "ae.random(0)"); }), Contains("at least 1"));
    CHECK_THAT(error_of([&] { s.load_module("@r.lua", "ae.random(2.5)"); }), Contains("must be an integer"));
    CHECK_THAT(error_of([&] { s.load_module("@r.lua", "ae.random('6')"); }), Contains("must be an integer"));
    s.set_random([](std::int64_t n) { return n + 1; });
    CHECK_THAT(error_of([&] { s.load_module("@r.lua", "ae.random(3)"); }), Contains("outside 1..3"));
}
