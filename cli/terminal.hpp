// A person answering a decision at the terminal: options by key (cli/option_keys.hpp), `a` all gems, `?` for
// help, `b` for the board, `u` to take back their last answer in this turn, `q` to stop (the battle is
// already saved). Every bad input is refused with its reason.
#pragma once

#include "engine/engine.hpp"

#include <cstddef>
#include <iosfwd>

namespace ae::cli {

struct PersonReply {
    enum class Kind { Answer, Undo, AllGems, Quit } kind = Kind::Quit; // Quit also when the input ended
    Answer answer;                                                     // for Kind::Answer
};

PersonReply ask_person(Engine& e, const DecisionRequest& req, std::istream& in, std::ostream& out, bool color,
                       std::size_t width);

} // namespace ae::cli
