// Nemesis cards: attacks, minions and powers, as a nemesis, its side decks and basic/*.yaml write them.
#pragma once

#include "content/pack_context.hpp"

#include <optional>
#include <string>

namespace ae::content {

enum class NemesisCardPlace {
    Deck,     // a nemesis's own tier 1-3 card; script and handler default from the nemesis
    SideDeck, // a nemesis's tier-0 card outside its deck; defaults as for Deck
    Basic,    // a basic card any nemesis deck may use; its own script, whose module is the card itself
};

// Reads one card and records it; returns its id when it was recorded. `nemesis_script` is the key of the
// nemesis's script (Deck and SideDeck only), used when the card names none.
std::optional<std::string> read_nemesis_card(const PackContext& ctx, const SourceFile& f,
                                             const YAML::Node& node, NemesisCardPlace place,
                                             const std::optional<std::string>& nemesis_script);

} // namespace ae::content
