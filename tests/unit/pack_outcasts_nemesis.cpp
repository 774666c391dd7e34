// The outcasts pack's basic nemesis cards (against Rageborne, whose Unleash is +1 Fury) and Experiment 153
// with its four Maws.
#include "tests/support/outcasts_battle.hpp"

using namespace ae;
using ae::test::count_def;
using ae::test::nemesis_first;
using ae::test::outcasts_content;
using ae::test::PackBattle;

namespace {
const std::string kFiller = ae::test::kOutcastsFiller;
const std::vector<std::string> kTwo = ae::test::kTwoKels;

PackBattle battle(std::vector<std::string> mages = {"outcasts.mage.kel"},
                  std::string nemesis = "base.rageborne") {
    return ae::test::outcasts_battle(std::move(mages), std::move(nemesis));
}
} // namespace

TEST_CASE("Moonstruck Hound: spells costing 5 or more deal it 1; persistent Gravehold 2",
          "[pack][outcasts]") {
    for (const std::string spell : {"outcasts.spell.tornado_of_insight", "outcasts.spell.fortified_frost"}) {
        PackBattle b = battle();
        b.create();
        const CardId s = b.prep(0, spell, 1);
        const CardId hound = b.in_play("outcasts.basic.moon_call_hound");
        b.advance();
        b.cast(s);
        if (b.kind() == DecisionKind::ChooseCards) b.pick_none(); // Fortified Frost's discard comes first
        b.ok("minion:" + std::to_string(hound.value()));
        CHECK(b.nemesis_in_play(hound)->life == (spell == "outcasts.spell.tornado_of_insight" ? 4 : 3));
    }
    PackBattle p = battle();
    nemesis_first(p);
    p.create();
    p.in_play("outcasts.basic.moon_call_hound");
    p.advance();
    CHECK(p.gravehold_damage() == 2);
}

TEST_CASE("Wandering Lasher: persistent Unleash", "[pack][outcasts]") {
    PackBattle b = battle();
    nemesis_first(b);
    b.create();
    b.in_play("outcasts.basic.flagellant_wanderer");
    b.advance();
    CHECK(b.tokens("fury") == 2);
}

TEST_CASE("Aura Drain: each removed power token hurts a player; Power: Unleash; 5 aether discards it",
          "[pack][outcasts]") {
    PackBattle b = battle();
    nemesis_first(b);
    b.create();
    b.in_play("outcasts.basic.aura_drain");
    b.advance();
    CHECK(b.life(0) == 8); // 2 -> 1 tokens
    CHECK(b.tokens("fury") == 1);

    PackBattle last = battle();
    nemesis_first(last);
    last.create();
    last.in_play("outcasts.basic.aura_drain", -1, 1);
    last.advance();
    CHECK(last.life(0) == 8);
    CHECK(last.tokens("fury") == 2);

    PackBattle pay = battle();
    pay.create();
    const CardId drain = pay.in_play("outcasts.basic.aura_drain");
    for (int i = 0; i < 5; ++i) pay.give(0, "base.gem.crystal");
    pay.advance();
    CHECK(pay.has("discard_power:" + std::to_string(drain.value()), false));
    for (int i = 0; i < 5; ++i) pay.play(pay.nth_in_hand(0, "base.gem.crystal"));
    pay.ok("discard_power:" + std::to_string(drain.value()));
    CHECK(pay.in_nemesis_discard(drain));
}

TEST_CASE("Noxious Winds: Gravehold 3, a Cursed Shard and a Cursed Missile", "[pack][outcasts]") {
    PackBattle b = battle();
    nemesis_first(b);
    b.create();
    b.in_play("outcasts.basic.unwholesome_wind", -1, 1);
    b.advance();
    CHECK(b.gravehold_damage() == 3);
    CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.curse.cursed_shard") == 1);
    CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.curse.cursed_missile") == 1);
}

