// Small helpers shared by the heuristic bot's files: reading option ids ("play:12", "player:1"), numbers in
// prompts, and how much a card in a zone is worth keeping.
#pragma once

#include "engine/engine.hpp"
#include "engine/option_id.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ae::bots::heuristic::detail {

// Views into the id, not copies: the bot reads every option's id at every decision (engine/option_id.hpp).
inline std::string_view verb_of(std::string_view id) { return OptionId::parse(id).verb; }
inline std::string_view arg_of(std::string_view id) { return OptionId::parse(id).args; }
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
// The number after the last colon ("prep:12:3" -> 3), read as std::stol reads it (leading blanks and a
// sign allowed, std::invalid_argument when there is no number, std::out_of_range when it does not fit)
// but without copying the id: the main phase reads it for every prep option.
inline long last_number(std::string_view id) {
    std::string_view tail = id.substr(id.rfind(':') + 1); // npos + 1 == 0: the whole id
    while (!tail.empty() && std::isspace(static_cast<unsigned char>(tail.front()))) tail.remove_prefix(1);
    if (tail.size() >= 2 && tail.front() == '+' && std::isdigit(static_cast<unsigned char>(tail[1])))
        tail.remove_prefix(1);
    long n = 0;
    const auto [end, ec] = std::from_chars(tail.data(), tail.data() + tail.size(), n);
    if (ec == std::errc::invalid_argument) throw std::invalid_argument("stol");
    if (ec == std::errc::result_out_of_range) throw std::out_of_range("stol");
    return n;
}
// A nemesis token counter (0 when unset).
inline int token(const Engine& e, const std::string& name) {
    const auto& t = e.state().nemesis.tokens;
    const auto it = t.find(name);
    return it == t.end() ? 0 : it->second;
}

// Husks at which the bot's hits go to Carapace Queen's husks instead of her: her Swarm adds husks below 4
// and hurts from 7 on, but husks regrow two an Unleash, so the bot lets them be until 10 (two-player win rate
// 1.3% at 4, 2.3% at 7, 4.7% at 10, 4.0% at 12; 300 battles each, docs/bots.md).
inline constexpr int kQueenHuskLimit = 10;

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
// Sorted in place by insertion (stable, so the same order as std::stable_sort) without its buffer: a
// decision has a handful of options. Only the first `count` ids are copied.
template <class Score>
std::vector<std::string> ranked(const std::vector<const Option*>& opts, Score score,
                                std::size_t count = std::numeric_limits<std::size_t>::max()) {
    std::vector<std::pair<double, std::size_t>> order;
    order.reserve(opts.size());
    for (std::size_t i = 0; i < opts.size(); ++i) {
        const std::pair<double, std::size_t> next{-score(*opts[i]), i};
        std::size_t at = order.size();
        order.push_back(next);
        for (; at > 0 && next.first < order[at - 1].first; --at) order[at] = order[at - 1];
        order[at] = next;
    }
    std::vector<std::string> ids;
    ids.reserve(std::min(count, order.size()));
    for (std::size_t k = 0; k < order.size() && k < count; ++k) ids.push_back(opts[order[k].second]->id);
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

// best() over the enabled options of `req` that `keep` accepts, from position `from` on, without listing
// them first: the same option (the first with the highest score), or nullptr when there is none.
template <class Keep, class Score>
const Option* best_enabled(const DecisionRequest& req, std::size_t from, Keep keep, Score score) {
    const Option* at = nullptr;
    double top = 0;
    for (std::size_t i = from; i < req.options.size(); ++i) {
        const Option& o = req.options[i];
        if (!o.enabled || !keep(o)) continue;
        const double s = -score(o); // negated as best() does, so ties and rounding agree
        if (!at || s < top) top = s, at = &o;
    }
    return at;
}

} // namespace ae::bots::heuristic::detail
