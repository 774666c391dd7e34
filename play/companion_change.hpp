// What a group playing with the physical box records between battles (issue #15 §2, #18 §3): a card
// banished, a pack opened, a sticker placed, a treasure found, a note, or any campaign Change. A person names
// things as the cards print them ("Gilded Marble", "wycisk") and mages by the names on the mats; this turns
// that into the Change the campaign applies, checks it, and writes it with its log line in one transaction,
// undoable. The terminal's companion commands and the web API both come here.
#pragma once

#include "campaigns/state.hpp"
#include "play/campaign_desk.hpp"
#include "saves/database.hpp"

#include <string>
#include <vector>

namespace ae::play {

struct CompanionRequest {
    std::string kind;    // banish, open, sticker, treasure, note or apply (companion_kinds())
    std::string card;    // banish, treasure, evolve sticker: a printed name (any language, any case) or id
    std::string from;    // banish: supply, nemesis, other (any card of the box) or "" (where the campaign
                         // holds it)
    std::string mage;    // mat sticker: the name on the mat or the seat number
    std::string slot;    // mat sticker: the slot
    std::string sticker; // sticker: a rule sticker (its id, id without "rule." or printed letter) or, with
                         // mage and slot, a mat sticker; with card it is an evolve sticker and may be ""
    std::string id;      // open: what was opened ("envelope.2a"); apply: what the change changes
    std::string value;   // note: its one line; apply: the change's value
    std::string change;  // apply: the Change's kind (campaign::change_kinds())
    int level = 0;       // treasure: 1-3, checked against the card (0: whatever it is); apply: a level
};

const std::vector<std::string>& companion_kinds();

// Applies `r` to campaign `name`: the Change it means, checked against the campaign's state, definition and
// content, then saved with its log entry as one undoable step. InvalidRequest (or ChangeRejected) naming
// what is wrong when it cannot be done; nothing is written then.
Written apply_companion(saves::Database& db, const std::string& name, const CompanionRequest& r);

// A mage of `s` by the name written on its mat (any case) or its seat number; InvalidRequest listing the
// mages otherwise.
int seat_of(const campaign::CampaignState& s, const std::string& who);

} // namespace ae::play
