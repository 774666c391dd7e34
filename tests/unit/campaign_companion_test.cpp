// What a group playing with the physical box records between battles (companion commands) and how the
// campaign goes on afterwards: issue #15 §1's defects, each as the commands a user typed.
#include "cli/shell_hint.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

using ae::test::gravehold;
using nlohmann::json;

namespace {

bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

struct Table {
    ae::test::TempDb db{"companion"};
    ae::test::CliRun run(std::vector<std::string> args) {
        args.insert(args.begin(), {"--db", db.path()});
        return gravehold(args);
    }
    json show(const std::string& name) { return json::parse(run({"campaign", "show", name, "--json"}).out); }
    // A new Legacy campaign whose group won Chapters 1 and 2 at the table (bots answer the decisions).
    void win_two_chapters(const std::string& name, const std::string& players) {
        REQUIRE(run({"campaign", "new", "legacy", "--players", players, "--name", name}).code == 0);
        for (int chapter = 1; chapter <= 2; ++chapter) {
            REQUIRE(run({"campaign", "play", name, "--bots", "all", "--until-battle"}).code == 0);
            REQUIRE(run({"campaign", "record", name, "--result", "won", "--gravehold", "10"}).code == 0);
        }
    }
    // A two-player Legacy campaign "src" with its first battle played by bots, exported to `file`.
    json exported(const std::string& file) {
        REQUIRE(
            run({"campaign", "new", "legacy", "--players", "2", "--name", "src", "--mages", "Ana,Bo"}).code ==
            0);
        REQUIRE(run({"campaign", "play", "src", "--bots", "all", "--quiet", "--max-battles", "1"}).code == 0);
        REQUIRE(run({"campaign", "export", "src", file}).code == 0);
        std::ifstream in(file);
        return json::parse(in);
    }
};

} // namespace