TEST_CASE("Seeking Destruction: the player with the most open breaches suffers 5 if still the most",
          "[pack][outcasts]") {
    for (bool overtaken : {false, true}) {
        PackBattle b = battle(kTwo);
        b.setup.turn_order = {"nemesis", "p1", "nemesis", "nemesis", "nemesis", "p1"};
        b.setup.nemesis_deck = {"outcasts.basic.seeking_destruction", kFiller, kFiller, kFiller};
        b.create();
        b.mut().players[1].breaches[1].status = BreachStatus::Open; // player 2: 2 open breaches, marked
        b.advance();
        REQUIRE(b.kind() == DecisionKind::MainAction);
        if (overtaken) // player 1 opens all four before the Power
            for (auto& br : b.mut().players[0].breaches) br.status = BreachStatus::Open;
        b.ok("end");
        REQUIRE(b.kind() == DecisionKind::MainAction);
        if (overtaken) {
            CHECK(b.life(1) == 10);
            CHECK(b.tokens("fury") == 3);
        } else {
            CHECK(b.life(1) == 5);
            CHECK(b.tokens("fury") == 1);
        }
    }
}

TEST_CASE("Marked For Death: Unleash twice; later 'any player' picks the marked player", "[pack][outcasts]") {
    PackBattle b = battle(kTwo);
    b.setup.turn_order = {"nemesis", "nemesis", "p1"};
    b.setup.nemesis_deck = {"outcasts.basic.marked_to_die", "outcasts.basic.dried_rot", kFiller};
    b.start();
    CHECK(b.tokens("fury") == 3);
    b.pick_player(1);
    // Withering Rot asks nobody: player 2 is marked
    REQUIRE(b.kind() == DecisionKind::MainAction);
    CHECK(b.life(1) == 7);
    CHECK(b.life(0) == 10);
}

TEST_CASE("Breach Spike: Unleash twice; the most prepped spells suffers 3", "[pack][outcasts]") {
    PackBattle b = battle(kTwo);
    nemesis_first(b, "outcasts.basic.breach_spike");
    b.create();
    b.prep(1, "base.spell.spark", 1);
    b.advance();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.life(1) == 7);
    CHECK(b.life(0) == 10);
}

TEST_CASE("Endless Torment: Unleash three times, or a player suffers 6", "[pack][outcasts]") {
    for (const std::string pick : {"unleash", "suffer"}) {
        PackBattle b = battle();
        nemesis_first(b);
        b.create();
        b.in_play("outcasts.basic.endless_torment", -1, 1);
        b.advance();
        b.ok(pick);
        // Rageborne strikes at 4 Fury, so the Unleashes are counted as events
        CHECK(b.count(EventKind::Unleashed, "outcasts.basic.endless_torment") == (pick == "unleash" ? 3 : 0));
        if (pick == "suffer") CHECK(b.life(0) == 4);
    }
}

TEST_CASE("Throttle: Unleash twice; the 3 most expensive cards in a hand are destroyed", "[pack][outcasts]") {
    SECTION("clear cut") {
        PackBattle b = battle();
        nemesis_first(b, "outcasts.basic.acceleration");
        b.create();
        const CardId jade = b.give(0, "base.gem.jade");
        const CardId fang = b.give(0, "outcasts.spell.twisted_fang");
        const CardId tornado = b.give(0, "outcasts.spell.tornado_of_insight");
        b.advance();
        CHECK(b.tokens("fury") == 3);
        CHECK(b.destroyed(jade));
        CHECK(b.destroyed(fang));
        CHECK(b.destroyed(tornado));
        CHECK(b.s().players[0].hand.size() == 5);
    }
    SECTION("ties at the cut: the player picks") {
        PackBattle b = battle();
        nemesis_first(b, "outcasts.basic.acceleration");
        b.create();
        const CardId jade = b.give(0, "base.gem.jade");
        b.advance();
        REQUIRE(b.kind() == DecisionKind::ChooseCards);
        CHECK(b.pending().min == 2);
        CHECK_FALSE(b.pending().find(PackBattle::card_id(jade))); // the Jade goes anyway
        b.pick({b.s().players[0].hand[0], b.s().players[0].hand[1]});
        CHECK(b.destroyed(jade));
        CHECK(b.s().players[0].hand.size() == 3);
    }
}

