// Base pack spells cast in a real battle. Spells are prepped to breach I (open, no bonus damage) unless
// a test says otherwise, so the damage dealt is exactly the spell's own.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::PackBattle;

namespace {
// Brama with `spell` prepped to breach I; the battle stops at the casting decision.
CardId prepped(PackBattle& b, const std::string& spell, int breach = 1) {
    b.create();
    const CardId c = b.prep(0, spell, breach);
    return c;
}
} // namespace

TEST_CASE("Phoenix Flame: 2 damage, or lose a charge for 4", "[pack]") {
    SECTION("no charge: 2 damage, nothing asked") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.phoenix_flame");
        b.advance();
        b.cast(c);
        CHECK(b.nemesis_damage() == 2);
    }
    SECTION("spend a charge: 4 damage") {
        PackBattle b;
        b.setup.players[0].charges = 2;
        const CardId c = prepped(b, "base.spell.phoenix_flame");
        b.advance();
        b.cast(c);
        b.ok("charge");
        CHECK(b.nemesis_damage() == 4);
        CHECK(b.charges(0) == 1);
    }
    SECTION("keep the charge: 2 damage") {
        PackBattle b;
        b.setup.players[0].charges = 2;
        const CardId c = prepped(b, "base.spell.phoenix_flame");
        b.advance();
        b.cast(c);
        b.ok("no");
        CHECK(b.nemesis_damage() == 2);
        CHECK(b.charges(0) == 2);
    }
}

TEST_CASE("Spectral Echo: 2 damage; may destroy a card in hand", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.spectral_echo");
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 2);
    const CardId crystal = b.nth_in_hand(0, "base.gem.crystal");
    b.pick({crystal});
    CHECK(b.destroyed(crystal));
    CHECK(b.s().players[0].hand.size() == 4);
}

TEST_CASE("Amplify Vision: focus the cheapest closed breach; 2 damage, 3 when all are open", "[pack]") {
    SECTION("Brama: breach II (focus 2) is focused; 2 damage") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.amplify_vision");
        b.advance();
        b.cast(c);
        CHECK(b.s().players[0].breaches[1].rotation == 2);
        CHECK(b.s().players[0].breaches[2].rotation == 0);
        CHECK(b.nemesis_damage() == 2);
    }
    SECTION("the last closed breach opens: 3 damage") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.amplify_vision");
        auto& br = b.mut().players[0].breaches;
        br[1].status = br[2].status = BreachStatus::Open;
        br[3].rotation = 3; // one focus from open
        b.advance();
        b.cast(c);
        CHECK(br[3].status == BreachStatus::Open);
        CHECK(b.nemesis_damage() == 3);
    }
}

TEST_CASE("Ignite: 2 damage; an ally gains 1 charge", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.mist"});
    const CardId c = prepped(b, "base.spell.ignite");
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 2);
    CHECK(b.charges(1) == 1);
    CHECK(b.charges(0) == 0);
}

TEST_CASE("Lava Tendril: 3 damage (its end-of-casting-phase damage while prepped has no hook yet)",
          "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.lava_tendril");
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 3);
}

TEST_CASE("Dark Fire: 3 damage per card discarded, up to two", "[pack]") {
    SECTION("discard two: 6 damage") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.dark_fire");
        b.advance();
        b.cast(c);
        REQUIRE(b.kind() == DecisionKind::ChooseCards);
        CHECK(b.pending().min == 0);
        CHECK(b.pending().max == 2);
        const CardId x = b.nth_in_hand(0, "base.gem.crystal", 0), y = b.nth_in_hand(0, "base.gem.crystal", 1);
        b.pick({x, y});
        CHECK(b.nemesis_damage() == 6);
        CHECK(b.in_discard(0, x));
        CHECK(b.in_discard(0, y));
    }
    SECTION("discard none: no damage") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.dark_fire");
        b.advance();
        b.cast(c);
        b.pick_none();
        CHECK(b.nemesis_damage() == 0);
    }
    SECTION("the damage may go to a minion") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.dark_fire");
        const CardId sire = b.in_play("base.basic.bane_sire");
        b.advance();
        b.cast(c);
        b.pick({b.nth_in_hand(0, "base.gem.crystal")});
        REQUIRE(b.kind() == DecisionKind::ChooseTarget);
        b.ok("minion:" + std::to_string(sire.value()));
        REQUIRE(b.nemesis_in_play(sire));
        CHECK(b.nemesis_in_play(sire)->life == 3);
        CHECK(b.nemesis_damage() == 0);
    }
}

TEST_CASE("Essence Theft: 3 damage; discarding a card gives a player 1 life", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    const CardId c = prepped(b, "base.spell.essence_theft");
    b.mut().players[1].life = 5;
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 3);
    const CardId crystal = b.nth_in_hand(0, "base.gem.crystal");
    b.pick({crystal});
    CHECK(b.in_discard(0, crystal));
    CHECK(b.life(1) == 6); // only player 2 can gain life: nobody is asked whom (the OR rule)
}

