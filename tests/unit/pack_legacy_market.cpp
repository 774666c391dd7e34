// The rest of the Legacy market (issue #5): supply cards beyond the starting piles, including the pulse
// cards (pulse is a per-player count in the script storage, docs/decisions.md D40). Real battles against
// Bladius with the player taking the first turn.
#include "tests/support/pack_fixture.hpp"

#include <nlohmann/json.hpp>

#include <string>

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
PackBattle duo(std::vector<std::string> supply = {"legacy.gem.ancient_cyanolith", "legacy.spell.fire_chakram",
                                                  "legacy.relic.geophage"}) {
    PackBattle b(legacy_content(), {"legacy.mage.green_front", "legacy.mage.yellow_front"}, "legacy.bladius");
    b.setup.nemesis_deck = {"legacy.bladius.cleave", "legacy.bladius.cleave"};
    b.setup.supply = std::move(supply);
    return b;
}
// Gives player 0 the card, reaches the main phase and plays it.
CardId play_new(PackBattle& b, const std::string& def) {
    const CardId c = b.give(0, def);
    b.advance();
    b.end_casting();
    b.play(c);
    return c;
}
// Pulse of an engine player index, read from the saved script storage.
int pulse(PackBattle& b, int player) {
    const auto j = nlohmann::json::parse(b.s().script_storage);
    const std::string key = "p" + std::to_string(player + 1);
    if (!j.contains("pulse") || !j["pulse"].contains(key)) return 0;
    return j["pulse"][key].get<int>();
}
} // namespace

TEST_CASE("Crumbling Compound: 2 aether, 4 when another gem is discarded", "[pack][legacy][market]") {
    PackBattle b = duo();
    b.create();
    play_new(b, "legacy.gem.crumbling_compound");
    CHECK(b.aether() == 2);
    const CardId crystal = b.nth_in_hand(0, "base.gem.crystal");
    b.pick({crystal});
    CHECK(b.aether() == 4);
    CHECK(b.in_discard(0, crystal));
}

TEST_CASE("Prophetic Lens: a charge; the top deck card is destroyed or kept for 1 aether",
          "[pack][legacy][market]") {
    PackBattle b = duo();
    b.create();
    b.mut().players[0].max_charges = 5;
    const CardId top = b.to_deck_top(0, "legacy.spell.fire_chakram");
    SECTION("destroy") {
        play_new(b, "legacy.relic.prophetic_lens");
        b.ok("destroy");
        CHECK(b.destroyed(top));
        CHECK(b.aether() == 0);
    }
    SECTION("keep") {
        play_new(b, "legacy.relic.prophetic_lens");
        b.ok("keep");
        REQUIRE_FALSE(b.s().players[0].deck.empty());
        CHECK(b.s().players[0].deck.front() == top);
        CHECK_FALSE(b.in_hand(0, top));
        CHECK(b.aether() == 1);
    }
    CHECK(b.charges(0) == 1);
}

TEST_CASE("Void Mill: a focus, then two players each destroy their top discard", "[pack][legacy][market]") {
    PackBattle b = duo();
    b.create();
    const CardId mine = b.to_discard_pile(0, "base.gem.crystal");
    const CardId theirs = b.to_discard_pile(1, "base.gem.crystal");
    play_new(b, "legacy.relic.void_mill");
    b.ok("p2:2");
    CHECK(b.s().players[1].breaches[1].focused_this_turn);
    b.ok("p1");
    CHECK(b.destroyed(mine));
    b.ok("p2");
    CHECK(b.destroyed(theirs));
}

