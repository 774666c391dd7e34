// The ctx functions #16 §2 added (docs/decisions.md D75), called from inline scripts: adjacent_breaches,
// nemesis_tier and arrange_deck_top, with what each refuses.
#include "engine/events.hpp"
#include "tests/support/lua_fixture.hpp"

#include <nlohmann/json.hpp>

using namespace ae;
using ae::test::LuaFixture;

namespace {
nlohmann::json storage(LuaFixture& f) { return nlohmann::json::parse(f.s().script_storage); }

int tier_of(LuaFixture& f, CardId c) { return f.content.nemesis_cards.at(f.s().card(c).def).tier; }
} // namespace

TEST_CASE("ctx: adjacent_breaches are the neighbours on the mat; a destroyed breach still is one", "[lua]") {
    LuaFixture f;
    // A mage whose mat has no breach IV.
    f.content.mages.at("t.mage.adept").breaches[3] = BreachDef{BreachSetup::Absent, 0};
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local me = ctx:you()
  ctx.storage.out = { one = ctx:adjacent_breaches(me, 1), two = ctx:adjacent_breaches(me, 2),
                      three = ctx:adjacent_breaches(me, 3) }
  ctx.storage.absent_ok, ctx.storage.absent_err = pcall(ctx.adjacent_breaches, ctx, me, 4)
  ctx.storage.five_ok, ctx.storage.five_err = pcall(ctx.adjacent_breaches, ctx, me, 5)
end })");
    f.start();
    f.e().mut().players[0].breaches[1].status = BreachStatus::Destroyed; // II
    f.play("t.gem.crystal");
    const auto out = storage(f).at("out");
    CHECK(out.at("one") == nlohmann::json::array({2}));
    CHECK(out.at("two") == nlohmann::json::array({1, 3}));
    CHECK(out.at("three") == nlohmann::json::array({2})); // no IV on this mat
    CHECK(storage(f).at("absent_ok") == false);
    CHECK(storage(f).at("absent_err").get<std::string>().find("breach 4 is not on this mage's mat") !=
          std::string::npos);
    CHECK(storage(f).at("five_ok") == false);
    CHECK(storage(f).at("five_err").get<std::string>().find("a breach number is 1 to 4, not 5") !=
          std::string::npos);
}

TEST_CASE("ctx: nemesis_tier is the tier of the deck's top card, 0 when the deck is empty", "[lua]") {
    LuaFixture f;
    f.script("t.gem.crystal", "return { play = function(ctx) ctx.storage.tier = ctx:nemesis_tier() end }");
    f.start();
    auto& deck = f.e().mut().nemesis.deck;
    REQUIRE(!deck.empty());
    f.play("t.gem.crystal");
    CHECK(storage(f).at("tier") == 1); // tier 1 is stacked on top
    // Once every tier-1 card has been drawn, tier 2 is next.
    std::erase_if(deck, [&](CardId c) { return tier_of(f, c) == 1; });
    REQUIRE(!deck.empty());
    f.play("t.gem.crystal");
    CHECK(storage(f).at("tier") == 2);
    // An empty deck (a power still in play, so the battle is not won at once).
    deck.clear();
    auto& st = f.e().mut();
    st.nemesis.in_play.push_back(
        {f.e().new_card("t.nemesis.brute.card.c12", true, -1), 0, 2, st.next_arrival++, 0});
    f.play("t.gem.crystal");
    CHECK(storage(f).at("tier") == 0);
}

TEST_CASE("ctx: arrange_deck_top puts the top cards back in the order given, and refuses a wrong order",
          "[lua]") {
    LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  local me = ctx:you()
  ctx.storage.bad_ok, ctx.storage.bad_err = pcall(ctx.arrange_deck_top, ctx, me, {1, 1})
  ctx.storage.long_ok, ctx.storage.long_err = pcall(ctx.arrange_deck_top, ctx, me, {1, 2, 3, 4, 5, 6, 7})
  ctx.storage.zero_ok, ctx.storage.zero_err = pcall(ctx.arrange_deck_top, ctx, me, {0})
  ctx:arrange_deck_top(me, {3, 1, 2})
end })");
    f.start();
    const std::vector<CardId> before = f.s().players[0].deck;
    REQUIRE(before.size() == 5);
    f.play("t.gem.crystal");
    const auto& deck = f.s().players[0].deck;
    CHECK(deck == std::vector<CardId>{before[2], before[0], before[1], before[3], before[4]});
    CHECK(storage(f).at("bad_ok") == false);
    CHECK(storage(f).at("bad_err").get<std::string>().find(
              "each of the top 2 cards of the deck exactly once") != std::string::npos);
    CHECK(storage(f).at("long_ok") == false);
    CHECK(storage(f).at("long_err").get<std::string>().find("the deck holds 5") != std::string::npos);
    CHECK(storage(f).at("zero_ok") == false);
    CHECK(storage(f).at("zero_err").get<std::string>().find("positions from 1") != std::string::npos);
    // One event says how many cards went back, never which.
    int arranged = 0;
    for (const auto& ev : f.e().events())
        if (ev.kind == EventKind::DeckArranged) {
            ++arranged;
            CHECK(ev.amount == 3);
            CHECK(ev.card == kNoCard);
            CHECK(describe(ev, f.s()).find("puts the top 3 cards of the deck back in a new order") !=
                  std::string::npos);
        }
    CHECK(arranged == 1);
}
