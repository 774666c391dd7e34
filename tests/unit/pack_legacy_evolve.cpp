// EVOLVE (rules/legacy.md §7.4) with the legacy pack's evolving basic cards, fought against Rageborne
// (its Unleash is +1 Fury, so nothing else moves): stickers, transformations, and the rule switch.
#include "engine/state_text.hpp"
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
const std::string kFiller = "base.basic.bleed_static"; // a power: does nothing when drawn
const std::string kScatter = "legacy.basic.scatter";
const std::string kCrushing = "legacy.evolved.crushing";
const std::string kLeviathan = "legacy.basic.ravenous_leviathan";
const std::string kGorging = "legacy.evolved.gorging_leviathan";
const std::string kHive = "legacy.basic.humming_hive";
const std::string kSwarm = "legacy.evolved.droning_swarm";

PackBattle battle(bool evolve) {
    PackBattle b(legacy_content(), {"base.mage.brama", "base.mage.brama"}, "base.rageborne",
                 {"nemesis", "p1", "p1"});
    b.setup.rules.evolve = evolve;
    b.setup.nemesis_deck = {kFiller, kFiller, kFiller};
    return b;
}

// Scatter drawn first: Unleash twice, player 1 destroys a card in hand, then EVOLVE.
void draw_scatter(PackBattle& b) {
    b.setup.nemesis_deck = {kScatter, kFiller, kFiller};
    b.start();
    CHECK(b.tokens("fury") == 3);
    b.pick_player(0);
    const CardId gone = b.s().players[0].hand.front();
    b.pick({gone});
    CHECK(b.destroyed(gone));
}

const GameEvent* last(PackBattle& b, EventKind k) {
    const GameEvent* found = nullptr;
    for (const auto& ev : b.e().events())
        if (ev.kind == k) found = &ev;
    return found;
}
} // namespace

TEST_CASE("EVOLVE with the rule off does nothing and says why", "[pack][legacy][evolve]") {
    PackBattle b = battle(false);
    draw_scatter(b);
    CHECK(b.s().evolutions.empty());
    CHECK(b.count(EventKind::Evolved) == 0);
    const GameEvent* log = last(b, EventKind::ScriptLog);
    REQUIRE(log);
    CHECK(log->text == "Scatter would EVOLVE, but the Evolve rule is not in play yet"); // named for people
}

TEST_CASE("EVOLVE with a free slot places one more sticker", "[pack][legacy][evolve]") {
    SECTION("first sticker") {
        PackBattle b = battle(true);
        draw_scatter(b);
        REQUIRE(b.s().evolutions.size() == 1);
        CHECK(b.s().evolutions[0] == Evolution{kScatter, false, ""});
        CHECK(last(b, EventKind::Evolved)->amount == 1);
        CHECK(b.e().evolve_stickers(kScatter) == 1);
        // Scatter itself stays a normal attack: it is discarded as usual.
        CHECK(b.s().nemesis.discard.size() == 1);
        CHECK(b.s().card(b.s().nemesis.discard[0]).def == kScatter);
    }
    SECTION("stickers from earlier battles count (2 of 3 slots used)") {
        PackBattle b = battle(true);
        b.setup.evolve_stickers[kScatter] = 2;
        draw_scatter(b);
        REQUIRE(b.s().evolutions.size() == 1);
        CHECK_FALSE(b.s().evolutions[0].transformed);
        CHECK(last(b, EventKind::Evolved)->amount == 3);
    }
    SECTION("recorded in the canonical state, so in the state hash") {
        PackBattle b = battle(true);
        draw_scatter(b);
        CHECK(canonical_text(b.s()).find("\"evolutions\":[[\"legacy.basic.scatter\",false,\"\"]]") !=
              std::string::npos);
    }
}

TEST_CASE("EVOLVE with no free slot: an attack transforms onto the nemesis discard pile",
          "[pack][legacy][evolve]") {
    PackBattle b = battle(true);
    b.setup.evolve_stickers[kScatter] = 3;
    b.setup.nemesis_deck = {kScatter, kFiller, kFiller};
    b.start();
    b.pick_player(0);
    b.pick({b.s().players[0].hand.front()});
    REQUIRE(b.s().evolutions.size() == 1);
    CHECK(b.s().evolutions[0] == Evolution{kScatter, true, kCrushing});
    const auto& discard = b.s().nemesis.discard;
    REQUIRE(discard.size() == 1);
    CHECK(b.s().card(discard[0]).def == kCrushing);
    // The old Scatter has left the battle.
    bool scatter_destroyed = false;
    for (CardId c : b.s().destroyed) scatter_destroyed |= b.s().card(c).def == kScatter;
    CHECK(scatter_destroyed);
    const GameEvent* ev = last(b, EventKind::Evolved);
    CHECK(ev->text == kCrushing);
    CHECK(describe(*ev, b.s()).find("evolves into legacy.evolved.crushing") != std::string::npos);
    CHECK(describe(*ev, b.s(), b.content) == "  Scatter evolves into Crushing"); // people read names
}

