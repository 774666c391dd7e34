// Hostile-script suite, part 2: budgets. Loops, recursion and memory bombs must end in a clear
// error and leave the process (and, except after running out of memory, the state) usable.
// Loops and bombs are long but finite, so that without the protection a test fails instead of hanging.
#include "core/errors.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/state.hpp"
#include "scripting/thread.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

using ae::ScriptError;
using ae::lua::Limits;
using ae::lua::Ref;
using ae::lua::State;
using ae::lua::Thread;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

Limits small_budget() {
    Limits l;
    l.max_instructions = 200'000;
    return l;
}

// +0: module[name] as a Ref.
Ref field(State& s, const Ref& module, const char* name) {
    module.push(s.get());
    lua_getfield(s.get(), -1, name);
    Ref r = Ref::pop(s.get());
    lua_pop(s.get(), 1);
    return r;
}

} // namespace

TEST_CASE("an infinite loop hits the instruction budget", "[lua]") {
    State s(small_budget());
    const std::string err = error_of([&] {
        s.load_module("@content/loop.lua", "local n = 0\nfor i = 1, 1e7 do n = n + 1 end\nreturn {}");
    });
    CHECK_THAT(err, Contains("content/loop.lua:2: instruction budget exceeded"));
    CHECK(s.budget_exceeded());
    CHECK_FALSE(s.dead());
    // A new resolution gets a fresh budget.
    CHECK_NOTHROW(s.load_module("@ok.lua", "return {}"));
}

TEST_CASE("a script's pcall cannot swallow the budget error", "[lua]") {
    State s(small_budget());
    const char* src = R"(
        for i = 1, 20 do
            pcall(function() for j = 1, 1e6 do end end)
            xpcall(function() for j = 1, 1e6 do end end, function(e) return e end)
        end
        return {})";
    CHECK_THAT(error_of([&] { s.load_module("@content/sneaky.lua", src); }),
               Contains("instruction budget exceeded"));
}

TEST_CASE("a script's pcall still catches ordinary errors", "[lua]") {
    State s(small_budget());
    auto m = s.load_module("@ok.lua", R"(
        local ok, err = pcall(error, 'plain')
        local ok2, err2 = xpcall(function() error({}) end, function(e) return 'handled' end)
        return { ok = ok, err = err, ok2 = ok2, err2 = err2 })");
    lua_State* L = s.get();
    m.push(L);
    lua_getfield(L, -1, "ok");
    CHECK_FALSE(lua_toboolean(L, -1));
    lua_getfield(L, -2, "err");
    CHECK(std::string(lua_tostring(L, -1)) == "plain");
    lua_getfield(L, -3, "err2");
    CHECK(std::string(lua_tostring(L, -1)) == "handled");
    lua_pop(L, 4);
}

TEST_CASE("the budget applies inside coroutines", "[lua]") {
    State s(small_budget());
    auto m = s.load_module("@m.lua", "return { spin = function() for i = 1, 1e7 do end end }");
    Thread t(s);
    CHECK_THAT(error_of([&] { t.start(field(s, m, "spin")); }), Contains("instruction budget exceeded"));
    CHECK_FALSE(t.suspended());
}

TEST_CASE("runaway recursion fails cleanly with stack overflow", "[lua]") {
    State s;
    const std::string err = error_of(
        [&] { s.load_module("@content/rec.lua", "local function f(n) return 1 + f(n + 1) end\nf(1)"); });
    CHECK_THAT(err, Contains("stack overflow"));
    CHECK_NOTHROW(s.load_module("@ok.lua", "return {}"));
}

TEST_CASE("recursion through C functions fails cleanly", "[lua]") {
    State s;
    const char* src = "local function f(s) return (s:gsub('.', f)) end\nf('x')\nreturn {}";
    CHECK_THAT(error_of([&] { s.load_module("@content/crec.lua", src); }), Contains("stack overflow"));
}

TEST_CASE("a memory bomb hits the cap and kills the state", "[lua]") {
    Limits l;
    l.max_bytes = 16u << 20;
    State s(l);
    const std::string err = error_of([&] {
        s.load_module("@content/bomb.lua",
                      "local t = {} for i = 1, 100 do t[#t + 1] = string.rep('x', 1e6) end return {}");
    });
    CHECK_THAT(err, Contains("content/bomb.lua: not enough memory"));
    CHECK(s.dead());
    CHECK_THAT(s.dead_reason(), Contains("not enough memory"));
    CHECK(s.memory_used() <= l.max_bytes);
    CHECK_THAT(error_of([&] { s.load_module("@ok.lua", "return {}"); }), Contains("Lua state is dead"));
}

TEST_CASE("a memory bomb inside the script's pcall is still fatal", "[lua]") {
    Limits l;
    l.max_bytes = 16u << 20;
    State s(l);
    const char* src = R"(
        local t = {}
        for i = 1, 5 do
            pcall(function() for j = 1, 100 do t[#t + 1] = string.rep('y', 1e6) end end)
            t = {}
        end
        return {})";
    CHECK_THAT(error_of([&] { s.load_module("@content/bomb2.lua", src); }), Contains("not enough memory"));
    CHECK(s.dead());
}

TEST_CASE("one huge allocation is refused without being attempted", "[lua]") {
    Limits l;
    l.max_bytes = 16u << 20;
    State s(l);
    CHECK_THAT(error_of([&] { s.load_module("@big.lua", "local s = string.rep('x', 1e9) return {}"); }),
               Contains("not enough memory"));
    CHECK(s.dead());
}

TEST_CASE("a state can be moved while keeping its limits", "[lua]") {
    State a(small_budget());
    State b = std::move(a);
    CHECK_THAT(error_of([&] { b.load_module("@loop.lua", "for i = 1, 1e7 do end return {}"); }),
               Contains("instruction budget"));
    CHECK(&State::of(b.get()) == &b);
}

TEST_CASE("running out of memory in host code kills the state instead of aborting", "[lua]") {
    Limits l;
    l.max_bytes = 1u << 20;
    State s(l);
    const std::string big(2u << 20, 'x');
    // No pcall around this push: without the panic handler Lua would call abort().
    CHECK_THAT(error_of([&] { lua_pushlstring(s.get(), big.data(), big.size()); }),
               Contains("not enough memory"));
    CHECK(s.dead());
    CHECK_THAT(error_of([&] { s.load_module("@ok.lua", "return {}"); }), Contains("Lua state is dead"));
}

TEST_CASE("a state too small to open its libraries fails cleanly", "[lua]") {
    Limits l;
    l.max_bytes = 4000;
    CHECK_THROWS_AS(State(l), ScriptError);
}
