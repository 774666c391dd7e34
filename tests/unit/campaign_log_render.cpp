// The campaign log in its three formats.
#include "campaigns/log.hpp"
#include "core/errors.hpp"
#include "tests/support/campaign_sample.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace ae;
using namespace ae::campaign;

namespace {
std::vector<LogEntry> numbered_log() {
    auto log = test::sample_log();
    log[0].seq = 1;
    log[1].seq = 12;
    log[1].text = "Seat 1 named their mage A|na.";
    return log;
}
} // namespace

TEST_CASE("campaign log: text is one numbered line per entry", "[campaign][log]") {
    CHECK(render_log(numbered_log(), LogFormat::Text, "") == "     1  The campaign began with 2 players.\n"
                                                             "    12  Seat 1 named their mage A|na.\n");
    CHECK(
        render_log(numbered_log(), LogFormat::Text, "Thursday group").rfind("Thursday group\n     1  ", 0) ==
        0);
    CHECK(render_log({}, LogFormat::Text, "").empty());
}

TEST_CASE("campaign log: markdown has a title and a table", "[campaign][log]") {
    CHECK(render_log(numbered_log(), LogFormat::Markdown, "Thursday group") ==
          "# Thursday group\n\n"
          "| # | Entry |\n|---:|---|\n"
          "| 1 | The campaign began with 2 players. |\n"
          "| 12 | Seat 1 named their mage A\\|na. |\n");
    CHECK(render_log({}, LogFormat::Markdown, "T") == "# T\n\nNothing has happened yet.\n");
}

TEST_CASE("campaign log: markdown has a section per battle with what came of it", "[campaign][log]") {
    std::vector<LogEntry> log = {
        {1, "campaign_created", "{}", "Campaign 'x' begins."},
        {2, "battle_started", "{}", "Battle 1 (Chapter 1) against Maelstrom begins."},
        {3, "battle_won", "{}", "Battle 1 against Maelstrom is won."},
        {4, "choice_made", "{}", "Chosen for \"piles to add\": Brane Knife."},
        {5, "battle_started", "{}", "Battle 2 (Chapter 2) against Bladius begins."}};
    CHECK(
        render_log(log, LogFormat::Markdown, "T") ==
        "# T\n\n"
        "## The campaign begins\n\n| # | Entry |\n|---:|---|\n| 1 | Campaign 'x' begins. |\n\n"
        "## Battle 1 (Chapter 1) against Maelstrom\n\n| # | Entry |\n|---:|---|\n"
        "| 2 | Battle 1 (Chapter 1) against Maelstrom begins. |\n| 3 | Battle 1 against Maelstrom is won. |\n"
        "| 4 | Chosen for \"piles to add\": Brane Knife. |\n\n"
        "## Battle 2 (Chapter 2) against Bladius\n\n| # | Entry |\n|---:|---|\n"
        "| 5 | Battle 2 (Chapter 2) against Bladius begins. |\n");
}

TEST_CASE("campaign log: json is an array with the data parsed", "[campaign][log]") {
    const auto j = nlohmann::json::parse(render_log(numbered_log(), LogFormat::Json, "ignored"));
    REQUIRE(j.is_array());
    REQUIRE(j.size() == 2);
    CHECK(j[1]["seq"] == 12);
    CHECK(j[1]["kind"] == "mage_named");
    CHECK(j[1]["data"]["name"] == "Ana");
    CHECK(j[1]["data"]["seat"] == 1);
    CHECK(j[0]["text"] == "The campaign began with 2 players.");
    CHECK(render_log({}, LogFormat::Json, "") == "[]\n");

    auto bad = numbered_log();
    bad[0].payload_json = "{oops";
    CHECK_THROWS_AS(render_log(bad, LogFormat::Json, ""), SaveError);
}