TEST_CASE("Crushing: Unleash three times, Gravehold suffers 2, a player destroys three cards",
          "[pack][legacy][evolve]") {
    PackBattle b = battle(true);
    b.setup.nemesis_deck = {kCrushing, kFiller};
    b.create();
    b.mut().nemesis.tokens["fury"] = 0; // three Unleashes stay below Rageborne's strike at 4
    b.advance();
    CHECK(b.count(EventKind::Unleashed, kCrushing) == 3);
    CHECK(b.tokens("fury") == 3);
    CHECK(b.gravehold_damage() == 2);
    b.pick_player(1);
    const auto& hand = b.s().players[1].hand;
    b.pick({hand[0], hand[1], hand[2]});
    CHECK(b.s().players[1].hand.size() == 2);
}

TEST_CASE("Ravenous Leviathan: Gravehold suffers 2, EVOLVE each nemesis turn; transforms with its tokens",
          "[pack][legacy][evolve]") {
    SECTION("a sticker while a slot is free") {
        PackBattle b = battle(true);
        b.create();
        b.in_play(kLeviathan);
        b.advance();
        CHECK(b.gravehold_damage() == 2);
        REQUIRE(b.s().evolutions.size() == 1);
        CHECK(b.s().evolutions[0] == Evolution{kLeviathan, false, ""});
    }
    SECTION("both slots full: the damaged minion becomes Gorging Leviathan with the same life") {
        PackBattle b = battle(true);
        b.setup.evolve_stickers[kLeviathan] = 2;
        b.create();
        const CardId old = b.in_play(kLeviathan, 3);
        const auto arrival = b.s().nemesis.in_play.back().arrival;
        b.advance();
        CHECK(b.gravehold_damage() == 2);
        REQUIRE(b.s().evolutions.size() == 1);
        CHECK(b.s().evolutions[0] == Evolution{kLeviathan, true, kGorging});
        CHECK_FALSE(b.nemesis_in_play(old));
        CHECK(b.destroyed(old));
        REQUIRE(b.s().nemesis.in_play.size() >= 1);
        const InPlayCard& now = b.s().nemesis.in_play.front();
        CHECK(b.s().card(now.card).def == kGorging);
        CHECK(now.life == 3);
        CHECK(now.arrival == arrival);
    }
    SECTION("Gorging Leviathan: Gravehold suffers 4") {
        PackBattle b = battle(true);
        b.create();
        b.in_play(kGorging);
        b.advance();
        CHECK(b.gravehold_damage() == 4);
    }
}

TEST_CASE("Humming Hive: any player suffers 2, then EVOLVE; full, it becomes Droning Swarm",
          "[pack][legacy][evolve]") {
    SECTION("sticker") {
        PackBattle b = battle(true);
        b.create();
        b.in_play(kHive);
        b.advance();
        b.pick_player(1);
        CHECK(b.life(1) == 8);
        REQUIRE(b.s().evolutions.size() == 1);
        CHECK(b.s().evolutions[0] == Evolution{kHive, false, ""});
    }
    SECTION("transform keeps its life") {
        PackBattle b = battle(true);
        b.setup.evolve_stickers[kHive] = 2;
        b.create();
        b.in_play(kHive, 5);
        b.advance();
        b.pick_player(0);
        CHECK(b.s().evolutions[0] == Evolution{kHive, true, kSwarm});
        CHECK(b.s().card(b.s().nemesis.in_play.front().card).def == kSwarm);
        CHECK(b.s().nemesis.in_play.front().life == 5);
    }
    SECTION("Droning Swarm: any player suffers 3 and Gravehold 1") {
        PackBattle b = battle(true);
        b.create();
        b.in_play(kSwarm);
        b.advance();
        b.pick_player(1);
        CHECK(b.life(1) == 7);
        CHECK(b.gravehold_damage() == 1);
    }
}
