// Resolutions as coroutines: start, yield, resume, errors with tracebacks, nesting.
#include "core/errors.hpp"
#include "scripting/bind.hpp"
#include "scripting/state.hpp"
#include "scripting/thread.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

using ae::ScriptError;
using ae::lua::Call;
using ae::lua::Outcome;
using ae::lua::Ref;
using ae::lua::RunStatus;
using ae::lua::State;
using ae::lua::Thread;
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

Outcome pause(Call& c) { return ae::lua::Yield{nullptr, 0, c.top()}; } // yields its arguments

// Starts a nested resolution running the global test function again: a trigger loop.
Ref* g_nest = nullptr;
Outcome nest(Call& c) {
    Thread inner(c.state());
    inner.start(*g_nest);
    return 0;
}

} // namespace

TEST_CASE("a thread runs a function with arguments to completion", "[lua]") {
    State s;
    auto m = s.load_module("@m.lua", "return { sum = function(a, b) return a + b, 'done' end }");
    Thread t(s);
    const auto args = [](lua_State* co) {
        lua_pushinteger(co, 2);
        lua_pushinteger(co, 3);
        return 2;
    };
    REQUIRE(t.start(field(s, m, "sum"), args) == RunStatus::Done);
    REQUIRE(t.nresults() == 2);
    CHECK(lua_tointeger(t.get(), -2) == 5);
    CHECK(std::string(lua_tostring(t.get(), -1)) == "done");
}

TEST_CASE("a thread yields several times and keeps its locals", "[lua]") {
    State s;
    s.register_api("pause", &ae::lua::bind<pause>);
    auto m = s.load_module("@m.lua", R"(
        return { run = function()
            local total = 0
            for i = 1, 3 do total = total + ae.pause(i) end
            return total
        end })");
    Thread t(s);
    REQUIRE(t.start(field(s, m, "run")) == RunStatus::Yielded);
    int steps = 0;
    RunStatus st = RunStatus::Yielded;
    while (st == RunStatus::Yielded) {
        const lua_Integer asked = lua_tointeger(t.get(), -1);
        st = t.resume([asked](lua_State* co) {
            lua_pushinteger(co, asked * 100);
            return 1;
        });
        ++steps;
    }
    CHECK(steps == 3);
    CHECK(lua_tointeger(t.get(), -1) == 600);
}

TEST_CASE("a script error in a thread carries the coroutine's traceback", "[lua]") {
    State s;
    auto m = s.load_module("@content/t.lua", "local function inner() error('bad target') end\n"
                                             "return { run = function() inner() end }");
    Thread t(s);
    const std::string err = error_of([&] { t.start(field(s, m, "run")); });
    CHECK_THAT(err, Contains("content/t.lua:1: bad target"));
    CHECK_THAT(err, Contains("stack traceback:"));
    CHECK_THAT(err, Contains("inner"));
    // The thread was reset and can run another resolution.
    auto ok = s.load_module("@ok.lua", "return { f = function() return 1 end }");
    CHECK(t.start(field(s, ok, "f")) == RunStatus::Done);
}

TEST_CASE("non-string error objects are described", "[lua]") {
    State s;
    auto m = s.load_module("@m.lua", "return { run = function() error({}) end }");
    Thread t(s);
    CHECK_THAT(error_of([&] { t.start(field(s, m, "run")); }), Contains("(error object is a table value)"));
}

TEST_CASE("resume and start are refused in the wrong state", "[lua]") {
    State s;
    s.register_api("pause", &ae::lua::bind<pause>);
    auto m = s.load_module("@m.lua", "return { run = function() ae.pause() end }");
    Thread t(s);
    CHECK_THAT(error_of([&] { t.resume(); }), Contains("not suspended"));
    REQUIRE(t.start(field(s, m, "run")) == RunStatus::Yielded);
    CHECK_THAT(error_of([&] { t.start(field(s, m, "run")); }), Contains("waiting to be resumed"));
    CHECK(t.resume() == RunStatus::Done);
}

TEST_CASE("endlessly nested resolutions are stopped", "[lua]") {
    State s;
    s.register_api("nest", &ae::lua::bind<nest>);
    auto m = s.load_module("@content/loop.lua", "return { run = function() ae.nest() end }");
    Ref run = field(s, m, "run");
    g_nest = &run;
    Thread t(s);
    CHECK_THAT(error_of([&] { t.start(run); }), Contains("nested more than"));
    g_nest = nullptr;
    CHECK_FALSE(s.dead());
}

namespace {
// Starts a small nested resolution and returns: the outer resolution goes on afterwards.
Ref* g_small = nullptr;
Outcome nest_small(Call& c) {
    Thread inner(c.state());
    inner.start(*g_small);
    return 0;
}
} // namespace

TEST_CASE("a nested resolution neither renews nor uses up the outer one's budget", "[lua]") {
    ae::lua::Limits l;
    l.max_instructions = 200'000;
    State s(l);
    s.register_api("nest", &ae::lua::bind<nest_small>);
    // Each round: ~20,000 instructions of its own, then a tiny nested resolution. 30 rounds exceed the
    // outer budget; a nested start that reset the counter would let it run for ever.
    auto m = s.load_module("@content/outer.lua", "return {\n"
                                                 "  small = function() return 1 end,\n"
                                                 "  run = function()\n"
                                                 "    for round = 1, 30 do\n"
                                                 "      local n = 0\n"
                                                 "      for i = 1, 10000 do n = n + i end\n"
                                                 "      ae.nest()\n"
                                                 "    end\n"
                                                 "  end,\n"
                                                 "}");
    Ref small = field(s, m, "small");
    g_small = &small;
    Thread t(s);
    CHECK_THAT(error_of([&] { t.start(field(s, m, "run")); }), Contains("instruction budget exceeded"));
    g_small = nullptr;

    // And the other way round: a nested resolution starts with its own full budget, whatever the outer
    // one has used (it would fail at once if it inherited an almost spent counter).
    State s2(l);
    s2.register_api("nest", &ae::lua::bind<nest_small>);
    auto m2 =
        s2.load_module("@content/late.lua",
                       "return {\n"
                       "  small = function() local n = 0; for i = 1, 40000 do n = n + i end; return n end,\n"
                       "  run = function()\n"
                       "    local n = 0\n"
                       "    for i = 1, 40000 do n = n + i end\n"
                       "    ae.nest()\n"
                       "  end,\n"
                       "}");
    Ref small2 = field(s2, m2, "small");
    g_small = &small2;
    Thread t2(s2);
    CHECK(t2.start(field(s2, m2, "run")) == RunStatus::Done);
    g_small = nullptr;
}
