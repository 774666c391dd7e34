// `sim --rate` as text (with a chart of the scale in characters) and as JSON (docs/bots.md shows an example).
#include "sim/rate.hpp"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ae::sim {
namespace {

std::string fixed(double x, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, x);
    return buf;
}

std::string percent(int part, int whole) { return whole > 0 ? fixed(100.0 * part / whole, 1) + "%" : "-"; }

std::string padded(std::string s, std::size_t width) {
    if (s.size() > width) s = s.substr(0, width - 1) + "~";
    s.resize(width, ' ');
    return s;
}

std::string right(const std::string& s, std::size_t width) {
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

constexpr std::size_t kName = 22;
constexpr int kUnit = 5; // characters per step of the difficulty scale

std::string run_row(const NemesisRun& n, bool rated) {
    std::string printed =
        rated && !n.printed ? "(" + std::to_string(n.difficulty) + " est.)" : std::to_string(n.difficulty);
    std::string row = (rated ? "> " : "  ") + padded(n.name, kName) + right(printed, 9) + "  " +
                      right(fixed(n.score, 2), 6) + " ";
    for (int p = 0; p < 4; ++p) row += right(fixed(n.ground[static_cast<std::size_t>(p)], 2), 6);
    return row + right(percent(n.won, n.battles), 8) + "\n";
}

// One row of the scale chart: `mark` at difficulty d, or an interval [low, high] around it.
std::string chart_row(const std::string& name, double d, double low, double high, bool interval) {
    auto col = [](double x) { return static_cast<std::size_t>(std::lround((x - 1) * kUnit)); };
    std::string line(col(10) + 1, ' ');
    if (interval) {
        for (std::size_t c = col(low); c <= col(high) && c < line.size(); ++c) line[c] = '=';
        line[col(low)] = '[';
        line[col(high)] = ']';
        line[col(d)] = '*';
    } else {
        line[col(d)] = 'o';
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return "  " + padded(name, kName) + line + "\n";
}

std::string card_table(const std::string& title, const std::vector<CardEffect>& cards) {
    std::string out = "  " + padded(title, 34) + "battles     won  ground\n";
    for (const auto& c : cards)
        out += "    " + padded(c.name, 32) + right(std::to_string(c.battles), 7) +
               right(percent(c.wins, c.battles), 8) + right(fixed(c.ground, 2), 8) + "\n";
    return out;
}

} // namespace

std::string rate_text(const RateReport& r) {
    std::ostringstream out;
    const NemesisRun& n = r.rated;
    out << "How hard is " << n.name << "? " << fixed(r.placement.value, 1)
        << " on the printed scale, 95% interval " << fixed(r.placement.low, 1) << " to "
        << fixed(r.placement.high, 1) << "\n";
    out << "  (its own difficulty: " << n.difficulty
        << (n.printed ? ", printed on its card" : ", an estimate") << "; " << r.bot << " bot, "
        << to_string(r.difficulty) << " difficulty, seed " << r.seed << ";\n  " << r.games
        << " battles per player count and nemesis, " << r.battles << " in all, " << fixed(r.seconds, 1)
        << " s)\n\n";
    out << "  Ground: 1 for a win, else the share of the nemesis's life the players took (more: easier).\n";
    out << "  Every nemesis met the same mages and markets, battle for battle.\n\n";
    out << "  " << padded("nemesis", kName) << "  printed  ground    1p    2p    3p    4p     won\n";
    for (const auto& ref : r.references) out << run_row(ref, false);
    out << run_row(n, true);

    out << "\n  " << padded("difficulty", kName);
    for (int d = 1; d <= 10; ++d) out << padded(std::to_string(d), d == 10 ? 2 : kUnit);
    out << "\n";
    for (const auto& ref : r.references) out << chart_row(ref.name, ref.difficulty, 0, 0, false);
    out << chart_row(n.name, r.placement.value, r.placement.low, r.placement.high, true);
    out << "\n  The scale: difficulty = " << fixed(r.fit.intercept, 2) << (r.fit.slope < 0 ? " - " : " + ")
        << fixed(std::fabs(r.fit.slope), 2) << " x ground, over " << r.fit.n
        << " nemeses whose\n  card prints their difficulty (residual sd " << fixed(r.fit.residual_sd, 2)
        << "); Spearman's rank correlation of printed difficulty and\n  ground lost: " << fixed(r.spearman, 2)
        << " (1: the bot's results order them exactly as printed).\n";
    if (n.printed) out << "  " << n.name << " is left out of the scale it is placed on.\n";
    if (r.fit.slope >= 0)
        out << "  WARNING: with this bot the players did not lose ground against harder printed nemeses, so "
               "the "
               "scale\n  and the placement mean nothing.\n";

    out << "\nWhat beats " << n.name << " (" << n.battles << " battles)\n";
    out << "  won " << n.won << " (" << percent(n.won, n.battles) << "); median turns";
    for (int p = 0; p < 4; ++p) out << " " << p + 1 << "p " << n.median_turns[static_cast<std::size_t>(p)];
    out << "\n  lost " << r.lost_gravehold + r.lost_exhausted + r.lost_condition << ": Gravehold fell "
        << r.lost_gravehold << ", every player exhausted " << r.lost_exhausted << ", its own condition "
        << r.lost_condition << "\n";
    out << card_table("its cards, most dangerous first", r.nemesis_cards);
    if (!r.basic_cards.empty()) out << card_table("basic cards that hurt most", r.basic_cards);
    if (!r.player_cards.empty()) out << card_table("player cards that helped most", r.player_cards);
    if (!r.violations.empty()) {
        out << "\n  " << r.violations.size() << " battle(s) broke an invariant or did not end:\n";
        for (std::size_t i = 0; i < r.violations.size() && i < 10; ++i)
            out << "    " << r.violations[i] << "\n";
    }
    out << "\nThis is only as good as the " << r.bot
        << " bot, which plays like a beginner (docs/bots.md): its ground follows the\n"
           "printed scale only as well as the rank correlation above says. Read the interval, not the "
           "point.\n";
    return out.str();
}

namespace {

nlohmann::json run_json(const NemesisRun& n) {
    return {{"id", n.id},
            {"name", n.name},
            {"difficulty", n.difficulty},
            {"difficulty_printed", n.printed},
            {"ground", n.score},
            {"ground_se", n.score_se},
            {"ground_by_players", n.ground},
            {"wins_by_players", n.wins},
            {"median_turns_by_players", n.median_turns},
            {"battles", n.battles},
            {"wins", n.won}};
}

nlohmann::json cards_json(const std::vector<CardEffect>& cards) {
    nlohmann::json a = nlohmann::json::array();
    for (const auto& c : cards)
        a.push_back(
            {{"id", c.id}, {"name", c.name}, {"battles", c.battles}, {"wins", c.wins}, {"ground", c.ground}});
    return a;
}

} // namespace

std::string rate_json(const RateReport& r) {
    nlohmann::json refs = nlohmann::json::array();
    for (const auto& n : r.references) refs.push_back(run_json(n));
    nlohmann::json j = {
        {"rated", run_json(r.rated)},
        {"placement",
         {{"difficulty", r.placement.value}, {"low", r.placement.low}, {"high", r.placement.high}}},
        {"scale",
         {{"intercept", r.fit.intercept},
          {"slope", r.fit.slope},
          {"residual_sd", r.fit.residual_sd},
          {"references", r.fit.n},
          {"spearman", r.spearman}}},
        {"references", refs},
        {"losses",
         {{"gravehold", r.lost_gravehold}, {"exhausted", r.lost_exhausted}, {"condition", r.lost_condition}}},
        {"nemesis_cards", cards_json(r.nemesis_cards)},
        {"basic_cards", cards_json(r.basic_cards)},
        {"player_cards", cards_json(r.player_cards)},
        {"violations", r.violations},
        {"bot", r.bot},
        {"difficulty", to_string(r.difficulty)},
        {"games_per_player_count", r.games},
        {"seed", r.seed},
        {"battles", r.battles},
        {"seconds", r.seconds}};
    return j.dump();
}

} // namespace ae::sim
