// The outcasts pack's later basic nemesis cards and the printed upgraded ones (card-facts §4.5, §4.6),
// against Rageborne, whose Unleash is +1 Fury (Unleashes are counted as events, since Fury strikes at 4).
#include "tests/support/outcasts_battle.hpp"

using namespace ae;
using ae::test::count_def;
using ae::test::nemesis_first;
using ae::test::outcasts_battle;
using ae::test::PackBattle;

namespace {
const std::string B = "outcasts.basic.";

int unleashes(PackBattle& b, const std::string& card) { return b.count(EventKind::Unleashed, B + card); }

// A power put into play with one token left, resolved in the nemesis's first main phase.
PackBattle power_now(const std::string& card, std::vector<std::string> mages = {"outcasts.mage.kel"}) {
    PackBattle b = outcasts_battle(std::move(mages));
    nemesis_first(b);
    b.create();
    b.in_play(B + card, -1, 1);
    return b;
}

// A minion in play whose Persistent effect runs in the nemesis's first main phase.
PackBattle minion_now(const std::string& card) {
    PackBattle b = outcasts_battle();
    nemesis_first(b);
    b.create();
    b.in_play(B + card);
    return b;
}

std::string minion_option(CardId c) { return "minion:" + std::to_string(c.value()); }
} // namespace

TEST_CASE("Haunted Force: Unleash, Gravehold 2, a Cursed Missile", "[pack][outcasts]") {
    PackBattle b = power_now("haunted_force");
    b.advance();
    CHECK(unleashes(b, "haunted_force") == 1);
    CHECK(b.gravehold_damage() == 2);
    CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.curse.cursed_missile") == 1);
}

TEST_CASE("Toxic Subterfuge: each removed token hurts Gravehold; Power: Unleash", "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    nemesis_first(b);
    b.create();
    const CardId t = b.in_play(B + "toxic_subterfuge");
    b.advance();
    CHECK(b.gravehold_damage() == 2);
    CHECK(b.nemesis_in_play(t)->power == 2);
    PackBattle last = power_now("toxic_subterfuge");
    last.advance();
    CHECK(last.gravehold_damage() == 2);
    CHECK(unleashes(last, "toxic_subterfuge") == 1);
}

TEST_CASE("Chitin Crawler: cheap spells deal it 1; Persistent: a player suffers 3, or Unleash",
          "[pack][outcasts]") {
    for (const std::string pick : {"damage", "unleash"}) {
        PackBattle b = minion_now("chitin_crawler");
        b.advance();
        b.ok(pick);
        if (pick == "damage")
            CHECK(b.life(0) == 7);
        else
            CHECK(unleashes(b, "chitin_crawler") == 1);
    }
    for (const std::string spell : {"outcasts.spell.fortified_frost", "outcasts.spell.twisted_fang"}) {
        PackBattle b = outcasts_battle();
        b.create();
        const CardId s = b.prep(0, spell, 1);
        const CardId crawler = b.in_play(B + "chitin_crawler");
        b.advance();
        b.cast(s);
        if (b.kind() == DecisionKind::ChooseCards) b.pick_none(); // Fortified Frost's optional discard
        b.ok(minion_option(crawler));
        // Fortified Frost costs 2 (2 damage, reduced to 1); Twisted Fang costs 4 (3 damage).
        CHECK(b.nemesis_in_play(crawler)->life == (spell == "outcasts.spell.twisted_fang" ? 6 : 8));
    }
}

TEST_CASE("Wandering Observer: Persistent Gravehold 2; player damage to it is capped at 1",
          "[pack][outcasts]") {
    PackBattle b = minion_now("wandering_observer");
    b.advance();
    CHECK(b.gravehold_damage() == 2);
    PackBattle hit = outcasts_battle();
    hit.create();
    const CardId fang = hit.prep(0, "outcasts.spell.twisted_fang", 1);
    const CardId w = hit.in_play(B + "wandering_observer");
    hit.advance();
    hit.cast(fang);
    hit.ok(minion_option(w));
    CHECK(hit.nemesis_in_play(w)->life == 10);
}

