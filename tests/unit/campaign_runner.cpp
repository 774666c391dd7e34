// The campaign step machine over small test definitions (tests/campaigns/): every instruction kind, the
// battle hand-over, retries, and resuming from the saved state alone.
#include "campaigns/hooks.hpp"
#include "play/session.hpp"
#include "tests/support/shipped.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ae;
using namespace ae::campaign;

using ae::test::shipped;

namespace {

CampaignDef mini(const char* name = "mini") {
    return load_definition(std::string(GRAVEHOLD_TEST_DIR) + "/campaigns/" + name);
}

bool has_kind(const std::vector<LogEntry>& log, const std::string& kind) {
    return std::any_of(log.begin(), log.end(), [&](const auto& e) { return e.kind == kind; });
}

int count(const std::vector<std::string>& v, const std::string& x) {
    return static_cast<int>(std::count(v.begin(), v.end(), x));
}

} // namespace

TEST_CASE("campaign: creation names mages, mats and turn order cards", "[campaign]") {
    const auto def = mini();
    std::vector<LogEntry> log;
    const auto s = create_campaign(def, shipped(), {"t", 4, {"Ana", "Bo", "Cy", "Di"}, {}, 0, 7}, log);
    REQUIRE(s.mages.size() == 4);
    CHECK(s.mages[0].mage == "base.mage.jian");
    CHECK(s.mages[1].name == "Bo");
    CHECK(s.mages[1].hand == shipped().mage("base.mage.kadir").hand);
    CHECK(s.turn_order_names == std::vector<std::string>{"Ana / Bo", "Ana / Bo", "Cy / Di", "Cy / Di"});
    CHECK(s.position == "one");
    CHECK(has_kind(log, "campaign_created"));
    CHECK(has_kind(log, "turn_order_named"));
    CHECK_THROWS_AS(create_campaign(def, shipped(), {"t", 5, {}, {}, 0, 1}, log), InvalidRequest);
    CHECK_THROWS_AS(create_campaign(def, shipped(), {"t", 2, {}, {"jian", "jian"}, 0, 1}, log),
                    InvalidRequest);
    CHECK_THROWS_AS(create_campaign(def, shipped(), {"t", 1, {}, {"nobody"}, 0, 1}, log), InvalidRequest);
    const auto solo = create_campaign(def, shipped(), {"s", 1, {"Ana"}, {}, 3, 7}, log);
    CHECK(solo.turn_order_names.size() == 3);
    CHECK(campaign_rules(def, solo).solo_player_cards == 3);
}

TEST_CASE("campaign: a Legacy-style run from start to finish", "[campaign]") {
    const auto def = mini();
    std::vector<LogEntry> log;
    auto s = create_campaign(def, shipped(), {"t", 2, {"Ana", "Bo"}, {}, 0, 7}, log);
    Runner r(def, shipped(), s, hook_runner(def));

    REQUIRE(r.advance() == RunStatus::Battle);
    auto first = r.take_log();
    CHECK(has_kind(first, "story"));
    CHECK(has_kind(first, "pack_opened"));
    CHECK(has_kind(first, "battle_started"));
    const GameSetup& g = r.battle_setup();
    CHECK(g.nemesis == "base.rageborne");
    REQUIRE(g.players.size() == 2);
    CHECK(g.players[0].name == "Ana");
    CHECK(g.supply.size() == 9);
    CHECK(g.rules.variant == Variant::Legacy);
    CHECK_FALSE(g.rules.abilities);
    CHECK(s.battles.at(0).result == "playing");
    r.battle_started(11, "{}");
    r.battle_finished({"won", 12, 0, 9, {}, {}});
    CHECK(s.battles[0].result == "won");
    CHECK(s.battles[0].game_id == 11);
    CHECK(has_kind(r.take_log(), "cleanup"));

    // Starter upgrade: each seat in turn; a bad answer is refused and changes nothing.
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().seat == 1);
    CHECK(r.answer({"base.gem.nothing"}).has_value());
    CHECK(r.answer({"base.gem.jade", "base.spell.ignite"}).has_value());
    CHECK_FALSE(r.answer({"base.gem.jade"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().seat == 2);
    CHECK_FALSE(r.answer({"base.spell.ignite"}).has_value());
    CHECK(count(s.mages[0].hand, "base.gem.jade") == 1);
    CHECK(s.mages[0].hand.size() == shipped().mage("base.mage.jian").hand.size());

    // Supply improvement: add two offered piles, banish two old ones; the unchosen offers are banished.
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().min == 2);
    CHECK_FALSE(r.answer({"base.gem.diamond_cluster", "base.spell.dark_fire"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"base.gem.jade", "base.spell.ignite"}).has_value());
    CHECK(s.supply.size() == 9);
    CHECK(count(s.supply, "base.gem.diamond_cluster") == 1);
    CHECK(count(s.supply, "base.gem.jade") == 0);
    CHECK(count(s.banished_supply, "base.gem.jade") == 1);
    CHECK(count(s.banished_supply, "base.gem.searing_ruby") == 1); // offered, not chosen

    // The hook ran (it saw one battle, won) before the story choice.
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(s.flags.at("battles_so_far") == "1");
    CHECK(count(s.barracks_cards, "base.gem.burning_opal") == 1);
    CHECK(r.decision().key == "path");
    CHECK_FALSE(r.answer({"left"}).has_value());
    CHECK(s.flags.at("side") == "left");

    // The left path places a rule sticker, which changes the next battle's rules; a loss is fought again.
    REQUIRE(r.advance() == RunStatus::Battle);
    CHECK(r.battle_setup().rules.abilities);
    CHECK(r.battle_setup().supply == s.supply);
    const auto seed1 = s.battles.back().seed;
    r.battle_finished({"lost", 0, 30, 20, {}, {}});
    REQUIRE(r.advance() == RunStatus::Battle);
    CHECK(s.battles.size() == 3);
    CHECK(s.battles.back().attempt == 2);
    CHECK(s.battles.back().seed != seed1);
    r.battle_finished({"won", 3, 0, 25, {}, {}});
    CHECK(r.advance() == RunStatus::Finished);
    CHECK(s.finished);
    CHECK(has_kind(r.take_log(), "campaign_finished"));
}

