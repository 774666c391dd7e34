// Mage abilities and charges (rules/base.md §4.3, §13.13; docs/decisions.md D13) and aether, including
// restricted aether (rules/base.md §4.5, §13.14; rules/legacy.md §6.4.2, §6.6).
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::add_player_card;
using ae::test::amounts_of;
using ae::test::end_turn;
using ae::test::events_of;
using ae::test::Fixture;
using ae::test::has_prefix;
using ae::test::id_of;
using ae::test::new_in_hand;
using ae::test::play_n;
using ae::test::put_prepped;

namespace {
// A second mage whose ability may be used in any player's main phase, and a third whose never may.
void add_mages(Fixture& f) {
    MageDef seer = f.content.mages.at("t.mage.adept");
    seer.id = "t.mage.seer";
    seer.name = "Seer";
    seer.ability_charges = 5;
    seer.ability_window = AbilityWindow::AnyMainPhase;
    seer.ability_name = "Foresight";
    seer.script = "t.mage.seer";
    f.content.mages[seer.id] = seer;
    MageDef mute = seer;
    mute.id = "t.mage.mute";
    mute.ability_window = AbilityWindow::Never;
    mute.script = "t.mage.mute";
    f.content.mages[mute.id] = mute;
}
} // namespace

TEST_CASE("abilities: offered only with full charges, in the owner's main phase", "[engine][abilities]") {
    Fixture f;
    int uses = 0;
    f.host.on("t.mage.adept", "ability", {[&](Engine&, const EffectCall&) { ++uses; }});
    f.setup.players[0].charges = 3;
    f.start();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(!f.has_option("ability:0"));
    play_n(f, "t.gem.crystal", 2);
    f.ok("charge");
    CHECK(f.s().players[0].charges == 4);
    CHECK(f.has_option("ability:0"));
    CHECK(uses == 0);
}

TEST_CASE("abilities: using one spends every charge and runs the mage's ability effect",
          "[engine][abilities]") {
    Fixture f;
    std::vector<int> you;
    f.host.on("t.mage.adept", "ability", {[&](Engine& e, const EffectCall& c) {
                  you.push_back(c.player);
                  CHECK(e.state().players[0].charges == 0); // spent before the effect
                  e.gain_aether(c.player, 3);
              }});
    f.setup.players[0].charges = 4;
    f.start();
    f.ok("ability:0");
    CHECK(you == std::vector<int>{0});
    CHECK(f.s().players[0].charges == 0);
    CHECK(f.s().turn.aether == 3);
    CHECK(amounts_of(f.e(), EventKind::ChargesLost) == std::vector<int>{4});
    const auto used = events_of(f.e(), EventKind::AbilityUsed);
    REQUIRE(used.size() == 1);
    CHECK(used[0].player == 0);
    CHECK(used[0].text == "Test Ability");
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(!f.has_option("ability:0"));
}

TEST_CASE("abilities: the window printed on the mat decides whose main phase offers it",
          "[engine][abilities]") {
    Fixture f(3, {"p1", "p2", "p3"});
    add_mages(f);
    f.setup.players[1].mage = "t.mage.seer";
    f.setup.players[2].mage = "t.mage.mute";
    for (int i = 0; i < 3; ++i) f.setup.players[i].charges = 9; // capped at each mat's slots
    std::vector<int> seer_you;
    f.host.on("t.mage.adept", "ability", {[](Engine&, const EffectCall&) {}});
    f.host.on("t.mage.seer", "ability",
              {[&](Engine&, const EffectCall& c) { seer_you.push_back(c.player); }});
    f.host.on("t.mage.mute", "ability", {[](Engine&, const EffectCall&) {}});
    f.start();
    CHECK(f.s().players[0].charges == 4);
    CHECK(f.s().players[1].charges == 5);
    CHECK(f.s().players[2].charges == 5);
    REQUIRE(f.s().turn.player == 0);
    CHECK(f.has_option("ability:0"));  // own main phase
    CHECK(f.has_option("ability:1"));  // any main phase
    CHECK(!f.has_option("ability:2")); // never
    f.ok("ability:1");                 // the turn player's decision uses an ally's ability (D13)
    CHECK(seer_you == std::vector<int>{1});
    CHECK(f.s().players[1].charges == 0);
    CHECK(f.s().players[0].charges == 4);
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.pending().who == std::vector<int>{0});
    CHECK(!f.has_option("ability:1"));
    end_turn(f);
    REQUIRE(f.s().turn.player == 1);
    CHECK(!f.has_option("ability:0")); // the adept's ability only in its own main phase
    end_turn(f);
    REQUIRE(f.s().turn.player == 2);
    CHECK(!f.has_option("ability:2"));
    CHECK(!f.has_option("ability:0"));
}

TEST_CASE("abilities: not offered in the casting phase", "[engine][abilities]") {
    Fixture f;
    f.host.on("t.mage.adept", "ability", {[](Engine&, const EffectCall&) {}});
    f.setup.players[0].charges = 4;
    f.create();
    put_prepped(f.e(), f.hand_card(0, "t.spell.spark"), 1);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::CastingAction);
    CHECK(!has_prefix(f, "ability:"));
    f.ok("end");
    CHECK(f.has_option("ability:0"));
}