TEST_CASE("Feral Lightning: prepped to a closed breach without a focus; 3 damage", "[pack]") {
    PackBattle b({"base.mage.brama"}, "base.rageborne", {"p1", "p1"});
    b.create();
    const CardId c = b.give(0, "base.spell.feral_lightning");
    const CardId spark = b.give(0, "base.spell.spark");
    b.advance();
    CHECK(b.has("prep:" + std::to_string(c.value()) + ":2"));           // breach II is closed, not focused
    CHECK_FALSE(b.has("prep:" + std::to_string(spark.value()) + ":2")); // an ordinary spell may not
    b.ok("prep:" + std::to_string(c.value()) + ":2");
    b.ok("end");
    // Turn 2: a spell on a closed breach must be cast, the only legal answer, so it is cast at once.
    REQUIRE(b.s().turn.number == 2);
    CHECK(b.in_discard(0, c));
    CHECK(b.nemesis_damage() == 3);
}

TEST_CASE("Oblivion Swell: 2 damage plus the cost of a discarded gem", "[pack]") {
    SECTION("discard Jade: 4 damage") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.oblivion_swell");
        const CardId jade = b.give(0, "base.gem.jade");
        b.advance();
        b.cast(c);
        REQUIRE(b.kind() == DecisionKind::ChooseCards);
        CHECK(b.pending().options.size() == 5); // the gems only: 4 Crystals and the Jade
        b.pick({jade});
        CHECK(b.in_discard(0, jade));
        CHECK(b.nemesis_damage() == 4);
    }
    SECTION("no gem discarded: 2 damage") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.oblivion_swell");
        b.advance();
        b.cast(c);
        b.pick_none();
        CHECK(b.nemesis_damage() == 2);
    }
}

TEST_CASE("Oblivion Swell: while prepped, gain 1 aether once per turn in the main phase", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.oblivion_swell");
    b.advance();
    b.end_casting();
    const std::string use = "while_prepped:" + std::to_string(c.value());
    REQUIRE(b.has(use));
    b.ok(use);
    CHECK(b.aether() == 1);
    CHECK(b.has(use, false)); // once per turn
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    CHECK(b.aether() == 2);
}

TEST_CASE("Chaos Arc: 3 damage", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.chaos_arc");
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 3);
}

TEST_CASE("Planar Insight: 2 damage plus 1 per open breach", "[pack]") {
    SECTION("Brama, one open breach: 3") {
        PackBattle b;
        const CardId c = prepped(b, "base.spell.planar_insight");
        b.advance();
        b.cast(c);
        CHECK(b.nemesis_damage() == 3);
    }
    SECTION("Jian, two open breaches: 4") {
        PackBattle b({"base.mage.jian"});
        const CardId c = prepped(b, "base.spell.planar_insight");
        b.advance();
        b.cast(c);
        CHECK(b.nemesis_damage() == 4);
    }
}

TEST_CASE("Wildfire Whip: 4 damage", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.wildfire_whip");
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 4);
}

TEST_CASE("Wildfire Whip: while prepped, pay 2 aether to cast any player's prepped spell", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    const CardId whip = prepped(b, "base.spell.wildfire_whip");
    const CardId echo = b.prep(1, "base.spell.spectral_echo", 1);
    b.advance();
    b.end_casting();
    const std::string use = "while_prepped:" + std::to_string(whip.value());
    CHECK(b.has(use, false)); // no aether yet
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    REQUIRE(b.aether() == 3);
    REQUIRE(b.has(use));
    b.ok(use);
    CHECK(b.aether() == 1);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().options.size() == 2); // the Whip itself and the ally's Spectral Echo
    b.pick({echo});
    CHECK(b.nemesis_damage() == 2);
    CHECK(b.in_discard(1, echo)); // to its owner's discard pile
    // Brama is the caster: Spectral Echo's optional destroy offers her hand.
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().who == std::vector<int>{0});
    b.pick_none();
    CHECK(b.s().players[0].breaches[0].prepped == std::vector<CardId>{whip});
    CHECK(b.has(use, false)); // once per turn
}

TEST_CASE("Arcane Nexus: 4 damage", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.arcane_nexus");
    b.advance();
    b.cast(c);
    CHECK(b.nemesis_damage() == 4);
}

TEST_CASE("Arcane Nexus: while prepped, once per turn, a gem played this turn returns to hand", "[pack]") {
    PackBattle b;
    const CardId nexus = prepped(b, "base.spell.arcane_nexus");
    const CardId jade = b.give(0, "base.gem.jade");
    b.advance();
    b.end_casting();
    const std::string use = "while_prepped:" + std::to_string(nexus.value());
    CHECK(b.has(use, false)); // no gem played yet
    b.play(jade);
    REQUIRE(b.has(use));
    b.ok(use); // the only gem played is picked automatically
    CHECK(b.in_hand(0, jade));
    CHECK(b.s().players[0].play_area.empty());
    b.play(jade);
    CHECK(b.aether() == 4);
    CHECK(b.has(use, false)); // once per turn
}

TEST_CASE("Consuming Void: 3 damage per card destroyed, up to two", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.consuming_void");
    b.advance();
    b.cast(c);
    const CardId x = b.nth_in_hand(0, "base.gem.crystal", 0), y = b.nth_in_hand(0, "base.gem.crystal", 1);
    b.pick({x, y});
    CHECK(b.destroyed(x));
    CHECK(b.destroyed(y));
    CHECK(b.nemesis_damage() == 6);
}

TEST_CASE("a spell from an open breach III gets its +1 bonus once (Consuming Void, one card)", "[pack]") {
    PackBattle b;
    const CardId c = prepped(b, "base.spell.consuming_void", 3);
    b.mut().players[0].breaches[2].status = BreachStatus::Open;
    b.advance();
    b.cast(c);
    b.pick({b.nth_in_hand(0, "base.gem.crystal")});
    CHECK(b.nemesis_damage() == 4);
}
