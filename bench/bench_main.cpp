// gravehold_bench: the numbers behind docs/performance.md. Prints tables; asserts nothing.
//   gravehold_bench [--quick] [--budget SECONDS] [--row NEMESIS:PLAYERS[:lua|:floor]]
// --budget is the time spent on each battles-per-second row (default 1 s; --quick: 0.2 s).
// --row plays only that row of the battles table (for profilers: callgrind, perf); with ":floor" only
// the no-op host runs, its battles cut at kRowFloorTurns.
#include "bench/bench.hpp"

#include "play/session.hpp"
#include "sim/sim.hpp"

#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>
#include <string>
#include <thread>

using namespace ae;
using namespace ae::bench;

namespace {

void content_load(int runs) {
    std::vector<double> ms;
    std::size_t nemeses = 0, cards = 0;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = Clock::now();
        const auto loaded = play::load_content();
        ms.push_back(1000 * seconds_since(t0));
        nemeses = loaded.content.nemeses.size(), cards = loaded.content.player_cards.size();
    }
    std::printf(
        "Content load (every shipped pack: %zu nemeses, %zu player cards): median %.1f ms, min %.1f ms "
        "over %d loads\n",
        nemeses, cards, median(ms), *std::min_element(ms.begin(), ms.end()), runs);
}

void battle_setup(const Content& c, const std::string& nemesis, int runs) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const GameSetup setup = bench_setup(c, nemesis, 2, 1000 + static_cast<std::uint64_t>(i));
        const auto t0 = Clock::now();
        play::Battle battle(c, setup, 1000 + static_cast<std::uint64_t>(i));
        battle.engine().advance();
        ms.push_back(1000 * seconds_since(t0));
    }
    std::printf("Battle setup (LuaHost + Engine + first decision, 2 players): median %.3f ms\n\n",
                median(ms));
}

// A two-player battle's usual length (docs/performance.md), for --row ...:floor without a Lua run to measure
// it.
constexpr int kRowFloorTurns = 45;

struct Row {
    std::string nemesis; // a content id: "rageborne"
    int players = 0;
    bool lua = true, floor = true;
};

// "rageborne:2", "rageborne:2:lua", "rageborne:2:floor"; nullopt when malformed.
std::optional<Row> parse_row(const std::string& text) {
    const auto a = text.find(':');
    if (a == std::string::npos || a == 0) return std::nullopt;
    Row r;
    r.nemesis = text.substr(0, a);
    const auto b = text.find(':', a + 1);
    r.players = std::atoi(text.substr(a + 1, b == std::string::npos ? std::string::npos : b - a - 1).c_str());
    if (r.players < 1 || r.players > 4) return std::nullopt;
    if (b != std::string::npos) {
        const std::string host = text.substr(b + 1);
        if (host != "lua" && host != "floor") return std::nullopt;
        r.lua = host == "lua";
        r.floor = host == "floor";
    }
    return r;
}

// One line under a row when some of its battles stopped with a script error (a content bug).
void report_failures(const Tally& t, const char* host) {
    if (t.failed == 0) return;
    const std::string first = t.first_failure.substr(0, t.first_failure.find('\n'));
    std::printf("    %s: %ld battle(s) stopped by a script error, left out of the rates; first: %s\n", host,
                t.failed, first.c_str());
}

void one_row(const Content& c, const Row& row, double budget) {
    const std::string& name = c.nemesis(row.nemesis).name;
    int turns = kRowFloorTurns;
    if (row.lua) {
        const Tally lua = play_battles(c, row.nemesis, row.players, HostKind::Lua, budget, 2000);
        turns = static_cast<int>(static_cast<double>(lua.turns) / lua.battles + 0.5);
        std::printf("%s, %d players, Lua:   %.0f battles per CPU s, %.1f turns, %.0f answers per CPU s (%ld "
                    "battles)\n",
                    name.c_str(), row.players, lua.per_cpu_second(),
                    static_cast<double>(lua.turns) / lua.battles, lua.decisions / lua.cpu_seconds,
                    lua.battles);
        report_failures(lua, "Lua");
    }
    if (row.floor) {
        const Tally floor = play_battles(c, row.nemesis, row.players, HostKind::Noop, budget, turns);
        std::printf("%s, %d players, floor: %.0f battles per CPU s (cut at turn %d), %.0f answers per CPU s "
                    "(%ld battles)\n",
                    name.c_str(), row.players, floor.per_cpu_second(), turns,
                    floor.decisions / floor.cpu_seconds, floor.battles);
        report_failures(floor, "floor");
    }
}

