// Win and lose conditions (rules/base.md §8, §13.3, §7.4; rules/legacy.md §6.1, §6.10;
// docs/decisions.md D3, D14, D17).
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::add_player_card;
using ae::test::Fixture;
using ae::test::id_of;
using ae::test::new_in_hand;
using ae::test::new_in_play;

namespace {
const std::string kAttack = "t.nemesis.brute.card.c10";
const std::string kMinion = "t.nemesis.brute.card.c11";

void check_over(Fixture& f, Result r, const std::string& reason) {
    CHECK(f.e().over());
    CHECK(f.s().result == r);
    CHECK(f.s().result_reason == reason);
    CHECK(f.s().turn.phase == Phase::Over);
    CHECK(f.count(EventKind::GameOver) == 1);
    CHECK(f.e().advance() == Status::GameOver);
    CHECK_THROWS(f.e().pending());
    CHECK(f.host.live_runs() == 0);
}
} // namespace

TEST_CASE("game over: the nemesis at 0 wins at once, even in the middle of an effect",
          "[engine][game_over]") {
    Fixture f;
    bool rest_ran = false;
    f.host.on("t.gem.crystal", "play",
              {[](Engine& e, const EffectCall& c) { e.deal_damage(5, "nemesis", c.player, c.owner); },
               [&](Engine& e, const EffectCall& c) {
                   rest_ran = true;
                   e.gain_aether(c.player, 1);
               }});
    f.create();
    f.e().mut().nemesis.life = 3;
    f.e().advance();
    f.ok(id_of("play", f.hand_card(0, "t.gem.crystal")));
    check_over(f, Result::Won, "the nemesis has no life left");
    CHECK(f.s().nemesis.life == 0);
    CHECK(!rest_ran);
    CHECK(f.host.abandoned == 1);
    CHECK(f.s().turn.aether == 0);
    const auto r = f.e().submit({1, 0, {"end"}});
    CHECK(!r.accepted);
    CHECK(r.reason == "the battle is over");
}

TEST_CASE("game over: Gravehold at 0 loses at once, even in the middle of an effect", "[engine][game_over]") {
    Fixture f(1, {"nemesis", "p1"});
    f.setup.gravehold_life = 5;
    f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
    bool rest_ran = false;
    f.host.on(kAttack, "effect",
              {[](Engine& e, const EffectCall& c) { e.damage_gravehold(5, c.owner); },
               [&](Engine& e, const EffectCall& c) {
                   rest_ran = true;
                   e.damage_player(0, 1, c.owner);
               }});
    f.create();
    f.e().advance();
    check_over(f, Result::Lost, "Gravehold has fallen");
    CHECK(f.s().gravehold_life == 0);
    CHECK(!rest_ran);
    CHECK(f.host.abandoned == 1);
    CHECK(f.s().players[0].life == 10);
}

TEST_CASE("game over: all players exhausted loses at once, before the exhaustion steps",
          "[engine][game_over]") {
    for (const int players : {1, 2}) {
        INFO(players << " player(s)");
        Fixture f(players, {"nemesis", "p1"});
        f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
        f.host.on(kAttack, "effect",
                  {[](Engine& e, const EffectCall& c) { e.damage_player(0, 12, c.owner); }});
        f.create();
        if (players == 2) {
            f.e().mut().players[1].life = 0;
            f.e().mut().players[1].exhausted = true;
        }
        f.e().advance();
        check_over(f, Result::Lost, "every player is exhausted");
        CHECK(f.s().players[0].exhausted);
        CHECK(f.count(EventKind::Unleashed) == 0);
        CHECK(f.s().nemesis.tokens.at("rage") == 0);
        CHECK(f.s().gravehold_life == 30); // the overflow never resolves
    }
}

TEST_CASE("game over: one exhausted player of two does not lose", "[engine][game_over]") {
    Fixture f(2, {"nemesis", "p1"});
    f.setup.rules.exhaustion_penalties = false;
    f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
    f.host.on(kAttack, "effect", {[](Engine& e, const EffectCall& c) { e.damage_player(0, 10, c.owner); }});
    f.create();
    f.e().advance();
    CHECK(!f.e().over());
    CHECK(f.s().players[0].exhausted);
    CHECK(f.pending().kind == DecisionKind::MainAction);
}

