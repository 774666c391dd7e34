// The Outcasts mats beyond an ability: Taqren's Barrier track, Z'hana's glyphs, and the four mages whose
// start our sources do not give (Qu, Thraxir, Dezmodia, Arachnos) with their unique starters.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::outcasts_content;
using ae::test::PackBattle;

namespace {
PackBattle battle(std::vector<std::string> mages, std::vector<std::string> turn_order = {"p1", "nemesis"}) {
    PackBattle b(outcasts_content(), std::move(mages), "base.rageborne", std::move(turn_order));
    b.setup.supply = {"base.gem.jade", "base.gem.searing_ruby", "outcasts.spell.fortified_frost"};
    return b;
}
int pile_count(PackBattle& b, const std::string& card) {
    for (const auto& p : b.s().supply)
        if (p.card == card) return static_cast<int>(p.cards.size());
    return -1;
}
} // namespace

// ---- Taqren's Barrier track

TEST_CASE("Taqren's Barrier: each hurt moves the token to another space and resolves it",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.taqren"});
    b.create();
    const CardId amp1 = b.give(0, "outcasts.gem.power_amplifier");
    const CardId amp2 = b.give(0, "outcasts.gem.power_amplifier");
    b.advance();
    b.end_casting();
    b.play(amp1);
    b.ok("yes"); // he suffers 1
    CHECK(b.life(0) == 9);
    CHECK_FALSE(b.has("1")); // the token starts on space 1 and must move
    REQUIRE(b.has("3"));
    b.ok("3"); // gain 1 charge
    CHECK(b.charges(0) == 1);
    CHECK(b.storage().at("outcasts_barrier").at("p1") == "3");
    b.play(amp2);
    b.ok("yes");
    CHECK_FALSE(b.has("3"));
    const int rotation = b.s().players[0].breaches[1].rotation;
    b.ok("2"); // focus the cheapest closed breach: II (focus cost 2)
    CHECK(b.s().players[0].breaches[1].rotation == rotation + 1);
}

TEST_CASE("Taqren exhausted: his damage reaches Gravehold 1 for 1 and still moves the Barrier",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.taqren", "outcasts.mage.kel"}); // alone, exhausted would lose
    b.create();
    b.mut().players[0].life = 0;
    b.mut().players[0].exhausted = true;
    b.mut().gravehold_life = 20;
    const CardId amp = b.give(0, "outcasts.gem.power_amplifier");
    b.advance();
    b.end_casting();
    b.play(amp);
    b.ok("yes");
    CHECK(b.s().gravehold_life == 19); // not 18: his mat says 1 for 1
    CHECK(b.has("4"));                 // "would suffer damage while exhausted" moves the token too
}

TEST_CASE("Taqren's Barrier space 4 preps a spell from hand onto a closed breach", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.taqren"});
    b.create();
    const CardId amp = b.give(0, "outcasts.gem.power_amplifier");
    const CardId spark = b.nth_in_hand(0, "base.spell.spark");
    b.advance();
    b.end_casting();
    b.play(amp);
    b.ok("yes");
    b.ok("4");
    b.pick({spark});
    b.ok("3"); // breach III is closed and was not focused
    CHECK(b.s().players[0].breaches[2].prepped == std::vector<CardId>{spark});
}

// ---- Z'hana's glyphs

TEST_CASE("Z'hana's glyphs: Inscription puts 2 on a pile; the next gain from it takes them for charges",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.zhana"});
    b.setup.players[0].charges = 5;
    b.create();
    b.mut().gravehold_life = 20;
    b.advance();
    b.end_casting();
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    b.ok("ability:0");
    CHECK(b.s().gravehold_life == 25);
    b.ok("base.gem.jade");
    CHECK(b.storage().at("outcasts_glyphs").at("base.gem.jade") == 2);
    CHECK(b.charges(0) == 0);
    b.ok("buy:base.gem.jade");
    CHECK(b.charges(0) == 2);
    const auto glyphs = b.storage().value("outcasts_glyphs", nlohmann::json::object());
    CHECK_FALSE(glyphs.contains("base.gem.jade"));
}