TEST_CASE("charges: a charge costs 2 aether and never goes past the slots", "[engine][abilities][charges]") {
    Fixture f;
    f.setup.players[0].charges = 2;
    f.start();
    const Option* charge = f.pending().find("charge");
    REQUIRE(charge);
    CHECK(!charge->enabled);
    CHECK(charge->reason == "not enough aether");
    play_n(f, "t.gem.crystal", 1);
    CHECK(f.has_option("charge", false));
    play_n(f, "t.gem.crystal", 1);
    f.ok("charge");
    CHECK(f.s().players[0].charges == 3);
    CHECK(f.s().turn.aether == 0);
    CHECK(amounts_of(f.e(), EventKind::AetherSpent) == std::vector<int>{2});
    play_n(f, "t.gem.crystal", 2);
    f.ok("charge");
    CHECK(f.s().players[0].charges == 4);
    CHECK(f.s().turn.aether == 0);
    f.e().gain_aether(0, 2); // (outside an effect, only to check the option below on the next decision)
    f.ok(id_of("prep", f.hand_card(0, "t.spell.spark")) + ":1");
    charge = f.pending().find("charge");
    REQUIRE(charge);
    CHECK(!charge->enabled);
    CHECK(charge->reason == "charges are full");
    f.e().gain_charges(0, 3);
    CHECK(f.s().players[0].charges == 4);
    CHECK(amounts_of(f.e(), EventKind::ChargeGained) == std::vector<int>{1, 1});
}

TEST_CASE("charges: the starting charges are capped at the slots", "[engine][abilities][charges]") {
    Fixture f;
    f.setup.players[0].charges = 7;
    f.create();
    CHECK(f.s().players[0].charges == 4);
    CHECK(f.s().players[0].max_charges == 4);
}

TEST_CASE("restricted aether pays for a spell but not a gem, a charge or a focus",
          "[engine][abilities][aether]") {
    Fixture f;
    add_player_card(f.content, "t.gem.prism", CardType::Gem, 3);
    f.host.on("t.gem.prism", "play",
              {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 3, "spell"); }});
    f.create();
    const CardId prism = new_in_hand(f.e(), 0, "t.gem.prism");
    f.e().advance();
    f.ok(id_of("play", prism));
    CHECK(f.s().turn.aether == 0);
    REQUIRE(f.s().turn.restricted.size() == 1);
    CHECK(f.s().turn.restricted[0].use == "spell");
    CHECK(f.s().turn.restricted[0].amount == 3);
    CHECK(f.has_option("buy:t.spell.bolt", true)); // cost 3
    CHECK(f.has_option("buy:t.gem.jade", false));  // cost 2
    CHECK(f.has_option("charge", false));
    CHECK(f.has_option("focus:2", false)); // cost 2
    CHECK(!f.answer({"buy:t.gem.jade"}).accepted);
    f.ok("buy:t.spell.bolt");
    CHECK(f.s().turn.restricted.empty());
    CHECK(f.s().turn.aether == 0);
    CHECK(f.s().card(f.s().players[0].discard.back()).def == "t.spell.bolt");
}

TEST_CASE("restricted aether is spent before general aether", "[engine][abilities][aether]") {
    Fixture f;
    add_player_card(f.content, "t.gem.prism", CardType::Gem, 3);
    f.host.on("t.gem.prism", "play",
              {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 1, "spell"); }});
    f.create();
    const CardId prism = new_in_hand(f.e(), 0, "t.gem.prism");
    f.e().advance();
    f.ok(id_of("play", prism));
    play_n(f, "t.gem.crystal", 1);
    CHECK(f.has_option("buy:t.spell.quiet", true)); // cost 1
    CHECK(f.has_option("buy:t.gem.jade", false));   // 2, but only 1 general aether
    CHECK(f.has_option("buy:t.spell.bolt", false)); // 3, only 2 in all
    f.ok("buy:t.spell.quiet");
    CHECK(f.s().turn.restricted.empty());
    CHECK(f.s().turn.aether == 1);
    f.ok("buy:t.spell.quiet");
    CHECK(f.s().turn.aether == 0);
    CHECK(f.s().players[0].discard.size() == 2);
}

TEST_CASE("aether does not carry over to the next turn", "[engine][abilities][aether]") {
    Fixture f(1, {"p1", "p1"});
    add_player_card(f.content, "t.gem.prism", CardType::Gem, 3);
    f.host.on("t.gem.prism", "play",
              {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 2, "spell"); }});
    f.create();
    const CardId prism = new_in_hand(f.e(), 0, "t.gem.prism");
    f.e().advance();
    f.ok(id_of("play", prism));
    play_n(f, "t.gem.crystal", 3);
    CHECK(f.s().turn.aether == 3);
    end_turn(f);
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().turn.number == 2);
    CHECK(f.s().turn.aether == 0);
    CHECK(f.s().turn.restricted.empty());
}