TEST_CASE("Nyx, The Spine Cruncher: Persistent Unleash and a player suffers 2", "[pack][outcasts]") {
    PackBattle b = minion_now("nyx_the_spine_cruncher");
    b.advance();
    CHECK(unleashes(b, "nyx_the_spine_cruncher") == 1);
    CHECK(b.life(0) == 8);
}

TEST_CASE("Apocalypse Ritual: Gravehold suffers 5 per nemesis card in the turn order discard",
          "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    b.setup.turn_order = {"nemesis", "nemesis", "p1"};
    b.setup.nemesis_deck = {ae::test::kOutcastsFiller, ae::test::kOutcastsFiller, ae::test::kOutcastsFiller};
    b.create();
    b.in_play(B + "apocalypse_ritual"); // 2 tokens: it resolves in the second nemesis turn
    b.advance();
    CHECK(b.gravehold_damage() == 10);
}

TEST_CASE("Chaos Strike: Unleash, Gravehold 4, a Cursed Shard on top of a deck", "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    nemesis_first(b, B + "chaos_strike");
    b.start();
    CHECK(unleashes(b, "chaos_strike") == 1);
    CHECK(b.gravehold_damage() == 4);
    CHECK(b.s().card(b.s().players[0].deck.front()).def == "outcasts.curse.cursed_shard");
}

TEST_CASE("Labyrinth Wraith: Persistent Unleash and a player suffers 1", "[pack][outcasts]") {
    PackBattle b = minion_now("labyrinth_wraith");
    b.advance();
    CHECK(unleashes(b, "labyrinth_wraith") == 1);
    CHECK(b.life(0) == 9);
}

TEST_CASE("Rain Of Devastation: Unleash twice and a player suffers 3", "[pack][outcasts]") {
    PackBattle b = power_now("rain_of_devastation");
    b.advance();
    CHECK(unleashes(b, "rain_of_devastation") == 2);
    CHECK(b.life(0) == 7);
}

TEST_CASE("Hunt The Weak: a player and Gravehold suffer 3, no Unleash", "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    nemesis_first(b, B + "hunt_the_weak");
    b.start();
    CHECK(b.life(0) == 7);
    CHECK(b.gravehold_damage() == 3);
    CHECK(b.tokens("fury") == 1);
}

TEST_CASE("Rescind: the most expensive prepped spell is discarded and its owner suffers 2",
          "[pack][outcasts]") {
    PackBattle b = outcasts_battle(ae::test::kTwoKels);
    nemesis_first(b, B + "rescind");
    b.create();
    const CardId spark = b.prep(0, "base.spell.spark", 1);
    const CardId tornado = b.prep(1, "outcasts.spell.tornado_of_insight", 1);
    b.advance();
    CHECK(unleashes(b, "rescind") == 2);
    CHECK(b.in_discard(1, tornado));
    CHECK(b.life(1) == 8);
    CHECK(b.life(0) == 10);
    CHECK_FALSE(b.in_discard(0, spark));
}

TEST_CASE("Harbinger Of Monstrosity: player damage -2 (at least 1); Persistent", "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    b.create();
    const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 1);
    const CardId h = b.in_play(B + "harbinger_of_monstrosity");
    b.advance();
    b.cast(fang);
    b.ok(minion_option(h));
    CHECK(b.nemesis_in_play(h)->life == 7); // 3 - 2
    PackBattle p = minion_now("harbinger_of_monstrosity");
    p.advance();
    CHECK(p.gravehold_damage() == 2);
    REQUIRE(p.kind() == DecisionKind::ChooseCards);
    const CardId gone = p.s().players[0].hand[0];
    p.pick({gone});
    CHECK(p.in_discard(0, gone));
}