TEST_CASE("Z'hana's glyphs: never more than the box's 5 tokens", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.zhana"});
    b.setup.players[0].charges = 5;
    b.create();
    for (int i = 0; i < 4; ++i) b.give(0, "outcasts.gem.glyph_carver");
    b.advance();
    b.end_casting();
    for (int i = 0; i < 4; ++i) {
        b.play(b.nth_in_hand(0, "outcasts.gem.glyph_carver"));
        b.ok("glyph");
        b.ok("base.gem.searing_ruby");
    }
    CHECK(b.storage().at("outcasts_glyphs").at("base.gem.searing_ruby") == 4);
    b.ok("ability:0");
    b.ok("base.gem.jade");
    CHECK(b.storage().at("outcasts_glyphs").at("base.gem.jade") == 1); // only one token was left
    b.play(b.nth_in_hand(0, "outcasts.gem.glyph_carver"));
    CHECK(b.aether() == 1); // no glyph left to place: 1 aether is the only choice, taken at once
    CHECK(b.storage().at("outcasts_glyphs").at("base.gem.jade") == 1);
}

// ---- Qu

TEST_CASE("Qu, Combust Aether: at the end of her draw phase she may draw 3", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.qu", "outcasts.mage.qu"}, {"p1", "p2", "nemesis"});
    b.setup.players[0].charges = 4;
    b.setup.players[1].charges = 4;
    b.start();
    b.end_casting();
    CHECK_FALSE(b.has("ability:0")); // not in the main phase
    b.ok("end");
    REQUIRE(b.has("ability:0"));
    CHECK_FALSE(b.has("ability:1")); // only the turn's player: it is "your" draw phase
    CHECK(b.s().players[0].hand.size() == 5);
    b.ok("ability:0");
    CHECK(b.s().players[0].hand.size() == 8);
    CHECK(b.charges(0) == 0);
}

TEST_CASE("Call Of The Void: the first costly gem each turn works twice, then goes back to the supply",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.qu"});
    b.create();
    const CardId spell = b.prep(0, "outcasts.spell.call_of_the_void", 1);
    const CardId jade1 = b.give(0, "base.gem.jade");
    const CardId jade2 = b.give(0, "base.gem.jade");
    b.advance();
    b.end_casting();
    b.play(b.nth_in_hand(0, "base.gem.crystal")); // costs 0: nothing happens
    CHECK(b.aether() == 1);
    const int pile = pile_count(b, "base.gem.jade");
    b.play(jade1);
    CHECK(b.aether() == 5);
    CHECK(pile_count(b, "base.gem.jade") == pile + 1);
    CHECK(b.s().card(jade1).owner == -1);
    b.play(jade2); // once per turn
    CHECK(b.aether() == 7);
    CHECK(pile_count(b, "base.gem.jade") == pile + 1);
    CHECK(b.s().players[0].breaches[0].prepped == std::vector<CardId>{spell});
}

// ---- Thraxir

TEST_CASE("Nameless Siphon: 1 aether, or an ally's discard focuses one of your breaches",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.thraxir", "outcasts.mage.kel"});
    b.start();
    b.play(b.nth_in_hand(0, "outcasts.gem.nameless_siphon"));
    SECTION("aether") {
        b.ok("aether");
        CHECK(b.aether() == 1);
    }
    SECTION("focus") {
        b.ok("focus");
        const CardId given = b.nth_in_hand(1, "base.gem.crystal");
        b.pick({given});
        CHECK(b.in_discard(1, given));
        const int rotation = b.s().players[0].breaches[2].rotation;
        b.ok("3");
        CHECK(b.s().players[0].breaches[2].rotation == rotation + 1);
        CHECK(b.aether() == 0);
    }
}

