// The awakened Legacy mats (after Chapter 2 the campaign swaps each mat for its awakened definition): the
// same starting cards and breaches, and an ability of their colour (each tested on both sides); and the plain
// mats, which start with no ability.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

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
    for (const std::string mat : {"legacy.mage.orange_front_awakened", "legacy.mage.orange_back_awakened"}) {
        INFO(mat);
        PackBattle b = with(mat);
        b.start();
        b.end_casting();
        REQUIRE(b.has("ability:0"));
        b.ok("ability:0");
        CHECK(b.nemesis_damage() == 4);
        CHECK(b.s().players[0].charges == 0);
    }
}

TEST_CASE("awakened green: Verdant Mend heals a player 3 and Gravehold 2", "[pack][legacy][mages]") {
    for (const std::string mat : {"legacy.mage.green_front_awakened", "legacy.mage.green_back_awakened"}) {
        INFO(mat);
        PackBattle b = with(mat);
        b.create();
        b.mut().players[1].life = 4;
        b.mut().gravehold_life = 20;
        b.advance();
        b.end_casting();
        b.ok("ability:0"); // only player 2 can gain life: nobody is asked whom (the OR rule)
        CHECK(b.life(1) == 7);
        CHECK(b.life(0) == 10);
        CHECK(b.s().gravehold_life == 22);
        CHECK(b.s().players[0].charges == 0);
    }
}

TEST_CASE("awakened yellow: Sunlit Insight gives an ally two cards and you 2 aether",
          "[pack][legacy][mages]") {
    for (const std::string mat : {"legacy.mage.yellow_front_awakened", "legacy.mage.yellow_back_awakened"}) {
        INFO(mat);
        PackBattle b = with(mat);
        b.start();
        b.end_casting();
        const auto own_hand = b.s().players[0].hand.size();
        const auto ally_hand = b.s().players[1].hand.size();
        b.ok("ability:0");
        CHECK(b.s().players[1].hand.size() == ally_hand + 2);
        CHECK(b.s().players[0].hand.size() == own_hand);
        CHECK(b.aether() == 2);
        CHECK(b.s().players[0].charges == 0);
    }
}

TEST_CASE("awakened blue: Tidal Ward deals 2 damage and heals a player 2", "[pack][legacy][mages]") {
    for (const std::string mat : {"legacy.mage.blue_front_awakened", "legacy.mage.blue_back_awakened"}) {
        INFO(mat);
        PackBattle b = with(mat);
        b.create();
        b.mut().players[1].life = 5;
        b.advance();
        b.end_casting();
        b.ok("ability:0"); // only player 2 can gain life: nobody is asked whom (the OR rule)
        CHECK(b.nemesis_damage() == 2);
        CHECK(b.life(1) == 7);
        CHECK(b.s().players[0].charges == 0);
    }
}

TEST_CASE("Legacy mats before awakening: the starting cards and breaches, and no ability",
          "[pack][legacy][mages]") {
    struct Want {
        std::string mat;
        int rotation_ii, rotation_iii;
    };
    for (const auto& [mat, rot2, rot3] :
         {Want{"legacy.mage.blue_front", 1, 2}, Want{"legacy.mage.orange_back", 2, 0}}) {
        INFO(mat);
        PackBattle b = with(mat);
        b.start();
        const auto& p = b.s().players[0];
        auto defs = [&](const std::vector<CardId>& zone) {
            std::vector<std::string> out;
            for (CardId c : zone) out.push_back(b.s().card(c).def);
            std::sort(out.begin(), out.end());
            return out;
        };
        const std::vector<std::string> five = {"base.gem.crystal", "base.gem.crystal", "base.gem.crystal",
                                               "base.gem.crystal", "base.spell.spark"};
        CHECK(defs(p.hand) == five);
        CHECK(defs(p.deck) == five);
        CHECK(p.breaches[0].status == BreachStatus::Open);
        CHECK(p.breaches[1].status == BreachStatus::Closed);
        CHECK(p.breaches[1].rotation == rot2);
        CHECK(p.breaches[2].status == BreachStatus::Closed);
        CHECK(p.breaches[2].rotation == rot3);
        CHECK(p.breaches[3].status == BreachStatus::Absent);
        // No ability: no charges even when the battle would fill them, and the main phase offers none.
        CHECK(p.max_charges == 0);
        CHECK(p.charges == 0);
        b.end_casting();
        REQUIRE(b.kind() == DecisionKind::MainAction);
        CHECK_FALSE(b.has("ability:0"));
        CHECK_FALSE(b.has("ability:0", false));
    }
}
