// Setup and the player turn: rules/base.md §3, §4, §5.
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::Fixture;

TEST_CASE("setup: hand, ordered deck, life, breaches, Gravehold", "[engine][setup]") {
    Fixture f;
    f.start();
    const auto& p = f.s().players[0];
    CHECK(p.life == 10);
    CHECK(p.hand.size() == 5);
    REQUIRE(p.deck.size() == 5);
    CHECK(f.s().card(p.deck[2]).def == "t.spell.spark"); // top first, exactly as the mat lists
    CHECK(f.s().card(p.deck[3]).def == "t.gem.crystal");
    CHECK(p.breaches[0].status == BreachStatus::Open);
    CHECK(p.breaches[1].status == BreachStatus::Closed);
    CHECK(p.breaches[1].rotation == 2);
    CHECK(f.s().gravehold_life == 30);
    CHECK(f.s().nemesis.life == 30);
}

TEST_CASE("setup: nemesis deck size per player count, tiers stacked 1 over 2 over 3", "[engine][setup]") {
    for (int n = 1; n <= 4; ++n) {
        Fixture f(n, {});
        f.create(n); // before the first turn: the nemesis may take it and draw
        const auto& deck = f.s().nemesis.deck;
        const int sizes[] = {20, 24, 27, 31};
        CHECK(static_cast<int>(deck.size()) == sizes[n - 1]);
        int last_tier = 1;
        for (CardId c : deck) {
            const int tier = f.content.nemesis_card(f.s().card(c).def).tier;
            REQUIRE(tier >= last_tier);
            last_tier = tier;
        }
    }
}

TEST_CASE("setup: turn order deck by player count", "[engine][setup]") {
    auto count = [](const Fixture& f, TurnOrderCard::Kind k) {
        int n = 0;
        for (const auto& c : f.engine->state().turn_order_deck) n += c.kind == k;
        for (const auto& c : f.engine->state().turn_order_discard) n += c.kind == k;
        return n;
    };
    Fixture solo(1, {});
    solo.start();
    CHECK(count(solo, TurnOrderCard::Kind::Player) == 3);
    CHECK(count(solo, TurnOrderCard::Kind::Nemesis) == 2);
    Fixture three(3, {});
    three.start();
    CHECK(count(three, TurnOrderCard::Kind::Player) == 3);
    CHECK(count(three, TurnOrderCard::Kind::Wild) == 1);
    Fixture four(4, {});
    four.start();
    CHECK(count(four, TurnOrderCard::Kind::Player) == 4);
    CHECK(count(four, TurnOrderCard::Kind::Nemesis) == 2);
}

TEST_CASE("main phase: play gems for aether and gain a card to the discard pile", "[engine][main]") {
    Fixture f;
    f.start();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.has_option("buy:t.gem.jade", false));
    f.ok("play:" + std::to_string(f.hand_card(0, "t.gem.crystal").value()));
    f.ok("play:" + std::to_string(f.hand_card(0, "t.gem.crystal").value()));
    CHECK(f.s().turn.aether == 2);
    f.ok("buy:t.gem.jade");
    CHECK(f.s().turn.aether == 0);
    const auto& p = f.s().players[0];
    REQUIRE(!p.discard.empty());
    CHECK(f.s().card(p.discard.back()).def == "t.gem.jade");
    CHECK(f.s().supply[0].cards.size() == 6);
}

TEST_CASE("an invalid answer is rejected with a reason and changes nothing", "[engine][decision]") {
    Fixture f;
    f.start();
    const auto before = f.e().state_hash();
    const auto events = f.e().events().size();
    auto r = f.answer({"buy:t.gem.jade"});
    CHECK(!r.accepted);
    CHECK(r.reason.find("not enough aether") != std::string::npos);
    r = f.answer({"fly"});
    CHECK(!r.accepted);
    CHECK(r.reason.find("not an option") != std::string::npos);
    const auto& p = f.pending();
    r = f.e().submit({p.seq + 5, 0, {"end"}});
    CHECK(!r.accepted);
    CHECK(f.e().state_hash() == before);
    CHECK(f.e().events().size() == events);
}

