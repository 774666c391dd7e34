// Checkpoints in the database (saves/battle_record.cpp, migration 3): written at quiescent points in the
// same transaction as the answers, used when a battle is loaded, dropped by undo, and checked on load.
#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "play/replay_log.hpp"
#include "saves/battle_record.hpp"
#include "saves/database.hpp"
#include "saves/migrations.hpp"
#include "scripting/lua_release.hpp"
#include "tests/support/invariants.hpp"
#include "tests/support/shipped.hpp"
#include "tests/support/temp_db.hpp"

#include <SQLiteCpp/Database.h>
#include <catch2/catch.hpp>

using namespace ae;

using ae::test::shipped;

namespace {
saves::BattleHeader header(const std::string& nemesis, int players, std::uint64_t seed) {
    play::BattleOptions o;
    o.nemesis = nemesis;
    o.players = players;
    o.seed = seed;
    return {GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(shipped()), seed,
            play::build_setup(shipped(), o)};
}

// Plays `answers` random answers, syncing the record after each; returns the game id.
std::int64_t record(saves::Database& db, const saves::BattleHeader& h, int answers, Engine** keep = nullptr,
                    std::unique_ptr<play::Battle>* battle = nullptr) {
    auto b = std::make_unique<play::Battle>(shipped(), h.setup, h.seed);
    Engine& e = b->engine();
    e.advance();
    saves::BattleRecorder rec(db, h);
    rec.sync(e);
    Rng bot(h.seed + 5);
    for (int i = 0; i < answers && !e.over(); ++i) {
        REQUIRE(e.submit(test::random_answer(e.pending(), bot)).accepted);
        rec.sync(e);
    }
    if (keep) *keep = &e;
    if (battle) *battle = std::move(b);
    return rec.game_id();
}
} // namespace

TEST_CASE("saves: a battle loads from its latest checkpoint and reaches the same decision",
          "[checkpoint][saves]") {
    test::TempDb t("checkpoint");
    saves::Database db(t.path());
    const auto h = header("base.rageborne", 2, 77);
    Engine* original = nullptr;
    std::unique_ptr<play::Battle> keep;
    const auto id = record(db, h, 40, &original, &keep);
    REQUIRE_FALSE(original->over());
    const auto stored = saves::load_battle(db, id);
    REQUIRE(stored.checkpoint);
    CHECK(stored.checkpoint->inputs > 0);
    CHECK(stored.checkpoint->inputs <= stored.inputs.size());
    const auto run = play::replay_log(shipped(), stored.header, stored.inputs, stored.inputs.size(), "battle",
                                      stored.checkpoint);
    const Engine& e = run.battle->engine();
    CHECK(run.restored_at == stored.checkpoint->inputs);
    CHECK(run.given < 40); // only the answers after the checkpoint were replayed
    CHECK(saves::hex(e.state_hash()) == stored.state_hash);
    CHECK(saves::hex(e.state_hash()) == saves::hex(original->state_hash()));
    CHECK(e.pending().seq == original->pending().seq);
    CHECK(e.pending().kind == original->pending().kind);
    CHECK(e.inputs().size() == stored.inputs.size());
    CHECK(e.events_emitted() == stored.events);
    // The full replay from the seed agrees.
    const auto full =
        play::replay_log(shipped(), stored.header, stored.inputs, stored.inputs.size(), "battle");
    CHECK(full.restored_at == 0);
    CHECK(full.battle->engine().state_hash() == e.state_hash());
}

TEST_CASE("saves: one checkpoint per battle, the latest; undo drops one taken after the kept answers",
          "[checkpoint][saves]") {
    test::TempDb t("checkpoint-rewind");
    saves::Database db(t.path());
    const auto h = header("base.carapace_queen", 1, 5);
    std::unique_ptr<play::Battle> keep;
    const auto id = record(db, h, 80, nullptr, &keep);
    SQLite::Database raw(t.path());
    CHECK(raw.execAndGet("SELECT count(*) FROM checkpoints WHERE game_id = " + std::to_string(id)).getInt() ==
          1);
    const auto stored = saves::load_battle(db, id);
    REQUIRE(stored.checkpoint);
    // Undo back to before the checkpoint: rebuild from a prefix, as the terminal's undo does. The
    // prefix ends before the checkpoint's answers even when automatic inputs follow its last answer.
    std::size_t kept = stored.checkpoint->inputs;
    play::Replayed shorter;
    do {
        --kept;
        shorter = play::replay_log(shipped(), stored.header, stored.inputs, kept, "battle");
    } while (shorter.battle->engine().inputs().size() >= stored.checkpoint->inputs);
    saves::BattleRecorder rec(db, id, shorter.battle->engine());
    rec.rewind(shorter.battle->engine());
    const auto after = saves::load_battle(db, id);
    CHECK_FALSE(after.checkpoint.has_value());
    CHECK(after.inputs.size() == shorter.battle->engine().inputs().size());
}

TEST_CASE("saves: a damaged checkpoint is refused with a clear error", "[checkpoint][saves]") {
    test::TempDb t("checkpoint-damaged");
    saves::Database db(t.path());
    const auto h = header("base.rageborne", 1, 12);
    std::unique_ptr<play::Battle> keep;
    const auto id = record(db, h, 60, nullptr, &keep);
    {
        SQLite::Database raw(t.path(), SQLite::OPEN_READWRITE);
        raw.exec("UPDATE checkpoints SET state_hash = '0000000000000000'");
    }
    auto stored = saves::load_battle(db, id);
    REQUIRE(stored.checkpoint);
    try {
        play::replay_log(shipped(), stored.header, stored.inputs, stored.inputs.size(), "battle 1",
                         stored.checkpoint);
        FAIL("a damaged checkpoint was accepted");
    } catch (const SaveError& e) { CHECK_THAT(e.what(), Catch::Contains("battle 1: its checkpoint")); }
    {
        SQLite::Database raw(t.path(), SQLite::OPEN_READWRITE);
        raw.exec("UPDATE checkpoints SET state_blob = '{\"format\": 1}'");
    }
    stored = saves::load_battle(db, id);
    CHECK_THROWS_AS(play::replay_log(shipped(), stored.header, stored.inputs, stored.inputs.size(),
                                     "battle 1", stored.checkpoint),
                    SaveError);
}

TEST_CASE("saves: a schema-2 database gains the checkpoints table and its battles still load",
          "[checkpoint][saves]") {
    test::TempDb t("schema2");
    {
        SQLite::Database raw(t.path(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        raw.exec(saves::migrations()[0]);
        raw.exec(saves::migrations()[1]);
        raw.exec("PRAGMA user_version = 2");
        raw.exec("PRAGMA application_id = " + std::to_string(saves::kApplicationId));
    }
    saves::Database db(t.path());
    CHECK(db.schema_version() == saves::Database::latest_schema_version()); // 3 and every later one
    const auto h = header("base.rageborne", 2, 3);
    std::unique_ptr<play::Battle> keep;
    const auto id = record(db, h, 30, nullptr, &keep);
    const auto stored = saves::load_battle(db, id);
    CHECK(stored.checkpoint.has_value());
}
