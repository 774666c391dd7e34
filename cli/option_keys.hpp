// What a person types for an option at the terminal. In the main phase the keys of the supply, the breaches,
// a charge and the end do not move when the hand changes: the supply's piles are g1-g9 by their place,
// breaches f2/o2 (focus/open breach II), a charge c, the end e. Cards in hand are numbered in hand order,
// copies of a card being one line with one number ("Play Crystal (x3)"); a spell's prep is its number and
// the breach ("2.3": card 2 to breach III). Every other decision numbers its options 1-N.
#pragma once

#include "engine/engine.hpp"
#include "lang/language.hpp"

#include <string>
#include <vector>

namespace ae::cli {

struct KeyedOption {
    std::string key;              // what the person types, lower case
    std::string text;             // the option's text, with "(x3)" for a group of copies
    std::vector<std::string> ids; // the options it stands for (copies of one card), in the engine's order
    bool enabled = true;
    std::string reason; // why it cannot be chosen now
};

std::vector<KeyedOption> keyed_options(const Engine& e, const DecisionRequest& req);

// The key for option `id` ("" when none stands for it).
std::string key_of(const std::vector<KeyedOption>& keyed, const std::string& id);

// The option a typed word stands for (any case), or nullptr.
const KeyedOption* find_key(const std::vector<KeyedOption>& keyed, const std::string& word);

// The option ids a line of typed keys stands for. A key for copies of a card stands for the next copy not
// chosen yet, so "1 1" picks two of them. In a full order, what is left out follows in the order shown (all
// of it for an empty line). `error` says what is wrong with the line ("" when nothing).
struct Typed {
    std::vector<std::string> ids;
    std::string error;
};
Typed read_keys(const DecisionRequest& req, const std::vector<KeyedOption>& keyed, const std::string& line,
                const lang::Language& language = lang::Language::english());

} // namespace ae::cli
