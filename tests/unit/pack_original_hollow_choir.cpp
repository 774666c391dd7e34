// The Hollow Choir (content/packs/original), the nemesis of docs/first-nemesis.md: its Dirge track.
#include "content/loader.hpp"
#include "scripting/lua_host.hpp"
#include "tests/support/invariants.hpp"

#include <catch2/catch.hpp>
#include <memory>

using namespace ae;

namespace {
const Content& choir_content() {
    static const auto r = content::load_packs(
        {std::string(GRAVEHOLD_PACKS_DIR) + "/base", std::string(GRAVEHOLD_PACKS_DIR) + "/original"});
    for (const auto& e : r.errors) UNSCOPED_INFO(content::format(e));
    REQUIRE(r.errors.empty());
    return r.content;
}

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
