// `gravehold battle --resume N` and `--list` (issue #7): a stopped battle continues at the very decision it
// stopped at, and new answers go into the same record.
#include "core/errors.hpp"
#include "saves/database.hpp"
#include "tests/support/battle_script.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>

using namespace ae;
using namespace ae::test;

namespace {

std::int64_t last_battle(const std::string& db_path) {
    saves::Database db(db_path);
    const auto ids = saves::list_battles(db);
    REQUIRE_FALSE(ids.empty());
    return ids.back();
}

cli::RunOptions resume_run(const std::string& db, std::int64_t id) {
    cli::RunOptions o;
    o.resume = id;
    o.bots = {false, false};
    o.db = db;
    return o;
}

} // namespace

TEST_CASE("resume: a stopped battle continues at the identical pending decision", "[resume]") {
    const Script s = straight_run(30);
    TempDb tmp("resume");
    play_out(person_run(tmp.path()), lines(s, 0, 20));
    const auto id = last_battle(tmp.path());

    // Resuming and quitting at once shows the decision the straight run had after 20 answers.
    const std::string shown = play_out(resume_run(tmp.path(), id), "q\n");
    CHECK(shown.find("Resuming battle " + std::to_string(id)) != std::string::npos);
    CHECK(shown.find(s.steps[19].screen_after) != std::string::npos);
    {
        saves::Database db(tmp.path());
        const auto stored = saves::load_battle(db, id);
        CHECK(stored.state_hash == s.steps[19].hash_after);
        CHECK(stored.result == "playing");
    }

    // New answers are recorded into the same record, and it ends where the straight run is after 30.
    play_out(resume_run(tmp.path(), id), lines(s, 20, 30));
    saves::Database db(tmp.path());
    CHECK(saves::list_battles(db).size() == 1);
    const auto stored = saves::load_battle(db, id);
    CHECK(stored.state_hash == s.steps[29].hash_after);
    // And the record replays to that state from scratch.
    std::ostringstream out;
    CHECK(cli::replay(tmp.path(), id, out) == 0);
}

TEST_CASE("resume: the quit message says how to go on, and --list shows unfinished battles only",
          "[resume]") {
    const Script s = straight_run(5);
    TempDb tmp("resume-list");
    const std::string said = play_out(person_run(tmp.path()), lines(s, 0, 5));
    const auto stopped = last_battle(tmp.path());
    CHECK(said.find("battle --resume " + std::to_string(stopped)) != std::string::npos);
    CHECK(said.find("--db '" + tmp.path() + "'") != std::string::npos);

    auto bots = person_run(tmp.path());
    bots.bots = {true, true};
    bots.json = true;
    play_out(bots, "");
    const auto finished = last_battle(tmp.path());
    REQUIRE(finished != stopped);

    saves::Database db(tmp.path());
    const auto open = saves::list_unfinished(db);
    REQUIRE(open.size() == 1);
    CHECK(open[0].id == stopped);
    CHECK(open[0].mages.size() == 2);
    CHECK(gravehold({"--db", tmp.path(), "battle", "--list"}) == 0);
}

TEST_CASE("resume: a finished battle is refused", "[resume]") {
    TempDb tmp("resume-over");
    auto bots = person_run(tmp.path());
    bots.bots = {true, true};
    bots.json = true;
    play_out(bots, "");
    const auto id = last_battle(tmp.path());
    std::istringstream in;
    std::ostringstream out;
    CHECK_THROWS_WITH(cli::run_battle(resume_run(tmp.path(), id), in, out),
                      Catch::Contains("is over") &&
                          Catch::Contains("only unfinished battles can be resumed") &&
                          Catch::Contains("`gravehold replay " + std::to_string(id) + "` re-runs it"));
    CHECK(gravehold({"--db", tmp.path(), "battle", "--resume", std::to_string(id)}) == 1);
    CHECK(gravehold({"--db", tmp.path(), "battle", "--resume", "99"}) == 1); // no such battle
}

TEST_CASE("resume: a record whose state hash differs from its replay is refused", "[resume]") {
    const Script s = straight_run(6);
    TempDb tmp("resume-hash");
    play_out(person_run(tmp.path()), lines(s, 0, 6));
    const auto id = last_battle(tmp.path());
    {
        saves::Database db(tmp.path());
        db.db().exec("UPDATE games SET state_hash = '0123456789abcdef'");
    }
    std::istringstream in("q\n");
    std::ostringstream out;
    CHECK_THROWS_AS(cli::run_battle(resume_run(tmp.path(), id), in, out), SaveError);
}

TEST_CASE("resume: --bots may be given again, and bad arguments exit 2", "[resume]") {
    const Script s = straight_run(3);
    TempDb tmp("resume-args");
    play_out(person_run(tmp.path()), lines(s, 0, 3));
    const auto id = std::to_string(last_battle(tmp.path()));
    const std::string db = tmp.path();
    CHECK(gravehold({"--db", db, "battle", "--resume", id, "--seed", "3"}) == 2);
    CHECK(gravehold({"--db", db, "battle", "--resume", id, "--players", "3"}) == 2);
    CHECK(gravehold({"--db", db, "battle", "--resume", id, "--no-save"}) == 2);
    CHECK(gravehold({"--db", db, "battle", "--resume", "0"}) == 2);
    CHECK(gravehold({"--db", db, "battle", "--resume", "x"}) == 2);
    CHECK(gravehold({"--db", db, "battle", "--resume", id, "--bots", "3"}) == 2); // a 2-player battle
    CHECK(gravehold({"--db", db, "battle", "--list", "--resume", id}) == 2);
    CHECK(gravehold({"--db", db, "battle", "--bot", "clever"}) == 2);
    // Bots finish the resumed battle; the same record is completed.
    CHECK(gravehold({"--db", db, "battle", "--resume", id, "--bots", "all", "--json"}) == 0);
    saves::Database d(db);
    CHECK(saves::load_battle(d, std::stoll(id)).result != "playing");
    CHECK(saves::list_battles(d).size() == 1);
}

TEST_CASE("battle --bot chooses the bot that plays the bot seats", "[resume][bot]") {
    TempDb tmp("bot-choice");
    auto run = [&](const std::string& bot) {
        auto o = person_run(tmp.path());
        o.bots = {true, true};
        o.json = true;
        o.bot = bot;
        play_out(o, "");
        saves::Database db(tmp.path());
        return saves::load_battle(db, last_battle(tmp.path())).state_hash;
    };
    const std::string heuristic = run("heuristic");
    CHECK(run("heuristic") == heuristic);
    CHECK(run("random") != heuristic);
    // On the command line: heuristic is the default, and random plays differently.
    auto cli_hash = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = {"--db", tmp.path(), "battle", "--bots",
                                         "all",  "--seed",   "3",      "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        std::string printed;
        REQUIRE(gravehold(args, &printed) == 0);
        const auto at = printed.find("\"state_hash\":\"");
        REQUIRE(at != std::string::npos);
        return printed.substr(at + 14, 16);
    };
    const std::string by_default = cli_hash({});
    CHECK(cli_hash({"--bot", "heuristic"}) == by_default);
    CHECK(cli_hash({"--bot", "random"}) != by_default);
}
