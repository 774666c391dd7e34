// The database's global unlocks (migration 4; campaigns/unlocks.hpp says what they are). A campaign's own
// unlocks are recorded whenever its state is written (saves/campaign_store.cpp), in the same transaction, so
// a campaign that earned one and the database that knows it never disagree; a group playing with the box
// records one with `gravehold unlocks add`.
#pragma once

#include "saves/database.hpp"

#include <string>
#include <vector>

namespace ae::saves {

struct UnlockRow {
    std::string id;
    std::string unlocked_at;
    std::string source; // "campaign:<name>" or "table"
};

std::vector<UnlockRow> list_unlocks(Database& db); // by id
std::vector<std::string> unlock_ids(Database& db); // by id
bool is_unlocked(Database& db, const std::string& id);

// Records `id` unless it is there already (the first source stays). Runs inside the caller's transaction.
void record_unlock(Database& db, const std::string& id, const std::string& source);
// Records it in a transaction of its own; false when it was there already.
bool add_unlock(Database& db, const std::string& id, const std::string& source);
// Removes one recorded at the table. InvalidRequest when there is none, or when a campaign earned it (saving
// that campaign would bring it back, so it stays).
void remove_unlock(Database& db, const std::string& id);

} // namespace ae::saves
