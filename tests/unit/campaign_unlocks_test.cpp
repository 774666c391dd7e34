// Global unlocks (ARCHITECTURE §4.8, campaigns/unlocks.hpp): the `unlock` change, its place in the campaign's
// state and in the database's unlocks table, custom expeditions waiting for one, and `gravehold unlocks`.
#include "campaigns/changes.hpp"
#include "campaigns/expedition_gen.hpp"
#include "campaigns/runner.hpp"
#include "campaigns/state_json.hpp"
#include "campaigns/unlocks.hpp"
#include "play/campaign_session.hpp"
#include "play/session.hpp"
#include "saves/campaign_export.hpp"
#include "saves/campaign_store.hpp"
#include "saves/unlock_store.hpp"
#include "tests/support/campaign_sample.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/shipped.hpp"
#include "tests/support/temp_db.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <unistd.h>

using namespace ae;
using namespace ae::campaign;
using ae::test::gravehold;

using ae::test::contains;
using ae::test::shipped;

namespace {

const CampaignDef& outcasts_def() {
    static const auto def = load_definition_for("outcasts", shipped());
    return def;
}

Change unlock(const std::string& id) {
    Change c;
    c.kind = "unlock";
    c.id = id;
    return c;
}

constexpr const char* kRift = "outcasts.basic.howling_rift"; // an upgraded basic card of the box

} // namespace

TEST_CASE("unlock change: kept in the state and logged; unknown ids, wrong cards and repeats are refused",
          "[campaign][unlocks]") {
    CampaignState s;
    const auto e = apply_change(s, unlock("expeditions.custom"), outcasts_def(), shipped());
    CHECK(s.global_unlocks == std::vector<std::string>{"expeditions.custom"});
    CHECK(e.kind == "unlocked");
    CHECK(contains(e.text, "custom expeditions"));
    CHECK(nlohmann::json::parse(e.payload_json)["id"] == "expeditions.custom");

    apply_change(s, unlock(std::string("upgraded_basic:") + kRift), outcasts_def(), shipped());
    CHECK(unlocked_upgraded_basics(s.global_unlocks) == std::vector<std::string>{kRift});

    const CampaignState before = s;
    CHECK_THROWS_WITH(apply_change(s, unlock("expeditions.custom"), outcasts_def(), shipped()),
                      Catch::Contains("already unlocked"));
    CHECK_THROWS_WITH(apply_change(s, unlock("expeditions.everything"), outcasts_def(), shipped()),
                      Catch::Contains("unknown unlock 'expeditions.everything'"));
    CHECK_THROWS_WITH(
        apply_change(s, unlock("upgraded_basic:outcasts.basic.moon_call_hound"), outcasts_def(), shipped()),
        Catch::Contains("is not an upgraded basic nemesis card"));
    CHECK_THROWS_WITH(apply_change(s, unlock("upgraded_basic:no.such.card"), outcasts_def(), shipped()),
                      Catch::Contains("no nemesis card 'no.such.card'"));
    CHECK_THROWS_WITH(apply_change(s, unlock(""), outcasts_def(), shipped()), Catch::Contains("needs an id"));
    CHECK(s == before);
}

TEST_CASE("unlocks in the state JSON: written when there are some, absent in states saved before them",
          "[campaign][unlocks]") {
    CampaignState s = test::sample_campaign();
    s.global_unlocks = {"expeditions.custom", std::string("upgraded_basic:") + kRift};
    CHECK(state_from_json(to_json(s), "test") == s);

    s.global_unlocks.clear();
    const std::string old = to_json(s);
    CHECK_FALSE(contains(old, "global_unlocks")); // a state without unlocks is stored as before
    CHECK(state_from_json(old, "test").global_unlocks.empty());

    auto bad = nlohmann::json::parse(old);
    bad["global_unlocks"] = "expeditions.custom";
    CHECK_THROWS_AS(state_from_json(bad.dump(), "test"), SaveError);
}

