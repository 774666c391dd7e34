// The board as text for the terminal (issue #7): players, breaches, supply, nemesis, Gravehold, turn
// order discard, then the pending decision's numbered options.
#pragma once

#include "engine/engine.hpp"

#include <string>

namespace ae::cli {

std::string render_board(const Engine& e, bool color);
std::string render_decision(const Engine& e, const DecisionRequest& req, bool color);

} // namespace ae::cli
