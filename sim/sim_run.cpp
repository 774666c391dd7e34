// Running the simulation: battles spread over threads by an atomic counter, each written to its own
// slot, then summed in index order, so the report does not depend on the number of threads.
#include "bots/bots.hpp"
#include "engine/invariants.hpp"
#include "play/session.hpp"
#include "sim/sim.hpp"

#include "core/errors.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <exception>
#include <thread>

namespace ae::sim {

std::pair<double, double> wilson_interval(int wins, int n, double z) {
    if (n <= 0) return {0.0, 1.0};
    const double nn = n, p = wins / nn, z2 = z * z;
    const double denom = 1 + z2 / nn;
    const double centre = (p + z2 / (2 * nn)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / denom;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::uint64_t battle_seed(std::uint64_t seed, std::uint64_t index) {
    std::uint64_t z = seed * 0x9e3779b97f4a7c15ULL + (index + 1) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

BattleOutcome play_battle(lua::HostPool& pool, const GameSetup& setup, std::uint64_t seed,
                          const std::string& bot_name, int max_turns, bool check, Presentation presentation,
                          bool answer_inside) {
    BattleOutcome out;
    out.seed = seed;
    try {
        play::Battle battle(pool, setup, seed);
        Engine& e = battle.engine();
        e.set_presentation(presentation);
        // The gained cards and the nemesis cards drawn, counted as the events come (without the event
        // history they are not kept).
        auto count_gains = [&] {
            for (const auto& ev : e.new_events()) {
                if (ev.kind == EventKind::CardGained && !ev.def.empty()) ++out.gained[ev.def];
                if (ev.kind == EventKind::NemesisCardDrawn && !ev.def.empty() &&
                    std::find(out.nemesis_cards.begin(), out.nemesis_cards.end(), ev.def) ==
                        out.nemesis_cards.end())
                    out.nemesis_cards.push_back(ev.def);
            }
            e.mark_events_read();
        };
        auto bot = bots::make_bot(bot_name, seed ^ 0xb07b07ULL);
        // A decision inside an effect (D64): what the loop below does at every decision, done where it
        // arises. A broken invariant or the turn limit is left to the loop, which stops at once.
        if (answer_inside)
            e.set_answerer([&](const Engine& en, const DecisionRequest& req) -> std::optional<Answer> {
                if (!out.violation.empty()) return std::nullopt;
                if (check)
                    if (std::string broken = check_invariants(en); !broken.empty()) {
                        out.violation = "invariant broken: " + broken;
                        return std::nullopt;
                    }
                if (en.state().turn.number > max_turns) return std::nullopt;
                ++out.answers;
                return bot->choose(en, req);
            });
        e.advance();
        count_gains();
        while (!e.over() && out.violation.empty()) {
            if (e.state().turn.number > max_turns) {
                out.violation = "did not end within " + std::to_string(max_turns) + " turns";
                break;
            }
            const DecisionRequest& req = e.pending();
            const Answer a = bot->choose(e, req);
            if (auto r = e.submit(a); !r.accepted) {
                out.violation = "the bot's answer was refused: " + r.reason;
                break;
            }
            ++out.answers;
            count_gains();
            if (check)
                if (std::string broken = check_invariants(e); !broken.empty()) {
                    out.violation = "invariant broken: " + broken;
                    break;
                }
        }
        const auto& s = e.state();
        out.turns = s.turn.number;
        out.gravehold_life = s.gravehold_life;
        out.nemesis_life = s.nemesis.life;
        out.nemesis_max_life = s.nemesis.max_life;
        out.reason = s.result_reason;
        out.players_exhausted =
            std::all_of(s.players.begin(), s.players.end(), [](const auto& p) { return p.exhausted; });
        if (out.violation.empty()) out.result = s.result;
    } catch (const std::exception& ex) {
        out.gained
            .clear(); // a battle stopped by an error counts no cards, as before it was counted at its end
        out.result = Result::None;
        out.violation = std::string("error: ") + ex.what();
    }
    return out;
}

namespace {

// play::Battle `seed`'s setup. `pools` are found once per run, before the threads start, and only read by
// them.
GameSetup setup_for(const Content& content, const play::SetupPools& pools, const SimOptions& o,
                    std::uint64_t seed) {
    play::BattleOptions b;
    b.nemesis = o.nemesis;
    b.players = o.players;
    b.seed = seed;
    b.difficulty = o.difficulty;
    b.packs = o.packs;
    b.supply = o.supply; // a fixed market makes a nemesis comparable across runs; empty: random per battle
    b.mages = o.mages;
    if (b.mages.empty()) { // distinct mages, drawn per battle
        Rng rng(seed ^ 0x6d61676573ULL);
        b.mages = play::pick_shuffled(pools.mages, static_cast<std::size_t>(o.players), rng);
        if (static_cast<int>(b.mages.size()) < o.players)
            b.mages.clear(); // fewer mages than players: play::build_setup repeats them in order
    }
    return play::build_setup(content, pools, b);
}

Spread spread_of(std::vector<int> v) {
    if (v.empty()) return {};
    std::sort(v.begin(), v.end());
    return {v.front(), v[v.size() / 2], v.back()};
}

} // namespace

SimReport run_sim(const Content& content, const SimOptions& o,
                  const std::function<void(int, int)>& progress) {
    if (o.games < 1) throw InvalidRequest("--games must be at least 1");
    if (o.max_turns < 1) throw InvalidRequest("--max-turns must be at least 1");
    bots::make_bot(o.bot, 0); // unknown bot names fail here, not in a thread
    const play::SetupPools pools = play::only_packs(content, play::setup_pools(content), o.packs);
    const GameSetup first = setup_for(content, pools, o, battle_seed(o.seed, 0)); // and unknown names
    SimReport r;
    r.nemesis = first.nemesis;
    r.players = o.players;
    r.games = o.games;
    r.seed = o.seed;
    r.bot = o.bot;
    int threads = o.threads > 0 ? o.threads : static_cast<int>(std::thread::hardware_concurrency());
    r.threads = std::clamp(threads, 1, o.games);

    r.battles.resize(static_cast<std::size_t>(o.games));
    std::atomic<int> next{0}, done{0};
    auto worker = [&] {
        lua::HostPool hosts(content); // this thread's
        for (int i = next++; i < o.games; i = next++) {
            const std::uint64_t seed = battle_seed(o.seed, static_cast<std::uint64_t>(i));
            auto& slot = r.battles[static_cast<std::size_t>(i)];
            try {
                slot = play_battle(hosts, setup_for(content, pools, o, seed), seed, o.bot, o.max_turns,
                                   o.check_invariants);
            } catch (const std::exception& ex) {
                slot.seed = seed;
                slot.violation = std::string("error: ") + ex.what();
            }
            ++done;
        }
    };
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int t = 1; t < r.threads; ++t) pool.emplace_back(worker);
    if (progress) {
        // The calling thread reports progress and plays too, so T threads play in all.
        std::thread last(worker);
        while (done.load() < o.games) {
            progress(done.load(), o.games);
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        last.join();
        progress(o.games, o.games);
    } else {
        worker();
    }
    for (auto& t : pool) t.join();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.battles_per_second = r.seconds > 0 ? o.games / r.seconds : 0;

    std::vector<int> turns, grave, nem;
    long total_turns = 0;
    for (std::size_t i = 0; i < r.battles.size(); ++i) {
        const auto& b = r.battles[i];
        if (!b.violation.empty()) r.violations.push_back({static_cast<int>(i), b.violation});
        if (b.result == Result::Won) ++r.wins;
        if (b.result == Result::Lost) ++r.losses;
        turns.push_back(b.turns), grave.push_back(b.gravehold_life), nem.push_back(b.nemesis_life);
        total_turns += b.turns;
        for (const auto& [card, n] : b.gained) {
            auto& c = r.cards[card];
            c.gained += n;
            ++c.battles;
            if (b.result == Result::Won) ++c.wins;
        }
    }
    r.win_rate = static_cast<double>(r.wins) / o.games;
    r.ci95 = wilson_interval(r.wins, o.games);
    r.avg_turns = static_cast<double>(total_turns) / o.games;
    r.turns = spread_of(turns), r.gravehold_life = spread_of(grave), r.nemesis_life = spread_of(nem);
    return r;
}

} // namespace ae::sim