TEST_CASE("Darkening Depths: to discard, destroy a prepped spell costing 3+ and its breach; Power",
          "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId tornado = b.prep(0, "outcasts.spell.tornado_of_insight", 1);
    const CardId depths = b.in_play("outcasts.basic.dark_depths");
    b.advance();
    b.end_casting();
    b.ok("discard_power:" + std::to_string(depths.value()));
    CHECK(b.destroyed(tornado));
    CHECK(b.s().players[0].breaches[0].status == BreachStatus::Destroyed);
    CHECK(b.in_nemesis_discard(depths));

    PackBattle p = battle(kTwo);
    nemesis_first(p);
    p.create();
    p.mut().players[1].life = 4;
    p.in_play("outcasts.basic.dark_depths");
    p.advance();
    CHECK(p.tokens("fury") == 2);
    CHECK(p.life(1) == 1);
}

TEST_CASE("Upgraded: Howling Rift, Grasping Void, Cinder Eclipse", "[pack][outcasts]") {
    PackBattle rift = battle();
    nemesis_first(rift, "outcasts.basic.howling_rift");
    rift.start();
    CHECK(rift.tokens("fury") == 2);
    CHECK(rift.gravehold_damage() == 3);
    CHECK(rift.s().card(rift.s().players[0].deck.front()).def == "outcasts.curse.cursed_shard");

    PackBattle grasp = battle();
    nemesis_first(grasp);
    grasp.create();
    grasp.in_play("outcasts.basic.grasping_void");
    grasp.advance();
    CHECK(grasp.life(0) == 8);
    CHECK(grasp.gravehold_damage() == 1);

    PackBattle cinder = battle();
    nemesis_first(cinder);
    cinder.create();
    cinder.in_play("outcasts.basic.cinder_eclipse", -1, 1);
    cinder.advance();
    CHECK(cinder.life(0) == 4);
    CHECK(cinder.gravehold_damage() == 3);
}

// ---- Experiment 153

namespace {
PackBattle experiment(std::vector<std::string> turn_order = {"p1", "nemesis"}) {
    PackBattle b(outcasts_content(), {"outcasts.mage.kel"}, "outcasts.experiment_153", std::move(turn_order));
    b.setup.nemesis_deck = {"outcasts.experiment_153.burrowing_snout", kFiller, kFiller};
    return b;
}
int at(PackBattle& b, int maw) { return b.tokens("maw" + std::to_string(maw) + "_at"); }
int maw(PackBattle& b, int m) { return b.tokens("maw" + std::to_string(m)); }
void set_maw(PackBattle& b, int m, int life, int space) {
    b.mut().nemesis.tokens["maw" + std::to_string(m)] = life;
    b.mut().nemesis.tokens["maw" + std::to_string(m) + "_at"] = space;
}
} // namespace

TEST_CASE("Experiment 153: setup, and damage goes to the Maw the player picks", "[pack][outcasts]") {
    PackBattle b = experiment();
    b.create();
    const CardId tornado = b.prep(0, "outcasts.spell.tornado_of_insight", 1);
    b.advance();
    CHECK(at(b, 1) == 2);
    CHECK(at(b, 2) == 2);
    CHECK(at(b, 3) == 1);
    CHECK(b.s().nemesis.life == 80);
    b.cast(tornado);
    REQUIRE(b.kind() == DecisionKind::ChooseOption);
    b.ok("maw1");
    CHECK(maw(b, 1) == 15);
    CHECK(b.s().nemesis.life == 75);
    CHECK(at(b, 1) == 1); // 5 damage at once: one space back
}

TEST_CASE("Experiment 153: no move back from space 4; Scaled Flesh needs 4", "[pack][outcasts]") {
    PackBattle b = experiment();
    b.create();
    set_maw(b, 3, 20, 4); // Maws 3 and 4: the setup moves Maws 1 and 2
    set_maw(b, 4, 20, 3);
    b.mut().nemesis.tokens["scaled_flesh"] = 1;
    const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 1);     // 3 damage
    const CardId frost = b.prep(0, "outcasts.spell.fortified_frost", 2); // closed breach: cast anyway
    b.mut().players[0].breaches[1].status = BreachStatus::Open;
    b.advance();
    b.cast(fang);
    b.ok("maw4");
    CHECK(at(b, 4) == 3); // 3 < 4 after Scaled Flesh
    CHECK(maw(b, 4) == 17);
    b.mut().nemesis.tokens["scaled_flesh"] = 0;
    b.cast(frost);
    b.pick({b.nth_in_hand(0, "base.gem.crystal")}); // 3 damage, but Maw 3 is on space 4
    b.ok("maw3");
    CHECK(at(b, 3) == 4);
    CHECK(maw(b, 3) == 17);
}

