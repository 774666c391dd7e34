// The outcasts pack's mages, starters, curses and treasures, each used in a real battle.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>
#include <set>

using namespace ae;
using ae::test::outcasts_content;
using ae::test::PackBattle;

namespace {
PackBattle battle(std::vector<std::string> mages = {"outcasts.mage.kel"},
                  std::vector<std::string> turn_order = {"p1", "nemesis"}) {
    PackBattle b(outcasts_content(), std::move(mages), "base.rageborne", std::move(turn_order));
    b.setup.supply = {"base.gem.jade", "outcasts.spell.fortified_frost", "outcasts.relic.orb_of_the_deep"};
    return b;
}
CardId a_crystal(PackBattle& b, int p = 0) { return b.nth_in_hand(p, "base.gem.crystal"); }
} // namespace

// ---- starters

TEST_CASE("Energy Shard and Entwined Amethyst: an ally's discard on your turn", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.kel", "outcasts.mage.kel"}, {"p2", "nemesis"});
    b.start();
    const CardId shard = b.nth_in_hand(1, "outcasts.gem.energy_shard");
    b.play(shard);
    CHECK(b.aether() == 1);
    REQUIRE(b.pending().who == std::vector<int>{0}); // the only ally chooses
    const CardId amethyst = b.nth_in_hand(0, "outcasts.gem.entwined_amethyst");
    b.pick({amethyst});
    CHECK(b.in_discard(0, amethyst));
    CHECK(b.charges(0) == 1); // discarded during an ally's turn
    CHECK(b.restricted_aether("gem|relic") == 1);
    CHECK(b.has("buy:base.gem.jade"));
    CHECK(b.has("buy:outcasts.relic.orb_of_the_deep"));
    CHECK(b.has("buy:outcasts.spell.fortified_frost", false));
}

TEST_CASE("Entwined Amethyst: 1 aether; no charge when discarded on your own turn", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId frost = b.prep(0, "outcasts.spell.fortified_frost", 1);
    const CardId extra = b.give(0, "outcasts.gem.entwined_amethyst");
    b.advance();
    b.cast(frost);
    b.pick({b.nth_in_hand(0, "outcasts.gem.entwined_amethyst")});
    CHECK(b.charges(0) == 0);
    b.end_casting();
    b.play(extra);
    CHECK(b.aether() == 1);
}

TEST_CASE("Glyph Carver: 1 aether, or a glyph on a supply pile", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.zhana"});
    b.start();
    b.play(b.nth_in_hand(0, "outcasts.gem.glyph_carver"));
    SECTION("aether") {
        b.ok("aether");
        CHECK(b.aether() == 1);
    }
    SECTION("glyph") {
        b.ok("glyph");
        b.ok("base.gem.jade");
        CHECK(b.aether() == 0);
        CHECK(b.storage().at("outcasts_glyphs").at("base.gem.jade") == 1);
    }
}

TEST_CASE("Trulite Of Force: an ally's discard buys 1 aether for a spell or a breach", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.ilya", "outcasts.mage.kel"});
    b.start();
    b.play(b.nth_in_hand(0, "outcasts.gem.power_shard"));
    CHECK(b.aether() == 1);
    REQUIRE(b.pending().who == std::vector<int>{1}); // the only ally chooses
    b.pick({b.nth_in_hand(1, "base.gem.crystal")});
    CHECK(b.restricted_aether("spell|breach") == 1);
    CHECK(b.has("buy:outcasts.spell.fortified_frost")); // 2: 1 general + 1 for a spell
    CHECK(b.has("buy:base.gem.jade", false));           // 2, but only 1 may buy a gem
    CHECK(b.has("focus:2"));                            // breach II: focus 2
    b.ok("focus:2");
    CHECK(b.aether() == 0);
    CHECK(b.restricted_aether("spell|breach") == 0);
}

TEST_CASE("Esoteric Amplifier: 1 aether; you may suffer 1", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.kel"});
    b.create();
    const CardId amp = b.give(0, "outcasts.gem.power_amplifier");
    b.advance();
    b.end_casting();
    b.play(amp);
    b.ok("yes");
    CHECK(b.aether() == 1);
    CHECK(b.life(0) == 9);
}

// ---- mage abilities

TEST_CASE("Ilya, Life's Embrace: cast every prepped spell and keep it prepped; a card back to hand",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.ilya"});
    b.setup.players[0].charges = 5;
    b.create();
    const CardId spark = b.prep(0, "base.spell.spark", 1);
    const CardId old = b.to_discard_pile(0, "base.gem.jade");
    b.advance();
    b.end_casting();
    b.ok("ability:0");
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.s().players[0].breaches[0].prepped == std::vector<CardId>{spark});
    b.pick({old}); // alone, Ilya is her own ally
    CHECK(b.in_hand(0, old));
    CHECK(b.charges(0) == 0);
}

