// `gravehold replay --export N FILE` and `replay --file FILE` (issue #7): an exported battle re-runs to its
// recorded state hash, and a file that does not validate is refused naming the file.
#include "core/errors.hpp"
#include "saves/battle_file.hpp"
#include "saves/database.hpp"
#include "tests/support/battle_script.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace ae;
using namespace ae::test;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// A finished bot battle recorded in `tmp`, exported; returns the file.
std::string exported(TempDb& tmp) {
    auto o = person_run(tmp.path());
    o.bots = {true, true};
    o.json = true;
    play_out(o, "");
    const std::string file = tmp.sibling(".json");
    std::ostringstream out;
    REQUIRE(cli::export_battle(tmp.path(), 1, file, out) == 0);
    return file;
}

} // namespace

TEST_CASE("export: an exported battle replays to its recorded state hash", "[export]") {
    TempDb tmp("export");
    const std::string file = exported(tmp);
    saves::Database db(tmp.path());
    const auto stored = saves::load_battle(db, 1);
    REQUIRE(stored.result != "playing");

    const auto j = nlohmann::json::parse(slurp(file));
    CHECK(j.at("header").at("content_hash") == stored.header.content_hash);
    CHECK(j.at("header").at("seed") == std::to_string(stored.header.seed));
    CHECK(j.at("header").at("engine_version") == stored.header.engine_version);
    CHECK(j.at("header").at("setup").at("nemesis") == stored.header.setup.nemesis);
    CHECK(j.at("inputs").size() == stored.inputs.size());
    CHECK(j.at("state_hash") == stored.state_hash);
    CHECK(j.at("result") == stored.result);

    std::ostringstream out;
    CHECK(cli::replay_file(file, out) == 0);
    CHECK(out.str().find("state hash " + stored.state_hash) != std::string::npos);
    CHECK(out.str().find("matches") != std::string::npos);
    CHECK(gravehold({"replay", "--file", file}) == 0);
    CHECK(gravehold({"--db", tmp.path(), "replay", "--export", "1", file}) == 0);
}

TEST_CASE("export: an unfinished battle exports and replays too", "[export]") {
    const Script s = straight_run(8);
    TempDb tmp("export-open");
    play_out(person_run(tmp.path()), lines(s, 0, 8));
    const std::string file = tmp.sibling(".json");
    std::ostringstream out;
    REQUIRE(cli::export_battle(tmp.path(), 1, file, out) == 0);
    CHECK(cli::replay_file(file, out) == 0);
    CHECK(out.str().find("state hash " + s.steps[7].hash_after) != std::string::npos);
}

TEST_CASE("export: a corrupted file is refused naming the file", "[export]") {
    TempDb tmp("export-bad");
    const std::string file = exported(tmp);
    const std::string good = slurp(file);
    std::ostringstream out;

    SECTION("bad JSON, with line and column") {
        write(file, good.substr(0, good.size() / 2));
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::StartsWith(file + ":") && Catch::Contains("not valid JSON"));
    }
    SECTION("a missing field") {
        auto j = nlohmann::json::parse(good);
        j["header"].erase("seed");
        write(file, j.dump());
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::Contains(file) && Catch::Contains("missing field 'header.seed'"));
    }
    SECTION("a field of the wrong type") {
        auto j = nlohmann::json::parse(good);
        j["inputs"][0]["choice"] = "play:1";
        write(file, j.dump());
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::Contains(file) && Catch::Contains("'inputs[0].choice'"));
    }
    SECTION("a broken setup") {
        auto j = nlohmann::json::parse(good);
        j["header"]["setup"].erase("players");
        write(file, j.dump());
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::Contains(file) && Catch::Contains("header.setup"));
    }
    SECTION("another content hash") {
        auto j = nlohmann::json::parse(good);
        j["header"]["content_hash"] = "0000000000000000";
        write(file, j.dump());
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::Contains(file) && Catch::Contains("other content"));
    }
    SECTION("not a battle file") {
        write(file, "{\"format\": \"something else\"}");
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::Contains(file) && Catch::Contains("not a gravehold battle file"));
    }
    SECTION("a changed answer") {
        auto j = nlohmann::json::parse(good);
        for (auto& in : j["inputs"])
            if (!in["automatic"].get<bool>()) {
                in["choice"] = {"no-such-option"};
                break;
            }
        write(file, j.dump());
        CHECK_THROWS_WITH(cli::replay_file(file, out),
                          Catch::Contains(file) && Catch::Contains("refused on replay"));
    }
    SECTION("a changed final hash") {
        auto j = nlohmann::json::parse(good);
        j["state_hash"] = "0123456789abcdef";
        write(file, j.dump());
        CHECK(cli::replay_file(file, out) == 1);
        CHECK(out.str().find("DIFFERS") != std::string::npos);
    }
    // Through the command line every refusal is exit code 1.
    CHECK(gravehold({"replay", "--file", file}) == 1);
}

TEST_CASE("export: bad arguments exit 2, a missing file or battle exits 1", "[export]") {
    TempDb tmp("export-args");
    const std::string file = exported(tmp);
    CHECK(gravehold({"--db", tmp.path(), "replay"}) == 2);
    CHECK(gravehold({"--db", tmp.path(), "replay", "--export", "1"}) == 2);
    CHECK(gravehold({"--db", tmp.path(), "replay", "--export", "x", file}) == 2);
    CHECK(gravehold({"--db", tmp.path(), "replay", "1", "--file", file}) == 2);
    CHECK(gravehold({"--db", tmp.path(), "replay", "--file", file, "--export", "1", file}) == 2);
    CHECK(gravehold({"replay", "--file", tmp.path() + ".missing"}) == 1);
    CHECK(gravehold({"--db", tmp.path(), "replay", "--export", "7", file}) == 1);
}
