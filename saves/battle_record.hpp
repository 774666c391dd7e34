// A battle in the database (ARCHITECTURE §4.7): its header, the input log that determines it, and the
// events derived from it. sync() is called after every answer and commits what is new in one transaction,
// so a crash loses at most the answer in flight.
#pragma once

#include "engine/engine.hpp"
#include "saves/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ae::saves {

struct BattleHeader {
    std::string engine_version;
    int lua_release = 0;
    std::string content_hash;
    std::uint64_t seed = 0;
    GameSetup setup;
};

class BattleRecorder {
public:
    BattleRecorder(Database& db, const BattleHeader& header,
                   std::optional<std::int64_t> campaign = std::nullopt);
    // Continues an existing record whose inputs and events `engine` has just replayed.
    BattleRecorder(Database& db, std::int64_t game_id, const Engine& engine);
    void sync(const Engine& engine);
    // After an undo: `engine` was rebuilt from a prefix of the recorded inputs. Removes the recorded inputs
    // and events it no longer has and stores its state, in one transaction.
    void rewind(const Engine& engine);
    std::int64_t game_id() const { return game_id_; }

private:
    void write_checkpoint(const Engine& e);

    Database& db_;
    std::int64_t game_id_ = 0;
    std::size_t inputs_done_ = 0;
    std::size_t events_done_ = 0;
    int checkpoint_turn_ = -1; // the turn of the latest checkpoint written (one per turn is plenty)
};

// The latest checkpoint of a battle: the engine's checkpoint() text after `inputs` answers.
struct StoredCheckpoint {
    std::size_t inputs = 0;
    std::string text;
    std::string state_hash;
};

struct StoredBattle {
    std::int64_t id = 0;
    std::optional<std::int64_t> campaign;
    std::string created_at;
    BattleHeader header;
    std::vector<Answer> inputs;
    std::string result;
    std::string state_hash;
    std::size_t events = 0;
    std::optional<StoredCheckpoint> checkpoint; // the latest, when the battle has one
};

// Throws SaveError when there is no such battle or its record is malformed.
StoredBattle load_battle(Database& db, std::int64_t id);
std::vector<std::int64_t> list_battles(Database& db);

// One line of `gravehold battle --list`.
struct BattleSummary {
    std::int64_t id = 0;
    std::string created_at;
    std::string nemesis;
    std::vector<std::string> mages;
    std::size_t answers = 0; // inputs in the log, automatic ones included
};
// Battles outside campaigns still being played, oldest first.
std::vector<BattleSummary> list_unfinished(Database& db);

std::string result_text(const GameState& s); // "won", "lost" or "playing"
std::string hex(std::uint64_t v);

} // namespace ae::saves
