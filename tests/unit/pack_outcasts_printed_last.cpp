// The last printed Outcasts cards (card-facts §4.1, §4.4, §4.5): six treasures, Elongated Looq, Paired Storm,
// Hemorrhage and Suffocating Haze, each in a real battle (real loader, Lua host and engine). They use the
// moments of docs/lua-api.md "Triggers" and the rule decisions of docs/decisions.md D45. Brama (base) plays
// them, so the tests do not depend on the Outcasts mats.
#include "tests/support/outcasts_battle.hpp"

using namespace ae;
using ae::test::count_def;
using ae::test::nemesis_first;
using ae::test::outcasts_battle;
using ae::test::PackBattle;

namespace {
const std::string kBrama = "base.mage.brama";
const std::string kCrystal = "base.gem.crystal";
const std::string kFang = "outcasts.spell.twisted_fang"; // cost 4, 3 damage
const std::string kStorm = "outcasts.spell.paired_storm";
const std::string B = "outcasts.basic.";

PackBattle battle(int players = 1) {
    PackBattle b = outcasts_battle(std::vector<std::string>(static_cast<std::size_t>(players), kBrama));
    b.setup.supply = {"base.gem.jade", "base.gem.clouded_sapphire", kFang, "base.spell.spectral_echo",
                      "base.spell.chaos_arc"};
    return b;
}
} // namespace

TEST_CASE("Lost's Forged Spark: a Crystal into its owner's discard pile as the battle starts; Cast: 2 damage",
          "[pack][outcasts][treasures]") {
    PackBattle b = battle();
    b.create();
    b.to_deck_top(0, "outcasts.treasure.losts_forged_spark");
    const int before = count_def(b.s().players[0].discard, b.s(), kCrystal);
    b.advance();
    CHECK(count_def(b.s().players[0].discard, b.s(), kCrystal) == before + 1);
    CHECK(b.s().card(b.s().players[0].discard.back()).owner == 0);
    // Once only: the next turns add nothing.
    b.ok("end");
    CHECK(count_def(b.s().players[0].discard, b.s(), kCrystal) == before + 1);
    PackBattle cast = battle();
    cast.create();
    const CardId s = cast.prep(0, "outcasts.treasure.losts_forged_spark", 1);
    cast.advance();
    cast.cast(s);
    CHECK(cast.nemesis_damage() == 2);
}

TEST_CASE("Poison Heart: set by a spell pile costing 5 or less at the start; its spells deal 1 more",
          "[pack][outcasts][treasures]") {
    PackBattle b = battle();
    b.setup.group_treasures = {"outcasts.treasure.poison_heart"};
    b.create();
    const CardId fang = b.prep(0, kFang, 1);
    b.mut().players[0].breaches[1].status = BreachStatus::Open;
    const CardId echo = b.prep(0, "base.spell.spectral_echo", 2);
    b.advance();
    REQUIRE(b.kind() == DecisionKind::ChooseOption);
    // Only spell piles costing 5 or less: Twisted Fang (4) and Spectral Echo (3), not Chaos Arc (6).
    CHECK(b.has(kFang));
    CHECK(b.has("base.spell.spectral_echo"));
    CHECK_FALSE(b.pending().find("base.spell.chaos_arc"));
    CHECK_FALSE(b.pending().find("base.gem.jade"));
    b.ok(kFang);
    b.cast(fang);
    CHECK(b.nemesis_damage() == 4); // 3 + 1
    const int after_fang = b.nemesis_damage();
    b.cast(echo); // not from the chosen pile: no bonus
    CHECK(b.nemesis_damage() - after_fang == 2);
}

TEST_CASE("Rejuvenating Diamond: Gravehold gains 1 more each time it gains life, once",
          "[pack][outcasts][treasures]") {
    for (const bool diamond : {false, true}) {
        PackBattle b = battle();
        if (diamond) b.setup.group_treasures = {"outcasts.treasure.rejuvenating_diamond"};
        b.create();
        b.mut().gravehold_life = 20;
        const CardId orb = b.give(0, "base.relic.focusing_orb");
        b.advance();
        b.play(orb);
        b.ok("destroy");                                    // Focusing Orb: destroy it, Gravehold gains 3
        CHECK(b.s().gravehold_life == (diamond ? 24 : 23)); // its own extra life is not gained upon again
    }
    // At full life nothing is gained, so nothing more either.
    PackBattle full = battle();
    full.setup.group_treasures = {"outcasts.treasure.rejuvenating_diamond"};
    full.create();
    full.mut().gravehold_life = full.s().gravehold_max - 1;
    const CardId orb = full.give(0, "base.relic.focusing_orb");
    full.advance();
    full.play(orb);
    full.ok("destroy");
    CHECK(full.s().gravehold_life == full.s().gravehold_max);
}

