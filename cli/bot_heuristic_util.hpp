// Small helpers shared by the heuristic bot's files: reading option ids ("play:12", "player:1"), numbers in
// prompts, and how much a card in a zone is worth keeping.
#pragma once

#include "engine/engine.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace ae::cli::heuristic::detail {

// Views into the id, not copies: the bot reads every option's id at every decision.
inline std::string_view verb_of(std::string_view id) { return id.substr(0, id.find(':')); }
inline std::string_view arg_of(std::string_view id) {
    const auto colon = id.find(':');
    return colon == std::string_view::npos ? std::string_view{} : id.substr(colon + 1);
}
// The number after the first colon ("card:12" -> 12, "prep:12:3" -> 12); -1 when there is none.
// Script option ids are free text, so anything longer than 9 digits is not a number we use (and must not
// overflow).
inline long number_of(std::string_view id) {
    const std::string_view a = arg_of(id);
    long n = 0;
    std::size_t digits = 0;
    for (; digits < a.size() && std::isdigit(static_cast<unsigned char>(a[digits])); ++digits) {
        if (digits == 9) return -1;
        n = n * 10 + (a[digits] - '0');
    }
    return digits == 0 ? -1 : n;
}
inline std::string lower(std::string s) {
    for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}
inline bool has(const std::string& text, const char* word) { return text.find(word) != std::string::npos; }
// The first whole number after `key` in `text` ("Deal 3 damage" after "deal " -> 3); `fallback` if none.
inline int number_after(const std::string& text, const std::string& key, int fallback) {
    const auto at = text.find(key);
    if (at == std::string::npos) return fallback;
    std::size_t i = at + key.size();
    if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i]))) return fallback;
    int n = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
        n = n * 10 + (text[i++] - '0');
    return n;
}

inline std::vector<const Option*> enabled(const DecisionRequest& req) {
    std::vector<const Option*> out;
    out.reserve(req.options.size()); // one allocation, not one per doubling
    for (const auto& o : req.options)
        if (o.enabled) out.push_back(&o);
    return out;
}

inline const PlayerCardDef* player_def(const Engine& e, CardId c) {
    if (c.value() >= e.state().cards.size() || e.state().card(c).nemesis) return nullptr;
    return &e.player_def(c); // the engine remembers it per card
}

// Worth of keeping a card (for discards, destroys and discard order): its cost, spells a little more.
inline double keep_value(const Engine& e, CardId c) {
    const PlayerCardDef* d = player_def(e, c);
    if (!d) return 0;
    return d->cost + (d->type == CardType::Spell ? 0.5 : 0.0);
}

// Whether a mage's ability can ever be used (some mats have a window the engine does not offer yet).
inline bool ability_usable(const Engine& e, int player) {
    const auto& p = e.state().players[static_cast<std::size_t>(player)];
    return e.state().rules.abilities && p.max_charges > 0 &&
           e.content().mage(p.mage).ability_window != AbilityWindow::Never;
}

// The first step of the best way to spend this turn's aether (buy, charge, open, focus); "" = keep it.
std::string plan_spending(const Engine& e, const DecisionRequest& req, int me);

// The ids sorted by a score, best first; ties keep the request's order, so answers are deterministic.
template <class Score>
std::vector<std::string> ranked(const std::vector<const Option*>& opts, Score score) {
    std::vector<std::pair<double, std::size_t>> order;
    for (std::size_t i = 0; i < opts.size(); ++i) order.push_back({-score(*opts[i]), i});
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> ids;
    for (const auto& [s, i] : order) ids.push_back(opts[i]->id);
    return ids;
}

// ranked(opts, score).front() without sorting or copying ids (the bot asks this at nearly every decision):
// the first option with the highest score. `opts` must not be empty.
template <class Score>
const std::string& best(const std::vector<const Option*>& opts, Score score) {
    std::size_t at = 0;
    double top = 0;
    for (std::size_t i = 0; i < opts.size(); ++i) {
        const double s = -score(*opts[i]); // negated as ranked() sorts, so ties and rounding agree
        if (i == 0 || s < top) top = s, at = i;
    }
    return opts[at]->id;
}

} // namespace ae::cli::heuristic::detail