TEST_CASE("Thraxir, Shackles Unleashed: up to 3 prepped spells; more and stronger with open breaches",
          "[pack][outcasts]") {
    for (int open : {1, 3, 4}) {
        PackBattle b = battle({"outcasts.mage.thraxir", "outcasts.mage.kel"});
        b.setup.players[0].charges = 5;
        b.create();
        for (int n = 2; n <= open; ++n) b.mut().players[0].breaches[n - 1].status = BreachStatus::Open;
        std::vector<CardId> sparks;
        for (int n = 1; n <= 2; ++n) sparks.push_back(b.prep(1, "base.spell.spark", n));
        sparks.push_back(b.prep(0, "base.spell.spark", 1));
        sparks.push_back(b.prep(1, "base.spell.spark", 3));
        b.advance();
        b.end_casting();
        b.ok("ability:0");
        const int bonus = open == 4 ? 2 : open == 3 ? 1 : 0;
        const std::size_t most = open == 4 ? 4 : 3;
        for (std::size_t i = 0; i < most; ++i) b.pick({sparks[i]});
        // Kel's breach III is closed: a spark cast from there gets no open-breach bonus.
        CHECK(b.nemesis_damage() == static_cast<int>(most) * (1 + bonus));
        if (most == 3) CHECK(b.s().players[1].breaches[2].prepped.size() == 1); // the 4th stayed
    }
}

// ---- Dezmodia

TEST_CASE("Swirling Darkness: prepped to a closed breach, it focuses that breach when cast",
          "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.dezmodia"}, {"p1"});
    b.start();
    b.end_casting();
    const CardId dark = b.nth_in_hand(0, "outcasts.spell.swirling_darkness");
    const std::string prep = "prep:" + std::to_string(dark.value()) + ":3";
    REQUIRE(b.has(prep)); // breach III is closed and was not focused this turn
    b.ok(prep);
    const int rotation = b.s().players[0].breaches[2].rotation;
    b.ok("end");
    // Next turn: a spell on a closed breach must be cast (the only legal answer, so it is automatic).
    CHECK(b.count(EventKind::SpellCast) == 1);
    CHECK(b.s().players[0].breaches[2].rotation == rotation + 1);
    CHECK(b.in_discard(0, dark));
}

TEST_CASE("Dezmodia, Void Vortex: an ally draws 3 and cards change hands one for one", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.dezmodia", "outcasts.mage.kel"});
    b.setup.players[0].charges = 4;
    b.start();
    b.end_casting();
    b.ok("ability:0");
    CHECK(b.s().players[1].hand.size() == 8);
    const CardId give = b.nth_in_hand(0, "outcasts.spell.swirling_darkness");
    b.pick({give});
    CHECK(b.in_hand(1, give));
    REQUIRE(b.pending().who == std::vector<int>{1});
    const CardId back = b.nth_in_hand(1, "outcasts.gem.energy_shard");
    b.pick({back});
    CHECK(b.in_hand(0, back));
    CHECK(b.s().players[0].hand.size() == 5);
    CHECK(b.s().players[1].hand.size() == 8);
}

// ---- Arachnos

TEST_CASE("Arachnos, Expunge: any player's prepped spell, 3 more damage", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.arachnos", "outcasts.mage.kel"});
    b.setup.players[0].charges = 6;
    b.create();
    const CardId spark = b.prep(1, "base.spell.spark", 1);
    b.advance();
    b.end_casting();
    b.ok("ability:0");
    b.pick({spark});
    CHECK(b.nemesis_damage() == 4);
    CHECK(b.in_discard(1, spark)); // back to its owner
}

TEST_CASE("Convergence: a charge for each gem or relic costing 3 or more you play", "[pack][outcasts]") {
    PackBattle b = battle({"outcasts.mage.arachnos"});
    b.create();
    b.prep(0, "outcasts.spell.convergence", 1);
    const CardId jade = b.give(0, "base.gem.jade");
    const CardId ruby = b.give(0, "base.gem.searing_ruby");
    b.advance();
    b.end_casting();
    b.play(jade);
    CHECK(b.charges(0) == 0);
    b.play(ruby);
    CHECK(b.charges(0) == 1);
}