TEST_CASE("Rebound Gauntlet: once per turn, a spell costing 5 or less comes back for a discarded spell",
          "[pack][outcasts][treasures]") {
    PackBattle b = battle();
    b.setup.players[0].treasures = {"outcasts.treasure.rebound_gauntlet"};
    b.create();
    const CardId fang = b.prep(0, kFang, 1);
    b.mut().players[0].breaches[1].status = BreachStatus::Open;
    const CardId fang2 = b.prep(0, kFang, 2);
    const CardId spark = b.give(0, "base.spell.spark");
    const CardId spark2 = b.give(0, "base.spell.spark");
    b.advance();
    b.cast(fang);
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    b.pick({spark});
    CHECK(b.in_hand(0, fang));
    CHECK(b.in_discard(0, spark));
    // Used this turn: the second Twisted Fang is not asked about.
    b.cast(fang2);
    CHECK(b.kind() == DecisionKind::MainAction); // nothing left to cast, and not asked
    CHECK(b.in_discard(0, fang2));
    CHECK(b.in_hand(0, spark2));
    PackBattle dear = battle();
    dear.setup.players[0].treasures = {"outcasts.treasure.rebound_gauntlet"};
    dear.create();
    const CardId arc2 = dear.prep(0, "base.spell.chaos_arc", 1);
    dear.give(0, "base.spell.spark");
    dear.advance();
    dear.cast(arc2); // Chaos Arc costs 6: not asked
    CHECK(dear.kind() != DecisionKind::ChooseCards);
    CHECK(dear.in_discard(0, arc2));
    // Declining keeps the spell in the discard pile.
    PackBattle no = battle();
    no.setup.players[0].treasures = {"outcasts.treasure.rebound_gauntlet"};
    no.create();
    const CardId f3 = no.prep(0, kFang, 1);
    no.give(0, "base.spell.spark");
    no.advance();
    no.cast(f3);
    no.pick_none();
    CHECK(no.in_discard(0, f3));
}

TEST_CASE("Treasured Stone: a gem from any supply pile as the first turn starts",
          "[pack][outcasts][treasures]") {
    PackBattle b = battle();
    b.setup.players[0].treasures = {"outcasts.treasure.treasured_stone"};
    b.create();
    b.advance();
    REQUIRE(b.kind() == DecisionKind::ChooseOption);
    CHECK(b.has("base.gem.clouded_sapphire"));
    CHECK_FALSE(b.pending().find(kFang)); // gems only
    b.ok("base.gem.clouded_sapphire");
    CHECK(count_def(b.s().players[0].discard, b.s(), "base.gem.clouded_sapphire") == 1);
    CHECK(b.kind() == DecisionKind::MainAction);
    // D45: when the nemesis takes the first turn, it happens as that turn starts all the same.
    PackBattle late = battle();
    late.setup.players[0].treasures = {"outcasts.treasure.treasured_stone"};
    nemesis_first(late);
    late.create();
    late.advance();
    REQUIRE(late.kind() == DecisionKind::ChooseOption);
    CHECK(late.s().turn.player == -1);
    late.ok("base.gem.jade");
    CHECK(count_def(late.s().players[0].discard, late.s(), "base.gem.jade") == 1);
    // The player's own first turn (the game's second) gives nothing more.
    CHECK(late.kind() == DecisionKind::MainAction);
}

TEST_CASE("World Marble: one of your breaches focused three times as the first turn starts",
          "[pack][outcasts][treasures]") {
    for (const int rotation : {0, 2}) {
        PackBattle b = battle();
        b.setup.players[0].treasures = {"outcasts.treasure.world_marble"};
        b.create();
        auto& br = b.mut().players[0].breaches[3];
        br.status = BreachStatus::Closed;
        br.rotation = rotation;
        b.advance();
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        b.ok("breach4");
        const auto& after = b.s().players[0].breaches[3];
        if (rotation == 0) { // three quarter-turns: closed, at the last position
            CHECK(after.status == BreachStatus::Closed);
            CHECK(after.rotation == 3);
        } else { // one turn to the last position, the next opens it, the third is lost
            CHECK(after.status == BreachStatus::Open);
        }
        CHECK(b.count(EventKind::BreachFocused) == (rotation == 0 ? 3 : 2));
    }
}

