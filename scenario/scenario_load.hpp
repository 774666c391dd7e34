// Loading scenario files (docs/scenarios.md): YAML read with yaml-cpp, every problem reported as
// FILE:LINE:COL: error: message, ids checked against the content each scenario plays with.
#pragma once

#include "scenario/scenario.hpp"
#include "scenario/scenario_content.hpp"

#include <string>

namespace ae::scenario {

// Never throws for a bad file: problems are in `errors`, and the scenarios they concern are marked not ok.
ScenarioFile load_scenario_file(const std::string& path, PackCache& packs);

} // namespace ae::scenario
