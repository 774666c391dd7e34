// Whether a nemesis deck can be dealt: the standard setup takes 3 of the nemesis's own cards per tier and a
// number of basic cards per tier that depends on the player count.
#pragma once

#include "engine/definitions.hpp"

#include <array>
#include <optional>
#include <string>

namespace ae::content {

inline constexpr int own_cards_per_tier = 3;

// Basic cards of tiers 1, 2 and 3 a game of `players` (1-4) deals into the nemesis deck.
std::array<int, 3> basic_cards_needed(int players);

// Why `nemesis`'s deck cannot be built for some player count 1-4 from its own cards and the basic cards in
// `content`, or nullopt when it can be built for all of them. Only the first shortage is given (own cards
// before basic cards, fewest players first), so a nemesis gets one message, not twelve.
std::optional<std::string> check_deck_buildable(const NemesisDef& nemesis, const Content& content);

} // namespace ae::content
