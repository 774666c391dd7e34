// Option ids read in one place. An id is a verb and up to two parts, colon-separated: "end", "play:12",
// "buy:base.gem.jade", "prep:14:1", "wanderer:22:3", "trigger:2". Ids a script makes are free text; their
// parts are never trusted to be numbers. The engine, the bots and every front-end read ids through this
// header (front-ends otherwise treat an id as an opaque string and show the option's text).
#pragma once

#include "engine/card_id.hpp"

#include <charconv>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ae {

struct OptionId {
    std::string_view verb;   // before the first colon; the whole id when it has none
    std::string_view args;   // everything after the first colon ("14:1"); "" when none
    std::string_view first;  // args up to the next colon ("14")
    std::string_view second; // after the second colon ("1"); "" when none

    // Views into `id`, which must outlive the result.
    static OptionId parse(std::string_view id) {
        OptionId o;
        const auto colon = id.find(':');
        o.verb = id.substr(0, colon);
        if (colon == std::string_view::npos) return o;
        o.args = id.substr(colon + 1);
        const auto next = o.args.find(':');
        o.first = o.args.substr(0, next);
        if (next != std::string_view::npos) o.second = o.args.substr(next + 1);
        return o;
    }

    // A part as a plain decimal number (digits only, at most 9 of them); nullopt otherwise.
    static std::optional<std::uint32_t> number(std::string_view part) {
        if (part.empty() || part.size() > 9) return std::nullopt;
        std::uint32_t n = 0;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
        if (ec != std::errc{} || end != part.data() + part.size()) return std::nullopt;
        return n;
    }
    std::optional<std::uint32_t> first_number() const { return number(first); }
    std::optional<std::uint32_t> second_number() const { return number(second); }
    // The first part as a card id, for the engine's own ids ("play:12"); nullopt when it is not a number.
    std::optional<CardId> card() const {
        if (auto n = first_number()) return CardId(*n);
        return std::nullopt;
    }
};

} // namespace ae
