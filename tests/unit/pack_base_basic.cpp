// The 22 basic nemesis cards of the base pack, fought against Rageborne (whose Unleash is +1 Fury, so
// Unleashes are counted exactly). Attacks are drawn by the nemesis; minions and powers are put into play
// and run in the nemesis main phase; TO DISCARD costs are paid in a player's main phase.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::PackBattle;

namespace {
const std::string kFiller = "base.basic.bleed_static"; // a power: does nothing when drawn

// The nemesis takes the first turn and draws `card` (or the filler), then player 1 plays.
void nemesis_first(PackBattle& b, const std::string& card = kFiller) {
    b.setup.turn_order = {"nemesis", "p1", "p1"};
    b.setup.nemesis_deck = {card, kFiller, kFiller};
}
int unleashes(PackBattle& b, const std::string& cause) { return b.count(EventKind::Unleashed, cause); }
} // namespace

// ---- tier 1

TEST_CASE("Skewer: Unleash; a chosen player suffers 3 and draws a card", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b, "base.basic.skewer");
    b.start();
    CHECK(b.tokens("fury") == 2);
    REQUIRE(b.kind() == DecisionKind::ChoosePlayer);
    CHECK(b.pending().who == std::vector<int>{0, 1}); // the players decide
    b.pick_player(1);
    CHECK(b.life(1) == 7);
    CHECK(b.s().players[1].hand.size() == 6);
    CHECK(b.life(0) == 10);
}

TEST_CASE("Slaughter: Unleash; Gravehold suffers 3", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.slaughter");
    b.start();
    CHECK(unleashes(b, "base.basic.slaughter") == 1);
    CHECK(b.tokens("fury") == 2);
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Bane Sire: persistent Unleash", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.bane_sire");
    b.advance();
    CHECK(unleashes(b, "base.basic.bane_sire") == 1);
    CHECK(b.tokens("fury") == 2);
}

TEST_CASE("Haze Spewer: Gravehold suffers its life, then it suffers 1 damage", "[pack]") {
    SECTION("life 5: 5 damage, then life 4") {
        PackBattle b;
        nemesis_first(b);
        b.create();
        const CardId h = b.in_play("base.basic.haze_spewer");
        b.advance();
        CHECK(b.gravehold_damage() == 5);
        REQUIRE(b.nemesis_in_play(h));
        CHECK(b.nemesis_in_play(h)->life == 4);
        CHECK(b.sum(EventKind::DamageDealt, "base.basic.haze_spewer") == 1);
    }
    SECTION("two nemesis turns: 5 then 4") {
        PackBattle b;
        b.setup.turn_order = {"nemesis", "nemesis", "p1"};
        b.setup.nemesis_deck = {kFiller, kFiller, kFiller};
        b.create();
        const CardId h = b.in_play("base.basic.haze_spewer");
        b.advance();
        CHECK(b.gravehold_damage() == 9);
        REQUIRE(b.nemesis_in_play(h));
        CHECK(b.nemesis_in_play(h)->life == 3);
    }
    SECTION("life 1: 1 damage, then it is defeated") {
        PackBattle b;
        nemesis_first(b);
        b.create();
        const CardId h = b.in_play("base.basic.haze_spewer", 1);
        b.advance();
        CHECK(b.gravehold_damage() == 1);
        CHECK_FALSE(b.nemesis_in_play(h));
        CHECK(b.in_nemesis_discard(h));
        CHECK(b.count(EventKind::MinionDefeated) == 1);
    }
}

TEST_CASE("Agony Field: power - Unleash; a player discards 3 and draws 1", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    const CardId f = b.in_play("base.basic.agony_field", -1, 1);
    b.advance();
    CHECK(b.tokens("fury") == 2);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().min == 3);
    const auto& hand = b.s().players[0].hand;
    const std::vector<CardId> three(hand.begin(), hand.begin() + 3);
    b.pick(three);
    for (CardId c : three) CHECK(b.in_discard(0, c));
    CHECK(b.s().players[0].hand.size() == 3);
    CHECK(b.in_nemesis_discard(f));
}

TEST_CASE("Agony Field: to discard, destroy a card in hand costing 2 or more", "[pack]") {
    PackBattle b;
    b.create();
    const CardId f = b.in_play("base.basic.agony_field");
    b.advance();
    CHECK(b.has("discard_power:" + std::to_string(f.value()), false)); // Brama's hand costs 0 throughout
    PackBattle c;
    c.create();
    const CardId g = c.in_play("base.basic.agony_field");
    const CardId jade = c.give(0, "base.gem.jade");
    c.advance();
    c.ok("discard_power:" + std::to_string(g.value())); // the only such card is picked automatically
    CHECK(c.destroyed(jade));
    CHECK(c.in_nemesis_discard(g));
    CHECK(c.count(EventKind::PowerDiscarded) == 1);
}

