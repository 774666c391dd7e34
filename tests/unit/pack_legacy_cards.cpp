// The legacy pack's player side: supply cards, starter-card upgrades and the Legacy mats, played in real
// battles against Bladius with the player taking the first turn.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
PackBattle duo() {
    PackBattle b(legacy_content(), {"legacy.mage.green_front", "legacy.mage.yellow_front"}, "legacy.bladius");
    b.setup.nemesis_deck = {"legacy.bladius.cleave", "legacy.bladius.cleave"};
    b.setup.supply = {"legacy.gem.ancient_cyanolith", "legacy.spell.fire_chakram", "legacy.relic.geophage"};
    return b;
}
int nemesis_damage_after_cast(const std::string& spell, int breach = 1) {
    PackBattle b = duo();
    b.create();
    const CardId c = b.prep(0, spell, breach);
    b.advance();
    b.cast(c);
    return b.nemesis_damage();
}
int aether_after_play(PackBattle& b, const std::string& gem) {
    const CardId c = b.give(0, gem);
    b.advance();
    b.end_casting();
    b.play(c);
    return b.aether();
}
} // namespace

TEST_CASE(
    "Legacy mats: 4 Crystals and a Spark in hand and deck, breach I open, II-III closed, no IV, no ability",
    "[pack][legacy][mages]") {
    const auto& c = legacy_content();
    int mats = 0;
    for (const auto& [id, m] : c.mages) {
        if (id.rfind("legacy.mage.", 0) != 0 || id.ends_with("_awakened"))
            continue; // see pack_legacy_awakened
        ++mats;
        INFO(id);
        CHECK(m.hand.size() == 5);
        CHECK(std::count(m.hand.begin(), m.hand.end(), "base.gem.crystal") == 4);
        CHECK(std::count(m.deck.begin(), m.deck.end(), "base.spell.spark") == 1);
        CHECK(m.breaches[0].setup == BreachSetup::Open);
        CHECK(m.breaches[1].setup == BreachSetup::Closed);
        CHECK(m.breaches[2].setup == BreachSetup::Closed);
        CHECK(m.breaches[3].setup == BreachSetup::Absent);
        CHECK(m.ability_charges == 0);
        CHECK(m.ability_window == AbilityWindow::Never);
    }
    CHECK(mats == 8);
    PackBattle b = duo();
    b.start();
    CHECK(b.s().players[0].max_charges == 0);
    CHECK_FALSE(b.has("ability:0"));
}

TEST_CASE("Legacy gems", "[pack][legacy][cards]") {
    SECTION("Ancient Cyanolith: 2") {
        PackBattle b = duo();
        b.create();
        CHECK(aether_after_play(b, "legacy.gem.ancient_cyanolith") == 2);
    }
    SECTION("Gilded Marble: 3") {
        PackBattle b = duo();
        b.create();
        CHECK(aether_after_play(b, "legacy.gem.gilded_marble") == 3);
    }
    SECTION("Branching Radite: 2, or 3 with two prepped spells") {
        PackBattle b = duo();
        b.create();
        CHECK(aether_after_play(b, "legacy.gem.branching_radite") == 2);
        PackBattle b2 = duo();
        b2.create();
        b2.prep(0, "base.spell.spark", 1);
        b2.mut().players[0].breaches[1].status = BreachStatus::Open;
        b2.prep(0, "base.spell.spark", 2);
        const CardId g = b2.give(0, "legacy.gem.branching_radite");
        b2.advance();
        b2.end_casting();
        b2.play(g);
        CHECK(b2.aether() == 3);
    }
    SECTION("Entangled Shard: 3 with three charges") {
        PackBattle b = duo();
        b.create();
        b.mut().players[0].max_charges = 5;
        b.mut().players[0].charges = 3;
        CHECK(aether_after_play(b, "legacy.gem.entangled_shard") == 3);
    }
    SECTION("Phased Portalite: 2 with breach III closed, 3 with it open") {
        PackBattle b = duo();
        b.create();
        CHECK(aether_after_play(b, "legacy.gem.phased_portalite") == 2);
        PackBattle b2 = duo();
        b2.create();
        b2.mut().players[0].breaches[2].status = BreachStatus::Open;
        CHECK(aether_after_play(b2, "legacy.gem.phased_portalite") == 3);
    }
    SECTION("Refined Lumenium: 2 aether, the ally draws") {
        PackBattle b = duo();
        b.create();
        CHECK(aether_after_play(b, "legacy.gem.refined_lumenium") == 2);
        CHECK(b.s().players[1].hand.size() == 6);
    }
}

