// Triggers (engine/triggers.cpp): cards react to battle moments through "when_<event>" entries, and several
// reactions at one moment resolve in a fixed order, or in the players' order under Outcasts
// (rules/outcasts.md §6).
#include "tests/support/outcasts_battle.hpp"

using namespace ae;
using ae::test::count_def;
using ae::test::PackBattle;

namespace {
const std::string kLava = "base.spell.lava_tendril";
const std::string kRift = "outcasts.spell.unstable_rift";

PackBattle battle(Variant v = Variant::Base, std::vector<std::string> mages = {"outcasts.mage.kel"}) {
    PackBattle b = ae::test::outcasts_battle(std::move(mages));
    b.setup.rules.variant = v;
    b.setup.supply = {"base.gem.jade", "base.relic.focusing_orb", "base.gem.clouded_sapphire"};
    return b;
}

// Indexes of the damage events caused by each card, in battle order.
std::vector<std::string> damage_causes(PackBattle& b) {
    std::vector<std::string> out;
    for (const auto& ev : b.engine->events())
        if (ev.kind == EventKind::DamageDealt) out.push_back(ev.cause);
    return out;
}
} // namespace

TEST_CASE("triggers: Lava Tendril deals 1 when its owner's casting phase ends", "[triggers]") {
    PackBattle b = battle();
    b.create();
    b.prep(0, kLava, 1);
    b.advance();
    REQUIRE(b.kind() == DecisionKind::CastingAction);
    b.ok("end");
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.kind() == DecisionKind::MainAction);
    // Another player's casting phase is not its owner's.
    PackBattle other = battle(Variant::Base, ae::test::kTwoKels);
    other.create();
    other.prep(1, kLava, 1);
    other.advance();
    CHECK(other.nemesis_damage() == 0);
}

TEST_CASE("triggers: two at once resolve in the fixed order outside Outcasts, unasked", "[triggers]") {
    PackBattle b = battle(Variant::Base);
    b.create();
    b.mut().players[0].breaches[1].status = BreachStatus::Open;
    b.prep(0, kRift, 2); // breach II...
    b.prep(0, kLava, 1); // ...and breach I: Lava Tendril comes first in the fixed order
    b.advance();
    b.ok("end");
    REQUIRE(b.kind() == DecisionKind::MainAction); // nobody was asked
    CHECK(damage_causes(b) == std::vector<std::string>{kLava, kRift});
    CHECK(b.nemesis_damage() == 2);
    CHECK(b.aether() == 1); // Unstable Rift's aether
}

TEST_CASE("triggers: under Outcasts the players choose the order of simultaneous effects", "[triggers]") {
    PackBattle b = battle(Variant::Outcasts);
    b.create();
    b.mut().players[0].breaches[1].status = BreachStatus::Open;
    b.prep(0, kLava, 1);
    b.prep(0, kRift, 2);
    b.advance();
    b.ok("end");
    REQUIRE(b.kind() == DecisionKind::TriggerOrder);
    REQUIRE(b.pending().options.size() == 2);
    CHECK(b.pending().options[1].text == "Unstable Rift");
    // A checkpoint may be taken here (no effect is running), and it restores this very decision.
    const auto cp = b.engine->checkpoint();
    REQUIRE(cp);
    const std::vector<Answer> before = b.e().inputs();
    b.ok("trigger:1");                             // Unstable Rift first
    REQUIRE(b.kind() == DecisionKind::MainAction); // the last one needs no choice
    CHECK(damage_causes(b) == std::vector<std::string>{kRift, kLava});
    lua::LuaHost host(b.content);
    Engine restored(b.content, host, b.setup, 1, *cp, before);
    CHECK(restored.pending().kind == DecisionKind::TriggerOrder);
    REQUIRE(restored.submit({restored.pending().seq, 0, {"trigger:1"}}).accepted);
    CHECK(restored.state_hash() == b.e().state_hash());
}

TEST_CASE("triggers: a single reaction under Outcasts is not asked about", "[triggers]") {
    PackBattle b = battle(Variant::Outcasts);
    b.create();
    b.prep(0, kLava, 1);
    b.advance();
    b.ok("end");
    CHECK(b.kind() == DecisionKind::MainAction);
    CHECK(b.nemesis_damage() == 1);
}

