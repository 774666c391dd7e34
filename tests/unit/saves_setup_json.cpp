// The battle setup as stored in a record: every field survives the round trip, and records written before
// a field existed still load.
#include "engine/errors.hpp"
#include "saves/setup_json.hpp"

#include <catch2/catch.hpp>

using namespace ae;

TEST_CASE("setup json: players' hand and deck overrides round-trip", "[saves]") {
    GameSetup s;
    s.nemesis = "base.nemesis.rageborne";
    s.players.push_back({"base.mage.jian", "Ana", -1, 0});
    s.players[0].hand = {"a", "b"};
    s.players[0].deck = {"c"};
    s.players.push_back({"base.mage.kadir", "Bo", 8, 1});
    s.players[1].treasures = {"t3"};
    s.ally = "outcasts.ally.xaxos";
    s.curse_deck = {"c1", "c1", "c2"};
    s.group_treasures = {"t2"};
    s.upgraded_basic_cards = {"u1"};
    s.evolve_stickers = {{"legacy.basic.scatter", 2}};
    const GameSetup back = saves::setup_from_json(saves::setup_to_json(s));
    REQUIRE(back.players.size() == 2);
    CHECK(back.players[0].hand == std::vector<std::string>{"a", "b"});
    CHECK(back.players[0].deck == std::vector<std::string>{"c"});
    CHECK(back.players[1].hand.empty());
    CHECK(back.players[1].life == 8);
    CHECK(back.players[1].treasures == std::vector<std::string>{"t3"});
    CHECK(back.ally == "outcasts.ally.xaxos");
    CHECK(back.curse_deck.size() == 3);
    CHECK(back.group_treasures == std::vector<std::string>{"t2"});
    CHECK(back.upgraded_basic_cards == std::vector<std::string>{"u1"});
    CHECK(back.evolve_stickers.at("legacy.basic.scatter") == 2);
    CHECK(saves::setup_to_json(back) == saves::setup_to_json(s));
}

TEST_CASE("setup json: a malformed setup is a SaveError", "[saves]") {
    CHECK_THROWS_AS(saves::setup_from_json("{\"rules\":{}}"), SaveError);
    CHECK_THROWS_AS(saves::setup_from_json("not json"), SaveError);
}