TEST_CASE("Legacy relics", "[pack][legacy][cards]") {
    SECTION("Ethereal Hand: the ally draws two") {
        PackBattle b = duo();
        b.create();
        const CardId r = b.give(0, "legacy.relic.ethereal_hand");
        b.advance();
        b.play(r);
        CHECK(b.s().players[1].hand.size() == 7);
        CHECK(b.s().players[0].hand.size() == 5);
    }
    SECTION("Neural Wreath: focus a breach, then a player preps a spell to it") {
        PackBattle b = duo();
        b.create();
        const CardId r = b.give(0, "legacy.relic.neural_wreath");
        const CardId spark = b.give(1, "legacy.spell.fire_chakram");
        b.mut().players[1].breaches[0].prepped.push_back(b.e().new_card("base.spell.spark", false, 1));
        b.advance();
        b.play(r);
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        b.ok("p2:2"); // breach II of player 2
        CHECK(b.s().players[1].breaches[1].focused_this_turn);
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        // Player 2's breach I is full; breach II was just focused, so the Chakram may go there.
        std::string prep;
        for (const auto& o : b.pending().options)
            if (o.text.find("Player 2 preps Fire Chakram to breach II") != std::string::npos) prep = o.id;
        REQUIRE_FALSE(prep.empty());
        b.ok(prep);
        REQUIRE(b.s().players[1].breaches[1].prepped.size() == 1);
        CHECK(b.s().players[1].breaches[1].prepped[0] == spark);
    }
    SECTION("Brane Knife: a charge for you, the ally focuses the cheapest closed breach") {
        PackBattle b = duo();
        b.create();
        b.mut().players[0].max_charges = 5;
        const CardId r = b.give(0, "legacy.relic.brane_knife");
        b.advance();
        b.play(r);
        CHECK(b.charges(0) == 1);
        int focused = 0;
        for (const auto& br : b.s().players[1].breaches) focused += br.focused_this_turn;
        CHECK(focused == 1);
    }
    SECTION("Geophage: 1 aether, may destroy a gem in hand") {
        PackBattle b = duo();
        b.create();
        const CardId r = b.give(0, "legacy.relic.geophage");
        b.advance();
        b.play(r);
        CHECK(b.aether() == 1);
        const CardId gem = b.nth_in_hand(0, "base.gem.crystal");
        b.pick({gem});
        CHECK(b.destroyed(gem));
    }
}

TEST_CASE("Legacy spells", "[pack][legacy][cards]") {
    CHECK(nemesis_damage_after_cast("legacy.spell.fire_chakram") == 2);
    CHECK(nemesis_damage_after_cast("legacy.spell.incinerating_fist") == 3);
    CHECK(nemesis_damage_after_cast("legacy.spell.force_transfusion") == 3);
    SECTION("Warping Haze: 2, or 3 with two other prepped spells") {
        CHECK(nemesis_damage_after_cast("legacy.spell.warping_haze") == 2);
        PackBattle b = duo();
        b.create();
        for (int n : {2, 3}) b.mut().players[0].breaches[n - 1].status = BreachStatus::Open;
        const CardId haze = b.prep(0, "legacy.spell.warping_haze", 1);
        b.prep(0, "base.spell.spark", 2);
        b.prep(0, "base.spell.spark", 3);
        b.advance();
        b.cast(haze);
        CHECK(b.nemesis_damage() == 3);
    }
    SECTION("Gravity Node: a discard from hand, then 4 damage") {
        PackBattle b = duo();
        b.create();
        const CardId node = b.prep(0, "legacy.spell.gravity_node", 1);
        b.advance();
        b.cast(node);
        b.pick_player(1);
        const CardId c = b.s().players[1].hand.front();
        b.pick({c});
        CHECK(b.in_discard(1, c));
        CHECK(b.nemesis_damage() == 4);
    }
    SECTION("Breach Flare: 2 damage and breach III of a chosen player focused") {
        PackBattle b = duo();
        b.create();
        const CardId flare = b.prep(0, "legacy.spell.breach_flare", 1);
        b.advance();
        b.cast(flare);
        b.pick_player(1);
        CHECK(b.nemesis_damage() == 2);
        CHECK(b.s().players[1].breaches[2].focused_this_turn);
    }
    SECTION("Starfire Frenzy: discarding a spell makes it 5 and gives a charge") {
        PackBattle b = duo();
        b.create();
        b.mut().players[0].max_charges = 5;
        const CardId f = b.prep(0, "legacy.spell.starfire_frenzy", 1);
        const CardId extra = b.give(0, "legacy.spell.fire_chakram");
        b.advance();
        b.cast(f);
        b.pick({extra});
        CHECK(b.nemesis_damage() == 5);
        CHECK(b.charges(0) == 1);
    }
}

