// The Legacy basic nemesis cards without EVOLVE (the evolving ones are in pack_legacy_evolve.cpp), fought
// against Rageborne, whose Unleash is +1 Fury, so Unleashes are counted exactly. Fury starts at 0 here so
// that no strike (at 4) gets in the way.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::legacy_content;
using ae::test::PackBattle;

namespace {
const std::string kFiller = "base.basic.bleed_static"; // a power: does nothing when drawn
const std::string L = "legacy.basic.";

PackBattle duo() {
    PackBattle b(legacy_content(), {"base.mage.brama", "base.mage.brama"}, "base.rageborne",
                 {"nemesis", "p1", "p1"});
    b.setup.nemesis_deck = {kFiller, kFiller, kFiller};
    return b;
}
// The nemesis draws `card` first (after `arrange` ran on the fresh battle).
template <class F>
void draw_first(PackBattle& b, const std::string& card, F arrange) {
    b.setup.nemesis_deck = {card, kFiller, kFiller};
    b.create();
    b.mut().nemesis.tokens["fury"] = 0;
    arrange(b);
    b.advance();
}
void draw_first(PackBattle& b, const std::string& card) {
    draw_first(b, card, [](PackBattle&) {});
}
// `card` in play (a power with one token left), then a nemesis turn.
void in_play_first(PackBattle& b, const std::string& card) {
    b.create();
    b.mut().nemesis.tokens["fury"] = 0;
    const auto& d = b.content.nemesis_card(card);
    b.in_play(card, -1, d.type == CardType::Power ? 1 : -1);
    b.advance();
}
} // namespace

TEST_CASE("Legacy basic tier 1", "[pack][legacy][basic]") {
    SECTION("Ambush: Unleash, Gravehold 2, any player 1") {
        PackBattle b = duo();
        draw_first(b, L + "ambush");
        b.pick_player(1);
        CHECK(b.tokens("fury") == 1);
        CHECK(b.gravehold_damage() == 2);
        CHECK(b.life(1) == 9);
    }
    SECTION("Conduct: Unleash; the most charges suffers 2 and gains a charge") {
        PackBattle b = duo();
        draw_first(b, L + "conduct", [](PackBattle& x) { x.mut().players[1].charges = 2; });
        CHECK(b.tokens("fury") == 1);
        CHECK(b.life(1) == 8);
        CHECK(b.charges(1) == 3);
    }
    SECTION("Daze: 2 damage and a discard; a 0-cost card means Gravehold 2") {
        PackBattle b = duo();
        draw_first(b, L + "daze");
        b.pick_player(0);
        const CardId c = b.nth_in_hand(0, "base.gem.crystal");
        b.pick({c});
        CHECK(b.life(0) == 8);
        CHECK(b.in_discard(0, c));
        CHECK(b.gravehold_damage() == 2);
    }
    SECTION("Spine Thresher: Unleash, any player 1") {
        PackBattle b = duo();
        in_play_first(b, L + "spine_thresher");
        b.pick_player(0);
        CHECK(b.tokens("fury") == 1);
        CHECK(b.life(0) == 9);
    }
    SECTION("Aether Extract: Unleash; two 0-cost gems discarded: Unleash again") {
        PackBattle b = duo();
        in_play_first(b, L + "aether_extract");
        b.pick_player(0);
        const CardId g1 = b.nth_in_hand(0, "base.gem.crystal", 0),
                     g2 = b.nth_in_hand(0, "base.gem.crystal", 1);
        b.pick({g1, g2});
        CHECK(b.in_discard(0, g1));
        CHECK(b.tokens("fury") == 2);
    }
    SECTION("Creeping Curse: Unleash, any player 2, two cards discarded in all") {
        PackBattle b = duo();
        in_play_first(b, L + "creeping_curse");
        b.pick_player(1);
        const CardId a = b.s().players[0].hand[0], c = b.s().players[1].hand[0];
        b.pick({a, c});
        CHECK(b.tokens("fury") == 1);
        CHECK(b.life(1) == 8);
        CHECK(b.in_discard(0, a));
        CHECK(b.in_discard(1, c));
    }
    SECTION("Endless Chasm: Unleash twice, Gravehold 2") {
        PackBattle b = duo();
        in_play_first(b, L + "endless_chasm");
        CHECK(b.tokens("fury") == 2);
        CHECK(b.gravehold_damage() == 2);
    }
}