TEST_CASE("focus turns a closed breach and allows a prep this turn; open costs by rotation",
          "[engine][breach]") {
    Fixture f;
    f.start();
    for (int i = 0; i < 4; ++i) f.ok("play:" + std::to_string(f.hand_card(0, "t.gem.crystal").value()));
    const CardId spark = f.hand_card(0, "t.spell.spark");
    CHECK(!f.has_option("prep:" + std::to_string(spark.value()) + ":2"));
    // Breach II at rotation 2: focus 2, open 3 (rules/base.md §5.2, Kadir's example).
    CHECK(f.pending().find("focus:2")->text.find("(2 aether)") != std::string::npos);
    CHECK(f.pending().find("open:2")->text.find("(3 aether)") != std::string::npos);
    f.ok("focus:2");
    CHECK(f.s().players[0].breaches[1].rotation == 3);
    CHECK(f.s().players[0].breaches[1].focused_this_turn);
    f.ok("prep:" + std::to_string(spark.value()) + ":2");
    CHECK(f.s().players[0].breaches[1].prepped == std::vector<CardId>{spark});
    CHECK(f.s().turn.aether == 2);
    f.ok("focus:2"); // rotation 3: the yellow quadrant is at the top, focus opens it (cost = open cost 2)
    CHECK(f.s().players[0].breaches[1].status == BreachStatus::Open);
}

TEST_CASE("draw phase: played cards are discarded in the chosen order, then draw up to 5", "[engine][draw]") {
    Fixture f;
    f.start();
    const CardId a = f.hand_card(0, "t.gem.crystal", 0), b = f.hand_card(0, "t.gem.crystal", 1);
    f.ok("play:" + std::to_string(a.value()));
    f.ok("play:" + std::to_string(b.value()));
    f.ok("end");
    REQUIRE(f.pending().kind == DecisionKind::DiscardOrder);
    f.answer({"card:" + std::to_string(b.value()), "card:" + std::to_string(a.value())});
    const auto& p = f.s().players[0];
    REQUIRE(p.discard.size() == 2);
    CHECK(p.discard[0] == b);
    CHECK(p.discard[1] == a);
    CHECK(p.hand.size() == 5);
    CHECK(p.deck.size() == 3);
}

TEST_CASE("the deck runs out: the discard pile is turned over, never shuffled", "[engine][draw]") {
    Fixture f;
    f.start();
    Engine& e = f.e();
    auto& st = e.mut();
    auto& p = st.players[0];
    // Three cards discarded in a known order, deck of one card (the fifth goes to the destroyed zone).
    std::vector<CardId> d(p.deck.begin() + 1, p.deck.end());
    p.discard = {d[2], d[0], d[1]};
    st.destroyed.push_back(d[3]);
    p.deck.resize(1);
    const CardId top = p.deck[0];
    CHECK(e.draw(0, 3) == 3);
    CHECK(p.hand[5] == top);
    CHECK(p.hand[6] == d[2]); // discarded first, drawn first
    CHECK(p.hand[7] == d[0]);
    CHECK(p.deck == std::vector<CardId>{d[1]});
    CHECK(p.discard.empty());
    CHECK(f.count(EventKind::DeckFlipped) == 1);
}

TEST_CASE("setup: a campaign's hand and deck replace the mage's", "[engine][setup]") {
    Fixture f;
    f.setup.players[0].hand = {"t.gem.jade", "t.gem.crystal", "t.gem.crystal", "t.gem.crystal",
                               "t.spell.spark"};
    f.setup.players[0].deck = {"t.spell.bolt", "t.gem.crystal", "t.spell.spark", "t.gem.crystal",
                               "t.gem.crystal"};
    f.create();
    const auto& p = f.s().players[0];
    REQUIRE(p.hand.size() == 5);
    CHECK(f.s().card(p.hand[0]).def == "t.gem.jade");
    REQUIRE(p.deck.size() == 5);
    CHECK(f.s().card(p.deck[0]).def == "t.spell.bolt"); // top first, as given
    CHECK(f.s().card(p.deck[1]).def == "t.gem.crystal");
}
