#include "bots/bots.hpp"

#include "bots/bot_heuristic.hpp"

#include "core/errors.hpp"

#include <algorithm>

namespace ae::bots {

Answer random_legal_answer(const DecisionRequest& req, Rng& rng) {
    std::vector<std::string> enabled;
    for (const auto& o : req.options)
        if (o.enabled) enabled.push_back(o.id);
    // Ending a phase is one option among many; a bot that takes it as often as any other still ends
    // turns quickly enough and gives every action a chance.
    rng.shuffle(enabled);
    int n = req.min;
    if (req.max > req.min)
        n += static_cast<int>(rng.bounded(static_cast<std::uint64_t>(req.max - req.min + 1)));
    n = std::min<int>(n, static_cast<int>(enabled.size()));
    enabled.resize(static_cast<std::size_t>(n));
    return {req.seq, req.who[rng.bounded(req.who.size())], enabled};
}

Answer RandomBot::choose(const Engine&, const DecisionRequest& req) { return random_legal_answer(req, rng_); }

std::unique_ptr<Bot> make_bot(const std::string& name, std::uint64_t seed) {
    if (name == "random") return std::make_unique<RandomBot>(seed);
    if (name == "heuristic") return std::make_unique<HeuristicBot>();
    throw InvalidRequest("unknown bot '" + name + "' (known: heuristic, random)");
}

} // namespace ae::bots