TEST_CASE("companion: a mat sticker recorded by hand keeps its slot when the chapter unlocks it",
          "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "3", "--name", "table", "--mages", "Ana,Bo,Cy",
                   "--seed", "3"})
                .code == 0);
    REQUIRE(t.run({"campaign", "record", "table", "--result", "won", "--gravehold", "12", "--turns", "14"})
                .code == 0);
    REQUIRE(t.run({"campaign", "sticker", "table", "ability", "--mage", "Ana", "--slot", "2a"}).code == 0);
    // The hook that opens slot 2a sees Ana's sticker and leaves it; the others get theirs.
    const auto r = t.run({"campaign", "play", "table", "--bots", "all", "--quiet"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto s = t.show("table");
    CHECK(s["finished"] == true);
    CHECK(s["mages"][0]["stickers"]["2a"] == "ability");
    CHECK(s["mages"][1]["stickers"]["2a"] == "ability");
    const auto log = t.run({"campaign", "log", "table"}).out;
    // Placed once, by hand: the chapter's unlock did not place (or try to place) a second one.
    std::size_t placed = 0;
    for (auto at = log.find("Ana: sticker ability in slot 2a."); at != std::string::npos;
         at = log.find("Ana: sticker ability in slot 2a.", at + 1))
        ++placed;
    CHECK(placed == 1);
    CHECK(contains(log, "Bo: sticker ability in slot 2a."));
}

TEST_CASE("companion: a 4-player Legacy campaign goes on past Chapter 2 won (every tier-2 card is needed)",
          "[campaign_companion]") {
    Table t;
    // Chapter 2 won: Hunted would be banished, but a 4-player deck needs all 7 tier-2 basic cards.
    t.win_two_chapters("four", "4");
    auto s = t.show("four");
    CHECK(s["basic_nemesis_cards"].size() == 22);
    CHECK(contains(t.run({"campaign", "log", "four"}).out, "Hunted stays among the nemesis cards"));
    // Banishing a basic card by hand is refused for the same reason, naming it; nothing changes.
    const auto ban = t.run({"campaign", "banish", "four", "legacy.basic.sap", "--from", "nemesis"});
    CHECK(ban.code == 2);
    CHECK(contains(ban.err, "banishing Sap is refused: later battles could not be dealt (not enough basic "
                            "tier-2 nemesis cards for 4 players: need 7, have 6)"));
    CHECK(t.show("four") == s);
    // And Chapter 3 can be played.
    const auto r = t.run({"campaign", "play", "four", "--bots", "all", "--quiet", "--max-battles", "1"});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Battle 3 (Chapter 3)"));
}

TEST_CASE("companion: with fewer players a spare basic card can be banished, and the hook banishes Hunted",
          "[campaign_companion]") {
    Table t;
    t.win_two_chapters("two", "2");
    const auto s = t.show("two");
    CHECK(s["basic_nemesis_cards"].size() == 21);
    CHECK(s["banished_nemesis_cards"] == json::array({"legacy.basic.hunted"}));
    CHECK(t.run({"campaign", "banish", "two", "legacy.basic.sap", "--from", "nemesis"}).code == 0);
}

TEST_CASE("companion: record is taken only when a battle is due, and moves the campaign on",
          "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "2", "--name", "r"}).code == 0);
    auto r = t.run({"campaign", "record", "r", "--result", "lost", "--gravehold", "0", "--turns", "9",
                    "--nemesis-life", "23"});
    REQUIRE(r.code == 0);
    auto s = t.show("r");
    REQUIRE(s["battles"].size() == 1);
    CHECK(s["battles"][0]["nemesis_life"] == 23);
    CHECK(s["battles"][0]["result"] == "lost");
    // The first record moved the campaign to its next decision (the starter upgrade), not left it at the
    // battle, and says what comes next.
    CHECK(s["position"] == "L04");
    CHECK(contains(r.out, "Next: "));
    // With a decision due there is no battle to record: refused, naming it, and nothing is written.
    const auto before = t.run({"campaign", "log", "r", "--format", "json"}).out;
    r = t.run({"campaign", "record", "r", "--result", "won"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "no battle is due"));
    CHECK(contains(r.err, "--until-battle"));
    CHECK(t.show("r") == s);
    CHECK(t.run({"campaign", "log", "r", "--format", "json"}).out == before);
    // Battles cannot be invented through `apply` either.
    CHECK(
        t.run({"campaign", "apply", "r", "record_battle", "--id", "legacy.bladius", "--value", "won"}).code ==
        2);
    // A finished campaign takes no record.
    REQUIRE(t.run({"campaign", "play", "r", "--bots", "all", "--quiet"}).code == 0);
    r = t.run({"campaign", "record", "r", "--result", "won"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "is finished"));
}

TEST_CASE("companion: banish takes the printed name and removes the card from where the campaign holds it",
          "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "2", "--name", "b"}).code == 0);
    // Without --from: Gilded Marble is a supply pile, so it leaves the supply (it used to stay there).
    auto r = t.run({"campaign", "banish", "b", "Gilded Marble"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    auto s = t.show("b");
    CHECK(s["supply"].size() == 8);
    CHECK(s["banished_supply"] == json::array({"legacy.gem.gilded_marble"}));
    // Twice is refused, with what is close to it.
    r = t.run({"campaign", "banish", "b", "gilded marble"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "no supply pile, nemesis card or barracks card of this campaign is named"));
    // A basic nemesis card by its Polish name, with or without --from; its id works too.
    r = t.run({"campaign", "banish", "b", "wycisk", "--from", "nemesis"});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(t.run({"campaign", "banish", "b", "legacy.basic.daze"}).code == 0);
    s = t.show("b");
    CHECK(s["banished_nemesis_cards"] == json::array({"legacy.basic.sap", "legacy.basic.daze"}));
    // Free text that names nothing is refused and the closest names are offered.
    r = t.run({"campaign", "banish", "b", "Gilded Marbel", "--from", "other"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "closest: Gilded Marble"));
    // --from other takes a card of the box the campaign does not hold, once.
    CHECK(t.run({"campaign", "banish", "b", "Searing Ruby", "--from", "other"}).code == 0);
    CHECK(t.run({"campaign", "banish", "b", "Searing Ruby", "--from", "other"}).code == 2);
    // ... but not one the campaign holds: that would leave it in play.
    r = t.run({"campaign", "apply", "b", "banish_card", "--id", "legacy.spell.fire_chakram"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "is a supply pile: banish it from the supply"));
    CHECK(t.show("b")["supply"].size() == 8);
}

TEST_CASE("companion: what does not fit the campaign is refused", "[campaign_companion]") {
    Table t;
    // Two mages with one name.
    auto r = t.run({"campaign", "new", "legacy", "--players", "2", "--name", "x", "--mages", "Ana,ana"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "two mages are named"));
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "2", "--name", "x", "--mages", "Ana,Bo"}).code ==
            0);
    // A mat slot the mats do not have.
    r = t.run({"campaign", "sticker", "x", "ability", "--mage", "ana", "--slot", "99"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "a mat has no slot '99' (its slots: 2a, 2b, 3, 5, 6)"));
    CHECK(t.run({"campaign", "sticker", "x", "ability", "--mage", "ana", "--slot", "5"}).code == 0);
    CHECK(t.run({"campaign", "sticker", "x", "ability", "--mage", "Nobody", "--slot", "3"}).code == 2);
    // An Outcasts treasure in a Legacy campaign.
    r = t.run({"campaign", "treasure", "x", "Oath Ring", "--level", "3"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "has no treasures"));
    // Evolve stickers: Scatter has 3 slots; the fourth sticker transforms it (rules/legacy.md §7.4), and a
    // card without slots takes none.
    for (int i = 0; i < 3; ++i)
        REQUIRE(t.run({"campaign", "sticker", "x", "evolve", "--card", "Scatter"}).code == 0);
    r = t.run({"campaign", "sticker", "x", "evolve", "--card", "Scatter"});
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Scatter evolves into Crushing"));
    const auto s = t.show("x");
    CHECK(s["evolved"]["legacy.basic.scatter"] == "legacy.evolved.crushing");
    CHECK(s["evolve_stickers"].count("legacy.basic.scatter") == 0);
    r = t.run({"campaign", "sticker", "x", "evolve", "--card", "Sap"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "'Sap' has no evolve sticker slots"));
}

