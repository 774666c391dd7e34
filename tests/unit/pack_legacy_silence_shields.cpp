// Legacy's silence and shield tokens (docs/decisions.md), "when prepped" effects and the breach a spell is
// cast from: the rules, and the cards that need them (Soothing Torporene, Reality Stabilizer, Fulmite Slab,
// Bending Beam, Pyro Geist; Spine Thresher, Facet Ogre and Maddening Spectre with their shields; base's
// Chaos Arc). Battles against Rageborne, whose Unleash is +1 Fury.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
const std::string L = "legacy.basic.";

PackBattle battle(std::vector<std::string> turn_order = {"p1", "nemesis", "p1"}) {
    PackBattle b(legacy_content(), {"legacy.mage.green_front"}, "base.rageborne", std::move(turn_order));
    b.setup.nemesis_deck = {"base.basic.bleed_static", "base.basic.bleed_static", "base.basic.bleed_static"};
    return b;
}
std::string minion(CardId c) { return "minion:" + std::to_string(c.value()); }

// Player 1 ends the turn (main phase, then the draw phase's discard order if asked) and the nemesis plays.
void end_turn(PackBattle& b) {
    b.end_casting();
    b.ok("end");
    while (!b.engine->over() && b.kind() == DecisionKind::DiscardOrder) b.ok(b.pending().options[0].id);
}
} // namespace

TEST_CASE("silence: a silenced minion skips its next Persistent effect, then acts again", "[legacy][rules]") {
    PackBattle b = battle({"p1", "nemesis", "p1", "nemesis", "p1"});
    b.create();
    const CardId spectre = b.in_play(L + "maddening_spectre");
    const CardId torporene = b.give(0, "legacy.gem.soothing_torporene");
    b.advance();
    b.end_casting();
    b.play(torporene);
    b.ok("silence"); // the only minion is chosen without a question
    CHECK(b.nemesis_in_play(spectre)->silenced);
    CHECK(b.aether() == 0);
    end_turn(b);
    CHECK(b.tokens("fury") == 1); // its Unleash twice did not happen
    CHECK_FALSE(b.nemesis_in_play(spectre)->silenced);
    end_turn(b);
    CHECK(b.tokens("fury") == 3); // the next nemesis turn it acts
}

TEST_CASE("Soothing Torporene gives 2 aether; Reality Stabilizer 2 charges and a silence",
          "[legacy][market]") {
    PackBattle b = battle();
    b.create();
    const CardId t = b.give(0, "legacy.gem.soothing_torporene");
    b.advance();
    b.end_casting();
    b.play(t);
    // No minion in play: silencing is not possible, so the only choice, 2 aether, is made at once.
    CHECK(b.kind() == DecisionKind::MainAction);
    CHECK(b.aether() == 2);

    PackBattle r = battle();
    r.setup.players[0].mage = "legacy.mage.green_front_awakened"; // a mat with an ability holds charges
    r.create();
    const CardId ogre = r.in_play(L + "facet_ogre");
    const CardId stab = r.give(0, "legacy.relic.reality_stabilizer");
    r.advance();
    r.end_casting();
    r.play(stab);
    CHECK(r.charges(0) == 2);
    CHECK(r.nemesis_in_play(ogre)->silenced); // the only minion: silenced without a question
}

TEST_CASE("shields: each damage instance to a shielded minion takes a shield instead of life",
          "[legacy][rules]") {
    PackBattle b = battle();
    b.create();
    const CardId thresher = b.in_play(L + "spine_thresher"); // life 1, 3 shields
    const CardId geist = b.prep(0, "legacy.spell.pyro_geist", 1);
    b.advance();
    CHECK(b.nemesis_in_play(thresher)->shields == 3);
    b.cast(geist); // two damage sources: 1, then 2
    b.ok(minion(thresher));
    b.ok(minion(thresher));
    const InPlayCard* ip = b.nemesis_in_play(thresher);
    REQUIRE(ip);
    CHECK(ip->shields == 1);
    CHECK(ip->life == 1);
}

