// Base pack relics in a real battle. Brama's breaches: I open, II rotation 1, III rotation 0, IV rotation 2
// (focus 2/3/4; open 4/9/7).
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::PackBattle;

TEST_CASE("Flexing Dagger: the next focus this turn costs 3 less, then prep to it", "[pack]") {
    PackBattle b;
    b.create();
    const CardId dagger = b.give(0, "base.relic.flexing_dagger");
    const CardId spark = b.give(0, "base.spell.spark");
    b.advance();
    b.play(dagger);
    b.ok("discount");
    CHECK(b.has("focus:2"));        // 2 - 3 -> 0
    CHECK(b.has("focus:3"));        // 3 - 3 -> 0
    CHECK(b.has("focus:4", false)); // 4 - 3 -> 1, no aether
    CHECK(b.has("open:2", false));  // 4 - 3 -> 1
    b.ok("focus:3");
    CHECK(b.s().players[0].breaches[2].rotation == 1);
    CHECK(b.s().players[0].breaches[2].status == BreachStatus::Closed);
    CHECK(b.has("prep:" + std::to_string(spark.value()) + ":3")); // focused this turn
    CHECK(b.has("focus:2", false)); // the discount was for one focus or open only
    CHECK(b.aether() == 0);
}

TEST_CASE("Flexing Dagger: the discount waits for aether played after it", "[pack]") {
    PackBattle b;
    b.create();
    const CardId jade = b.give(0, "base.gem.jade");
    const CardId dagger = b.give(0, "base.relic.flexing_dagger");
    b.advance();
    b.play(dagger);
    b.ok("discount");
    b.play(jade);
    CHECK(b.has("open:4", false)); // 7 - 3 = 4 > 2
    b.ok("open:2");                // 4 - 3 = 1
    CHECK(b.s().players[0].breaches[1].status == BreachStatus::Open);
    CHECK(b.aether() == 1);
}

TEST_CASE("Flexing Dagger: OR destroy it and deal 1 damage", "[pack]") {
    PackBattle b;
    b.create();
    const CardId dagger = b.give(0, "base.relic.flexing_dagger");
    b.advance();
    b.play(dagger);
    b.ok("destroy");
    CHECK(b.destroyed(dagger));
    CHECK(b.nemesis_damage() == 1);
}

TEST_CASE("Bottled Vortex: destroy it, destroy up to two cards from hand or discard, draw 1", "[pack]") {
    PackBattle b;
    b.create();
    const CardId vortex = b.give(0, "base.relic.bottled_vortex");
    const CardId old = b.to_discard_pile(0, "base.spell.spark");
    const CardId top = b.s().players[0].deck.front();
    b.advance();
    b.play(vortex);
    CHECK(b.destroyed(vortex));
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().max == 2);
    CHECK(b.pending().options.size() == 6); // 5 in hand + 1 in the discard pile
    const CardId crystal = b.nth_in_hand(0, "base.gem.crystal");
    b.pick({crystal, old});
    CHECK(b.destroyed(crystal));
    CHECK(b.destroyed(old));
    CHECK(b.in_hand(0, top));
    CHECK(b.s().players[0].hand.size() == 5);
    CHECK(b.s().players[0].play_area.empty());
}

TEST_CASE("Unstable Prism: gain 2 aether", "[pack]") {
    PackBattle b;
    b.create();
    const CardId prism = b.give(0, "base.relic.unstable_prism");
    b.advance();
    b.play(prism);
    b.ok("aether");
    CHECK(b.aether() == 2);
}

TEST_CASE("Unstable Prism: play a gem from hand twice, then it is destroyed", "[pack]") {
    SECTION("Jade: 2 + 2") {
        PackBattle b;
        b.create();
        const CardId prism = b.give(0, "base.relic.unstable_prism");
        const CardId jade = b.give(0, "base.gem.jade");
        b.advance();
        b.play(prism);
        b.ok("twice");
        b.pick({jade});
        CHECK(b.aether() == 4);
        CHECK(b.destroyed(jade));
    }
    SECTION("Diamond Cluster: the second resolution is the turn's second cluster") {
        PackBattle b;
        b.create();
        const CardId prism = b.give(0, "base.relic.unstable_prism");
        const CardId cluster = b.give(0, "base.gem.diamond_cluster");
        b.advance();
        b.play(prism);
        b.ok("twice");
        b.pick({cluster});
        CHECK(b.aether() == 6);
        CHECK(b.destroyed(cluster));
    }
    SECTION("no gem in hand: only the aether") {
        PackBattle b;
        b.create();
        b.clear_hand(0);
        const CardId prism = b.give(0, "base.relic.unstable_prism");
        b.advance();
        b.play(prism); // "twice" is disabled, so the only legal choice is taken at once
        CHECK(b.kind() == DecisionKind::MainAction);
        CHECK(b.aether() == 2);
    }
}

TEST_CASE("Blasting Staff: cast a spell you prepped this turn; it deals 2 more damage", "[pack]") {
    SECTION("cast") {
        PackBattle b;
        b.create();
        const CardId staff = b.give(0, "base.relic.blasting_staff");
        const CardId spark = b.give(0, "base.spell.spark");
        b.advance();
        b.end_casting();
        b.ok("prep:" + std::to_string(spark.value()) + ":1");
        b.play(staff);
        b.pick({spark});
        CHECK(b.nemesis_damage() == 3);
        CHECK(b.in_discard(0, spark));
        CHECK(b.count(EventKind::DamageDealt) == 1); // one hit of 3, not a spark and a separate 2
    }
    SECTION("decline") {
        PackBattle b;
        b.create();
        const CardId staff = b.give(0, "base.relic.blasting_staff");
        const CardId spark = b.give(0, "base.spell.spark");
        b.advance();
        b.end_casting();
        b.ok("prep:" + std::to_string(spark.value()) + ":1");
        b.play(staff);
        b.pick_none();
        CHECK(b.nemesis_damage() == 0);
    }
    SECTION("a spell prepped before this turn is not offered") {
        PackBattle b;
        b.create();
        const CardId staff = b.give(0, "base.relic.blasting_staff");
        const CardId spark = b.prep(0, "base.spell.spark", 1);
        b.advance();
        b.end_casting(); // the Spark on the open breach may stay
        b.play(staff);   // nothing to choose from: no decision
        CHECK(b.kind() == DecisionKind::MainAction);
        CHECK(b.nemesis_damage() == 0);
        CHECK(b.s().players[0].breaches[0].prepped == std::vector<CardId>{spark});
    }
}

TEST_CASE("Focusing Orb: focus any player's breach OR destroy it for 3 Gravehold life", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.jian"});
    b.create();
    const CardId first = b.give(0, "base.relic.focusing_orb");
    const CardId second = b.give(0, "base.relic.focusing_orb");
    b.mut().gravehold_life = 20;
    b.advance();
    b.play(first);
    b.ok("focus");
    b.ok("p2:3"); // Jian's breach III, rotation 0
    CHECK(b.s().players[1].breaches[2].rotation == 1);
    b.play(second);
    b.ok("destroy");
    CHECK(b.destroyed(second));
    CHECK(b.s().gravehold_life == 23);
}

TEST_CASE("Mage's Talisman: you and an ally each gain 1 charge", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    b.create();
    const CardId talisman = b.give(0, "base.relic.mages_talisman");
    b.advance();
    b.play(talisman);
    CHECK(b.charges(0) == 1);
    CHECK(b.charges(1) == 1);
}