TEST_CASE("Arcane Salvo: 4 damage; while prepped a relic goes on top of the deck", "[pack][legacy][market]") {
    SECTION("cast") {
        PackBattle b = duo();
        b.create();
        const CardId s = b.prep(0, "legacy.spell.arcane_salvo", 1);
        b.advance();
        b.cast(s);
        CHECK(b.nemesis_damage() == 4);
    }
    SECTION("while prepped") {
        PackBattle b = duo();
        b.create();
        const CardId s = b.prep(0, "legacy.spell.arcane_salvo", 1);
        const CardId relic = b.to_discard_pile(0, "legacy.relic.geophage");
        b.advance();
        b.end_casting();
        b.ok("while_prepped:" + std::to_string(s.value())); // the only relic is picked automatically
        REQUIRE_FALSE(b.s().players[0].deck.empty());
        CHECK(b.s().players[0].deck.front() == relic);
    }
}

TEST_CASE("Fiery Conclusion: 4 damage, 7 with three empty supply piles", "[pack][legacy][market]") {
    for (bool empty : {false, true}) {
        PackBattle b = duo();
        b.create();
        if (empty)
            for (auto& pile : b.mut().supply) pile.cards.clear();
        const CardId s = b.prep(0, "legacy.spell.fiery_conclusion", 1);
        b.advance();
        b.cast(s);
        CHECK(b.nemesis_damage() == (empty ? 7 : 4));
    }
}

TEST_CASE("Breach Collision: 5 damage and 1 life for Gravehold; gained to any player's discard pile",
          "[pack][legacy][market]") {
    SECTION("cast") {
        PackBattle b = duo();
        b.create();
        b.mut().gravehold_life = b.s().gravehold_max - 3;
        const CardId s = b.prep(0, "legacy.spell.breach_collision", 1);
        b.advance();
        b.cast(s);
        CHECK(b.nemesis_damage() == 5);
        CHECK(b.gravehold_damage() == 2);
    }
    SECTION("on gain") {
        PackBattle b = duo({"legacy.spell.breach_collision"});
        b.create();
        const CardId m1 = b.give(0, "legacy.gem.gilded_marble");
        const CardId m2 = b.give(0, "legacy.gem.gilded_marble");
        b.advance();
        b.end_casting();
        for (CardId g : {m1, m2, b.nth_in_hand(0, "base.gem.crystal")}) b.play(g); // 7 aether
        b.ok("buy:legacy.spell.breach_collision");
        b.pick_player(1);
        REQUIRE(b.s().players[1].discard.size() == 1);
        CHECK(b.s().card(b.s().players[1].discard[0]).def == "legacy.spell.breach_collision");
        CHECK(b.s().players[0].discard.empty());
    }
}

TEST_CASE("Sphere of Inversion: 7 damage; the ally may destroy a card for 2 life", "[pack][legacy][market]") {
    PackBattle b = duo();
    b.create();
    b.mut().players[1].life = 5;
    const CardId s = b.prep(0, "legacy.spell.sphere_of_inversion", 1);
    b.advance();
    b.cast(s);
    const CardId c = b.s().players[1].hand.front();
    b.pick({c});
    CHECK(b.nemesis_damage() == 7);
    CHECK(b.destroyed(c));
    CHECK(b.life(1) == 7);
}

TEST_CASE("Conductive Grit: 2 aether and a pulse, or a pulse for 3 aether", "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    const CardId second = b.give(0, "legacy.gem.conductive_grit");
    play_new(b, "legacy.gem.conductive_grit"); // no pulse yet: the first option is the only one
    CHECK(b.aether() == 2);
    CHECK(pulse(b, 0) == 1);
    b.play(second);
    b.ok("spend");
    CHECK(b.aether() == 5);
    CHECK(pulse(b, 0) == 0);
}

TEST_CASE("Arcing Silicate: 2 aether and a pulse; pulse spent as damage", "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    play_new(b, "legacy.gem.arcing_silicate");
    CHECK(b.aether() == 2);
    b.ok("1");
    CHECK(b.nemesis_damage() == 1);
    CHECK(pulse(b, 0) == 0);
}

TEST_CASE("Voltaic Relay: any player gains 3 pulse and may lose 1 to destroy a card",
          "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    play_new(b, "legacy.relic.voltaic_relay");
    b.pick_player(1);
    b.ok("yes");
    const CardId c = b.s().players[1].hand.front();
    b.pick({c});
    CHECK(b.destroyed(c));
    CHECK(pulse(b, 1) == 2);
    CHECK(pulse(b, 0) == 0);
}

