// Re-running a battle's input log: shared by `replay` (database or file), `battle --resume`, and undo,
// which all rebuild a battle from its seed and answers (the engine is deterministic).
#pragma once

#include "play/session.hpp"
#include "saves/battle_record.hpp"

#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace ae::play {

// Throws SaveError when the record was made with other content or another Lua release: its answers
// would not mean the same. `what` names the record in the message ("battle 3", "run.json").
void check_compatible(const Content& content, const saves::BattleHeader& header, const std::string& what);

// A battle rebuilt from its log, with the turn in which each input was given (undo needs it).
struct Replayed {
    std::unique_ptr<Battle> battle;
    std::vector<int>
        turn_of;           // per engine input; the turn number when it was answered (-1: before a checkpoint)
    std::size_t given = 0; // answers submitted (automatic ones are made by the engine itself)
    std::size_t restored_at = 0; // answers already in the checkpoint the battle was restored from (0: none)
};

// Builds the battle and submits the first `count` inputs of `inputs` (automatic ones are skipped; the
// engine makes them itself). Throws SaveError naming `what` when an answer is refused or comes after the
// end. Afterwards the engine's input log equals inputs[0, count) when the record is sound.
Replayed replay_log(const Content& content, const saves::BattleHeader& header,
                    const std::vector<Answer>& inputs, std::size_t count, const std::string& what);

// The same, starting from `checkpoint` (taken after its `inputs` answers) instead of the seed when it lies
// within the first `count` inputs: only the answers after it are replayed. A checkpoint that cannot be read,
// or whose state hash differs from the one stored with it, is a SaveError. Resuming uses this; `replay` and
// undo rebuild from the seed, which also checks the whole log.
Replayed replay_log(const Content& content, const saves::BattleHeader& header,
                    const std::vector<Answer>& inputs, std::size_t count, const std::string& what,
                    const std::optional<saves::StoredCheckpoint>& checkpoint);

// Index of the input an undo takes back (the last answer a person gave in the current turn), or the reason
// there is none. `bots`: per player, whether a bot plays that seat.
std::variant<std::size_t, std::string> undo_target(const Replayed& run, const std::vector<bool>& bots);

// Submits `a` and extends `turn_of` for it and the automatic inputs that followed.
SubmitResult submit_tracked(Engine& e, const Answer& a, std::vector<int>& turn_of);

} // namespace ae::play
