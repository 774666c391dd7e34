// Base pack gems and starters, played or cast in a real battle: exact aether, damage, draws and choices.
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::PackBattle;

namespace {
const std::vector<std::string> two_bramas = {"base.mage.brama", "base.mage.brama"};
} // namespace

TEST_CASE("Crystal: gain 1 aether", "[pack]") {
    PackBattle b;
    b.start();
    b.play(b.nth_in_hand(0, "base.gem.crystal"));
    CHECK(b.aether() == 1);
}

TEST_CASE("Spark: deal 1 damage", "[pack]") {
    PackBattle b;
    b.create();
    const CardId spark = b.prep(0, "base.spell.spark", 1);
    b.advance();
    b.cast(spark);
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.in_discard(0, spark));
}

TEST_CASE("Amethyst Shard: 1 aether; the ally may draw a card and then discards one", "[pack]") {
    SECTION("the ally draws and discards") {
        PackBattle b(two_bramas);
        b.create();
        const CardId shard = b.give(0, "base.gem.amethyst_shard");
        b.advance();
        b.play(shard); // the only ally is picked automatically
        CHECK(b.aether() == 1);
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        CHECK(b.pending().who == std::vector<int>{1});
        b.ok("draw");
        CHECK(b.s().players[1].hand.size() == 6);
        REQUIRE(b.kind() == DecisionKind::ChooseCards);
        const CardId c = b.s().players[1].hand.front();
        b.pick({c});
        CHECK(b.s().players[1].hand.size() == 5);
        CHECK(b.in_discard(1, c));
        CHECK(b.s().players[1].deck.size() == 4);
    }
    SECTION("the ally declines") {
        PackBattle b(two_bramas);
        b.create();
        const CardId shard = b.give(0, "base.gem.amethyst_shard");
        b.advance();
        b.play(shard);
        b.ok("skip");
        CHECK(b.s().players[1].hand.size() == 5);
        CHECK(b.s().players[1].deck.size() == 5);
    }
}

TEST_CASE("Buried Light: deal 1 damage and gain 1 aether, usable in the main phase", "[pack]") {
    PackBattle b;
    b.create();
    const CardId light = b.prep(0, "base.spell.buried_light", 1);
    b.advance();
    b.cast(light);
    CHECK(b.nemesis_damage() == 1);
    REQUIRE(b.kind() == DecisionKind::MainAction);
    CHECK(b.aether() == 1);
}

TEST_CASE("Moonstone Shard: 1 aether plus 1 aether only for a gem", "[pack]") {
    PackBattle b;
    b.create();
    const CardId shard = b.give(0, "base.gem.moonstone_shard");
    b.advance();
    b.play(shard);
    CHECK(b.aether() == 1);
    CHECK(b.restricted_aether("gem") == 1);
    CHECK(b.has("buy:base.gem.jade"));                    // 2: 1 + 1 gem-only
    CHECK(b.has("buy:base.relic.flexing_dagger", false)); // 2, but only 1 may pay for a relic
}

TEST_CASE("Emerald Shard: 1 aether OR any player gains 1 life", "[pack]") {
    PackBattle b(two_bramas);
    b.create();
    const CardId first = b.give(0, "base.gem.emerald_shard");
    const CardId second = b.give(0, "base.gem.emerald_shard");
    b.mut().players[1].life = 6;
    b.advance();
    b.play(first);
    b.ok("aether");
    CHECK(b.aether() == 1);
    b.play(second);
    b.ok("life"); // only player 2 can gain life: nobody is asked whom (the OR rule)
    CHECK(b.life(1) == 7);
    CHECK(b.aether() == 1);
}

