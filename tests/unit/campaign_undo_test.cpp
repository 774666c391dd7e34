// `campaign undo`, `answer`, `next`, `note` and `record --played-by` (issue #15 §2): what a group at the
// table types, and what the campaign holds afterwards.
#include "tests/support/cli_run.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using ae::test::gravehold;
using nlohmann::json;

namespace {

bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

struct Table {
    ae::test::TempDb db{"undo"};
    ae::test::CliRun run(std::vector<std::string> args) {
        args.insert(args.begin(), {"--db", db.path()});
        return gravehold(args);
    }
    json show(const std::string& name) { return json::parse(run({"campaign", "show", name, "--json"}).out); }
    json next(const std::string& name) { return json::parse(run({"campaign", "next", name, "--json"}).out); }
    std::string log(const std::string& name) { return run({"campaign", "log", name}).out; }
    void legacy(const std::string& name, const std::string& extra = "") {
        std::vector<std::string> a = {"campaign", "new",    "legacy", "--players", "2",     "--name",
                                      name,       "--seed", "5",      "--mages",   "Ana,Bo"};
        if (!extra.empty()) a.push_back(extra);
        REQUIRE(run(a).code == 0);
    }
    void record_won(const std::string& name) {
        const auto r =
            run({"campaign", "record", name, "--result", "won", "--gravehold", "12", "--turns", "14"});
        INFO(r.err);
        REQUIRE(r.code == 0);
    }
};

} // namespace

