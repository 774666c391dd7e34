// `campaign next` and the "Next:" line atop `campaign show`: what the book tells the table to do now, in
// words, with the command that goes on (campaigns/next_step.hpp works out what it is).
#pragma once

#include "campaigns/next_step.hpp"

#include <iosfwd>
#include <string>

namespace ae::cli {

// The whole instruction: what to do first, how to set up, how to record or play it.
// In `L`, the language `n` was made in (next_step).
void print_next(const campaign::NextStep& n, const campaign::CampaignState& s, const std::string& db_flag,
                std::ostream& out, const lang::Language& L);
// One line: "Next: Chapter 3, battle 5 against Bladius."
std::string next_line(const campaign::NextStep& n, const lang::Language& L);

} // namespace ae::cli
