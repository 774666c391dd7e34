// The gravehold database: one SQLite file holding every campaign and battle. Opening it checks that it is
// ours (application_id) and brings its schema up to date with ordered migrations in one transaction.
// A corrupt or foreign file, or one written by a newer gravehold, is refused and never modified.
#pragma once

#include "core/errors.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Transaction.h>

#include <memory>
#include <string>
#include <type_traits>

namespace ae::saves {

inline constexpr int kApplicationId = 0x47524156; // "GRAV"

class Database {
public:
    // Creates the file (and its folder) when missing. Throws ae::SaveError with the path and the reason.
    explicit Database(const std::string& path);
    SQLite::Database& db() { return *db_; }
    const std::string& path() const { return path_; }
    int schema_version();
    static int latest_schema_version();

private:
    void migrate();
    void check_schema(int version);
    std::string path_;
    std::unique_ptr<SQLite::Database> db_;
};

// Runs `body` in one transaction and returns what it returns. An SQLite failure rolls everything back and
// becomes a SaveError "PATH: WHAT: reason; nothing was changed".
template <class F>
auto in_transaction(Database& db, const std::string& what, F&& body) {
    try {
        SQLite::Transaction t(db.db());
        if constexpr (std::is_void_v<decltype(body())>) {
            body();
            t.commit();
        } else {
            auto r = body();
            t.commit();
            return r;
        }
    } catch (const SQLite::Exception& e) {
        throw SaveError(db.path() + ": " + what + ": " + e.what() + "; nothing was changed");
    }
}

} // namespace ae::saves
