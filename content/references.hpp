// References between definitions, checked once every pack has been read (a reference may point forward).
#pragma once

#include "content/pack_context.hpp"

namespace ae::content {

// Every mage card must be a player card defined in the mage's pack or in a pack it requires.
void check_card_refs(const LoadState& state, std::vector<Diagnostic>& errors);

// A nemesis card's evolves_into must name a nemesis card of the same type, visible from its pack.
void check_evolve_refs(const LoadState& state, std::vector<Diagnostic>& errors);

// Every translated id (lang/<code>.yaml) must be a definition of the translating pack or of a pack it
// requires.
void check_lang_refs(const LoadState& state, std::vector<Diagnostic>& errors);

} // namespace ae::content