TEST_CASE("companion: an Outcasts treasure is found by name and its printed level", "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "outcasts", "--players", "2", "--name", "o"}).code == 0);
    auto r = t.run({"campaign", "treasure", "o", "oath ring"});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Treasure gained: Oath Ring (level 3)."));
    r = t.run({"campaign", "treasure", "o", "Communal Hearth", "--level", "1"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "is a level-2 treasure"));
    r = t.run({"campaign", "treasure", "o", "Jade"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "no treasure is named 'Jade'"));
    // Mats of an expedition take no stickers.
    r = t.run({"campaign", "sticker", "o", "ability", "--mage", "1", "--slot", "2a"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "take no stickers"));
}

TEST_CASE("companion: the commands we suggest work when pasted (quoted names, the same --db)",
          "[campaign_companion]") {
    CHECK(ae::cli::shell_word("North Wall") == "'North Wall'");
    CHECK(ae::cli::shell_word("it's") == "'it'\\''s'");
    CHECK(ae::cli::shell_word("Gwiazda-1") == "Gwiazda-1");
    CHECK(ae::cli::shell_word("") == "''");
    CHECK(ae::cli::shell_word("a;rm -rf") == "'a;rm -rf'");
    Table t;
    auto r = t.run({"campaign", "new", "legacy", "--players", "1", "--name", "North Wall"});
    REQUIRE(r.code == 0);
    const std::string hint =
        "gravehold --db " + ae::cli::shell_word(t.db.path()) + " campaign play 'North Wall'";
    CHECK(contains(r.out, "`" + hint + "`"));
    r = t.run({"campaign", "play", "North Wall", "--bots", "all", "--quiet", "--max-battles", "1"});
    CHECK(contains(r.out, "`" + hint + "` continues here"));
    // Pasted into a shell, the hint is the command: /bin/sh splits it into the words we run.
    std::vector<std::string> words;
    if (FILE* sh =
            ::popen(("printf '%s\\n' " + hint.substr(std::string("gravehold ").size())).c_str(), "r")) {
        char line[4096];
        while (std::fgets(line, sizeof line, sh)) words.emplace_back(line, std::strlen(line) - 1);
        ::pclose(sh);
    }
    REQUIRE(words == std::vector<std::string>{"--db", t.db.path(), "campaign", "play", "North Wall"});
    words.insert(words.end(), {"--bots", "all", "--until-battle"});
    r = gravehold(words);
    CHECK(r.code == 0);
    CHECK(contains(r.out, "gravehold --db " + ae::cli::shell_word(t.db.path()) +
                              " campaign record 'North Wall' --result won"));
}

