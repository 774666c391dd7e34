// The benchmarks' shared pieces (docs/performance.md): timing, battles played in a loop by the heuristic
// bot with the Lua host or a no-op host, and the resume and load measurements.
#pragma once

#include "engine/engine.hpp"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace ae::bench {

using Clock = std::chrono::steady_clock;
inline double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}
// CPU time of the calling thread: per-core rates stay meaningful on a machine busy with other work.
double thread_cpu_seconds();

// Every effect is a no-op: has_entry() is false, so the engine runs its rules and nothing else. Battles
// with it are the engine's floor (they cannot end by themselves: no aether, no damage).
class NoopHost : public EffectHost {
public:
    bool has_entry(const EffectCall&) override { return false; }
    EffectStatus start(Engine&, EffectRunId, const EffectCall&) override { return EffectStatus::Done; }
    EffectStatus resume(Engine&, EffectRunId) override { return EffectStatus::Done; }
    void abandon(EffectRunId) override {}
    bool query(Engine&, const EffectCall&) override { return false; }
};

enum class HostKind { Lua, Noop };

struct Tally {
    long battles = 0, turns = 0, decisions = 0, won = 0;
    long failed = 0;           // battles stopped by a script error (not in `battles`)
    std::string first_failure; // the first of them: its seed and the error
    double seconds = 0;        // wall time of the whole loop
    double cpu_seconds = 0;    // CPU time of the thread during the loop
    double bot_seconds = 0;    // wall time spent in the bot's choose()
    double per_cpu_second() const { return cpu_seconds > 0 ? battles / cpu_seconds : 0; }
};

// The setup of bench battle `seed`: random distinct mages and a random supply (as `gravehold sim` does).
GameSetup bench_setup(const Content& c, const std::string& nemesis, int players, std::uint64_t seed);

// Plays battles one after another on this thread until `budget` CPU seconds have passed (at least 3 battles).
// Battle i has seed 1000 + i, random distinct mages and a random supply. A battle stops after `max_turns`.
Tally play_battles(const Content& c, const std::string& nemesis, int players, HostKind host, double budget,
                   int max_turns);

struct Resume {
    int answers = 0;           // answers in the recorded battle
    int turns = 0;             // its length
    double replay_ms = 0;      // rebuild the battle from seed + answers (median of runs)
    double db_replay_ms = 0;   // read the record from SQLite, then rebuild (median of runs)
    double checkpoint_ms = 0;  // read it from SQLite, restore its latest checkpoint, replay what follows
    int after_checkpoint = 0;  // answers replayed after that checkpoint
    bool hash_matches = false; // the rebuilt battle's state hash equals the recorded one
};
Resume measure_resume(const Content& c, const std::string& nemesis, int players, int runs);

double median(std::vector<double> v);

} // namespace ae::bench