TEST_CASE("Infernal Mirror casts a prepped Sparking Siphon with pulse from Voltaic Relay",
          "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    b.mut().players[1].max_charges = 5;
    b.mut().players[1].life = 5;
    const CardId siphon = b.prep(0, "legacy.spell.sparking_siphon", 1);
    const CardId mirror = b.give(0, "legacy.relic.infernal_mirror");
    play_new(b, "legacy.relic.voltaic_relay");
    b.pick_player(0);
    b.ok("no"); // keep the pulse: 3
    b.play(mirror);
    CHECK(b.charges(1) == 1); // the ally's charge
    b.pick_player(0);         // 5 pulse
    b.ok("yes");              // lose 2, cast the only prepped spell
    b.ok("yes");              // Sparking Siphon: lose 1 so a player gains 1 life (only player 2 can)
    CHECK(b.in_discard(0, siphon));
    CHECK(b.nemesis_damage() == 3); // 2 from the siphon, 1 from the mirror
    CHECK(b.life(1) == 6);
    CHECK(pulse(b, 0) == 2);
}

TEST_CASE("Sparking Siphon: 2 pulse when gained", "[pack][legacy][market][pulse]") {
    PackBattle b = duo({"legacy.spell.sparking_siphon"});
    b.create();
    const CardId marble = b.give(0, "legacy.gem.gilded_marble");
    b.advance();
    b.end_casting();
    b.play(marble); // 3 aether
    b.ok("buy:legacy.spell.sparking_siphon");
    CHECK(pulse(b, 0) == 2);
}

TEST_CASE("Breach Communion: a pulse while prepped; 2 pulse for 3 more damage",
          "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    const CardId communion = b.prep(0, "legacy.spell.breach_communion", 1);
    const CardId relay = b.give(0, "legacy.relic.voltaic_relay");
    const CardId mirror = b.give(0, "legacy.relic.infernal_mirror");
    b.advance();
    b.end_casting();
    b.ok("while_prepped:" + std::to_string(communion.value()));
    CHECK(pulse(b, 0) == 1);
    b.play(relay);
    b.pick_player(0);
    b.ok("no"); // 4 pulse
    b.play(mirror);
    b.pick_player(0);               // 6 pulse
    b.ok("yes");                    // lose 2: cast Breach Communion
    b.ok("yes");                    // lose 2: 5 damage
    CHECK(b.nemesis_damage() == 6); // 5 and the mirror's 1
    CHECK(pulse(b, 0) == 2);
}

TEST_CASE("Thunderous Oath: 6 damage and a pulse; pulse spent as the ally's draws",
          "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    const CardId s = b.prep(0, "legacy.spell.thunderous_oath", 1);
    b.advance();
    b.cast(s);
    b.ok("1");
    CHECK(b.nemesis_damage() == 6);
    CHECK(b.s().players[1].hand.size() == 6);
    CHECK(pulse(b, 0) == 0);
}

TEST_CASE("Adrenal Batteries: 2 pulse; 4 pulse open a breach and prep a new spell there",
          "[pack][legacy][market][pulse]") {
    PackBattle b = duo();
    b.create();
    const CardId batteries = b.give(0, "legacy.relic.adrenal_batteries");
    play_new(b, "legacy.relic.voltaic_relay");
    b.pick_player(0);
    b.ok("no"); // 3 pulse
    b.play(batteries);
    b.ok("yes");
    b.ok("p2:3"); // the only spell in the supply costing 5 or less is Fire Chakram: chosen automatically
    const auto& breach = b.s().players[1].breaches[2];
    CHECK(breach.status == BreachStatus::Open);
    REQUIRE(breach.prepped.size() == 1);
    CHECK(b.s().card(breach.prepped[0]).def == "legacy.spell.fire_chakram");
    CHECK(pulse(b, 0) == 1);
}
