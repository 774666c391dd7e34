// Turn order (rules/base.md §4.1, §13.23; rules/legacy.md §6.3; docs/decisions.md D4, D5, D12), automatic
// answers (GameSetup::swift) and the Rules switches not pinned elsewhere (bonus_per_source:
// engine_casting.cpp; exhaustion_penalties: engine_damage.cpp; solo_exhaustion_loses: engine_game_over.cpp).
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::events_of;
using ae::test::Fixture;
using ae::test::has_prefix;
using ae::test::id_of;
using ae::test::option_ids;
using ae::test::play_n;
using ae::test::put_prepped;

TEST_CASE("turn order: the discard is reshuffled only when a card must be drawn from an empty deck (D4)",
          "[engine][variants][turn_order]") {
    Fixture f(1, {"nemesis", "p1"});
    f.setup.nemesis_deck = {"t.basic.b10", "t.basic.b11", "t.basic.b12"};
    f.create();
    f.e().advance(); // the nemesis turn, then the player's: the deck is now empty
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().turn_order_deck.empty());
    REQUIRE(f.s().turn_order_discard.size() == 2);
    CHECK(f.s().turn_order_discard[0].kind == TurnOrderCard::Kind::Nemesis);
    CHECK(f.s().turn_order_discard[1].kind == TurnOrderCard::Kind::Player);
    CHECK(f.count(EventKind::TurnOrderShuffled) == 0);
    f.ok("end");
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    const auto shuffled = events_of(f.e(), EventKind::TurnOrderShuffled);
    REQUIRE(shuffled.size() == 1);
    CHECK(shuffled[0].amount == 2);
    CHECK(f.s().turn_order_deck.size() + f.s().turn_order_discard.size() == 2);
    CHECK(f.s().turn_order_discard.back().kind == TurnOrderCard::Kind::Player);
}

TEST_CASE("turn order: on the wild card any player answers who takes the turn (D12)",
          "[engine][variants][turn_order]") {
    Fixture f(3, {"wild", "nemesis"});
    f.start();
    REQUIRE(f.pending().kind == DecisionKind::TurnOrderWild);
    CHECK(f.pending().who == std::vector<int>{0, 1, 2});
    CHECK(option_ids(f) == std::vector<std::string>{"player:0", "player:1", "player:2"});
    const auto seq = f.pending().seq;
    CHECK(!f.e().submit({seq, 3, {"player:1"}}).accepted);
    REQUIRE(f.e().submit({seq, 2, {"player:1"}}).accepted);
    CHECK(f.s().turn.player == 1);
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.pending().who == std::vector<int>{1});
    const auto answered = events_of(f.e(), EventKind::DecisionAnswered);
    REQUIRE(answered.size() == 1);
    CHECK(answered[0].player == 2);
    CHECK(answered[0].text == "player:1");
}

TEST_CASE("turn order: true solo uses Rules::solo_player_cards player cards (D5)",
          "[engine][variants][turn_order]") {
    for (const int cards : {3, 4}) {
        Fixture f(1, {});
        f.setup.rules.solo_player_cards = cards;
        f.create();
        int player = 0, nemesis = 0;
        for (const auto& c : f.s().turn_order_deck)
            (c.kind == TurnOrderCard::Kind::Nemesis ? nemesis : player)++;
        CHECK(player == cards);
        CHECK(nemesis == 2);
    }
}

TEST_CASE("swift: a decision with one legal answer is answered automatically and logged as such",
          "[engine][variants][swift]") {
    for (const bool swift : {true, false}) {
        INFO("swift " << swift);
        Fixture f;
        f.setup.swift = swift;
        f.create();
        const CardId spark = f.hand_card(0, "t.spell.spark");
        put_prepped(f.e(), spark, 1);
        f.e().advance();
        REQUIRE(f.pending().kind == DecisionKind::CastingAction); // cast or keep: two legal answers
        f.ok(id_of("cast", spark));
        if (!swift) {
            REQUIRE(f.pending().kind == DecisionKind::ChooseTarget);
            CHECK(option_ids(f) == std::vector<std::string>{"nemesis"});
            CHECK(f.s().nemesis.life == 30);
            f.ok("nemesis");
        }
        REQUIRE(f.pending().kind == DecisionKind::MainAction);
        CHECK(f.s().nemesis.life == 29);
        const auto& in = f.e().inputs();
        REQUIRE(in.size() == 2);
        CHECK(in[0].choice == std::vector<std::string>{id_of("cast", spark)});
        CHECK(!in[0].automatic);
        CHECK(in[1].choice == std::vector<std::string>{"nemesis"});
        CHECK(in[1].automatic == swift);
        int automatic_events = 0;
        for (const auto& ev : events_of(f.e(), EventKind::DecisionAnswered))
            automatic_events += ev.cause == "automatic";
        CHECK(automatic_events == (swift ? 1 : 0));
    }
}

