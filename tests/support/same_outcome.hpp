// Two `gravehold sim` battles that must have gone the same way: everything the report counts of them.
#pragma once

#include "sim/sim.hpp"
#include <catch2/catch.hpp>

namespace ae::test {

inline void same_outcome(const sim::BattleOutcome& a, const sim::BattleOutcome& b) {
    CHECK(a.violation == b.violation);
    CHECK(a.result == b.result);
    CHECK(a.turns == b.turns);
    CHECK(a.answers == b.answers);
    CHECK(a.gravehold_life == b.gravehold_life);
    CHECK(a.nemesis_life == b.nemesis_life);
    CHECK(a.gained == b.gained);
}

} // namespace ae::test
