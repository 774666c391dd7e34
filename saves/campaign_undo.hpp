// `campaign undo` (issue #15 §2): a group at the table records by hand, and a hand slips. Every change a
// person makes (a companion command, an answer to a campaign decision) keeps the state before it, in the
// same transaction as the change; undo restores the latest and logs that it did. A battle gravehold plays
// itself is a barrier: its record, checkpoints and events are history undo does not rewrite, so the
// changes before it can no longer be taken back.
#pragma once

#include "campaigns/state.hpp"
#include "saves/database.hpp"

#include <cstdint>
#include <string>

namespace ae::saves {

// How a write of a campaign's state relates to undo.
struct UndoMark {
    enum class Kind {
        Barrier,  // gravehold played or changed something no person asked for here: forget what came before
        Step,     // a person's change: keep `before` so undo can restore it
        FollowUp, // the story moving on because of the last step: undo of that step takes this back too
    };
    Kind kind = Kind::Barrier;
    std::string what; // Step: the change in words, for "Undone: ..."
    const campaign::CampaignState* before = nullptr;

    static UndoMark barrier() { return {}; }
    static UndoMark follow_up() { return {Kind::FollowUp, {}, nullptr}; }
    static UndoMark step(const campaign::CampaignState& before, std::string what) {
        return {Kind::Step, std::move(what), &before};
    }
};

// Inside the caller's transaction, before the log entries of the write are appended: keeps the state
// before a Step, forgets every kept state at a Barrier, does nothing for a FollowUp.
void mark_undo(Database& db, std::int64_t campaign_id, const std::string& campaign_name, const UndoMark& m);

// How many changes `undo` could take back now.
int undo_depth(Database& db, const std::string& campaign_name);

struct Undone {
    std::string what; // the change taken back, in English
    std::string kept; // the same as the undo list kept it, to word it in any language (undo_words.hpp)
    campaign::CampaignState now; // the campaign after it
};
// Restores the state before the campaign's latest change and logs "Undone: ...". Unlocks for the whole
// database that only that change earned are removed again. InvalidRequest when there is nothing to undo.
Undone undo_last_change(Database& db, const std::string& campaign_name);

} // namespace ae::saves