TEST_CASE("Experiment 153: a destroyed Maw sends another two spaces back; no Maw left wins",
          "[pack][outcasts]") {
    PackBattle b = experiment();
    b.create();
    set_maw(b, 1, 20, 6);
    set_maw(b, 2, 3, 2);
    set_maw(b, 3, 0, 0);
    set_maw(b, 4, 0, 0);
    b.mut().nemesis.life = 23;
    const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 1);
    b.advance();
    b.cast(fang);
    b.ok("maw2"); // Maw 2 is destroyed; Maw 1 is the only one left to move back
    CHECK(at(b, 2) == 0);
    CHECK(at(b, 1) == 4); // 6 -> 5 -> 4, and no further from space 4
    CHECK(b.s().nemesis.life == 20);

    PackBattle w = experiment();
    w.create();
    set_maw(w, 1, 2, 3);
    set_maw(w, 2, 0, 0);
    set_maw(w, 3, 0, 0);
    set_maw(w, 4, 0, 0);
    w.mut().nemesis.life = 2;
    const CardId spark = w.prep(0, "outcasts.spell.fortified_frost", 1);
    w.advance();
    w.cast(spark);
    w.pick_none();
    CHECK(w.e().over());
    CHECK(w.s().result == Result::Won);
}

TEST_CASE("Experiment 153: Unleash moves a Maw two spaces; the landing space resolves", "[pack][outcasts]") {
    PackBattle b = experiment({"nemesis", "p1"});
    b.setup.nemesis_deck = {"outcasts.basic.knockdown", kFiller};
    b.start();
    CHECK(b.pending().options.front().id == "maw3"); // the least harmful move is listed first
    b.ok("maw1");                                    // Maw 1: space 2 -> 4: Gravehold suffers 4
    CHECK(at(b, 1) == 4);
    b.ok("maw1"); // 4 -> 6 (end): Gravehold suffers 2
    CHECK(at(b, 1) == 6);
    CHECK(b.gravehold_damage() == 4 + 2 + 4); // and Topple's own 4
    CHECK(b.life(0) == 10);
}

TEST_CASE("Experiment 153: Aura Eaters reduce damage to Maws to 0", "[pack][outcasts]") {
    PackBattle b = experiment();
    b.create();
    const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 1);
    b.in_play("outcasts.experiment_153.aura_eaters");
    b.advance();
    b.cast(fang);
    b.ok("nemesis");
    b.ok("maw1");
    CHECK(maw(b, 1) == 20);
    CHECK(b.s().nemesis.life == 80);
}

