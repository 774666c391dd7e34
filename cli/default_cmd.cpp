// `gravehold` with no subcommand: at a terminal, a battle for one person; without one (scripts, CI,
// `make run < /dev/null`), a demo battle played by bots, whose log is printed.
#include "cli/battle_run.hpp"
#include "cli/commands.hpp"

#include <iostream>
#include <unistd.h>

namespace ae::cli {

int run_default(const Globals& g) {
    RunOptions o;
    o.db = g.db_path();
    o.color = isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR");
    if (isatty(STDIN_FILENO)) {
        o.battle.players = 1;
        o.battle.seed = static_cast<std::uint64_t>(std::time(nullptr));
        o.bots = {false};
        std::cout << "A battle for one player (gravehold --help lists the other commands; ? for help at a "
                     "prompt).\n";
    } else {
        o.battle.players = 2;
        o.battle.seed = 1;
        o.bots = {true, true};
        std::cout
            << "No terminal: a demo battle between the first nemesis and two bot-played mages (seed 1).\n";
    }
    return run_battle(o, std::cin, std::cout);
}

} // namespace ae::cli