TEST_CASE("triggers: Hasted Intellect may put a gained card on top of its owner's deck",
          "[triggers][outcasts]") {
    for (const bool yes : {true, false}) {
        PackBattle b = battle();
        b.create();
        b.prep(0, "outcasts.spell.hasted_intellect", 1);
        for (int i = 0; i < 2; ++i) b.give(0, "base.gem.jade");
        b.advance();
        b.end_casting();
        for (int i = 0; i < 2; ++i) b.play(b.nth_in_hand(0, "base.gem.jade"));
        b.ok("buy:base.gem.jade");
        b.ok(yes ? "yes" : "no");
        const auto& p = b.s().players[0];
        CHECK((b.s().card(p.deck.front()).def == "base.gem.jade") == yes);
        CHECK(count_def(p.discard, b.s(), "base.gem.jade") == (yes ? 0 : 1));
    }
}

TEST_CASE("triggers: Mage Devourer and Scion Of The Void react when a player damages them",
          "[triggers][outcasts]") {
    PackBattle b = battle(Variant::Base, ae::test::kTwoKels);
    b.create();
    const CardId fang = b.prep(0, "outcasts.spell.twisted_fang", 1);
    const CardId devourer = b.in_play("outcasts.basic.mage_devourer");
    b.mut().players[1].breaches[1].status = BreachStatus::Open; // player 2 has the most open breaches
    b.advance();
    b.cast(fang);
    b.ok("minion:" + std::to_string(devourer.value()));
    CHECK(b.nemesis_in_play(devourer)->life == 8);
    CHECK(b.life(1) == 9);
    CHECK(b.life(0) == 10);

    PackBattle s = battle();
    s.create();
    const CardId fang2 = s.prep(0, "outcasts.spell.twisted_fang", 1);
    const CardId scion = s.in_play("outcasts.basic.scion_of_the_void");
    s.advance();
    s.cast(fang2);
    s.ok("minion:" + std::to_string(scion.value()));
    CHECK(s.count(EventKind::Unleashed, "outcasts.basic.scion_of_the_void") == 1);
}

TEST_CASE("triggers: treasures that react (Broken Tooth, Armored Pauldrons, Bloodshot Geode)",
          "[triggers][outcasts]") {
    PackBattle b = battle(Variant::Base, ae::test::kTwoKels);
    b.setup.group_treasures = {"outcasts.treasure.broken_tooth"};
    b.create();
    b.mut().players[0].breaches[1].rotation = 3; // breach II opens with its next focus
    for (int i = 0; i < 5; ++i) b.give(0, "base.gem.jade");
    b.advance();
    b.end_casting();
    CHECK_FALSE(b.has("treasure:" + std::to_string(b.s().group_treasures[0].value()))); // passive: never used
    for (int i = 0; i < 5; ++i) b.play(b.nth_in_hand(0, "base.gem.jade"));
    const std::size_t ally_hand = b.s().players[1].hand.size();
    b.ok("open:2");
    CHECK(b.s().players[1].hand.size() == ally_hand + 1);

    PackBattle p = battle();
    p.setup.players[0].treasures = {"outcasts.treasure.armored_pauldrons",
                                    "outcasts.treasure.bloodshot_geode"};
    p.create();
    const CardId orb = p.give(0, "base.relic.focusing_orb");        // a relic costing 4
    const CardId sapphire = p.give(0, "base.gem.clouded_sapphire"); // a gem costing 6
    const CardId jade = p.give(0, "base.gem.jade");                 // a gem costing 2: nothing
    p.advance();
    p.end_casting();
    p.play(jade);
    CHECK(p.nemesis_damage() == 0);
    p.play(sapphire);
    if (p.kind() == DecisionKind::ChoosePlayer) p.pick_player(0);
    CHECK(p.nemesis_damage() == 2);
    p.play(orb);
    if (p.kind() == DecisionKind::ChooseOption) p.ok(p.pending().options[0].id);
    while (p.kind() != DecisionKind::MainAction) p.ok(p.pending().options[0].id);
    CHECK(p.nemesis_damage() == 3);
}