TEST_CASE("Kel, Soul's Solace: played gems back to hand; an ally draws and may prep anywhere",
          "[pack][outcasts]") {
    PackBattle b = battle();
    b.setup.players[0].charges = 6;
    b.create();
    const CardId spark = b.give(0, "base.spell.spark");
    b.advance();
    const CardId crystal = a_crystal(b);
    b.play(crystal);
    b.ok("ability:0");
    b.pick({crystal});
    CHECK(b.in_hand(0, crystal));
    CHECK(b.s().players[0].deck.size() == 4); // alone, Kel is his own ally and draws
    b.pick({spark});
    b.ok("2"); // breach II is closed and was not focused
    CHECK(b.s().players[0].breaches[1].prepped == std::vector<CardId>{spark});
}

TEST_CASE("Taqren, Sustain: 3 life to him, or to Gravehold when he is exhausted", "[pack][outcasts]") {
    for (bool exhausted : {false, true}) {
        PackBattle b = battle({"outcasts.mage.taqren", "outcasts.mage.kel"});
        b.setup.players[0].charges = 5;
        b.create();
        b.mut().gravehold_life = 20;
        b.mut().players[0].life = exhausted ? 0 : 5;
        b.mut().players[0].exhausted = exhausted;
        b.advance();
        b.ok("ability:0");
        CHECK(b.life(0) == (exhausted ? 0 : 8));
        CHECK(b.s().gravehold_life == (exhausted ? 23 : 20));
    }
}

TEST_CASE("Z'hana, Inscription: Gravehold gains 5, in any player's main phase", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.zhana", "outcasts.mage.kel"}, {"p2", "nemesis"});
    b.setup.players[0].charges = 5;
    b.create();
    b.mut().gravehold_life = 20;
    b.advance();
    b.ok("ability:0");
    CHECK(b.s().gravehold_life == 25);
}

// ---- curses

TEST_CASE("Cursed Shard: 1 aether and back on the deck, or 2 aether to destroy it", "[pack][outcasts]") {
    SECTION("aether") {
        PackBattle b = battle();
        b.create();
        const CardId shard = b.give(0, "outcasts.curse.cursed_shard");
        b.advance();
        b.play(shard); // without 2 aether only the first choice is legal: answered automatically
        CHECK(b.aether() == 1);
        CHECK(b.s().players[0].deck.front() == shard);
    }
    SECTION("destroy") {
        PackBattle b = battle();
        b.create();
        const CardId shard = b.give(0, "outcasts.curse.cursed_shard");
        b.advance();
        b.play(a_crystal(b));
        b.play(a_crystal(b));
        b.play(shard);
        b.ok("destroy");
        CHECK(b.aether() == 0);
        CHECK(b.destroyed(shard));
    }
}

TEST_CASE("Curse of Rot: you suffer 1; 2 aether destroys it", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId rot = b.give(0, "outcasts.curse.curse_of_rot");
    b.advance();
    b.play(a_crystal(b));
    b.play(a_crystal(b));
    b.play(rot);
    CHECK(b.life(0) == 9);
    b.ok("yes");
    CHECK(b.destroyed(rot));
}

TEST_CASE("Cursed Shackles: discard a card; 3 aether destroys it", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId shackles = b.give(0, "outcasts.curse.cursed_shackles");
    b.advance();
    b.play(shackles);
    const CardId spark = b.nth_in_hand(0, "base.spell.spark");
    b.pick({spark});
    CHECK(b.in_discard(0, spark));
    CHECK_FALSE(b.destroyed(shackles)); // no aether: no offer
}

TEST_CASE("Cursed Missile: 1 damage, then you suffer 2", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId missile = b.prep(0, "outcasts.curse.cursed_missile", 1);
    b.advance();
    b.cast(missile);
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.life(0) == 8);
}

// ---- treasures

TEST_CASE("Ashen Lodestone: 1 aether or 1 charge", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId stone = b.give(0, "outcasts.treasure.ashen_lodestone");
    b.advance();
    b.play(stone);
    b.ok("charge");
    CHECK(b.charges(0) == 1);
    CHECK(b.aether() == 0);
}

TEST_CASE("Scorch Note: 2 damage; Splinter Hymn: 1 damage and a focus", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId note = b.prep(0, "outcasts.treasure.scorch_note", 1);
    b.advance();
    b.cast(note);
    CHECK(b.nemesis_damage() == 2);

    PackBattle h = battle();
    h.create();
    const CardId hymn = h.prep(0, "outcasts.treasure.splinter_hymn", 1);
    h.advance();
    h.cast(hymn);
    CHECK(h.nemesis_damage() == 1);
    h.ok("4");
    CHECK(h.s().players[0].breaches[3].rotation == 2);
}

