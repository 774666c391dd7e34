// Starting a scenario's battle: the engine is built from the setup, then the overrides are arranged in its
// state (after construction, before the first step), keeping every card in exactly one zone.
#pragma once

#include "play/session.hpp"
#include "scenario/scenario.hpp"

#include <memory>

namespace ae::scenario {

GameSetup game_setup(const Scenario& s);
// Built and arranged, not yet advanced. Throws ae::Error when the engine refuses the setup.
std::unique_ptr<play::Battle> start_battle(const Scenario& s);

} // namespace ae::scenario
