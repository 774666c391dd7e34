// The simulation's report as text and as JSON (docs/bots.md shows an example).
#include "sim/sim.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ae::sim {
namespace {

std::string percent(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100 * x);
    return buf;
}

std::string fixed(double x, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, x);
    return buf;
}

std::string spread_text(const Spread& s) {
    return "min " + std::to_string(s.min) + ", median " + std::to_string(s.median) + ", max " +
           std::to_string(s.max);
}

nlohmann::json spread_json(const Spread& s) { return {{"min", s.min}, {"median", s.median}, {"max", s.max}}; }

// Cards by how often they were gained, then by id.
std::vector<std::pair<std::string, CardStat>> cards_by_gains(const SimReport& r) {
    std::vector<std::pair<std::string, CardStat>> v(r.cards.begin(), r.cards.end());
    std::stable_sort(v.begin(), v.end(),
                     [](const auto& a, const auto& b) { return a.second.gained > b.second.gained; });
    return v;
}

} // namespace

std::string sim_text(const Content& content, const SimReport& r) {
    std::ostringstream out;
    const auto nem = content.nemeses.find(r.nemesis);
    out << (nem == content.nemeses.end() ? r.nemesis : nem->second.name) << ", " << r.players << " player"
        << (r.players == 1 ? "" : "s") << ", " << r.games << " battles (" << r.bot << " bot, seed " << r.seed
        << ", " << r.threads << " thread" << (r.threads == 1 ? "" : "s") << ")\n";
    out << "  win rate        " << percent(r.win_rate) << " (" << r.wins << " won, " << r.losses
        << " lost), 95% "
        << "interval " << percent(r.ci95.first) << " to " << percent(r.ci95.second) << "\n";
    out << "  turns           average " << fixed(r.avg_turns, 1) << "; " << spread_text(r.turns) << "\n";
    out << "  Gravehold life  " << spread_text(r.gravehold_life) << "\n";
    out << "  nemesis life    " << spread_text(r.nemesis_life) << "\n";
    out << "  invariants      " << (r.violations.empty() ? "held in every battle" : "");
    if (!r.violations.empty()) {
        out << r.violations.size() << " battle(s) broke them:\n";
        for (std::size_t i = 0; i < r.violations.size() && i < 10; ++i) {
            const auto& [index, what] = r.violations[i];
            out << "    battle " << index << " (seed " << r.battles[static_cast<std::size_t>(index)].seed
                << "): " << what << "\n";
        }
        if (r.violations.size() > 10) out << "    ... and " << r.violations.size() - 10 << " more\n";
    } else {
        out << "\n";
    }
    out << "  speed           " << fixed(r.battles_per_second, 1) << " battles/s (" << fixed(r.seconds, 2)
        << " s)\n";
    if (!r.cards.empty()) {
        out << "\n  card                       gained  in battles  won when gained\n";
        for (const auto& [id, c] : cards_by_gains(r)) {
            const auto d = content.player_cards.find(id);
            std::string name = d == content.player_cards.end() ? id : d->second.name;
            name.resize(std::max<std::size_t>(name.size(), 26), ' ');
            char line[160];
            std::snprintf(line, sizeof line, "  %s %6d  %10d  %15s\n", name.c_str(), c.gained, c.battles,
                          percent(c.battles ? static_cast<double>(c.wins) / c.battles : 0).c_str());
            out << line;
        }
    }
    return out.str();
}

std::string sim_json(const SimReport& r) {
    nlohmann::json cards = nlohmann::json::array();
    for (const auto& [id, c] : cards_by_gains(r))
        cards.push_back({{"id", id},
                         {"gained", c.gained},
                         {"battles", c.battles},
                         {"wins", c.wins},
                         {"win_rate", c.battles ? static_cast<double>(c.wins) / c.battles : 0.0}});
    nlohmann::json violations = nlohmann::json::array();
    for (const auto& [index, what] : r.violations)
        violations.push_back(
            {{"battle", index}, {"seed", r.battles[static_cast<std::size_t>(index)].seed}, {"what", what}});
    nlohmann::json j = {{"nemesis", r.nemesis},
                        {"players", r.players},
                        {"bot", r.bot},
                        {"seed", r.seed},
                        {"threads", r.threads},
                        {"games", r.games},
                        {"wins", r.wins},
                        {"losses", r.losses},
                        {"win_rate", r.win_rate},
                        {"ci95", {r.ci95.first, r.ci95.second}},
                        {"avg_turns", r.avg_turns},
                        {"turns", spread_json(r.turns)},
                        {"gravehold_life", spread_json(r.gravehold_life)},
                        {"nemesis_life", spread_json(r.nemesis_life)},
                        {"seconds", r.seconds},
                        {"battles_per_second", r.battles_per_second},
                        {"invariant_violations", r.violations.size()},
                        {"violations", violations},
                        {"cards", cards}};
    return j.dump();
}

} // namespace ae::sim
