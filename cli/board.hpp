// The board as text for the terminal (issue #7): players, breaches, supply, nemesis, Gravehold, turn
// order discard, then the pending decision's numbered options.
#pragma once

#include "engine/engine.hpp"

#include <cstddef>
#include <string>

namespace ae::cli {

// `width`: the terminal's columns; a line is broken between items (piles, breaches, cards), never inside one.
inline constexpr std::size_t kDefaultWidth = 100;
std::string render_board(const Engine& e, bool color, std::size_t width = kDefaultWidth);
// The options by the keys a person types (cli/option_keys.hpp); "a" plays all gems when there are two or
// more.
std::string render_decision(const Engine& e, const DecisionRequest& req, bool color,
                            std::size_t width = kDefaultWidth);

} // namespace ae::cli
