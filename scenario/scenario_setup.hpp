// Reading a scenario's `setup:` (docs/scenarios.md): players and their overrides, the nemesis and its deck,
// cards in play, tokens, supply, turn order, life totals, rule switches, seed and swift.
#pragma once

#include "content/map_reader.hpp"
#include "scenario/scenario.hpp"

#include <string>

namespace ae::scenario {

// `default_nemesis` is used when the setup names none. Ids are checked against `c`.
SetupSpec read_setup(const content::MapReader& setup, const Content& c, const std::string& default_nemesis);

// "open", "none", "destroyed" or "s0".."s3".
std::optional<BreachSpec> parse_breach(const std::string& s);
std::string breach_text(BreachStatus status, int rotation);

} // namespace ae::scenario
