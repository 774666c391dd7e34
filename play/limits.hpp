// Numbers every way of playing a battle shares, kept in one place so the terminal, campaigns, the web and
// the simulator cannot drift apart.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ae::play {

// A safety net for unattended play: content whose nemesis never threatens anything could let bots play
// forever. Real battles end long before this.
inline constexpr int kMaxTurns = 2000;

// The seed of the bot that answers a battle's bot seats, from the battle's seed and the answers already in
// its log: a battle resumed after N answers gives its bot a seed of its own instead of repeating the first
// N draws. Only bots that draw (random) use it; the heuristic bot is deterministic.
inline std::uint64_t bot_seed(std::uint64_t battle_seed, std::size_t inputs_before) {
    return battle_seed ^ 0xb07b07ULL ^ (static_cast<std::uint64_t>(inputs_before) * 0x9E3779B97F4A7C15ULL);
}

} // namespace ae::play
