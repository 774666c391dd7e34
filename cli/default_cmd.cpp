// `gravehold` with no subcommand: at a terminal, the campaign menu; without one (scripts, CI,
// `make run < /dev/null`), a demo battle played by bots, whose log is printed.
#include "cli/battle_run.hpp"
#include "cli/commands.hpp"
#include "cli/menu.hpp"
#include "lang/language.hpp"
#include "play/session.hpp"

#include <iostream>
#include <unistd.h>

namespace ae::cli {

int run_default(const Globals& g) {
    RunOptions o;
    o.db = g.db_path();
    o.color = isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR");
    if (isatty(STDIN_FILENO)) return campaign_menu(o.db, std::cin, std::cout, o.color);
    {
        o.battle.players = 2;
        o.battle.seed = 1;
        o.bots = {true, true};
        std::cout << lang::Language::or_english(play::display_language())
                         .tr("No terminal: a demo battle between the first nemesis and two bot-played mages "
                             "(seed 1).")
                  << "\n";
    }
    return run_battle(o, std::cin, std::cout);
}

} // namespace ae::cli
