// A campaign state with every field set to something other than its default, for round-trip tests.
#pragma once

#include "campaigns/log.hpp"
#include "campaigns/state.hpp"

#include <vector>

namespace ae::test {

inline campaign::CampaignState sample_campaign(const std::string& name = "Thursday group") {
    using namespace ae::campaign;
    CampaignState s;
    s.name = name;
    s.kind = Kind::Outcasts;
    s.definition = "outcasts";
    s.players = 2;
    s.seed = 18446744073709551557ull; // above 2^63: must survive as an unsigned 64-bit value
    s.draws = 41;
    s.mages = {{1, "Ana", "base.mage.jian", {"a", "b"}, {"c", "d", "e"}, {{"slot1", "sticker.x"}}},
               {2, "Bo", "base.mage.kadir", {"f"}, {}, {}}};
    s.turn_order_names = {"Ana", "Bo", "Ana", "Bo"};
    s.opened = {"pack.1", "envelope.a"};
    s.rule_stickers = {"rule.extra_breach"};
    s.supply = {"base.gem.jade", "base.spell.spark"};
    s.banished_supply = {"base.relic.x"};
    s.banished_nemesis_cards = {"base.nemesis.card.y"};
    s.banished_other = {"other.z"};
    s.basic_nemesis_cards = {"basic.1", "basic.2"};
    s.evolve_stickers = {{"basic.1", 2}};
    s.evolved = {{"basic.2", "evolved.2"}};
    s.upgraded_basic_cards = {"upgraded.1"};
    s.barracks_mages = {"base.mage.jian", "base.mage.kadir"};
    s.barracks_cards = {"base.gem.jade"};
    s.treasures = {{1, {"t1.a", "t1.b"}}, {3, {"t3.a"}}};
    s.position = "battle2a";
    s.position_op = 3;
    s.choices = {{"ch1.path", "a"}};
    s.flags = {{"met_ally", "yes"}};
    BattleAttempt b1{1, "battle1", 1, "base.nemesis.rageborne", 77, "{\"x\":1}", "lost", 0, 12, 9};
    BattleAttempt b2{2, "battle1", 2, "base.nemesis.rageborne", 78, "{\"x\":2}", "playing", 30, 70, 2};
    s.battles = {b1, b2};
    s.current_battle = 1;
    s.finished = true;
    s.global_unlocks = {"expeditions.custom"};
    return s;
}

inline std::vector<campaign::LogEntry> sample_log() {
    return {{0, "campaign_created", R"({"players":2})", "The campaign began with 2 players."},
            {0, "mage_named", R"({"seat":1,"name":"Ana"})", "Seat 1 named their mage Ana."}};
}

} // namespace ae::test
