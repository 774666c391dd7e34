// What a person at the table should not have to answer one by one, found from the pending decision alone
// (no history, no hidden information), so every front-end offers the same and an undo can recognise it.
//   - An order that cannot matter: played cards going to the discard pile when they are all the same card.
//   - "Play all gems": every gem in hand (and any drawn on the way), each its own answer, as the rules let a
//     player play cards in any order; it stops where a gem asks something.
#pragma once

#include "engine/engine.hpp"

#include <optional>
#include <string>
#include <vector>

namespace ae::play {

// The answer to `req` when every possible answer leaves the same state a player can see: a discard order
// of copies of one card (in the order shown). nullopt when the person has a real choice.
std::optional<std::vector<std::string>> answer_without_choice(const Engine& e, const DecisionRequest& req);

// The option ids that play a gem from hand in the main phase, enabled ones only, in hand order; empty when
// the pending decision is not a main phase.
std::vector<std::string> gem_plays(const Engine& e, const DecisionRequest& req);

} // namespace ae::play
