// Invariants that hold after every step of every battle (cli/invariants.hpp, re-exported here for the
// tests), and a random legal answer for fuzzing.
#pragma once

#include "cli/invariants.hpp"
#include "engine/engine.hpp"

#include <string>
#include <vector>

namespace ae::test {

// The check itself lives in the CLI library, where the simulator runs it after every answer.
using ae::cli::check_invariants;

// Picks a uniformly random legal answer (the random bot's rule), from a separate RNG.
inline Answer random_answer(const DecisionRequest& req, Rng& rng) {
    std::vector<std::string> enabled;
    for (const auto& o : req.options)
        if (o.enabled) enabled.push_back(o.id);
    rng.shuffle(enabled);
    int n = req.min;
    if (req.max > req.min)
        n += static_cast<int>(rng.bounded(static_cast<std::uint64_t>(req.max - req.min + 1)));
    n = std::min<int>(n, static_cast<int>(enabled.size()));
    enabled.resize(static_cast<std::size_t>(n));
    return {req.seq, req.who[rng.bounded(req.who.size())], enabled};
}

} // namespace ae::test