TEST_CASE("Rallying Banner: everyone still standing draws a card, once per battle", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.kel", "outcasts.mage.kel"});
    b.setup.group_treasures = {"outcasts.treasure.rallying_banner"};
    b.create();
    b.mut().players[1].life = 0;
    b.mut().players[1].exhausted = true;
    b.advance();
    const std::string use = "treasure:" + std::to_string(b.s().group_treasures.at(0).value());
    b.ok(use);
    CHECK(b.s().players[0].hand.size() == 6);
    CHECK(b.s().players[1].hand.size() == 5);
    CHECK(b.has(use, false));
}

TEST_CASE("Pathfinder's Lantern: focus each closed breach once", "[pack][outcasts]") {
    PackBattle b = battle();
    b.setup.players[0].treasures = {"outcasts.treasure.pathfinders_lantern"};
    b.start();
    b.ok("treasure:" + std::to_string(b.s().players[0].treasures.at(0).value()));
    CHECK(b.count(EventKind::BreachFocused) == 3);
    CHECK(b.s().players[0].breaches[1].rotation == 1);
    CHECK(b.s().players[0].breaches[2].rotation == 3);
    CHECK(b.s().players[0].breaches[3].rotation == 2);
}

TEST_CASE("Mender's Vial: 4 life unless exhausted", "[pack][outcasts]") {
    PackBattle b = battle();
    b.setup.players[0].treasures = {"outcasts.treasure.menders_vial"};
    b.create();
    b.mut().players[0].life = 3;
    b.advance();
    b.ok("treasure:" + std::to_string(b.s().players[0].treasures.at(0).value()));
    CHECK(b.life(0) == 7);
}

TEST_CASE("The outcasts pack holds what the brief lists", "[pack][outcasts]") {
    const Content& c = outcasts_content();
    int supply = 0, curses = 0, levels[4] = {0, 0, 0, 0}, basic = 0, upgraded = 0;
    for (const auto& [id, d] : c.player_cards) {
        if (id.rfind("outcasts.", 0) != 0) continue;
        if (d.pile_size > 0) ++supply;
        if (std::find(d.tags.begin(), d.tags.end(), "curse") != d.tags.end()) ++curses;
        if (d.level > 0) {
            ++levels[d.level];
            // Printed treasures whose effect card-facts gives are the rulebook's; the rest are ours.
            static const std::set<std::string> printed_ids = {"outcasts.treasure.broken_tooth",
                                                              "outcasts.treasure.armored_pauldrons",
                                                              "outcasts.treasure.bloodshot_geode",
                                                              "outcasts.treasure.mazras_thesis",
                                                              "outcasts.treasure.razras_training_whistle",
                                                              "outcasts.treasure.rhias_planar_pocket",
                                                              "outcasts.treasure.talixs_everburn",
                                                              "outcasts.treasure.losts_forged_spark",
                                                              "outcasts.treasure.poison_heart",
                                                              "outcasts.treasure.rejuvenating_diamond",
                                                              "outcasts.treasure.rebound_gauntlet",
                                                              "outcasts.treasure.treasured_stone",
                                                              "outcasts.treasure.world_marble"};
            const bool printed = printed_ids.count(id) > 0;
            CHECK(d.origin == (printed ? Origin::Rulebook : Origin::Original));
        }
    }
    for (const auto& [id, d] : c.nemesis_cards)
        if (id.rfind("outcasts.basic.", 0) == 0) (d.upgraded ? upgraded : basic)++;
    CHECK(supply >= 17);
    CHECK(curses == 4);
    CHECK(levels[1] >= 4);
    CHECK(levels[2] >= 2);
    CHECK(levels[3] >= 4);
    CHECK(basic == 22);    // all 22 printed ones
    CHECK(upgraded == 18); // the 15 printed ones + 3 of ours
    CHECK(c.nemesis("outcasts.experiment_153").cards.size() == 9);
    CHECK(c.ally("outcasts.ally.xaxos").life == 20);
    CHECK(c.ally("outcasts.ally.xaxos").charges == 5);
    for (const char* m :
         {"outcasts.mage.ilya", "outcasts.mage.kel", "outcasts.mage.taqren", "outcasts.mage.zhana",
          "outcasts.mage.qu", "outcasts.mage.thraxir", "outcasts.mage.dezmodia", "outcasts.mage.arachnos"})
        CHECK(c.mages.count(m) == 1);
}
