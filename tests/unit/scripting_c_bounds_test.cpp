// Hostile-script suite, part 3: work that one Lua instruction can start in C (a pattern match, a table
// shift, a long string), and the xpcall message handler. Each script below ran for seconds to minutes
// inside the instruction budget before the bounds; each is finite, so that without them a test fails
// on its checks instead of hanging.
#include "scripting/state.hpp"
#include "scripting/thread.hpp"
#include "tests/support/module_field.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <string>

using ae::lua::Limits;
using ae::lua::State;
using ae::lua::Thread;
using ae::test::error_of;
using ae::test::module_integer;
using Catch::Matchers::Contains;

namespace {

Limits budget(std::uint64_t instructions) {
    Limits l;
    l.max_instructions = instructions;
    return l;
}

std::string load_error(State& s, const std::string& body) {
    return error_of([&] { s.load_module("@content/hostile.lua", body + "\nreturn {}"); });
}

} // namespace

TEST_CASE("an xpcall message handler runs under the budget, and never after a spent one", "[lua]") {
    State s(budget(200'000));
    // The handler counts its own iterations in M.spun; a handler run where hooks are off would finish
    // all ten million of them.
    auto m = s.load_module("@content/handler.lua", R"(
        local M = { spun = 0 }
        local function spin(e) for i = 1, 1e7 do M.spun = M.spun + 1 end return e end
        function M.loop_first() xpcall(function() for i = 1, 1e7 do end end, spin) end
        function M.error_first() xpcall(function() error('x') end, spin) end
        return M)");
    for (const char* which : {"loop_first", "error_first"}) {
        INFO(which);
        m.push(s.get());
        lua_pushinteger(s.get(), 0);
        lua_setfield(s.get(), -2, "spun");
        lua_pop(s.get(), 1);
        Thread t(s);
        CHECK_THAT(error_of([&] { t.start(ae::test::module_field(s, m, which)); }),
                   Contains("instruction budget exceeded"));
        CHECK(module_integer(s, m, "spun") < 200'000);
    }
    // A handler still sees ordinary errors, and what it returns comes back after false.
    auto ok = s.load_module("@content/ok.lua", R"(
        local ok, v = xpcall(function() error({ code = 7 }) end, function(e) return e.code * 2 end)
        local ok2, a, b = xpcall(function(x, y) return y, x end, error, 1, 2)
        return { n = (ok and 0 or 1) + v + a * 100 + b * 1000 + (ok2 and 10000 or 0) })");
    CHECK(module_integer(s, ok, "n") == 1 + 14 + 200 + 1000 + 10000);
}

TEST_CASE("a backtracking pattern is refused before it runs", "[lua]") {
    State s;
    // About 10^8 matcher steps each without the bound; with it, refused at once at the calling line.
    for (const std::string call :
         {"string.find(s, p)", "s:match(p)", "s:gsub(p, '')", "for _ in s:gmatch(p) do end"}) {
        INFO(call);
        const std::string err = load_error(s, "local s, p = ('a'):rep(200), ('a*'):rep(3) .. 'b'\n" + call);
        CHECK_THAT(err, Contains("content/hostile.lua:2: instruction budget exceeded (pattern too costly"));
    }
}

TEST_CASE("ordinary patterns and plain searches still work", "[lua]") {
    State s;
    auto m = s.load_module("@content/ok.lua", R"lua(
        local kind, n = ("card:12"):match("^(%a+):(%d+)$")
        local words = 0
        for _ in ("one two  three"):gmatch("%S+") do words = words + 1 end
        local found = string.find("a.b", ".", 1, true)
        local swapped = ("x=1, y=2"):gsub("(%w+)=(%w+)", "%2=%1")
        return { n = tonumber(n) + words * 100 + found * 1000 + (swapped == "1=x, 2=y" and 10000 or 0)
                     + (kind == "card" and 100000 or 0) })lua");
    CHECK(module_integer(s, m, "n") == 12 + 300 + 2000 + 10000 + 100000);
}

TEST_CASE("appending to and popping from a long list is not charged as a shift", "[lua]") {
    State s(budget(2'000'000));
    // Charged as shifts, 30,000 appends would cost 450 million and fail; they shift nothing.
    auto m = s.load_module("@content/list.lua", R"(
        local t = {}
        for i = 1, 3e4 do table.insert(t, i) end
        for i = 1, 1e4 do table.remove(t) end
        return { n = #t })");
    CHECK(module_integer(s, m, "n") == 20000);
}

TEST_CASE("many cheap-looking searches over a long subject use up the budget", "[lua]") {
    State s(budget(2'000'000));
    // Each call is one instruction but about a million matcher steps: 200 of them took seconds.
    CHECK_THAT(load_error(s, "local s = ('a'):rep(1000)\nfor i = 1, 200 do s:find('a*b') end"),
               Contains("content/hostile.lua:2: instruction budget exceeded"));
}

TEST_CASE("table shifts, moves, sorts and unpacks are charged by their length", "[lua]") {
    State s(budget(1'000'000));
    // table.insert at the front shifts everything: quadratic, 10^10 moves without the charge.
    CHECK_THAT(load_error(s, "local t = {}\nfor i = 1, 3e4 do table.insert(t, 1, i) end"),
               Contains("instruction budget exceeded"));
    CHECK_THAT(load_error(s, "table.move({}, 1, 3e7, 1)"), Contains("(table.move over a long range)"));
    CHECK_THAT(load_error(s, "local t = {} for i = 1, 1e5 do t[i] = -i end\ntable.sort(t)"),
               Contains("content/hostile.lua:2: instruction budget exceeded (sorting a long table)"));
    CHECK_THAT(load_error(s, "local t = {}\nfor i = 1, 2e3 do local a = table.unpack(t, 1, 1e5) end"),
               Contains("instruction budget exceeded"));
}

TEST_CASE("making long strings is charged by their length", "[lua]") {
    State s(budget(2'000'000));
    // One `..` copies a megabyte; three thousand of them are one instruction each but 3 GB of copying.
    CHECK_THAT(load_error(s, "local big = ('x'):rep(1 << 20)\nfor i = 1, 3e3 do local c = big .. i end"),
               Contains("content/hostile.lua:2: instruction budget exceeded"));
}

TEST_CASE("a run of slow instructions stops at the time limit", "[lua]") {
    Limits l;
    l.max_seconds = 0.2;
    State s(l);
    // Comparing two equal 1 MiB strings is one instruction and copies nothing; a hundred thousand of
    // them take seconds within the instruction budget. Only the clock sees them.
    const std::string err = load_error(s, R"(local a = ('x'):rep((1 << 20) - 1) .. 'y'
local b = ('x'):rep((1 << 20) - 1) .. 'y'
local same = 0
for i = 1, 1e5 do if a == b then same = same + 1 end end)");
    CHECK_THAT(err,
               Contains("content/hostile.lua:4: instruction budget exceeded (ran longer than the 0.2 s"));
    CHECK_FALSE(s.dead());
    CHECK_NOTHROW(s.load_module("@ok.lua", "return {}")); // a new resolution gets a new window
}
