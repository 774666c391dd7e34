// Carapace Queen: husks as a token counter (Unleash places 2, at most 15, the rest hit Gravehold), Swarm
// (1 Gravehold damage per 2 husks, then half the husks rounded up leave; 13+ husks lose the battle), and
// her nine original deck cards.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::PackBattle;

namespace {
const std::string kQueen = "base.carapace_queen";
const std::string kFiller = "base.basic.bleed_static";

void queen_first(PackBattle& b, const std::string& card = kFiller) {
    b.setup.turn_order = {"nemesis", "p1", "p1"};
    b.setup.nemesis_deck = {card, kFiller, kFiller};
}
void husks(PackBattle& b, int n) { b.mut().nemesis.tokens["husks"] = n; }
} // namespace

TEST_CASE("Carapace Queen: life 60, no husks; Unleash places 2 husks", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b, "base.basic.slaughter");
    b.create();
    CHECK(b.s().nemesis.life == 60);
    CHECK(b.tokens("husks") == 0);
    b.advance();
    CHECK(b.tokens("husks") == 2);
    CHECK(b.gravehold_damage() == 3);
}

TEST_CASE("Carapace Queen: husks stop at 15; each one that does not fit hits Gravehold for 1", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b, "base.basic.slaughter");
    b.create();
    husks(b, 14);
    b.advance();
    CHECK(b.tokens("husks") == 15);
    CHECK(b.gravehold_damage() == 3 + 1);
    CHECK_FALSE(b.e().over()); // many husks alone do not lose; a swarm with 13+ does
}

TEST_CASE("Chittering Tide: Unleash, then Swarm", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b, "base.carapace_queen.chittering_tide");
    b.create();
    husks(b, 4);
    b.advance();
    // 4 + 2 = 6 husks: Gravehold suffers 3, then 3 husks leave.
    CHECK(b.gravehold_damage() == 3);
    CHECK(b.tokens("husks") == 3);
}

TEST_CASE("Swarm with an odd number of husks rounds the damage down and the losses up", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b, "base.carapace_queen.chittering_tide");
    b.create();
    husks(b, 5);
    b.advance();
    // 7 husks: 3 damage, 4 leave.
    CHECK(b.gravehold_damage() == 3);
    CHECK(b.tokens("husks") == 3);
}

TEST_CASE("Carapace Queen: a swarm with 13 or more husks overruns Gravehold and the players lose", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b, "base.carapace_queen.chittering_tide");
    b.create();
    husks(b, 11);
    b.advance();
    REQUIRE(b.e().over());
    CHECK(b.s().result == Result::Lost);
    CHECK(b.s().result_reason.find("Carapace Queen") != std::string::npos);
    CHECK(b.gravehold_damage() == 0);
}

TEST_CASE("Carapace Drone: places 1 husk", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b);
    b.create();
    b.in_play("base.carapace_queen.carapace_drone");
    b.advance();
    CHECK(b.tokens("husks") == 1);
}

TEST_CASE("Molting Season: power - Unleash twice, Swarm; to discard, 4 aether and 2 husks leave", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b);
    b.create();
    b.in_play("base.carapace_queen.molting_season", -1, 1);
    b.advance();
    CHECK(b.gravehold_damage() == 2); // 4 husks
    CHECK(b.tokens("husks") == 2);

    PackBattle c({"base.mage.brama"}, kQueen);
    c.create();
    const CardId season = c.in_play("base.carapace_queen.molting_season");
    husks(c, 5);
    c.advance();
    for (int i = 0; i < 4; ++i) c.play(c.nth_in_hand(0, "base.gem.crystal"));
    c.ok("discard_power:" + std::to_string(season.value()));
    CHECK(c.aether() == 0);
    CHECK(c.tokens("husks") == 3);
    CHECK(c.in_nemesis_discard(season));
}

TEST_CASE("Hive Surge: Unleash twice; the lowest-life player suffers half the husks", "[pack]") {
    PackBattle b({"base.mage.brama", "base.mage.brama"}, kQueen);
    queen_first(b, "base.carapace_queen.hive_surge");
    b.create();
    husks(b, 6);
    b.mut().players[1].life = 9;
    b.advance();
    CHECK(b.tokens("husks") == 10);
    CHECK(b.life(1) == 4);
    CHECK(b.life(0) == 10);
}

