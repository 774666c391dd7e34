// The later Outcasts market cards (card-facts §4.1), each played or cast in a real battle.
#include "tests/support/outcasts_battle.hpp"

using namespace ae;
using ae::test::count_def;
using ae::test::PackBattle;

namespace {
PackBattle market(std::vector<std::string> mages = {"outcasts.mage.kel"}) {
    PackBattle b = ae::test::outcasts_battle(std::move(mages));
    b.setup.supply = {"base.gem.jade",
                      "outcasts.spell.fortified_frost",
                      "outcasts.relic.rift_dagger",
                      "outcasts.gem.vigorous_sunstone",
                      "outcasts.spell.twisted_fang",
                      "outcasts.spell.tornado_of_insight"};
    return b;
}
std::string minion_or_nemesis(PackBattle& b) { return b.has("nemesis") ? "nemesis" : ""; }
void at_nemesis(PackBattle& b) {
    if (!b.engine->over() && !minion_or_nemesis(b).empty()) b.ok("nemesis");
}
} // namespace

TEST_CASE("Vigorous Sunstone: the second card gained this turn goes to hand; 3 aether", "[pack][outcasts]") {
    for (const bool second : {false, true}) {
        PackBattle b = market();
        b.create();
        for (int i = 0; i < 5; ++i) b.give(0, "base.gem.jade");
        b.advance();
        for (int i = 0; i < 5; ++i) b.play(b.nth_in_hand(0, "base.gem.jade"));
        if (second) b.ok("buy:base.gem.jade");
        b.ok("buy:outcasts.gem.vigorous_sunstone");
        const auto& p = b.s().players[0];
        CHECK(count_def(p.hand, b.s(), "outcasts.gem.vigorous_sunstone") == (second ? 1 : 0));
        CHECK(count_def(p.discard, b.s(), "outcasts.gem.vigorous_sunstone") == (second ? 0 : 1));
    }
    PackBattle play = market();
    play.create();
    const CardId sun = play.give(0, "outcasts.gem.vigorous_sunstone");
    play.advance();
    play.play(sun);
    CHECK(play.aether() == 3);
}

TEST_CASE("Carnivorous Roox: 1 aether plus a destroyed card's cost, or focus twice", "[pack][outcasts]") {
    PackBattle b = market();
    b.create();
    const CardId roox = b.give(0, "outcasts.relic.carnivorous_roox");
    const CardId jade = b.give(0, "base.gem.jade");
    b.advance();
    b.play(roox);
    b.ok("aether");
    b.pick({jade});
    CHECK(b.destroyed(jade));
    CHECK(b.aether() == 3); // 1 + Jade's cost 2

    PackBattle f = market();
    f.create();
    const CardId roox2 = f.give(0, "outcasts.relic.carnivorous_roox");
    f.advance();
    const int before = f.s().players[0].breaches[1].rotation; // Kel's breach II: the cheapest closed one
    f.play(roox2);
    f.ok("focus");
    CHECK(f.destroyed(roox2));
    const auto& br = f.s().players[0].breaches;
    const bool focused_twice = br[1].status == BreachStatus::Open || br[1].rotation != before;
    CHECK(focused_twice);
    CHECK(f.count(EventKind::BreachFocused) == 2);
}

TEST_CASE("Rift Dagger: a card costing 3 or less from another pile, 4 if destroyed; 1 aether: to hand",
          "[pack][outcasts]") {
    PackBattle b = market();
    b.create();
    const CardId dagger = b.give(0, "outcasts.relic.rift_dagger");
    const CardId crystal = b.nth_in_hand(0, "base.gem.crystal");
    b.advance();
    b.play(crystal);
    b.play(dagger);
    b.ok("no");                                        // keep the Dagger: up to 3
    CHECK_FALSE(b.has("outcasts.relic.rift_dagger"));  // not from its own pile
    CHECK_FALSE(b.has("outcasts.spell.twisted_fang")); // costs 4
    b.ok("base.gem.jade");
    b.ok("yes"); // pay 1 aether
    CHECK(count_def(b.s().players[0].hand, b.s(), "base.gem.jade") == 1);
    CHECK(b.aether() == 0);

    PackBattle d = market();
    d.create();
    const CardId dagger2 = d.give(0, "outcasts.relic.rift_dagger");
    d.advance();
    d.play(dagger2);
    d.ok("yes"); // destroy it: up to 4
    CHECK(d.destroyed(dagger2));
    d.ok("outcasts.spell.twisted_fang");
    CHECK(count_def(d.s().players[0].discard, d.s(), "outcasts.spell.twisted_fang") == 1);
}

TEST_CASE("Unhinged Vortex: an ally draws 3 and discards 1, or focus and take a card back",
          "[pack][outcasts]") {
    PackBattle b = market(ae::test::kTwoKels);
    b.create();
    const CardId vortex = b.give(0, "outcasts.relic.unhinged_vortex");
    b.advance();
    b.play(vortex);
    b.ok("draw");
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.s().players[1].hand.size() == 8);
    b.pick({b.s().players[1].hand[0]});
    CHECK(b.s().players[1].hand.size() == 7);

    PackBattle f = market(ae::test::kTwoKels);
    f.create();
    const CardId vortex2 = f.give(0, "outcasts.relic.unhinged_vortex");
    const CardId back = f.to_discard_pile(1, "base.gem.jade");
    f.advance();
    f.play(vortex2);
    f.ok("focus");
    f.ok("p2b2"); // player 2's breach II
    CHECK(f.count(EventKind::BreachFocused) == 1);
    f.pick({back});
    CHECK(f.in_hand(1, back));
}