TEST_CASE("companion: an import no campaign could reach is refused, naming the place, and writes nothing",
          "[campaign_companion]") {
    Table t;
    const std::string file = t.db.sibling(".json");
    const json good = t.exported(file);
    const auto before = t.run({"campaign", "list", "--json"}).out;
    auto refused = [&](const std::function<void(json&)>& edit, const std::string& message) {
        json doc = good;
        edit(doc["state"]);
        std::ofstream(file) << doc.dump();
        const auto r = t.run({"campaign", "import", file, "--name", "copy"});
        INFO(message << " / " << r.err);
        CHECK(r.code != 0);
        CHECK(contains(r.err, message));
        CHECK(contains(r.err, "nothing was imported"));
    };
    refused([](json& s) { s["players"] = 7; }, "state.players: ");
    refused([](json& s) { s["players"] = -1; }, "state.players: ");
    refused([](json& s) { s["supply"][0] = "legacy.gem.nothing"; }, "state.supply[0]: no player card");
    refused([](json& s) { s["supply"][1] = s["supply"][0]; }, "state.supply[1]: ");
    refused([](json& s) { s["definition"] = "../../etc/passwd"; },
            "state.definition: no campaign definition");
    refused([](json& s) { s["position"] = "L99"; }, "state.position: no step 'L99'");
    refused([](json& s) { s["position_op"] = -5; }, "state.position_op: must be 0 to");
    refused([](json& s) { s["finished"] = true; }, "state.finished: ");
    refused([](json& s) { s["draws"] = std::uint64_t(1) << 62; }, "state.draws: ");
    refused([](json& s) { s["mages"][0]["name"] = "Ana\x1b[2J"; },
            "'state.mages[0].name' holds a control character");
    refused([](json& s) { s["mages"][1]["name"] = "ana"; }, "state.mages[1].name: 'ana' names two mages");
    refused([](json& s) { s["mages"][0]["name"] = std::string(5000, 'x'); },
            "state.mages[0].name: is 5000 bytes");
    refused([](json& s) { s["mages"][0]["stickers"]["99"] = "ability"; }, "state.mages[0].stickers.99: ");
    refused([](json& s) { s["battles"][0]["nemesis"] = "legacy.nobody"; }, "state.battles[0].nemesis: ");
    refused([](json& s) { s["battles"][0]["gravehold_life"] = 5000; }, "state.battles[0].gravehold_life: ");
    refused([](json& s) { s["basic_nemesis_cards"] = json::array({"legacy.basic.sap"}); },
            "state.basic_nemesis_cards: no battle could be dealt");
    refused([](json& s) { s["treasures"]["3"] = json::array({"outcasts.treasure.oath_ring"}); },
            "state.treasures.3: ");
    // A key twice: the standard parser kept the last one, so the file meant two things (#17 item 7).
    {
        std::string text = good.dump();
        text.insert(text.find("\"players\":"), "\"players\":2,"); // the first: a battle's setup
        std::ofstream(file) << text;
        const auto r = t.run({"campaign", "import", file, "--name", "copy"});
        CHECK(r.code != 0);
        CHECK(contains(r.err, "battles[].setup: the key 'players' appears twice; nothing was imported"));
    }
    CHECK(t.run({"campaign", "list", "--json"}).out == before);
    // The file as exported imports.
    std::ofstream(file) << good.dump();
    CHECK(t.run({"campaign", "import", file, "--name", "copy"}).code == 0);
}