TEST_CASE("Hive Warden: 3 Gravehold damage with 6+ husks, otherwise Unleash", "[pack]") {
    SECTION("6 husks") {
        PackBattle b({"base.mage.brama"}, kQueen);
        queen_first(b);
        b.create();
        husks(b, 6);
        b.in_play("base.carapace_queen.hive_warden");
        b.advance();
        CHECK(b.gravehold_damage() == 3);
        CHECK(b.tokens("husks") == 6);
    }
    SECTION("5 husks") {
        PackBattle b({"base.mage.brama"}, kQueen);
        queen_first(b);
        b.create();
        husks(b, 5);
        b.in_play("base.carapace_queen.hive_warden");
        b.advance();
        CHECK(b.gravehold_damage() == 0);
        CHECK(b.tokens("husks") == 7);
    }
}

TEST_CASE("Egg Clutch: power - 4 husks, then Swarm; to discard, discard 2 cards", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b);
    b.create();
    husks(b, 2);
    b.in_play("base.carapace_queen.egg_clutch", -1, 1);
    b.advance();
    CHECK(b.gravehold_damage() == 3); // 6 husks
    CHECK(b.tokens("husks") == 3);

    PackBattle c({"base.mage.brama"}, kQueen);
    c.create();
    const CardId clutch = c.in_play("base.carapace_queen.egg_clutch");
    c.advance();
    c.ok("discard_power:" + std::to_string(clutch.value()));
    const auto& hand = c.s().players[0].hand;
    c.pick({hand[0], hand[1]});
    CHECK(c.s().players[0].discard.size() == 2);
    CHECK(c.in_nemesis_discard(clutch));
}

TEST_CASE("Devouring Swarm: Unleash twice, then Swarm twice", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b, "base.carapace_queen.devouring_swarm");
    b.create();
    husks(b, 6);
    b.advance();
    // 10 husks: 5 damage, 5 leave; 5 husks: 2 damage, 3 leave.
    CHECK(b.gravehold_damage() == 7);
    CHECK(b.tokens("husks") == 2);
}

TEST_CASE("Chitin Colossus: Unleash, then Swarm", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b);
    b.create();
    husks(b, 2);
    b.in_play("base.carapace_queen.chitin_colossus");
    b.advance();
    CHECK(b.gravehold_damage() == 2); // 4 husks
    CHECK(b.tokens("husks") == 2);
}

TEST_CASE("Queen's Decree: power - Unleash three times, then Swarm; to discard, 8 aether", "[pack]") {
    PackBattle b({"base.mage.brama"}, kQueen);
    queen_first(b);
    b.create();
    b.in_play("base.carapace_queen.queens_decree");
    b.advance();
    CHECK(b.gravehold_damage() == 3); // 6 husks
    CHECK(b.tokens("husks") == 3);

    PackBattle c({"base.mage.brama"}, kQueen);
    c.create();
    const CardId decree = c.in_play("base.carapace_queen.queens_decree");
    c.give(0, "base.gem.jade");
    c.give(0, "base.gem.jade");
    c.advance();
    for (CardId x : std::vector<CardId>(c.s().players[0].hand))
        if (c.s().card(x).def != "base.spell.buried_light") c.play(x);
    REQUIRE(c.aether() == 8);
    c.ok("discard_power:" + std::to_string(decree.value()));
    CHECK(c.in_nemesis_discard(decree));
}

namespace {
// Brama casts `spell` (prepped to her open breach) with `n` husks in play; with husks, the battle then asks
// where the hit goes.
void cast_at_husks(PackBattle& b, int n, const std::string& spell) {
    b.create();
    if (n > 0) husks(b, n);
    const CardId card = b.prep(0, spell, 1);
    b.advance();
    b.cast(card);
}
} // namespace

TEST_CASE("Carapace Queen: a hit may kill a husk, or be spread over husks for 1 damage", "[pack]") {
    PackBattle b({"base.mage.brama"}, "base.carapace_queen");
    SECTION("the Queen") {
        cast_at_husks(b, 3, "base.spell.spark");
        b.ok("queen");
        CHECK(b.nemesis_damage() == 1);
        CHECK(b.tokens("husks") == 3);
    }
    SECTION("one husk") {
        cast_at_husks(b, 3, "base.spell.spark");
        CHECK(b.has("spread", false)); // a 1-damage hit cannot be spread
        b.ok("husk");
        CHECK(b.nemesis_damage() == 0);
        CHECK(b.tokens("husks") == 2);
    }
    SECTION("spread") {
        cast_at_husks(b, 2, "base.spell.feral_lightning");
        b.ok("spread");
        CHECK(b.tokens("husks") == 0); // 3 damage, but only 2 husks
        CHECK(b.life(0) == 9);
        CHECK(b.nemesis_damage() == 0);
    }
    SECTION("no husks: no question") {
        cast_at_husks(b, 0, "base.spell.spark");
        CHECK(b.nemesis_damage() == 1);
    }
}