TEST_CASE("Elongated Looq: 2 aether; the next focus or open of your breaches this turn gives a charge",
          "[pack][outcasts][market]") {
    for (const std::string action : {"focus", "open"}) {
        PackBattle b = battle();
        b.create();
        const CardId looq = b.give(0, "outcasts.gem.elongated_looq");
        b.mut().players[0].charges = 0;
        b.advance();
        b.play(looq);
        CHECK(b.aether() == 2);
        for (int i = 0; i < 4; ++i) b.play(b.nth_in_hand(0, kCrystal)); // 6 aether in all
        CHECK(b.charges(0) == 0);
        b.ok(action == "focus" ? "focus:3" : "open:2"); // Brama: breach III focus 3, breach II open 4
        CHECK(b.charges(0) == 1);
        if (action == "focus") { // only the next one
            b.ok("focus:2");
            CHECK(b.charges(0) == 1);
        }
    }
}

TEST_CASE("Paired Storm: Link lets two share a breach; the second cast this turn deals 2 more",
          "[pack][outcasts][market]") {
    PackBattle b = battle();
    b.create();
    const CardId one = b.give(0, kStorm);
    const CardId two = b.give(0, kStorm);
    const CardId spark = b.give(0, "base.spell.spark");
    b.advance();
    b.ok("prep:" + std::to_string(one.value()) + ":1");
    CHECK_FALSE(b.pending().find("prep:" + std::to_string(spark.value()) + ":1"));
    b.ok("prep:" + std::to_string(two.value()) + ":1");
    CHECK(b.s().players[0].breaches[0].prepped.size() == 2);
    // Cast both in one casting phase: 2, then 4.
    PackBattle c = battle();
    c.create();
    const CardId a = c.prep(0, kStorm, 1);
    const CardId d = c.prep(0, kStorm, 1);
    c.advance();
    c.cast(a);
    CHECK(c.nemesis_damage() == 2);
    c.cast(d);
    CHECK(c.nemesis_damage() == 6);
}

TEST_CASE("Hemorrhage: Unleash, Gravehold 1; in front of the most-open-breaches player, 1 damage each of "
          "their turns until they gain a costly card",
          "[pack][outcasts][nemesis]") {
    PackBattle b = outcasts_battle({kBrama, kBrama});
    // Chaos Arc (6) is the priciest, so Dark Fire (5) ends it by its cost alone.
    b.setup.supply = {"base.gem.jade", "base.spell.dark_fire", "base.spell.spectral_echo",
                      "base.spell.chaos_arc"};
    b.setup.turn_order = {"nemesis", "p2", "p1", "p2"};
    b.setup.nemesis_deck = {B + "hemorrhage", ae::test::kOutcastsFiller, ae::test::kOutcastsFiller};
    b.create();
    b.mut().players[1].breaches[1].status = BreachStatus::Open; // player 2 has the most open breaches
    for (int i = 0; i < 3; ++i) b.give(1, "base.gem.jade");
    b.advance();
    CHECK(b.count(EventKind::Unleashed, B + "hemorrhage") == 1);
    CHECK(b.gravehold_damage() == 1);
    REQUIRE(b.s().players[1].before.size() == 1);
    const CardId h = b.s().players[1].before.front();
    CHECK(b.s().card(h).def == B + "hemorrhage");
    CHECK(b.life(1) == b.s().players[1].max_life - 1); // player 2's turn has started
    CHECK(b.life(0) == b.s().players[0].max_life);
    // Player 2 gains Spectral Echo (3, not the priciest): it stays. Then Dark Fire (5): it goes.
    for (int i = 0; i < 3; ++i) b.play(b.nth_in_hand(1, "base.gem.jade"));
    for (int i = 0; i < 2; ++i) b.play(b.nth_in_hand(1, kCrystal));
    b.ok("buy:base.spell.spectral_echo");
    CHECK(b.s().players[1].before.size() == 1);
    b.ok("buy:base.spell.dark_fire");
    CHECK(b.s().players[1].before.empty());
    CHECK(b.in_nemesis_discard(h));
}

