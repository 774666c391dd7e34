// Invariants that hold after every step of every battle: cards are conserved (each card is in exactly one
// zone), life stays in bounds, and either exactly one decision is pending or the battle is over. The
// simulator checks them after every answer; the tests use them through tests/support/invariants.hpp.
#pragma once

#include "engine/engine.hpp"

#include <string>

namespace ae {

// Returns "" when all hold, else the first broken invariant.
std::string check_invariants(const Engine& e);

} // namespace ae
