#include "play/table.hpp"

#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "play/limits.hpp"
#include "play/shortcuts.hpp"

#include <algorithm>

namespace ae::play {

bool Seats::is_bot(int player) const {
    return player >= 0 && static_cast<std::size_t>(player) < bots.size() &&
           bots[static_cast<std::size_t>(player)];
}

Table::Table(const Content& content, saves::BattleHeader header, Seats seats)
    : content_(&content), header_(std::move(header)), seats_(std::move(seats)) {
    run_ = replay_log(content, header_, {}, 0, "the new battle");
    bot_ = bots::make_bot(seats_.bot, bot_seed(header_.seed, 0));
}

Table Table::resume(const Content& content, saves::Database& db, std::int64_t game_id,
                    std::optional<std::int64_t> campaign, const std::string& what, Seats seats) {
    const saves::StoredBattle stored = saves::load_battle(db, game_id);
    if (stored.campaign != campaign) {
        if (stored.campaign)
            throw SaveError(what + " belongs to campaign " + std::to_string(*stored.campaign) +
                            "; it is continued from its campaign");
        throw SaveError(what + " is not a battle of this campaign");
    }
    const bool finished = stored.result != "playing";
    if (finished && !campaign)
        throw SaveError(what + " is over (" + stored.result +
                        "); only unfinished battles can be resumed; a finished one can "
                        "be replayed");
    check_compatible(content, stored.header, what);

    Table t;
    t.content_ = &content;
    t.header_ = stored.header;
    t.seats_ = std::move(seats);
    t.run_ = replay_log(content, t.header_, stored.inputs, stored.inputs.size(), what, stored.checkpoint);
    // The replay must land where the record stopped; anything else means the record or the engine
    // changed, and answering on would write a battle that never happened.
    const Engine& e = t.engine();
    if (e.inputs().size() != stored.inputs.size())
        throw SaveError(what + ": the replay made " + std::to_string(e.inputs().size()) +
                        " inputs, the record has " + std::to_string(stored.inputs.size()));
    const std::string hash = saves::hex(e.state_hash());
    if (!stored.state_hash.empty() && hash != stored.state_hash)
        throw SaveError(what + ": the replayed state (hash " + hash + ") differs from the recorded one (" +
                        stored.state_hash + "); it cannot be resumed");
    if (e.events_emitted() != stored.events)
        throw SaveError(what + ": the replay made " + std::to_string(e.events_emitted()) +
                        " events, the record has " + std::to_string(stored.events));
    if (e.over() && !finished)
        throw SaveError(what + " ends on replay although its record says it is still being played");
    if (!e.over() && finished)
        throw SaveError(what + " does not end on replay although its record says it was " + stored.result);
    t.engine().drain_events(); // shown when they happened
    t.resumed_ = true;
    t.replayed_ = t.run_.given;
    t.recorder_ = std::make_unique<saves::BattleRecorder>(db, game_id, t.engine());
    t.bot_ = bots::make_bot(t.seats_.bot, bot_seed(t.header_.seed, stored.inputs.size()));
    t.answer_without_choice(); // a record saved while such a decision was pending (an older release)
    return t;
}

void Table::record(saves::Database& db, std::optional<std::int64_t> campaign) {
    if (recorder_) throw RuleError("the battle is already recorded as battle " + std::to_string(game_id()));
    recorder_ = std::make_unique<saves::BattleRecorder>(db, header_, campaign);
    // At once, in the caller's transaction when there is one: a record whose setup events and state are
    // not written would not pass the checks of a resume.
    recorder_->sync(engine());
}

std::int64_t Table::game_id() const { return recorder_ ? recorder_->game_id() : 0; }

std::vector<GameEvent> Table::take_events() { return engine().drain_events(); }

void Table::save() {
    if (recorder_) recorder_->sync(engine());
}

void Table::check_turn_limit() const {
    if (engine().state().turn.number > kMaxTurns)
        throw RuleError("the battle did not end within " + std::to_string(kMaxTurns) +
                        " turns; the nemesis's content may never threaten the players");
}

bool Table::bots_turn() const {
    if (over()) return false;
    const auto& who = engine().pending().who;
    return std::all_of(who.begin(), who.end(), [&](int p) { return seats_.is_bot(p); });
}

void Table::play_bot() {
    check_turn_limit();
    Engine& e = engine();
    const Answer a = bot_->choose(e, e.pending());
    if (auto r = submit_tracked(e, a, run_.turn_of); !r.accepted)
        throw RuleError("the bot gave an illegal answer: " + r.reason);
    answer_without_choice();
}

void Table::answer_without_choice() {
    while (!over() && !bots_turn()) {
        Engine& e = engine();
        const DecisionRequest& req = e.pending();
        auto only = play::answer_without_choice(e, req);
        if (!only) return;
        const Answer a{req.seq, req.who.front(), std::move(*only)};
        if (auto r = submit_tracked(e, a, run_.turn_of); !r.accepted)
            throw RuleError("an answer without a choice was refused: " + r.reason);
    }
}

Answered Table::submit(Answer a, std::optional<int> seat) {
    check_turn_limit();
    if (over()) return {Refusal::Over, "the battle is over"};
    Engine& e = engine();
    const DecisionRequest& req = e.pending();
    const bool allowed = [&] {
        if (!seat) return true;
        return std::find(req.who.begin(), req.who.end(), *seat) != req.who.end();
    }();
    if (!allowed)
        return {Refusal::NotYourSeat, "this decision is not player " + std::to_string(*seat + 1) + "'s"};
    if (seat && seats_.is_bot(*seat)) return {Refusal::BotsTurn, "a bot plays this seat"};
    if (bots_turn()) return {Refusal::BotsTurn, "a bot answers this decision"};
    if (seat) {
        a.player = *seat;
    } else {
        // The shared screen answers a group decision for the first person among those allowed.
        for (int p : req.who)
            if (!seats_.is_bot(p)) {
                a.player = p;
                break;
            }
    }
    const SubmitResult r = submit_tracked(e, a, run_.turn_of);
    if (!r.accepted) return {Refusal::Refused, r.reason};
    answer_without_choice();
    return {};
}

Answered Table::play_all_gems(std::optional<int> seat) {
    if (over()) return {Refusal::Over, "the battle is over"};
    std::vector<std::string> gems = gem_plays(engine(), engine().pending());
    if (gems.empty()) return {Refusal::Refused, "there is no gem to play"};
    const int player = engine().state().turn.player;
    for (bool first = true; !gems.empty(); first = false) {
        const Answered r = submit({engine().pending().seq, -1, {gems.front()}}, seat);
        // The first refusal is the person's (not their seat, a bot's turn); a later one cannot happen, since
        // nothing else answers in between, but stops the shortcut rather than guess.
        if (!r.taken()) return first ? r : Answered{};
        if (over() || engine().state().turn.player != player) break;
        gems = gem_plays(engine(), engine().pending()); // empty when a gem asks something
    }
    return {};
}

Undone Table::undo(std::optional<int> seat) {
    if (over()) return {false, "the battle is over", ""};
    auto target = undo_target(run_, seats_.bots);
    if (auto* why = std::get_if<std::string>(&target)) return {false, *why, ""};
    const std::size_t i = std::get<std::size_t>(target);
    if (seat && engine().inputs()[i].player != *seat)
        return {false, "the last answer was player " + std::to_string(engine().inputs()[i].player + 1) + "'s",
                ""};
    const std::vector<Answer> log = engine().inputs();
    const Answer undone = log[i];
    run_ = replay_log(*content_, header_, log, i, "the battle being undone");
    // Replaying without the answer must ask the very same decision again; anything else is a determinism bug.
    if (engine().inputs().size() != i || engine().over() || engine().pending().seq != undone.seq)
        throw RuleError(
            "undo: replaying the battle without the last answer did not come back to its decision "
            "(a determinism bug)");
    engine().drain_events(); // already shown
    if (recorder_) recorder_->rewind(engine());
    const DecisionRequest& again = engine().pending();
    // An answer the table gave itself (a discard order of copies) is not the person's: a decision later in
    // the same turn (an ability at the end of the draw phase) makes undo find it first. The person's own
    // answer is the one before it; if there is none to take back, the table answers again as it did.
    if (const auto only = play::answer_without_choice(engine(), again); only && *only == undone.choice) {
        const Undone before = undo(seat);
        if (!before.done) answer_without_choice();
        return before;
    }
    std::string chosen;
    for (const auto& c : undone.choice) {
        const Option* opt = again.find(c);
        chosen += (chosen.empty() ? "" : ", ") + (opt ? opt->text : c);
    }
    return {true, "", chosen.empty() ? "(nothing chosen)" : chosen};
}

} // namespace ae::play
