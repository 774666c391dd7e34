// The shipped Legacy campaign against the books (issue #15 §1.6, ../shared/audits/campaigns.md L10, L12,
// L18, L23): supply improvements after every chapter from the Legacy box only, one sheet of starter
// stickers, the German printing's true-solo life.
#include "campaigns/hooks.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/shipped.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using namespace ae;
using namespace ae::campaign;

TEST_CASE("legacy books: a supply improvement after each of Chapters 1-6, from Legacy cards only",
          "[campaign]") {
    const auto def = load_shipped_definition("legacy");
    std::set<std::string> seen(def.supply.begin(), def.supply.end());
    std::vector<std::string> after; // the chapter step each improvement belongs to
    for (const auto& step : def.steps)
        for (const auto& op : step.ops)
            if (op.kind == OpKind::SupplyImprovement) {
                after.push_back(step.title);
                CHECK(op.cards.size() == 4); // rules/legacy.md §8.2: four new piles, add 2, banish 2
                CHECK(op.add == 2);
                CHECK(op.banish == 2);
                for (const auto& id : op.cards) {
                    INFO(step.id << ": " << id);
                    CHECK(id.rfind("legacy.", 0) == 0); // a Legacy box holds no base-game cards
                    CHECK(test::shipped().player_cards.at(id).pile_size > 0);
                    CHECK(seen.insert(id).second); // never offered twice, never a starting pile
                }
            }
    CHECK(after == std::vector<std::string>{"End of Chapter 1", "End of Chapter 2", "Chapter 3", "Chapter 4",
                                            "Chapter 5", "Chapter 6"});
}

TEST_CASE("legacy books: a true-solo mage may start with 12 or 14 life (German printing)", "[campaign]") {
    const auto def = load_shipped_definition("legacy");
    std::vector<LogEntry> log;
    NewCampaign n{"solo", 1, {"Ana"}, {}, 0, 7};
    n.solo_life = 14;
    auto s = create_campaign(def, test::shipped(), n, log);
    Runner r(def, test::shipped(), s, hook_runner(def));
    REQUIRE(r.advance() == RunStatus::Battle);
    CHECK(r.battle_setup().rules.player_life == 14);
    CHECK(std::any_of(log.begin(), log.end(), [](const LogEntry& e) {
        return e.text == "Ana starts every battle with 14 life (true solo, easier).";
    }));
    n.solo_life = 13;
    CHECK_THROWS_WITH(create_campaign(def, test::shipped(), n, log), Catch::Contains("12 or 14 life"));
    n.solo_life = 12;
    n.players = 2;
    n.mage_names = {"Ana", "Bo"};
    CHECK_THROWS_WITH(create_campaign(def, test::shipped(), n, log), Catch::Contains("true solo"));
    // From the command line too.
    CHECK(test::gravehold({"--db", ":memory:", "campaign", "new", "legacy", "--players", "1", "--name", "s",
                           "--solo-life", "13"})
              .code != 0);
}
