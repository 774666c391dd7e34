// `gravehold sim --rate NEMESIS` (issue #21): where a nemesis sits on the printed difficulty scale.
//
// Every nemesis whose card prints its difficulty (`difficulty_printed`) plays the same panel of battles as
// the one rated: for each player count 1-4, `games` battles whose mages and market come from the battle's
// seed alone, so every nemesis meets the same groups and markets. A battle's *ground* is how far the
// players got: 1 for a win, else the share of the nemesis's life they took. The references' mean ground
// against their printed difficulty gives a line (least squares); the rated nemesis's ground read on that
// line is its place, with a 95% prediction interval that also carries its own sampling error. The rated
// nemesis never calibrates its own scale. The numbers are only as good as the bot (docs/bots.md).
#pragma once

#include "sim/rate_fit.hpp"
#include "sim/sim.hpp"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace ae::sim {

struct RateOptions {
    std::string nemesis; // id or name of the nemesis to rate
    int games = 200;     // battles per player count, for each nemesis
    int threads = 0;
    std::uint64_t seed = 1; // the panel: the same seeds, mages and markets for every nemesis
    std::string bot = "heuristic";
    Difficulty difficulty = Difficulty::Normal;
    std::vector<std::string> packs; // where the panel's mages and markets come from; empty = every pack
    int max_turns = 2000;
};

// One nemesis over the whole panel.
struct NemesisRun {
    std::string id, name;
    int difficulty = 0;                          // printed, or the author's estimate
    bool printed = false;                        // a reference of the scale
    std::array<double, 4> ground{}, ground_se{}; // by player count - 1
    std::array<int, 4> wins{}, median_turns{};
    double score = 0, score_se = 0; // mean ground over the four player counts, and its standard error
    int battles = 0, won = 0;
};

// What one card had to do with the rated nemesis's battles.
struct CardEffect {
    std::string id, name;
    int battles = 0; // battles it came in (nemesis card: drawn; player card: gained)
    int wins = 0;
    double ground = 0; // mean ground of those battles
};

struct RateReport {
    std::string bot;
    int games = 0; // per player count and nemesis
    std::uint64_t seed = 0;
    Difficulty difficulty = Difficulty::Normal;
    NemesisRun rated;
    std::vector<NemesisRun> references; // by printed difficulty, then name
    LineFit fit;
    double spearman = 0; // printed difficulty against ground over the references (harder: less ground)
    Placement placement;
    // The rated nemesis's losses: Gravehold (or the ally) fell, every player exhausted, its own condition.
    int lost_gravehold = 0, lost_exhausted = 0, lost_condition = 0;
    std::vector<CardEffect> nemesis_cards; // its own cards, least ground first: what hurts the players most
    std::vector<CardEffect> basic_cards;  // basic nemesis cards drawn in at least 5% of its battles, the same
    std::vector<CardEffect> player_cards; // most ground first, gained in at least 5% of its battles
    std::vector<std::string> violations;  // "Nemesis, N players, battle I (seed S): what"
    int battles = 0;
    double seconds = 0;
};

// Plays the panel for the rated nemesis and every reference and places it. InvalidRequest when the nemesis
// is unknown or fewer than three references are left to calibrate on.
RateReport rate_nemesis(const Content& content, const RateOptions& o,
                        const std::function<void(int done, int total)>& progress = {});

std::string rate_text(const RateReport& r);
std::string rate_json(const RateReport& r);
std::string rate_svg(const RateReport& r);

} // namespace ae::sim
