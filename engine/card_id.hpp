// A card's id: its index into GameState::cards, stable for the whole battle. A distinct type, so a player
// index or a count cannot be passed where a card is meant (issue #2); integers go in and out only at the
// edges (option ids, JSON, Lua handles), each through the explicit constructor or value().
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>

namespace ae {

class CardId {
public:
    constexpr CardId() = default;
    constexpr explicit CardId(std::uint32_t value) : value_(value) {}
    constexpr std::uint32_t value() const { return value_; }
    constexpr auto operator<=>(const CardId&) const = default;

private:
    std::uint32_t value_ = 0;
};

inline constexpr CardId kNoCard{0xffffffffu};

// Prints the number (test failure messages, debugging).
std::ostream& operator<<(std::ostream& os, CardId id);

} // namespace ae

template <>
struct std::hash<ae::CardId> {
    std::size_t operator()(ae::CardId id) const noexcept { return std::hash<std::uint32_t>{}(id.value()); }
};
