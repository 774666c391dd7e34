// 4-player Legacy turn order (rules/legacy.md §6.3): two-name cards and their pair tokens; and the
// 6-card Legacy deck for every player count.
#include "engine/state_text.hpp"
#include "tests/support/fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::Fixture;

namespace {
std::vector<std::string> deck_labels(const GameState& s) {
    std::vector<std::string> out;
    for (const auto& c : s.turn_order_deck) out.push_back(Engine::turn_order_label(c));
    for (const auto& c : s.turn_order_discard) out.push_back(Engine::turn_order_label(c));
    std::sort(out.begin(), out.end());
    return out;
}
int token_events(Fixture& f) { return f.count(EventKind::TurnOrderToken); }
} // namespace

TEST_CASE("Legacy turn order deck: 6 cards for 1-4 players, two-name cards for 4",
          "[engine][legacy][turn_order]") {
    using V = std::vector<std::string>;
    auto built = [](int players, Variant v, int solo_cards = 3) {
        Fixture f(players, {});
        f.setup.rules.variant = v;
        f.setup.rules.solo_player_cards = solo_cards;
        f.create();
        return deck_labels(f.s());
    };
    CHECK(built(4, Variant::Legacy) == V{"nemesis", "nemesis", "p12", "p12", "p34", "p34"});
    CHECK(built(4, Variant::Base) == V{"nemesis", "nemesis", "p1", "p2", "p3", "p4"});
    CHECK(built(3, Variant::Legacy) == V{"nemesis", "nemesis", "p1", "p2", "p3", "wild"});
    CHECK(built(2, Variant::Legacy) == V{"nemesis", "nemesis", "p1", "p1", "p2", "p2"});
    CHECK(built(1, Variant::Legacy, 4) == V{"nemesis", "nemesis", "p1", "p1", "p1", "p1"});
}

TEST_CASE("two-name card: the pair decides and the actor takes the token; the next one makes the other act",
          "[engine][legacy][turn_order]") {
    Fixture f(4, {"p12", "p34", "p12", "nemesis"});
    f.setup.rules.variant = Variant::Legacy;
    f.start();
    // First p12: the token is in the middle, so players 1 and 2 decide.
    REQUIRE(f.pending().kind == DecisionKind::TurnOrderWild);
    REQUIRE(f.pending().options.size() == 2);
    CHECK(f.pending().options[0].id == "player:0");
    CHECK(f.pending().options[1].id == "player:1");
    CHECK(f.s().turn_order_tokens.empty());
    f.ok("player:1");
    CHECK(f.s().turn.player == 1);
    CHECK(f.s().turn_order_tokens.at("p12") == 1);
    CHECK(token_events(f) == 1);
    CHECK(canonical_text(f.s()).find("\"turn_order_tokens\":{\"p12\":1}") != std::string::npos);
    f.ok("end");
    // p34: its own token is in the middle.
    REQUIRE(f.pending().kind == DecisionKind::TurnOrderWild);
    CHECK(f.pending().options[0].id == "player:2");
    f.ok("player:3");
    CHECK(f.s().turn_order_tokens.at("p34") == 3);
    f.ok("end");
    // Second p12: player 2 (index 1) holds the token, so player 1 (index 0) must act, no question asked,
    // and the token goes back to the middle.
    CHECK(f.s().turn.player == 0);
    CHECK(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().turn_order_tokens.count("p12") == 0);
    CHECK(f.s().turn_order_tokens.at("p34") == 3);
    CHECK(token_events(f) == 3);
}

TEST_CASE("two-name card labels need 4 players", "[engine][legacy][turn_order]") {
    Fixture f(3, {"p12", "nemesis"});
    CHECK_THROWS_WITH(f.create(), Catch::Contains("unknown turn order card 'p12'"));
}
