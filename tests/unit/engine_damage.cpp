// Damage, life and exhaustion (rules/base.md §7, §13.19; rules/legacy.md §5.1, §6.10; docs/decisions.md D10).
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::amounts_of;
using ae::test::events_of;
using ae::test::first_index;
using ae::test::Fixture;
using ae::test::id_of;
using ae::test::new_in_hand;
using ae::test::new_in_play;
using ae::test::option_ids;
using ae::test::put_prepped;

namespace {
const std::string kAttack = "t.nemesis.brute.card.c10";
const std::string kMinion = "t.nemesis.brute.card.c11";
const std::string kPower = "t.nemesis.brute.card.c12";

// A battle whose first turn is the nemesis drawing an attack that makes player 1 suffer `amount`.
void attack_player(Fixture& f, int amount, int victim = 0) {
    f.setup.turn_order = {"nemesis", "p1"};
    f.setup.nemesis_deck = {kAttack, "t.basic.b10", "t.basic.b11"};
    f.host.on(kAttack, "effect", {[amount, victim](Engine& e, const EffectCall& c) {
                  e.damage_player(victim, amount, c.owner);
              }});
}
} // namespace

TEST_CASE("damage: one target, the nemesis or a minion (never a power)", "[engine][damage]") {
    Fixture f;
    f.create();
    const CardId minion = new_in_play(f.e(), kMinion);
    new_in_play(f.e(), kPower);
    const CardId spark = f.hand_card(0, "t.spell.spark");
    put_prepped(f.e(), spark, 1);
    f.e().advance();
    f.ok(id_of("cast", spark));
    REQUIRE(f.pending().kind == DecisionKind::ChooseTarget);
    CHECK(f.pending().who == std::vector<int>{0});
    CHECK(f.pending().min == 1);
    CHECK(f.pending().max == 1);
    CHECK(option_ids(f) == std::vector<std::string>{"nemesis", id_of("minion", minion)});
    CHECK(!f.answer({"nemesis", id_of("minion", minion)}).accepted);
    f.ok(id_of("minion", minion));
    CHECK(f.e().in_play(minion)->life == 3);
    CHECK(f.s().nemesis.life == 30);
    const auto dealt = events_of(f.e(), EventKind::DamageDealt);
    REQUIRE(dealt.size() == 1);
    CHECK(dealt[0].target == id_of("minion", minion));
    CHECK(dealt[0].amount == 1);
    CHECK(dealt[0].player == 0);
}

TEST_CASE("damage: a minion at 0 life is discarded at once and the excess is lost", "[engine][damage]") {
    Fixture f;
    bool gone_before_next_phase = false;
    CardId minion = kNoCard;
    f.host.on("t.spell.bolt", "cast",
              {[](Engine& e, const EffectCall& c) { e.deal_damage(3, "", c.player, c.owner); },
               [&](Engine& e, const EffectCall&) {
                   const auto& d = e.state().nemesis.discard;
                   gone_before_next_phase = !e.in_play(minion) && d == std::vector<CardId>{minion};
               }});
    f.create();
    minion = new_in_play(f.e(), kMinion, 2);
    const CardId bolt = new_in_hand(f.e(), 0, "t.spell.bolt");
    put_prepped(f.e(), bolt, 1);
    f.e().advance();
    f.ok(id_of("cast", bolt));
    f.ok(id_of("minion", minion));
    CHECK(gone_before_next_phase);
    CHECK(f.s().nemesis.in_play.empty());
    CHECK(f.s().nemesis.discard == std::vector<CardId>{minion});
    CHECK(f.s().nemesis.life == 30); // the third point does not carry over
    CHECK(amounts_of(f.e(), EventKind::DamageDealt) == std::vector<int>{2});
    CHECK(f.count(EventKind::MinionDefeated) == 1);
}