TEST_CASE("Quartz Shard: 1 aether; the top turn order card stays or goes to the bottom; +1 for a player's",
          "[pack]") {
    SECTION("a nemesis card, put at the bottom: 1 aether") {
        PackBattle b({"base.mage.lash"}, "base.rageborne", {"p1", "nemesis", "p1"});
        b.create();
        const CardId shard = b.give(0, "base.gem.quartz_shard");
        b.advance();
        REQUIRE(b.turn_order_deck() == std::vector<std::string>{"nemesis", "p1"});
        b.play(shard);
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        CHECK(b.pending().who == std::vector<int>{0});
        b.ok("bottom");
        CHECK(b.turn_order_deck() == std::vector<std::string>{"p1", "nemesis"});
        CHECK(b.aether() == 1);
    }
    SECTION("a player's card, left on top: 2 aether") {
        PackBattle b({"base.mage.lash"}, "base.rageborne", {"p1", "p1", "nemesis"});
        b.create();
        const CardId shard = b.give(0, "base.gem.quartz_shard");
        b.advance();
        b.play(shard);
        b.ok("top");
        CHECK(b.turn_order_deck() == std::vector<std::string>{"p1", "nemesis"});
        CHECK(b.aether() == 2);
        CHECK(b.kind() == DecisionKind::MainAction);
    }
    SECTION("the wild card is a player's card: 2 aether") {
        PackBattle b({"base.mage.lash", "base.mage.brama", "base.mage.jian"}, "base.rageborne",
                     {"p1", "wild", "nemesis", "p2", "p3"});
        b.create();
        const CardId shard = b.give(0, "base.gem.quartz_shard");
        b.advance();
        b.play(shard);
        b.ok("bottom");
        CHECK(b.turn_order_deck() == std::vector<std::string>{"nemesis", "p2", "p3", "wild"});
        CHECK(b.aether() == 2);
    }
    SECTION("an empty deck is reshuffled first; one card leaves nothing to choose") {
        PackBattle b({"base.mage.lash"}, "base.rageborne", {"p1"});
        b.create();
        const CardId shard = b.give(0, "base.gem.quartz_shard");
        b.advance();
        REQUIRE(b.turn_order_deck().empty());
        b.play(shard);
        CHECK(b.kind() == DecisionKind::MainAction);
        CHECK(b.turn_order_deck() == std::vector<std::string>{"p1"});
        CHECK(b.turn_order_discard().empty());
        CHECK(b.aether() == 2);
    }
}

TEST_CASE("Garnet Shard: 1 aether OR cast any player's prepped spell", "[pack]") {
    PackBattle b(two_bramas);
    b.create();
    const CardId first = b.give(0, "base.gem.garnet_shard");
    const CardId second = b.give(0, "base.gem.garnet_shard");
    const CardId echo = b.prep(1, "base.spell.spectral_echo", 1);
    b.advance();
    b.play(first);
    b.ok("aether");
    CHECK(b.aether() == 1);
    b.play(second);
    b.ok("cast"); // the only prepped spell is picked automatically
    CHECK(b.nemesis_damage() == 2);
    CHECK(b.in_discard(1, echo)); // to its owner's discard pile
    // "You" is the caster: Spectral Echo's optional destroy offers player 1's hand.
    REQUIRE(b.kind() == DecisionKind::ChooseCards);
    CHECK(b.pending().who == std::vector<int>{0});
    CHECK(b.pending().options.size() == b.s().players[0].hand.size());
    b.pick_none();
}

TEST_CASE("Tourmaline Shard: 1 aether; the ally may suffer 1 damage to destroy a card in hand", "[pack]") {
    PackBattle b(two_bramas);
    b.create();
    const CardId shard = b.give(0, "base.gem.tourmaline_shard");
    b.advance();
    b.play(shard);
    CHECK(b.aether() == 1);
    REQUIRE(b.pending().who == std::vector<int>{1});
    b.ok("destroy");
    CHECK(b.life(1) == 9);
    const CardId c = b.s().players[1].hand.back();
    b.pick({c});
    CHECK(b.destroyed(c));
    CHECK(b.s().players[1].hand.size() == 4);
}

