// A campaign decision in the language of the person reading it (issue #22): its prompt from the pattern
// and values the runner keeps (Decision::pattern), its options by id. The English is what Decision::prompt
// and DecisionOption::label hold, made by the same functions, so the two never drift apart.
#pragma once

#include "campaigns/runner.hpp"
#include "lang/language.hpp"

#include <string>
#include <utility>
#include <vector>

namespace ae::campaign {

using Values = std::vector<std::pair<std::string, std::string>>;

// A decision asked with the code's words: `pattern` (marked N_ where it is written) and its values.
Decision make_decision(std::string key, const char* pattern, Values values, int seat, const Content& c);

// The prompt in `L`: the pattern translated (by the code's catalogue, or the campaign's for its own texts)
// and filled, names in `L`.
std::string shown_prompt(const Decision& d, const Content& c, const lang::Language& L);
// An option in `L`: a card with its type, cost and text, a mage by name, else the label translated.
std::string shown_label(const Decision& d, const DecisionOption& o, const Content& c,
                        const lang::Language& L);
// A player card as an option reads: "Amethyst Shard (gem, cost 3): Gain 1 aether...".
std::string card_label(const Content& c, const std::string& id, const lang::Language& L);

// `text` with each {name} of `values` replaced; "cards" holds ids, shown as names in `L`.
std::string fill_values(const std::string& text, const Values& values, const Content& c,
                        const lang::Language& L);

} // namespace ae::campaign
