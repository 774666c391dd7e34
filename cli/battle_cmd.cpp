// `gravehold battle`: set up a battle, let people and bots answer its decisions, save it after every answer.
#include "cli/battle_run.hpp"
#include "cli/commands.hpp"

#include "engine/errors.hpp"

#include <iostream>
#include <sstream>
#include <unistd.h>

namespace ae::cli {
namespace {

struct BattleArgs {
    std::string nemesis;
    int players = 2;
    std::string mages;
    std::string supply;
    bool random_supply = false;
    std::uint64_t seed = 0;
    bool seed_given = false;
    std::string bots = "none";
    bool json = false;
    bool no_save = false;
};

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string part;
    while (std::getline(in, part, ',')) out.push_back(part);
    return out;
}

} // namespace

std::vector<bool> parse_bots(const std::string& spec, int players) {
    std::vector<bool> bots(static_cast<std::size_t>(players), false);
    if (spec == "all")
        bots.assign(bots.size(), true);
    else if (spec != "none" && !spec.empty())
        for (const auto& p : split(spec)) {
            int n = 0;
            try {
                std::size_t used = 0;
                n = std::stoi(p, &used);
                if (used != p.size()) n = 0;
            } catch (const std::exception&) { n = 0; }
            if (n < 1 || n > players)
                throw UsageError("--bots takes all, none, or player numbers 1-" + std::to_string(players) +
                                 ", not '" + p + "'");
            bots[static_cast<std::size_t>(n - 1)] = true;
        }
    return bots;
}

void add_battle_command(CLI::App& app, const Globals& g, int& exit_code) {
    auto args = std::make_shared<BattleArgs>();
    CLI::App* cmd = app.add_subcommand("battle", "Fight a battle at the terminal, or let bots fight it");
    cmd->add_option("--nemesis", args->nemesis, "Nemesis id or name (default: the first one)");
    cmd->add_option("--players", args->players, "Number of players, 1-4")->check(CLI::Range(1, 4));
    cmd->add_option("--mages", args->mages, "Mages by id or name, comma-separated");
    auto* supply =
        cmd->add_option("--supply", args->supply, "The 9 supply piles, comma-separated card ids or names");
    cmd->add_flag("--random-supply", args->random_supply,
                  "A random supply of 3 gems, 2 relics, 4 spells (default)")
        ->excludes(supply);
    cmd->add_option("--seed", args->seed, "Seed of the battle (default: from the clock)")
        ->each([args](const std::string&) { args->seed_given = true; });
    cmd->add_option("--bots", args->bots, "Who bots play: all, none, or player numbers like 1,3")
        ->default_val("none");
    cmd->add_flag("--json", args->json, "Print only a JSON summary at the end");
    cmd->add_flag("--no-save", args->no_save, "Do not record the battle in the database");
    cmd->callback([args, &g, &exit_code] {
        RunOptions run;
        run.battle.nemesis = args->nemesis;
        run.battle.players = args->players;
        run.battle.mages = split(args->mages);
        run.battle.supply = args->random_supply ? std::vector<std::string>{} : split(args->supply);
        run.battle.seed = args->seed_given ? args->seed : static_cast<std::uint64_t>(std::time(nullptr));
        run.bots = parse_bots(args->bots, args->players);
        run.json = args->json;
        run.db = args->no_save ? "" : g.db_path();
        run.color = isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR");
        exit_code = run_battle(run, std::cin, std::cout);
    });
}

} // namespace ae::cli
