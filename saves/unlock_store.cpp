#include "saves/unlock_store.hpp"

#include "core/errors.hpp"
#include "saves/clock.hpp"

#include <SQLiteCpp/Statement.h>

namespace ae::saves {

namespace {
constexpr const char* kGlobal = "global";
} // namespace

std::vector<UnlockRow> list_unlocks(Database& db) {
    std::vector<UnlockRow> out;
    SQLite::Statement q(db.db(), "SELECT id, unlocked_at, source FROM unlocks WHERE scope = ? ORDER BY id");
    q.bind(1, kGlobal);
    while (q.executeStep())
        out.push_back({q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getString()});
    return out;
}

std::vector<std::string> unlock_ids(Database& db) {
    std::vector<std::string> out;
    for (auto& u : list_unlocks(db)) out.push_back(std::move(u.id));
    return out;
}

bool is_unlocked(Database& db, const std::string& id) {
    SQLite::Statement q(db.db(), "SELECT 1 FROM unlocks WHERE scope = ? AND id = ?");
    q.bind(1, kGlobal);
    q.bind(2, id);
    return q.executeStep();
}

void record_unlock(Database& db, const std::string& id, const std::string& source) {
    SQLite::Statement q(db.db(),
                        "INSERT OR IGNORE INTO unlocks(scope, id, unlocked_at, source) VALUES(?, ?, ?, ?)");
    q.bind(1, kGlobal);
    q.bind(2, id);
    q.bind(3, now_utc());
    q.bind(4, source);
    q.exec();
}

bool add_unlock(Database& db, const std::string& id, const std::string& source) {
    return in_transaction(db, "cannot record unlock '" + id + "'", [&] {
        const bool had = is_unlocked(db, id);
        if (!had) record_unlock(db, id, source);
        return !had;
    });
}

void remove_unlock(Database& db, const std::string& id) {
    in_transaction(db, "cannot remove unlock '" + id + "'", [&] {
        SQLite::Statement q(db.db(), "SELECT source FROM unlocks WHERE scope = ? AND id = ?");
        q.bind(1, kGlobal);
        q.bind(2, id);
        if (!q.executeStep()) throw InvalidRequest("'" + id + "' is not unlocked in " + db.path());
        const std::string source = q.getColumn(0).getString();
        if (source.starts_with("campaign:"))
            throw InvalidRequest("'" + id + "' was earned by campaign '" + source.substr(9) + "'" +
                                 "; an unlock a campaign earned stays");
        SQLite::Statement del(db.db(), "DELETE FROM unlocks WHERE scope = ? AND id = ?");
        del.bind(1, kGlobal);
        del.bind(2, id);
        del.exec();
    });
}

} // namespace ae::saves
