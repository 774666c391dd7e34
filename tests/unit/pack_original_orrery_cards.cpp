// The Ashen Orrery's cards (content/packs/original/nemeses/ashen_orrery): each card's effect, Persistent or
// Power, the TO DISCARD costs, and the five Omens of its side deck resolved by the Orrery's turning.
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::PackBattle;

namespace {
const Content& orrery_content() { return ae::test::original_content(); }

const std::string O = "original.ashen_orrery.";
const std::string kFiller = "base.basic.bleed_static"; // a power: does nothing when drawn

// Brama and Mist against the Orrery, the nemesis first unless told; its deck is `first` then filler.
PackBattle orrery(const std::string& first = kFiller,
                  std::vector<std::string> turn_order = {"nemesis", "p1"}) {
    PackBattle b(orrery_content(), {"base.mage.brama", "base.mage.mist"}, "original.ashen_orrery",
                 std::move(turn_order));
    b.setup.nemesis_deck = {first, kFiller, kFiller};
    return b;
}

std::size_t omens(PackBattle& b) { return b.s().nemesis.side_decks.at("omens").size(); }

// Puts the Omen made from `def` on top of the Omen deck.
void omen_on_top(PackBattle& b, const std::string& def) {
    auto& side = b.mut().nemesis.side_decks.at("omens");
    const auto it =
        std::find_if(side.begin(), side.end(), [&](CardId c) { return b.s().card(c).def == def; });
    REQUIRE(it != side.end());
    std::rotate(side.begin(), it, it + 1);
}

// A battle whose first nemesis turn turns the Orrery (Alignment 3, Gilded Gear drawn: Unleash, +1 ward)
// with the Omen `def` on top.
PackBattle turning_to(const std::string& def) {
    PackBattle b = orrery(O + "gilded_gear");
    b.create();
    b.mut().nemesis.tokens["alignment"] = 3;
    omen_on_top(b, def);
    return b;
}

// A power's TO DISCARD: spend `cost` aether (ae::test::check_aether_discard_cost).
void check_discard_cost(const std::string& def, int cost) {
    ae::test::check_aether_discard_cost(orrery(kFiller, {"p1", "nemesis"}), def, cost);
}
} // namespace

TEST_CASE("Orrery cards: Brass Sentinel - Gravehold suffers 1; a ward only when it has none",
          "[pack][original]") {
    for (const int wards : {0, 2}) {
        INFO("wards " << wards);
        // Player 1 first: the Orrery's setup (2 wards) has run before the wards are set.
        PackBattle b = orrery(kFiller, {"p1", "nemesis"});
        b.create();
        b.in_play(O + "brass_sentinel");
        b.advance();
        b.mut().nemesis.tokens["wards"] = wards;
        b.end_casting();
        b.ok("end");
        CHECK(b.gravehold_damage() == 1);
        CHECK(b.tokens("wards") == (wards == 0 ? 1 : 2));
    }
}

TEST_CASE("Orrery cards: Slow Transit - Power: Unleash twice; to discard, spend 4 aether",
          "[pack][original]") {
    PackBattle b = orrery();
    b.create();
    const CardId transit = b.in_play(O + "slow_transit", -1, 1);
    b.advance();
    CHECK(b.tokens("alignment") == 2);
    CHECK(b.in_nemesis_discard(transit));
    check_discard_cost(O + "slow_transit", 4);
}

TEST_CASE("Orrery cards: Eclipse Beam - Unleash; the player with the most life suffers 3",
          "[pack][original]") {
    PackBattle b = orrery(O + "eclipse_beam");
    b.create();
    b.mut().players[0].life = 8;
    b.advance();
    CHECK(b.tokens("alignment") == 1);
    CHECK(b.life(0) == 8);
    CHECK(b.life(1) == 7);
}

TEST_CASE("Orrery cards: Conjunction - Power: an Omen resolves, then 2 wards; to discard, 6 aether",
          "[pack][original]") {
    PackBattle b = orrery();
    b.create();
    omen_on_top(b, O + "ash_fall");
    const CardId conjunction = b.in_play(O + "conjunction", -1, 1);
    b.advance();
    CHECK(omens(b) == 4);
    CHECK(b.gravehold_damage() == 4); // Ash Fall
    CHECK(b.tokens("wards") == 4);
    CHECK(b.tokens("alignment") == 0); // resolving an Omen is not an Unleash
    CHECK(b.in_nemesis_discard(conjunction));
    check_discard_cost(O + "conjunction", 6);
}

TEST_CASE("Orrery cards: Meridian Fire - Unleash twice; every player suffers 1", "[pack][original]") {
    PackBattle b = orrery(O + "meridian_fire");
    b.start();
    CHECK(b.tokens("alignment") == 2);
    CHECK(b.life(0) == 9);
    CHECK(b.life(1) == 9);
}

TEST_CASE("Orrery cards: Grand Alignment - Power: two Omens resolve; to discard, 8 aether",
          "[pack][original]") {
    PackBattle b = orrery();
    b.create();
    omen_on_top(b, O + "ash_fall");
    omen_on_top(b, O + "retrograde"); // Retrograde, then Ash Fall
    b.mut().nemesis.life = 50;
    const CardId grand = b.in_play(O + "grand_alignment", -1, 1);
    b.advance();
    CHECK(omens(b) == 3);
    CHECK(b.s().nemesis.life == 55);
    CHECK(b.tokens("wards") == 3);
    CHECK(b.gravehold_damage() == 4);
    CHECK(b.in_nemesis_discard(grand));
    check_discard_cost(O + "grand_alignment", 8);
}

// ---- the Omens

TEST_CASE("Orrery Omens: Ash Fall - Gravehold suffers 4", "[pack][original]") {
    PackBattle b = turning_to(O + "ash_fall");
    b.advance();
    CHECK(b.tokens("alignment") == 0);
    CHECK(omens(b) == 4);
    CHECK(b.gravehold_damage() == 4);
}

TEST_CASE("Orrery Omens: Cold Perihelion - every player suffers 1, the most life 1 more",
          "[pack][original]") {
    PackBattle b = turning_to(O + "cold_perihelion");
    b.mut().players[1].life = 8;
    b.advance();
    CHECK(omens(b) == 4);
    CHECK(b.life(0) == 8);
    CHECK(b.life(1) == 7);
}

TEST_CASE("Orrery Omens: Retrograde - the Orrery heals 5 and gains a ward", "[pack][original]") {
    PackBattle b = turning_to(O + "retrograde");
    b.mut().nemesis.life = 50;
    b.advance();
    CHECK(omens(b) == 4);
    CHECK(b.s().nemesis.life == 55);
    CHECK(b.tokens("wards") == 4); // 2 at setup, Retrograde's, Gilded Gear's
}

TEST_CASE("Orrery Omens: Dark Syzygy - a chosen player suffers 2 and discards a card", "[pack][original]") {
    PackBattle b = turning_to(O + "dark_syzygy");
    b.advance();
    REQUIRE(b.kind() == DecisionKind::ChoosePlayer);
    b.pick_player(1);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().who.front() == 1);
    const auto hand = b.s().players[1].hand;
    b.pick({hand[0]});
    CHECK(b.life(1) == 8);
    CHECK(b.life(0) == 10);
    CHECK(b.s().players[1].hand.size() == hand.size() - 1);
    CHECK(b.in_discard(1, hand[0]));
}
