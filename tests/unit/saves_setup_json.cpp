// The battle setup as stored in a record: every field survives the round trip, and records written before
// a field existed still load.
#include "core/errors.hpp"
#include "saves/setup_json.hpp"

#include <catch2/catch.hpp>
#include <functional>
#include <nlohmann/json.hpp>

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

TEST_CASE("setup json: numbers out of range are refused, naming the field (#17 item 8)", "[saves]") {
    GameSetup s;
    s.nemesis = "base.nemesis.rageborne";
    s.players.push_back({"base.mage.jian", "Ana", -1, 0});
    s.evolve_stickers = {{"legacy.basic.scatter", 2}};
    const auto good = nlohmann::json::parse(saves::setup_to_json(s));
    const auto refused = [&](const std::function<void(nlohmann::json&)>& tamper) -> std::string {
        auto j = good;
        tamper(j);
        try {
            saves::setup_from_json(j.dump());
        } catch (const SaveError& e) { return e.what(); }
        return "accepted";
    };
    using Catch::Matchers::Contains;
    // 2^40 was cut to an int; -100 life replayed and reported a match.
    CHECK_THAT(refused([](auto& j) { j["gravehold_life"] = 1099511627776LL; }),
               Contains("gravehold_life must be an integer from -1 to 999, got 1099511627776"));
    CHECK_THAT(refused([](auto& j) { j["gravehold_life"] = -100; }), Contains("gravehold_life"));
    CHECK_THAT(refused([](auto& j) { j["rules"]["gravehold_life"] = 0; }), Contains("rules.gravehold_life"));
    CHECK_THAT(refused([](auto& j) { j["rules"]["variant"] = 7; }), Contains("rules.variant"));
    CHECK_THAT(refused([](auto& j) { j["players"][0]["life"] = 4294967306LL; }), Contains("players[].life"));
    CHECK_THAT(refused([](auto& j) { j["players"][0]["charges"] = "5"; }), Contains("players[].charges"));
    CHECK_THAT(refused([](auto& j) { j["players"] = nlohmann::json::array(); }), Contains("1 to 4 players"));
    CHECK_THAT(refused([](auto& j) { j["evolve_stickers"]["legacy.basic.scatter"] = -3; }),
               Contains("evolve_stickers.legacy.basic.scatter"));
    CHECK(refused([](auto&) {}) == "accepted");
}

TEST_CASE("setup json: the difficulty is stored only when it is not normal, and read back (D72)", "[saves]") {
    GameSetup s;
    s.nemesis = "base.rageborne";
    s.players.push_back({"base.mage.jian", "Ana", -1, 0});
    CHECK(saves::setup_to_json(s).find("difficulty") == std::string::npos); // older records stay as they were
    apply_difficulty(s.rules, Difficulty::Extinction);
    const std::string text = saves::setup_to_json(s);
    CHECK(text.find("\"difficulty\":\"extinction\"") != std::string::npos);
    const GameSetup back = saves::setup_from_json(text);
    CHECK(back.rules.difficulty == Difficulty::Extinction);
    CHECK(back.rules.player_life == 8);
    CHECK(back.rules.gravehold_life == 25);
    CHECK(back.rules.nemesis_life_delta == 10);
    auto j = nlohmann::json::parse(text);
    j["rules"]["difficulty"] = "nightmare";
    CHECK_THROWS_WITH(saves::setup_from_json(j.dump()), Catch::Contains("rules.difficulty"));
}