TEST_CASE("game over: true solo with solo_exhaustion_loses=false plays on (D17)",
          "[engine][game_over][variants]") {
    Fixture f(1, {"nemesis", "p1"});
    f.setup.rules.solo_exhaustion_loses = false;
    f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
    f.host.on(kAttack, "effect", {[](Engine& e, const EffectCall& c) { e.damage_player(0, 12, c.owner); }});
    f.create();
    f.e().advance();
    CHECK(!f.e().over());
    REQUIRE(f.pending().kind == DecisionKind::DestroyBreach);
    CHECK(f.s().nemesis.tokens.at("rage") == 2);
    f.ok("breach:2");
    CHECK(f.s().gravehold_life == 26);
    CHECK(!f.e().over());
    CHECK(f.pending().kind == DecisionKind::MainAction);
}

TEST_CASE("game over: exhaustion's Unleash can end the battle before the breach is destroyed",
          "[engine][game_over]") {
    Fixture f(2, {"nemesis", "p1"});
    f.setup.gravehold_life = 1;
    f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
    f.host.on("t.nemesis.brute", "unleash",
              {[](Engine& e, const EffectCall& c) { e.damage_gravehold(1, c.owner); }});
    f.host.on(kAttack, "effect", {[](Engine& e, const EffectCall& c) { e.damage_player(0, 10, c.owner); }});
    f.create();
    f.e().advance();
    check_over(f, Result::Lost, "Gravehold has fallen");
    CHECK(f.count(EventKind::Unleashed) == 1);
    CHECK(f.count(EventKind::BreachDestroyed) == 0);
}

TEST_CASE("game over: an empty nemesis deck with nothing in play wins at once (D3, issue #16 §1.1)",
          "[engine][game_over]") {
    Fixture f(1, {"p1", "nemesis"});
    f.setup.nemesis_deck = {kAttack};
    add_player_card(f.content, "t.gem.ruby", CardType::Gem, 4);
    f.host.on("t.gem.ruby", "play",
              {[](Engine& e, const EffectCall& c) { e.deal_damage(1, "", c.player, c.owner); }});
    f.create();
    auto& n = f.e().mut().nemesis;
    n.discard = n.deck; // the deck is already spent
    n.deck.clear();
    const CardId minion = new_in_play(f.e(), kMinion, 1);
    const CardId ruby = new_in_hand(f.e(), 0, "t.gem.ruby");
    f.e().advance();
    f.ok(id_of("play", ruby));
    const int drawn = f.count(EventKind::CardDrawn);
    f.ok(id_of("minion", minion));
    CHECK(f.s().nemesis.in_play.empty());
    // In the middle of the main phase: nothing more resolves, the draw phase never comes.
    check_over(f, Result::Won, "the nemesis deck is empty and nothing of the nemesis is in play");
    CHECK(f.count(EventKind::CardDrawn) == drawn);
    CHECK(f.count(EventKind::Unleashed) == 0);
}

TEST_CASE("game over: tier-0 side decks do not count as the nemesis deck", "[engine][game_over]") {
    Fixture f(1, {"p1", "nemesis"});
    NemesisCardDef strike;
    strike.id = "t.nemesis.brute.strike";
    strike.name = "strike";
    strike.type = CardType::Attack;
    strike.tier = 0;
    strike.script = strike.id;
    f.content.nemesis_cards[strike.id] = strike;
    f.content.nemeses.at("t.nemesis.brute").side_decks = {{"strikes", {strike.id, strike.id}}};
    f.setup.nemesis_deck = {kAttack};
    f.create();
    auto& n = f.e().mut().nemesis;
    n.discard = n.deck;
    n.deck.clear();
    f.e().advance();
    REQUIRE(f.s().nemesis.side_decks.at("strikes").size() == 2);
    check_over(f, Result::Won, "the nemesis deck is empty and nothing of the nemesis is in play");
}

TEST_CASE("game over: the deck-empty victory comes once the nemesis's last card is discarded (D3)",
          "[engine][game_over]") {
    // Two nemesis turns in a row: the attack drawn last empties the deck at the end of the first one, so the
    // second never happens (legacy.md §6.1 DE: "do not resolve the Unleash 3 from an empty-deck draw").
    Fixture f(1, {"nemesis", "nemesis", "p1"});
    f.setup.nemesis_deck = {kAttack};
    f.create();
    f.e().advance();
    CHECK(f.e().over());
    CHECK(f.s().result == Result::Won);
    CHECK(f.s().result_reason == "the nemesis deck is empty and nothing of the nemesis is in play");
    CHECK(f.count(EventKind::Unleashed) == 0);
    CHECK(f.s().nemesis.tokens.at("rage") == 0);
    CHECK(f.s().gravehold_life == 28);
}

