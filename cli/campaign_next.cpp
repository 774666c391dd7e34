#include "cli/campaign_next.hpp"

#include "cli/shell_hint.hpp"

#include <ostream>

namespace ae::cli {
using campaign::RunStatus;

std::string next_line(const campaign::NextStep& n) {
    switch (n.status) {
    case RunStatus::Finished: return "The campaign has reached its end.";
    case RunStatus::Decision: return "Next: " + (n.title.empty() ? std::string() : n.title + ": ") + n.prompt;
    case RunStatus::Battle:
        return "Next: " + (n.label.empty() ? std::string() : n.label + ", ") + "battle " +
               std::to_string(n.battle_number) + " against " + n.nemesis +
               (n.attempt > 1 ? " (attempt " + std::to_string(n.attempt) + ")" : "") + ".";
    }
    return {};
}

void print_next(const campaign::NextStep& n, const campaign::CampaignState& s, const std::string& db,
                std::ostream& out) {
    out << next_line(n) << "\n";
    if (n.status == RunStatus::Finished) {
        out << "`" << go_on(db, {"campaign", "log", s.name}) << "` tells how it went; `"
            << go_on(db, {"campaign", "show", s.name}) << "` shows what the group holds.\n";
        return;
    }
    if (!n.first.empty()) {
        out << "\nFirst, as the book says:\n";
        for (const auto& line : n.first) out << "  * " << line << "\n";
    }
    if (n.status == RunStatus::Decision) {
        out << "\nThe choices:\n";
        for (std::size_t i = 0; i < n.options.size(); ++i)
            out << "  " << i + 1 << ". " << n.options[i] << "\n";
        out << "\nAnswer it with `" << go_on(db, {"campaign", "answer", s.name, "CHOICE"})
            << "` (a name or number above"
            << (n.max <= 1       ? std::string()
                : n.min == n.max ? "; exactly " + std::to_string(n.max) + " of them"
                                 : "; " + std::to_string(n.min) + " to " + std::to_string(n.max) + " of them")
            << "), or at the prompt of `" << go_on(db, {"campaign", "play", s.name, "--until-battle"})
            << "`.\n";
        return;
    }
    out << "\nSet up:\n";
    for (const auto& line : n.setup) out << "  " << line << "\n";
    const std::string record = go_on(db, {"campaign", "record", s.name});
    const std::string play = go_on(db, {"campaign", "play", s.name});
    if (s.companion)
        out << "\nPlay it at the table, then record it: `" << record
            << " --result won --gravehold LIFE --turns N` (or --result lost with --nemesis-life LIFE).\n";
    else
        out << "\nPlay it here with `" << play << "`, or at the table and record it with `" << record
            << " --result won|lost ...`.\n";
}

} // namespace ae::cli