TEST_CASE("Shattering Bolt: 2 damage and destroy a hand card, or discard a gem for 4", "[pack][outcasts]") {
    PackBattle b = market();
    b.create();
    const CardId bolt = b.prep(0, "outcasts.spell.shattering_bolt", 1);
    b.advance();
    b.cast(bolt);
    b.ok("two");
    at_nemesis(b);
    const CardId gone = b.s().players[0].hand[0];
    b.pick({gone});
    CHECK(b.nemesis_damage() == 2);
    CHECK(b.destroyed(gone));

    PackBattle f = market();
    f.create();
    const CardId bolt2 = f.prep(0, "outcasts.spell.shattering_bolt", 1);
    f.advance();
    f.cast(bolt2);
    f.ok("four");
    const CardId gem = f.nth_in_hand(0, "base.gem.crystal");
    f.pick({gem});
    at_nemesis(f);
    CHECK(f.in_discard(0, gem));
    CHECK(f.nemesis_damage() == 4);
}

TEST_CASE("Swarm Of Flame: 5 damage, then cast a prepped spell costing 5 or less", "[pack][outcasts]") {
    PackBattle b = market(ae::test::kTwoKels);
    b.create();
    const CardId swarm = b.prep(0, "outcasts.spell.swarm_of_flame", 1);
    const CardId fang = b.prep(1, "outcasts.spell.twisted_fang", 1);
    b.prep(1, "outcasts.spell.tornado_of_insight", 2); // costs 6: not offered
    b.advance();
    b.cast(swarm);
    at_nemesis(b);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().options.size() == 1);
    b.pick({fang});
    at_nemesis(b);
    CHECK(b.nemesis_damage() == 5 + 3);
    CHECK(b.in_discard(1, fang));
}

TEST_CASE("Arcane Relay: an ally draws; 4 damage plus 1 per card costing 1 or more in their hand",
          "[pack][outcasts]") {
    PackBattle b = market(ae::test::kTwoKels);
    b.create();
    const CardId relay = b.prep(0, "outcasts.spell.arcane_relay", 1);
    b.give(1, "base.gem.jade");
    b.give(1, "outcasts.spell.twisted_fang");
    b.to_deck_top(1, "outcasts.spell.tornado_of_insight"); // drawn by the Relay
    b.advance();
    b.cast(relay);
    at_nemesis(b);
    CHECK(b.nemesis_damage() == 4 + 3);
}

TEST_CASE("printed level-1 treasures: Mazra's Thesis, Razra's Whistle, Rhia's Pocket, Talix's Everburn",
          "[pack][outcasts]") {
    PackBattle m = market(ae::test::kTwoKels);
    m.create();
    const CardId thesis = m.prep(0, "outcasts.treasure.mazras_thesis", 1);
    m.advance();
    const int rotation = m.s().players[1].breaches[2].rotation;
    m.cast(thesis);
    at_nemesis(m);
    m.pick_player(1);
    CHECK(m.nemesis_damage() == 1);
    CHECK((m.s().players[1].breaches[2].rotation != rotation ||
           m.s().players[1].breaches[2].status == BreachStatus::Open));

    PackBattle w = market();
    w.create();
    const CardId whistle = w.give(0, "outcasts.treasure.razras_training_whistle");
    w.advance();
    w.play(whistle);
    w.ok("charge");
    CHECK(w.charges(0) == 1);
    CHECK(w.aether() == 0);

    PackBattle r = market();
    r.create();
    const CardId pocket = r.give(0, "outcasts.treasure.rhias_planar_pocket");
    r.advance();
    r.play(pocket);
    CHECK(r.aether() == 1);
    CHECK(r.restricted_aether("relic") == 1);

    PackBattle t = market();
    t.create();
    const CardId everburn = t.give(0, "outcasts.treasure.talixs_everburn");
    const CardId s1 = t.give(0, "outcasts.spell.twisted_fang");
    const CardId s2 = t.give(0, "base.spell.spark");
    t.advance();
    t.play(everburn);
    t.pick({s1, s2});
    CHECK(t.aether() == 3);
    CHECK(t.in_discard(0, s1));
    CHECK(t.in_discard(0, s2));
}

TEST_CASE("Dizzying Burst: 6 damage, then the turn order deck is put back in any order", "[pack][outcasts]") {
    PackBattle b = market(ae::test::kTwoKels);
    b.setup.turn_order = {"p1", "p2", "nemesis", "p1", "nemesis"};
    b.create();
    const CardId burst = b.prep(0, "outcasts.spell.dizzying_burst", 1);
    b.advance();
    CHECK(b.turn_order_deck() == std::vector<std::string>{"p2", "nemesis", "p1", "nemesis"});
    b.cast(burst); // no minion: the damage goes to the nemesis without asking
    CHECK(b.nemesis_damage() == 6);
    // The caster restacks from the top; alike cards are offered once.
    REQUIRE(b.kind() == DecisionKind::ChooseOption);
    CHECK(b.pending().options.size() == 3);
    CHECK(b.pending().prompt.find("Dizzying Burst") != std::string::npos);
    b.ok("p1");
    b.ok("nemesis");
    b.ok("nemesis"); // p2 is left: placed without asking
    CHECK(b.turn_order_deck() == std::vector<std::string>{"p1", "nemesis", "nemesis", "p2"});
}
