// Every shipped campaign, for 1 to 4 players and 5 seeds, played by bots to its end (issue #15 §1.2: no
// reachable state may fail to build its next battle). Three seeds of five also record what a group at the
// table might do between battles, at random (mat and evolve stickers, banishes, notes, undos), the way
// companion mode would; a refused record is fine, a campaign that cannot go on afterwards is not. Left out of
// the sanitizer run (Makefile SANITIZE_SKIP): it runs no code the other campaign tests do not, 120 times.
#include "tests/support/cli_run.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>

using ae::test::gravehold;
using nlohmann::json;

namespace {

const char* const kNames[] = {"Ana", "Bo", "Cy", "Di"};

template <class T>
const T& pick(const std::vector<T>& v, std::mt19937& rng) {
    return v.at(std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng));
}

std::vector<std::string> strings(const json& a) {
    std::vector<std::string> out;
    for (const auto& x : a) out.push_back(x.get<std::string>());
    return out;
}

// One thing a group records at the table, as the command it would type. The state is read first so the
// record names things that exist (a record naming nothing is refused before it matters).
std::vector<std::string> random_record(const json& state, std::mt19937& rng) {
    const std::string name = state["name"];
    std::vector<std::string> mages;
    for (const auto& m : state["mages"]) mages.push_back(m["name"]);
    const auto supply = strings(state["supply"]);
    const auto basics = strings(state["basic_nemesis_cards"]);
    switch (std::uniform_int_distribution<int>(0, 6)(rng)) {
    case 0:
        return {"campaign", "sticker",
                name,       "ability",
                "--mage",   pick(mages, rng),
                "--slot",   pick(std::vector<std::string>{"2a", "2b", "3", "5", "6"}, rng)};
    case 1:
        return {"campaign", "sticker",
                name,       pick(std::vector<std::string>{"life+1", "charges+1"}, rng),
                "--mage",   pick(mages, rng),
                "--slot",   pick(std::vector<std::string>{"2b", "3", "5"}, rng)};
    case 2:
        if (basics.empty()) break;
        return {"campaign", "sticker", name, "evolve", "--card", pick(basics, rng)};
    case 3:
        if (supply.empty()) break;
        return {"campaign", "banish", name, pick(supply, rng), "--from", "supply"};
    case 4:
        if (basics.empty()) break;
        return {"campaign", "banish", name, pick(basics, rng), "--from", "nemesis"};
    case 5: return {"campaign", "undo", name}; // a record (or a bot's campaign decision) taken back
    default: break;
    }
    return {"campaign", "note", name, "The group took a break."};
}

// Every state a campaign reaches is one an import accepts: exported and imported again under a new name.
void round_trip(const std::string& db, const std::string& name, int n) {
    const std::string file = db + ".export.json", copy = name + "-copy" + std::to_string(n);
    REQUIRE(gravehold({"--db", db, "campaign", "export", name, file}).code == 0);
    const auto r = gravehold({"--db", db, "campaign", "import", file, "--name", copy});
    INFO(r.err);
    CHECK(r.code == 0);
    std::remove(file.c_str());
}

// Plays `name` one battle at a time until it finishes; with `records`, 0-2 random records between battles.
void play_to_the_end(const std::string& db, const std::string& name, std::uint32_t seed, bool records) {
    std::mt19937 rng(seed);
    for (int battle = 0; battle < 60; ++battle) {
        if (battle == 1) round_trip(db, name, battle);
        if (records) {
            const int n = std::uniform_int_distribution<int>(0, 2)(rng);
            for (int i = 0; i < n; ++i) {
                const auto state =
                    json::parse(gravehold({"--db", db, "campaign", "show", name, "--json"}).out);
                auto args = random_record(state, rng);
                args.insert(args.begin(), {"--db", db});
                const auto r = gravehold(args);
                std::string typed;
                for (std::size_t k = 2; k < args.size(); ++k) typed += args[k] + " ";
                INFO(typed << ": " << r.err);
                CHECK((r.code == 0 || (r.code == 2 && !r.err.empty())));
            }
        }
        // Without records the whole campaign is one `play`; with them, one battle at a time.
        const auto r = gravehold({"--db", db, "campaign", "play", name, "--bots", "all", "--quiet",
                                  "--max-battles", records ? "1" : "0"});
        INFO("battle " << battle << ": " << r.err);
        REQUIRE(r.code == 0);
        if (r.out.find("is finished") != std::string::npos) {
            round_trip(db, name, battle);
            return;
        }
    }
    FAIL("campaign " << name << " did not finish within 60 battles");
}

void sweep(const std::string& definition, std::vector<std::string> extra) {
    for (int players = 1; players <= 4; ++players)
        for (std::uint32_t seed = 1; seed <= 5; ++seed) {
            ae::test::TempDb db("sweep", ae::test::TempDb::Scratch::Memory);
            std::string mages;
            for (int i = 0; i < players; ++i) mages += (i ? "," : "") + std::string(kNames[i]);
            std::vector<std::string> args = {"--db",
                                             db.path(),
                                             "campaign",
                                             "new",
                                             definition,
                                             "--players",
                                             std::to_string(players),
                                             "--name",
                                             "c",
                                             "--mages",
                                             mages,
                                             "--seed",
                                             std::to_string(seed)};
            args.insert(args.end(), extra.begin(), extra.end());
            if (definition == "expedition")
                REQUIRE(gravehold({"--db", db.path(), "unlocks", "add", "expeditions.custom"}).code == 0);
            const auto made = gravehold(args);
            INFO(definition << ", " << players << " player(s), seed " << seed << ": " << made.err);
            REQUIRE(made.code == 0);
            // Seeds 1-2 as the campaign runs by itself, 3-5 with table records in between.
            play_to_the_end(db.path(), "c", seed, seed > 2);
        }
}

} // namespace

TEST_CASE("every shipped campaign reaches its end: Legacy, 1-4 players", "[campaign_sweep]") {
    sweep("legacy", {});
}

TEST_CASE("every shipped campaign reaches its end: Outcasts, 1-4 players", "[campaign_sweep]") {
    sweep("outcasts", {});
}

TEST_CASE("every shipped campaign reaches its end: a custom expedition, 1-4 players", "[campaign_sweep]") {
    sweep("expedition", {"--battles", "4"});
}
