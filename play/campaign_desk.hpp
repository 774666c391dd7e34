// A campaign's desk: what a group does to a campaign outside a battle, whichever front-end it uses: start
// one, record a battle played with the physical box, answer the decision that is due by printed names, and
// see what is due next. Each checks before it writes, writes the state and its log in one transaction, and
// is undoable (saves/campaign_undo.hpp). No terminal or HTTP here.
#pragma once

#include "campaigns/next_step.hpp"
#include "campaigns/runner.hpp"
#include "play/campaign_session.hpp"
#include "saves/database.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ae::play {

// What a write did: the campaign as it is now and the log entries it wrote, with the definition and content
// it was checked against, so a caller saying what is due next does not load them again.
struct Written {
    campaign::CampaignState state;
    std::vector<campaign::LogEntry> log;
    std::shared_ptr<const CampaignSession> session;
};

// The definition and content of campaign `s`: `given` when it is for s's definition (a caller that already
// loaded them, e.g. for a check of its own), loaded otherwise.
std::shared_ptr<const CampaignSession> session_for(const campaign::CampaignState& s,
                                                   std::shared_ptr<const CampaignSession> given = nullptr);

// A new Legacy campaign or Outcasts expedition (`definition` "legacy" or "outcasts"), stored under n.name.
Written new_campaign(saves::Database& db, const std::string& definition, campaign::NewCampaign n,
                     bool companion);

struct BattleRecord {
    std::string result; // "won" or "lost"
    int gravehold = 0;  // Gravehold's (or the ally's) life left
    int turns = 0;
    int nemesis_life = 0;
    std::vector<std::string> played_by; // per seat, "" where nobody was named; empty: nobody named
};
// A battle played at the table: accepted only when the campaign waits at a battle. The story then goes on
// to what is due next (a decision or the next battle).
// `session` (optional): see session_for.
Written record_battle(saves::Database& db, const std::string& name, const BattleRecord& record,
                      std::shared_ptr<const CampaignSession> session = nullptr);

// The decision that is due, answered by option numbers, ids, printed card names (any language, any case) or
// the words an option's label starts with. The story then goes on.
Written answer_decision(saves::Database& db, const std::string& name, const std::vector<std::string>& words,
                        std::shared_ptr<const CampaignSession> session = nullptr);
// One option of `d` for such a word; InvalidRequest listing the options when none fits.
std::string decision_option(const campaign::Decision& d, const Content& c, const std::string& word);

// A campaign from an export (saves/campaign_export.hpp), under `new_name` when given. What the document means
// is checked against its definition and the content before anything is written; `file` names the document in
// the errors. Returns the campaign's name.
std::string import_campaign(saves::Database& db, const std::string& json_text, const std::string& file,
                            std::optional<std::string> new_name);

// What is due next in `s`, in words.
// In `L`, else in the language the session's content is shown in.
campaign::NextStep next_of(const CampaignSession& session, const campaign::CampaignState& s,
                           const lang::Language* L = nullptr);

} // namespace ae::play
