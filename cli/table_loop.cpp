#include "cli/table_loop.hpp"

#include "cli/board.hpp"
#include "cli/terminal.hpp"

#include <ostream>

namespace ae::cli {

bool play_at_terminal(play::Table& table, const TerminalSeat& seat) {
    auto show_events = [&] {
        // An answer's own echo ("> Adelheim: card:0,card:1") is left out: the person just gave it, and the
        // events after it say in words what it did (the battle log keeps it).
        for (const auto& ev : table.take_events())
            if (!seat.quiet && ev.kind != EventKind::DecisionAnswered)
                seat.out << describe(ev, table.engine().state(), table.engine().content()) << "\n";
    };
    while (!table.over()) {
        show_events();
        table.save();
        if (table.bots_turn()) {
            table.play_bot();
            continue;
        }
        Engine& e = table.engine();
        seat.out << "\n" << render_board(e, seat.color);
        const PersonReply reply = ask_person(e, e.pending(), seat.in, seat.out, seat.color);
        if (reply.kind == PersonReply::Kind::Quit) return false;
        if (reply.kind == PersonReply::Kind::Undo) {
            const play::Undone u = table.undo();
            if (u.done)
                seat.out << "Undone: " << u.chosen << ". Decide again.\n";
            else
                seat.out << "Cannot undo: " << u.reason << ".\n";
            continue;
        }
        if (const play::Answered r = table.submit(reply.answer); !r.taken())
            seat.out << "Refused: " << r.reason << "\n";
    }
    show_events();
    table.save();
    return true;
}

} // namespace ae::cli