TEST_CASE("swift: a lone mandatory spell is cast automatically; disabled options do not count",
          "[engine][variants][swift]") {
    for (const bool swift : {true, false}) {
        INFO("swift " << swift);
        Fixture f;
        f.setup.swift = swift;
        f.create();
        const CardId spark = f.hand_card(0, "t.spell.spark");
        put_prepped(f.e(), spark, 2); // closed: "end" is disabled
        f.e().advance();
        if (!swift) {
            REQUIRE(f.pending().kind == DecisionKind::CastingAction);
            f.ok(id_of("cast", spark));
            f.ok("nemesis");
        }
        REQUIRE(f.pending().kind == DecisionKind::MainAction);
        CHECK(f.s().nemesis.life == 29);
        const auto& in = f.e().inputs();
        REQUIRE(in.size() == 2);
        CHECK(in[0].choice == std::vector<std::string>{id_of("cast", spark)});
        CHECK(in[0].automatic == swift);
        CHECK(in[1].automatic == swift);
    }
}

TEST_CASE("variants: Rules::empty_deck_unleashes sets the Unleashes of an empty nemesis deck",
          "[engine][variants][nemesis]") {
    Fixture f(1, {"nemesis", "nemesis", "p1"});
    f.setup.rules.empty_deck_unleashes = 2;
    f.setup.nemesis_deck = {"t.nemesis.brute.card.c11"};
    f.create();
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().nemesis.tokens.at("rage") == 2);
    CHECK(f.count(EventKind::Unleashed) == 2);
}

TEST_CASE("variants: without abilities (Legacy start) there are no charges, no charge action, no ability",
          "[engine][variants][abilities]") {
    Fixture f;
    f.setup.rules.abilities = false;
    f.setup.players[0].charges = 4;
    f.host.on("t.mage.adept", "ability", {[](Engine&, const EffectCall&) {}});
    f.start();
    CHECK(f.s().players[0].max_charges == 0);
    CHECK(f.s().players[0].charges == 0);
    play_n(f, "t.gem.crystal", 2);
    CHECK(f.pending().find("charge") == nullptr);
    CHECK(!has_prefix(f, "ability:"));
}

TEST_CASE("variants: starting life from the rules, per-player overrides and difficulty",
          "[engine][variants]") {
    Fixture f(2);
    f.setup.rules.player_life = 12;
    f.setup.rules.gravehold_life = 25;
    f.setup.rules.nemesis_life_delta = -10;
    f.setup.players[1].life = 6;
    f.start();
    CHECK(f.s().players[0].life == 12);
    CHECK(f.s().players[0].max_life == 12);
    CHECK(f.s().players[1].life == 6);
    CHECK(f.s().players[1].max_life == 6);
    CHECK(f.s().gravehold_life == 25);
    CHECK(f.s().gravehold_max == 25);
    CHECK(f.s().nemesis.life == 20);
    CHECK(f.s().nemesis.max_life == 20);
    f.e().mut().players[0].life = 9;
    f.e().gain_life(0, 5);
    CHECK(f.s().players[0].life == 12); // the cap is the modified starting value (§7.3)

    Fixture g;
    g.setup.rules.gravehold_life = 25;
    g.setup.gravehold_life = 18; // the setup's own value wins
    g.setup.rules.nemesis_life_delta = 10;
    g.start();
    CHECK(g.s().gravehold_life == 18);
    CHECK(g.s().nemesis.life == 40);
}