TEST_CASE("Starter-card upgrades (rules/legacy.md §4.3)", "[pack][legacy][cards]") {
    SECTION("all eight are cost-0 starters tagged starter_upgrade") {
        int n = 0;
        for (const auto& [id, d] : legacy_content().player_cards)
            if (std::find(d.tags.begin(), d.tags.end(), "starter_upgrade") != d.tags.end()) {
                ++n;
                CHECK(d.cost == 0);
                CHECK(d.starter);
            }
        CHECK(n == 8);
    }
    SECTION("Seeker's Spark: 1 damage and 1 aether for a spell") {
        PackBattle b = duo();
        b.create();
        const CardId s = b.prep(0, "legacy.spell.seekers_spark", 1);
        b.advance();
        b.cast(s);
        CHECK(b.nemesis_damage() == 1);
        CHECK(b.restricted_aether("spell") == 1);
    }
    SECTION("Kindled Memory: 3 damage with four other cards in the discard pile, else 1") {
        CHECK(nemesis_damage_after_cast("legacy.spell.kindled_memory") == 1);
        PackBattle b = duo();
        b.create();
        for (int i = 0; i < 4; ++i) b.to_discard_pile(0, "base.gem.crystal");
        const CardId s = b.prep(0, "legacy.spell.kindled_memory", 1);
        b.advance();
        b.cast(s);
        CHECK(b.nemesis_damage() == 3);
    }
    SECTION("Hunter's Spark: 2 damage to a minion") {
        PackBattle b = duo();
        b.create();
        const CardId m = b.in_play("legacy.bladius.whetstone_thrall");
        const CardId s = b.prep(0, "legacy.spell.hunters_spark", 1);
        b.advance();
        b.cast(s);
        b.ok("m1");
        CHECK(b.nemesis_in_play(m)->life == 3);
    }
    SECTION("Breach Whisper: focus a breach of any player") {
        PackBattle b = duo();
        b.create();
        const CardId s = b.prep(0, "legacy.spell.breach_whisper", 1);
        b.advance();
        b.cast(s);
        b.ok("p2:3");
        CHECK(b.s().players[1].breaches[2].focused_this_turn);
    }
    SECTION("Sharing Crystal: 1 aether; the ally swaps a spell for a card") {
        PackBattle b = duo();
        b.create();
        b.clear_hand(1);
        const CardId spell = b.give(1, "legacy.spell.fire_chakram");
        CHECK(aether_after_play(b, "legacy.gem.sharing_crystal") == 1);
        b.pick({spell});
        CHECK(b.in_discard(1, spell));
        CHECK(b.s().players[1].hand.size() == 1);
    }
    SECTION("Warding Crystal: 1 life with three open breaches") {
        PackBattle b = duo();
        b.create();
        b.mut().players[0].life = 5;
        for (int n : {2, 3}) b.mut().players[0].breaches[n - 1].status = BreachStatus::Open;
        CHECK(aether_after_play(b, "legacy.gem.warding_crystal") == 1);
        CHECK(b.life(0) == 6);
    }
    SECTION("Cutter's Crystal: 2 aether only for a gem") {
        PackBattle b = duo();
        b.create();
        aether_after_play(b, "legacy.gem.cutters_crystal");
        CHECK(b.restricted_aether("gem") == 2);
    }
    SECTION("Trigger Crystal: 1 aether and a cheap prepped spell cast") {
        PackBattle b = duo();
        b.create();
        const CardId s = b.prep(0, "legacy.spell.incinerating_fist", 1);
        const CardId g = b.give(0, "legacy.gem.trigger_crystal");
        b.advance();
        b.end_casting();
        b.play(g);
        b.pick({s});
        CHECK(b.nemesis_damage() == 3);
        CHECK(b.in_discard(0, s));
    }
}