TEST_CASE("game over: a nemesis draw phase with an empty deck and nothing in play wins instead of Unleashing",
          "[engine][game_over]") {
    // base.md §13.18 and §8 notes: "Unleash x3 on empty deck" only happens while a minion or power is in
    // play; legacy.md §6.1/§6.8 (DE): the players have won and the Unleash 3 is not resolved. Here the last
    // power resolves in the nemesis main phase, so nothing is in play when the draw phase finds the deck
    // empty.
    Fixture f(1, {"nemesis", "p1"});
    f.setup.nemesis_deck = {kAttack};
    f.setup.gravehold_life = 3; // three Unleashes that hit Gravehold would lose the battle instead
    f.host.on("t.nemesis.brute", "unleash",
              {[](Engine& e, const EffectCall& c) { e.damage_gravehold(1, c.owner); }});
    f.create();
    auto& n = f.e().mut().nemesis;
    n.discard = n.deck;
    n.deck.clear();
    const CardId power = new_in_play(f.e(), "t.nemesis.brute.card.c12", -1, 1);
    f.host.on("t.nemesis.brute.card.c12", "power", {[](Engine&, const EffectCall&) {}});
    f.e().advance();
    CHECK(f.s().nemesis.discard.back() == power);
    CHECK(f.count(EventKind::Unleashed) == 0);
    CHECK(f.s().gravehold_life == 3);
    CHECK(f.e().over());
    CHECK(f.s().result == Result::Won);
}

TEST_CASE("game over: the nemesis's own loss condition ends the battle when a token changes (D14)",
          "[engine][game_over]") {
    Fixture f(1, {"nemesis", "p1"});
    f.setup.nemesis_deck = {"t.basic.b10", "t.basic.b11"};
    int queries = 0;
    f.host.query_on("t.nemesis.brute", "loss_condition", [&](Engine& e, const EffectCall&) {
        ++queries;
        return e.state().nemesis.tokens.at("rage") >= 3;
    });
    bool rest_ran = false;
    f.host.on("t.basic.b10", "effect",
              {[](Engine& e, const EffectCall&) { e.unleash(1, "basic"); },
               [&](Engine& e, const EffectCall& c) {
                   rest_ran = true;
                   e.damage_gravehold(1, c.owner);
               }});
    SECTION("below the threshold the battle goes on") {
        f.create();
        f.e().advance();
        CHECK(!f.e().over());
        CHECK(f.s().nemesis.tokens.at("rage") == 1);
        CHECK(rest_ran);
        CHECK(queries > 0);
    }
    SECTION("reaching it loses at once") {
        f.create();
        f.e().mut().nemesis.tokens["rage"] = 2;
        f.e().advance();
        check_over(f, Result::Lost, "Brute's own condition is met");
        CHECK(f.s().nemesis.tokens.at("rage") == 3);
        CHECK(!rest_ran);
        CHECK(f.s().gravehold_life == 30);
    }
}

TEST_CASE("game over: the nemesis's own loss condition is also checked at the end of a player turn (D14)",
          "[engine][game_over]") {
    Fixture f(1, {"p1", "nemesis"});
    f.host.query_on("t.nemesis.brute", "loss_condition",
                    [](Engine& e, const EffectCall&) { return e.state().gravehold_life <= 28; });
    f.host.on("t.gem.crystal", "play",
              {[](Engine& e, const EffectCall& c) { e.damage_gravehold(2, c.owner); },
               [](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 1); }});
    f.start();
    f.ok(id_of("play", f.hand_card(0, "t.gem.crystal")));
    CHECK(!f.e().over()); // not a token change: the effect finishes
    CHECK(f.s().turn.aether == 1);
    f.ok("end");
    check_over(f, Result::Lost, "Brute's own condition is met");
    CHECK(f.s().turn.number == 1);
}

TEST_CASE("game over: the nemesis's own loss condition is also checked at the end of a nemesis turn (D14)",
          "[engine][game_over]") {
    Fixture f(1, {"nemesis", "p1"});
    f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
    f.host.query_on("t.nemesis.brute", "loss_condition",
                    [](Engine& e, const EffectCall&) { return e.state().gravehold_life <= 28; });
    f.create();
    f.e().advance(); // the attack: Gravehold 30 -> 28
    CHECK(f.e().over());
    CHECK(f.s().result == Result::Lost);
    CHECK(f.s().turn.number == 1);
}
