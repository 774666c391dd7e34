#include "cli/table_loop.hpp"
#include "lang/language.hpp"

#include "cli/board.hpp"
#include "cli/terminal.hpp"

#include <cstdlib>
#include <ostream>
#include <sys/ioctl.h>
#include <unistd.h>

namespace ae::cli {
namespace {

// Lines are broken between items to fit: a supply pile or a card name is never split over two lines.
std::size_t columns(std::size_t asked) {
    if (asked > 0) return asked;
    winsize w{};
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_col >= 40) return w.ws_col;
    if (const char* c = std::getenv("COLUMNS")) {
        const long n = std::strtol(c, nullptr, 10);
        if (n >= 40 && n <= 1000) return static_cast<std::size_t>(n);
    }
    return kDefaultWidth;
}

} // namespace

bool play_at_terminal(play::Table& table, const TerminalSeat& seat) {
    auto show_events = [&] {
        // An answer's own echo ("> Adelheim: card:0,card:1") is left out: the person just gave it, and the
        // events after it say in words what it did (the battle log keeps it).
        for (const auto& ev : table.take_events())
            if (!seat.quiet && ev.kind != EventKind::DecisionAnswered)
                seat.out << describe(ev, table.engine().state(), table.engine().content(),
                                     table.engine().language())
                         << "\n";
    };
    while (!table.over()) {
        show_events();
        table.save();
        if (table.bots_turn()) {
            table.play_bot();
            continue;
        }
        Engine& e = table.engine();
        const auto& L = e.language();
        const std::size_t width = columns(seat.width);
        seat.out << "\n" << render_board(e, seat.color, width);
        const PersonReply reply = ask_person(e, e.pending(), seat.in, seat.out, seat.color, width);
        if (reply.kind == PersonReply::Kind::Quit) return false;
        if (reply.kind == PersonReply::Kind::AllGems) {
            if (const play::Answered r = table.play_all_gems(); !r.taken())
                seat.out << L.tr("Refused: {reason}", {{"reason", L.tr(r.reason)}}) << "\n";
            continue;
        }
        if (reply.kind == PersonReply::Kind::Undo) {
            const play::Undone u = table.undo();
            if (u.done)
                seat.out << L.tr("Undone: {choice}. Decide again.", {{"choice", u.chosen}}) << "\n";
            else
                seat.out << L.tr("Cannot undo: {reason}.", {{"reason", L.tr(u.reason)}}) << "\n";
            continue;
        }
        if (const play::Answered r = table.submit(reply.answer); !r.taken())
            seat.out << L.tr("Refused: {reason}", {{"reason", L.tr(r.reason)}}) << "\n";
    }
    show_events();
    table.save();
    return true;
}

} // namespace ae::cli
