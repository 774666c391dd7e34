// JSON forms of the battle state, the plain steps and a pending decision, for checkpoints
// (ARCHITECTURE §4.7). Everything the rest of a battle depends on at a quiescent point is written, and
// reading gives back exactly what was written; a malformed document throws SaveError naming the field.
#pragma once

#include "engine/decision.hpp"
#include "engine/state.hpp"
#include "engine/steps.hpp"

#include <nlohmann/json.hpp>

#include <optional>

namespace ae::checkpoint_json {

// The state without `rules` and card definitions' content: those come from the battle's setup.
nlohmann::json state(const GameState& s);
void read_state(const nlohmann::json& j, GameState& s);

// nullopt for a step that cannot be written (a running effect: its Lua coroutine lives in the host).
std::optional<nlohmann::json> step(const Step& s);
Step read_step(const nlohmann::json& j);

nlohmann::json decision(const DecisionRequest& d);
DecisionRequest read_decision(const nlohmann::json& j);

} // namespace ae::checkpoint_json
