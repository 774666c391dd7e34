// A person answering a decision at the terminal: numbered options, `?` for help, `b` for the board,
// `q` to stop (the battle is already saved). Every bad input is refused with its reason.
#pragma once

#include "engine/engine.hpp"

#include <iosfwd>
#include <optional>

namespace ae::cli {

// nullopt: the person quit or the input ended.
std::optional<Answer> ask_person(Engine& e, const DecisionRequest& req, std::istream& in, std::ostream& out,
                                 bool color);

} // namespace ae::cli