TEST_CASE("Facet Ogre: Gravehold suffers its shields; at 2 or fewer it gains one", "[legacy]") {
    PackBattle b = battle({"nemesis", "p1"});
    b.create();
    const CardId ogre = b.in_play(L + "facet_ogre");
    b.advance();
    CHECK(b.gravehold_damage() == 4);
    CHECK(b.nemesis_in_play(ogre)->shields == 4);

    PackBattle low = battle({"nemesis", "p1"});
    low.create();
    const CardId ogre2 = low.in_play(L + "facet_ogre");
    low.mut().nemesis.in_play.back().shields = 2;
    low.advance();
    CHECK(low.gravehold_damage() == 2);
    CHECK(low.nemesis_in_play(ogre2)->shields == 3);
}

TEST_CASE("Pyro Geist: 1 damage when prepped, however it is prepped; cast: two sources", "[legacy][market]") {
    PackBattle b = battle();
    b.create();
    const CardId geist = b.give(0, "legacy.spell.pyro_geist");
    b.advance();
    b.end_casting();
    b.ok("prep:" + std::to_string(geist.value()) + ":1");
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.count(EventKind::DamageDealt, "legacy.spell.pyro_geist") == 1);
    CHECK(b.kind() == DecisionKind::MainAction);
}

TEST_CASE("Bending Beam: 2 damage, 5 from an open breach III", "[legacy][market]") {
    for (const int breach : {1, 3}) {
        PackBattle b = battle();
        b.create();
        for (auto& br : b.mut().players[0].breaches) br.status = BreachStatus::Open;
        const CardId beam = b.prep(0, "legacy.spell.bending_beam", breach);
        b.advance();
        b.cast(beam);
        // Legacy's open-breach bonus (breach III: +1) applies too; the Beam's own +3 only from breach III.
        const int bonus = b.s().rules.variant == Variant::Base ? (breach == 3 ? 1 : 0) : 0;
        CHECK(b.nemesis_damage() == (breach == 3 ? 5 : 2) + bonus);
    }
}

TEST_CASE("Chaos Arc: 2 more damage for each spell prepped next to the breach it is cast from",
          "[pack][base]") {
    PackBattle b(ae::test::base_content(), {"base.mage.brama"}, "base.rageborne");
    b.create();
    for (auto& br : b.mut().players[0].breaches) br.status = BreachStatus::Open;
    const CardId arc = b.prep(0, "base.spell.chaos_arc", 2);
    b.prep(0, "base.spell.spark", 1);
    b.prep(0, "base.spell.spark", 3);
    b.prep(0, "base.spell.spark", 4); // not next to breach II
    b.advance();
    b.cast(arc);
    CHECK(b.nemesis_damage() == 3 + 2 * 2);
}

TEST_CASE("Fulmite Slab: 1 aether and 2 pulse, then pulse into aether", "[legacy][market]") {
    PackBattle b = battle();
    b.create();
    const CardId slab = b.give(0, "legacy.gem.fulmite_slab");
    b.advance();
    b.end_casting();
    b.play(slab);
    b.ok("2");
    CHECK(b.aether() == 3);
}

// Jian's Black Mirror casts the spell twice for real (the first cast keeps it prepped, D47): both casts
// know their breach, so Chaos Arc and Bending Beam get their breach III effects and bonus each time.
TEST_CASE("Chaos Arc and Bending Beam through Jian's Black Mirror: both casts are from the breach",
          "[pack][base][legacy]") {
    for (const std::string spell : {"base.spell.chaos_arc", "legacy.spell.bending_beam"}) {
        PackBattle b(legacy_content(), {"base.mage.jian"}, "base.rageborne");
        b.setup.players[0].charges = 99; // full, whatever the mat's slot count
        b.create();
        for (auto& br : b.mut().players[0].breaches) br.status = BreachStatus::Open;
        const CardId c = b.prep(0, spell, 3);
        b.advance();
        b.end_casting();
        b.ok("ability:0");
        // Each cast: Chaos Arc 3 (nothing next to it), Bending Beam 5 (from breach III), and the +1 of breach
        // III.
        const int bonus = b.s().rules.variant == Variant::Base ? 1 : 0;
        CHECK(b.nemesis_damage() == 2 * ((spell == "base.spell.chaos_arc" ? 3 : 5) + bonus));
        CHECK(b.count(EventKind::SpellCast) == 2);
        CHECK(b.in_discard(0, c));
    }
}
