// Running scenario files, for `scenario run` and `content test` (a pack's own scenarios with it loaded).
#pragma once

#include "scenario/scenario_content.hpp"

#include <string>
#include <vector>

namespace ae::cli {

// Prints each failure as FILE:LINE: scenario 'name': expected X, got Y, then "N passed, M failed"; 1 when
// any failed.
int run_scenarios(const std::vector<std::string>& paths, bool verbose, scenario::PackCache& packs);

} // namespace ae::cli
