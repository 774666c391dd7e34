// Resuming a recorded battle: rebuild it from its seed and answers (as `gravehold replay` does), from memory
// and from the SQLite record, and restore it from its latest checkpoint plus the answers after it (as
// `battle --resume` and `campaign play` do).
#include "bench/bench.hpp"

#include "bots/bot_heuristic.hpp"
#include "content/content_hash.hpp"
#include "play/replay_log.hpp"
#include "play/session.hpp"
#include "saves/battle_record.hpp"
#include "scripting/lua_release.hpp"

#include <filesystem>
#include <unistd.h>

namespace ae::bench {
namespace {

// Replays `inputs` (the engine makes its automatic answers again itself); returns the final state hash.
std::uint64_t replay(const Content& c, const GameSetup& setup, std::uint64_t seed,
                     const std::vector<Answer>& inputs) {
    play::Battle battle(c, setup, seed);
    Engine& e = battle.engine();
    e.advance();
    for (const auto& a : inputs) {
        if (a.automatic) continue;
        if (!e.submit(a).accepted) throw RuleError("a recorded answer was refused on replay");
    }
    return e.state_hash();
}

} // namespace

Resume measure_resume(const Content& c, const std::string& nemesis, int players, int runs) {
    // Record one battle as people play it, saved after every answer, and stopped at its turn 30 (the first
    // seed whose battle gets that far), where a group might quit for the evening.
    Resume r;
    std::uint64_t seed = 77;
    GameSetup setup;
    std::vector<Answer> inputs;
    std::uint64_t hash = 0;
    namespace fs = std::filesystem;
    const fs::path db_path =
        fs::temp_directory_path() / ("gravehold-bench-" + std::to_string(getpid()) + ".db");
    std::int64_t id = 0;
    {
        fs::remove(db_path);
        saves::Database db(db_path.string());
        for (;; ++seed) {
            setup = bench_setup(c, nemesis, players, seed);
            play::Battle battle(c, setup, seed);
            Engine& e = battle.engine();
            bots::HeuristicBot bot;
            e.advance();
            saves::BattleHeader h{GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(c), seed,
                                  setup};
            saves::BattleRecorder rec(db, h);
            rec.sync(e);
            while (!e.over() && e.state().turn.number < 30) {
                e.submit(bot.choose(e, e.pending()));
                rec.sync(e);
            }
            if (e.over() && seed < 200) continue;
            id = rec.game_id();
            inputs = e.inputs();
            hash = e.state_hash();
            r.turns = e.state().turn.number;
            break;
        }
    }
    for (const auto& a : inputs) r.answers += a.automatic ? 0 : 1;
    std::vector<double> mem, disk, checkpoint;
    r.hash_matches = true;
    for (int i = 0; i < runs; ++i) {
        auto t0 = Clock::now();
        r.hash_matches = r.hash_matches && replay(c, setup, seed, inputs) == hash;
        mem.push_back(1000 * seconds_since(t0));
        t0 = Clock::now();
        saves::Database db(db_path.string());
        const auto stored = saves::load_battle(db, id);
        r.hash_matches =
            r.hash_matches && replay(c, stored.header.setup, stored.header.seed, stored.inputs) == hash;
        disk.push_back(1000 * seconds_since(t0));
        t0 = Clock::now();
        saves::Database db2(db_path.string());
        const auto again = saves::load_battle(db2, id);
        const auto run =
            play::replay_log(c, again.header, again.inputs, again.inputs.size(), "bench", again.checkpoint);
        r.hash_matches = r.hash_matches && run.battle->engine().state_hash() == hash && run.restored_at > 0;
        checkpoint.push_back(1000 * seconds_since(t0));
        r.after_checkpoint = static_cast<int>(run.given);
    }
    std::filesystem::remove(db_path);
    r.replay_ms = median(mem);
    r.db_replay_ms = median(disk);
    r.checkpoint_ms = median(checkpoint);
    return r;
}

} // namespace ae::bench
