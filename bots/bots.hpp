// Bots answer decisions through the same interface as people (issue #7): given the engine and the
// pending request, return an answer. `random` picks uniformly among legal answers (for fuzzing);
// `heuristic` (bots/bot_heuristic.hpp) plays a fixed greedy policy (docs/bots.md).
#pragma once

#include "engine/engine.hpp"

#include <memory>
#include <string>

namespace ae::bots {

class Bot {
public:
    virtual ~Bot() = default;
    virtual Answer choose(const Engine& engine, const DecisionRequest& request) = 0;
};

// A uniformly random legal answer drawn from `rng` (the random bot's rule; tests fuzz with it too).
Answer random_legal_answer(const DecisionRequest& request, Rng& rng);

// Uniform among legal answers; its own RNG, so the battle's RNG is untouched.
class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Answer choose(const Engine& engine, const DecisionRequest& request) override;

private:
    Rng rng_;
};

// Refuses unknown names with the list of known ones.
std::unique_ptr<Bot> make_bot(const std::string& name, std::uint64_t seed);

} // namespace ae::bots