TEST_CASE(
    "companion: import replays every battle it carries, and checks every text and log kind (#17 item 7)",
    "[campaign_companion]") {
    Table t;
    const std::string file = t.db.sibling(".json");
    const json good = t.exported(file);
    REQUIRE(good["battles"].size() == 1);
    REQUIRE(good["battles"][0]["inputs"].size() > 10);
    const auto before = t.run({"campaign", "list", "--json"}).out;
    const auto import = [&](const std::function<void(json&)>& edit) {
        json doc = good;
        edit(doc);
        std::ofstream(file) << doc.dump();
        return t.run({"campaign", "import", file, "--name", "copy"});
    };
    auto refused = [&](const std::function<void(json&)>& edit, const std::string& message) {
        const auto r = import(edit);
        INFO(message << " / " << r.err);
        CHECK(r.code != 0);
        CHECK(contains(r.err, message));
        CHECK(contains(r.err, "nothing was imported"));
    };
    // Records the answers do not make: each was written as it stood before.
    refused([](json& d) { d["battles"][0]["inputs"][3]["choice"] = json::array({"play:999999"}); },
            "battles[0] (attempt 1)");
    refused([](json& d) { d["battles"][0]["state_hash"] = "0123456789abcdef"; },
            "battles[0] (attempt 1): its answers give the state hash");
    refused([](json& d) { d["battles"][0]["result"] = d["battles"][0]["result"] == "won" ? "lost" : "won"; },
            "battles[0] (attempt 1): its answers give the result");
    refused([](json& d) { d["battles"][0]["inputs"].erase(d["battles"][0]["inputs"].size() - 1); },
            "battles[0] (attempt 1): its answers give");
    refused([](json& d) { d["battles"][0]["events"].erase(d["battles"][0]["events"].size() - 1); },
            "battles[0] (attempt 1): its answers make");
    refused([](json& d) { d["battles"][0]["events"][0]["kind"] = "GraveholdDamaged"; },
            "battles[0] (attempt 1): event 1 is 'GraveholdDamaged'");
    // Log kinds gravehold never writes, and text that would reach a terminal raw.
    refused([](json& d) { d["log"][0]["kind"] = "hacked"; }, "'log[0].kind' is not a kind of entry");
    refused([](json& d) { d["log"][1]["text"] = "Ana\x1b[2J"; }, "'log[1].text' holds a control character");
    refused([](json& d) { d["battles"][0]["events"][0]["data"]["describe"] = "\x1b]0;owned\x07"; },
            "'battles[0].events[0].data.describe' holds a control character");
    refused([](json& d) { d["state"]["flags"]["\x1b[2J"] = "x"; }, "is a key that holds a control character");
    CHECK(t.run({"campaign", "list", "--json"}).out == before);
    // A battle played with other content cannot be replayed here (neither `replay` nor resuming can): it
    // is kept as the record it is (docs/decisions.md D73).
    const auto other = import([](json& d) { d["battles"][0]["content_hash"] = "0000000000000000"; });
    INFO(other.err);
    CHECK(other.code == 0);
    // The file as exported imports.
    std::ofstream(file) << good.dump();
    CHECK(t.run({"campaign", "import", file, "--name", "copy2"}).code == 0);
}