TEST_CASE("unlock store: a campaign's unlocks are recorded with its state, table unlocks added and removed",
          "[campaign][unlocks][store]") {
    test::TempDb t("unlocks");
    saves::Database db(t.path());
    CHECK(saves::list_unlocks(db).empty());

    CampaignState s = test::sample_campaign("Thursday group");
    s.global_unlocks.clear();
    saves::create_campaign(db, s, test::sample_log());
    CHECK(saves::list_unlocks(db).empty());

    s.global_unlocks = {"expeditions.custom"};
    saves::save_campaign(db, s, {});
    const auto rows = saves::list_unlocks(db);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].id == "expeditions.custom");
    CHECK(rows[0].source == "campaign:Thursday group");
    CHECK(saves::is_unlocked(db, "expeditions.custom"));
    CHECK_THROWS_WITH(saves::remove_unlock(db, "expeditions.custom"),
                      Catch::Contains("was earned by campaign 'Thursday group'"));
    CHECK(saves::is_unlocked(db, "expeditions.custom"));

    // Recorded at the table: added once, taken back.
    const std::string rift = std::string("upgraded_basic:") + kRift;
    CHECK(saves::add_unlock(db, rift, "table"));
    CHECK_FALSE(saves::add_unlock(db, rift, "table"));
    CHECK(saves::unlock_ids(db) == std::vector<std::string>{"expeditions.custom", rift});
    saves::remove_unlock(db, rift);
    CHECK_FALSE(saves::is_unlocked(db, rift));
    CHECK_THROWS_WITH(saves::remove_unlock(db, rift), Catch::Contains("is not unlocked"));

    // A campaign earning what the table recorded first keeps the table as the source.
    saves::add_unlock(db, rift, "table");
    s.global_unlocks.push_back(rift);
    saves::save_campaign(db, s, {});
    for (const auto& u : saves::list_unlocks(db))
        if (u.id == rift) CHECK(u.source == "table");
}

TEST_CASE("unlock store: an imported campaign brings its unlocks into the other database",
          "[campaign][unlocks][export]") {
    test::TempDb a("unlocks-a"), b("unlocks-b");
    std::string text;
    {
        saves::Database db(a.path());
        CampaignState s = test::sample_campaign("Finished");
        saves::create_campaign(db, s, test::sample_log());
        text = saves::export_campaign(db, "Finished");
    }
    saves::Database db(b.path());
    CHECK_FALSE(saves::is_unlocked(db, "expeditions.custom"));
    saves::import_campaign(db, text, "finished.json", std::nullopt);
    CHECK(saves::is_unlocked(db, "expeditions.custom"));
    CHECK(saves::load_campaign(db, "Finished").global_unlocks ==
          std::vector<std::string>{"expeditions.custom"});
}

TEST_CASE("custom expedition: refused until custom expeditions are unlocked; then it owns the unlocked "
          "upgraded basic cards",
          "[campaign][unlocks]") {
    const CampaignDef def = generate_expedition({3, 42}, shipped());
    CHECK(def.requires_unlocks == std::vector<std::string>{"expeditions.custom"});
    CHECK(def.carry_upgraded_basics);

    NewCampaign n;
    n.name = "trek";
    n.players = 2;
    n.seed = 42;
    std::vector<LogEntry> log;
    CHECK_THROWS_WITH(create_campaign(def, shipped(), n, log), Catch::Contains("does not have yet"));
    CHECK_THROWS_MATCHES(
        create_campaign(def, shipped(), n, log), Locked,
        Catch::Predicate<Locked>([](const Locked& e) { return e.unlock() == "expeditions.custom"; }));

    n.global_unlocks = {"expeditions.custom"};
    log.clear();
    CHECK(create_campaign(def, shipped(), n, log).upgraded_basic_cards.empty());

    n.global_unlocks = {"expeditions.custom", std::string("upgraded_basic:") + kRift};
    log.clear();
    const auto s = create_campaign(def, shipped(), n, log);
    CHECK(s.upgraded_basic_cards == std::vector<std::string>{kRift});
    CHECK(std::any_of(log.begin(), log.end(), [](const LogEntry& e) {
        return e.kind == "upgraded_basic_added" && contains(e.payload_json, kRift);
    }));

    // The first expedition neither needs unlocks nor takes upgraded basics from them.
    log.clear();
    const auto first = create_campaign(outcasts_def(), shipped(), n, log);
    CHECK(first.upgraded_basic_cards.empty());
}

