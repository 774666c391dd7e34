// Nesting depth of a JSON text, checked before any parser or dump recurses into it: a file from
// someone else with 100,000 nested arrays overflowed the stack in the recursive dump (#17).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace ae {

// Deeper than anything gravehold writes (campaign flags and script storage stop at 100).
inline constexpr int kMaxJsonDepth = 128;

// The byte offset of the first '[' or '{' that opens level max_depth + 1, outside strings; nullopt
// when the text never nests that deep. Reads the text once, without recursion.
std::optional<std::size_t> json_too_deep_at(std::string_view text, int max_depth = kMaxJsonDepth);

} // namespace ae
