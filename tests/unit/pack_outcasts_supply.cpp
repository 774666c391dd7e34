// The outcasts pack's market cards, each played or cast in a real battle (rules/outcasts.md §12.1,
// card-facts §4.1).
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::outcasts_content;
using ae::test::PackBattle;

namespace {
const std::vector<std::string> kTwo = {"outcasts.mage.kel", "outcasts.mage.kel"};

PackBattle battle(std::vector<std::string> mages = {"outcasts.mage.kel"}) {
    PackBattle b(outcasts_content(), std::move(mages), "base.rageborne");
    b.setup.supply = {"base.gem.jade",
                      "outcasts.spell.fortified_frost",
                      "outcasts.relic.orb_of_the_deep",
                      "outcasts.gem.molten_peridot",
                      "outcasts.spell.twisted_fang",
                      "outcasts.spell.tornado_of_insight"};
    return b;
}
int count_def(const std::vector<CardId>& zone, const GameState& s, const std::string& def) {
    return static_cast<int>(
        std::count_if(zone.begin(), zone.end(), [&](CardId c) { return s.card(c).def == def; }));
}
CardId a_crystal(PackBattle& b, int p = 0) { return b.nth_in_hand(p, "base.gem.crystal"); }
} // namespace

TEST_CASE("Molten Peridot: the second play may destroy it to gain a card costing 4 or less",
          "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId first = b.give(0, "outcasts.gem.molten_peridot");
    const CardId second = b.give(0, "outcasts.gem.molten_peridot");
    b.advance();
    b.play(first);
    CHECK(b.aether() == 2);
    REQUIRE(b.kind() == DecisionKind::MainAction); // the first play asks nothing
    b.play(second);
    CHECK(b.aether() == 4);
    b.ok("yes");
    CHECK(b.destroyed(second));
    CHECK_FALSE(b.has("outcasts.spell.tornado_of_insight")); // costs 6
    b.ok("outcasts.spell.twisted_fang");
    CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.spell.twisted_fang") == 1);
    CHECK(b.aether() == 4); // the gain is free
}

TEST_CASE("Petrified Phoenixium: the next gain lets you cast a prepped spell", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId spark = b.prep(0, "base.spell.spark", 1);
    const CardId phoenix = b.give(0, "outcasts.gem.petrified_phoenixium");
    b.advance();
    b.end_casting();
    b.play(phoenix);
    CHECK(b.aether() == 2);
    b.ok("buy:base.gem.jade");
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    b.pick({spark});
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.in_discard(0, spark));
    b.play(a_crystal(b));
    b.play(a_crystal(b));
    b.ok("buy:base.gem.jade"); // the trigger was used up by the first gain
    CHECK(b.kind() == DecisionKind::MainAction);
}

TEST_CASE("Duplicating Sazite: on the next gain, discard a prepped spell so an ally gains a card",
          "[pack][outcasts]") {
    PackBattle b = battle(kTwo);
    b.create();
    const CardId frost = b.prep(0, "outcasts.spell.fortified_frost", 1);
    const CardId sazite = b.give(0, "outcasts.gem.duplicating_sazite");
    b.advance();
    b.end_casting();
    b.play(sazite);
    CHECK(b.aether() == 3);
    b.ok("buy:base.gem.jade"); // cost 2
    b.pick({frost});
    CHECK(b.in_discard(0, frost));
    CHECK_FALSE(b.has("outcasts.gem.molten_peridot")); // costs 3, more than the gained Jade
    b.ok("base.gem.jade");
    CHECK(count_def(b.s().players[1].discard, b.s(), "base.gem.jade") == 1);
}

TEST_CASE("Unstable Pyrite: 1 aether, or destroy it for 3 in all", "[pack][outcasts]") {
    for (bool destroy : {false, true}) {
        PackBattle b = battle();
        b.create();
        const CardId pyrite = b.give(0, "outcasts.gem.unstable_pyrite");
        b.advance();
        b.play(pyrite);
        b.ok(destroy ? "yes" : "no");
        CHECK(b.aether() == (destroy ? 3 : 1));
        CHECK(b.destroyed(pyrite) == destroy);
    }
}