TEST_CASE("Bleed Static: the player with the most prepped spells suffers 2 per spell", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.bleed_static", -1, 1);
    b.prep(0, "base.spell.spark", 1);
    b.prep(0, "base.spell.spark", 2);
    b.prep(1, "base.spell.spark", 1);
    b.advance();
    CHECK(b.life(0) == 6);
    CHECK(b.life(1) == 10);
}

TEST_CASE("Eye of Nothing: power - Unleash twice; to discard, spend 6 aether", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.eye_of_nothing", -1, 1);
    b.advance();
    CHECK(unleashes(b, "base.basic.eye_of_nothing") == 2);
    CHECK(b.tokens("fury") == 3);

    PackBattle c;
    c.create();
    const CardId eye = c.in_play("base.basic.eye_of_nothing");
    const CardId jade = c.give(0, "base.gem.jade");
    c.advance();
    CHECK(c.has("discard_power:" + std::to_string(eye.value()), false));
    c.play(jade);
    for (int i = 0; i < 4; ++i) c.play(c.nth_in_hand(0, "base.gem.crystal"));
    REQUIRE(c.aether() == 6);
    c.ok("discard_power:" + std::to_string(eye.value()));
    CHECK(c.aether() == 0);
    CHECK(c.in_nemesis_discard(eye));
}

TEST_CASE("Woven Sky: power - Unleash, a player suffers 4; to discard, discard 3 cards", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.woven_sky", -1, 1);
    b.advance();
    CHECK(b.tokens("fury") == 2);
    b.pick_player(0);
    CHECK(b.life(0) == 6);

    PackBattle c;
    c.create();
    const CardId sky = c.in_play("base.basic.woven_sky");
    c.advance();
    c.ok("discard_power:" + std::to_string(sky.value()));
    REQUIRE(c.kind() == DecisionKind::ChooseCards);
    const auto& hand = c.s().players[0].hand;
    c.pick({hand[0], hand[1], hand[2]});
    CHECK(c.s().players[0].hand.size() == 2);
    CHECK(c.s().players[0].discard.size() == 3);
    CHECK(c.in_nemesis_discard(sky));
}

// ---- tier 2

TEST_CASE("Awaken: Unleash twice and Gravehold suffers 3", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.awaken");
    b.start(); // no minion in the nemesis discard pile: the only choice is taken at once
    CHECK(b.tokens("fury") == 3);
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Awaken: or the newest discarded minion comes back into play at full life", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.awaken");
    b.create();
    auto discard = [&](const std::string& def) {
        const CardId c = b.e().new_card(def, true, -1);
        b.mut().nemesis.discard.push_back(c);
        return c;
    };
    const CardId older = discard("base.basic.haze_spewer");
    discard("base.basic.skewer"); // an attack: never in play
    const CardId newest = discard("base.basic.bane_sire");
    b.advance();
    b.ok("minion");
    const InPlayCard* ip = b.nemesis_in_play(newest);
    REQUIRE(ip);
    CHECK(ip->life == b.content.nemesis_card("base.basic.bane_sire").life);
    CHECK(b.in_nemesis_discard(older));
    CHECK(b.tokens("fury") == 1);
    CHECK(b.gravehold_damage() == 0);
}

TEST_CASE("Dispel: Unleash twice; the most-prepped player loses their priciest prepped spell", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.jian"});
    nemesis_first(b, "base.basic.dispel");
    b.create();
    const CardId spark0 = b.prep(0, "base.spell.spark", 1);
    const CardId spark1 = b.prep(1, "base.spell.spark", 1);
    const CardId fire = b.prep(1, "base.spell.dark_fire", 2);
    b.advance();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.in_discard(1, fire));
    CHECK(b.s().players[1].breaches[0].prepped == std::vector<CardId>{spark1});
    CHECK(b.s().players[0].breaches[0].prepped == std::vector<CardId>{spark0});
}

TEST_CASE("Lay Waste: Unleash twice; a player suffers 2", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.lay_waste");
    b.start();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.life(0) == 8);
}

TEST_CASE("Cauterizer: a player suffers damage equal to its life", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.cauterizer", 2);
    b.advance();
    CHECK(b.life(0) == 8);
}

