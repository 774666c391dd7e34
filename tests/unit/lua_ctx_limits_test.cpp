// Hostile scripts against the ctx API: what a script asks of the engine is bounded and checked, and a
// refusal names the script and its line. Each script here got through before the checks.
#include "tests/support/lua_fixture.hpp"
#include "tests/support/script_error.hpp"

#include <algorithm>

using namespace ae;
using ae::test::error_of;
using ae::test::LuaFixture;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;
using Catch::Matchers::StartsWith;

namespace {

// Plays Crystal, whose play effect is `body`, and returns the error it ends with.
std::string crystal_error(LuaFixture& f, const std::string& body) {
    f.script("t.gem.crystal", "return { play = function(ctx)\n" + body + "\nend }");
    f.start();
    const CardId c = f.hand_card(0, "t.gem.crystal");
    return error_of([&] { f.answer({"play:" + std::to_string(c.value())}); });
}

} // namespace

TEST_CASE("ctx:mark_turn refuses a turn's worth of marks beyond its cap", "[lua]") {
    LuaFixture f;
    // Each mark was a linear search through all the others: 400,000 of them took minutes.
    const std::string err = crystal_error(f, "for i = 1, 5000 do ctx:mark_turn('m' .. i) end");
    CHECK_THAT(err,
               Contains("t.gem.crystal (play): ") && Contains(":2: more than 256 turn marks in one turn"));
    CHECK(f.s().turn.used_once.size() <= 256);
}

TEST_CASE("ctx token counts cannot overflow or wrap", "[lua]") {
    LuaFixture f;
    // 4294967301 was cut to 32 bits and stored as 5.
    CHECK_THAT(crystal_error(f, "ctx:add_tokens('x', 4294967301)"),
               Contains(":2: arg 2: expected a change from -1000000 to 1000000, got 4294967301"));
    CHECK(f.s().nemesis.tokens.count("x") == 0);
    LuaFixture g;
    CHECK_THAT(crystal_error(g, "ctx:set_tokens('x', 1000000)\nctx:add_tokens('x', 1)"),
               Contains(":3: token 'x' would exceed 1000000"));
    LuaFixture h;
    CHECK_THAT(crystal_error(h, "ctx:set_tokens('x', -3)"),
               Contains("expected an amount from 0 to 1000000, got -3"));
}

TEST_CASE("a destroyed card stays destroyed", "[lua]") {
    LuaFixture f;
    const std::string err = crystal_error(f, "local c = ctx:this_card()\nctx:destroy(c)\nctx:discard(c)");
    CHECK_THAT(err, Contains(":4: ") && Contains("was destroyed and has left the battle"));
    const auto& d = f.s().destroyed;
    CHECK(d.size() == 1);
    CHECK(f.s().players[0].discard.end() ==
          std::find(f.s().players[0].discard.begin(), f.s().players[0].discard.end(), d.front()));
}

TEST_CASE("ctx functions must be called as methods of the battle's ctx", "[lua]") {
    LuaFixture f;
    CHECK_THAT(crystal_error(f, "ctx.damage_gravehold(5, 2)"), Contains(":2: ctx functions are methods"));
    CHECK(f.s().gravehold_life == f.s().gravehold_max);
    LuaFixture g;
    CHECK_THAT(crystal_error(g, "ctx.gravehold_life({})"), Contains("ctx functions are methods"));
}

TEST_CASE("an unleash that unleashes again stops at the nesting limit, naming the script", "[lua]") {
    LuaFixture f;
    // Each link kept a suspended coroutine and its steps: 155 MB later the state died of memory.
    f.script("t.nemesis.brute",
             "return { unleash = function(ctx) ctx:add_tokens('rage', 1) ctx:unleash() end }");
    const std::string err = crystal_error(f, "ctx:unleash()");
    CHECK_THAT(err, Contains("t.nemesis.brute (unleash): effects nested more than 50 deep"));
    CHECK(f.s().nemesis.tokens.at("rage") <= 50);
    CHECK(f.host->state().memory_used() < (16u << 20));
}

