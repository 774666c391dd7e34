// Invariants that hold after every step of every battle (cli/invariants.hpp, re-exported here for the
// tests), and a random legal answer for fuzzing.
#pragma once

#include "cli/bots.hpp"
#include "cli/invariants.hpp"
#include "engine/engine.hpp"

#include <string>
#include <vector>

namespace ae::test {

// The check itself lives in the CLI library, where the simulator runs it after every answer.
using ae::cli::check_invariants;

// A uniformly random legal answer: the random bot's rule (cli/bots.cpp).
inline Answer random_answer(const DecisionRequest& req, Rng& rng) {
    return cli::random_legal_answer(req, rng);
}

} // namespace ae::test