TEST_CASE("Legacy basic tier 2", "[pack][legacy][basic]") {
    SECTION("Drain: Unleash, Gravehold 2, two prepped spells discarded; a 4-cost one left: Unleash") {
        PackBattle b = duo();
        CardId s1 = kNoCard, s2 = kNoCard;
        draw_first(b, L + "drain", [&](PackBattle& x) {
            x.mut().players[0].breaches[1].status = BreachStatus::Open;
            x.mut().players[0].breaches[2].status = BreachStatus::Open;
            s1 = x.prep(0, "base.spell.spark", 1);
            s2 = x.prep(0, "base.spell.spark", 2);
            x.prep(0, "legacy.spell.incinerating_fist", 3);
        });
        b.pick({s1, s2});
        CHECK(b.in_discard(0, s1));
        CHECK(b.gravehold_damage() == 2);
        CHECK(b.tokens("fury") == 2);
    }
    SECTION("Hunted: Unleash twice, the lowest life suffers 1") {
        PackBattle b = duo();
        draw_first(b, L + "hunted", [](PackBattle& x) { x.mut().players[1].life = 4; });
        CHECK(b.tokens("fury") == 2);
        CHECK(b.life(1) == 3);
    }
    SECTION("Sap: Unleash twice and a player suffers 3, or loses 2 charges") {
        PackBattle b = duo();
        draw_first(b, L + "sap"); // nobody has 2 charges: the damage branch, unasked (the OR rule)
        b.pick_player(1);
        CHECK(b.tokens("fury") == 2);
        CHECK(b.life(1) == 7);
        PackBattle c = duo();
        draw_first(c, L + "sap", [](PackBattle& x) { x.mut().players[0].charges = 3; });
        c.ok("charges"); // only player 1 can lose 2 charges: nobody is asked who (the OR rule)
        CHECK(c.charges(0) == 1);
    }
    SECTION("Caustic Cocoon: Unleash, Gravehold 1") {
        PackBattle b = duo();
        in_play_first(b, L + "caustic_cocoon");
        CHECK(b.tokens("fury") == 1);
        CHECK(b.gravehold_damage() == 1);
    }
    SECTION("Tempting Offer: Unleash twice, the lowest life suffers 3") {
        PackBattle b = duo();
        b.create();
        b.mut().nemesis.tokens["fury"] = 0;
        b.mut().players[0].life = 5;
        b.in_play(L + "tempting_offer", -1, 1);
        b.advance();
        CHECK(b.tokens("fury") == 2);
        CHECK(b.life(0) == 2);
    }
    SECTION("Tremor: Unleash twice, Gravehold 4") {
        PackBattle b = duo();
        in_play_first(b, L + "tremor");
        CHECK(b.tokens("fury") == 2);
        CHECK(b.gravehold_damage() == 4);
    }
}