TEST_CASE("campaign: resuming from the saved state gives the same decision", "[campaign]") {
    const auto def = mini();
    std::vector<LogEntry> log;
    auto s = create_campaign(def, shipped(), {"t", 1, {"Ana"}, {}, 0, 3}, log);
    Runner r(def, shipped(), s, hook_runner(def));
    REQUIRE(r.advance() == RunStatus::Battle);
    auto during_battle = s; // a crash while the battle is played
    Runner again(def, shipped(), during_battle, hook_runner(def));
    REQUIRE(again.advance() == RunStatus::Battle);
    CHECK(during_battle.battles.size() == 1); // the same attempt, not a new one
    CHECK(again.battle_setup().nemesis == r.battle_setup().nemesis);
    r.battle_finished({"won", 10, 0, 8, {}, {}});
    REQUIRE(r.advance() == RunStatus::Decision);
    auto copy = s;
    Runner resumed(def, shipped(), copy, hook_runner(def));
    REQUIRE(resumed.advance() == RunStatus::Decision);
    CHECK(resumed.decision().key == r.decision().key);
    CHECK(copy == s);
}

TEST_CASE("campaign: evolve outcomes of a battle become permanent", "[campaign]") {
    const auto def = mini();
    std::vector<LogEntry> log;
    auto s = create_campaign(def, shipped(), {"t", 1, {"Ana"}, {}, 0, 3}, log);
    Runner r(def, shipped(), s, hook_runner(def));
    REQUIRE(r.advance() == RunStatus::Battle);
    r.battle_finished({"won",
                       10,
                       0,
                       8,
                       "2026-11-27",
                       {"legacy.basic.ravenous_leviathan", "legacy.basic.ravenous_leviathan"},
                       {{"base.basic.sunder", "base.basic.topple"}}});
    CHECK(s.evolve_stickers.at("legacy.basic.ravenous_leviathan") == 2);
    CHECK(s.battles[0].date == "2026-11-27"); // the score table's date and chapter
    CHECK(s.battles[0].label == "First");
    CHECK(count(s.basic_nemesis_cards, "base.basic.sunder") == 0);
    CHECK(count(s.basic_nemesis_cards, "base.basic.topple") == 2); // the evolved card took its place
    CHECK(s.evolved.at("base.basic.sunder") == "base.basic.topple");
}