TEST_CASE("Cauterizer: each source deals it at most 1 damage", "[pack]") {
    PackBattle b;
    b.create();
    const CardId tendril = b.prep(0, "base.spell.lava_tendril", 1);
    const CardId spark = b.prep(0, "base.spell.spark", 2);
    b.mut().players[0].breaches[1].status = BreachStatus::Open;
    const CardId caut = b.in_play("base.basic.cauterizer"); // life 3
    const std::string target = "minion:" + std::to_string(caut.value());
    b.advance();
    b.cast(tendril); // 3 damage
    b.ok(target);
    REQUIRE(b.nemesis_in_play(caut));
    CHECK(b.nemesis_in_play(caut)->life == 2);
    b.cast(spark); // 1 damage stays 1
    b.ok(target);
    REQUIRE(b.nemesis_in_play(caut));
    CHECK(b.nemesis_in_play(caut)->life == 1);
    CHECK(b.sum(EventKind::DamageDealt) == 2);
    CHECK(b.nemesis_damage() == 0);
}

TEST_CASE("Needlemaw: Gravehold suffers 2", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.needlemaw");
    b.advance();
    CHECK(b.gravehold_damage() == 2);
}

TEST_CASE("Venomite: the lowest-life player suffers 2 OR a prepped spell costing 3+ is discarded", "[pack]") {
    SECTION("damage") {
        PackBattle b({"base.mage.brama", "base.mage.brama"});
        nemesis_first(b);
        b.create();
        b.in_play("base.basic.venomite");
        b.prep(0, "base.spell.dark_fire", 1); // so that both choices are open
        b.mut().players[1].life = 6;
        b.advance();
        b.ok("damage");
        CHECK(b.life(1) == 4);
        CHECK(b.life(0) == 10);
    }
    SECTION("spell") {
        PackBattle b({"base.mage.brama", "base.mage.brama"});
        nemesis_first(b);
        b.create();
        b.in_play("base.basic.venomite");
        b.prep(0, "base.spell.spark", 1);
        const CardId fire = b.prep(1, "base.spell.dark_fire", 1);
        b.advance();
        b.ok("spell"); // Dark Fire is the only prepped spell costing 3 or more
        CHECK(b.in_discard(1, fire));
        CHECK(b.life(0) == 10);
        CHECK(b.life(1) == 10);
    }
    SECTION("no costly spell: the damage is the only choice") {
        PackBattle b;
        nemesis_first(b);
        b.create();
        b.in_play("base.basic.venomite");
        b.prep(0, "base.spell.spark", 1);
        b.advance();
        CHECK(b.life(0) == 8);
    }
}

TEST_CASE("Pulverizing Ray: Gravehold suffers 18, minus 3 per gem the players discard", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.pulverizing_ray");
    b.advance();
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().max == 6);
    CHECK(b.pending().options.size() == 8); // 4 Crystals each
    const CardId a = b.nth_in_hand(0, "base.gem.crystal"), c = b.nth_in_hand(1, "base.gem.crystal");
    b.pick({a, c});
    CHECK(b.in_discard(0, a));
    CHECK(b.in_discard(1, c));
    CHECK(b.gravehold_damage() == 12);
}

// ---- tier 3

TEST_CASE("Gather Darkness: discard into deck, shuffle, destroy the top 4; Unleash twice", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.gather_darkness");
    b.create();
    for (int i = 0; i < 3; ++i) b.to_discard_pile(0, "base.gem.jade");
    const auto hand = b.s().players[0].hand;
    b.advance();
    const auto& p = b.s().players[0];
    CHECK(p.discard.empty());
    CHECK(p.deck.size() == 4);
    CHECK(b.s().destroyed.size() == 4);
    CHECK(p.hand == hand);
    CHECK(b.tokens("fury") == 3);
}

TEST_CASE("Obliterate: Unleash twice; the most-open-breaches player destroys 4 in hand or suffers 4",
          "[pack]") {
    SECTION("destroy four") {
        PackBattle b({"base.mage.brama", "base.mage.jian"});
        nemesis_first(b, "base.basic.obliterate");
        b.start();
        CHECK(b.tokens("fury") == 3);
        REQUIRE(b.pending().who == std::vector<int>{1}); // Jian: two open breaches
        b.ok("destroy");
        const auto& hand = b.s().players[1].hand;
        const std::vector<CardId> four(hand.begin(), hand.begin() + 4);
        b.pick(four);
        for (CardId c : four) CHECK(b.destroyed(c));
        CHECK(b.life(1) == 10);
    }
    SECTION("suffer four") {
        PackBattle b({"base.mage.brama", "base.mage.jian"});
        nemesis_first(b, "base.basic.obliterate");
        b.start();
        b.ok("damage");
        CHECK(b.life(1) == 6);
    }
    SECTION("fewer than four cards: only the damage") {
        PackBattle b({"base.mage.jian"});
        nemesis_first(b, "base.basic.obliterate");
        b.create();
        b.clear_hand(0);
        b.give(0, "base.gem.crystal");
        b.advance();
        CHECK(b.life(0) == 6);
    }
}

