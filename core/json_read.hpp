// Reading JSON that came from outside this process (a file, a database column, a request body). The
// parser itself does not recurse, but dumping and walking a document do: 100,000 nested arrays overflowed
// the stack (#17). Every such reader goes through here, so the depth is bounded before anything walks it.
#pragma once

#include "core/json_depth.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace ae {

// Throws the json::parse_error a syntax error would (naming the byte), so every caller's existing
// message and error type serve for a document nested deeper than kMaxJsonDepth too.
inline void refuse_deep_json(std::string_view text) {
    if (const auto at = json_too_deep_at(text))
        throw nlohmann::json::parse_error::create(
            101, *at + 1, "nested more than " + std::to_string(kMaxJsonDepth) + " levels deep", nullptr);
}

inline nlohmann::json parse_json(std::string_view text) {
    refuse_deep_json(text);
    return nlohmann::json::parse(text);
}

// For readers that treat unreadable JSON as absent: too deep counts as unreadable.
inline nlohmann::json parse_json_or_discarded(std::string_view text) {
    if (json_too_deep_at(text)) return nlohmann::json(nlohmann::json::value_t::discarded);
    return nlohmann::json::parse(text, nullptr, false);
}

} // namespace ae