TEST_CASE("Flare: reveal the top turn order card; 3 damage for a player's card, else 1", "[pack]") {
    SECTION("a nemesis card: 1 damage") {
        PackBattle b({"base.mage.xaxos"}, "base.rageborne", {"p1", "nemesis", "p1"});
        b.create();
        const CardId flare = b.prep(0, "base.spell.flare", 1);
        b.advance();
        b.cast(flare);
        CHECK(b.nemesis_damage() == 1);
        CHECK(b.turn_order_deck() == std::vector<std::string>{"nemesis", "p1"}); // put back on top
    }
    SECTION("a player's card: 3 damage") {
        PackBattle b({"base.mage.xaxos"}, "base.rageborne", {"p1", "p1", "nemesis"});
        b.create();
        const CardId flare = b.prep(0, "base.spell.flare", 1);
        b.advance();
        b.cast(flare);
        CHECK(b.nemesis_damage() == 3);
        CHECK(b.in_discard(0, flare));
        CHECK(b.turn_order_deck() == std::vector<std::string>{"p1", "nemesis"});
    }
    SECTION("the wild card: 3 damage") {
        PackBattle b({"base.mage.xaxos", "base.mage.brama", "base.mage.jian"}, "base.rageborne",
                     {"p1", "wild", "nemesis"});
        b.create();
        const CardId flare = b.prep(0, "base.spell.flare", 1);
        b.advance();
        b.cast(flare);
        CHECK(b.nemesis_damage() == 3);
    }
}

TEST_CASE("Jade: gain 2 aether", "[pack]") {
    PackBattle b;
    b.create();
    const CardId jade = b.give(0, "base.gem.jade");
    b.advance();
    b.play(jade);
    CHECK(b.aether() == 2);
}

TEST_CASE("Sifter's Pearl: 2 aether; each player discards or keeps their top deck card", "[pack]") {
    PackBattle b(two_bramas);
    b.create();
    const CardId pearl = b.give(0, "base.gem.sifters_pearl");
    const CardId top0 = b.s().players[0].deck.front();
    const CardId top1 = b.s().players[1].deck.front();
    b.advance();
    b.play(pearl);
    CHECK(b.aether() == 2);
    REQUIRE(b.pending().who == std::vector<int>{0});
    b.ok("discard");
    CHECK(b.in_discard(0, top0));
    CHECK(b.s().players[0].deck.size() == 4);
    CHECK(b.s().players[0].hand.size() == 5); // Brama's 5 plus Pearl, minus the played Pearl
    REQUIRE(b.pending().who == std::vector<int>{1});
    b.ok("keep");
    CHECK(b.s().players[1].deck.front() == top1);
    CHECK(b.s().players[1].deck.size() == 5);
    CHECK(b.s().players[1].hand.size() == 5);
}

TEST_CASE("V'riswood Amber: gain 2 aether", "[pack]") {
    PackBattle b;
    b.create();
    const CardId amber = b.give(0, "base.gem.vriswood_amber");
    b.advance();
    b.play(amber);
    CHECK(b.aether() == 2);
}

TEST_CASE("V'riswood Amber: when gained, it may go on top of the deck", "[pack]") {
    // Brama plays three Crystals (3 aether) and gains the Amber from the supply.
    auto buy_amber = [](PackBattle& b) {
        b.setup.supply.push_back("base.gem.vriswood_amber");
        b.start();
        for (int i = 0; i < 3; ++i) b.play(b.nth_in_hand(0, "base.gem.crystal"));
        b.ok("buy:base.gem.vriswood_amber");
        REQUIRE(b.kind() == DecisionKind::ChooseOption);
        CHECK(b.pending().who == std::vector<int>{0});
    };
    SECTION("on top of the deck") {
        PackBattle b;
        buy_amber(b);
        b.ok("top");
        const auto& p = b.s().players[0];
        REQUIRE(p.deck.size() == 6);
        CHECK(b.s().card(p.deck.front()).def == "base.gem.vriswood_amber");
        CHECK(p.discard.empty());
        CHECK(b.kind() == DecisionKind::MainAction);
    }
    SECTION("left in the discard pile") {
        PackBattle b;
        buy_amber(b);
        b.ok("leave");
        const auto& p = b.s().players[0];
        CHECK(p.deck.size() == 5);
        REQUIRE(p.discard.size() == 1);
        CHECK(b.s().card(p.discard.front()).def == "base.gem.vriswood_amber");
    }
}

