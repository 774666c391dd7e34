// Rageborne's strike deck (../shared/nemeses-base.md §3): what the scenarios in
// tests/scenarios/nemeses/rageborne.yaml cannot show, because it needs many battles.
#include "tests/support/pack_fixture.hpp"

#include <set>

using namespace ae;
using ae::test::PackBattle;

namespace {
// The strike card that resolves when Rageborne ends its first turn with 4 Fury, in a battle from `seed`.
std::string first_strike(std::uint64_t seed) {
    PackBattle b;
    b.setup.turn_order = {"nemesis", "p1"};
    b.setup.nemesis_deck = {"base.rageborne.provoker"};
    b.create(seed);
    b.mut().nemesis.tokens["fury"] = 4;
    b.advance();
    for (const auto& e : b.engine->events())
        if (e.kind == EventKind::NemesisCardDrawn && e.target == "strike") return e.def;
    return "";
}
} // namespace

TEST_CASE("Rageborne: each strike is a random one of the six strike cards, repeats possible", "[pack]") {
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const std::string s = first_strike(seed);
        REQUIRE_FALSE(s.empty());
        seen.insert(s);
    }
    CHECK(seen == std::set<std::string>{"base.rageborne.convoke", "base.rageborne.devastate",
                                        "base.rageborne.eviscerate", "base.rageborne.frenzy",
                                        "base.rageborne.raze", "base.rageborne.seize"});
}

TEST_CASE("Rageborne: the strike deck is reshuffled before every strike, not dealt in order", "[pack]") {
    // Rolling Death strikes twice in one turn; over many battles the second strike is sometimes the same card
    // as the first, which a deck that only put the resolved card at the bottom could never give.
    int repeats = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        PackBattle b;
        b.setup.turn_order = {"nemesis", "p1"};
        b.setup.nemesis_deck = {"base.rageborne.provoker"};
        b.create(seed);
        b.mut().nemesis.tokens["fury"] = 0;
        b.in_play("base.rageborne.rolling_death", -1, 1);
        b.advance();
        std::vector<std::string> strikes;
        for (const auto& e : b.engine->events())
            if (e.kind == EventKind::NemesisCardDrawn && e.target == "strike") strikes.push_back(e.def);
        if (strikes.size() >= 2 && strikes[0] == strikes[1]) ++repeats;
    }
    CHECK(repeats > 0);
}
