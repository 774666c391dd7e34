// `campaign play` resumes at the same decision (issue 6): a person stops with `q` at a campaign decision or
// in the middle of a battle, and the next `campaign play` first asks exactly what was pending (same prompt,
// same options, same board). An undo inside a campaign battle is saved like an answer. A battle record is
// never left without the attempt that names it.
#include "cli/app.hpp"
#include "cli/campaign_play.hpp"
#include "core/errors.hpp"
#include "saves/campaign_store.hpp"
#include "saves/database.hpp"
#include "tests/support/temp_db.hpp"

#include <SQLiteCpp/Statement.h>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <iostream>
#include <sstream>

namespace {

// Runs a gravehold command in-process; returns its exit code (output is swallowed).
int gravehold(std::vector<std::string> args) {
    args.insert(args.begin(), "gravehold");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    std::ostringstream out, err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    const int code = ae::cli::run(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    INFO(err.str());
    return code;
}

// The `mini` test campaign for Ana and Bo, with its first battle recorded as played at the table, so the
// next thing it needs is the starter upgrade of Chapter 2.
struct MiniCampaign {
    ae::test::TempDb file{"campaign-resume"};
    MiniCampaign() {
        ::setenv("GRAVEHOLD_CAMPAIGNS", GRAVEHOLD_TEST_DIR "/campaigns", 1);
        REQUIRE(gravehold({"--db", db(), "campaign", "new", "mini", "--players", "2", "--name", "r",
                           "--mages", "Ana,Bo", "--seed", "4"}) == 0);
    }
    ~MiniCampaign() { ::unsetenv("GRAVEHOLD_CAMPAIGNS"); }
    std::string db() const { return file.path(); }

    // One `campaign play r` session with a person at every seat, answering `input` line by line.
    std::string play(const std::string& input, const std::string& bots = "none") const {
        ae::cli::CampaignPlayOptions o;
        o.name = "r";
        o.db = db();
        o.bots = bots;
        o.quiet = bots == "all";
        std::istringstream in(input);
        std::ostringstream out;
        REQUIRE(ae::cli::play_campaign(o, in, out) == 0);
        return out.str();
    }
};

constexpr const char* kCampaignPrompt = "or q to stop> ";

// Every campaign decision shown, from its prompt line through its numbered options to the input prompt.
// Each is printed after an empty line (the session's output starts with its newline).
std::vector<std::string> campaign_prompts(const std::string& session) {
    const std::string out = "\n" + session;
    std::vector<std::string> found;
    for (auto end = out.find(kCampaignPrompt); end != std::string::npos;
         end = out.find(kCampaignPrompt, end + 1)) {
        const auto start = out.rfind("\n\n", end);
        REQUIRE(start != std::string::npos);
        found.push_back(out.substr(start + 2, end + std::string(kCampaignPrompt).size() - start - 2));
    }
    return found;
}

// Every battle decision shown: the board (from the nemesis line) and the decision with its options, up to
// the input prompt "> ". The active player's board line also starts with "> " but carries "  life ".
std::vector<std::string> battle_prompts(const std::string& out, const std::string& nemesis) {
    std::vector<std::string> found;
    std::istringstream lines(out);
    std::string line, block;
    bool in_block = false;
    while (std::getline(lines, line)) {
        if (line.rfind(nemesis + "  life ", 0) == 0) {
            in_block = true;
            block.clear();
        }
        if (!in_block) continue;
        if (line.rfind("> ", 0) == 0 && line.find("  life ") == std::string::npos) {
            found.push_back(block);
            in_block = false;
            continue;
        }
        block += line + "\n";
    }
    return found;
}

bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

std::size_t count(const std::string& hay, const std::string& needle) {
    std::size_t n = 0;
    for (auto at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) ++n;
    return n;
}

std::int64_t games_of(const std::string& db) {
    ae::saves::Database d(db);
    SQLite::Statement q(d.db(), "SELECT count(*) FROM games");
    q.executeStep();
    return q.getColumn(0).getInt64();
}

} // namespace

TEST_CASE("campaign resume: a stopped campaign decision is asked again first", "[campaign_cli]") {
    MiniCampaign c;
    REQUIRE(gravehold({"--db", c.db(), "campaign", "record", "r", "--result", "won", "--gravehold", "10",
                       "--turns", "5"}) == 0);

    // Ana picks her starter upgrade; the group stops while Bo is choosing his.
    auto first = c.play("1\nq\n");
    auto asked = campaign_prompts(first);
    REQUIRE(asked.size() == 2);
    CHECK(contains(asked[0], "Ana: choose the new starter card"));
    CHECK(contains(asked[1], "Bo: choose the new starter card"));
    CHECK(contains(first, "Ana chose: Jade"));

    // Next evening: Bo's decision comes first, with the same options, and Ana is not asked again.
    // Jade went to Ana: one sheet has one of each starter sticker (rules/legacy.md §4.3).
    CHECK_FALSE(contains(asked[1].substr(asked[1].find("Bo:")), "Jade"));
    auto second = c.play("1\n1 2\nq\n");
    auto again = campaign_prompts(second);
    REQUIRE(again.size() == 3);
    CHECK(again[0] == asked.back());
    CHECK_FALSE(contains(second, "Ana: choose"));
    CHECK(contains(second, "Bo chose: Ignite"));
    CHECK(contains(again[1], "Supply improvement: choose 2 new piles to add"));
    CHECK(contains(again[2], "Supply improvement: choose 2 piles to banish"));

    // Stopped between the two halves of the supply improvement: the banish half comes first, and the piles
    // added before the stop are offered for banishing (they are in the supply now).
    auto third = c.play("q\n");
    auto banish = campaign_prompts(third);
    REQUIRE(banish.size() == 1);
    CHECK(banish[0] == again.back());

    // Every answer was kept exactly once.
    ae::saves::Database d(c.db());
    const auto log = ae::saves::campaign_log(d, "r");
    int choices = 0;
    for (const auto& e : log) choices += e.kind == "choice_made";
    CHECK(choices == 3); // Ana, Bo, the added piles
}

TEST_CASE("campaign resume: a battle stopped mid-turn resumes at the same decision, undo included",
          "[campaign_cli]") {
    MiniCampaign c;
    REQUIRE(gravehold({"--db", c.db(), "campaign", "record", "r", "--result", "won", "--gravehold", "10",
                       "--turns", "5"}) == 0);
    const std::string nemesis = "Carapace Queen";
    // The Chapter 2 decisions, the left tunnel, then two answers in the battle and a stop.
    auto first = c.play("1\n2\n1 2\n1 2\n1\n1\n1\nq\n");
    REQUIRE(contains(first, "Stopped during the battle"));
    auto shown = battle_prompts(first, nemesis);
    REQUIRE(shown.size() == 3);
    CHECK(shown[0] != shown[2]); // the answers changed the board

    // Resumed: the first decision shown is the one pending at the stop, board and options alike.
    auto second = c.play("1\nu\nq\n");
    CHECK(contains(second, "Resuming battle 2"));
    auto again = battle_prompts(second, nemesis);
    REQUIRE(again.size() == 3);
    CHECK(again[0] == shown.back());
    // The answer is taken back, named as the decision shows its options: the same decision again.
    CHECK(contains(second, "Undone: "));
    CHECK(contains(second, ". Decide again."));
    CHECK_FALSE(contains(second, "Undone: (nothing chosen)"));
    CHECK(again[1] != again[0]);
    CHECK(again[2] == again[0]);

    // The undo was saved: the next session starts from before the undone answer, not after it.
    auto third = c.play("q\n");
    auto after_undo = battle_prompts(third, nemesis);
    REQUIRE(after_undo.size() == 1);
    CHECK(after_undo[0] == again[0]);

    // Still one battle record per attempt: resuming never starts a second one.
    CHECK(games_of(c.db()) == 1);
    CHECK(count(third, "Resuming battle 2") == 1);
}

TEST_CASE("campaign resume: a crash while a battle begins leaves no orphan battle record", "[campaign_cli]") {
    MiniCampaign c;
    {
        // Simulates a crash between creating the battle record and saving the campaign that names it: the
        // campaign's save fails as soon as any battle record exists.
        ae::saves::Database d(c.db());
        d.db().exec("CREATE TRIGGER crash BEFORE UPDATE ON campaigns WHEN (SELECT count(*) FROM games) > 0 "
                    "BEGIN SELECT RAISE(ABORT, 'simulated crash'); END");
    }
    ae::cli::CampaignPlayOptions o;
    o.name = "r";
    o.db = c.db();
    o.bots = "all";
    o.quiet = true;
    std::istringstream in;
    std::ostringstream out;
    CHECK_THROWS_AS(ae::cli::play_campaign(o, in, out), ae::SaveError);
    // The record was written in the same transaction as the campaign, so neither stays.
    CHECK(games_of(c.db()) == 0);
    {
        ae::saves::Database d(c.db());
        d.db().exec("DROP TRIGGER crash");
        auto s = ae::saves::load_campaign(d, "r");
        REQUIRE(s.current_battle);
        CHECK(s.battles.at(static_cast<std::size_t>(*s.current_battle)).game_id == 0);
    }
    // The campaign then plays on to its end with exactly one record per attempt.
    auto rest = c.play("", "all");
    CHECK(contains(rest, "is finished"));
    ae::saves::Database d(c.db());
    const auto s = ae::saves::load_campaign(d, "r");
    CHECK(s.finished);
    CHECK(games_of(c.db()) == static_cast<std::int64_t>(s.battles.size()));
    for (const auto& b : s.battles) CHECK(b.game_id != 0);
}

TEST_CASE("campaign resume: a battle record that does not replay to its stored state is refused, as `battle "
          "--resume` refuses it",
          "[campaign_cli]") {
    MiniCampaign c;
    REQUIRE(gravehold({"--db", c.db(), "campaign", "record", "r", "--result", "won", "--gravehold", "10",
                       "--turns", "5"}) == 0);
    REQUIRE(contains(c.play("1\n2\n1 2\n1 2\n1\n1\n1\nq\n"), "Stopped during the battle"));
    {
        ae::saves::Database d(c.db());
        d.db().exec("UPDATE games SET state_hash = '0123456789abcdef'");
    }
    ae::cli::CampaignPlayOptions o;
    o.name = "r";
    o.db = c.db();
    std::istringstream in("q\n");
    std::ostringstream out;
    CHECK_THROWS_WITH(ae::cli::play_campaign(o, in, out),
                      Catch::Contains("battle 2 of campaign 'r'") &&
                          Catch::Contains("differs from the recorded one"));
    // Nothing was written: the record still holds its answers and the campaign its attempt.
    ae::saves::Database d(c.db());
    CHECK(games_of(c.db()) == 1);
    CHECK(ae::saves::load_campaign(d, "r").battles.back().game_id != 0);
}
