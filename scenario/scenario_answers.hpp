// Option ids as scenarios write them. The engine's ids name cards by number ("play:12") and players from 0
// ("player:0"); a scenario may write the readable form instead, which names the card by its id and the player
// as p1..p4 ("play:base.gem.crystal", "prep:base.spell.spark:2", "p1", "ability:p2", "minion:<card id>").
#pragma once

#include "engine/decision.hpp"
#include "engine/state.hpp"

#include <string>
#include <vector>

namespace ae::scenario {

// The readable form of an engine id (option ids, event targets). Ids without numbers come back unchanged.
std::string canonical_id(const GameState& s, const std::string& raw);
// Whether `pattern` names the engine id `raw`: the same id or its readable form.
bool names_option(const GameState& s, const std::string& raw, const std::string& pattern);
// The option ids an answer's entries name: each entry takes the first option it names that no earlier entry
// took, enabled options first. An entry that names no option is passed on as written, for the engine to
// refuse.
std::vector<std::string> resolve_answer(const GameState& s, const DecisionRequest& req,
                                        const std::vector<std::string>& wanted);
// "main_action [play:base.gem.crystal, ..., buy:base.gem.jade (disabled)]", for messages.
std::string describe_pending(const GameState& s, const DecisionRequest& req);
std::string show_list(const std::vector<std::string>& items);

} // namespace ae::scenario
