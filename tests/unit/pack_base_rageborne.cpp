// Rageborne: Fury, strikes (the strike side deck resolved at 4 Fury, then -3), and its nine deck cards.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::PackBattle;

namespace {
const std::string kFiller = "base.basic.bleed_static";

void nemesis_first(PackBattle& b, const std::string& card = kFiller) {
    b.setup.turn_order = {"nemesis", "p1", "p1"};
    b.setup.nemesis_deck = {card, kFiller, kFiller};
}
// Puts the strike card `def` on top of the strike deck (after create()).
void strike_on_top(PackBattle& b, const std::string& def) {
    auto& deck = b.mut().nemesis.side_decks.at("strike");
    auto it = std::find_if(deck.begin(), deck.end(), [&](CardId c) { return b.s().card(c).def == def; });
    REQUIRE(it != deck.end());
    const CardId c = *it;
    deck.erase(it);
    deck.insert(deck.begin(), c);
}
// A battle in which the nemesis strikes with `def` at the start of its first turn (Fury 3 + Bane Sire).
void strike_with(PackBattle& b, const std::string& def) {
    nemesis_first(b);
    b.create();
    b.mut().nemesis.tokens["fury"] = 3;
    b.in_play("base.basic.bane_sire");
    strike_on_top(b, def);
    b.advance();
}
int suffered(PackBattle& b, const std::string& cause) { return b.sum(EventKind::DamageSuffered, cause); }
} // namespace

TEST_CASE("Rageborne: life 70, starts with 1 Fury; Unleash gains 1 Fury", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.slaughter");
    b.create();
    CHECK(b.s().nemesis.life == 70);
    CHECK(b.tokens("fury") == 1);
    CHECK(b.s().nemesis.side_decks.at("strike").size() == 6);
    b.advance();
    CHECK(b.tokens("fury") == 2);
}

TEST_CASE("Rageborne strikes at 4 Fury: a strike card resolves, then Fury drops by 3", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.slaughter");
    b.create();
    b.mut().nemesis.tokens["fury"] = 3;
    strike_on_top(b, "base.rageborne.rampage");
    const CardId rampage = b.s().nemesis.side_decks.at("strike").front();
    b.advance();
    CHECK(b.tokens("fury") == 1);
    CHECK(b.s().nemesis.side_decks.at("strike").size() == 6); // the strike went back under the deck
    CHECK(b.s().nemesis.side_decks.at("strike").back() == rampage);
    CHECK_FALSE(b.in_nemesis_discard(rampage));
    CHECK(b.gravehold_damage() == 3 + 5); // Slaughter, then Rampage
}

TEST_CASE("Rageborne: with 7 or more Fury it strikes twice", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.mut().nemesis.tokens["fury"] = 5;
    b.in_play("base.rageborne.boiling_point", -1, 1); // +3 Fury: 8
    strike_on_top(b, "base.rageborne.rampage");
    b.advance();
    CHECK(b.count(EventKind::NemesisCardDrawn) - 1 == 2); // two strikes besides the deck's own card
    CHECK(b.s().nemesis.side_decks.at("strike").size() == 6);
    CHECK(b.tokens("fury") == 2);
}

TEST_CASE("Rageborne: a strike that exhausts a player does not strike again inside itself", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b);
    b.create();
    b.mut().players[0].life = 2;
    b.mut().nemesis.tokens["fury"] = 3;
    b.in_play("base.basic.bane_sire");
    strike_on_top(b, "base.rageborne.ground_slam");
    b.advance();
    // Player 1 is exhausted by Ground Slam: Unleash twice (Fury 4 -> 6), then a breach is destroyed.
    REQUIRE(b.kind() == DecisionKind::DestroyBreach);
    b.ok("breach:2");
    CHECK(b.life(1) == 8);
    CHECK(b.count(EventKind::NemesisCardDrawn) - 1 == 1); // one strike only: 6 - 3 = 3 Fury
    CHECK(b.tokens("fury") == 3);
}

TEST_CASE("Rageborne: with the strike deck empty a strike deals 6 to Gravehold", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.basic.slaughter");
    b.create();
    b.mut().nemesis.tokens["fury"] = 3;
    auto& deck = b.mut().nemesis.side_decks.at("strike");
    for (CardId c : deck) b.mut().nemesis.discard.push_back(c);
    deck.clear();
    b.advance();
    CHECK(b.gravehold_damage() == 3 + 6);
    CHECK(b.tokens("fury") == 1);
}

// ---- strike cards

TEST_CASE("Crushing Blow: the lowest-life player suffers 4", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    b.setup.players[1].life = 6;
    strike_with(b, "base.rageborne.crushing_blow");
    CHECK(b.life(1) == 2);
    CHECK(b.life(0) == 10);
}

TEST_CASE("Rampage: Gravehold suffers 5", "[pack]") {
    PackBattle b;
    strike_with(b, "base.rageborne.rampage");
    CHECK(suffered(b, "base.rageborne.rampage") == 5);
    CHECK(b.gravehold_damage() == 5);
}