TEST_CASE("campaign: an expedition chooses mages, supply and treasures from the barracks", "[campaign]") {
    const auto def = mini("mini_outcasts");
    std::vector<LogEntry> log;
    auto s = create_campaign(def, shipped(), {"e", 2, {"Ana", "Bo"}, {}, 0, 5}, log);
    Runner r(def, shipped(), s, {});
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().options.size() == 3);
    CHECK_FALSE(r.answer({"base.mage.kadir"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().options.size() == 2); // a mage is used by one seat only
    CHECK(r.answer({"base.mage.kadir"}).has_value());
    CHECK_FALSE(r.answer({"base.mage.jian"}).has_value());

    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().min == 9);
    std::vector<std::string> nine(s.barracks_cards.begin(), s.barracks_cards.begin() + 9);
    CHECK_FALSE(r.answer(nine).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"no"}).has_value()); // not confirmed: choose again
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().min == 9);
    CHECK(s.barracks_cards.size() == 11);
    CHECK_FALSE(r.answer(nine).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"yes"}).has_value());
    CHECK(s.barracks_cards.size() == 9);
    CHECK(s.supply == nine);
    CHECK(count(s.banished_supply, "base.spell.dark_fire") == 1);

    REQUIRE(r.advance() == RunStatus::Battle);
    CHECK(r.battle_setup().players[0].mage == "base.mage.kadir");
    r.battle_finished({"lost", 0, 20, 12, {}, {}});
    // A lost battle is a new game against the same nemesis (rules/outcasts.md §2.5): the per-game setup
    // is asked again, and this time Ana takes Brama.
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().key.find("seat1") != std::string::npos);
    CHECK_FALSE(r.answer({"base.mage.brama"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"base.mage.jian"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().options.size() == 9); // the barracks holds only what the supply took
    CHECK_FALSE(r.answer(nine).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"yes"}).has_value());
    REQUIRE(r.advance() == RunStatus::Battle);
    CHECK(s.battles.back().attempt == 2);
    CHECK(r.battle_setup().players[0].mage == "base.mage.brama");
    r.battle_finished({"won", 5, 0, 14, {}, {}});

    // Battle 3 rules: a level-1 treasure per player (replacing a starter), one level-2 for the group.
    REQUIRE(r.advance() == RunStatus::Decision); // mages again
    CHECK_FALSE(r.answer({"base.mage.jian"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"base.mage.brama"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().key.find("l1.seat1") != std::string::npos);
    CHECK_FALSE(r.answer({"outcasts.treasure.scorch_note"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK(r.decision().options.size() == 2); // the other level-1 treasure, or none
    CHECK_FALSE(r.answer({"outcasts.treasure.wayfarers_prism"}).has_value());
    REQUIRE(r.advance() == RunStatus::Decision);
    CHECK_FALSE(r.answer({"outcasts.treasure.communal_hearth"}).has_value());
    REQUIRE(r.advance() == RunStatus::Battle);
    const auto& jian = shipped().mage("base.mage.jian");
    const auto& deck = r.battle_setup().players[0].deck;
    CHECK(count(deck, "outcasts.treasure.scorch_note") == 1);
    CHECK(deck.size() == jian.deck.size());
    CHECK(count(deck, "base.spell.spark") ==
          count(jian.deck, "base.spell.spark") - 1); // a spell replaces a Spark
    CHECK(s.flags.at("treasure.group") == "outcasts.treasure.communal_hearth");
    r.battle_finished({"won", 5, 0, 14, {}, {}});
    CHECK(s.flags.count("treasure.group") == 0); // treasures go back to the barracks
    CHECK(r.advance() == RunStatus::Finished);
}

TEST_CASE("campaign: definition errors name file, line and column", "[campaign]") {
    CHECK_THROWS_AS(mini("does_not_exist"), ContentError);
    try {
        mini("broken");
        FAIL("a broken definition loaded");
    } catch (const ContentError& e) {
        const std::string m = e.what();
        CHECK(m.find("campaign.yaml:9:") != std::string::npos); // the unknown instruction
        CHECK(m.find("unknown key 'dance'") != std::string::npos);
        CHECK(m.find("no step 'nowhere'") != std::string::npos);
        CHECK(m.find("campaign.yaml:11:") != std::string::npos); // a scripted deck has no tiers to shuffle
        CHECK(m.find("no tiers to shuffle") != std::string::npos);
    }
}

TEST_CASE("campaign: every change kind is validated and leaves a log line", "[campaign]") {
    const auto def = mini();
    std::vector<LogEntry> log;
    auto s = create_campaign(def, shipped(), {"t", 2, {"Ana", "Bo"}, {}, 0, 3}, log);
    auto apply = [&](Change c) { return apply_change(s, c, def, shipped()); };
    CHECK(apply({"open", "box.c", ""}).kind == "pack_opened");
    CHECK_THROWS_AS(apply({"open", "box.c", ""}), InvalidRequest); // twice
    CHECK(apply({"add_supply_pile", "base.gem.diamond_cluster", ""}).kind == "supply_pile_added");
    CHECK_THROWS_AS(apply({"add_supply_pile", "base.gem.crystal", ""}), InvalidRequest); // a starter, no pile
    CHECK(apply({"banish_supply_pile", "base.gem.diamond_cluster", ""}).kind == "card_banished");
    CHECK_THROWS_AS(apply({"add_supply_pile", "base.gem.diamond_cluster", ""}),
                    InvalidRequest); // banished for good
    CHECK(apply({"banish_nemesis_card", "base.basic.skewer", ""}).text.find("Skewer") != std::string::npos);
    CHECK_THROWS_AS(apply({"evolve_sticker", "base.basic.skewer", ""}),
                    InvalidRequest); // no longer in the set
    CHECK(apply({"add_barracks_card", "base.spell.ignite", ""}).kind == "barracks_added");
    CHECK(apply({"add_barracks_mage", "base.mage.mist", ""}).kind == "barracks_added");
    CHECK_THROWS_AS(apply({"add_barracks_mage", "base.mage.nobody", ""}), InvalidRequest);
    // Treasures belong to Outcasts expeditions (issue #15 §1.9); the mini campaign is a Legacy one.
    CHECK_THROWS_WITH(apply({"add_treasure", "outcasts.treasure.oath_ring", "", 3}),
                      Catch::Contains("has no treasures"));
    CHECK(apply({"add_upgraded_basic", "base.basic.slaughter", ""}).kind == "upgraded_basic_added");
    CHECK_THROWS_AS(apply({"add_upgraded_basic", "base.rageborne.provoker", ""}), InvalidRequest);
    CHECK(apply({"set_flag", "door", "open"}).kind == "flag_set");
    CHECK(s.flags.at("door") == "open");
    CHECK(apply({"place_sticker", "Ana", "2a=ability"}).kind == "sticker_placed");
    CHECK_THROWS_AS(apply({"place_sticker", "Ana", "2a=other"}), InvalidRequest); // the slot is taken
    CHECK_THROWS_AS(apply({"place_sticker", "Zed", "2a=x"}), InvalidRequest);
    CHECK(apply({"set_mat", "2", "base.mage.mist"}).kind == "mat_changed");
    CHECK(s.mages[1].mage == "base.mage.mist");
    CHECK(s.mages[1].hand == shipped().mage("base.mage.kadir").hand); // the campaign's cards stay
    CHECK(apply({"replace_starting_card", "1", "deck:base.spell.spark=base.spell.ignite"}).kind ==
          "starting_card_replaced");
    CHECK(std::count(s.mages[0].deck.begin(), s.mages[0].deck.end(), "base.spell.ignite") == 1);
    CHECK_THROWS_AS(apply({"replace_starting_card", "1", "hand:base.gem.nothing=base.spell.ignite"}),
                    InvalidRequest);
    CHECK_THROWS_AS(apply({"replace_starting_card", "1", "nonsense"}), InvalidRequest);
    CHECK_THROWS_AS(apply({"set_ally", "base.nemesis.nobody", ""}), InvalidRequest);
    CHECK(apply({"note", "", "A quiet evening."}).text == "A quiet evening.");
    // Battles are not changes (issue #15 §1.4: a recorded battle nobody asked for was invented).
    CHECK_THROWS_AS(apply({"record_battle", "base.rageborne", "lost"}), InvalidRequest);
    CHECK_THROWS_AS(apply({"dance", "x", ""}), InvalidRequest);
}

TEST_CASE("campaign: mat stickers with effects change the next battle's setup", "[campaign]") {
    const auto def = mini();
    std::vector<LogEntry> log;
    auto s = create_campaign(def, shipped(), {"t", 2, {"Ana", "Bo"}, {}, 0, 3}, log);
    auto apply = [&](Change c) { return apply_change(s, c, def, shipped()); };
    // Malformed effects are refused before anything is placed.
    CHECK_THROWS_AS(apply({"place_sticker", "Ana", "3=life+"}), InvalidRequest);
    CHECK_THROWS_AS(apply({"place_sticker", "Ana", "3=life+0"}), InvalidRequest);
    CHECK_THROWS_AS(apply({"place_sticker", "Ana", "3=charges+x"}), InvalidRequest);
    CHECK_THROWS_AS(apply({"place_sticker", "Ana", "=life+1"}), InvalidRequest);
    CHECK(s.mages[0].stickers.empty());
    apply({"place_sticker", "Ana", "3=life+1"});
    apply({"place_sticker", "Ana", "6=life+2"});
    apply({"place_sticker", "Ana", "2b=charges+1"});
    apply({"place_sticker", "Bo", "2a=ability"}); // a plain name: shown, no battle effect
    Runner r(def, shipped(), s, hook_runner(def));
    REQUIRE(r.advance() == RunStatus::Battle);
    const GameSetup& g = r.battle_setup();
    CHECK(g.players[0].life == g.rules.player_life + 3);
    CHECK(g.players[0].charges == 1);
    CHECK(g.players[1].life == -1); // the rules' value
    CHECK(g.players[1].charges == 0);
}
