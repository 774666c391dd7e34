// What a campaign asks of the group now, in words (issue #15 §2, §3): `campaign next`, the top of `campaign
// show`, and whatever front-end comes later all read this. It runs the story forward on a copy of the
// state, so it tells exactly what `play` or `record` will do, and changes nothing.
#pragma once

#include "campaigns/runner.hpp"
#include "lang/language.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace ae::campaign {

struct NextStep {
    RunStatus status = RunStatus::Finished;
    std::string title;              // the step's title ("Chapter 3"), or "" when it has none
    std::vector<std::string> first; // what the book has the table do before it, one line each
    // A decision: what is asked and the options.
    std::string prompt;
    std::vector<std::string> options;
    int min = 1, max = 1;
    // A battle: which, against whom, and how to set it up at the table.
    int battle_number = 0; // 1.. in the score table
    int attempt = 1;
    std::string label;   // "Chapter 3", "Battle 2a"
    std::string nemesis; // the nemesis's printed name
    std::vector<std::string> setup;
};

// In `L` (names, the campaign's texts through its catalogues read into `content`).
NextStep next_step(const CampaignDef& def, const Content& content, CampaignState state,
                   const HookRunner& hooks, const lang::Language& L = lang::Language::english());

// As `campaign next --json` prints it and the web API sends it: status ("battle", "decision", "finished"),
// title, first, then the decision's prompt, options, min and max, or the battle's number, attempt, label,
// nemesis and setup lines.
nlohmann::json to_json(const NextStep& n);

} // namespace ae::campaign
