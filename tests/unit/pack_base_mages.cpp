// The eight base mages' abilities, used from a real main phase with full charges.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::PackBattle;

namespace {
void full_charges(PackBattle& b) {
    for (auto& p : b.setup.players) p.charges = 6; // capped at the mage's slot count
}
} // namespace

TEST_CASE("mages start with their hands, decks and breaches in a battle", "[pack]") {
    PackBattle b({"base.mage.phaedraxa", "base.mage.kadir"});
    b.start();
    const auto& ph = b.s().players[0];
    CHECK(ph.breaches[0].status == BreachStatus::Absent);
    CHECK(ph.breaches[1].status == BreachStatus::Open);
    CHECK(ph.breaches[3].rotation == 2);
    CHECK(b.s().card(ph.hand.front()).def == "base.gem.tourmaline_shard");
    CHECK(b.s().card(ph.deck.back()).def == "base.spell.spark");
    CHECK(ph.max_charges == 5);
    CHECK(b.s().players[1].max_charges == 5);
}

TEST_CASE("Adelheim and Phaedraxa: abilities with a timing are not main-phase actions", "[pack]") {
    PackBattle b({"base.mage.adelheim", "base.mage.phaedraxa"}, "base.rageborne", {"p1", "p2"});
    full_charges(b);
    b.start();
    // Phaedraxa's window opens first, when the first turn order card is drawn.
    REQUIRE(b.has("pass"));
    b.ok("pass");
    CHECK_FALSE(b.has("ability:0"));
    CHECK_FALSE(b.has("ability:1"));
}

TEST_CASE("Adelheim, Aethereal Ward: a drawn attack is discarded before it resolves", "[pack]") {
    PackBattle b({"base.mage.adelheim"}, "base.rageborne", {"nemesis", "p1"});
    full_charges(b);
    b.setup.nemesis_deck = {"base.basic.slaughter", "base.basic.skewer"};
    b.start();
    REQUIRE(b.has("ability:0"));
    b.ok("ability:0");
    CHECK(b.charges(0) == 0);
    CHECK(b.s().gravehold_life == 30);           // Slaughter's 3 damage never happened
    CHECK(b.s().nemesis.tokens.at("fury") == 1); // nor its Unleash
    REQUIRE(b.s().nemesis.discard.size() == 1);
    CHECK(b.s().card(b.s().nemesis.discard[0]).def == "base.basic.slaughter");
}

TEST_CASE("Adelheim: passing lets the attack resolve", "[pack]") {
    PackBattle b({"base.mage.adelheim"}, "base.rageborne", {"nemesis", "p1"});
    full_charges(b);
    b.setup.nemesis_deck = {"base.basic.slaughter", "base.basic.skewer"};
    b.start();
    b.ok("pass");
    CHECK(b.charges(0) == 5);
    CHECK(b.s().gravehold_life == 27);
}

TEST_CASE("Phaedraxa, Auspex Rune: no damage to players or Gravehold for that turn", "[pack]") {
    PackBattle b({"base.mage.phaedraxa"}, "base.rageborne", {"nemesis", "nemesis", "p1"});
    full_charges(b);
    b.setup.nemesis_deck = {"base.basic.slaughter", "base.basic.slaughter", "base.basic.skewer"};
    b.start();
    REQUIRE(b.has("ability:0"));
    b.ok("ability:0"); // the first nemesis turn's Slaughter deals no damage
    CHECK(b.charges(0) == 0);
    // The mark ends with that turn: the second Slaughter hurts. Without the ability Gravehold would be at 24.
    CHECK(b.s().gravehold_life == 27);
    CHECK(b.s().nemesis.tokens.at("fury") == 3); // the Unleashes are not damage and still happen
}

TEST_CASE("Brama, Brink Siphon: any player gains 4 life", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.mist"});
    full_charges(b);
    b.create();
    b.mut().players[1].life = 3;
    b.advance();
    CHECK_FALSE(b.has("ability:1")); // Mist's ability is for her own main phase
    b.ok("ability:0");
    CHECK(b.charges(0) == 0);
    CHECK(b.life(1) == 7); // only Mist can gain life: nobody is asked whom (the OR rule)
}