TEST_CASE("damage: life never goes below 0", "[engine][damage]") {
    SECTION("a player") {
        Fixture f(2, {});
        attack_player(f, 15);
        f.setup.rules.exhaustion_penalties = false;
        f.create();
        f.e().advance();
        CHECK(f.s().players[0].life == 0);
        const auto suffered = events_of(f.e(), EventKind::DamageSuffered);
        REQUIRE(suffered.size() == 2);
        CHECK(suffered[0].target == "player:0");
        CHECK(suffered[0].amount == 10);
    }
    SECTION("Gravehold") {
        Fixture f(1, {"nemesis", "p1"});
        f.setup.nemesis_deck = {kAttack};
        f.host.on(kAttack, "effect",
                  {[](Engine& e, const EffectCall& c) { e.damage_gravehold(50, c.owner); }});
        f.create();
        f.e().advance();
        CHECK(f.s().gravehold_life == 0);
        CHECK(amounts_of(f.e(), EventKind::DamageSuffered) == std::vector<int>{30});
    }
    SECTION("the nemesis") {
        Fixture f;
        f.host.on("t.gem.crystal", "play",
                  {[](Engine& e, const EffectCall& c) { e.deal_damage(40, "nemesis", c.player, c.owner); }});
        f.start();
        f.ok(id_of("play", f.hand_card(0, "t.gem.crystal")));
        CHECK(f.s().nemesis.life == 0);
        CHECK(amounts_of(f.e(), EventKind::DamageDealt) == std::vector<int>{30});
    }
}

TEST_CASE("life: gains never exceed the starting life; exhausted players gain none",
          "[engine][damage][life]") {
    Fixture f(2);
    f.start();
    Engine& e = f.e();
    auto& st = e.mut();
    st.players[0].life = 7;
    e.gain_life(0, 5);
    CHECK(st.players[0].life == 10);
    e.gain_life(0, 2); // already full: nothing, no event
    CHECK(st.players[0].life == 10);
    st.gravehold_life = 25;
    e.gain_life(-1, 10);
    CHECK(st.gravehold_life == 30);
    st.nemesis.life = 28;
    e.heal_nemesis(5);
    CHECK(st.nemesis.life == 30);
    st.players[1].life = 0;
    st.players[1].exhausted = true;
    e.gain_life(1, 4);
    CHECK(st.players[1].life == 0);
    CHECK(amounts_of(e, EventKind::LifeGained) == std::vector<int>{3, 5, 2});
}

TEST_CASE("exhaustion: Unleash twice, destroy a chosen breach, lose charges, then the overflow doubled",
          "[engine][damage][exhaustion]") {
    Fixture f(2);
    attack_player(f, 6);
    f.setup.players[0].charges = 3;
    f.create();
    f.e().mut().players[0].life = 2;
    const CardId spark = f.hand_card(0, "t.spell.spark");
    put_prepped(f.e(), spark, 3);
    f.e().advance();

    REQUIRE(f.pending().kind == DecisionKind::DestroyBreach);
    CHECK(f.pending().who == std::vector<int>{0});
    CHECK(option_ids(f) == std::vector<std::string>{"breach:1", "breach:2", "breach:3", "breach:4"});
    const auto& p = f.s().players[0];
    CHECK(p.life == 0);
    CHECK(p.exhausted);
    CHECK(f.s().nemesis.tokens.at("rage") == 2); // step 1 is done
    CHECK(p.charges == 3);                       // step 3 is not
    CHECK(f.s().gravehold_life == 30);           // nor the overflow

    f.ok("breach:3");
    CHECK(p.breaches[2].status == BreachStatus::Destroyed);
    CHECK(p.breaches[2].prepped.empty());
    CHECK(p.discard == std::vector<CardId>{spark});
    CHECK(p.breaches[0].status == BreachStatus::Open);
    CHECK(p.breaches[1].status == BreachStatus::Closed);
    CHECK(p.breaches[1].rotation == 2);
    CHECK(p.breaches[3].status == BreachStatus::Closed);
    CHECK(p.charges == 0);
    CHECK(f.s().gravehold_life == 30 - 2 * 4);
    CHECK(f.s().nemesis.tokens.at("rage") == 2);
    CHECK(!f.e().over());
    CHECK(f.pending().kind == DecisionKind::MainAction); // the exhausted player still takes turns
    CHECK(f.pending().who == std::vector<int>{0});

    const Engine& e = f.e();
    const auto exhausted = first_index(e, EventKind::PlayerExhausted);
    const auto unleashed = first_index(e, EventKind::Unleashed);
    const auto destroyed = first_index(e, EventKind::BreachDestroyed);
    const auto charges = first_index(e, EventKind::ChargesLost);
    std::size_t overflow = e.events().size();
    for (std::size_t i = 0; i < e.events().size(); ++i)
        if (e.events()[i].kind == EventKind::DamageSuffered && e.events()[i].target == "gravehold")
            overflow = i;
    CHECK(exhausted < unleashed);
    CHECK(unleashed < destroyed);
    CHECK(destroyed < charges);
    CHECK(charges < overflow);
    CHECK(overflow < e.events().size());
    CHECK(f.count(EventKind::Unleashed) == 2);
    CHECK(amounts_of(e, EventKind::ChargesLost) == std::vector<int>{3});
}

