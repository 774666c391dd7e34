// ctx functions that no shipped script happens to use yet, each called from an inline script and compared
// with the engine's own state (the rest are exercised by the pack tests through the shipped scripts).
#include "tests/support/lua_fixture.hpp"

#include <nlohmann/json.hpp>

using namespace ae;
using ae::test::LuaFixture;

namespace {
nlohmann::json storage(LuaFixture& f) { return nlohmann::json::parse(f.s().script_storage); }

CardId put_in_play(LuaFixture& f, const std::string& def, int life, int power) {
    const CardId c = f.e().new_card(def, true, -1);
    auto& st = f.e().mut();
    st.nemesis.in_play.push_back({c, life, power, st.next_arrival++, 0});
    return c;
}
} // namespace

TEST_CASE("ctx: life, deck and Gravehold queries read the battle", "[lua]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local me = ctx:you()
  ctx.storage.out = { max_life = ctx:max_life(me), deck = ctx:deck_size(me), gravehold = ctx:gravehold_life(),
                      gravehold_max = ctx:gravehold_max(), nemesis_deck = ctx:nemesis_deck_size(),
                      ally_max = ctx:ally_max_charges(), curses = #ctx:curse_deck() }
  local ok, err = pcall(ctx.side_deck_size, ctx, "strikes")
  ctx.storage.side_ok, ctx.storage.side_err = ok, err
end })");
    f.start();
    f.e().mut().gravehold_life = 23;
    f.e().mut().players[0].max_life = 12;
    f.play("t.gem.crystal");
    const auto out = storage(f).at("out");
    CHECK(out.at("max_life") == 12);
    CHECK(out.at("deck") == f.s().players[0].deck.size());
    CHECK(out.at("gravehold") == 23);
    CHECK(out.at("gravehold_max") == f.s().gravehold_max);
    CHECK(out.at("nemesis_deck") == f.s().nemesis.deck.size());
    CHECK(out.at("ally_max") == 0); // no protected ally: Gravehold itself
    CHECK(out.at("curses") == 0);
    CHECK(storage(f).at("side_ok") == false);
    CHECK(storage(f).at("side_err").get<std::string>().find("no side deck 'strikes'") != std::string::npos);
}

TEST_CASE("ctx: power tokens are read and set on a power in play", "[lua]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local p = ctx:powers()[1]
  ctx.storage.before = ctx:power_tokens(p)
  ctx:set_power_tokens(p, 5)
end })");
    f.start();
    const CardId power = put_in_play(f, "t.nemesis.brute.card.c12", 0, 2);
    f.play("t.gem.crystal");
    CHECK(storage(f).at("before") == 2);
    CHECK(f.e().in_play(power)->power == 5);
}

TEST_CASE("ctx: heal_minion stops at the printed life; silenced tells whether silence is on", "[lua]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local m = ctx:minions()[1]
  ctx:heal_minion(m, 2)
  ctx.storage.healed = ctx:minion_life(m)
  ctx:heal_minion(m, 10)
  ctx.storage.capped = ctx:minion_life(m)
  ctx.storage.quiet_before = ctx:silenced(m)
  ctx:silence(m)
  ctx.storage.quiet_after = ctx:silenced(m)
end })");
    f.start();
    put_in_play(f, "t.nemesis.brute.card.c11", 1, 0); // printed life 4
    f.play("t.gem.crystal");
    CHECK(storage(f).at("healed") == 3);
    CHECK(storage(f).at("capped") == 4);
    CHECK(storage(f).at("quiet_before") == false);
    CHECK(storage(f).at("quiet_after") == true);
}

TEST_CASE("ctx: damage_source names what deals the damage a nemesis places itself", "[lua]") {
    LuaFixture f;
    f.script("t.nemesis.brute", R"(
return {
  unleash = function(ctx) ctx:add_tokens('rage', 1) end,
  nemesis_damage = function(ctx)
    ctx.storage.source, ctx.storage.amount = ctx:damage_source(), ctx:amount()
    ctx:lose_nemesis_life(ctx:amount() - 1) -- this nemesis shrugs off 1 of every hit
  end,
})");
    f.script("t.gem.crystal", "return { play = function(ctx) ctx:deal_damage(3, 'nemesis') end }");
    f.start();
    f.play("t.gem.crystal");
    CHECK(storage(f).at("source") == "t.gem.crystal");
    CHECK(storage(f).at("amount") == 3);
    CHECK(f.s().nemesis.life == 28);
}