TEST_CASE("Experiment 153: its own cards", "[pack][outcasts]") {
    SECTION("Rising Death Toll: the farthest Maw moves two; the space resolves twice") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {kFiller, kFiller};
        b.create();
        set_maw(b, 3, 20, 2); // setup moves Maws 1 and 2 to space 2 too
        b.mut().nemesis.tokens["maw3_at"] = 2;
        b.in_play("outcasts.experiment_153.rising_death_toll", -1, 1);
        b.advance();
        b.ok("maw3"); // a tie of three at space 2
        CHECK(at(b, 3) == 4);
        CHECK(b.gravehold_damage() == 8);
    }
    SECTION("Burrowing Snout: a Maw one forward; a player suffers 1") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.start();
        b.ok("maw1"); // space 2 -> 3: a player suffers 1
        CHECK(at(b, 1) == 3);
        CHECK(b.life(0) == 10 - 1 - 1);
    }
    SECTION("Gnawing Kit: a player suffers 1; a Maw gains 1 life") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {kFiller, kFiller};
        b.create();
        set_maw(b, 3, 15, 1);
        set_maw(b, 2, 18, 1); // two Maws below 20: the players choose (a Maw at 20 is not offered)
        b.mut().nemesis.life = 73;
        b.in_play("outcasts.experiment_153.gnawing_kit");
        b.advance();
        CHECK(b.life(0) == 9);
        CHECK(b.pending().options.front().id == "maw3"); // the weakest first
        b.ok("maw3");
        CHECK(maw(b, 3) == 16);
        CHECK(b.s().nemesis.life == 74);
    }
    SECTION("Scaled Flesh: Unleash twice, then Maws need 4 to move back") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {kFiller, kFiller};
        b.create();
        b.in_play("outcasts.experiment_153.scaled_flesh", -1, 1);
        b.advance();
        b.ok("maw3");
        b.ok("maw4");
        CHECK(at(b, 3) == 3);
        CHECK(at(b, 4) == 3);
        CHECK(b.tokens("scaled_flesh") == 1);
    }
    SECTION("Aura Eaters: a player suffers 2") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {kFiller, kFiller};
        b.create();
        b.in_play("outcasts.experiment_153.aura_eaters");
        b.advance();
        CHECK(b.life(0) == 8);
    }
    SECTION("Void Bloom: Unleash; the weakest Maw gains 2") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {"outcasts.experiment_153.void_bloom", kFiller};
        b.create();
        set_maw(b, 4, 10, 1);
        b.mut().nemesis.life = 70;
        b.advance();
        b.ok("maw3"); // the Unleash: space 1 -> 3, a player suffers 1
        CHECK(maw(b, 4) == 12);
        CHECK(b.s().nemesis.life == 72);
    }
    SECTION("Vein Worms: a Maw three forward") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {kFiller, kFiller};
        b.create();
        b.in_play("outcasts.experiment_153.vein_worms");
        b.advance();
        b.ok("maw3"); // 1 -> 4: Gravehold 4
        CHECK(at(b, 3) == 4);
        CHECK(b.gravehold_damage() == 4);
    }
    SECTION("Frenzied Growth: Unleash twice, then every Maw one forward") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {"outcasts.experiment_153.frenzied_growth", kFiller};
        b.start();
        b.ok("maw3");
        b.ok("maw4"); // 1 -> 3 twice: a player suffers 1 each
        CHECK(at(b, 1) == 3);
        CHECK(at(b, 2) == 3);
        CHECK(at(b, 3) == 4);
        CHECK(at(b, 4) == 4);
    }
    SECTION("Devouring Howl: Unleash three times") {
        PackBattle b = experiment({"nemesis", "p1"});
        b.setup.nemesis_deck = {kFiller, kFiller};
        b.create();
        b.in_play("outcasts.experiment_153.devouring_howl", -1, 1);
        b.advance();
        b.ok("maw3");
        b.ok("maw4");
        b.ok("maw1");
        CHECK(at(b, 3) == 3);
        CHECK(at(b, 4) == 3);
        CHECK(at(b, 1) == 4);
    }
}

// ---- Gloam Regent (our own)

namespace {
PackBattle regent(std::vector<std::string> mages = {"outcasts.mage.kel"}) {
    PackBattle b(outcasts_content(), std::move(mages), "outcasts.gloam_regent", {"nemesis", "p1", "p1"});
    b.setup.curse_deck = {"outcasts.curse.cursed_shard"};
    b.setup.nemesis_deck = {kFiller, kFiller, kFiller};
    return b;
}
} // namespace

TEST_CASE("Gloam Regent: Unleash is +1 Gloom; at 3 Gloom it breaks", "[pack][outcasts]") {
    PackBattle b = regent();
    b.setup.nemesis_deck = {"outcasts.gloam_regent.regents_decree", kFiller, kFiller};
    b.create();
    b.mut().nemesis.tokens["gloom"] = 1;
    b.advance();
    CHECK(b.tokens("gloom") == 0);        // 1 + 2 = 3, broken
    CHECK(b.gravehold_damage() == 3 + 3); // the break and the Decree
    CHECK(b.life(0) == 9);
    CHECK(b.s().card(b.s().players[0].deck.front()).def == "outcasts.curse.cursed_shard");
}

