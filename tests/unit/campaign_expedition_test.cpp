// Custom Outcasts expeditions (campaigns/expedition_gen.*): generated from {battles, seed} and the shipped
// content, reproducible, reloadable by id, and playable end to end through the CLI.
#include "campaigns/expedition_gen.hpp"
#include "cli/app.hpp"
#include "play/campaign_session.hpp"
#include "play/session.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/shipped.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace ae;
using namespace ae::campaign;

using ae::test::gravehold;

using ae::test::contains;
using ae::test::shipped;

namespace {

std::vector<const Op*> ops_of(const CampaignDef& d, OpKind k) {
    std::vector<const Op*> out;
    for (const auto& s : d.steps)
        for (const auto& op : s.ops)
            if (op.kind == k) out.push_back(&op);
    return out;
}

struct TempDir {
    fs::path dir;
    TempDir() {
        dir = fs::temp_directory_path() / ("gravehold_expedition_" + std::to_string(::getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~TempDir() { fs::remove_all(dir); }
    std::string db(const std::string& name) const { return (dir / (name + ".db")).string(); }
};

} // namespace

TEST_CASE("expedition: the same parameters give the same definition, another seed another", "[campaign]") {
    const auto a = canonical_dump(generate_expedition({4, 1234}, shipped()));
    const auto b = canonical_dump(generate_expedition({4, 1234}, shipped()));
    CHECK(a == b);
    CHECK(a != canonical_dump(generate_expedition({4, 1235}, shipped())));
    CHECK(a != canonical_dump(generate_expedition({8, 1234}, shipped())));
    CHECK(contains(a, "id: expedition-4-1234\n"));
}

TEST_CASE("expedition: 3, 4 and 8 battles give that many battles, each retried up to 5 times", "[campaign]") {
    for (int battles : {3, 4, 8}) {
        const auto d = generate_expedition({battles, 77}, shipped());
        INFO("battles " << battles);
        CHECK(d.kind == "outcasts");
        CHECK(d.rules.variant == Variant::Outcasts);
        const auto fights = ops_of(d, OpKind::Battle);
        REQUIRE(static_cast<int>(fights.size()) == battles);
        for (const auto* b : fights) {
            CHECK(b->battle.retry_on_loss);
            CHECK(b->battle.max_attempts == 5);
        }
        CHECK(static_cast<int>(ops_of(d, OpKind::ChooseMages).size()) == battles);
        CHECK(static_cast<int>(ops_of(d, OpKind::ChooseSupply).size()) == battles);
        CHECK(ops_of(d, OpKind::Finish).size() == 1);
        CHECK(d.steps.back().ops.back().kind == OpKind::Finish);
        // Later battles are no easier.
        for (std::size_t i = 1; i < fights.size(); ++i)
            CHECK(shipped().nemesis(fights[i - 1]->battle.nemesis).difficulty <=
                  shipped().nemesis(fights[i]->battle.nemesis).difficulty);
    }
    CHECK_THROWS_AS(generate_expedition({5, 1}, shipped()), InvalidRequest);
}

TEST_CASE("expedition: every id it names exists, with the role it is used for", "[campaign]") {
    const Content& c = shipped();
    for (int battles : {3, 4, 8})
        for (std::uint64_t seed : {1ULL, 2ULL, 99ULL, 123456789ULL}) {
            const auto d = generate_expedition({battles, seed}, c);
            INFO(d.id);
            CHECK(play::check_definition_references(d, c).empty());
            REQUIRE(d.barracks_mages.size() == 4);
            for (const auto& id : d.barracks_mages) CHECK_FALSE(id.starts_with("legacy.mage."));
            // The starting barracks: 3 gems (one costing 3), 2 relics, 4 spells, all supply cards.
            REQUIRE(d.supply.size() == 9);
            int gems = 0, gems3 = 0, relics = 0, spells = 0;
            for (const auto& id : d.supply) {
                const auto& card = c.player_card(id);
                CHECK(card.pile_size > 0);
                CHECK(card.level == 0);
                gems += card.type == CardType::Gem;
                gems3 += card.type == CardType::Gem && card.cost == 3;
                relics += card.type == CardType::Relic;
                spells += card.type == CardType::Spell;
            }
            CHECK(gems == 3);
            CHECK(gems3 >= 1);
            CHECK(relics == 2);
            CHECK(spells == 4);
            for (const auto& id : d.basic_nemesis_cards) {
                const auto& card = c.nemesis_card(id);
                CHECK(card.basic);
                CHECK_FALSE(card.upgraded);
            }
            CHECK_FALSE(d.curse_deck.empty());
            // Rewards: things the barracks never held, each once.
            std::set<std::string> seen(d.supply.begin(), d.supply.end());
            seen.insert(d.barracks_mages.begin(), d.barracks_mages.end());
            for (const auto* op : ops_of(d, OpKind::Change)) {
                const auto& ch = op->change;
                CHECK(seen.insert(ch.id).second);
                if (ch.kind == "add_treasure")
                    CHECK(c.player_card(ch.id).level == ch.level);
                else if (ch.kind == "add_barracks_card")
                    CHECK(c.player_card(ch.id).pile_size > 0);
                else if (ch.kind == "add_barracks_mage")
                    CHECK((c.mages.count(ch.id) == 1 && !ch.id.starts_with("legacy.mage.")));
                else
                    FAIL("unexpected change " << ch.kind);
            }
        }
}

TEST_CASE("expedition: treasure levels follow the 4-battle schedule stretched over the expedition",
          "[campaign]") {
    const std::map<int, std::vector<int>> schedule{
        {3, {1, 2, 4}}, {4, {1, 2, 3, 4}}, {8, {1, 1, 1, 2, 2, 3, 3, 4}}};
    for (const auto& [battles, steps] : schedule) {
        INFO("battles " << battles);
        const auto d = generate_expedition({battles, 5}, shipped());
        const auto choose = ops_of(d, OpKind::ChooseTreasures);
        REQUIRE(choose.size() == steps.size());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            CHECK(choose[i]->battle_number == steps[i]);
            CHECK(treasure_step(static_cast<int>(i) + 1, battles) == steps[i]);
        }
        // Treasures of level L arrive right after the battle before the first one that uses them
        // (choose_treasures uses level 1 from step 2, level 2 from step 3, level 3 at step 4).
        for (int level = 1; level <= 3; ++level) {
            std::size_t first_use = 0;
            while (steps[first_use] < level + 1) ++first_use;
            REQUIRE(first_use >= 1);
            for (std::size_t s = 0; s < d.steps.size(); ++s) {
                int added = 0;
                for (const auto& op : d.steps[s].ops)
                    added += op.kind == OpKind::Change && op.change.kind == "add_treasure" &&
                             op.change.level == level;
                INFO("level " << level << " step " << s);
                if (s == first_use - 1)
                    CHECK(added > 0);
                else
                    CHECK(added == 0);
            }
        }
    }
}

TEST_CASE("expedition: its id is parsed back and reloads the same definition", "[campaign]") {
    const auto p = parse_expedition_id("expedition-8-18446744073709551615");
    REQUIRE(p);
    CHECK(p->battles == 8);
    CHECK(p->seed == 18446744073709551615ULL);
    CHECK(expedition_id(*p) == "expedition-8-18446744073709551615");
    CHECK_FALSE(parse_expedition_id("outcasts"));
    CHECK_FALSE(parse_expedition_id("expedition-4"));
    CHECK_FALSE(parse_expedition_id("expedition-4-x"));
    CHECK_FALSE(parse_expedition_id("expedition-4-99999999999999999999999"));
    CHECK_THROWS_AS(parse_expedition_id("expedition-5-1"), InvalidRequest);

    CHECK(canonical_dump(load_definition_for("expedition-4-1234", shipped())) ==
          canonical_dump(generate_expedition({4, 1234}, shipped())));
    CHECK_THROWS_AS(load_shipped_definition("expedition-4-1234"), InvalidRequest);
    CHECK(load_definition_for("outcasts", shipped()).id == "outcasts"); // shipped ones still load
}

TEST_CASE("expedition cli: played by bots to the end, the same command twice gives the same campaign",
          "[campaign]") {
    TempDir t;
    std::vector<std::string> shown;
    for (const char* db : {"one", "two"}) {
        REQUIRE(gravehold({"--db", t.db(db), "unlocks", "add", "expeditions.custom"}).code == 0);
        auto r = gravehold({"--db", t.db(db), "campaign", "new", "expedition", "--battles", "3", "--seed",
                            "2024", "--players", "2", "--name", "trek"});
        REQUIRE(r.code == 0);
        r = gravehold({"--db", t.db(db), "campaign", "play", "trek", "--bots", "all", "--quiet"});
        INFO(r.out << r.err);
        REQUIRE(r.code == 0);
        CHECK(contains(r.out, "is finished"));
        r = gravehold({"--db", t.db(db), "campaign", "show", "trek", "--json"});
        REQUIRE(r.code == 0);
        shown.push_back(r.out);
    }
    CHECK(shown[0] == shown[1]);
    const auto state = nlohmann::json::parse(shown[0]);
    CHECK(state.dump().find("\"definition\":\"expedition-3-2024\"") != std::string::npos);
    CHECK(state.dump().find("\"finished\":true") != std::string::npos);
}

TEST_CASE("expedition cli: --battles is required for expedition and refused elsewhere", "[campaign]") {
    TempDir t;
    auto r = gravehold({"--db", t.db("x"), "campaign", "new", "expedition", "--players", "2", "--name", "a"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "needs --battles"));
    r = gravehold({"--db", t.db("x"), "campaign", "new", "expedition", "--battles", "5", "--players", "2",
                   "--name", "a"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "3, 4 or 8"));
    r = gravehold({"--db", t.db("x"), "campaign", "new", "outcasts", "--battles", "4", "--players", "2",
                   "--name", "a"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "only for `campaign new expedition`"));
    r = gravehold({"--db", t.db("x"), "campaign", "list"});
    CHECK(contains(r.out, "No campaigns yet"));
}