TEST_CASE("ctx:log and token names take text, bounded (#17 items 9 and 12)", "[lua]") {
    LuaFixture f;
    // "\xff" reached the battle log and later broke saving it as JSON, naming no script.
    CHECK_THAT(crystal_error(f, "ctx:log('\\xff')"),
               Contains(":2: arg 2: the text is not valid UTF-8 (byte 1)"));
    LuaFixture g;
    CHECK_THAT(crystal_error(g, "ctx:log('a\\27[2Jb')"), Contains("holds a control character (byte 2)"));
    LuaFixture h;
    CHECK_THAT(crystal_error(h, "ctx:log(('x'):rep(8 * 1024 * 1024))"),
               Contains(":2: ctx:log takes at most 2000 bytes, not 8388608"));
    LuaFixture i;
    CHECK_THAT(crystal_error(i, "ctx:add_tokens('\\xc0\\xaf', 1)"),
               Contains("arg 2: the text is not valid UTF-8"));
    CHECK(i.s().nemesis.tokens.count("\xc0\xaf") == 0);
    LuaFixture j;
    CHECK_THAT(crystal_error(j, "ctx:set_tokens(('t'):rep(65), 1)"),
               Contains("a token name is 1 to 64 bytes"));
}

TEST_CASE("every text a script hands the engine is checked where it enters (#17 item 9)", "[lua]") {
    // Each of these once got into the battle state and broke the next save with a raw JSON error.
    LuaFixture f;
    CHECK_THAT(crystal_error(f, "ctx:lose('\\xff')"),
               Contains(":2: arg 2: the text is not valid UTF-8 (byte 1)"));
    CHECK(f.s().result == Result::None);
    LuaFixture g;
    CHECK_THAT(crystal_error(g, "ctx:mark_turn('a\\27[2J')"),
               Contains(":2: arg 2: the text holds a control character"));
    CHECK(g.s().turn.used_once.empty());
    LuaFixture h;
    CHECK_THAT(crystal_error(h, "ctx:choose_player({ prompt = 'Who?\\xc0\\xaf' })"),
               Contains("field 'prompt': the text is not valid UTF-8"));
}

TEST_CASE("what one battle's scripts may write is bounded: log lines and storage (#17 item 12)", "[lua]") {
    LuaFixture f;
    // 2000-byte lines, each allowed alone: the battle's total stops them at 1 MB.
    const std::string err = crystal_error(f, "for i = 1, 600 do ctx:log(('x'):rep(2000)) end");
    CHECK_THAT(err, Contains("t.gem.crystal (play): ") &&
                        Contains(":2: ctx:log: this battle's scripts have written") &&
                        Contains("a battle takes at most 1048576"));
    CHECK(f.s().script_log_bytes <= (1u << 20));
    CHECK(f.s().script_log_bytes >= (1u << 20) - 2000);
    LuaFixture g;
    // 20,000 strings kept for the rest of the battle once made 21 MB of checkpoint and hash work.
    CHECK_THAT(crystal_error(g, "for i = 1, 20000 do ctx.storage[i] = ('x'):rep(100) end"),
               Contains("t.gem.crystal (play): storage: ") &&
                   Contains("bytes saved; a battle's storage holds at most 1048576"));
    CHECK(g.s().script_storage.size() <= (1u << 20));
}

TEST_CASE("every script refusal names the script, and the line where there is one (#17 item 14)", "[lua]") {
    // Lua puts the place only in front of string messages.
    LuaFixture f;
    CHECK_THAT(crystal_error(f, "error({})"),
               StartsWith("t.gem.crystal (play): t.gem.crystal:2: (error object is a table value)"));
    LuaFixture g;
    CHECK_THAT(crystal_error(g, "error(nil)"),
               StartsWith("t.gem.crystal (play): t.gem.crystal:2: (error object is a nil value)"));
    LuaFixture h;
    CHECK_THAT(crystal_error(h, "error('plain')"),
               StartsWith("t.gem.crystal (play): t.gem.crystal:2: plain"));
    LuaFixture i;
    CHECK_THAT(crystal_error(i, "local t = {}\nfor i = 1, 1e8 do t[i] = {} end"),
               StartsWith("t.gem.crystal (play): t.gem.crystal:3: not enough memory"));
    // Storage is saved when the effect ends: the refusal names the effect that left it unsavable.
    LuaFixture j;
    CHECK_THAT(
        crystal_error(j, "ctx.storage.f = function() end"),
        Equals("t.gem.crystal (play): storage.f: functions cannot be saved (checked when the effect ended)"));
    LuaFixture k;
    const std::string deep =
        crystal_error(k, "local t = {} for i = 1, 200 do t = { t } end ctx.storage.d = t");
    CHECK_THAT(deep, StartsWith("t.gem.crystal (play): storage.d[1][1]") &&
                         Contains("tables nested more than 100 deep cannot be saved"));
    CHECK(deep.size() < 300);
}
