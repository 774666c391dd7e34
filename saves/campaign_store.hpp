// Campaigns in the database: the whole CampaignState as canonical JSON in `campaigns`, and the campaign log
// in `campaign_log`. Every write is one transaction, so the state and the log that explains it never
// disagree, and a crash leaves the campaign as it was before the decision or after it, never between.
#pragma once

#include "campaigns/log.hpp"
#include "campaigns/state.hpp"
#include "saves/campaign_undo.hpp"
#include "saves/database.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ae::saves {

struct CampaignSummary {
    std::string name;
    campaign::Kind kind = campaign::Kind::Legacy;
    int players = 0;
    std::string created_at;
    std::string updated_at;
    int battles = 0; // battle attempts so far, lost and replayed ones included
    bool finished = false;
    std::string position;
};

// Stores a new campaign and its first log entries. InvalidRequest when the name is taken. Entries with seq 0
// are numbered 1, 2, ... after those that carry a number.
std::int64_t create_campaign(Database& db, const campaign::CampaignState& s,
                             const std::vector<campaign::LogEntry>& entries);

// InvalidRequest when there is no such campaign; SaveError naming it when its stored state is malformed.
campaign::CampaignState load_campaign(Database& db, const std::string& name);

// Replaces the campaign's state (found by s.name) and appends the entries, numbering those with seq 0
// after the last entry of the log. Nothing is written if anything fails. `undo` says what the write means
// to `campaign undo` (saves/campaign_undo.hpp).
void save_campaign(Database& db, const campaign::CampaignState& s,
                   const std::vector<campaign::LogEntry>& new_entries,
                   const UndoMark& undo = UndoMark::barrier());
// The same, with `first` run inside the same transaction before the state is written: for rows the saved
// state refers to, such as the battle record a new attempt names. `first` may change `s` (through the
// caller's reference) to point at what it wrote. A crash keeps both or neither, so no attempt leaves an
// orphan record behind. It is an undo barrier: the battle record is history undo does not rewrite.
void save_campaign_with(Database& db, const campaign::CampaignState& s,
                        const std::vector<campaign::LogEntry>& new_entries,
                        const std::function<void()>& first);

std::vector<CampaignSummary> list_campaigns(Database& db);                           // by name
std::vector<campaign::LogEntry> campaign_log(Database& db, const std::string& name); // by seq
std::int64_t campaign_id(Database& db, const std::string& name); // InvalidRequest when there is none
bool campaign_exists(Database& db, const std::string& name);

// Building blocks for writers that need a bigger transaction (the importer); they run inside the caller's.
std::int64_t insert_campaign(Database& db,
                             const campaign::CampaignState& s); // InvalidRequest when the name is taken
void update_campaign_state(Database& db, std::int64_t id, const campaign::CampaignState& s);
void append_log(Database& db, std::int64_t id, const std::string& campaign_name,
                const std::vector<campaign::LogEntry>& entries);

} // namespace ae::saves