TEST_CASE("Gloam Regent: its cards", "[pack][outcasts]") {
    SECTION("Dusk Lash") {
        PackBattle b = regent();
        b.setup.nemesis_deck = {"outcasts.gloam_regent.dusk_lash", kFiller};
        b.start();
        CHECK(b.tokens("gloom") == 1);
        CHECK(b.life(0) == 8);
    }
    SECTION("Gloom Hatchling") {
        PackBattle b = regent();
        b.create();
        b.in_play("outcasts.gloam_regent.gloom_hatchling");
        b.advance();
        CHECK(b.tokens("gloom") == 1);
        CHECK(b.count(EventKind::Unleashed) == 0);
    }
    SECTION("Creeping Shade") {
        PackBattle b = regent();
        b.create();
        b.in_play("outcasts.gloam_regent.creeping_shade", -1, 1);
        b.advance();
        CHECK(b.tokens("gloom") == 2);
    }
    SECTION("Shroud Knight: a Wanderer") {
        PackBattle b = regent();
        b.create();
        const CardId knight = b.in_play("outcasts.gloam_regent.shroud_knight");
        b.advance();
        CHECK(b.life(0) == 8);
        CHECK(b.content.nemesis_card("outcasts.gloam_regent.shroud_knight").wanderer);
        CHECK(b.nemesis_in_play(knight)->life == 10);
    }
    SECTION("Eclipse Rite") {
        PackBattle b = regent({"outcasts.mage.kel", "outcasts.mage.kel"});
        b.create();
        b.in_play("outcasts.gloam_regent.eclipse_rite", -1, 1);
        b.advance();
        CHECK(b.tokens("gloom") == 1);
        CHECK(b.life(0) == 9);
        CHECK(b.life(1) == 9);
    }
    SECTION("Night's Verdict") {
        PackBattle b = regent({"outcasts.mage.kel", "outcasts.mage.kel"});
        b.setup.nemesis_deck = {"outcasts.gloam_regent.nights_verdict", kFiller};
        b.create();
        b.mut().players[0].life = 6;
        b.advance();
        CHECK(b.tokens("gloom") == 2);
        CHECK(b.life(1) == 6);
        CHECK(b.life(0) == 6);
    }
    SECTION("Umbral Colossus") {
        PackBattle b = regent();
        b.create();
        b.in_play("outcasts.gloam_regent.umbral_colossus");
        b.advance();
        CHECK(b.tokens("gloom") == 1);
        CHECK(b.gravehold_damage() == 1);
    }
    SECTION("Last Light Fades") {
        PackBattle b = regent();
        b.create();
        b.in_play("outcasts.gloam_regent.last_light_fades", -1, 1);
        b.advance();
        CHECK(b.gravehold_damage() == 6);
    }
}

TEST_CASE("TO DISCARD: spend N aether, payable only with N", "[pack][outcasts]") {
    const std::pair<const char*, int> powers[] = {
        {"outcasts.basic.unwholesome_wind", 5},
        {"outcasts.basic.seeking_destruction", 7},
        {"outcasts.basic.endless_torment", 8},
        {"outcasts.basic.cinder_eclipse", 9},
        {"outcasts.experiment_153.rising_death_toll", 5},
        {"outcasts.experiment_153.devouring_howl", 8},
        {"outcasts.gloam_regent.creeping_shade", 4},
        {"outcasts.gloam_regent.eclipse_rite", 6},
        {"outcasts.gloam_regent.last_light_fades", 8},
    };
    for (const auto& [def, cost] : powers) {
        INFO(def);
        PackBattle b = battle();
        b.create();
        const CardId power = b.in_play(def);
        for (int i = 0; i < cost; ++i) b.give(0, "base.gem.crystal");
        b.advance();
        const std::string pay = "discard_power:" + std::to_string(power.value());
        for (int i = 0; i < cost - 1; ++i) b.play(b.nth_in_hand(0, "base.gem.crystal"));
        CHECK(b.has(pay, false));
        b.play(b.nth_in_hand(0, "base.gem.crystal"));
        REQUIRE(b.has(pay));
        b.ok(pay);
        CHECK(b.in_nemesis_discard(power));
        CHECK(b.aether() == 0);
    }
}