TEST_CASE("Sunder: Gravehold and the lowest-life player suffer 4 OR the nemesis turn order cards return",
          "[pack]") {
    SECTION("damage") {
        PackBattle b({"base.mage.brama", "base.mage.brama"});
        nemesis_first(b, "base.basic.sunder");
        b.create();
        b.mut().players[0].life = 7;
        b.advance();
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        CHECK(b.pending().who == std::vector<int>{0, 1}); // the players decide
        b.ok("damage");
        CHECK(b.gravehold_damage() == 4);
        CHECK(b.life(0) == 3);
        CHECK(b.life(1) == 10);
    }
    SECTION("shuffle: both nemesis cards go back into the turn order deck") {
        PackBattle b({"base.mage.brama", "base.mage.brama"});
        b.setup.turn_order = {"nemesis", "nemesis", "p1", "p2"};
        b.setup.nemesis_deck = {kFiller, "base.basic.sunder", kFiller};
        b.create();
        b.advance(); // the second nemesis turn draws Sunder
        REQUIRE(b.turn_order_discard() == std::vector<std::string>{"nemesis", "nemesis"});
        b.ok("shuffle");
        int returned = 0;
        for (const auto& ev : b.e().events())
            if (ev.kind == EventKind::TurnOrderShuffled && ev.text == "nemesis shuffled back in") ++returned;
        CHECK(returned == 2);
        // All four cards are still there (the next turn has drawn from the reshuffled deck).
        auto all = b.turn_order_deck();
        for (const auto& l : b.turn_order_discard()) all.push_back(l);
        std::sort(all.begin(), all.end());
        CHECK(all == std::vector<std::string>{"nemesis", "nemesis", "p1", "p2"});
        CHECK(b.gravehold_damage() == 0);
        CHECK(b.life(0) == 10);
        CHECK(b.life(1) == 10);
    }
}

TEST_CASE("Topple: Unleash twice; Gravehold suffers 4", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.topple");
    b.start();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.gravehold_damage() == 4);
}

TEST_CASE("Jagged One: persistent Unleash twice", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.basic.jagged_one");
    b.advance();
    CHECK(unleashes(b, "base.basic.jagged_one") == 2);
    CHECK(b.tokens("fury") == 3);
}

TEST_CASE("Doom Aegis: the most-charged player suffers 4 and loses all charges; to discard, 7 aether",
          "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b);
    b.setup.players[1].charges = 3;
    b.create();
    b.in_play("base.basic.doom_aegis");
    b.advance();
    CHECK(b.life(1) == 6);
    CHECK(b.charges(1) == 0);
    CHECK(b.life(0) == 10);

    PackBattle c;
    c.create();
    const CardId aegis = c.in_play("base.basic.doom_aegis");
    c.give(0, "base.gem.jade");
    c.give(0, "base.gem.crystal");
    c.advance();
    for (CardId x : std::vector<CardId>(c.s().players[0].hand))
        if (c.s().card(x).def != "base.spell.buried_light") c.play(x);
    REQUIRE(c.aether() == 7);
    c.ok("discard_power:" + std::to_string(aegis.value()));
    CHECK(c.aether() == 0);
    CHECK(c.in_nemesis_discard(aegis));
}

TEST_CASE("Reality Rupture: Unleash three times; to discard, destroy two costly prepped spells", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.mut().nemesis.tokens["fury"] = 0;
    b.in_play("base.basic.reality_rupture");
    b.advance();
    CHECK(unleashes(b, "base.basic.reality_rupture") == 3);
    CHECK(b.tokens("fury") == 3);

    PackBattle c({"base.mage.jian"});
    c.create();
    const CardId rupture = c.in_play("base.basic.reality_rupture");
    const CardId fire = c.prep(0, "base.spell.dark_fire", 1);
    const CardId echo = c.prep(0, "base.spell.spectral_echo", 2);
    c.advance();
    c.end_casting();
    c.ok("discard_power:" + std::to_string(rupture.value()));
    REQUIRE(c.kind() == DecisionKind::ChooseCards);
    c.pick({fire, echo});
    CHECK(c.destroyed(fire));
    CHECK(c.destroyed(echo));
    CHECK(c.in_nemesis_discard(rupture));
}
