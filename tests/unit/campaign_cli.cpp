// The campaign commands end to end, in-process: a whole campaign played by bots, resumed after stops,
// its log, export and import, companion changes and bad input.
#include "cli/app.hpp"
#include "cli/campaign_battle.hpp"
#include "play/campaign_battle.hpp"
#include "saves/battle_record.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/shipped.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

using ae::test::gravehold;

namespace {

// A fresh database per test, and the test campaigns folder in place of the shipped one.
struct TempDb {
    fs::path dir;
    std::string db;
    TempDb() {
        dir = fs::temp_directory_path() / ("gravehold_campaign_cli_" + std::to_string(::getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        db = (dir / "test.db").string();
        ::setenv("GRAVEHOLD_CAMPAIGNS", GRAVEHOLD_TEST_DIR "/campaigns", 1);
    }
    ~TempDb() {
        ::unsetenv("GRAVEHOLD_CAMPAIGNS");
        fs::remove_all(dir);
    }
};

bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

} // namespace

TEST_CASE("campaign cli: a campaign played by bots from start to end, stopping and resuming",
          "[campaign_cli]") {
    TempDb t;
    auto r = gravehold({"--db", t.db, "campaign", "new", "mini", "--players", "2", "--name", "run", "--mages",
                        "Ana,Bo", "--seed", "4"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Ana is written on the"));
    // A second campaign with the same name is refused and changes nothing.
    r = gravehold({"--db", t.db, "campaign", "new", "mini", "--players", "2", "--name", "run"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "already exists"));

    // One battle, then stop before the next; the stop is clean and the campaign continues later.
    r = gravehold(
        {"--db", t.db, "campaign", "play", "run", "--bots", "all", "--quiet", "--max-battles", "1"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Battle 1"));
    CHECK(contains(r.out, "Stopping before the next battle"));
    r = gravehold({"--db", t.db, "campaign", "show", "run", "--json"});
    REQUIRE(r.code == 0);
    auto state = nlohmann::json::parse(r.out);
    CHECK(state.dump().find("\"finished\":false") != std::string::npos);

    r = gravehold({"--db", t.db, "campaign", "play", "run", "--bots", "all", "--quiet"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "is finished"));
    r = gravehold({"--db", t.db, "campaign", "list"});
    CHECK(contains(r.out, "finished"));

    // The log tells the story in every format.
    r = gravehold({"--db", t.db, "campaign", "log", "run"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "The first test chapter begins."));
    CHECK(contains(r.out, "Cleanup"));
    CHECK(contains(r.out, "The test campaign is over."));
    r = gravehold({"--db", t.db, "campaign", "log", "run", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(nlohmann::json::parse(r.out).is_array());
    r = gravehold({"--db", t.db, "campaign", "log", "run", "--format", "md"});
    CHECK(contains(r.out, "Campaign log: run"));
    r = gravehold({"--db", t.db, "campaign", "log", "run", "--battle", "1"});
    REQUIRE(r.code == 0);
    CHECK_FALSE(r.out.empty());

    // Export, import under another name: the same state.
    const std::string file = (t.dir / "run.json").string();
    REQUIRE(gravehold({"--db", t.db, "campaign", "export", "run", file}).code == 0);
    r = gravehold({"--db", t.db, "campaign", "import", file});
    CHECK(r.code != 0); // the name exists
    REQUIRE(gravehold({"--db", t.db, "campaign", "import", file, "--name", "copy"}).code == 0);
    const auto a = gravehold({"--db", t.db, "campaign", "show", "run", "--json"}).out;
    auto b = nlohmann::json::parse(gravehold({"--db", t.db, "campaign", "show", "copy", "--json"}).out);
    b["name"] = "run";
    CHECK(nlohmann::json::parse(a) == b);
}

TEST_CASE("campaign cli: companion changes are validated and logged", "[campaign_cli]") {
    TempDb t;
    REQUIRE(gravehold({"--db", t.db, "campaign", "new", "mini", "--players", "1", "--name", "table"}).code ==
            0);
    auto r = gravehold({"--db", t.db, "campaign", "banish", "table", "base.gem.jade", "--from", "supply"});
    CHECK(r.code == 0);
    r = gravehold({"--db", t.db, "campaign", "banish", "table", "base.gem.jade", "--from", "supply"});
    CHECK(r.code == 2); // no longer a supply pile
    CHECK(contains(r.err, "no supply pile of this campaign is named 'base.gem.jade'"));
    CHECK(gravehold({"--db", t.db, "campaign", "open", "table", "envelope.2a"}).code == 0);
    CHECK(gravehold({"--db", t.db, "campaign", "sticker", "table", "rule.abilities"}).code == 0);
    CHECK(gravehold({"--db", t.db, "campaign", "sticker", "table", "rule.nothing"}).code == 2);
    CHECK(gravehold({"--db", t.db, "campaign", "sticker", "table", "evolve", "--card", "ravenous leviathan"})
              .code == 0);
    // Treasures belong to Outcasts expeditions; this one is a Legacy-style campaign.
    r = gravehold({"--db", t.db, "campaign", "treasure", "table", "Oath Ring"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "has no treasures"));
    // A battle played at the table finishes the battle the campaign waits for.
    r = gravehold({"--db", t.db, "campaign", "record", "table", "--result", "won", "--gravehold", "17",
                   "--turns", "12"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "won"));
    r = gravehold({"--db", t.db, "campaign", "log", "table"});
    for (const char* line :
         {"Jade is banished from the supply", "Opened envelope 2a", "Rule sticker rule.abilities",
          "Evolve sticker placed on Ravenous Leviathan", "is won after 12 turns"})
        CHECK(contains(r.out, line));
    r = gravehold({"--db", t.db, "campaign", "show", "table"});
    // The score table: number, date, chapter, nemesis, result (rules/legacy.md §3.6).
    CHECK(contains(r.out, "1. " + ae::play::today() + "  First: Rageborne: won, 12 turns, 17 life left"));
}

TEST_CASE("campaign cli: bad input gets a clear message and a non-zero exit", "[campaign_cli]") {
    TempDb t;
    CHECK(gravehold({"--db", t.db, "campaign", "new", "nothing", "--players", "2", "--name", "x"}).code == 2);
    CHECK(gravehold({"--db", t.db, "campaign", "new", "mini", "--players", "5", "--name", "x"}).code == 2);
    CHECK(gravehold({"--db", t.db, "campaign", "show", "missing"}).code == 2);
    CHECK(gravehold({"--db", t.db, "campaign", "play", "missing", "--bots", "all"}).code == 2);
    const std::string bad = (t.dir / "bad.json").string();
    {
        std::ofstream f(bad);
        f << "{\"format\": \"gravehold-campaign\", \"version\": 1, \"state\": {";
    }
    auto r = gravehold({"--db", t.db, "campaign", "import", bad});
    CHECK(r.code == 1);
    CHECK(contains(r.err, "bad.json"));
    CHECK(gravehold({"--db", t.db, "campaign", "list", "--json"}).out.find("[]") != std::string::npos);
}

TEST_CASE("campaign cli: the shipped Legacy campaign runs from start to end with bots", "[campaign_cli]") {
    TempDb t;
    ::unsetenv("GRAVEHOLD_CAMPAIGNS"); // the shipped definitions
    REQUIRE(gravehold({"--db", t.db, "campaign", "new", "legacy", "--players", "2", "--name", "L", "--mages",
                       "Ana,Bo", "--mats", "green_front,blue_back", "--seed", "11"})
                .code == 0);
    REQUIRE(gravehold({"--db", t.db, "campaign", "play", "L", "--bots", "all", "--quiet"}).code == 0);
    const auto log = gravehold({"--db", t.db, "campaign", "log", "L"}).out;
    // The log tells the whole story: every Legacy mechanic the campaign uses leaves its line.
    for (const char* line : {"Ana is written on the Legacy Green (front) mat",
                             "Turn order cards: Ana, Ana, Bo, Bo",
                             "Opened pack P1",
                             "against Maelstrom begins",
                             "instead of a Crystal",
                             "joins the supply",
                             "was not chosen and is banished",
                             "Rule sticker rule.evolve placed",
                             "against Bladius",
                             "slot 2a",
                             "mat now shows",
                             "Rule sticker rule.abilities placed",
                             "Rule sticker rule.nemesis_deck placed",
                             "Cleanup",
                             "against The Ashen Orrery",
                             "slot 2b",
                             "slot 3",
                             "slot 5",
                             "slot 6",
                             "Maelstrom: Risen",
                             "Battles: 7"}) {
        INFO(line);
        CHECK(contains(log, line));
    }
    CHECK((contains(log, "The mats keep the names") || contains(log, "Gravehold survives, scarred")));
    const auto shown =
        nlohmann::json::parse(gravehold({"--db", t.db, "campaign", "show", "L", "--json"}).out);
    CHECK(shown.dump().find("\"finished\":true") != std::string::npos);
    // The first battle's event log is kept, by card names, and its Support deck story is in it.
    const auto battle1 = gravehold({"--db", t.db, "campaign", "log", "L", "--battle", "1"}).out;
    CHECK(contains(battle1, "Battle against Maelstrom"));
    CHECK(contains(battle1, "Brima's Call"));
}

TEST_CASE("campaign cli: the shipped Outcasts expedition runs from start to end with bots",
          "[campaign_cli]") {
    TempDb t;
    ::unsetenv("GRAVEHOLD_CAMPAIGNS");
    REQUIRE(gravehold({"--db", t.db, "campaign", "new", "outcasts", "--players", "2", "--name", "O",
                       "--mages", "Ana,Bo", "--seed", "5"})
                .code == 0);
    REQUIRE(gravehold({"--db", t.db, "campaign", "play", "O", "--bots", "all", "--quiet"}).code == 0);
    const auto log = gravehold({"--db", t.db, "campaign", "log", "O"}).out;
    for (const char* line :
         {"Ana chose:", "did not go into the supply and is banished", "against Experiment 153",
          "Treasure gained", "joins the barracks", "instead of Gravehold",
          "Upgraded basic nemesis card gained", "starts this battle with"}) {
        INFO(line);
        CHECK(contains(log, line));
    }
    CHECK((contains(log, "The battle will be fought again, set up anew") || !contains(log, "is lost")));
    // This seed's bots lose Chapter IV five times: the expedition ends without its final envelope and
    // unlocks nothing (docs/campaigns.md "Global unlocks").
    const auto shown =
        nlohmann::json::parse(gravehold({"--db", t.db, "campaign", "show", "O", "--json"}).out);
    REQUIRE(shown["battles"].back()["result"] == "lost");
    CHECK(contains(log, "the final envelope stays sealed"));
    CHECK_FALSE(contains(log, "Opened deck KONIEC"));
    CHECK_FALSE(contains(log, "Unlocked for every campaign"));
    CHECK(nlohmann::json::parse(gravehold({"--db", t.db, "unlocks", "--json"}).out).empty());
    CHECK(gravehold({"--db", t.db, "campaign", "new", "expedition", "--battles", "3", "--players", "2",
                     "--name", "E"})
              .code != 0);
}

TEST_CASE("campaign cli: an Outcasts expedition won at the table unlocks custom expeditions",
          "[campaign_cli]") {
    TempDb t;
    ::unsetenv("GRAVEHOLD_CAMPAIGNS");
    REQUIRE(gravehold({"--db", t.db, "campaign", "new", "outcasts", "--players", "2", "--name", "O",
                       "--mages", "Ana,Bo", "--seed", "5"})
                .code == 0);
    // Companion play: the group's decisions are answered here (by bots), the battles at the table.
    for (int battle = 0; battle < 4; ++battle) {
        REQUIRE(gravehold({"--db", t.db, "campaign", "play", "O", "--bots", "all", "--until-battle"}).code ==
                0);
        const auto r =
            gravehold({"--db", t.db, "campaign", "record", "O", "--result", "won", "--gravehold", "9"});
        INFO(r.err);
        REQUIRE(r.code == 0);
    }
    const auto log = gravehold({"--db", t.db, "campaign", "log", "O"}).out;
    CHECK(contains(log, "Opened deck KONIEC"));
    CHECK(contains(log, "The expedition is over"));
    // Finishing it unlocked custom expeditions for the database (rules/outcasts.md §2.6), with the upgraded
    // basic nemesis cards the group owned; a custom expedition now starts with them.
    CHECK(contains(log, "Unlocked for every campaign in this database: custom expeditions"));
    const auto unlocks = nlohmann::json::parse(gravehold({"--db", t.db, "unlocks", "--json"}).out);
    std::vector<std::string> ids;
    for (const auto& u : unlocks) {
        ids.push_back(u["id"]);
        CHECK(u["source"] == "campaign:O");
    }
    // The 15 printed upgraded basic cards (card-facts §4.8: 7 after battle 2, 4 after 3, 4 after 4).
    REQUIRE(ids.size() == 16);
    CHECK(ids[0] == "expeditions.custom");
    for (const char* id : {"chaos_strike", "ray_of_desolation", "blighted_magic", "scour", "blackened_stars"})
        CHECK(std::count(ids.begin(), ids.end(), std::string("upgraded_basic:outcasts.basic.") + id) == 1);
    const auto o = nlohmann::json::parse(gravehold({"--db", t.db, "campaign", "show", "O", "--json"}).out);
    CHECK(o["treasures"]["1"].size() == 5); // the printed treasures: 5, 3 and 5 by level
    CHECK(o["treasures"]["2"].size() == 3);
    CHECK(o["treasures"]["3"].size() == 5);
    for (const auto& level : o["treasures"])
        for (const auto& id : level) {
            INFO(id);
            CHECK(ae::test::shipped().player_cards.at(id.get<std::string>()).origin == ae::Origin::Rulebook);
        }
    REQUIRE(gravehold({"--db", t.db, "campaign", "new", "expedition", "--battles", "3", "--seed", "9",
                       "--players", "2", "--name", "E"})
                .code == 0);
    const auto e = nlohmann::json::parse(gravehold({"--db", t.db, "campaign", "show", "E", "--json"}).out);
    CHECK(e["upgraded_basic_cards"].size() == 15);
}

TEST_CASE("campaign cli: a campaign's mages fight another battle with their cards and mat stickers",
          "[campaign_cli]") {
    TempDb t;
    REQUIRE(gravehold({"--db", t.db, "campaign", "new", "mini", "--players", "2", "--name", "M", "--mages",
                       "Ana,Bo"})
                .code == 0);
    REQUIRE(gravehold({"--db", t.db, "campaign", "sticker", "M", "life+2", "--mage", "Ana", "--slot", "3"})
                .code == 0);
    // A malformed effect sticker is refused, and nothing is placed.
    auto bad = gravehold({"--db", t.db, "campaign", "sticker", "M", "life+x", "--mage", "Bo", "--slot", "3"});
    CHECK(bad.code != 0);
    CHECK(contains(bad.err, "life+"));
    const auto before = gravehold({"--db", t.db, "campaign", "show", "M", "--json"}).out;
    auto r = gravehold({"--db", t.db, "battle", "--campaign", "M", "--nemesis", "rageborne", "--bots", "all",
                        "--seed", "5", "--json"});
    REQUIRE(r.code == 0);
    const auto result = nlohmann::json::parse(r.out);
    CHECK((result["result"] == "won" || result["result"] == "lost"));
    // The battle was recorded with the campaign's mages; the campaign did not change.
    ae::saves::Database db(t.db);
    const auto ids = ae::saves::list_battles(db);
    REQUIRE(ids.size() == 1);
    const auto stored = ae::saves::load_battle(db, ids[0]);
    REQUIRE(stored.header.setup.players.size() == 2);
    CHECK(stored.header.setup.players[0].name == "Ana");
    CHECK(stored.header.setup.players[0].life == 12);
    CHECK(stored.header.setup.players[1].life == -1);
    CHECK(gravehold({"--db", t.db, "campaign", "show", "M", "--json"}).out == before);
    // --campaign decides the players: --players with it is a usage error.
    CHECK(gravehold({"--db", t.db, "battle", "--campaign", "M", "--players", "3"}).code != 0);
    CHECK(gravehold({"--db", t.db, "battle", "--campaign", "Nobody", "--bots", "all"}).code != 0);
}
