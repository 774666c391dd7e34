// The legacy pack's nemeses: Maelstrom (Chapter 1: Unleash, setup, the Support deck and its final win)
// and Bladius (Chapter 2: the Blades track), and their cards.
#include "play/session.hpp"
#include "tests/support/invariants.hpp"
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
const std::string M = "legacy.maelstrom.";
const std::string B = "legacy.bladius.";

PackBattle maelstrom(std::vector<std::string> deck,
                     std::vector<std::string> turn_order = {"nemesis", "p1", "p1"}) {
    PackBattle b(legacy_content(), {"legacy.mage.green_front", "legacy.mage.blue_back"}, "legacy.maelstrom",
                 std::move(turn_order));
    b.setup.rules.variant = Variant::Legacy;
    b.setup.nemesis_deck = std::move(deck);
    return b;
}
std::vector<std::string> support_defs(PackBattle& b) {
    std::vector<std::string> out;
    for (CardId c : b.s().nemesis.side_decks.at("support")) out.push_back(b.s().card(c).def);
    return out;
}
} // namespace

TEST_CASE("Maelstrom: setup puts the top card of its deck into play", "[pack][legacy][maelstrom]") {
    PackBattle b = maelstrom({M + "armoured_cracker", M + "slash", M + "slash"}, {"p1", "nemesis"});
    b.start();
    REQUIRE(b.s().nemesis.in_play.size() == 1);
    CHECK(b.s().card(b.s().nemesis.in_play[0].card).def == M + "armoured_cracker");
    CHECK(b.s().nemesis.in_play[0].life == 4);
    CHECK(b.s().nemesis.deck.size() == 2);
    CHECK(b.s().nemesis.life == 99);
}

TEST_CASE("Maelstrom: Unleash is 3 damage to Gravehold (Slash)", "[pack][legacy][maelstrom]") {
    // Setup plays the first Slash (Unleash: 3), the nemesis turn draws the second (3 more).
    PackBattle b = maelstrom({M + "slash", M + "slash", M + "slash"});
    b.start();
    CHECK(b.gravehold_damage() == 6);
    CHECK(b.count(EventKind::Unleashed) == 2);
}

TEST_CASE("Maelstrom: the Support deck keeps its printed order for every seed", "[pack][legacy][maelstrom]") {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        PackBattle b = maelstrom({M + "slash", M + "slash"});
        b.create(seed);
        CHECK(support_defs(b) == std::vector<std::string>{M + "brimas_call", M + "xaxos_ward",
                                                          M + "mists_counsel", M + "dezmodias_blow"});
    }
}

TEST_CASE("Maelstrom: each Support resolves the next card in order; the last one wins the battle",
          "[pack][legacy][maelstrom]") {
    // Setup: Armoured Cracker. Then four nemesis turns, each drawing a Fiery Drill (Immediately: Support).
    PackBattle b = maelstrom({M + "armoured_cracker", M + "fiery_drill", M + "fiery_drill", M + "fiery_drill",
                              M + "fiery_drill", M + "slash"},
                             {"nemesis", "nemesis", "nemesis", "nemesis", "p1"});
    b.create();
    b.mut().players[1].life = 5;
    b.mut().gravehold_life = 20;
    b.advance();
    // 1: Brima's Call: any player gains 2 life; only player 2 can, so nobody is asked (the OR rule).
    CHECK(b.life(1) == 7);
    // A Support card goes to the Support discard pile, never the nemesis discard (rules/legacy.md §7.2).
    REQUIRE(b.s().side_discards.count("support"));
    CHECK(b.s().card(b.s().side_discards.at("support").front()).def == M + "brimas_call");
    for (CardId c : b.s().nemesis.discard) CHECK(b.s().card(c).def != M + "brimas_call");
    // 2: Xaxos's Ward (Gravehold +4) resolves without a question; 3: Mist's Counsel asks who draws two.
    REQUIRE(b.kind() == DecisionKind::ChoosePlayer);
    CHECK(b.s().nemesis.side_decks.at("support").size() == 1);
    // Turn 1: Cracker 2. Turn 2: Cracker 2, Drill 1, then Xaxos's Ward +4. Turn 3: Cracker 2, two Drills 1
    // each.
    CHECK(b.s().gravehold_life == 20 - 2 - 2 - 1 + 4 - 2 - 1 - 1);
    const std::size_t hand = b.s().players[0].hand.size();
    b.pick_player(0);
    CHECK(b.s().players[0].hand.size() == hand + 2);
    // 4: Dezmodia's Final Blow: the players win.
    CHECK(b.e().over());
    CHECK(b.s().result == Result::Won);
    CHECK(b.s().result_reason == "Dezmodia strikes the Maelstrom down");
    CHECK(b.s().nemesis.side_decks.at("support").empty());
    CHECK(b.s().nemesis.life == 99);
}

