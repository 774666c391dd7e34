#include "scenario/scenario_answers.hpp"

#include <algorithm>
#include <cctype>

namespace ae::scenario {

namespace {

bool is_number(const std::string& s) {
    return !s.empty() && s.size() < 10 &&
           std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const auto colon = s.find(':', start);
        parts.push_back(s.substr(start, colon == std::string::npos ? std::string::npos : colon - start));
        if (colon == std::string::npos) return parts;
        start = colon + 1;
    }
}

} // namespace

std::string canonical_id(const GameState& s, const std::string& raw) {
    auto parts = split(raw);
    if (parts.size() < 2 || !is_number(parts[1])) return raw;
    const std::string& verb = parts[0];
    const auto n = std::stoul(parts[1]);
    if (verb == "player" && parts.size() == 2) return "p" + std::to_string(n + 1);
    if (verb == "ability")
        parts[1] = "p" + std::to_string(n + 1);
    else if ((verb == "play" || verb == "cast" || verb == "prep" || verb == "card" || verb == "minion" ||
              verb == "discard_power") &&
             n < s.cards.size())
        parts[1] = s.cards[n].def;
    else
        return raw;
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : ":") + p;
    return out;
}

bool names_option(const GameState& s, const std::string& raw, const std::string& pattern) {
    return raw == pattern || canonical_id(s, raw) == pattern;
}

std::vector<std::string> resolve_answer(const GameState& s, const DecisionRequest& req,
                                        const std::vector<std::string>& wanted) {
    std::vector<std::string> out;
    std::vector<bool> taken(req.options.size(), false);
    for (const auto& w : wanted) {
        int pick = -1;
        for (int pass = 0; pass < 2 && pick < 0; ++pass)
            for (std::size_t i = 0; i < req.options.size() && pick < 0; ++i)
                if (!taken[i] && req.options[i].enabled == (pass == 0) &&
                    names_option(s, req.options[i].id, w))
                    pick = static_cast<int>(i);
        if (pick < 0) {
            out.push_back(w);
            continue;
        }
        taken[pick] = true;
        out.push_back(req.options[pick].id);
    }
    return out;
}

std::string show_list(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
    return "[" + out + "]";
}

std::string describe_pending(const GameState& s, const DecisionRequest& req) {
    std::vector<std::string> ids;
    for (const auto& o : req.options) ids.push_back(canonical_id(s, o.id) + (o.enabled ? "" : " (disabled)"));
    return std::string(to_string(req.kind)) + " " + show_list(ids);
}

} // namespace ae::scenario
