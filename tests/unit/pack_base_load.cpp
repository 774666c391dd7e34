// The shipped base pack loads cleanly, holds what card-facts.md lists (costs, mages, basic cards, the two
// nemeses) and every script compiles and defines the entry points its YAML promises.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <set>

using namespace ae;
using ae::test::base_content;
using ae::test::base_pack;

TEST_CASE("base pack: loads without errors", "[pack]") {
    for (const auto& e : base_pack().errors) FAIL(content::format(e));
    REQUIRE(base_pack().packs.size() == 1);
    CHECK(base_pack().packs[0].id == "base");
    CHECK(base_pack().packs[0].version == 1);
}

TEST_CASE("base pack: player cards and their costs (card-facts §2.1, §2.2)", "[pack]") {
    const Content& c = base_content();
    const std::map<std::string, std::pair<CardType, int>> market = {
        {"base.gem.jade", {CardType::Gem, 2}},
        {"base.gem.sifters_pearl", {CardType::Gem, 3}},
        {"base.gem.vriswood_amber", {CardType::Gem, 3}},
        {"base.gem.diamond_cluster", {CardType::Gem, 4}},
        {"base.gem.searing_ruby", {CardType::Gem, 4}},
        {"base.gem.burning_opal", {CardType::Gem, 5}},
        {"base.gem.clouded_sapphire", {CardType::Gem, 6}},
        {"base.relic.flexing_dagger", {CardType::Relic, 2}},
        {"base.relic.bottled_vortex", {CardType::Relic, 3}},
        {"base.relic.unstable_prism", {CardType::Relic, 3}},
        {"base.relic.blasting_staff", {CardType::Relic, 4}},
        {"base.relic.focusing_orb", {CardType::Relic, 4}},
        {"base.relic.mages_talisman", {CardType::Relic, 5}},
        {"base.spell.phoenix_flame", {CardType::Spell, 3}},
        {"base.spell.spectral_echo", {CardType::Spell, 3}},
        {"base.spell.amplify_vision", {CardType::Spell, 4}},
        {"base.spell.ignite", {CardType::Spell, 4}},
        {"base.spell.lava_tendril", {CardType::Spell, 4}},
        {"base.spell.dark_fire", {CardType::Spell, 5}},
        {"base.spell.essence_theft", {CardType::Spell, 5}},
        {"base.spell.feral_lightning", {CardType::Spell, 5}},
        {"base.spell.oblivion_swell", {CardType::Spell, 5}},
        {"base.spell.chaos_arc", {CardType::Spell, 6}},
        {"base.spell.planar_insight", {CardType::Spell, 6}},
        {"base.spell.wildfire_whip", {CardType::Spell, 6}},
        {"base.spell.arcane_nexus", {CardType::Spell, 7}},
        {"base.spell.consuming_void", {CardType::Spell, 7}},
    };
    const std::map<std::string, CardType> starters = {
        {"base.gem.crystal", CardType::Gem},          {"base.spell.spark", CardType::Spell},
        {"base.gem.amethyst_shard", CardType::Gem},   {"base.spell.buried_light", CardType::Spell},
        {"base.gem.moonstone_shard", CardType::Gem},  {"base.gem.emerald_shard", CardType::Gem},
        {"base.gem.quartz_shard", CardType::Gem},     {"base.gem.garnet_shard", CardType::Gem},
        {"base.gem.tourmaline_shard", CardType::Gem}, {"base.spell.flare", CardType::Spell},
    };
    // The rest are Crooked Mask's 11 corruptions: handed out by the nemesis, never in a supply.
    std::size_t corruptions = 0;
    for (const auto& [id, d] : c.player_cards)
        if (d.type == CardType::Corruption) {
            ++corruptions;
            CHECK(d.pile_size == 0);
            CHECK(d.cost == 0);
        }
    CHECK(corruptions == 11);
    CHECK(c.player_cards.size() == market.size() + starters.size() + corruptions);
    for (const auto& [id, want] : market) {
        INFO(id);
        REQUIRE(c.player_cards.count(id));
        const auto& d = c.player_card(id);
        CHECK(d.type == want.first);
        CHECK(d.cost == want.second);
        CHECK_FALSE(d.starter);
        CHECK(d.pile_size == (d.type == CardType::Gem ? 7 : 5));
        CHECK(d.origin == Origin::Rulebook);
        CHECK(d.prep_to_closed == (id == "base.spell.feral_lightning"));
    }
    for (const auto& [id, type] : starters) {
        INFO(id);
        REQUIRE(c.player_cards.count(id));
        const auto& d = c.player_card(id);
        CHECK(d.type == type);
        CHECK(d.cost == 0);
        CHECK(d.starter);
        CHECK(d.pile_size == 0);
    }
}