TEST_CASE("Hemorrhage: gaining the priciest card left in the supply also ends it",
          "[pack][outcasts][nemesis]") {
    PackBattle b = outcasts_battle({kBrama});
    b.setup.supply = {"base.gem.jade", "base.spell.spectral_echo"}; // nothing costs 5
    b.setup.turn_order = {"nemesis", "p1", "p1"};
    b.setup.nemesis_deck = {B + "hemorrhage", ae::test::kOutcastsFiller, ae::test::kOutcastsFiller};
    b.create();
    b.advance();
    REQUIRE(b.s().players[0].before.size() == 1);
    for (int i = 0; i < 2; ++i) b.play(b.nth_in_hand(0, kCrystal));
    b.ok("buy:base.gem.jade"); // 2 < 3: it stays
    CHECK(b.s().players[0].before.size() == 1);
    PackBattle c = outcasts_battle({kBrama});
    c.setup.supply = b.setup.supply;
    c.setup.turn_order = b.setup.turn_order;
    c.setup.nemesis_deck = b.setup.nemesis_deck;
    c.create();
    c.advance();
    for (int i = 0; i < 3; ++i) c.play(c.nth_in_hand(0, kCrystal));
    c.ok("buy:base.spell.spectral_echo");
    CHECK(c.s().players[0].before.empty());
}

TEST_CASE("Suffocating Haze: minions of the nemesis deck take 1 less per instance, never below 1; "
          "Power: Unleash twice, Gravehold 2",
          "[pack][outcasts][nemesis]") {
    for (const bool haze : {false, true}) {
        PackBattle b = battle();
        b.create();
        const CardId fang = b.prep(0, kFang, 1);
        b.mut().players[0].breaches[1].status = BreachStatus::Open;
        const CardId spark = b.prep(0, "base.spell.spark", 2);
        if (haze) b.in_play(B + "suffocating_haze");
        const CardId nyx = b.in_play(B + "nyx_the_spine_cruncher"); // life 14, no filter of its own
        b.advance();
        b.cast(fang);
        b.ok("minion:" + std::to_string(nyx.value()));
        CHECK(b.nemesis_in_play(nyx)->life == (haze ? 12 : 11)); // 3, or 3 - 1
        b.cast(spark);
        b.ok("minion:" + std::to_string(nyx.value()));
        CHECK(b.nemesis_in_play(nyx)->life == (haze ? 11 : 10)); // 1 stays 1
    }
    PackBattle p = outcasts_battle();
    nemesis_first(p);
    p.create();
    p.in_play(B + "suffocating_haze", -1, 1);
    p.advance();
    CHECK(p.count(EventKind::Unleashed, B + "suffocating_haze") == 2);
    CHECK(p.gravehold_damage() == 2);
}

TEST_CASE("Suffocating Haze: a tier-0 minion (not from the nemesis deck) takes the full damage",
          "[pack][outcasts][nemesis]") {
    // The Ashen Orrery's Falling Star (tier 0, life 6, no filter of its own) comes from a side deck.
    static const content::LoadResult packs =
        content::load_packs({ae::test::base_pack_dir(), std::string(GRAVEHOLD_PACKS_DIR) + "/original",
                             std::string(GRAVEHOLD_PACKS_DIR) + "/outcasts"});
    for (const auto& e : packs.errors) UNSCOPED_INFO(content::format(e));
    REQUIRE(packs.errors.empty());
    PackBattle b(packs.content, {kBrama}, "original.ashen_orrery");
    b.setup.supply = {"base.gem.jade"};
    b.create();
    const CardId fang = b.prep(0, kFang, 1);
    b.in_play(B + "suffocating_haze");
    const CardId star = b.in_play("original.ashen_orrery.falling_star");
    b.advance();
    b.cast(fang);
    b.ok("minion:" + std::to_string(star.value()));
    CHECK(b.nemesis_in_play(star)->life == 3);
}

TEST_CASE("Elongated Looq: a focus of another player's breach is not yours", "[pack][outcasts][market]") {
    PackBattle b = battle(2);
    b.create();
    const CardId looq = b.give(0, "outcasts.gem.elongated_looq");
    const CardId orb = b.give(0, "base.relic.focusing_orb");
    b.mut().players[0].charges = 0;
    b.mut().gravehold_life = 25; // Focusing Orb's other branch heals Gravehold: it must be able to
    b.advance();
    b.play(looq);
    b.play(orb);
    b.ok("focus");
    b.ok("p2:2"); // Focusing Orb focuses player 2's breach II
    CHECK(b.charges(0) == 0);
    b.play(b.nth_in_hand(0, kCrystal));
    b.ok("focus:2"); // then one of player 1's own: 2 aether (Looq) + 1 (Crystal) pays breach II's 2
    CHECK(b.charges(0) == 1);
}
