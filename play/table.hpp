// One battle at a table: the engine, its record, which seats bots play, and the three things a front-end
// does with it (answer the pending decision, take an answer back, resume from the record). The terminal and
// the web server are front-ends of this class; a decision answered in either is the same call. No terminal
// or HTTP here: refusals are values with a code that each front-end words (or maps to a status) itself.
#pragma once

#include "bots/bots.hpp"
#include "play/replay_log.hpp"
#include "saves/battle_record.hpp"
#include "saves/database.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ae::play {

// Who answers a seat's decisions: a person (through a front-end) or the bot named here.
struct Seats {
    std::vector<bool> bots; // per player index; missing players are people
    std::string bot = "heuristic";
    bool is_bot(int player) const;
};

// Why an answer was not taken. The engine's own checks (a stale sequence number, an unknown option, the
// wrong count) are `Refused`; the others are the table's.
enum class Refusal { None, Over, NotYourSeat, BotsTurn, Refused };

struct Answered {
    Refusal refusal = Refusal::None;
    std::string reason; // "" when taken
    bool taken() const { return refusal == Refusal::None; }
};

struct Undone {
    bool done = false;
    std::string reason; // why nothing was undone
    std::string chosen; // the answer taken back, in the option texts the decision shows again
};

class Table {
public:
    // A new battle from its header, not yet recorded (record() writes it).
    Table(const Content& content, saves::BattleHeader header, Seats seats);
    // A recorded battle, rebuilt from its record: the setup, the latest checkpoint and the answers after it.
    // The replay must come back to the recorded state: the same number of inputs, the same state hash, the
    // same number of events, and over exactly when the record says so. `campaign` is the campaign the record
    // must belong to (nullopt: a battle of its own). A campaign's battle may be over already (the process
    // stopped after the battle's last answer, before the campaign took its outcome); a battle of its own may
    // not (`replay` re-runs those). `what` names it in errors ("battle 3"). Every failure is a SaveError.
    static Table resume(const Content& content, saves::Database& db, std::int64_t game_id,
                        std::optional<std::int64_t> campaign, const std::string& what, Seats seats);

    // Starts the battle's record (under `campaign` when given). Call inside the transaction that must
    // name it, so that a crash cannot leave one without the other.
    void record(saves::Database& db, std::optional<std::int64_t> campaign = std::nullopt);
    bool recorded() const { return recorder_ != nullptr; }
    std::int64_t game_id() const; // 0 when not recorded

    Engine& engine() { return run_.battle->engine(); }
    const Engine& engine() const { return run_.battle->engine(); }
    const saves::BattleHeader& header() const { return header_; }
    const Seats& seats() const { return seats_; }
    bool resumed() const { return resumed_; }          // rebuilt from its record
    std::size_t replayed() const { return replayed_; } // answers replayed when resumed
    bool over() const { return engine().over(); }

    // Events since the last call, in order; a resumed or undone battle does not repeat what was shown.
    std::vector<GameEvent> take_events();
    // Writes what happened since the last save (inputs, events, a checkpoint per turn). Every front-end
    // calls it before it asks anyone anything, so a killed process loses at most the answer in flight.
    void save();

    // True when every player who may answer the pending decision is a bot seat.
    bool bots_turn() const;
    // The bot answers the pending decision. An answer the engine refuses is a bug: RuleError.
    void play_bot();
    // A person's answer. `seat`: the player answering (a phone at the table); nullopt: whoever may (the
    // shared screen), the first person among those allowed for a group decision. Throws RuleError past the
    // turn limit, since the battle can no longer end.
    Answered submit(Answer answer, std::optional<int> seat = std::nullopt);
    // Takes back the last answer a person gave this turn, and rewinds the record with it. Not once the
    // battle is over (its outcome may already be the campaign's). `seat`: only that player's own answer.
    Undone undo(std::optional<int> seat = std::nullopt);
    // Plays every gem in the player's hand, one answer each (play/shortcuts.hpp), as `submit` would; stops
    // early where a gem asks something. Refused like `submit`, or when no gem can be played.
    Answered play_all_gems(std::optional<int> seat = std::nullopt);

private:
    Table() = default;
    void check_turn_limit() const;
    // Answers, for the person, a pending decision whose every answer comes to the same (play/shortcuts.hpp).
    // Recorded as an ordinary answer, so records and replays do not depend on it.
    void answer_without_choice();

    const Content* content_ = nullptr;
    saves::BattleHeader header_;
    Seats seats_;
    Replayed run_;
    std::unique_ptr<saves::BattleRecorder> recorder_;
    std::unique_ptr<bots::Bot> bot_;
    bool resumed_ = false;
    std::size_t replayed_ = 0;
};

} // namespace ae::play