TEST_CASE("companion: open takes the box's printed labels only", "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "2", "--name", "l"}).code == 0);
    auto r = t.run({"campaign", "open", "l", "Deck II"});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Opened deck II."));
    CHECK(t.run({"campaign", "open", "l", "deck.ii"}).code == 2); // already open
    r = t.run({"campaign", "open", "l", "envelope.9"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "has no component 'envelope.9' (it has: deck.E, deck.Ia"));
    REQUIRE(t.run({"campaign", "new", "outcasts", "--players", "2", "--name", "o"}).code == 0);
    CHECK(t.run({"campaign", "open", "o", "envelope 2a"}).code == 0);
    CHECK(t.run({"campaign", "open", "o", "deck.II"}).code == 2); // a Legacy label
}

TEST_CASE("companion: show names what the campaign holds; --json keeps the ids", "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "2", "--name", "n", "--mages", "Ana,Bo"}).code ==
            0);
    REQUIRE(t.run({"campaign", "banish", "n", "Sap"}).code == 0);
    REQUIRE(t.run({"campaign", "sticker", "n", "evolve", "--card", "Scatter"}).code == 0);
    const auto shown = t.run({"campaign", "show", "n"}).out;
    for (const char* line :
         {"Aeon's End: Legacy, 2 players, at Before the first battle (step L01)",
          "1. Ana (Legacy Green (front))", "Supply (9):\n  Ancient Cyanolith", "Gilded Marble",
          "Banished nemesis cards (1):\n  Sap", "Evolve stickers:\n  Scatter: 1"}) {
        INFO(line);
        CHECK(contains(shown, line));
    }
    CHECK_FALSE(contains(shown, "legacy.gem."));
    CHECK_FALSE(contains(shown, "legacy.basic."));
    CHECK(contains(t.run({"campaign", "show", "n", "--json"}).out, "legacy.gem.gilded_marble"));
}

TEST_CASE("companion: the first Outcasts battle deals its tiers unshuffled, the same for every group (O13)",
          "[campaign_companion]") {
    Table t;
    std::vector<std::string> decks;
    for (const char* seed : {"1", "2"}) {
        const std::string name = std::string("o") + seed;
        REQUIRE(
            t.run({"campaign", "new", "outcasts", "--players", "2", "--name", name, "--seed", seed}).code ==
            0);
        REQUIRE(t.run({"campaign", "play", name, "--bots", "all", "--until-battle"}).code == 0);
        const auto next = json::parse(t.run({"campaign", "next", name, "--json"}).out);
        REQUIRE(next["status"] == "battle");
        std::string deck;
        for (const auto& line : next["setup"])
            if (contains(line.get<std::string>(), "Nemesis deck")) deck = line;
        decks.push_back(deck);
    }
    // Tier 1 on top: Experiment 153's own tier-1 cards, then the first basic tier-1 cards of the set.
    CHECK(contains(decks[0], "Nemesis deck, exactly these cards, top first: Rising Death Toll"));
    CHECK(decks[0] == decks[1]);
    // The second battle is built by tiers and shuffled again, as the book says after the first game.
    REQUIRE(t.run({"campaign", "record", "o1", "--result", "won", "--gravehold", "20"}).code == 0);
    REQUIRE(t.run({"campaign", "play", "o1", "--bots", "all", "--until-battle"}).code == 0);
    CHECK(contains(t.run({"campaign", "next", "o1"}).out, "Nemesis deck by tiers"));
}

TEST_CASE("companion: a mat sticker without its mage or slot is refused naming the option to add",
          "[campaign_companion]") {
    Table t;
    REQUIRE(t.run({"campaign", "new", "legacy", "--players", "2", "--name", "m", "--mages", "Ana,Bo"}).code ==
            0);
    const auto before = t.show("m");
    // Without --mage the slot used to be dropped and the sticker taken for a rule sticker.
    auto r = t.run({"campaign", "sticker", "m", "ability", "--slot", "2a"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "a mat sticker needs --mage"));
    r = t.run({"campaign", "sticker", "m", "ability", "--mage", "Ana"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "a mat sticker needs --slot"));
    CHECK(t.show("m") == before);
}
