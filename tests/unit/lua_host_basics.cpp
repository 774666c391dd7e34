// The Lua host running real effects: card scripts change the battle through ctx, choices suspend the
// coroutine until the players answer, and script errors abort with the content id and file:line.
#include "core/errors.hpp"
#include "tests/support/lua_fixture.hpp"

using namespace ae;
using ae::test::LuaFixture;

TEST_CASE("a gem's Lua play effect gains aether", "[lua_host]") {
    LuaFixture f;
    f.start();
    f.play("t.gem.crystal");
    CHECK(f.s().turn.aether == 1);
}

TEST_CASE("a choice suspends the script until the answer, which the script then uses", "[lua_host]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local pick = ctx:choose_option{ prompt = "Aether or life?", options = {
      { id = "aether", text = "Gain 2 aether" }, { id = "life", text = "Gain 1 life" } } }
  if pick == "aether" then ctx:gain_aether(2) else ctx:gain_life(ctx:you(), 1) end
end })");
    f.start();
    f.play("t.gem.crystal");
    REQUIRE(f.pending().kind == DecisionKind::ChooseOption);
    CHECK(f.pending().prompt == "Aether or life?");
    CHECK(f.answer({"nope"}).accepted == false);
    f.ok("aether");
    CHECK(f.s().turn.aether == 2);
    CHECK(f.host->live_runs() == 0);
}

TEST_CASE("deal_damage asks for a target and returns the damage dealt", "[lua_host]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local dealt = ctx:deal_damage(4)
  ctx:gain_aether(dealt)
end })");
    f.setup.swift = false; // with no minion in play the only target would be chosen automatically
    f.start();
    f.play("t.gem.crystal");
    REQUIRE(f.pending().kind == DecisionKind::ChooseTarget);
    f.ok("nemesis");
    CHECK(f.s().nemesis.life == 26);
    CHECK(f.s().turn.aether == 4);
}

TEST_CASE("choose_cards returns card handles the script can act on", "[lua_host]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local me = ctx:you()
  local picked = ctx:choose_cards{ prompt = "Destroy up to two", cards = ctx:hand(me), min = 0, max = 2 }
  for _, c in ipairs(picked) do ctx:destroy(c) end
  ctx:gain_aether(#picked)
end })");
    f.start();
    f.play("t.gem.crystal");
    REQUIRE(f.pending().kind == DecisionKind::ChooseCards);
    const CardId a = f.hand_card(0, "t.gem.crystal");
    const CardId b = f.hand_card(0, "t.spell.spark");
    REQUIRE(f.answer({"card:" + std::to_string(a.value()), "card:" + std::to_string(b.value())}).accepted);
    CHECK(f.s().destroyed == std::vector<CardId>{a, b});
    CHECK(f.s().turn.aether == 2);
}

TEST_CASE("a script error aborts with the content id and the file and line", "[lua_host]") {
    LuaFixture f;
    f.script("t.gem.crystal", "return { play = function(ctx)\n  ctx:gain_aether(nil)\nend }");
    f.start();
    try {
        f.play("t.gem.crystal");
        FAIL("expected a script error");
    } catch (const ScriptError& e) {
        const std::string msg = e.what();
        CHECK(msg.find("t.gem.crystal") != std::string::npos);
        CHECK(msg.find(":2:") != std::string::npos);
        CHECK(msg.find("expected integer") != std::string::npos);
    }
}

TEST_CASE("an infinite loop in an effect hits the instruction budget", "[lua_host]") {
    LuaFixture f;
    f.script("t.gem.crystal", "return { play = function(ctx) while true do end end }");
    f.start();
    CHECK_THROWS_WITH(f.play("t.gem.crystal"), Catch::Contains("instruction budget"));
}

TEST_CASE("a query callback that calls an action is refused", "[lua_host]") {
    LuaFixture f;
    f.content.nemesis_cards["t.nemesis.brute.card.c12"].to_discard = true;
    f.script("t.nemesis.brute.card.c12", R"(
return { power = function(ctx) end,
         to_discard = function(ctx) end,
         can_discard = function(q) q:gain_aether(1); return true end })");
    f.setup.nemesis_deck = {"t.nemesis.brute.card.c12", "t.nemesis.brute.card.c10"};
    f.setup.turn_order = {"nemesis", "p1"};
    CHECK_THROWS_WITH(f.start(), Catch::Contains("action not allowed in a query"));
}

TEST_CASE("a stale minion handle is refused", "[lua_host]") {
    LuaFixture f;
    // The minion's script remembers itself in storage; a later effect uses the handle after it died.
    f.script("t.nemesis.brute.card.c11", R"(
return { immediately = function(ctx) end,
         persistent = function(ctx) end })");
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local m = ctx:minions()[1]
  ctx:deal_damage(10, m)
  ctx:minion_life(m)
end })");
    f.setup.nemesis_deck = {"t.nemesis.brute.card.c11", "t.nemesis.brute.card.c10"};
    f.setup.turn_order = {"nemesis", "p1"};
    f.start();
    REQUIRE(f.s().nemesis.in_play.size() == 1);
    CHECK_THROWS_WITH(f.play("t.gem.crystal"), Catch::Contains("no longer exists"));
}

TEST_CASE("ae.random draws from the battle's RNG: same seed, same numbers", "[lua_host][determinism]") {
    auto run = [](std::uint64_t seed) {
        LuaFixture f;
        f.script("t.gem.crystal", "return { play = function(ctx) ctx:gain_aether(ae.random(100)) end }");
        f.start(seed);
        f.play("t.gem.crystal");
        return f.s().turn.aether;
    };
    CHECK(run(5) == run(5));
    int differ = 0;
    for (std::uint64_t s = 1; s < 6; ++s) differ += run(s) != run(s + 10);
    CHECK(differ > 0);
}

TEST_CASE("storage lasts between effects and is part of the state", "[lua_host]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx.storage.plays = (ctx.storage.plays or 0) + 1
  ctx:gain_aether(ctx.storage.plays)
end })");
    f.start();
    f.play("t.gem.crystal");
    f.play("t.gem.crystal");
    CHECK(f.s().turn.aether == 3);
    CHECK(f.s().script_storage == R"({"plays":2})");
}

TEST_CASE("each effect has a fresh budget and stack, also on a reused coroutine", "[lua_host]") {
    LuaFixture f;
    // About 20 000 instructions each; two in one resolution would exceed the 30 000 allowed.
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local n = 0
  for i = 1, 10000 do n = n + 1 end -- two instructions a turn
  ctx:gain_aether(1)
  return n, "left", "on", "the", "stack"
end })");
    f.host = std::make_unique<lua::LuaHost>(f.content, lua::Limits{64u << 20, 30'000});
    f.engine = std::make_unique<Engine>(f.content, *f.host, f.setup, 1);
    f.engine->advance();
    f.play("t.gem.crystal");
    f.play("t.gem.crystal");
    f.play("t.gem.crystal");
    CHECK(f.s().turn.aether == 3);
    CHECK(f.host->live_runs() == 0);
}