TEST_CASE("campaign definition: requires_unlocks names unlocks that exist", "[campaign][unlocks]") {
    CampaignDef def = outcasts_def();
    CHECK(play::check_definition_references(def, shipped()).empty());
    def.requires_unlocks = {"expeditions.custom", "expeditions.moon"};
    const auto missing = play::check_definition_references(def, shipped());
    CHECK(contains(missing, "unknown unlock 'expeditions.moon'"));
    CHECK(contains(missing, "(requires_unlocks)"));
    CHECK_FALSE(contains(missing, "'expeditions.custom'"));
}

TEST_CASE("campaign.yaml: requires_unlocks and carry_upgraded_basics are read, with FILE:LINE errors",
          "[campaign][unlocks]") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("gravehold-unlock-def-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto write = [&](const std::string& extra) {
        std::ofstream(dir / "campaign.yaml") << "id: after_first\nname: After the first\nkind: outcasts\n"
                                             << extra << "start: a\nsteps:\n  - id: a\n    do:\n"
                                             << "      - finish: done\n";
    };
    write("requires_unlocks: [expeditions.custom]\ncarry_upgraded_basics: true\n");
    const auto def = load_definition(dir.string());
    CHECK(def.requires_unlocks == std::vector<std::string>{"expeditions.custom"});
    CHECK(def.carry_upgraded_basics);

    write("");
    CHECK(load_definition(dir.string()).requires_unlocks.empty());
    CHECK_FALSE(load_definition(dir.string()).carry_upgraded_basics);

    write("carry_upgraded_basics: sometimes\n");
    CHECK_THROWS_WITH(load_definition(dir.string()), Catch::Contains("campaign.yaml:4:"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("unlocks cli: list, add at the table, refuse bad ids, custom expeditions after the unlock",
          "[campaign][unlocks][campaign_cli]") {
    test::TempDb t("unlocks-cli");
    auto r = gravehold({"--db", t.path(), "unlocks"});
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Nothing is unlocked yet"));

    r = gravehold({"--db", t.path(), "campaign", "new", "expedition", "--battles", "3", "--seed", "7",
                   "--players", "2", "--name", "trek"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "gravehold unlocks add expeditions.custom"));
    CHECK(contains(gravehold({"--db", t.path(), "campaign", "list"}).out, "No campaigns yet"));

    r = gravehold({"--db", t.path(), "unlocks", "add", "expeditions.forever"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "unknown unlock"));
    r = gravehold({"--db", t.path(), "unlocks", "add", "expeditions.custom"});
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Unlocked custom expeditions"));
    r = gravehold({"--db", t.path(), "unlocks", "add", "expeditions.custom"});
    CHECK(r.code == 0);
    CHECK(contains(r.out, "already unlocked"));

    r = gravehold({"--db", t.path(), "unlocks", "--json"});
    REQUIRE(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    REQUIRE(j.size() == 1);
    CHECK(j[0]["id"] == "expeditions.custom");
    CHECK(j[0]["source"] == "table");

    r = gravehold({"--db", t.path(), "campaign", "new", "expedition", "--battles", "3", "--seed", "7",
                   "--players", "2", "--name", "trek"});
    INFO(r.err);
    CHECK(r.code == 0);

    r = gravehold({"--db", t.path(), "unlocks", "remove", "expeditions.custom"});
    CHECK(r.code == 0);
    r = gravehold({"--db", t.path(), "unlocks", "remove", "expeditions.custom"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "is not unlocked"));
}