TEST_CASE("base pack: the eight mages (card-facts §2.2, rules Appendix B.2)", "[pack]") {
    const Content& c = base_content();
    REQUIRE(c.mages.size() == 8);
    struct Want {
        std::string unique;
        int crystals_in_hand, sparks_in_hand;
        std::vector<std::string> deck;
        std::array<std::pair<BreachSetup, int>, 4> breaches;
        int charges;
        AbilityWindow window;
    };
    const std::string C = "base.gem.crystal", S = "base.spell.spark";
    const auto O = std::pair{BreachSetup::Open, 0}, X = std::pair{BreachSetup::Absent, 0};
    auto s = [](int r) { return std::pair{BreachSetup::Closed, r}; };
    const std::map<std::string, Want> mages = {
        {"base.mage.adelheim",
         {"base.gem.amethyst_shard",
          2,
          2,
          {C, C, C, C, C},
          {O, s(2), s(0), s(1)},
          5,
          AbilityWindow::NemesisCardDrawn}},
        {"base.mage.brama",
         {"base.spell.buried_light",
          4,
          0,
          {C, C, C, S, S},
          {O, s(1), s(0), s(2)},
          5,
          AbilityWindow::OwnMainPhase}},
        {"base.mage.jian",
         {"base.gem.moonstone_shard",
          2,
          2,
          {C, C, C, S, S},
          {O, O, s(0), s(1)},
          4,
          AbilityWindow::OwnMainPhase}},
        {"base.mage.kadir",
         {"base.gem.emerald_shard",
          3,
          1,
          {C, C, C, S, S},
          {O, s(2), s(1), s(2)},
          5,
          AbilityWindow::AnyMainPhase}},
        {"base.mage.lash",
         {"base.gem.quartz_shard",
          3,
          1,
          {C, C, C, S, S},
          {O, s(2), s(0), s(2)},
          5,
          AbilityWindow::AnyMainPhase}},
        {"base.mage.mist",
         {"base.gem.garnet_shard",
          3,
          1,
          {C, C, C, S, S},
          {O, s(2), s(1), s(1)},
          5,
          AbilityWindow::OwnMainPhase}},
        {"base.mage.phaedraxa",
         {"base.gem.tourmaline_shard",
          3,
          1,
          {C, C, C, C, S},
          {X, O, s(1), s(2)},
          5,
          AbilityWindow::TurnOrderDrawn}},
        {"base.mage.xaxos",
         {"base.spell.flare", 4, 0, {C, C, C, C, S}, {O, s(0), s(0), s(1)}, 5, AbilityWindow::AnyMainPhase}},
    };
    for (const auto& [id, want] : mages) {
        INFO(id);
        REQUIRE(c.mages.count(id));
        const auto& m = c.mage(id);
        CHECK(m.origin == Origin::Rulebook);
        REQUIRE(m.hand.size() == 5);
        CHECK(std::count(m.hand.begin(), m.hand.end(), want.unique) == 1);
        CHECK(std::count(m.hand.begin(), m.hand.end(), C) == want.crystals_in_hand);
        CHECK(std::count(m.hand.begin(), m.hand.end(), S) == want.sparks_in_hand);
        CHECK(m.deck == want.deck);
        for (int b = 0; b < 4; ++b) {
            CHECK(m.breaches[b].setup == want.breaches[b].first);
            CHECK(m.breaches[b].rotation == want.breaches[b].second);
        }
        CHECK(m.ability_charges == want.charges);
        CHECK(m.ability_window == want.window);
    }
}

