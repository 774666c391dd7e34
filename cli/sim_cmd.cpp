// `gravehold sim`: bot-played battles in parallel, reported as text, JSON and an optional SVG chart; with
// `--rate NEMESIS`, where that nemesis sits on the printed difficulty scale (sim/rate.hpp).
// Exit code 1 when a battle broke an invariant, did not end, or failed; 0 otherwise.
#include "cli/comma_list.hpp"
#include "cli/commands.hpp"
#include "play/session.hpp"
#include "sim/rate.hpp"
#include "sim/sim.hpp"

#include "core/errors.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <unistd.h>

namespace ae::cli {
namespace {

struct SimArgs {
    sim::SimOptions o;
    std::string mages;
    std::string supply;
    bool json = false;
    std::string svg;
    std::string difficulty = "normal";
    std::string packs;
    std::string rate;              // the nemesis to rate; "" = an ordinary simulation
    std::vector<std::string> pack; // pack folders loaded beside the shipped ones
    bool games_given = false, players_given = false;
};

void draw_progress(int done, int total) {
    constexpr int width = 30;
    const int filled = total > 0 ? done * width / total : width;
    std::fprintf(stderr, "\r[%.*s%.*s] %d/%d battles", filled, "##############################",
                 width - filled, "..............................", done, total);
    if (done >= total) std::fprintf(stderr, "\r%*s\r", width + 40, "");
    std::fflush(stderr);
}

void write_svg(const std::string& path, const std::string& svg) {
    std::ofstream f(path);
    f << svg;
    if (!f) throw InvalidRequest("cannot write the chart to '" + path + "'");
}

int rate(const SimArgs& a) {
    if (a.players_given || !a.mages.empty() || !a.supply.empty())
        throw InvalidRequest("--rate plays every nemesis against the same panel of 1 to 4 players with mages "
                             "and markets from its seed; it takes no --players, --mages or --supply");
    sim::RateOptions o;
    o.nemesis = a.rate;
    o.games = a.games_given ? a.o.games : o.games;
    o.threads = a.o.threads;
    o.seed = a.o.seed;
    o.bot = a.o.bot;
    o.difficulty = *difficulty_named(a.difficulty);
    o.packs = comma_list(a.packs);
    o.max_turns = a.o.max_turns;
    const auto loaded = play::load_content(a.pack);
    const bool bar = isatty(STDERR_FILENO) != 0;
    const sim::RateReport r =
        sim::rate_nemesis(loaded.content, o, bar ? std::function<void(int, int)>(draw_progress) : nullptr);
    std::cout << (a.json ? sim::rate_json(r) + "\n" : sim::rate_text(r));
    if (!a.svg.empty()) write_svg(a.svg, sim::rate_svg(r));
    return r.violations.empty() ? 0 : 1;
}

int run(const SimArgs& a) {
    if (!a.rate.empty()) return rate(a);
    sim::SimOptions o = a.o;
    o.difficulty = *difficulty_named(a.difficulty);
    o.packs = comma_list(a.packs);
    std::stringstream in(a.mages);
    for (std::string part; std::getline(in, part, ',');) o.mages.push_back(part);
    std::stringstream piles(a.supply);
    for (std::string part; std::getline(piles, part, ',');) o.supply.push_back(part);
    const auto loaded = play::load_content(a.pack);
    const bool bar = isatty(STDERR_FILENO) != 0;
    const sim::SimReport r =
        run_sim(loaded.content, o, bar ? std::function<void(int, int)>(draw_progress) : nullptr);
    if (a.json)
        std::cout << sim::sim_json(r) << "\n";
    else
        std::cout << sim::sim_text(loaded.content, r);
    if (!a.svg.empty()) write_svg(a.svg, sim::sim_svg(loaded.content, r));
    return r.violations.empty() ? 0 : 1;
}

} // namespace

void add_sim_command(CLI::App& app, int& exit_code) {
    auto args = std::make_shared<SimArgs>();
    CLI::App* cmd = app.add_subcommand("sim", "Play many bot battles in parallel and report how they went");
    cmd->add_option("--nemesis", args->o.nemesis, "Nemesis id or name (default: the first one)");
    CLI::Option* players =
        cmd->add_option("--players", args->o.players, "Number of players, 1-4")->check(CLI::Range(1, 4));
    cmd->add_option("--mages", args->mages,
                    "Mages by id or name, comma-separated (default: random per battle)");
    cmd->add_option("--supply", args->supply,
                    "The supply piles, comma-separated card ids or names (default: random per battle)");
    CLI::Option* games =
        cmd->add_option("--games", args->o.games,
                        "Number of battles (with --rate: per player count and nemesis, default 200)")
            ->check(CLI::PositiveNumber);
    cmd->add_option("--threads", args->o.threads, "Threads (default: one per hardware thread)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--seed", args->o.seed, "Seed of the run; battle i gets a seed made from it and i");
    cmd->add_option("--bot", args->o.bot, "Who plays: heuristic or random")
        ->check(CLI::IsMember({"heuristic", "random"}));
    cmd->add_option("--packs", args->packs,
                    "Only these boxes, comma-separated pack ids (base,legacy,outcasts,original): the market, "
                    "mages and basic nemesis cards come from them (default: every loaded pack)");
    cmd->add_option("--difficulty", args->difficulty, "beginner, normal (default), expert or extinction")
        ->check(CLI::IsMember({"beginner", "normal", "expert", "extinction"}));
    cmd->add_option("--max-turns", args->o.max_turns, "A battle longer than this did not end")
        ->check(CLI::PositiveNumber);
    cmd->add_flag("--json", args->json, "Print the report as one JSON object");
    cmd->add_option(
        "--svg", args->svg,
        "Also write a chart to this SVG file (histograms of turns and life left; with --rate, the "
        "difficulty scale)");
    cmd->add_option("--rate", args->rate,
                    "Place this nemesis (id or name) on the printed difficulty scale: it and every nemesis "
                    "whose card prints its difficulty play the same battles for 1-4 players");
    cmd->add_option("--pack", args->pack,
                    "Also load the pack in this folder (your own nemesis); may be repeated")
        ->check(CLI::ExistingDirectory);
    cmd->callback([args, players, games, &exit_code] {
        args->players_given = players->count() > 0;
        args->games_given = games->count() > 0;
        exit_code = run(*args);
    });
}

} // namespace ae::cli
