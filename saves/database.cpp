#include "saves/database.hpp"

#include "core/errors.hpp"
#include "saves/migrations.hpp"

#include <SQLiteCpp/Statement.h>
#include <set>
#include <tuple>

#include <SQLiteCpp/Transaction.h>
#include <filesystem>

namespace ae::saves {

int Database::latest_schema_version() { return static_cast<int>(migrations().size()); }

Database::Database(const std::string& path) : path_(path) {
    namespace fs = std::filesystem;
    const bool existed = fs::exists(path);
    try {
        if (!existed && fs::path(path).has_parent_path())
            fs::create_directories(fs::path(path).parent_path());
        db_ = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db_->setBusyTimeout(5000);
        // Reading the application id fails on a file that is not SQLite at all.
        const int app = db_->execAndGet("PRAGMA application_id").getInt();
        const int tables = db_->execAndGet("SELECT count(*) FROM sqlite_master").getInt();
        if (app != kApplicationId && !(app == 0 && tables == 0))
            throw SaveError(
                path + ": not a gravehold database (it belongs to another program); it was left untouched");
        // A damaged file is not written to (#17 item 11): every write could spread the damage, and a crash
        // later would look like ours. integrity_check, not quick_check: a damaged index passed quick_check
        // and failed the first read ("database disk image is malformed", found by fuzzing); the full check
        // costs about 20 ms on a 10 MB database.
        if (tables > 0) {
            const std::string check = db_->execAndGet("PRAGMA integrity_check").getString();
            if (check != "ok")
                throw SaveError(
                    path + ": the database is damaged (" + check.substr(0, 200) +
                    "); nothing was written to it. To recover, import your last `gravehold campaign "
                    "export`, or let SQLite save what it can: `sqlite3 '" +
                    path + "' .recover | sqlite3 recovered.db`, then use --db recovered.db");
        }
        if (app == 0) db_->exec("PRAGMA application_id = " + std::to_string(kApplicationId));
        db_->exec("PRAGMA journal_mode = WAL");
        db_->exec("PRAGMA foreign_keys = ON");
    } catch (const SaveError&) { throw; } catch (const std::exception& e) {
        throw SaveError(path + ": cannot open the database: " + e.what() +
                        (existed ? "; it was left untouched" : ""));
    }
    migrate();
}

int Database::schema_version() { return db_->execAndGet("PRAGMA user_version").getInt(); }

namespace {

// Every table and index of a database, as SQLite keeps them: what reads depend on. (Triggers are left out:
// they run only inside this file's own writes, and the tests use one to simulate a crash mid-write.)
std::set<std::tuple<std::string, std::string, std::string>> schema_of(SQLite::Database& db) {
    std::set<std::tuple<std::string, std::string, std::string>> out;
    SQLite::Statement q(
        db, "SELECT type, name, coalesce(sql, '') FROM sqlite_master WHERE type IN ('table', 'index') AND "
            "name NOT LIKE 'sqlite_%'");
    while (q.executeStep())
        out.emplace(q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getString());
    return out;
}

} // namespace

void Database::check_schema(int version) {
    // Only migrations make our tables, so a database at schema N has exactly the tables migrations 1..N make.
    // A file whose tables differ (a renamed column, a dropped index) passes integrity_check and then fails
    // some later read with a raw SQLite message (found by fuzzing); refuse it here instead, untouched.
    SQLite::Database expected(":memory:", SQLite::OPEN_READWRITE);
    for (int v = 0; v < version; ++v) expected.exec(migrations()[static_cast<std::size_t>(v)]);
    const auto want = schema_of(expected);
    const auto have = schema_of(*db_);
    if (have == want) return;
    std::string which;
    for (const auto& t : want)
        if (!have.count(t)) which = std::get<1>(t);
    if (which.empty())
        for (const auto& t : have)
            if (!want.count(t)) which = std::get<1>(t);
    throw SaveError(path_ + ": the database's tables are not the ones gravehold makes (" + which +
                    " differs); it was left untouched");
}

void Database::migrate() {
    const int have = schema_version();
    const int want = latest_schema_version();
    if (have > want)
        throw SaveError(path_ + ": written by a newer gravehold (schema " + std::to_string(have) +
                        ", this one knows " + std::to_string(want) + "); it was left untouched");
    if (have < 0)
        throw SaveError(path_ + ": schema version " + std::to_string(have) + " is not one gravehold writes");
    try {
        check_schema(have);
    } catch (const SQLite::Exception& e) {
        throw SaveError(path_ + ": cannot read the database's tables: " + e.what() +
                        "; it was left untouched");
    }
    if (have == want) return;
    try {
        SQLite::Transaction t(*db_);
        for (int v = have; v < want; ++v) db_->exec(migrations()[static_cast<std::size_t>(v)]);
        db_->exec("PRAGMA user_version = " + std::to_string(want));
        t.commit();
    } catch (const std::exception& e) {
        throw SaveError(path_ + ": cannot update the database schema: " + e.what());
    }
}

} // namespace ae::saves
