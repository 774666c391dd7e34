// Maelstrom: Risen, the Legacy campaign's last nemesis (our design): the Spin track and its nine cards.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
const std::string R = "legacy.maelstrom_risen.";

PackBattle risen(std::vector<std::string> deck,
                 std::vector<std::string> turn_order = {"nemesis", "p1", "p1"}) {
    PackBattle b(legacy_content(), {"legacy.mage.green_front", "legacy.mage.blue_back"},
                 "legacy.maelstrom_risen", std::move(turn_order));
    b.setup.rules.variant = Variant::Legacy;
    b.setup.nemesis_deck = std::move(deck);
    return b;
}
} // namespace

TEST_CASE("Maelstrom: Risen: life 65; Unleash is 2 to Gravehold and a spin; 5 spins lash every player",
          "[pack][legacy][risen]") {
    PackBattle b = risen({R + "rending_tempest", R + "rending_tempest"});
    b.create();
    CHECK(b.s().nemesis.life == 65);
    CHECK(b.tokens("spin") == 0);
    b.mut().nemesis.tokens["spin"] = 3;
    b.advance(); // Rending Tempest: three Unleashes: spin 4, then 5 -> lash (back to 0), then 1
    CHECK(b.gravehold_damage() == 6);
    CHECK(b.tokens("spin") == 1);
    CHECK(b.life(0) == 8);
    CHECK(b.life(1) == 8);
}

TEST_CASE("Maelstrom: Risen: its attacks", "[pack][legacy][risen]") {
    SECTION("Shear: Unleash; the player with the most life suffers 2") {
        PackBattle b = risen({R + "shear", R + "shear"});
        b.create();
        b.mut().players[0].life = 6;
        b.advance();
        CHECK(b.life(1) == 8);
        CHECK(b.gravehold_damage() == 2);
    }
    SECTION("Flaying Wind: Unleash twice; any player suffers 2") {
        PackBattle b = risen({R + "flaying_wind", R + "shear"});
        b.start();
        b.pick_player(0);
        CHECK(b.life(0) == 8);
        CHECK(b.gravehold_damage() == 4);
        CHECK(b.tokens("spin") == 2);
    }
}

TEST_CASE("Maelstrom: Risen: its minions and powers", "[pack][legacy][risen]") {
    SECTION("Edge Swarm gains a spin; Iron Cyclone hits Gravehold for the spin") {
        PackBattle b = risen({R + "shear", R + "shear"}, {"p1", "nemesis", "p1"});
        b.create();
        b.mut().nemesis.tokens["spin"] = 2;
        b.in_play(R + "edge_swarm");
        b.in_play(R + "iron_cyclone");
        b.advance();
        b.end_casting();
        b.ok("end");
        // Nemesis main phase: Edge Swarm (spin 3), Iron Cyclone (3 damage), then Shear (Unleash: 2, spin 4).
        CHECK(b.tokens("spin") == 4);
        CHECK(b.gravehold_damage() == 3 + 2);
    }
    SECTION("Heart of Blades: Unleash each nemesis turn") {
        PackBattle b = risen({R + "shear", R + "shear"}, {"p1", "nemesis", "p1"});
        b.create();
        b.in_play(R + "heart_of_blades");
        b.advance();
        b.end_casting();
        b.ok("end");
        CHECK(b.tokens("spin") == 2); // its Unleash, then Shear's
    }
    SECTION("Tightening Gyre, Eye of the Storm and World Grinder at their last token") {
        PackBattle b = risen({R + "shear", R + "shear"}, {"p1", "nemesis", "p1"});
        b.create();
        b.in_play(R + "tightening_gyre", -1, 1);
        b.in_play(R + "eye_of_the_storm", -1, 1);
        b.in_play(R + "world_grinder", -1, 1);
        b.advance();
        b.end_casting();
        b.ok("end");
        // Gyre: 2 Unleashes (4 damage, spin 2); Eye: +3 spin = 5 -> lash, then Unleash (2, spin 1);
        // Grinder: 6; Shear: Unleash (2, spin 2) and 2 to a player.
        CHECK(b.gravehold_damage() == 4 + 2 + 6 + 2);
        CHECK(b.tokens("spin") == 2);
    }
    SECTION("To discard: 5, 7 and 8 aether") {
        PackBattle b = risen({R + "shear", R + "shear"}, {"p1", "nemesis", "p1"});
        b.create();
        const CardId gyre = b.in_play(R + "tightening_gyre");
        b.advance();
        b.end_casting();
        CHECK_FALSE(b.has("discard_power:" + std::to_string(gyre.value())));
        b.mut().turn.aether = 4;
        b.play(b.nth_in_hand(0, "base.gem.crystal")); // 5 aether: now it can be paid
        REQUIRE(b.has("discard_power:" + std::to_string(gyre.value())));
        b.ok("discard_power:" + std::to_string(gyre.value()));
        CHECK(b.aether() == 0);
        CHECK(b.s().nemesis.in_play.empty());
    }
}
