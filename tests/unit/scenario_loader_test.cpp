// The scenario loader's error reporting (docs/scenarios.md): every problem as FILE:LINE:COL: error: message,
// at the place of the mistake, and the scenario it concerns is not run.
#include "scenario/scenario_load.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using ae::scenario::load_scenario_file;
using ae::scenario::PackCache;
using ae::scenario::ScenarioFile;

// Writes `text` to a fresh file named `name` and loads it; errors come back formatted.
struct Loaded {
    std::string path;
    ScenarioFile file;
    std::vector<std::string> errors;
};

Loaded load(const std::string& name, const std::string& text) {
    static PackCache packs; // the base pack is loaded once for the whole test run
    const fs::path dir = fs::temp_directory_path() / "gravehold_scenario_tests";
    fs::create_directories(dir);
    const std::string path = (dir / name).string();
    std::ofstream(path) << text;
    Loaded l{path, load_scenario_file(path, packs), {}};
    for (const auto& d : l.file.errors) l.errors.push_back(ae::content::format(d));
    return l;
}

const char* const kGood = R"(scenarios:
  - name: fine
    setup:
      players: [{mage: base.mage.brama}]
      turn_order: [p1, nemesis]
    answers: [play:base.gem.crystal]
    expect:
      turn.aether: 1
)";

} // namespace

TEST_CASE("scenario loader: a good file loads without errors", "[scenario]") {
    auto l = load("good.yaml", kGood);
    CHECK(l.errors.empty());
    REQUIRE(l.file.scenarios.size() == 1);
    CHECK(l.file.scenarios[0].ok);
    CHECK(l.file.scenarios[0].name == "fine");
    CHECK(l.file.scenarios[0].answers.size() == 1);
    CHECK(l.file.scenarios[0].checks.size() == 1);
}

TEST_CASE("scenario loader: bad YAML is reported where yaml-cpp finds it", "[scenario]") {
    auto l = load("bad_yaml.yaml", "scenarios:\n  - name: broken\n    setup: {players: [}\n");
    REQUIRE(l.errors.size() == 1);
    CHECK(l.errors[0] == l.path + ":3:23: error: YAML syntax error: illegal flow end");
    CHECK(l.file.scenarios.empty());
}

TEST_CASE("scenario loader: text that is not clean UTF-8 is refused at its place (#17 item 9)",
          "[scenario]") {
    // Scenario files are read like pack files (content::parse_yaml): a control character or a stray byte
    // in a name would reach the terminal that prints the scenario's result.
    auto esc = load("esc.yaml", "scenarios:\n  - name: \"a\\e[2Jb\"\n");
    REQUIRE(esc.errors.size() == 1);
    CHECK_THAT(esc.errors[0],
               Catch::Matchers::Contains("esc.yaml:2:") && Catch::Matchers::Contains("control character"));
    auto ff = load("ff.yaml", "scenarios:\n  - name: a\xff\n");
    REQUIRE(ff.errors.size() == 1);
    CHECK_THAT(ff.errors[0], Catch::Matchers::Contains("ff.yaml:") && Catch::Matchers::Contains("UTF-8"));
}

TEST_CASE("scenario loader: an unknown key is reported at the key", "[scenario]") {
    auto l = load("unknown_key.yaml", R"(scenarios:
  - name: colourful
    colour: red
    setup:
      players: [{mage: base.mage.brama, hand_size: 3}]
    expect: {gravehold: 30}
)");
    REQUIRE(l.errors.size() == 2);
    CHECK(l.errors[0] ==
          l.path + ":3:5: error: unknown key 'colour' in scenario (allowed: name, packs, cards, mages, "
                   "nemesis_cards, nemesis, setup, answers, expect)");
    CHECK(l.errors[1] ==
          l.path + ":5:41: error: unknown key 'hand_size' in player (allowed: mage, life, max_life, "
                   "charges, hand, deck, discard, breaches, prepped)");
    REQUIRE(l.file.scenarios.size() == 1);
    CHECK_FALSE(l.file.scenarios[0].ok);
}