TEST_CASE("base pack: 22 basic nemesis cards, 8/7/7 by tier (card-facts §2.4)", "[pack]") {
    const Content& c = base_content();
    struct Want {
        int tier;
        CardType type;
        int life_or_power;
        bool to_discard;
    };
    const std::map<std::string, Want> basics = {
        {"base.basic.skewer", {1, CardType::Attack, 0, false}},
        {"base.basic.slaughter", {1, CardType::Attack, 0, false}},
        {"base.basic.bane_sire", {1, CardType::Minion, 6, false}},
        {"base.basic.haze_spewer", {1, CardType::Minion, 5, false}},
        {"base.basic.agony_field", {1, CardType::Power, 2, true}},
        {"base.basic.bleed_static", {1, CardType::Power, 3, false}},
        {"base.basic.eye_of_nothing", {1, CardType::Power, 2, true}},
        {"base.basic.woven_sky", {1, CardType::Power, 2, true}},
        {"base.basic.awaken", {2, CardType::Attack, 0, false}},
        {"base.basic.dispel", {2, CardType::Attack, 0, false}},
        {"base.basic.lay_waste", {2, CardType::Attack, 0, false}},
        {"base.basic.cauterizer", {2, CardType::Minion, 3, false}},
        {"base.basic.needlemaw", {2, CardType::Minion, 11, false}},
        {"base.basic.venomite", {2, CardType::Minion, 9, false}},
        {"base.basic.pulverizing_ray", {2, CardType::Power, 1, false}},
        {"base.basic.gather_darkness", {3, CardType::Attack, 0, false}},
        {"base.basic.obliterate", {3, CardType::Attack, 0, false}},
        {"base.basic.sunder", {3, CardType::Attack, 0, false}},
        {"base.basic.topple", {3, CardType::Attack, 0, false}},
        {"base.basic.jagged_one", {3, CardType::Minion, 14, false}},
        {"base.basic.doom_aegis", {3, CardType::Power, 1, true}},
        {"base.basic.reality_rupture", {3, CardType::Power, 1, true}},
    };
    int by_tier[4] = {0, 0, 0, 0};
    for (const auto& [id, d] : c.nemesis_cards)
        if (d.basic) ++by_tier[d.tier];
    CHECK(by_tier[1] == 8);
    CHECK(by_tier[2] == 7);
    CHECK(by_tier[3] == 7);
    for (const auto& [id, want] : basics) {
        INFO(id);
        REQUIRE(c.nemesis_cards.count(id));
        const auto& d = c.nemesis_card(id);
        CHECK(d.basic);
        CHECK(d.origin == Origin::Rulebook);
        CHECK(d.tier == want.tier);
        CHECK(d.type == want.type);
        if (d.type == CardType::Minion) CHECK(d.life == want.life_or_power);
        if (d.type == CardType::Power) CHECK(d.power == want.life_or_power);
        CHECK(d.to_discard == want.to_discard);
    }
}

