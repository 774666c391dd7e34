#include "saves/battle_record.hpp"

#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "saves/clock.hpp"
#include "saves/setup_json.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <sqlite3.h>

namespace ae::saves {
using nlohmann::json;

std::string hex(std::uint64_t v) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

std::string result_text(const GameState& s) {
    return s.result == Result::Won ? "won" : s.result == Result::Lost ? "lost" : "playing";
}

BattleRecorder::BattleRecorder(Database& db, const BattleHeader& h, std::optional<std::int64_t> campaign)
    : db_(db) {
    SQLite::Statement q(
        db.db(), "INSERT INTO games(campaign_id, created_at, engine_version, lua_release, content_hash, "
                 "seed, setup_json) VALUES(?, ?, ?, ?, ?, ?, ?)");
    if (campaign)
        q.bind(1, static_cast<int64_t>(*campaign));
    else
        q.bind(1);
    q.bind(2, now_utc());
    q.bind(3, h.engine_version);
    q.bind(4, h.lua_release);
    q.bind(5, h.content_hash);
    q.bind(6, std::to_string(h.seed)); // as text: SQLite integers are signed 64-bit
    q.bind(7, setup_to_json(h.setup));
    q.exec();
    game_id_ = db.db().getLastInsertRowid();
}

BattleRecorder::BattleRecorder(Database& db, std::int64_t game_id, const Engine& e)
    : db_(db), game_id_(game_id), inputs_done_(e.inputs().size()), events_done_(e.events().size()),
      checkpoint_turn_(e.state().turn.number) {}

// At the first quiescent point of each turn the battle is written whole, replacing the older checkpoint,
// so loading replays at most about a turn of answers. Part of the caller's transaction.
void BattleRecorder::write_checkpoint(const Engine& e) {
    if (e.state().turn.number <= checkpoint_turn_) return;
    const auto text = e.checkpoint();
    if (!text) return;
    SQLite::Statement del(db_.db(), "DELETE FROM checkpoints WHERE game_id = ?");
    del.bind(1, static_cast<int64_t>(game_id_));
    del.exec();
    SQLite::Statement q(db_.db(), "INSERT INTO checkpoints VALUES(?, ?, ?, ?)");
    q.bind(1, static_cast<int64_t>(game_id_));
    q.bind(2, static_cast<int64_t>(e.inputs().size()));
    q.bind(3, *text);
    q.bind(4, hex(e.state_hash()));
    q.exec();
    checkpoint_turn_ = e.state().turn.number;
}

void BattleRecorder::rewind(const Engine& e) {
    SQLite::Transaction t(db_.db());
    SQLite::Statement in(db_.db(), "DELETE FROM game_inputs WHERE game_id = ? AND seq > ?");
    in.bind(1, static_cast<int64_t>(game_id_));
    in.bind(2, static_cast<int64_t>(e.inputs().size()));
    in.exec();
    // Event seqs are the engine's own numbers; the replayed engine has made the same ones up to its last.
    SQLite::Statement ev(db_.db(), "DELETE FROM game_events WHERE game_id = ? AND seq > ?");
    ev.bind(1, static_cast<int64_t>(game_id_));
    ev.bind(2, static_cast<int64_t>(e.events().empty() ? 0 : e.events().back().seq));
    ev.exec();
    // A checkpoint after the inputs it was taken at is gone with them; loading falls back to an older
    // point (none: the seed) until the next one is written.
    SQLite::Statement cp(db_.db(), "DELETE FROM checkpoints WHERE game_id = ? AND input_seq > ?");
    cp.bind(1, static_cast<int64_t>(game_id_));
    cp.bind(2, static_cast<int64_t>(e.inputs().size()));
    cp.exec();
    SQLite::Statement up(db_.db(), "UPDATE games SET result = ?, state_hash = ? WHERE id = ?");
    up.bind(1, result_text(e.state()));
    up.bind(2, hex(e.state_hash()));
    up.bind(3, static_cast<int64_t>(game_id_));
    up.exec();
    t.commit();
    inputs_done_ = e.inputs().size();
    events_done_ = e.events().size();
    checkpoint_turn_ = -1; // the next quiescent point writes a fresh one
}

void BattleRecorder::sync(const Engine& e) {
    const auto& inputs = e.inputs();
    const auto& events = e.events();
    // Its own transaction, or the caller's: a new record is first written inside the transaction that
    // names it (a campaign's attempt), so that no crash leaves a record without its first state.
    std::optional<SQLite::Transaction> t;
    if (sqlite3_get_autocommit(db_.db().getHandle())) t.emplace(db_.db());
    SQLite::Statement in(db_.db(), "INSERT INTO game_inputs VALUES(?, ?, ?, ?, ?, ?)");
    for (; inputs_done_ < inputs.size(); ++inputs_done_) {
        const Answer& a = inputs[inputs_done_];
        in.bind(1, static_cast<int64_t>(game_id_));
        in.bind(2, static_cast<int64_t>(inputs_done_ + 1));
        in.bind(3, static_cast<int64_t>(a.seq));
        in.bind(4, a.player);
        in.bind(5, json(a.choice).dump());
        in.bind(6, a.automatic ? 1 : 0);
        in.exec();
        in.reset();
    }
    SQLite::Statement ev(db_.db(), "INSERT INTO game_events VALUES(?, ?, ?, ?, ?, ?)");
    for (; events_done_ < events.size(); ++events_done_) {
        const GameEvent& g = events[events_done_];
        json payload = {{"cause", g.cause},
                        {"player", g.player},
                        {"def", g.def},
                        {"amount", g.amount},
                        {"target", g.target},
                        {"text", g.text},
                        {"describe", describe(g, e.state(), e.content())}};
        if (g.card != kNoCard) payload["card"] = g.card.value();
        ev.bind(1, static_cast<int64_t>(game_id_));
        ev.bind(2, static_cast<int64_t>(g.seq));
        ev.bind(3, g.turn);
        ev.bind(4, to_string(g.phase));
        ev.bind(5, to_string(g.kind));
        ev.bind(6, payload.dump());
        ev.exec();
        ev.reset();
    }
    write_checkpoint(e);
    SQLite::Statement up(db_.db(), "UPDATE games SET result = ?, state_hash = ? WHERE id = ?");
    up.bind(1, result_text(e.state()));
    up.bind(2, hex(e.state_hash()));
    up.bind(3, static_cast<int64_t>(game_id_));
    up.exec();
    if (t) t->commit();
}

StoredBattle load_battle(Database& db, std::int64_t id) {
    SQLite::Statement q(db.db(),
                        "SELECT engine_version, lua_release, content_hash, seed, setup_json, result, "
                        "coalesce(state_hash, ''), campaign_id, created_at FROM games WHERE id = ?");
    q.bind(1, static_cast<int64_t>(id));
    if (!q.executeStep()) throw SaveError("no battle " + std::to_string(id) + " in " + db.path());
    StoredBattle b;
    b.id = id;
    b.header.engine_version = q.getColumn(0).getString();
    b.header.lua_release = q.getColumn(1).getInt();
    b.header.content_hash = q.getColumn(2).getString();
    try {
        b.header.seed = std::stoull(q.getColumn(3).getString());
    } catch (const std::exception&) {
        throw SaveError("battle " + std::to_string(id) + ": malformed seed in the record");
    }
    b.header.setup = setup_from_json(q.getColumn(4).getString());
    b.result = q.getColumn(5).getString();
    b.state_hash = q.getColumn(6).getString();
    if (!q.getColumn(7).isNull()) b.campaign = q.getColumn(7).getInt64();
    b.created_at = q.getColumn(8).getString();
    SQLite::Statement in(db.db(), "SELECT request_seq, player, payload_json, automatic FROM game_inputs "
                                  "WHERE game_id = ? ORDER BY seq");
    in.bind(1, static_cast<int64_t>(id));
    while (in.executeStep()) {
        Answer a;
        a.seq = static_cast<std::uint64_t>(in.getColumn(0).getInt64());
        a.player = in.getColumn(1).getInt();
        try {
            a.choice = parse_json(in.getColumn(2).getString()).get<std::vector<std::string>>();
        } catch (const json::exception&) {
            throw SaveError("battle " + std::to_string(id) + ": malformed input in the record");
        }
        a.automatic = in.getColumn(3).getInt() != 0;
        b.inputs.push_back(std::move(a));
    }
    SQLite::Statement n(db.db(), "SELECT count(*) FROM game_events WHERE game_id = ?");
    n.bind(1, static_cast<int64_t>(id));
    n.executeStep();
    b.events = static_cast<std::size_t>(n.getColumn(0).getInt64());
    SQLite::Statement cp(db.db(),
                         "SELECT input_seq, state_blob, state_hash FROM checkpoints WHERE game_id = ? "
                         "AND input_seq <= ? ORDER BY input_seq DESC LIMIT 1");
    cp.bind(1, static_cast<int64_t>(id));
    cp.bind(2, static_cast<int64_t>(b.inputs.size()));
    if (cp.executeStep())
        b.checkpoint = StoredCheckpoint{static_cast<std::size_t>(cp.getColumn(0).getInt64()),
                                        cp.getColumn(1).getString(), cp.getColumn(2).getString()};
    return b;
}

std::vector<std::int64_t> list_battles(Database& db) {
    std::vector<std::int64_t> ids;
    SQLite::Statement q(db.db(), "SELECT id FROM games ORDER BY id");
    while (q.executeStep()) ids.push_back(q.getColumn(0).getInt64());
    return ids;
}

std::vector<BattleSummary> list_unfinished(Database& db) {
    std::vector<BattleSummary> out;
    SQLite::Statement q(db.db(), "SELECT id, created_at, setup_json, "
                                 "(SELECT count(*) FROM game_inputs WHERE game_id = games.id) FROM games "
                                 "WHERE result = 'playing' AND campaign_id IS NULL ORDER BY id");
    while (q.executeStep()) {
        BattleSummary b;
        b.id = q.getColumn(0).getInt64();
        b.created_at = q.getColumn(1).getString();
        try {
            const GameSetup s = setup_from_json(q.getColumn(2).getString());
            b.nemesis = s.nemesis;
            for (const auto& p : s.players) b.mages.push_back(p.mage);
        } catch (const SaveError&) {
            b.nemesis = "(malformed setup)"; // listed anyway, so the person sees it exists
        }
        b.answers = static_cast<std::size_t>(q.getColumn(3).getInt64());
        out.push_back(std::move(b));
    }
    return out;
}

} // namespace ae::saves
