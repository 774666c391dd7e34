// `gravehold battle`: set up a battle (or resume a recorded one), let people and bots answer its decisions,
// save it after every answer. `--list` shows the unfinished battles.
#include "cli/battle_run.hpp"
#include "cli/comma_list.hpp"
#include "cli/commands.hpp"

#include "campaigns/mat_stickers.hpp"
#include "core/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/campaign_store.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
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
    std::string bot = "heuristic";
    bool json = false;
    bool no_save = false;
    std::int64_t resume = 0;
    bool list = false;
    std::string campaign;
    std::string difficulty = "normal";
    std::string packs;
};

// `battle --list`: the unfinished battles that `--resume` can continue.
int list_unfinished(const std::string& db_path, bool json, std::ostream& out) {
    saves::Database db(db_path);
    const auto battles = saves::list_unfinished(db);
    if (json) {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& b : battles)
            j.push_back({{"id", b.id},
                         {"created_at", b.created_at},
                         {"nemesis", b.nemesis},
                         {"mages", b.mages},
                         {"answers", b.answers}});
        out << j.dump() << "\n";
        return 0;
    }
    if (battles.empty()) {
        out << "No unfinished battles in " << db_path << ".\n";
        return 0;
    }
    out << "Unfinished battles in " << db_path << " (continue one with `gravehold battle --resume ID`):\n";
    for (const auto& b : battles) {
        std::string mages;
        for (const auto& m : b.mages) mages += (mages.empty() ? "" : ", ") + m;
        out << "  " << b.id << "  " << b.created_at << "  " << b.nemesis << " vs " << mages << "  ("
            << b.answers << " answers)\n";
    }
    return 0;
}

// The mages of a campaign as battle players: what `campaign play` would give them, under the base rules.
std::vector<PlayerSetup> campaign_players(const std::string& db_path, const std::string& name) {
    saves::Database db(db_path);
    const auto state = saves::load_campaign(db, name);
    std::vector<PlayerSetup> out;
    for (const auto& m : state.mages) {
        PlayerSetup p{m.mage, m.name, -1, 0};
        p.hand = m.hand;
        p.deck = m.deck;
        campaign::apply_mat_stickers(m, Rules{}.player_life, p);
        out.push_back(std::move(p));
    }
    if (out.empty()) throw InvalidRequest("campaign '" + name + "' has no mages yet");
    return out;
}

} // namespace

std::vector<bool> parse_bots(const std::string& spec, int players) {
    std::vector<bool> bots(static_cast<std::size_t>(players), false);
    if (spec == "all")
        bots.assign(bots.size(), true);
    else if (spec != "none" && !spec.empty())
        for (const auto& p : comma_list(spec)) {
            int n = 0;
            try {
                std::size_t used = 0;
                n = std::stoi(p, &used);
                if (used != p.size()) n = 0;
            } catch (const std::exception&) { n = 0; }
            if (n < 1 || n > players)
                throw InvalidRequest("--bots takes all, none, or player numbers 1-" +
                                     std::to_string(players) + ", not '" + p + "'");
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
    cmd->add_option("--packs", args->packs,
                    "Only these boxes, comma-separated pack ids (base,legacy,outcasts,original): the market, "
                    "mages and basic nemesis cards come from them (default: every loaded pack)");
    cmd->add_option("--difficulty", args->difficulty,
                    "beginner, normal (default), expert or extinction: the lives, and on expert and "
                    "extinction the nemesis's Increased Difficulty rule")
        ->check(CLI::IsMember({"beginner", "normal", "expert", "extinction"}));
    cmd->add_option("--bots", args->bots, "Who bots play: all, none, or player numbers like 1,3")
        ->default_val("none");
    cmd->add_option("--bot", args->bot, "Which bot plays the --bots seats: heuristic (default) or random")
        ->check(CLI::IsMember({"heuristic", "random"}));
    cmd->add_flag("--json", args->json, "Print only a JSON summary at the end");
    auto* no_save = cmd->add_flag("--no-save", args->no_save, "Do not record the battle in the database");
    auto* resume = cmd->add_option("--resume", args->resume,
                                   "Continue unfinished battle N where it stopped (see --list)")
                       ->check(CLI::PositiveNumber);
    auto* list = cmd->add_flag("--list", args->list, "List the unfinished battles, then exit");
    auto* campaign =
        cmd->add_option("--campaign", args->campaign,
                        "Fight with a campaign's mages (their mats, names, starting cards and mat "
                        "stickers); the campaign itself does not change");
    campaign->excludes("--players")->excludes("--mages");
    resume->excludes(campaign);
    list->excludes(campaign);
    // A resumed battle begins as its record says; only who plays it may change.
    for (const char* name : {"--nemesis", "--players", "--mages", "--supply", "--random-supply", "--seed",
                             "--difficulty", "--packs"}) {
        resume->excludes(name);
        list->excludes(name);
    }
    resume->excludes(no_save);
    list->excludes(resume)->excludes(no_save)->excludes("--bots")->excludes("--bot");
    cmd->callback([args, &g, &exit_code] {
        if (args->list) {
            exit_code = list_unfinished(g.db_path(), args->json, std::cout);
            return;
        }
        RunOptions run;
        run.bot = args->bot;
        run.resume = args->resume;
        run.battle.nemesis = args->nemesis;
        run.battle.players = args->players;
        run.battle.mages = comma_list(args->mages);
        run.battle.supply = args->random_supply ? std::vector<std::string>{} : comma_list(args->supply);
        run.battle.seed = args->seed_given ? args->seed : static_cast<std::uint64_t>(std::time(nullptr));
        run.battle.difficulty = *difficulty_named(args->difficulty);
        run.battle.packs = comma_list(args->packs);
        if (!args->campaign.empty()) {
            run.battle.fixed_players = campaign_players(g.db_path(), args->campaign);
            args->players = static_cast<int>(run.battle.fixed_players.size());
            run.battle.players = args->players;
        }
        // On resume only the record says how many players there are.
        if (args->resume > 0)
            run.bots_spec = args->bots;
        else
            run.bots = parse_bots(args->bots, args->players);
        run.json = args->json;
        run.db = args->no_save ? "" : g.db_path();
        run.color = isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR");
        exit_code = run_battle(run, std::cin, std::cout);
    });
}

} // namespace ae::cli