TEST_CASE("base pack: the five base nemeses from the printed facts", "[pack]") {
    // ../shared/nemeses-base.md: name, life, printed difficulty and start counters; every card printed.
    const Content& c = base_content();
    struct Want {
        const char* id;
        int life, difficulty;
        std::map<std::string, int> tokens;
    };
    const std::vector<Want> want = {
        {"base.carapace_queen", 60, 3, {{"husks", 2}}},
        {"base.crooked_mask", 70, c.nemesis("base.crooked_mask").difficulty, {}},
        {"base.prince_of_gluttons", 70, c.nemesis("base.prince_of_gluttons").difficulty, {}},
        {"base.rageborne", 70, 2, {{"fury", 1}}},
        {"base.umbra_titan", 70, 3, {{"pillars", 8}}}};
    REQUIRE(c.nemeses.size() == want.size());
    for (const auto& w : want) {
        INFO(w.id);
        const auto& n = c.nemesis(w.id);
        CHECK(n.life == w.life);
        CHECK(n.difficulty == w.difficulty);
        CHECK(n.origin == Origin::Rulebook);
        for (const auto& [k, v] : w.tokens) CHECK(n.tokens.at(k) == v);
        REQUIRE(n.cards.size() == 9);
        int by_tier[4] = {0, 0, 0, 0};
        for (const auto& id : n.cards) {
            ++by_tier[c.nemesis_card(id).tier];
            CHECK(c.nemesis_card(id).origin == Origin::Rulebook);
        }
        CHECK(by_tier[1] == 3);
        CHECK(by_tier[2] == 3);
        CHECK(by_tier[3] == 3);
    }
    const auto& rb = c.nemesis("base.rageborne");
    REQUIRE(rb.side_decks.count("strike"));
    CHECK(rb.side_decks.at("strike").size() == 6);
    for (const auto& id : rb.side_decks.at("strike")) {
        CHECK(c.nemesis_card(id).tier == 0);
        CHECK(c.nemesis_card(id).origin == Origin::Rulebook);
    }
    const auto& mask = c.nemesis("base.crooked_mask");
    REQUIRE(mask.card_decks.count("corruption"));
    CHECK(mask.card_decks.at("corruption").size() == 11);
    for (const auto& id : mask.card_decks.at("corruption"))
        CHECK(c.player_card(id).type == CardType::Corruption);
    CHECK(c.nemesis_card("base.rageborne.provoker").life == 5);
}

TEST_CASE("base pack: every script compiles and defines the entry points its YAML promises", "[pack]") {
    const Content& c = base_content();
    lua::LuaHost host(c);
    for (const auto& [key, source] : c.scripts) { // loading a module runs its chunk: syntax, top level
        INFO(key);
        REQUIRE_NOTHROW(host.has_entry({key, "", "no_such_entry", "", -1, kNoCard, 0}));
    }
    REQUIRE_FALSE(base_pack().required_entries.empty());
    for (const auto& [script, entries] : base_pack().required_entries)
        for (const auto& entry : entries) {
            EffectCall call;
            call.script = script;
            call.entry = entry;
            if (entry.rfind("cards.", 0) == 0) {
                const auto dot = entry.rfind('.');
                call.handler = entry.substr(6, dot - 6);
                call.entry = entry.substr(dot + 1);
            }
            INFO(script << ": " << entry);
            CHECK(host.has_entry(call));
        }
    // Optional entries the YAML cannot promise: every TO DISCARD power also says when it can be paid.
    for (const auto& [id, d] : c.nemesis_cards) {
        if (!d.to_discard) continue;
        INFO(id);
        CHECK(host.has_entry({d.script, d.handler, "can_discard", d.id, -1, kNoCard, 0}));
    }
    for (const char* script :
         {"base/nemeses/umbra_titan/nemesis.lua", "base/nemeses/prince_of_gluttons/nemesis.lua"})
        CHECK(host.has_entry({script, "", "loss_condition", "", -1, kNoCard, 0}));
}

TEST_CASE("base pack: every text is a non-empty own summary and every id is namespaced", "[pack]") {
    const Content& c = base_content();
    std::set<std::string> names;
    for (const auto& [id, d] : c.player_cards) {
        CHECK(id.rfind("base.", 0) == 0);
        CHECK_FALSE(d.text.empty());
    }
    for (const auto& [id, d] : c.nemesis_cards) {
        CHECK(id.rfind("base.", 0) == 0);
        CHECK_FALSE(d.text.empty());
        names.insert(d.name);
    }
    for (const auto& [id, d] : c.mages) CHECK_FALSE(d.ability_text.empty());
    CHECK(names.size() == c.nemesis_cards.size()); // no two nemesis cards share a name
}