TEST_CASE("Silent Decay: Unleash twice, Gravehold 3, a Cursed Missile on top of a deck", "[pack][outcasts]") {
    PackBattle b = power_now("silent_decay");
    b.advance();
    CHECK(unleashes(b, "silent_decay") == 2);
    CHECK(b.gravehold_damage() == 3);
    CHECK(b.s().card(b.s().players[0].deck.front()).def == "outcasts.curse.cursed_missile");
}

TEST_CASE("Sacrifice: Unleash four times, or Gravehold and a player suffer 4", "[pack][outcasts]") {
    for (const std::string pick : {"unleash", "blood"}) {
        PackBattle b = outcasts_battle();
        nemesis_first(b, B + "sacrifice");
        b.start();
        b.ok(pick);
        if (pick == "unleash") {
            CHECK(unleashes(b, "sacrifice") == 4);
        } else {
            CHECK(b.gravehold_damage() == 4);
            CHECK(b.life(0) == 6);
        }
    }
}

TEST_CASE("Scour: Unleash three times; the three most expensive cards in hand are discarded",
          "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    nemesis_first(b, B + "scour");
    b.create();
    const CardId tornado = b.give(0, "outcasts.spell.tornado_of_insight");
    const CardId fang = b.give(0, "outcasts.spell.twisted_fang");
    const CardId jade = b.give(0, "base.gem.jade");
    b.advance();
    CHECK(unleashes(b, "scour") == 3);
    for (CardId c : {tornado, fang, jade}) CHECK(b.in_discard(0, c));
    CHECK(b.s().players[0].hand.size() == 5);
}

TEST_CASE("Sky Crush: Unleash three times; a player destroys two cards and suffers 2", "[pack][outcasts]") {
    PackBattle b = outcasts_battle();
    nemesis_first(b, B + "sky_crush");
    b.create();
    b.mut().nemesis.tokens["fury"] = 0; // three Unleashes stay below Rageborne's strike at 4
    b.advance();
    CHECK(unleashes(b, "sky_crush") == 3);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    const auto hand = b.s().players[0].hand;
    b.pick({hand[0], hand[1]});
    CHECK(b.destroyed(hand[0]));
    CHECK(b.destroyed(hand[1]));
    CHECK(b.life(0) == 8);
}

TEST_CASE("Blackened Stars: a player suffers 7", "[pack][outcasts]") {
    PackBattle b = power_now("blackened_stars");
    b.advance();
    CHECK(b.life(0) == 3);
}

TEST_CASE("Blighted Magic: the priciest prepped spell is destroyed; another player loses two cards",
          "[pack][outcasts]") {
    PackBattle b = power_now("blighted_magic", ae::test::kTwoKels);
    const CardId tornado = b.prep(1, "outcasts.spell.tornado_of_insight", 1);
    const CardId jade = b.give(0, "base.gem.jade");
    const CardId fang = b.give(0, "outcasts.spell.twisted_fang");
    b.advance();
    CHECK(unleashes(b, "blighted_magic") == 1);
    CHECK(b.destroyed(tornado));
    CHECK(b.destroyed(jade)); // player 1 is the only other player; only these two cost 1 or more
    CHECK(b.destroyed(fang));
}

TEST_CASE("Ray Of Desolation: Unleash twice; the two most expensive prepped spells are destroyed",
          "[pack][outcasts]") {
    PackBattle b = power_now("ray_of_desolation", ae::test::kTwoKels);
    const CardId spark = b.prep(0, "base.spell.spark", 1);
    const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 2);
    const CardId tornado = b.prep(1, "outcasts.spell.tornado_of_insight", 1);
    b.advance();
    CHECK(unleashes(b, "ray_of_desolation") == 2);
    CHECK(b.destroyed(tornado));
    CHECK(b.destroyed(fang));
    CHECK_FALSE(b.destroyed(spark));
}
