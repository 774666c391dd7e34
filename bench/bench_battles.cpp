// Battles per second on one thread: the heuristic bot against a nemesis, with the Lua host (the real
// thing) or the no-op host (the engine's floor).
#include "bench/bench.hpp"

#include "bots/bot_heuristic.hpp"
#include "core/errors.hpp"
#include "play/session.hpp"

#include <algorithm>
#include <ctime>
#include <memory>

namespace ae::bench {

double thread_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

namespace {

// bench_setup with the content's pools found beforehand (once per row, as `gravehold sim` does per run).
GameSetup setup_with(const Content& c, const play::SetupPools& pools, const std::string& nemesis, int players,
                     std::uint64_t seed) {
    play::BattleOptions o;
    o.nemesis = nemesis;
    o.players = players;
    o.seed = seed;
    Rng rng(seed ^ 0x6d61676573ULL);
    o.mages = play::pick_shuffled(pools.mages, static_cast<std::size_t>(players), rng);
    return play::build_setup(c, pools, o);
}

} // namespace

GameSetup bench_setup(const Content& c, const std::string& nemesis, int players, std::uint64_t seed) {
    return setup_with(c, play::setup_pools(c), nemesis, players, seed);
}

namespace {

// One battle's counts, added to the row's only when the battle finished without a script error.
Tally play_one(Engine& e, int max_turns) {
    Tally t;
    bots::HeuristicBot bot;
    // As `gravehold sim` plays (sim::play_battle): no option texts, events read as they come, and the bot
    // answers a decision inside an effect where it arises (D64).
    e.set_presentation(kSimulation);
    e.set_answerer([&](const Engine& en, const DecisionRequest& req) -> std::optional<Answer> {
        if (en.state().turn.number > max_turns) return std::nullopt;
        const auto t0 = Clock::now();
        Answer a = bot.choose(en, req);
        t.bot_seconds += seconds_since(t0);
        ++t.decisions;
        return a;
    });
    e.advance();
    e.mark_events_read();
    while (!e.over() && e.state().turn.number <= max_turns) {
        const DecisionRequest& req = e.pending();
        const auto t0 = Clock::now();
        const Answer a = bot.choose(e, req);
        t.bot_seconds += seconds_since(t0);
        if (!e.submit(a).accepted) throw RuleError("the heuristic bot gave an illegal answer");
        e.mark_events_read();
        ++t.decisions;
    }
    ++t.battles;
    t.turns += e.state().turn.number;
    if (e.state().result == Result::Won) ++t.won;
    return t;
}

void add(Tally& into, const Tally& one) {
    into.battles += one.battles;
    into.turns += one.turns;
    into.decisions += one.decisions;
    into.won += one.won;
    into.bot_seconds += one.bot_seconds;
}

} // namespace

Tally play_battles(const Content& c, const std::string& nemesis, int players, HostKind host, double budget,
                   int max_turns) {
    Tally t;
    const play::SetupPools pools = play::setup_pools(c);
    const auto start = Clock::now();
    const double cpu_start = thread_cpu_seconds();
    double failed_cpu = 0;
    lua::HostPool hosts(c); // as `gravehold sim` plays them: one Lua host per thread, reset between battles
    for (std::uint64_t i = 0; t.battles + t.failed < 3 || thread_cpu_seconds() - cpu_start < budget; ++i) {
        const std::uint64_t seed = 1000 + i;
        const GameSetup setup = setup_with(c, pools, nemesis, players, seed);
        // A content bug in one battle (`gravehold sim` reports them too) must not stop the whole table:
        // that battle is counted apart and its time left out of the rates.
        const double battle_start = thread_cpu_seconds();
        try {
            if (host == HostKind::Lua) {
                play::Battle battle(hosts, setup, seed);
                add(t, play_one(battle.engine(), max_turns));
            } else {
                NoopHost noop;
                Engine e(c, noop, setup, seed);
                add(t, play_one(e, max_turns));
            }
        } catch (const ScriptError& e) {
            failed_cpu += thread_cpu_seconds() - battle_start;
            if (t.failed++ == 0) t.first_failure = "seed " + std::to_string(seed) + ": " + e.what();
        }
    }
    t.seconds = seconds_since(start);
    t.cpu_seconds = thread_cpu_seconds() - cpu_start - failed_cpu;
    return t;
}

} // namespace ae::bench
