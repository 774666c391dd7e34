#include "saves/migrations.hpp"

namespace ae::saves {

const std::vector<const char*>& migrations() {
    static const std::vector<const char*> list = {
        // 1: battle records (ARCHITECTURE §4.7): header, the input log that determines the battle, and the
        // events derived from it, kept for cheap browsing.
        R"(
        CREATE TABLE games(
            id INTEGER PRIMARY KEY,
            campaign_id INTEGER,
            created_at TEXT NOT NULL,
            engine_version TEXT NOT NULL,
            lua_release INTEGER NOT NULL,
            content_hash TEXT NOT NULL,
            seed TEXT NOT NULL,
            setup_json TEXT NOT NULL,
            result TEXT NOT NULL DEFAULT 'playing',
            state_hash TEXT);
        CREATE TABLE game_inputs(
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL,
            request_seq INTEGER NOT NULL,
            player INTEGER NOT NULL,
            payload_json TEXT NOT NULL,
            automatic INTEGER NOT NULL,
            PRIMARY KEY(game_id, seq));
        CREATE TABLE game_events(
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            phase TEXT NOT NULL,
            kind TEXT NOT NULL,
            payload_json TEXT NOT NULL,
            PRIMARY KEY(game_id, seq));
        )",
        // 2: campaigns (issue #6): the state as canonical JSON (campaigns/state_json.hpp), saved whole after
        // every decision, and the campaign log, appended in the same transaction as the change it tells.
        // name, kind and definition are copied out of the state so listing needs no JSON.
        R"(
        CREATE TABLE campaigns(
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL,
            definition TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            state_json TEXT NOT NULL);
        CREATE TABLE campaign_log(
            campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            payload_json TEXT NOT NULL,
            text TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY(campaign_id, seq));
        )",
        // 3: battle checkpoints (ARCHITECTURE §4.7): the battle at a quiescent point after `input_seq`
        // answers (engine/checkpoint.cpp), so loading replays only the answers after it. A battle keeps its
        // latest one.
        R"(
        CREATE TABLE checkpoints(
            game_id INTEGER NOT NULL REFERENCES games(id),
            input_seq INTEGER NOT NULL,
            state_blob TEXT NOT NULL,
            state_hash TEXT NOT NULL,
            PRIMARY KEY(game_id, input_seq));
        )",
        // 4: global unlocks (ARCHITECTURE §4.8, campaigns/unlocks.hpp): what a campaign earned for every
        // campaign in this database. scope 'global' for now (campaign-scoped unlocks live in the campaign's
        // state); source says who recorded it: 'campaign:<name>' or 'table' (a companion command).
        R"(
        CREATE TABLE unlocks(
            scope TEXT NOT NULL,
            id TEXT NOT NULL,
            unlocked_at TEXT NOT NULL,
            source TEXT NOT NULL,
            PRIMARY KEY(scope, id));
        )",
        // 5: `campaign undo` (issue #15 §2): for each change a person made since the campaign last played a
        // battle itself, the state before it. Rows are numbered per campaign; undo takes back the highest.
        // log_from is the first log entry the change wrote. Not exported: undo is a table's correction
        // tool, not part of the campaign's history.
        R"(
        CREATE TABLE campaign_undo(
            campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
            seq INTEGER NOT NULL,
            what TEXT NOT NULL,
            before_json TEXT NOT NULL,
            log_from INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY(campaign_id, seq));
        )",
        // 6: which seats bots play in a battle started at `gravehold serve` (issue #18), so a restarted
        // server goes on with the same bots. Not part of the battle's record: a replay needs no seats, and
        // the terminal chooses them again with --bots.
        R"(
        CREATE TABLE battle_seats(
            game_id INTEGER PRIMARY KEY REFERENCES games(id),
            bots TEXT NOT NULL,
            bot TEXT NOT NULL);
        )",
    };
    return list;
}

} // namespace ae::saves