TEST_CASE("Maelstrom: Support with an empty Support deck does nothing", "[pack][legacy][maelstrom]") {
    PackBattle b = maelstrom({M + "slash", M + "fiery_drill", M + "slash"}, {"nemesis", "p1"});
    b.create();
    b.mut().nemesis.side_decks["support"].clear();
    b.advance();
    CHECK_FALSE(b.e().over());
    CHECK(b.s().nemesis.in_play.size() == 1); // the Fiery Drill entered play
    CHECK(b.s().nemesis.in_play[0].life == 8);
}

TEST_CASE("Maelstrom's minions: Armoured Cracker, Gouger, Fiery Drill", "[pack][legacy][maelstrom]") {
    PackBattle b = maelstrom({M + "slash", M + "slash", M + "slash"}, {"nemesis", "p1"});
    b.create();
    b.in_play(M + "armoured_cracker");
    b.in_play(M + "gouger");
    b.in_play(M + "fiery_drill");
    b.advance(); // setup: Slash (3); main phase: 2, then Gouger asks, then 1; draw: Slash (3)
    b.pick_player(1);
    CHECK(b.life(1) == 8);
    CHECK(b.gravehold_damage() == 3 + 2 + 1 + 3);
}

TEST_CASE("Maelstrom's powers: Knife-storm and Acid Mist", "[pack][legacy][maelstrom]") {
    SECTION("Knife-storm: Gravehold suffers 4 when its tokens run out") {
        PackBattle b = maelstrom({M + "slash", M + "slash", M + "slash"}, {"nemesis", "p1"});
        b.create();
        b.in_play(M + "knife_storm", -1, 1);
        b.advance();
        CHECK(b.gravehold_damage() == 3 + 4 + 3);
    }
    SECTION("Knife-storm: paid off by discarding two of your prepped spells") {
        PackBattle b = maelstrom({M + "slash", M + "slash"}, {"p1", "nemesis"});
        b.create();
        const CardId ks = b.in_play(M + "knife_storm");
        b.mut().players[0].breaches[1].status = BreachStatus::Open; // both spells optional to cast
        const CardId s1 = b.prep(0, "base.spell.spark", 1);
        const CardId s2 = b.prep(0, "legacy.spell.fire_chakram", 2);
        b.advance();
        b.end_casting();
        b.ok("discard_power:" + std::to_string(ks.value()));
        REQUIRE(b.kind() == DecisionKind::ChooseCards);
        b.pick({s1, s2});
        CHECK(b.in_nemesis_discard(ks));
        CHECK(b.in_discard(0, s1));
        CHECK(b.in_discard(0, s2));
    }
    SECTION("Acid Mist: Unleash, then the player with the most opened breaches suffers 1") {
        PackBattle b = maelstrom({M + "slash", M + "slash", M + "slash"}, {"nemesis", "p1"});
        b.create();
        b.in_play(M + "acid_mist", -1, 1);
        b.mut().players[1].breaches[1].status = BreachStatus::Open;
        b.advance();
        CHECK(b.life(1) == 9);
        CHECK(b.life(0) == 10);
        CHECK(b.gravehold_damage() == 3 + 3 + 3);
    }
}

TEST_CASE("Maelstrom's own tier-2 and tier-3 cards call Support", "[pack][legacy][maelstrom]") {
    PackBattle b = maelstrom({M + "slash", M + "whirling_edge", M + "slash"}, {"nemesis", "p1"});
    b.create();
    b.mut().players[0].life = 5;
    b.advance();
    CHECK(b.count(EventKind::Unleashed, M + "whirling_edge") == 2);
    CHECK(b.life(0) == 7); // Brima's Call: the lone player is the only one who can gain life
}

// ---- Bladius

namespace {
PackBattle bladius(std::vector<std::string> deck, std::vector<std::string> turn_order = {"nemesis", "p1"}) {
    PackBattle b(legacy_content(), {"legacy.mage.green_front", "legacy.mage.green_back"}, "legacy.bladius",
                 std::move(turn_order));
    b.setup.nemesis_deck = std::move(deck);
    return b;
}
} // namespace

