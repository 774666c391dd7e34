// The terminal as a front-end of play::Table: shows events and the board, asks the person at the keyboard
// for the decisions people answer, lets bots answer theirs. `battle`, the default command, the demo and
// `campaign play` all play through this one loop.
#pragma once

#include "play/table.hpp"

#include <cstddef>
#include <iosfwd>

namespace ae::cli {

struct TerminalSeat {
    std::istream& in;
    std::ostream& out;
    bool color = false;
    bool quiet = false;    // no events (a JSON summary or --quiet); decisions are still shown to people
    std::size_t width = 0; // columns; 0: the terminal's own, else $COLUMNS, else 100
};

// Plays until the battle ends (true) or the person stops (false). The table is saved before every decision.
bool play_at_terminal(play::Table& table, const TerminalSeat& seat);

} // namespace ae::cli
