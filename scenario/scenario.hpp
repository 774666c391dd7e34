// Rule-test scenarios (docs/scenarios.md): a battle set up exactly as a YAML file says, driven by a list of
// answers, then checked against expectations. This header is the loaded form of a scenario file.
#pragma once

#include "content/diagnostic.hpp"
#include "engine/engine.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ae::scenario {

struct BreachSpec {
    BreachStatus status = BreachStatus::Absent;
    int rotation = 0;
};

// One player's setup; every optional part left out keeps what the mage's mat gives.
struct PlayerSpec {
    std::string mage;
    std::optional<int> life, max_life, charges;
    std::optional<std::vector<std::string>> hand, deck, discard; // card ids (deck top first)
    std::optional<std::array<BreachSpec, 4>> breaches;
    std::vector<std::pair<int, std::vector<std::string>>> prepped; // breach number (1..4) → spells
};

struct InPlaySpec {
    std::string card;
    int life = -1; // -1: the printed value
    int power = -1;
};

struct PileSpec {
    std::string card;
    int count = -1; // -1: the card's pile size
};

struct SetupSpec {
    Rules rules;
    std::vector<PlayerSpec> players;
    std::string nemesis;
    std::optional<std::vector<std::string>> nemesis_deck; // top first; absent: the standard build
    std::vector<InPlaySpec> in_play;                      // oldest first
    std::map<std::string, int> tokens;
    // Exact contents, top first, of the nemesis's tier-0 decks and of the player-card decks it hands out
    // (Rageborne's strikes, Crooked Mask's corruptions); a deck not named keeps the dealt order.
    std::map<std::string, std::vector<std::string>> side_decks, card_decks;
    std::vector<PileSpec> supply;
    std::vector<std::string> turn_order; // empty: the standard deck, shuffled
    std::optional<int> gravehold, nemesis_life;
    std::uint64_t seed = 1;
    bool swift = true;
};

// One answer: option ids (or the symbolic forms of docs/scenarios.md), from `player` (engine index) or,
// when -1, from the first player who may answer.
struct AnswerSpec {
    int line = 0;
    int player = -1;
    std::vector<std::string> choice;
};

// What an expectation found when it does not hold.
struct Mismatch {
    std::string expected, got;
};

struct Check {
    int line = 0;
    std::function<std::optional<Mismatch>(Engine&)> run;
    bool submits = false; // submits an answer (a `rejected` check): runs after every other check
};

struct Scenario {
    std::string name;
    int line = 0;
    bool ok = true;   // false when loading it reported errors: it is not run and counts as failed
    std::string file; // as given to the loader
    std::shared_ptr<const Content> content;
    std::map<std::string, int> lua_lines; // inline script key → the file line of its first Lua line
    SetupSpec setup;
    std::vector<AnswerSpec> answers;
    std::vector<Check> checks;
};

struct ScenarioFile {
    std::string path;
    std::vector<Scenario> scenarios;
    std::vector<content::Diagnostic> errors; // every load error, in file order
};

} // namespace ae::scenario