TEST_CASE("Bladius: starts with 1 blade; Unleash: Gravehold suffers 1 and a blade is added",
          "[pack][legacy][bladius]") {
    PackBattle b = bladius({B + "blade_tempest", B + "cleave"});
    b.create();
    CHECK(b.tokens("blades") == 1);
    CHECK(b.s().nemesis.life == 40);
    b.advance();
    // Blade Tempest: three Unleashes: 2, 3, then 4 -> the blades fly at a player and fall to 0.
    REQUIRE(b.kind() == DecisionKind::ChoosePlayer);
    b.pick_player(1);
    CHECK(b.life(1) == 6);
    CHECK(b.tokens("blades") == 0);
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Bladius's cards", "[pack][legacy][bladius]") {
    SECTION("Cleave: Unleash, any player suffers 2") {
        PackBattle b = bladius({B + "cleave", B + "cleave"});
        b.start();
        b.pick_player(0);
        CHECK(b.life(0) == 8);
        CHECK(b.tokens("blades") == 2);
    }
    SECTION("Riposte: the player with the most life suffers 3") {
        PackBattle b = bladius({B + "riposte", B + "cleave"});
        b.create();
        b.mut().players[0].life = 6;
        b.advance();
        CHECK(b.life(1) == 7);
    }
    SECTION("Whetstone Thrall and Edge Warden") {
        PackBattle b = bladius({B + "hanging_blades", B + "cleave"});
        b.create();
        b.in_play(B + "whetstone_thrall");
        b.in_play(B + "edge_warden");
        b.advance();
        CHECK(b.tokens("blades") == 2);
        CHECK(b.gravehold_damage() == 2); // the Warden deals the blades after the Thrall added one
    }
    SECTION("Sword Colossus: Unleash; Gravehold suffers 2") {
        PackBattle b = bladius({B + "hanging_blades", B + "cleave"});
        b.create();
        b.in_play(B + "sword_colossus");
        b.advance();
        CHECK(b.gravehold_damage() == 3);
        CHECK(b.tokens("blades") == 2);
    }
    SECTION("Thousand Cuts, Final Edge and Hanging Blades at their last token") {
        PackBattle b = bladius({B + "hanging_blades", B + "cleave"});
        b.create();
        b.in_play(B + "thousand_cuts", -1, 1);
        b.in_play(B + "final_edge", -1, 1);
        b.in_play(B + "hanging_blades", -1, 1);
        b.advance();
        CHECK(b.life(0) == 8);
        CHECK(b.life(1) == 8);
        CHECK(b.gravehold_damage() == 8 + 2);
        CHECK(b.tokens("blades") == 3);
    }
}

TEST_CASE("Legacy nemeses: random 1-4 player battles finish with the invariants intact", "[pack][legacy]") {
    for (const std::string nemesis : {"legacy.maelstrom", "legacy.bladius"})
        for (int players = 1; players <= 4; ++players)
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                GameSetup setup;
                const char* mages[] = {"legacy.mage.green_front", "legacy.mage.yellow_back",
                                       "legacy.mage.orange_front", "legacy.mage.blue_back"};
                for (int i = 0; i < players; ++i) setup.players.push_back({mages[i], ""});
                setup.rules.variant = Variant::Legacy;
                setup.rules.evolve = true;
                setup.rules.solo_player_cards = 4;
                setup.nemesis = nemesis;
                for (const auto& [id, d] : legacy_content().nemesis_cards)
                    if (d.basic && id.rfind("legacy.", 0) == 0 && id.rfind("legacy.evolved.", 0) != 0)
                        setup.basic_cards.push_back(id);
                setup.supply = {"legacy.gem.ancient_cyanolith", "legacy.gem.branching_radite",
                                "legacy.gem.gilded_marble",     "legacy.relic.neural_wreath",
                                "legacy.relic.ethereal_hand",   "legacy.spell.fire_chakram",
                                "legacy.spell.warping_haze",    "legacy.spell.incinerating_fist",
                                "legacy.spell.gravity_node"};
                lua::LuaHost host(legacy_content());
                Engine e(legacy_content(), host, setup, seed);
                e.advance();
                Rng bot(seed + 7);
                int answers = 0;
                while (!e.over()) {
                    INFO(nemesis << " players " << players << " seed " << seed);
                    REQUIRE(test::check_invariants(e) == "");
                    REQUIRE(e.submit(test::random_answer(e.pending(), bot)).accepted);
                    REQUIRE(++answers < 50000);
                }
                CHECK(test::check_invariants(e) == "");
            }
}

TEST_CASE("battle setups leave evolved cards out of the basic cards; they only arrive by EVOLVE",
          "[pack][legacy][evolve]") {
    play::BattleOptions o;
    o.nemesis = "maelstrom";
    const GameSetup s = play::build_setup(legacy_content(), o);
    CHECK(s.nemesis == "legacy.maelstrom");
    int legacy_basics = 0;
    for (const auto& id : s.basic_cards) {
        CHECK(id.rfind("legacy.evolved.", 0) != 0);
        legacy_basics += id.rfind("legacy.basic.", 0) == 0;
    }
    CHECK(legacy_basics == 22);
}
