// `gravehold sim`: many bot-played battles in parallel and what they say about a nemesis (issue #7).
// Every battle has its own Engine and a Lua host as good as new (each thread reuses one, D61); the
// content is loaded once and shared read-only. A battle's seed comes from the run's seed and the
// battle's index only, so the totals are the same for any number of threads.
#pragma once

#include "engine/engine.hpp"
#include "scripting/host_pool.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace ae::sim {

struct SimOptions {
    std::string nemesis; // id or name; "" = the first nemesis
    int players = 2;
    std::vector<std::string> mages;  // empty = random distinct mages per battle
    std::vector<std::string> supply; // the 9 piles by id or name; empty = a random supply per battle
    int games = 100;
    int threads = 0; // 0 = one per hardware thread
    std::uint64_t seed = 1;
    std::string bot = "heuristic";
    Difficulty difficulty = Difficulty::Normal;
    std::vector<std::string> packs; // the boxes the group owns (pack ids); empty = every loaded pack
    int max_turns = 2000;           // a battle still going after this many turns "did not end"
    bool check_invariants = true;   // after every answer
};

// One battle's outcome.
struct BattleOutcome {
    std::uint64_t seed = 0;
    Result result = Result::None; // None: it broke (see violation)
    int turns = 0;
    int gravehold_life = 0;
    int nemesis_life = 0;
    int nemesis_max_life = 0; // its life at the start (difficulty included)
    int answers = 0;
    std::string reason;                     // why it ended (GameState::result_reason)
    bool players_exhausted = false;         // every player was exhausted at the end
    std::vector<std::string> nemesis_cards; // nemesis deck cards drawn, by id, each once, in order
    std::string violation;                  // "" = every invariant held and the battle ended
    std::map<std::string, int> gained;      // player cards gained from the supply, by id
};

struct Spread {
    int min = 0, median = 0, max = 0;
};

struct CardStat {
    int gained = 0;  // copies gained over all battles
    int battles = 0; // battles in which at least one was gained
    int wins = 0;    // of those, won
};

struct SimReport {
    std::string nemesis; // resolved id
    int players = 0, games = 0, threads = 0, wins = 0, losses = 0;
    std::uint64_t seed = 0;
    std::string bot;
    double win_rate = 0;
    std::pair<double, double> ci95{0, 1};
    double avg_turns = 0;
    Spread turns, gravehold_life, nemesis_life;
    std::map<std::string, CardStat> cards;
    std::vector<std::pair<int, std::string>> violations; // battle index, what broke
    double seconds = 0;
    double battles_per_second = 0;
    std::vector<BattleOutcome> battles; // by index
};

// The Wilson score interval for `wins` out of `n` at z (1.96: 95%). n = 0 gives [0, 1].
std::pair<double, double> wilson_interval(int wins, int n, double z = 1.96);

// The seed of battle `index` of a run seeded `seed` (splitmix64 of both).
std::uint64_t battle_seed(std::uint64_t seed, std::uint64_t index);

// Plays one battle with `bot_name` answering every decision, on a host from `pool` (the thread's). A
// simulation reads no option texts and counts the gained cards as the events come, so by default the engine
// makes neither texts nor the event history (engine.hpp, kSimulation); the outcome is the same either way
// (tests/unit/engine_presentation.cpp). The bot also answers the decisions that arise inside an effect,
// where they arise (Engine::set_answerer, docs/decisions.md D64), unless `answer_inside` is false; the
// outcome is the same either way.
BattleOutcome play_battle(lua::HostPool& pool, const GameSetup& setup, std::uint64_t seed,
                          const std::string& bot_name, int max_turns, bool check_invariants,
                          Presentation presentation = kSimulation, bool answer_inside = true);

// Runs the whole simulation. `progress(done)` is called from the calling thread now and then.
SimReport run_sim(const Content& content, const SimOptions& o,
                  const std::function<void(int done, int total)>& progress = {});

// Output: the plain-text report, the JSON object, a small SVG chart.
std::string sim_text(const Content& content, const SimReport& r);
std::string sim_json(const SimReport& r);
std::string sim_svg(const Content& content, const SimReport& r);

} // namespace ae::sim