TEST_CASE("undo: takes back the latest changes one by one, each logged, down to nothing", "[campaign_undo]") {
    Table t;
    t.legacy("table");
    t.record_won("table");
    const json after_record = t.show("table");
    REQUIRE(t.run({"campaign", "banish", "table", "Gilded Marble"}).code == 0);
    const json after_banish = t.show("table");
    REQUIRE(t.run({"campaign", "note", "table", "Bo spilled tea on the supply"}).code == 0);

    auto r = t.run({"campaign", "undo", "table"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Undone: Bo spilled tea on the supply"));
    CHECK(t.show("table") == after_banish);
    r = t.run({"campaign", "undo", "table"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Undone: Gilded Marble is banished from the supply"));
    CHECK(t.show("table") == after_record);
    // The record itself, and the story it moved on, go back to the battle that was due.
    r = t.run({"campaign", "undo", "table"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Undone: the record of battle 1 (Chapter 1), won"));
    // (This first battle had not begun in the saved state: the record started and finished it.)
    CHECK(t.show("table")["battles"].empty());
    CHECK(t.next("table")["status"] == "battle");
    r = t.run({"campaign", "undo", "table"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "nothing to undo in campaign 'table'"));
    // What was undone stays in the log, and so does each undo.
    const std::string log = t.log("table");
    CHECK(contains(log, "Bo spilled tea on the supply"));
    CHECK(contains(log, "Undone: Bo spilled tea on the supply"));
    CHECK(contains(log, "Undone: the record of battle 1 (Chapter 1), won"));
    // And the battle can be recorded again.
    t.record_won("table");
    CHECK(t.show("table")["battles"][0]["result"] == "won");
}

TEST_CASE("undo: a refused command keeps nothing to undo, and looking at a campaign forgets nothing of it",
          "[campaign_undo]") {
    Table t;
    t.legacy("table");
    t.record_won("table");
    const json before = t.show("table");
    REQUIRE(t.run({"campaign", "banish", "table", "Gilded Marble"}).code == 0);
    CHECK(t.run({"campaign", "banish", "table", "Gilded Marble"}).code == 2); // no longer in the supply
    CHECK(t.run({"campaign", "note", "table", ""}).code == 2);
    // `next`, `show` and a `play --until-battle` that leaves the decision unanswered keep what undo can take.
    REQUIRE(t.run({"campaign", "next", "table"}).code == 0);
    REQUIRE(t.run({"campaign", "show", "table"}).code == 0);
    REQUIRE(gravehold({"--db", t.db.path(), "campaign", "play", "table", "--until-battle"}).code == 0);
    REQUIRE(t.run({"campaign", "undo", "table"}).code == 0);
    CHECK(t.show("table") == before);
}

TEST_CASE("undo: a battle gravehold played is a barrier", "[campaign_undo]") {
    Table t;
    t.legacy("table");
    REQUIRE(t.run({"campaign", "note", "table", "We start tonight"}).code == 0);
    // Bots answer and play up to the second battle: the first one was played here.
    const auto r = t.run({"campaign", "play", "table", "--bots", "all", "--quiet", "--max-battles", "1"});
    REQUIRE(r.code == 0);
    REQUIRE(t.show("table")["battles"].size() >= 1);
    REQUIRE(t.show("table")["battles"][0]["result"] != "playing");
    // Whatever the bots decided after the battle can be undone, but not the battle or the note before it.
    for (int i = 0; i < 50 && t.run({"campaign", "undo", "table"}).code == 0; ++i) {}
    const json s = t.show("table");
    REQUIRE(s["battles"].size() >= 1); // without the barrier, undo went on past the battle to the start
    CHECK(s["battles"][0]["result"] != "playing");
    const auto again = t.run({"campaign", "undo", "table"});
    CHECK(again.code == 2);
    CHECK(contains(again.err, "since gravehold last played one of its battles"));
    CHECK_FALSE(contains(t.log("table"), "Undone: We start tonight"));
}

TEST_CASE("undo: a decision answered by name is taken back, and the same decision is asked again",
          "[campaign_undo]") {
    Table t;
    t.legacy("table");
    t.record_won("table");
    const json asked = t.next("table");
    REQUIRE(asked["status"] == "decision");
    CHECK(contains(asked["prompt"].get<std::string>(), "Ana: choose the new starter card"));
    // Printed names in any case; numbers work too.
    auto r = t.run({"campaign", "answer", "table", "HUNTER'S SPARK"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(contains(t.run({"campaign", "show", "table"}).out, "starting hand: Hunter's Spark, Crystal"));
    r = t.run({"campaign", "undo", "table"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Undone: the answer to \"Ana: choose the new starter card"));
    CHECK(contains(r.out, "Hunter's Spark"));
    CHECK(t.next("table") == asked);
    REQUIRE(t.run({"campaign", "answer", "table", "1"}).code == 0);
    CHECK(contains(t.run({"campaign", "show", "table"}).out, "starting hand: Seeker's Spark, Crystal"));
}

TEST_CASE("answer: refused with the options when the name fits none, or when no decision is due",
          "[campaign_undo]") {
    Table t;
    t.legacy("table");
    auto r = t.run({"campaign", "answer", "table", "Seeker's Spark"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "no decision is due"));
    t.record_won("table");
    const json before = t.show("table");
    r = t.run({"campaign", "answer", "table", "Spaark of Seeking"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "Seeker's Spark"));
    r = t.run({"campaign", "answer", "table", "99"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "not an option number (1-8)"));
    r = t.run({"campaign", "answer", "table", "1", "2"});
    CHECK(r.code == 2);
    CHECK(t.show("table") == before);
}

TEST_CASE("next: says what to set up and how to go on, and changes nothing", "[campaign_undo]") {
    Table t;
    t.legacy("table", "--companion");
    const json before = t.show("table");
    const auto r = t.run({"campaign", "next", "table"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Next: Chapter 1, battle 1 against Maelstrom."));
    CHECK(contains(r.out, "Opened pack P1."));
    CHECK(contains(r.out, "Nemesis: Maelstrom; Gravehold has 30 life"));
    CHECK(contains(r.out, "Ana plays Legacy Green (front); starting hand: Crystal \u00d74, Spark"));
    CHECK(contains(r.out, "Supply (9 piles): Ancient Cyanolith"));
    CHECK(contains(r.out, "Play it at the table, then record it"));
    CHECK(t.show("table") == before);
    CHECK(contains(t.run({"campaign", "show", "table"}).out, "Next: Chapter 1, battle 1 against Maelstrom."));
    // A companion campaign's `play` stops before the battle instead of playing it here.
    const auto p = t.run({"campaign", "play", "table"});
    CHECK(p.code == 0);
    CHECK(contains(p.out, "Play it at the table"));
    CHECK(t.show("table")["battles"][0]["result"] == "playing");
    CHECK(t.show("table")["companion"] == true);
}

TEST_CASE("record: who played which mage is kept in the score table", "[campaign_undo]") {
    Table t;
    t.legacy("table");
    auto r = t.run({"campaign", "record", "table", "--result", "won", "--played-by", "Kasia"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "names 1 people for 2 seats"));
    r = t.run({"campaign", "record", "table", "--result", "won", "--played-by", "Cy=Kasia,Bo=Tomek"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "no mage 'Cy'"));
    r = t.run({"campaign", "record", "table", "--result", "won", "--played-by", "Ana=Kasia,ana=Tomek"});
    CHECK(r.code == 2);
    CHECK(t.show("table")["battles"].empty()); // nothing written
    r = t.run(
        {"campaign", "record", "table", "--result", "won", "--gravehold", "9", "--played-by", "bo=Tomek"});
    REQUIRE(r.code == 0);
    CHECK(t.show("table")["battles"][0]["played_by"] == json::array({"", "Tomek"}));
    CHECK(contains(t.run({"campaign", "show", "table"}).out,
                   "9 life left to Gravehold or the ally; Bo: Tomek"));
}

TEST_CASE("note: one line of text, logged; control characters and empty notes are refused",
          "[campaign_undo]") {
    Table t;
    t.legacy("table");
    CHECK(t.run({"campaign", "note", "table", "   "}).code == 2);
    CHECK(t.run({"campaign", "note", "table", "bell\a"}).code == 2);
    CHECK(t.run({"campaign", "note", "table", std::string(4001, 'x')}).code == 2);
    REQUIRE(t.run({"campaign", "note", "table", "Zosia joins us next week"}).code == 0);
    CHECK(contains(t.log("table"), "Zosia joins us next week"));
}

TEST_CASE("sticker: a rule sticker by the slot letter a printing gives it, or its id", "[campaign_undo]") {
    Table t;
    t.legacy("table");
    auto r = t.run({"campaign", "sticker", "table", "s"}); // PL slot S: the Evolve rules
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "Rule sticker rule.evolve placed"));
    REQUIRE(t.run({"campaign", "sticker", "table", "M1"}).code == 0); // DE M1 = PL K: the nemesis deck
    CHECK(t.show("table")["rule_stickers"] == json::array({"rule.evolve", "rule.nemesis_deck"}));
    REQUIRE(t.run({"campaign", "sticker", "table", "exhaustion"}).code == 0);
    r = t.run({"campaign", "sticker", "table", "Q9"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "no rule sticker 'Q9'"));
    CHECK(contains(r.err, "rule.evolve (printed S/S1)"));
    CHECK(contains(t.run({"campaign", "show", "table"}).out, "slot K/M1: From now on the nemesis deck"));
}
