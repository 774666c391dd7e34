// GameSetup to and from JSON, so a battle record says exactly how its battle began.
#pragma once

#include "engine/setup.hpp"

#include <string>

namespace ae::saves {
std::string setup_to_json(const GameSetup& s);
GameSetup setup_from_json(const std::string& text); // throws SaveError on a malformed record
} // namespace ae::saves
