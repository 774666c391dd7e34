// The canonical text form of a battle state: the same state always gives the same bytes. It feeds the
// state hash and checkpoints.
#pragma once

#include "engine/state.hpp"

#include <cstdint>
#include <string>

namespace ae {
std::string canonical_text(const GameState& s);
std::uint64_t fnv1a64(const std::string& bytes, std::uint64_t h = 0xcbf29ce484222325ULL);
} // namespace ae