TEST_CASE("Jian, Black Mirror: a prepped spell resolves twice, then is discarded", "[pack]") {
    SECTION("another player's Spark: 1 + 1") {
        PackBattle b({"base.mage.jian", "base.mage.brama"});
        full_charges(b);
        b.create();
        const CardId spark = b.prep(1, "base.spell.spark", 1);
        b.advance();
        b.ok("ability:0"); // the only prepped spell is picked automatically
        CHECK(b.charges(0) == 0);
        CHECK(b.nemesis_damage() == 2);
        CHECK(b.in_discard(1, spark));
        CHECK(b.count(EventKind::SpellCast) == 2); // two real casts; the first does not discard
    }
    SECTION("on an open breach III both casts get the bonus: 2 + 2") {
        PackBattle b({"base.mage.jian"});
        full_charges(b);
        b.create();
        const CardId spark = b.prep(0, "base.spell.spark", 3);
        b.mut().players[0].breaches[2].status = BreachStatus::Open;
        b.advance();
        b.end_casting();
        b.ok("ability:0");
        CHECK(b.nemesis_damage() == 4);
        CHECK(b.in_discard(0, spark));
    }
    SECTION("Xaxos's Flare, with a player's card on top of the turn order deck: 3 + 3") {
        PackBattle b({"base.mage.jian", "base.mage.xaxos"}, "base.rageborne", {"p1", "p2", "nemesis"});
        full_charges(b);
        b.create();
        const CardId flare = b.prep(1, "base.spell.flare", 1);
        b.advance();
        b.ok("ability:0");
        CHECK(b.nemesis_damage() == 6);
        CHECK(b.in_discard(1, flare));
        CHECK(b.turn_order_deck() == std::vector<std::string>{"p2", "nemesis"});
    }
    SECTION("Dark Fire: each resolution discards from Jian's hand") {
        PackBattle b({"base.mage.jian"});
        full_charges(b);
        b.create();
        b.prep(0, "base.spell.dark_fire", 1);
        b.advance();
        b.end_casting();
        b.ok("ability:0");
        b.pick({b.s().players[0].hand[0], b.s().players[0].hand[1]});
        CHECK(b.nemesis_damage() == 6);
        b.pick({b.s().players[0].hand[0]});
        CHECK(b.nemesis_damage() == 9);
    }
}

TEST_CASE("Kadir, Otherworldly Gate: the turn's player takes up to three spells back", "[pack]") {
    PackBattle b({"base.mage.kadir", "base.mage.brama"}, "base.rageborne", {"p2", "p1"});
    full_charges(b);
    b.create();
    const CardId s1 = b.to_discard_pile(1, "base.spell.spark");
    const CardId s2 = b.to_discard_pile(1, "base.spell.dark_fire");
    const CardId jade = b.to_discard_pile(1, "base.gem.jade");
    b.to_discard_pile(0, "base.spell.spark"); // Kadir's own discard is not involved
    b.advance();
    REQUIRE(b.s().turn.player == 1);
    b.ok("ability:0"); // any player's main phase
    CHECK(b.charges(0) == 0);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().who == std::vector<int>{1});
    CHECK(b.pending().options.size() == 2); // spells only
    CHECK(b.pending().max == 2);
    b.pick({s1, s2});
    CHECK(b.in_hand(1, s1));
    CHECK(b.in_hand(1, s2));
    CHECK(b.in_discard(1, jade));
    // ... and may prep two spells to each of their open breaches this turn (not to closed ones).
    const std::string first = "prep:" + std::to_string(s1.value()) + ":1";
    const std::string second = "prep:" + std::to_string(s2.value()) + ":1";
    b.ok(first);
    CHECK(b.has(second));
    b.ok(second);
    CHECK(b.s().players[1].breaches[0].prepped == std::vector<CardId>{s1, s2});
}

TEST_CASE("one spell per breach unless a card says otherwise", "[pack]") {
    PackBattle b({"base.mage.brama"});
    b.create();
    const CardId s1 = b.give(0, "base.spell.spark");
    const CardId s2 = b.give(0, "base.spell.spark");
    b.advance();
    b.end_casting();
    b.ok("prep:" + std::to_string(s1.value()) + ":1");
    CHECK_FALSE(b.has("prep:" + std::to_string(s2.value()) + ":1"));
}

