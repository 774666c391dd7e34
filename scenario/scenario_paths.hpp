// The state paths an expectation may name (docs/scenarios.md), and what each reads from a battle.
#pragma once

#include "engine/engine.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ae::scenario {

// A value read from the battle.
struct Actual {
    enum class Kind { Int, Text, Flag, List } kind = Kind::Int;
    int n = 0;
    std::string text;
    bool flag = false;
    std::vector<std::string> list;
    std::string missing; // non-empty when there is nothing to read ("no card 3 in play")
};

// What the entries of a list value are, for checking the ids an expectation writes.
enum class Entries { PlayerCards, NemesisCards, AnyCards, TurnOrderCards, Breaches };

struct StatePath {
    Actual::Kind kind = Actual::Kind::Int;
    std::function<Actual(const Engine&)> read;
    Entries entries = Entries::AnyCards; // List
    std::vector<std::string> choices;    // Text: the values it can take (empty: any)
    bool contains = false;               // Text: the expectation is a fragment of the value
    std::string card_check;              // a card id in the path itself that must be a player card
};

// The path's reader, or nullopt with `error` set when the path is not known or out of range.
std::optional<StatePath> resolve_path(const std::string& path, int players, std::string& error);

} // namespace ae::scenario
