// Invariants that hold after every step of every battle (engine/invariants.hpp, re-exported here for the
// tests), and a random legal answer for fuzzing.
#pragma once

#include "bots/bots.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace ae::test {

// The check itself lives in the CLI library, where the simulator runs it after every answer.
using ae::check_invariants;

// A uniformly random legal answer: the random bot's rule (cli/bots.cpp).
inline Answer random_answer(const DecisionRequest& req, Rng& rng) {
    return bots::random_legal_answer(req, rng);
}

// Plays one battle to its end with random legal answers, checking the invariants after every answer.
// `where` names the battle in failure messages.
inline void play_randomly_checking(Engine& e, std::uint64_t bot_seed, const std::string& where) {
    e.advance();
    Rng bot(bot_seed);
    int answers = 0;
    while (!e.over()) {
        INFO(where);
        REQUIRE(check_invariants(e) == "");
        REQUIRE(e.submit(random_answer(e.pending(), bot)).accepted);
        REQUIRE(++answers < 50000);
    }
    CHECK(check_invariants(e) == "");
}

} // namespace ae::test