TEST_CASE("exhaustion: an exact blow sends nothing to Gravehold; only existing breaches can be destroyed",
          "[engine][damage][exhaustion]") {
    Fixture f(2);
    attack_player(f, 3);
    f.create();
    f.e().mut().players[0].life = 3;
    f.e().mut().players[0].breaches[1].status = BreachStatus::Absent; // a mat without breach II
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::DestroyBreach);
    CHECK(option_ids(f) == std::vector<std::string>{"breach:1", "breach:3", "breach:4"});
    f.ok("breach:4");
    CHECK(f.s().gravehold_life == 30);
    CHECK(f.s().players[0].breaches[3].status == BreachStatus::Destroyed);
}

TEST_CASE("exhaustion: later damage to an exhausted player goes to Gravehold doubled, no new exhaustion",
          "[engine][damage][exhaustion]") {
    Fixture f(2);
    attack_player(f, 3);
    f.create();
    f.e().mut().players[0].life = 0;
    f.e().mut().players[0].exhausted = true;
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().players[0].life == 0);
    CHECK(f.s().gravehold_life == 24);
    const auto suffered = events_of(f.e(), EventKind::DamageSuffered);
    REQUIRE(suffered.size() == 1);
    CHECK(suffered[0].target == "gravehold");
    CHECK(suffered[0].amount == 6);
    CHECK(f.count(EventKind::PlayerExhausted) == 0);
    CHECK(f.count(EventKind::Unleashed) == 0);
    CHECK(f.s().nemesis.tokens.at("rage") == 0);
}

TEST_CASE("exhaustion without the base penalties (Legacy start): only the redirect",
          "[engine][damage][exhaustion][variants]") {
    Fixture f(2);
    attack_player(f, 6);
    f.setup.rules.exhaustion_penalties = false;
    f.setup.players[0].charges = 3;
    f.create();
    f.e().mut().players[0].life = 2;
    const CardId spark = f.hand_card(0, "t.spell.spark");
    put_prepped(f.e(), spark, 1);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::CastingAction); // the next turn: no breach was destroyed
    const auto& p = f.s().players[0];
    CHECK(p.exhausted);
    CHECK(p.life == 0);
    CHECK(p.charges == 3);
    for (const auto& b : p.breaches) CHECK(b.status != BreachStatus::Destroyed);
    CHECK(p.breaches[0].prepped == std::vector<CardId>{spark});
    CHECK(f.s().nemesis.tokens.at("rage") == 0);
    CHECK(f.count(EventKind::Unleashed) == 0);
    CHECK(f.count(EventKind::BreachDestroyed) == 0);
    CHECK(f.s().gravehold_life == 22);
}