TEST_CASE("Helix of Amber: 2 aether; suffer 1 to destroy a card costing 0 in hand", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId helix = b.give(0, "outcasts.gem.helix_of_amber");
    b.advance();
    b.play(helix);
    CHECK(b.aether() == 2);
    const CardId crystal = a_crystal(b);
    b.pick({crystal});
    CHECK(b.life(0) == 9);
    CHECK(b.destroyed(crystal));
}

TEST_CASE("Destiny Forger: an ally trades a hand card up, or 2 charges", "[pack][outcasts]") {
    SECTION("forge") {
        PackBattle b = battle(kTwo);
        b.create();
        const CardId forger = b.give(0, "outcasts.relic.destiny_forger");
        b.advance();
        b.play(forger);
        b.ok("forge"); // the only ally is picked automatically
        REQUIRE(b.pending().who == std::vector<int>{1});
        const CardId crystal = a_crystal(b, 1);
        b.pick({crystal});
        CHECK(b.destroyed(crystal));
        CHECK_FALSE(b.has("outcasts.gem.molten_peridot")); // 3 > 0 + 2
        b.ok("base.gem.jade");
        CHECK(count_def(b.s().players[1].hand, b.s(), "base.gem.jade") == 1);
    }
    SECTION("charges") {
        PackBattle b = battle();
        b.create();
        const CardId forger = b.give(0, "outcasts.relic.destiny_forger");
        b.advance();
        b.play(forger);
        b.ok("charges");
        CHECK(b.destroyed(forger));
        CHECK(b.charges(0) == 2);
    }
}

TEST_CASE("Transmuter's Lens: destroy it and a card; gain a card costing 6 or less", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId lens = b.give(0, "outcasts.relic.transmuters_lens");
    b.advance();
    b.play(lens);
    CHECK(b.destroyed(lens));
    const CardId crystal = a_crystal(b);
    b.pick({crystal});
    CHECK(b.destroyed(crystal));
    b.ok("outcasts.spell.tornado_of_insight");
    CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.spell.tornado_of_insight") == 1);
}

TEST_CASE("Orb of the Deep: focus the cheapest closed breach, or destroy it for a charge",
          "[pack][outcasts]") {
    SECTION("focus") {
        PackBattle b = battle();
        b.create();
        const CardId orb = b.give(0, "outcasts.relic.orb_of_the_deep");
        b.advance();
        b.play(orb);
        b.ok("focus");
        CHECK(b.count(EventKind::BreachFocused) == 1);
        CHECK(b.s().players[0].breaches[1].rotation == 1); // breach II (focus cost 2) is the cheapest
    }
    SECTION("charge") {
        PackBattle b = battle();
        b.create();
        const CardId orb = b.give(0, "outcasts.relic.orb_of_the_deep");
        b.advance();
        b.play(orb);
        b.ok("charge");
        CHECK(b.destroyed(orb));
        CHECK(b.charges(0) == 1);
    }
}

TEST_CASE("Reconstituting Circuit: the ally +1 charge; you may destroy a card in hand", "[pack][outcasts]") {
    PackBattle b = battle();
    b.setup.ally = "outcasts.ally.xaxos";
    b.create();
    const CardId circuit = b.give(0, "outcasts.relic.reconstituting_circuit");
    b.advance();
    b.play(circuit);
    CHECK(b.s().ally_charges == 1);
    const CardId crystal = a_crystal(b);
    b.pick({crystal});
    CHECK(b.destroyed(crystal));
}

TEST_CASE("Bottled Sun: the ally +3 charges", "[pack][outcasts]") {
    PackBattle b = battle();
    b.setup.ally = "outcasts.ally.xaxos";
    b.create();
    const CardId sun = b.give(0, "outcasts.relic.bottled_sun");
    b.advance();
    b.play(sun);
    CHECK(b.s().ally_charges == 3);
}

TEST_CASE("Chain of Retrieval: focus an ally's breach, or a card back from the discard pile",
          "[pack][outcasts]") {
    SECTION("focus") {
        PackBattle b = battle(kTwo);
        b.create();
        const CardId chain = b.give(0, "outcasts.relic.chain_of_retrieval");
        b.advance();
        b.play(chain); // nothing to return: focusing is the only choice, answered automatically
        b.ok("2:2");
        CHECK(b.s().players[1].breaches[1].rotation == 1);
    }
    SECTION("return") {
        PackBattle b = battle();
        b.create();
        const CardId chain = b.give(0, "outcasts.relic.chain_of_retrieval");
        const CardId tornado = b.to_discard_pile(0, "outcasts.spell.tornado_of_insight");
        b.advance();
        b.play(chain);
        b.ok("return");
        CHECK(b.in_hand(0, tornado));
    }
}