TEST_CASE("Legacy basic tier 3", "[pack][legacy][basic]") {
    SECTION(
        "Annihilate: the holder of the priciest card discards two; Gravehold 2 per card costing 2+ left") {
        PackBattle b = duo();
        CardId fist = kNoCard, marble = kNoCard;
        draw_first(b, L + "annihilate", [&](PackBattle& x) {
            fist = x.give(1, "legacy.spell.incinerating_fist");
            marble = x.give(1, "legacy.gem.gilded_marble");
            x.give(1, "legacy.spell.fire_chakram");
        });
        const CardId c1 = b.nth_in_hand(1, "base.gem.crystal", 0),
                     c2 = b.nth_in_hand(1, "base.gem.crystal", 1);
        b.pick({c1, c2});
        CHECK(b.tokens("fury") == 2);
        CHECK(b.gravehold_damage() == 6); // Fist, Marble and Chakram are left
        CHECK(b.in_hand(1, fist));
        CHECK(b.in_hand(1, marble));
    }
    SECTION("Suffocate: Unleash three times, or Gravehold 3 and a player 3") {
        PackBattle b = duo();
        draw_first(b, L + "suffocate");
        b.ok("unleash");
        CHECK(b.tokens("fury") == 3);
        PackBattle c = duo();
        draw_first(c, L + "suffocate");
        c.ok("damage");
        c.pick_player(1);
        CHECK(c.gravehold_damage() == 3);
        CHECK(c.life(1) == 7);
    }
    SECTION("Facet Ogre: Gravehold 4") {
        PackBattle b = duo();
        in_play_first(b, L + "facet_ogre");
        CHECK(b.gravehold_damage() == 4);
    }
    SECTION("Maddening Spectre: Unleash twice") {
        PackBattle b = duo();
        in_play_first(b, L + "maddening_spectre");
        CHECK(b.tokens("fury") == 2);
    }
    SECTION("Flash of Decay: Unleash twice; the priciest prepped spell is destroyed; cheap: Unleash again") {
        PackBattle b = duo();
        b.create();
        b.mut().nemesis.tokens["fury"] = 0;
        b.mut().players[1].breaches[1].status = BreachStatus::Open;
        const CardId spark = b.prep(1, "base.spell.spark", 1);
        const CardId fist = b.prep(1, "legacy.spell.incinerating_fist", 2);
        b.in_play(L + "flash_of_decay", -1, 1);
        b.advance();
        CHECK(b.destroyed(fist));
        CHECK_FALSE(b.destroyed(spark));
        CHECK(b.tokens("fury") == 3); // the Fist cost 4
    }
    SECTION("Gathering Storm: with fewer than two nemesis cards in the turn order discard, Gravehold 4") {
        PackBattle b = duo();
        in_play_first(b, L + "gathering_storm");
        CHECK(b.tokens("fury") == 2);
        CHECK(b.gravehold_damage() == 4);
    }
    SECTION("Gathering Storm: with both nemesis cards discarded, a player suffers 4") {
        PackBattle b = duo();
        b.setup.turn_order = {"nemesis", "nemesis", "p1"};
        b.create();
        b.mut().nemesis.tokens["fury"] = 0;
        b.in_play(L + "gathering_storm", -1, 2);
        b.advance();
        b.pick_player(0);
        CHECK(b.life(0) == 6);
        CHECK(b.gravehold_damage() == 0);
    }
}

TEST_CASE("Maelstrom's own tier-2 and tier-3 cards", "[pack][legacy][maelstrom]") {
    const std::string M = "legacy.maelstrom.";
    auto maelstrom = [&](std::vector<std::string> deck) {
        PackBattle b(legacy_content(), {"legacy.mage.green_front", "legacy.mage.blue_back"},
                     "legacy.maelstrom", {"nemesis", "p1"});
        b.setup.nemesis_deck = std::move(deck);
        return b;
    };
    SECTION("Blade Husk: Immediately Support; Persistent Unleash") {
        PackBattle b = maelstrom({M + "slash", M + "blade_husk", M + "slash"});
        b.create();
        b.mut().nemesis.side_decks["support"].clear();
        b.in_play(M + "blade_husk");
        b.advance();
        CHECK(b.count(EventKind::Unleashed, M + "blade_husk") == 1);
        CHECK(b.count(EventKind::ScriptLog) == 1); // the second Husk's Support: the deck is empty
    }
    SECTION("Grinding Gale and Last Whirl at their last token") {
        PackBattle b = maelstrom({M + "slash", M + "slash", M + "slash"});
        b.create();
        b.in_play(M + "grinding_gale", -1, 1);
        b.in_play(M + "last_whirl", -1, 1);
        b.advance();
        // Setup Slash 3; Gale: 2 Unleashes (6) + 3; Whirl: 3 Unleashes (9); draw: Slash 3.
        CHECK(b.gravehold_damage() == 3 + 6 + 3 + 9 + 3);
    }
    SECTION("Storm of Edges: Unleash twice, every player 1, Support") {
        PackBattle b = maelstrom({M + "slash", M + "storm_of_edges", M + "slash"});
        b.create();
        b.mut().players[0].life = 5;
        b.advance();
        CHECK(b.life(1) == 9);
        b.pick_player(0); // Brima's Call
        CHECK(b.life(0) == 6);
    }
    SECTION("Great Auger: Immediately Support; Persistent Gravehold 2") {
        PackBattle b = maelstrom({M + "slash", M + "slash", M + "slash"});
        b.create();
        b.in_play(M + "great_auger");
        b.advance();
        CHECK(b.gravehold_damage() == 3 + 2 + 3);
    }
}
