// The awakened Legacy mats (after Chapter 2 the campaign swaps each mat for its awakened definition): the
// same starting cards and breaches, and an ability of their colour.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
PackBattle with(const std::string& mat, std::vector<std::string> turn_order = {"p1", "nemesis"}) {
    PackBattle b(legacy_content(), {mat, "legacy.mage.green_back"}, "legacy.bladius", std::move(turn_order));
    b.setup.nemesis_deck = {"legacy.bladius.cleave", "legacy.bladius.cleave", "legacy.bladius.cleave"};
    b.setup.supply = {"legacy.gem.ancient_cyanolith", "legacy.spell.fire_chakram", "legacy.relic.geophage"};
    b.setup.rules.abilities = true;
    b.setup.players[0].charges = 99; // full
    return b;
}
} // namespace

TEST_CASE("awakened mats: each side keeps its mat's cards and breaches and gains an ability",
          "[pack][legacy][mages]") {
    const auto& c = legacy_content();
    int n = 0;
    for (const auto& [id, m] : c.mages) {
        if (!id.ends_with("_awakened")) continue;
        ++n;
        INFO(id);
        const auto& plain = c.mage(id.substr(0, id.size() - std::string("_awakened").size()));
        CHECK(m.hand == plain.hand);
        CHECK(m.deck == plain.deck);
        for (int b = 0; b < 4; ++b) CHECK(m.breaches[b].setup == plain.breaches[b].setup);
        CHECK(m.ability_charges > 0);
        CHECK(m.ability_window != AbilityWindow::Never);
    }
    CHECK(n == 8);
}

TEST_CASE("awakened orange: Ember Lash deals 4 damage", "[pack][legacy][mages]") {
    PackBattle b = with("legacy.mage.orange_front_awakened");
    b.start();
    b.end_casting();
    REQUIRE(b.has("ability:0"));
    b.ok("ability:0");
    CHECK(b.nemesis_damage() == 4);
    CHECK(b.s().players[0].charges == 0);
}

TEST_CASE("awakened green: Verdant Mend heals a player 3 and Gravehold 2", "[pack][legacy][mages]") {
    PackBattle b = with("legacy.mage.green_front_awakened");
    b.create();
    b.mut().players[1].life = 4;
    b.mut().gravehold_life = 20;
    b.advance();
    b.end_casting();
    b.ok("ability:0");
    b.pick_player(1);
    CHECK(b.life(1) == 7);
    CHECK(b.s().gravehold_life == 22);
}

TEST_CASE("awakened yellow: Sunlit Insight gives an ally two cards and you 2 aether",
          "[pack][legacy][mages]") {
    PackBattle b = with("legacy.mage.yellow_front_awakened");
    b.start();
    b.end_casting();
    const auto ally_hand = b.s().players[1].hand.size();
    b.ok("ability:0");
    CHECK(b.s().players[1].hand.size() == ally_hand + 2);
    CHECK(b.aether() == 2);
}

TEST_CASE("awakened blue: Tidal Ward deals 2 damage and heals a player 2", "[pack][legacy][mages]") {
    PackBattle b = with("legacy.mage.blue_front_awakened");
    b.create();
    b.mut().players[1].life = 5;
    b.advance();
    b.end_casting();
    b.ok("ability:0");
    b.pick_player(1);
    CHECK(b.nemesis_damage() == 2);
    CHECK(b.life(1) == 7);
}