void throughput(const Content& c, double budget) {
    std::printf(
        "Battles per CPU second on one thread, heuristic bot (Lua: the shipped scripts; floor: every\n"
        "effect a no-op, battles cut at the Lua battles' average length):\n");
    std::printf("%-16s %3s | %9s %7s %8s %9s %6s | %9s %9s | %9s\n", "nemesis", "pl", "battles/s", "turns",
                "answers", "answers/s", "bot", "floor b/s", "answers/s", "Lua/floor");
    for (const auto& [id, n] : c.nemeses)
        for (int players = 1; players <= 4; ++players) {
            const Tally lua = play_battles(c, id, players, HostKind::Lua, budget, 2000);
            const double avg_turns = static_cast<double>(lua.turns) / lua.battles;
            const Tally floor =
                play_battles(c, id, players, HostKind::Noop, budget, static_cast<int>(avg_turns + 0.5));
            const double lua_per_turn = lua.cpu_seconds / lua.turns;
            const double floor_per_turn = floor.cpu_seconds / floor.turns;
            std::printf("%-16s %3d | %9.0f %7.1f %8.0f %9.0f %5.0f%% | %9.0f %9.0f | %8.1fx\n",
                        n.name.c_str(), players, lua.per_cpu_second(), avg_turns,
                        static_cast<double>(lua.decisions) / lua.battles, lua.decisions / lua.cpu_seconds,
                        100 * lua.bot_seconds / lua.seconds, floor.per_cpu_second(),
                        floor.decisions / floor.cpu_seconds, lua_per_turn / floor_per_turn);
            report_failures(lua, "Lua");
            report_failures(floor, "floor");
        }
    std::printf(
        "(turns and answers are per battle; bot = share of the time spent in the bot's choose())\n\n");
}

// Wall-clock speed-up needs idle cores; battles per CPU second (all threads) shows whether the threads slow
// each other down, whatever else runs on the machine.
void scaling(const Content& c, int games) {
    const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
    std::printf("Thread scaling (gravehold sim, 2 players, heuristic bot, %d battles, invariants off):\n",
                games);
    for (const auto& [id, n] : c.nemeses) {
        double one = 0;
        std::printf("  %-16s", n.name.c_str());
        for (unsigned t = 1; t <= std::max(2u, hw); t *= 2) {
            sim::SimOptions o;
            o.nemesis = id;
            o.games = games;
            o.threads = static_cast<int>(t);
            o.check_invariants = false;
            const std::clock_t cpu0 = std::clock();
            const auto r = sim::run_sim(c, o);
            const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
            if (t == 1) one = r.battles_per_second;
            std::printf("  %u thread(s): %4.0f battles/s wall (x%.2f), %4.0f per CPU s", t,
                        r.battles_per_second, one > 0 ? r.battles_per_second / one : 0,
                        cpu > 0 ? games / cpu : 0);
        }
        std::printf("\n");
    }
    std::printf("\n");
}

void resume(const Content& c, int runs) {
    std::printf(
        "Resume a battle saved at its turn 30 (2 players): every answer replayed from the seed, or its\n"
        "latest checkpoint restored and only the answers after it replayed:\n");
    for (const auto& [id, n] : c.nemeses) {
        const Resume r = measure_resume(c, id, 2, runs);
        std::printf("  %-18s %3d turns, %4d answers: replay %6.2f ms, SQLite + replay %6.2f ms, SQLite + "
                    "checkpoint + %2d answers %5.2f ms%s\n",
                    n.name.c_str(), r.turns, r.answers, r.replay_ms, r.db_replay_ms, r.after_checkpoint,
                    r.checkpoint_ms, r.hash_matches ? "" : "  (STATE HASH DIFFERS)");
    }
}

} // namespace

int main(int argc, char** argv) {
    double budget = 1.0;
    std::optional<Row> row;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick"))
            budget = 0.2;
        else if (!std::strcmp(argv[i], "--budget") && i + 1 < argc)
            budget = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--row") && i + 1 < argc && (row = parse_row(argv[++i])))
            continue;
        else {
            std::fprintf(
                stderr,
                "usage: gravehold_bench [--quick] [--budget SECONDS] [--row NEMESIS:PLAYERS[:lua|:floor]]\n");
            return 2;
        }
    }
    try {
        if (row) {
            const auto loaded = play::load_content();
            one_row(loaded.content, *row, budget);
            return 0;
        }
        std::printf("gravehold_bench: %u hardware thread(s), %.1f s per row\n\n",
                    std::thread::hardware_concurrency(), budget);
        content_load(10);
        const auto loaded = play::load_content();
        const Content& c = loaded.content;
        battle_setup(c, c.nemeses.begin()->first, 50);
        throughput(c, budget);
        scaling(c, budget < 0.5 ? 100 : 400);
        resume(c, budget < 0.5 ? 5 : 20);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gravehold_bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
