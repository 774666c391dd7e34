// Campaign export and import: a round trip reproduces the campaign, and a file that does not validate is
// refused before anything is written.
#include "core/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/campaign_export.hpp"
#include "saves/campaign_store.hpp"
#include "saves/setup_json.hpp"
#include "tests/support/campaign_sample.hpp"
#include "tests/support/fixture.hpp"
#include "tests/support/invariants.hpp"

#include <SQLiteCpp/Statement.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>

using namespace ae;
using namespace ae::campaign;
using nlohmann::json;

namespace {
struct TempDb {
    std::filesystem::path dir;
    std::string path;
    TempDb() {
        std::random_device rd;
        dir = std::filesystem::temp_directory_path() / ("gravehold-export-" + std::to_string(rd()));
        std::filesystem::create_directories(dir);
        path = (dir / "test.db").string();
    }
    ~TempDb() {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
};

int count(saves::Database& db, const std::string& sql) { return db.db().execAndGet(sql).getInt(); }

// A battle record as BattleRecorder leaves it: header, two answers, two events.
std::int64_t add_battle(saves::Database& db, std::int64_t campaign, std::uint64_t seed,
                        const std::string& result) {
    GameSetup g;
    g.nemesis = "base.nemesis.rageborne";
    g.players.push_back({"base.mage.jian", "Ana", -1, 0});
    g.players[0].hand = {"base.gem.crystal"};
    SQLite::Statement q(db.db(), "INSERT INTO games(campaign_id, created_at, engine_version, lua_release, "
                                 "content_hash, seed, setup_json, result, state_hash) "
                                 "VALUES(?, '2026-11-01T10:00:00Z', '0.1.0', 2, 'abc', ?, ?, ?, 'ff00')");
    q.bind(1, static_cast<int64_t>(campaign));
    q.bind(2, std::to_string(seed));
    q.bind(3, saves::setup_to_json(g));
    q.bind(4, result);
    q.exec();
    const std::int64_t id = db.db().getLastInsertRowid();
    const std::string gid = std::to_string(id);
    db.db().exec("INSERT INTO game_inputs VALUES(" + gid + ", 1, 3, 0, '[\"play\",\"c1\"]', 0)");
    db.db().exec("INSERT INTO game_inputs VALUES(" + gid + ", 2, 5, 0, '[\"end\"]', 1)");
    db.db().exec("INSERT INTO game_events VALUES(" + gid +
                 ", 1, 1, 'casting', 'TurnStarted', '{\"text\":\"a\"}')");
    db.db().exec("INSERT INTO game_events VALUES(" + gid + ", 2, 1, 'main', 'CardPlayed', '{\"card\":4}')");
    return id;
}

// The sample campaign with both attempts recorded as battles.
void seed_campaign(saves::Database& db) {
    CampaignState s = test::sample_campaign();
    const auto id = saves::create_campaign(db, s, test::sample_log());
    s.battles[0].game_id = add_battle(db, id, 77, "lost");
    s.battles[1].game_id = add_battle(db, id, 78, "playing");
    saves::save_campaign(db, s, {{0, "battle_lost", R"({"battle":1})", "The first battle was lost."}});
}

std::string import_error(saves::Database& db, const std::string& text) {
    try {
        saves::import_campaign(db, text, "c.json", std::string("Copy"));
    } catch (const Error& e) { return e.what(); }
    return "(no error)";
}

std::string edited(const std::string& exported, const std::string& pointer, const json& value) {
    json j = json::parse(exported);
    j[json::json_pointer(pointer)] = value;
    return j.dump();
}
} // namespace

TEST_CASE("campaign export: one document with state, log and battles", "[campaign][export]") {
    TempDb t;
    saves::Database db(t.path);
    seed_campaign(db);
    const json j = json::parse(saves::export_campaign(db, "Thursday group"));
    CHECK(j["format"] == "gravehold-campaign");
    CHECK(j["version"] == 1);
    CHECK(j["state"]["name"] == "Thursday group");
    CHECK(j.dump().find("game_id") == std::string::npos); // database ids stay in the database
    REQUIRE(j["log"].size() == 3);
    CHECK(j["log"][2]["seq"] == 3);
    CHECK(j["log"][2]["data"]["battle"] == 1);
    REQUIRE(j["battles"].size() == 2);
    const json& b = j["battles"][0];
    CHECK(b["battle"] == 1);
    CHECK(b["seed"] == "77");
    CHECK(b["engine_version"] == "0.1.0");
    CHECK(b["lua_release"] == 2);
    CHECK(b["content_hash"] == "abc");
    CHECK(b["setup"]["players"][0]["hand"][0] == "base.gem.crystal");
    CHECK(b["inputs"].size() == 2);
    CHECK(b["inputs"][0]["choice"] == json::array({"play", "c1"}));
    CHECK(b["inputs"][1]["automatic"] == true);
    CHECK(b["result"] == "lost");
    CHECK(b["state_hash"] == "ff00");
    CHECK(b["events"].size() == 2);
    CHECK_THROWS_AS(saves::export_campaign(db, "Nobody"), InvalidRequest);
}

TEST_CASE("campaign export: export, import under a new name, export again", "[campaign][export]") {
    TempDb t;
    saves::Database db(t.path);
    seed_campaign(db);
    const std::string first = saves::export_campaign(db, "Thursday group");
    CHECK(saves::import_campaign(db, first, "c.json", std::string("Copy")) == "Copy");
    const std::string second = saves::export_campaign(db, "Copy");
    json a = json::parse(first), b = json::parse(second);
    CHECK(b["state"]["name"] == "Copy");
    b["state"]["name"] = "Thursday group";
    CHECK(a["state"] == b["state"]);
    CHECK(a["log"] == b["log"]);
    CHECK(a["battles"] == b["battles"]);

    // The copy has its own battle records, owned by it, and its state points at them.
    const CampaignState copy = saves::load_campaign(db, "Copy");
    const CampaignState orig = saves::load_campaign(db, "Thursday group");
    REQUIRE(copy.battles.size() == 2);
    CHECK(copy.battles[0].game_id != orig.battles[0].game_id);
    CHECK(count(db, "SELECT campaign_id FROM games WHERE id = " + std::to_string(copy.battles[1].game_id)) ==
          saves::campaign_id(db, "Copy"));
    CHECK(count(db, "SELECT count(*) FROM game_inputs WHERE game_id = " +
                        std::to_string(copy.battles[0].game_id)) == 2);
    CHECK(count(db, "SELECT count(*) FROM games") == 4);
    CHECK(saves::campaign_log(db, "Copy") == saves::campaign_log(db, "Thursday group"));

    // Into another database under its own name.
    TempDb t2;
    saves::Database other(t2.path);
    CHECK(saves::import_campaign(other, first, "c.json", std::nullopt) == "Thursday group");
    CHECK(json::parse(saves::export_campaign(other, "Thursday group")) == a);
}

TEST_CASE("campaign import: a file that does not validate is refused and nothing changes",
          "[campaign][export]") {
    TempDb t;
    saves::Database db(t.path);
    seed_campaign(db);
    const std::string good = saves::export_campaign(db, "Thursday group");
    const auto unchanged = [&] {
        CHECK(count(db, "SELECT count(*) FROM campaigns") == 1);
        CHECK(count(db, "SELECT count(*) FROM campaign_log") == 3);
        CHECK(count(db, "SELECT count(*) FROM games") == 2);
        CHECK(count(db, "SELECT count(*) FROM game_inputs") == 4);
        CHECK(count(db, "SELECT count(*) FROM game_events") == 4);
    };

    // Truncated: the place where the text stops is named.
    const std::string cut = import_error(db, good.substr(0, good.size() / 2));
    CHECK(cut.rfind("c.json:", 0) == 0);
    CHECK(cut.find("not a complete JSON document") != std::string::npos);
    unchanged();

    CHECK(import_error(db, "{\"format\":\"something\"}") ==
          "c.json: not a gravehold campaign export (field 'format' must be \"gravehold-campaign\")");
    CHECK(import_error(db, edited(good, "/version", 2)) ==
          "c.json: written by a newer gravehold (export version 2, this one reads 1)");
    CHECK(import_error(db, edited(good, "/state/mages/1/hand", "x")) ==
          "c.json: field 'state.mages[1].hand' must be an array of strings; nothing was imported");
    CHECK(import_error(db, edited(good, "/log/1/seq", 5)) ==
          "c.json: field 'log[1].seq' must be 2; nothing was imported");
    CHECK(import_error(db, edited(good, "/log/0/data", "x")) ==
          "c.json: field 'log[0].data' must be an object; nothing was imported");
    CHECK(import_error(db, edited(good, "/battles/1/battle", 9)) ==
          "c.json: field 'battles[1].battle' names attempt 9, which is not in the campaign's state; nothing "
          "was imported");
    CHECK(import_error(db, edited(good, "/battles/1/battle", 1)) ==
          "c.json: field 'battles[1].battle' repeats attempt 1; nothing was imported");
    CHECK(import_error(db, edited(good, "/battles/0/inputs/1/choice/0", 3)) ==
          "c.json: field 'battles[0].inputs[1].choice[0]' must be a string; nothing was imported");
    CHECK(import_error(db, edited(good, "/battles/0/seed", "-1")) ==
          "c.json: field 'battles[0].seed' must be a decimal unsigned 64-bit number written as a string; "
          "nothing was imported");
    CHECK(import_error(db, edited(good, "/battles/0/setup/rules", json::object()))
              .rfind("c.json: field 'battles[0].setup' is not a battle setup", 0) == 0);
    CHECK(import_error(db, edited(good, "/battles/0/events/1/seq", 1)) ==
          "c.json: field 'battles[0].events[1].seq' must be greater than the event before; nothing was "
          "imported");
    CHECK(import_error(db, edited(good, "/extra", 1)) ==
          "c.json: field 'extra' is not a known field; nothing was imported");
    json no_log = json::parse(good);
    no_log.erase("log");
    CHECK(import_error(db, no_log.dump()) == "c.json: field 'log' is missing; nothing was imported");
    unchanged();

    // A name already in use.
    try {
        saves::import_campaign(db, good, "c.json", std::nullopt);
        FAIL("no error");
    } catch (const InvalidRequest& e) {
        CHECK(std::string(e.what()) == "c.json: a campaign named 'Thursday group' already exists; import it "
                                       "under another name");
    }
    unchanged();
}

TEST_CASE("campaign export: an imported battle record replays to the same state", "[campaign][export]") {
    TempDb t;
    saves::Database db(t.path);
    test::Fixture f(2, {});
    CampaignState s = test::sample_campaign();
    const auto cid = saves::create_campaign(db, s, {});
    Engine& e = f.start(5);
    saves::BattleRecorder rec(db, {"0.1.0", 1, "h", 5, f.setup}, cid);
    Rng bot(11);
    for (int i = 0; i < 40 && !e.over(); ++i) {
        REQUIRE(e.submit(test::random_answer(e.pending(), bot)).accepted);
        rec.sync(e);
    }
    s.battles[1].game_id = rec.game_id();
    saves::save_campaign(db, s, {});

    TempDb t2;
    saves::Database other(t2.path);
    saves::import_campaign(other, saves::export_campaign(db, s.name), "c.json", std::nullopt);
    const CampaignState copy = saves::load_campaign(other, s.name);
    REQUIRE(copy.battles[1].game_id != 0);
    const saves::StoredBattle b = saves::load_battle(other, copy.battles[1].game_id);
    CHECK(b.inputs.size() == e.inputs().size());
    CHECK(b.events == e.events().size());
    CHECK(b.state_hash == saves::hex(e.state_hash()));
    CHECK(saves::setup_to_json(b.header.setup) == saves::setup_to_json(f.setup));

    // Replaying the imported inputs from the imported header reaches the recorded state.
    test::Fixture g(2, {});
    g.setup = b.header.setup;
    Engine& r = g.create(b.header.seed);
    r.advance();
    for (const Answer& a : b.inputs)
        if (!a.automatic) REQUIRE(r.submit(a).accepted);
    CHECK(saves::hex(r.state_hash()) == b.state_hash);
}

TEST_CASE("campaign import: an export nested 100,000 levels deep is refused cleanly", "[campaign][export]") {
    TempDb t;
    saves::Database db(t.path);
    seed_campaign(db);
    json doc = json::parse(saves::export_campaign(db, "Thursday group"));
    doc["state"]["flags"] = json::object();
    std::string text = doc.dump();
    // Before the bound, the recursive dump of state.flags overflowed the stack (signal 11).
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const auto at = text.find("\"flags\":{}");
    REQUIRE(at != std::string::npos);
    text.replace(at, 10, "\"flags\":{\"x\":" + deep + "}");
    try {
        saves::import_campaign(db, text, "deep.json", std::string("Deep"));
        FAIL("a 100,000-level export was imported");
    } catch (const SaveError& e) {
        CHECK_THAT(e.what(), Catch::Contains("deep.json:1:") &&
                                 Catch::Contains("nested more than 128 levels deep; nothing was imported"));
    }
    CHECK(count(db, "SELECT count(*) FROM campaigns") == 1);
}
