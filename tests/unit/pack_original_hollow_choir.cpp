// The Hollow Choir (content/packs/original), the nemesis of docs/first-nemesis.md: its Dirge track and its
// cards (Persistent, Power and TO DISCARD costs).
#include "content/loader.hpp"
#include "scripting/lua_host.hpp"
#include "tests/support/invariants.hpp"
#include "tests/support/pack_fixture.hpp"

#include <catch2/catch.hpp>
#include <memory>

using namespace ae;
using ae::test::PackBattle;

namespace {
const Content& choir_content() { return ae::test::original_content(); }

struct Choir {
    GameSetup setup;
    std::unique_ptr<lua::LuaHost> host;
    std::unique_ptr<Engine> engine;
    explicit Choir(std::vector<std::string> deck, std::vector<std::string> turn_order) {
        setup.players = {{"base.mage.brama", "P1"}, {"base.mage.mist", "P2"}};
        setup.nemesis = "original.hollow_choir";
        setup.nemesis_deck = std::move(deck);
        setup.turn_order = std::move(turn_order);
        setup.supply = {"base.gem.jade"};
        host = std::make_unique<lua::LuaHost>(choir_content());
        engine = std::make_unique<Engine>(choir_content(), *host, setup, 1);
        engine->advance();
    }
    const GameState& s() { return engine->state(); }
    int dirge() { return s().nemesis.tokens.at("dirge"); }
};

const std::string kShrill = "original.hollow_choir.shrill_note";
const std::string kCantor = "original.hollow_choir.cantor";
const std::string kCrescendo = "original.hollow_choir.crescendo";
const std::string kEcho = "original.hollow_choir.echoing_hymn";
const std::string H = "original.hollow_choir.";
const std::string kFiller = "base.basic.bleed_static"; // a power: does nothing when drawn

// Brama and Mist against the Choir with the PackBattle fixture: arranged before the first step.
PackBattle choir(std::vector<std::string> turn_order = {"nemesis", "p1"}) {
    PackBattle b(choir_content(), {"base.mage.brama", "base.mage.mist"}, "original.hollow_choir",
                 std::move(turn_order));
    b.setup.nemesis_deck = {kFiller, kFiller, kFiller};
    return b;
}

// A power's TO DISCARD: spend `cost` aether (ae::test::check_aether_discard_cost).
void check_discard_cost(const std::string& def, int cost) {
    ae::test::check_aether_discard_cost(choir({"p1", "nemesis"}), def, cost);
}
} // namespace

TEST_CASE("Hollow Choir: Unleash raises the Dirge by 1", "[pack][original]") {
    Choir c({kEcho, kShrill}, {"nemesis", "p1"});
    CHECK(c.dirge() == 1);
    // Echoing Hymn: every player suffers 1 damage.
    CHECK(c.s().players[0].life == 9);
    CHECK(c.s().players[1].life == 9);
}

TEST_CASE("Hollow Choir: with a Cantor in play the Dirge rises by 2", "[pack][original]") {
    Choir c({kCantor, kEcho, kShrill}, {"nemesis", "nemesis", "p1"});
    // Turn 1: the Cantor enters play. Turn 2: its Persistent (Gravehold -1), then Echoing Hymn's Unleash: +2.
    CHECK(c.dirge() == 2);
    CHECK(c.s().gravehold_life == 29);
}

TEST_CASE("Hollow Choir: at 5 the choir sings, Gravehold suffers 5 and the Dirge restarts",
          "[pack][original]") {
    Choir c({kCrescendo, kShrill}, {"nemesis", "p1"});
    CHECK(c.dirge() == 0);
    CHECK(c.s().gravehold_life == 25);
}

TEST_CASE("Hollow Choir: Held Breath - Power: Unleash twice; to discard, spend 4 aether",
          "[pack][original]") {
    PackBattle b = choir();
    b.create();
    const CardId breath = b.in_play(H + "held_breath", -1, 1);
    b.advance();
    CHECK(b.tokens("dirge") == 2);
    CHECK(b.in_nemesis_discard(breath));
    check_discard_cost(H + "held_breath", 4);
}

TEST_CASE("Hollow Choir: Choirmaster - Persistent: Unleash", "[pack][original]") {
    PackBattle b = choir();
    b.create();
    b.in_play(H + "choirmaster");
    b.advance();
    CHECK(b.tokens("dirge") == 1);
    CHECK(b.gravehold_damage() == 0);
}

TEST_CASE("Hollow Choir: Long Silence - Power: Gravehold suffers twice the Dirge; to discard, 6 aether",
          "[pack][original]") {
    PackBattle b = choir();
    b.create();
    b.mut().nemesis.tokens["dirge"] = 3;
    const CardId silence = b.in_play(H + "long_silence", -1, 1);
    b.advance();
    CHECK(b.gravehold_damage() == 6);
    CHECK(b.tokens("dirge") == 3);
    CHECK(b.in_nemesis_discard(silence));
    check_discard_cost(H + "long_silence", 6);
}

TEST_CASE("Hollow Choir: Bell Ringer - Persistent: Unleash, the player with the most life suffers 2",
          "[pack][original]") {
    PackBattle b = choir();
    b.create();
    b.mut().players[0].life = 8;
    b.in_play(H + "bell_ringer");
    b.advance();
    CHECK(b.tokens("dirge") == 1);
    CHECK(b.life(0) == 8);
    CHECK(b.life(1) == 8);
}

TEST_CASE("Hollow Choir: Requiem - Power: Gravehold suffers 8; to discard, spend 8 aether",
          "[pack][original]") {
    PackBattle b = choir();
    b.create();
    const CardId requiem = b.in_play(H + "requiem", -1, 1);
    b.advance();
    CHECK(b.gravehold_damage() == 8);
    CHECK(b.in_nemesis_discard(requiem));
    check_discard_cost(H + "requiem", 8);
}

TEST_CASE("Hollow Choir: random battles for 1-4 players end with the invariants intact", "[pack][original]") {
    for (int players = 1; players <= 4; ++players)
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            GameSetup setup;
            const char* mages[] = {"base.mage.brama", "base.mage.mist", "base.mage.kadir", "base.mage.jian"};
            for (int i = 0; i < players; ++i) setup.players.push_back({mages[i], ""});
            setup.nemesis = "original.hollow_choir";
            for (const auto& [id, d] : choir_content().nemesis_cards)
                if (d.basic) setup.basic_cards.push_back(id);
            setup.supply = {"base.gem.jade", "base.gem.searing_ruby", "base.relic.flexing_dagger",
                            "base.spell.spectral_echo", "base.spell.dark_fire"};
            lua::LuaHost host(choir_content());
            Engine e(choir_content(), host, setup, seed);
            test::play_randomly_checking(
                e, seed + 100, "players " + std::to_string(players) + " seed " + std::to_string(seed));
        }
}