TEST_CASE("scenario loader: unknown card ids are reported at the id, with a guess", "[scenario]") {
    auto l = load("unknown_card.yaml", R"(scenarios:
  - name: typo
    setup:
      players: [{mage: base.mage.brama, hand: [base.gem.jaed, jade]}]
      nemesis_deck: [base.basic.slaughter, base.gem.jade]
      in_play: [{card: base.basic.bane_sir}]
    expect:
      players[1].discard: [base.gem.crystl]
)");
    REQUIRE(l.errors.size() == 5);
    CHECK(l.errors[0] == l.path + ":4:48: error: unknown player card 'base.gem.jaed'");
    CHECK(l.errors[1] == l.path + ":4:63: error: unknown player card 'jade' (did you mean 'base.gem.jade'?)");
    CHECK(l.errors[2] == l.path + ":5:44: error: 'base.gem.jade' is a player card, not a nemesis card");
    CHECK(l.errors[3] == l.path + ":6:24: error: unknown nemesis card 'base.basic.bane_sir'");
    CHECK(l.errors[4] == l.path + ":8:28: error: unknown player card 'base.gem.crystl'");
}

TEST_CASE("scenario loader: bad answers are reported at the answer", "[scenario]") {
    auto l = load("bad_answer.yaml", R"(scenarios:
  - name: answers
    setup:
      players: [{mage: base.mage.brama}]
    answers:
      - end
      - 12
      - {player: 1, chose: end}
      - {player: 3, choose: end}
      - [play:base.gem.crystal, {id: x}]
    expect: {gravehold: 30}
)");
    REQUIRE(l.errors.size() == 5);
    CHECK(l.errors[0] ==
          l.path + ":7:9: error: answer 2 must be an option id, a list of option ids, or a map with "
                   "'choose', got an integer");
    CHECK(l.errors[1] == l.path + ":8:9: error: missing required field 'choose' in answer 3");
    CHECK(l.errors[2] == l.path + ":8:21: error: unknown key 'chose' in answer 3 (allowed: player, choose)");
    CHECK(l.errors[3] == l.path + ":9:18: error: 'player' must be 1, got 3");
    CHECK(l.errors[4] == l.path + ":10:33: error: answer 5 entry 2 must be a string, got a map");
}

TEST_CASE("scenario loader: unknown expectations and event kinds are reported at their place", "[scenario]") {
    auto l = load("bad_expect.yaml", R"(scenarios:
  - name: expectations
    setup:
      players: [{mage: base.mage.brama}]
    expect:
      players[1].lief: 3
      players[2].life: 3
      result: draw
      events: [unleash]
)");
    REQUIRE(l.errors.size() == 4);
    CHECK(l.errors[0] == l.path +
                             ":6:7: error: unknown expectation 'players[1].lief' (see docs/scenarios.md for "
                             "the paths)");
    CHECK(l.errors[1] == l.path + ":7:7: error: players[2]: players are numbered 1 to 1");
    CHECK(l.errors[2] == l.path + ":8:15: error: 'result' must be one of [won, lost, playing], got 'draw'");
    CHECK_THAT(l.errors[3],
               Catch::StartsWith(l.path + ":9:16: error: unknown event kind 'unleash' (one of ["));
}

TEST_CASE("scenario loader: inline Lua that lacks a promised function is reported at its lua field",
          "[scenario]") {
    auto l = load("bad_lua.yaml", R"(scenarios:
  - name: lua
    cards:
      - {id: t.spell.zap, type: spell, cost: 0, lua: "return { cst = function(ctx) end }"}
      - id: t.gem.broken
        type: gem
        cost: 0
        lua: |
          return { play = function(ctx) end
    setup:
      players: [{mage: base.mage.brama}]
    expect: {gravehold: 30}
)");
    REQUIRE(l.errors.size() == 2);
    CHECK(l.errors[0] ==
          l.path + ":4:54: error: the Lua has no function 'cast', which this definition needs");
    CHECK_THAT(l.errors[1], Catch::StartsWith(l.path + ":8:14: error: Lua error: "));
    // The Lua's own line is given as the scenario file's line (the block starts on line 9).
    CHECK_THAT(l.errors[1], Catch::Contains("cannot load " + l.path + ":10: '}' expected"));
}

TEST_CASE("scenario loader: an error in one scenario leaves the others runnable", "[scenario]") {
    auto l = load("mixed.yaml", R"(scenarios:
  - name: bad
    setup:
      players: [{mage: base.mage.nobody}]
    expect: {gravehold: 30}
  - name: good
    setup:
      players: [{mage: base.mage.brama}]
    expect: {gravehold: 30}
)");
    REQUIRE(l.errors.size() == 1);
    CHECK(l.errors[0] == l.path + ":4:24: error: unknown mage 'base.mage.nobody'");
    REQUIRE(l.file.scenarios.size() == 2);
    CHECK_FALSE(l.file.scenarios[0].ok);
    CHECK(l.file.scenarios[1].ok);
}
