#include "cli/campaign_next.hpp"

#include "cli/shell_hint.hpp"

#include <ostream>

namespace ae::cli {
using campaign::RunStatus;

std::string next_line(const campaign::NextStep& n, const lang::Language& L) {
    switch (n.status) {
    case RunStatus::Finished: return L.tr("The campaign has reached its end.");
    case RunStatus::Decision:
        return n.title.empty() ? L.tr("Next: {prompt}", {{"prompt", n.prompt}})
                               : L.tr("Next: {title}: {prompt}", {{"title", n.title}, {"prompt", n.prompt}});
    case RunStatus::Battle: {
        const lang::Args args = {{"label", n.label},
                                 {"battle", std::to_string(n.battle_number)},
                                 {"nemesis", n.nemesis},
                                 {"attempt", std::to_string(n.attempt)}};
        if (n.attempt > 1)
            return n.label.empty()
                       ? L.tr("Next: battle {battle} against {nemesis} (attempt {attempt}).", args)
                       : L.tr("Next: {label}, battle {battle} against {nemesis} (attempt {attempt}).", args);
        return n.label.empty() ? L.tr("Next: battle {battle} against {nemesis}.", args)
                               : L.tr("Next: {label}, battle {battle} against {nemesis}.", args);
    }
    }
    return {};
}

void print_next(const campaign::NextStep& n, const campaign::CampaignState& s, const std::string& db,
                std::ostream& out, const lang::Language& L) {
    out << next_line(n, L) << "\n";
    if (n.status == RunStatus::Finished) {
        out << L.tr("`{log}` tells how it went; `{show}` shows what the group holds.",
                    {{"log", go_on(db, {"campaign", "log", s.name})},
                     {"show", go_on(db, {"campaign", "show", s.name})}})
            << "\n";
        return;
    }
    if (!n.first.empty()) {
        out << "\n" << L.tr("First, as the book says:") << "\n";
        for (const auto& line : n.first) out << "  * " << line << "\n";
    }
    if (n.status == RunStatus::Decision) {
        out << "\n" << L.tr("The choices:") << "\n";
        for (std::size_t i = 0; i < n.options.size(); ++i)
            out << "  " << i + 1 << ". " << n.options[i] << "\n";
        const lang::Args args = {{"answer", go_on(db, {"campaign", "answer", s.name, "CHOICE"})},
                                 {"play", go_on(db, {"campaign", "play", s.name, "--until-battle"})},
                                 {"min", std::to_string(n.min)},
                                 {"max", std::to_string(n.max)}};
        out << "\n"
            << (n.max <= 1
                    ? L.tr(
                          "Answer it with `{answer}` (a name or number above), or at the prompt of `{play}`.",
                          args)
                : n.min == n.max ? L.tr("Answer it with `{answer}` (a name or number above; exactly {max} of "
                                        "them), or at the "
                                        "prompt of `{play}`.",
                                        args)
                                 : L.tr("Answer it with `{answer}` (a name or number above; {min} to {max} "
                                        "of them), or at the "
                                        "prompt of `{play}`.",
                                        args))
            << "\n";
        return;
    }
    out << "\n" << L.tr("Set up:") << "\n";
    for (const auto& line : n.setup) out << "  " << line << "\n";
    const std::string record = go_on(db, {"campaign", "record", s.name});
    const std::string play = go_on(db, {"campaign", "play", s.name});
    if (s.companion)
        out << "\n"
            << L.tr("Play it at the table, then record it: `{record} --result won --gravehold LIFE --turns "
                    "N` (or "
                    "--result lost with --nemesis-life LIFE).",
                    {{"record", record}})
            << "\n";
    else
        out << "\n"
            << L.tr("Play it here with `{play}`, or at the table and record it with `{record} --result "
                    "won|lost ...`.",
                    {{"play", play}, {"record", record}})
            << "\n";
}

} // namespace ae::cli
