// Campaigns in the database: created, loaded, saved with their log in one transaction, listed; schema
// upgrades from databases written before campaigns existed.
#include "core/errors.hpp"
#include "saves/campaign_store.hpp"
#include "saves/migrations.hpp"
#include "tests/support/campaign_sample.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <random>

using namespace ae;
using namespace ae::campaign;

namespace {
// A database file in a fresh temporary folder, removed afterwards.
struct TempDb {
    std::filesystem::path dir;
    std::string path;
    TempDb() {
        std::random_device rd;
        dir = std::filesystem::temp_directory_path() / ("gravehold-store-" + std::to_string(rd()));
        std::filesystem::create_directories(dir);
        path = (dir / "test.db").string();
    }
    ~TempDb() {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
};

int count(saves::Database& db, const std::string& sql) { return db.db().execAndGet(sql).getInt(); }
} // namespace

TEST_CASE("campaign store: create then load gives the same state and log", "[campaign][store]") {
    TempDb t;
    saves::Database db(t.path);
    CampaignState s = test::sample_campaign();
    s.battles[0].game_id = 4;
    const auto id = saves::create_campaign(db, s, test::sample_log());
    CHECK(id > 0);
    CHECK(saves::campaign_id(db, s.name) == id);
    CHECK(saves::load_campaign(db, s.name) == s);
    const auto log = saves::campaign_log(db, s.name);
    REQUIRE(log.size() == 2);
    CHECK(log[0].seq == 1);
    CHECK(log[1].seq == 2);
    CHECK(log[1].kind == "mage_named");
    CHECK(log[1].payload_json == R"({"name":"Ana","seat":1})"); // stored canonically
    CHECK(log[1].text == "Seat 1 named their mage Ana.");

    // Survives closing and reopening the file.
    saves::Database again(t.path);
    CHECK(saves::load_campaign(again, s.name) == s);
}

TEST_CASE("campaign store: save replaces the state and continues the log", "[campaign][store]") {
    TempDb t;
    saves::Database db(t.path);
    CampaignState s = test::sample_campaign();
    saves::create_campaign(db, s, test::sample_log());
    s.draws = 99;
    s.banished_supply.push_back("base.spell.spark");
    saves::save_campaign(db, s,
                         {{0, "card_banished", R"({"card":"base.spell.spark"})", "Spark was banished."}});
    CHECK(saves::load_campaign(db, s.name) == s);
    auto log = saves::campaign_log(db, s.name);
    REQUIRE(log.size() == 3);
    CHECK(log[2].seq == 3);
    CHECK(log[2].kind == "card_banished");

    // A numbered entry keeps its number; unnumbered ones continue after it. Empty data is stored as {}.
    saves::save_campaign(db, s, {{10, "note", "", "Ten."}, {0, "note", "{}", "Eleven."}});
    log = saves::campaign_log(db, s.name);
    REQUIRE(log.size() == 5);
    CHECK(log[3].seq == 10);
    CHECK(log[3].payload_json == "{}");
    CHECK(log[4].seq == 11);
}

TEST_CASE("campaign store: a failure in the middle of a save changes nothing", "[campaign][store]") {
    TempDb t;
    saves::Database db(t.path);
    const CampaignState before = test::sample_campaign();
    saves::create_campaign(db, before, test::sample_log());
    CampaignState after = before;
    after.finished = false;
    after.position = "battle3";

    // The state update and the first entry are written, then the second entry collides with seq 1.
    CHECK_THROWS_AS(saves::save_campaign(
                        db, after, {{0, "choice_made", "{}", "A choice."}, {1, "duplicate", "{}", "Again."}}),
                    SaveError);
    CHECK(saves::load_campaign(db, before.name) == before);
    CHECK(saves::campaign_log(db, before.name).size() == 2);

    // A malformed entry is found while writing too: still nothing changes.
    CHECK_THROWS_AS(saves::save_campaign(
                        db, after, {{0, "choice_made", "{}", "A choice."}, {0, "bad", "[1]", "Bad data."}}),
                    SaveError);
    CHECK(saves::load_campaign(db, before.name) == before);
    CHECK(saves::campaign_log(db, before.name).size() == 2);

    // A failed create leaves no campaign behind.
    CampaignState other = test::sample_campaign("Other");
    CHECK_THROWS_AS(saves::create_campaign(db, other, {{1, "a", "{}", "A."}, {1, "b", "{}", "B."}}),
                    SaveError);
    CHECK_THROWS_AS(saves::campaign_id(db, "Other"), InvalidRequest);
    CHECK(count(db, "SELECT count(*) FROM campaigns") == 1);
}

TEST_CASE("campaign store: duplicate and missing names", "[campaign][store]") {
    TempDb t;
    saves::Database db(t.path);
    const CampaignState s = test::sample_campaign();
    saves::create_campaign(db, s, {});
    try {
        saves::create_campaign(db, s, test::sample_log());
        FAIL("no error");
    } catch (const InvalidRequest& e) {
        CHECK(std::string(e.what()) == "a campaign named 'Thursday group' already exists");
    }
    CHECK(saves::campaign_log(db, s.name).empty());

    CHECK_THROWS_AS(saves::load_campaign(db, "Nobody"), InvalidRequest);
    CHECK_THROWS_AS(saves::campaign_log(db, "Nobody"), InvalidRequest);
    CHECK_THROWS_AS(saves::campaign_id(db, "Nobody"), InvalidRequest);
    CHECK_THROWS_AS(saves::save_campaign(db, test::sample_campaign("Nobody"), {}), InvalidRequest);
    try {
        saves::load_campaign(db, "Nobody");
    } catch (const InvalidRequest& e) {
        CHECK(std::string(e.what()).find("no campaign named 'Nobody'") != std::string::npos);
    }
    CHECK_THROWS_AS(saves::create_campaign(db, test::sample_campaign(""), {}), InvalidRequest);
}

TEST_CASE("campaign store: a malformed stored state is a SaveError naming the campaign",
          "[campaign][store]") {
    TempDb t;
    saves::Database db(t.path);
    saves::create_campaign(db, test::sample_campaign(), {});
    db.db().exec(
        "UPDATE campaigns SET state_json = replace(state_json, '\"players\":2', '\"players\":\"two\"')");
    try {
        saves::load_campaign(db, "Thursday group");
        FAIL("no error");
    } catch (const SaveError& e) {
        CHECK(std::string(e.what()) ==
              t.path + ": campaign 'Thursday group': field 'players' must be an integer");
    }
    CHECK_THROWS_AS(saves::list_campaigns(db), SaveError);
}

TEST_CASE("campaign store: list summarises every campaign by name", "[campaign][store]") {
    TempDb t;
    saves::Database db(t.path);
    CHECK(saves::list_campaigns(db).empty());
    CampaignState b = test::sample_campaign("B");
    CampaignState a;
    a.name = "A";
    a.kind = Kind::Legacy;
    a.definition = "legacy";
    a.players = 4;
    a.position = "ch1.intro";
    saves::create_campaign(db, b, {});
    saves::create_campaign(db, a, {});
    const auto list = saves::list_campaigns(db);
    REQUIRE(list.size() == 2);
    CHECK(list[0].name == "A");
    CHECK(list[0].kind == Kind::Legacy);
    CHECK(list[0].players == 4);
    CHECK(list[0].battles == 0);
    CHECK_FALSE(list[0].finished);
    CHECK(list[0].position == "ch1.intro");
    CHECK(list[1].name == "B");
    CHECK(list[1].kind == Kind::Outcasts);
    CHECK(list[1].players == 2);
    CHECK(list[1].battles == 2);
    CHECK(list[1].finished);
    CHECK(list[1].created_at.size() == 20);
    CHECK(list[1].updated_at >= list[1].created_at);
}

TEST_CASE("database: a schema 1 file is upgraded and gains the campaign tables", "[campaign][store][saves]") {
    TempDb t;
    {
        // What gravehold wrote before campaigns existed: migration 1 only, with a battle in it.
        SQLite::Database raw(t.path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        raw.exec("PRAGMA application_id = " + std::to_string(saves::kApplicationId));
        raw.exec(saves::migrations()[0]);
        raw.exec("PRAGMA user_version = 1");
        raw.exec("INSERT INTO games(created_at, engine_version, lua_release, content_hash, seed, setup_json) "
                 "VALUES('2026-01-01T00:00:00Z', '0.1.0', 1, 'h', '1', '{}')");
    }
    saves::Database db(t.path);
    CHECK(db.schema_version() == saves::Database::latest_schema_version());
    CHECK(db.schema_version() >= 2);
    CHECK(count(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('campaigns', "
                    "'campaign_log')") == 2);
    CHECK(count(db, "SELECT count(*) FROM games") == 1);
    saves::create_campaign(db, test::sample_campaign(), test::sample_log());
    CHECK(saves::campaign_log(db, "Thursday group").size() == 2);
}