TEST_CASE("Lash, Quicken Thought: a discarded turn order card is shuffled back; its player suffers 1",
          "[pack]") {
    SECTION("player 2's card") {
        PackBattle b({"base.mage.lash", "base.mage.brama"}, "base.rageborne", {"p2", "p1"});
        full_charges(b);
        b.start();
        REQUIRE(b.s().turn.player == 1);
        REQUIRE(b.turn_order_discard() == std::vector<std::string>{"p2"});
        b.ok("ability:0"); // on player 2's turn; only "p2" is in the turn order discard
        CHECK(b.charges(0) == 0);
        CHECK(b.life(1) == 9);
        CHECK(b.life(0) == 10);
        CHECK(b.turn_order_discard().empty());
        auto deck = b.turn_order_deck();
        std::sort(deck.begin(), deck.end());
        CHECK(deck == std::vector<std::string>{"p1", "p2"});
    }
    SECTION("the wild card is never taken back") {
        PackBattle b({"base.mage.lash", "base.mage.brama", "base.mage.jian"}, "base.rageborne",
                     {"wild", "p2", "nemesis"});
        full_charges(b);
        b.start();
        REQUIRE(b.kind() == DecisionKind::TurnOrderWild);
        b.pick_player(0);
        REQUIRE(b.s().turn.player == 0);
        b.ok("ability:0");
        CHECK(b.charges(0) == 0);
        CHECK(b.turn_order_discard() == std::vector<std::string>{"wild"});
        CHECK(b.turn_order_deck() == std::vector<std::string>{"p2", "nemesis"});
        CHECK(b.life(0) == 10);
    }
}

TEST_CASE("Mist, Divine Augury: an ally draws four cards", "[pack]") {
    PackBattle b({"base.mage.mist", "base.mage.brama"});
    full_charges(b);
    b.start();
    b.ok("ability:0");
    CHECK(b.s().players[1].hand.size() == 9);
    CHECK(b.s().players[1].deck.size() == 1);
    CHECK(b.s().players[0].hand.size() == 5);
}

TEST_CASE("Xaxos, Metaphysical Link: allies share 4 charges, then the turn order deck is restacked",
          "[pack]") {
    SECTION("three players") {
        PackBattle b({"base.mage.xaxos", "base.mage.brama", "base.mage.jian"}, "base.rageborne",
                     {"p1", "p2", "nemesis", "p3", "nemesis"});
        b.setup.players[0].charges = 5;
        b.setup.players[2].charges = 3;
        b.start();
        b.ok("ability:0");
        CHECK(b.charges(0) == 0);
        b.pick_player(1); // Brama 1
        b.pick_player(1); // Brama 2
        b.pick_player(2); // Jian 4 of 4: full, so the last charge goes to Brama without asking
        CHECK(b.charges(2) == 4);
        CHECK(b.charges(1) == 3);
        // The deck is p2, nemesis, p3, nemesis; alike cards are offered once.
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        CHECK(b.pending().who == std::vector<int>{0});
        CHECK(b.pending().options.size() == 3);
        b.ok("nemesis");
        CHECK(b.pending().options.size() == 3);
        b.ok("nemesis");
        CHECK(b.pending().options.size() == 2);
        b.ok("p3"); // p2 is the only card left: placed without asking
        CHECK(b.kind() == DecisionKind::MainAction);
        CHECK(b.turn_order_deck() == std::vector<std::string>{"nemesis", "nemesis", "p3", "p2"});
    }
    SECTION("alone, Xaxos is his own ally; a one-card deck needs no choice") {
        PackBattle b({"base.mage.xaxos"});
        b.setup.players[0].charges = 5;
        b.start();
        b.ok("ability:0");
        CHECK(b.charges(0) == 4);
        CHECK(b.kind() == DecisionKind::MainAction);
        CHECK(b.turn_order_deck() == std::vector<std::string>{"nemesis"});
    }
}