TEST_CASE("Diamond Cluster: 2 aether; the second one played this turn gives 2 more", "[pack]") {
    PackBattle b;
    b.create();
    const CardId a = b.give(0, "base.gem.diamond_cluster");
    const CardId c = b.give(0, "base.gem.diamond_cluster");
    const CardId d = b.give(0, "base.gem.diamond_cluster");
    b.advance();
    b.play(a);
    CHECK(b.aether() == 2);
    b.play(c);
    CHECK(b.aether() == 6);
    b.play(d);
    CHECK(b.aether() == 8);
}

TEST_CASE("Diamond Cluster: the count starts again next turn", "[pack]") {
    PackBattle b({"base.mage.brama"}, "base.rageborne", {"p1", "p1"});
    b.create();
    b.clear_hand(0);
    const CardId a = b.give(0, "base.gem.diamond_cluster");
    const CardId next = b.to_deck_top(0, "base.gem.diamond_cluster");
    b.advance();
    b.play(a);
    CHECK(b.aether() == 2);
    b.ok("end"); // draws 5: the second cluster among them
    REQUIRE(b.s().turn.number == 2);
    REQUIRE(b.in_hand(0, next));
    b.play(next);
    CHECK(b.aether() == 2); // the first Diamond Cluster of this turn
}

TEST_CASE("Searing Ruby: 2 aether plus 1 aether only for a spell", "[pack]") {
    PackBattle b;
    b.create();
    const CardId ruby = b.give(0, "base.gem.searing_ruby");
    b.advance();
    b.play(ruby);
    CHECK(b.aether() == 2);
    CHECK(b.restricted_aether("spell") == 1);
    CHECK(b.has("buy:base.spell.spectral_echo"));     // 3 = 2 + 1 spell-only
    CHECK(b.has("buy:base.gem.searing_ruby", false)); // 4
    b.ok("buy:base.spell.spectral_echo");
    CHECK(b.aether() == 0);
    CHECK(b.restricted_aether("spell") == 0);
}

TEST_CASE("Burning Opal: 3 aether; discarding a card from hand lets an ally draw", "[pack]") {
    SECTION("discard, and the ally draws") {
        PackBattle b(two_bramas);
        b.create();
        const CardId opal = b.give(0, "base.gem.burning_opal");
        b.advance();
        b.play(opal);
        CHECK(b.aether() == 3);
        const CardId c = b.nth_in_hand(0, "base.gem.crystal");
        b.pick({c});
        CHECK(b.in_discard(0, c));
        CHECK(b.s().players[1].hand.size() == 6);
    }
    SECTION("no discard, no draw") {
        PackBattle b(two_bramas);
        b.create();
        const CardId opal = b.give(0, "base.gem.burning_opal");
        b.advance();
        b.play(opal);
        b.pick_none();
        CHECK(b.aether() == 3);
        CHECK(b.s().players[1].hand.size() == 5);
        CHECK(b.s().players[0].discard.empty());
    }
}

TEST_CASE("Clouded Sapphire: 3 aether; the first one this turn gives an ally a charge", "[pack]") {
    PackBattle b(two_bramas);
    b.create();
    const CardId a = b.give(0, "base.gem.clouded_sapphire");
    const CardId c = b.give(0, "base.gem.clouded_sapphire");
    b.advance();
    b.play(a); // the only ally is chosen automatically
    CHECK(b.aether() == 3);
    CHECK(b.charges(1) == 1);
    CHECK(b.charges(0) == 0);
    b.play(c);
    CHECK(b.aether() == 6);
    CHECK(b.charges(1) == 1);
}