TEST_CASE("Fortified Frost: 2 damage, 3 with a discard", "[pack][outcasts]") {
    for (bool discard : {false, true}) {
        PackBattle b = battle();
        b.create();
        const CardId frost = b.prep(0, "outcasts.spell.fortified_frost", 1);
        b.advance();
        b.cast(frost);
        if (discard)
            b.pick({a_crystal(b)});
        else
            b.pick_none();
        CHECK(b.nemesis_damage() == (discard ? 3 : 2));
    }
}

TEST_CASE("Twisted Fang: 3 damage, 4 when its supply pile is empty", "[pack][outcasts]") {
    for (bool empty : {false, true}) {
        PackBattle b = battle();
        b.create();
        if (empty)
            for (auto& pile : b.mut().supply)
                if (pile.card == "outcasts.spell.twisted_fang") pile.cards.clear();
        const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 1);
        b.advance();
        b.cast(fang);
        CHECK(b.nemesis_damage() == (empty ? 4 : 3));
    }
}

TEST_CASE("Lightning Arrow: 3 damage; a discard gives Gravehold 1 life", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    b.mut().gravehold_life = 20;
    const CardId arrow = b.prep(0, "outcasts.spell.lightning_arrow", 1);
    b.advance();
    b.cast(arrow);
    CHECK(b.nemesis_damage() == 3);
    b.pick({a_crystal(b)});
    CHECK(b.s().gravehold_life == 21);
}

TEST_CASE("Tornado of Insight: 5 damage; a charge only without closed breaches", "[pack][outcasts]") {
    for (bool all_open : {false, true}) {
        PackBattle b = battle();
        b.create();
        if (all_open)
            for (auto& br : b.mut().players[0].breaches) br.status = BreachStatus::Open;
        const CardId tornado = b.prep(0, "outcasts.spell.tornado_of_insight", 1);
        b.advance();
        b.cast(tornado);
        CHECK(b.nemesis_damage() == 5);
        CHECK(b.charges(0) == (all_open ? 1 : 0));
    }
}

TEST_CASE("Infused Ignition: 3 damage; the ally +1 charge only at 4 or fewer", "[pack][outcasts]") {
    for (int before : {3, 5}) {
        PackBattle b = battle();
        b.setup.ally = "outcasts.ally.xaxos";
        b.create();
        b.mut().ally_max_charges = 6; // room above 5 to see the limit
        b.mut().ally_charges = before;
        const CardId ignition = b.prep(0, "outcasts.spell.infused_ignition", 1);
        b.advance();
        b.cast(ignition);
        CHECK(b.nemesis_damage() == 3);
        CHECK(b.s().ally_charges == (before == 3 ? 4 : 5));
    }
}

TEST_CASE("Radiant Conflux: 3 damage; an ally may draw and then discards", "[pack][outcasts]") {
    PackBattle b = battle(kTwo);
    b.create();
    const CardId conflux = b.prep(0, "outcasts.spell.radiant_conflux", 1);
    b.advance();
    b.cast(conflux);
    CHECK(b.nemesis_damage() == 3);
    REQUIRE(b.pending().who == std::vector<int>{1});
    b.ok("yes");
    CHECK(b.s().players[1].hand.size() == 6);
    b.pick({b.s().players[1].hand.front()});
    CHECK(b.s().players[1].hand.size() == 5);
    CHECK(b.s().players[1].discard.size() == 1);
}

TEST_CASE("Gathered Will: 2 damage; a spell costing 4 or less onto your deck", "[pack][outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId will = b.prep(0, "outcasts.spell.gathered_will", 1);
    b.advance();
    b.cast(will);
    CHECK(b.nemesis_damage() == 2);
    CHECK_FALSE(b.has("base.gem.jade"));                     // not a spell
    CHECK_FALSE(b.has("outcasts.spell.tornado_of_insight")); // costs 6
    b.ok("outcasts.spell.twisted_fang");
    CHECK(b.s().card(b.s().players[0].deck.front()).def == "outcasts.spell.twisted_fang");
}