TEST_CASE("Ground Slam: every player suffers 2", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama", "base.mage.brama"});
    strike_with(b, "base.rageborne.ground_slam");
    CHECK(b.life(0) == 8);
    CHECK(b.life(1) == 8);
    CHECK(b.life(2) == 8);
}

TEST_CASE("Rend: a chosen player suffers 3; Gravehold suffers 2", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    strike_with(b, "base.rageborne.rend");
    b.pick_player(1);
    CHECK(b.life(1) == 7);
    CHECK(b.gravehold_damage() == 2);
}

TEST_CASE("Roar of Defiance: a chosen player discards 2; Gravehold suffers 3", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    strike_with(b, "base.rageborne.roar_of_defiance");
    b.pick_player(0);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().who == std::vector<int>{0});
    const auto& hand = b.s().players[0].hand;
    b.pick({hand[0], hand[1]});
    CHECK(b.s().players[0].hand.size() == 3);
    CHECK(b.s().players[0].discard.size() == 2);
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Hurled Boulder: Gravehold suffers 3 and a chosen player suffers 2", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    strike_with(b, "base.rageborne.hurled_boulder");
    CHECK(b.gravehold_damage() == 3);
    b.pick_player(1);
    CHECK(b.life(1) == 8);
}

// ---- deck cards

TEST_CASE("Provoker: Gravehold suffers damage equal to Fury", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.mut().nemesis.tokens["fury"] = 3;
    b.in_play("base.rageborne.provoker");
    b.advance();
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Seething Roar: Unleash; a chosen player suffers 2", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.rageborne.seething_roar");
    b.start();
    CHECK(b.tokens("fury") == 2);
    CHECK(b.life(0) == 8);
}

TEST_CASE("Red Haze: power - Unleash twice, Gravehold suffers 2; to discard, 5 aether", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.rageborne.red_haze", -1, 1);
    b.advance();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.gravehold_damage() == 2);

    PackBattle c;
    c.create();
    const CardId haze = c.in_play("base.rageborne.red_haze");
    c.give(0, "base.gem.crystal");
    c.advance();
    for (int i = 0; i < 4; ++i) c.play(c.nth_in_hand(0, "base.gem.crystal"));
    CHECK(c.has("discard_power:" + std::to_string(haze.value()), false));
    c.play(c.nth_in_hand(0, "base.gem.crystal"));
    c.ok("discard_power:" + std::to_string(haze.value()));
    CHECK(c.aether() == 0);
    CHECK(c.in_nemesis_discard(haze));
}

TEST_CASE("Gorehound: the lowest-life player suffers 2", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b);
    b.setup.players[0].life = 4;
    b.create();
    b.in_play("base.rageborne.gorehound");
    b.advance();
    CHECK(b.life(0) == 2);
    CHECK(b.life(1) == 10);
}

TEST_CASE("Headlong Charge: Unleash twice; Gravehold suffers damage equal to Fury", "[pack]") {
    PackBattle b;
    nemesis_first(b, "base.rageborne.headlong_charge");
    b.start();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Bitter Tithe: power - 2 Fury, a player suffers 3; to discard, discard 2 cards", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.rageborne.bitter_tithe", -1, 1);
    b.advance();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.life(0) == 7);

    PackBattle c;
    c.create();
    const CardId tithe = c.in_play("base.rageborne.bitter_tithe");
    c.advance();
    c.ok("discard_power:" + std::to_string(tithe.value()));
    const auto& hand = c.s().players[0].hand;
    c.pick({hand[0], hand[1]});
    CHECK(c.s().players[0].discard.size() == 2);
    CHECK(c.in_nemesis_discard(tithe));
}

TEST_CASE("Towering Berserker: Unleash; Gravehold suffers 2", "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.rageborne.towering_berserker");
    b.advance();
    CHECK(b.tokens("fury") == 2);
    CHECK(b.gravehold_damage() == 2);
}

TEST_CASE("Tantrum: Unleash twice; every player suffers 2", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"});
    nemesis_first(b, "base.rageborne.tantrum");
    b.start();
    CHECK(b.tokens("fury") == 3);
    CHECK(b.life(0) == 8);
    CHECK(b.life(1) == 8);
}

TEST_CASE("Boiling Point: power - 3 Fury (a strike at 4), Gravehold suffers 4; to discard, 7 aether",
          "[pack]") {
    PackBattle b;
    nemesis_first(b);
    b.create();
    b.in_play("base.rageborne.boiling_point");
    strike_on_top(b, "base.rageborne.rampage");
    b.advance();
    CHECK(b.tokens("fury") == 1);
    CHECK(suffered(b, "base.rageborne.boiling_point") == 4);
    CHECK(suffered(b, "base.rageborne.rampage") == 5);

    PackBattle c;
    c.create();
    const CardId point = c.in_play("base.rageborne.boiling_point");
    c.give(0, "base.gem.jade");
    c.give(0, "base.gem.crystal");
    c.advance();
    for (CardId x : std::vector<CardId>(c.s().players[0].hand))
        if (c.s().card(x).def != "base.spell.buried_light") c.play(x);
    REQUIRE(c.aether() == 7);
    c.ok("discard_power:" + std::to_string(point.value()));
    CHECK(c.in_nemesis_discard(point));
}
