// Engine hooks that scripts reach through ctx: on_gain, while-prepped effects, the turn order deck,
// minion damage modifiers, turn marks.
#include "core/errors.hpp"
#include "tests/support/lua_fixture.hpp"

using namespace ae;
using ae::test::LuaFixture;

TEST_CASE("on_gain: a gained card's own effect runs with the gainer as 'you'", "[lua_host][hooks]") {
    LuaFixture f;
    f.script("t.gem.jade", R"(
return { play = function(ctx) ctx:gain_aether(2) end,
         on_gain = function(ctx) ctx:move(ctx:this_card(), ctx:you(), "deck_top") end })");
    f.start();
    f.play("t.gem.crystal");
    f.play("t.gem.crystal");
    f.ok("buy:t.gem.jade");
    const auto& p = f.s().players[0];
    REQUIRE(!p.deck.empty());
    CHECK(f.s().card(p.deck.front()).def == "t.gem.jade"); // on top of the deck, not in the discard pile
    CHECK(p.discard.empty());
}

TEST_CASE("on_gain also runs for a card gained by a script, which then gets the card", "[lua_host][hooks]") {
    LuaFixture f;
    f.script("t.gem.jade", R"(
return { play = function(ctx) end, on_gain = function(ctx) ctx:gain_aether(5) end })");
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local c = ctx:gain_card(ctx:you(), "t.gem.jade", "hand")
  ctx:log("gained " .. ctx:card(c).name)
end })");
    f.start();
    f.play("t.gem.crystal");
    CHECK(f.s().turn.aether == 5);
    CHECK(f.s().card(f.s().players[0].hand.back()).def == "t.gem.jade");
}

TEST_CASE("while prepped: a main-phase option, once per turn", "[lua_host][hooks]") {
    LuaFixture f;
    f.script("t.spell.spark", R"(
return { cast = function(ctx) ctx:deal_damage(1) end,
         while_prepped = function(ctx) ctx:gain_aether(3) end })");
    f.start();
    const CardId spark = f.hand_card(0, "t.spell.spark");
    f.ok("prep:" + std::to_string(spark.value()) + ":1");
    const std::string id = "while_prepped:" + std::to_string(spark.value());
    REQUIRE(f.pending().find(id));
    f.ok(id);
    CHECK(f.s().turn.aether == 3);
    REQUIRE(f.pending().find(id));
    CHECK_FALSE(f.pending().find(id)->enabled);
    CHECK(f.pending().find(id)->reason == "already used this turn");
}

TEST_CASE("the turn order deck: reveal, place at the bottom, return a card from the discard",
          "[lua_host][hooks]") {
    LuaFixture f(2, {"p1", "nemesis", "p2", "nemesis"});
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local top = ctx:turn_order_reveal(2)
  ctx.storage.seen = top[1] .. "," .. top[2]
  ctx:turn_order_place(1, "bottom")
  ctx.storage.returned = ctx:turn_order_return("p1")
end })");
    f.start();
    f.play("t.gem.crystal");
    CHECK(f.s().script_storage == R"({"returned":true,"seen":"nemesis,p2"})");
    // nemesis went to the bottom, then p1 came back from the discard and the deck was shuffled: 4 cards.
    CHECK(f.s().turn_order_deck.size() == 4);
    CHECK(f.s().turn_order_discard.empty());
}

TEST_CASE("modify_damage: a minion's own text changes the damage it takes", "[lua_host][hooks]") {
    LuaFixture f(1, {"nemesis", "p1"});
    f.script("t.nemesis.brute.card.c11", R"(
return { persistent = function(ctx) end,
         modify_damage = function(ctx, amount) if amount > 1 then return 1 end return amount end })");
    f.script("t.gem.crystal", R"(
return { play = function(ctx) ctx.storage.dealt = ctx:deal_damage(3, ctx:minions()[1]) end })");
    f.setup.nemesis_deck = {"t.nemesis.brute.card.c11", "t.nemesis.brute.card.c10"};
    f.start();
    f.play("t.gem.crystal");
    REQUIRE(f.s().nemesis.in_play.size() == 1);
    CHECK(f.s().nemesis.in_play[0].life == 3);
    CHECK(f.s().script_storage == R"({"dealt":1})");
}

TEST_CASE("the prevent_damage turn mark stops damage to players and Gravehold until the turn ends",
          "[lua_host][hooks]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx:mark_turn("prevent_damage")
  ctx.storage.marked = ctx:turn_marked("prevent_damage")
  ctx.storage.suffered = ctx:damage_player(1, 4)
end })");
    f.start();
    f.play("t.gem.crystal");
    CHECK(f.s().players[0].life == 10);
    CHECK(f.s().script_storage == R"({"marked":true,"suffered":0})");
}

TEST_CASE("ae.require loads a shared helper module from the content", "[lua_host][hooks]") {
    LuaFixture f;
    f.script("t/lib/util.lua", "return { double = function(x) return 2 * x end }");
    f.script("t.gem.crystal", R"(
local util = ae.require("t/lib/util")
return { play = function(ctx) ctx:gain_aether(util.double(3)) end })");
    f.start();
    f.play("t.gem.crystal");
    CHECK(f.s().turn.aether == 6);
}
