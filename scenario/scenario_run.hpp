// Running one loaded scenario: start the battle, give the answers in order, then run the checks.
#pragma once

#include "scenario/scenario.hpp"

#include <string>
#include <vector>

namespace ae::scenario {

struct Failure {
    int line = 0; // of the answer or expectation that failed (the scenario's own line when it did not start)
    std::string expected, got;
};

struct Outcome {
    std::vector<Failure> failures;
    std::vector<std::string> log; // the battle's events, one readable line each
};

// A scenario whose answers cannot all be given reports that answer and runs no check.
Outcome run_scenario(const Scenario& s);

} // namespace ae::scenario
