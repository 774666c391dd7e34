#include "cli/option_keys.hpp"

#include "engine/option_id.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace ae::cli {
namespace {

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Numbers for the distinct cards of the hand, in the order the hand shows them.
std::map<std::string, int> hand_numbers(const Engine& e, int player) {
    std::map<std::string, int> n;
    for (CardId c : e.state().players[static_cast<std::size_t>(player)].hand)
        n.emplace(e.state().card(c).def, static_cast<int>(n.size()) + 1);
    return n;
}

// The main phase's key for `o`, and the group it joins (copies of a card: the same key).
std::string main_key(const Engine& e, const std::map<std::string, int>& hand, const Option& o, int& buys,
                     int& others) {
    const OptionId id = OptionId::parse(o.id);
    const auto card_number = [&]() -> std::string {
        const auto c = id.card();
        if (!c || c->value() >= e.state().cards.size()) return "";
        const auto it = hand.find(e.state().card(*c).def);
        return it == hand.end() ? "" : std::to_string(it->second);
    };
    if (id.verb == "play") {
        if (auto k = card_number(); !k.empty()) return k;
    } else if (id.verb == "prep") {
        if (auto k = card_number(); !k.empty() && !id.second.empty()) return k + "." + std::string(id.second);
    } else if (id.verb == "buy") {
        return "g" + std::to_string(++buys);
    } else if (id.verb == "charge") {
        return "c";
    } else if (id.verb == "focus" || id.verb == "open") {
        return std::string(1, id.verb.front()) + std::string(id.first);
    } else if (id.verb == "end") {
        return "e";
    }
    return "x" + std::to_string(++others); // abilities, "while prepped", Outcasts actions, powers to discard
}

} // namespace

std::vector<KeyedOption> keyed_options(const Engine& e, const DecisionRequest& req) {
    std::vector<KeyedOption> out;
    if (req.kind != DecisionKind::MainAction || req.who.empty()) {
        for (std::size_t i = 0; i < req.options.size(); ++i) {
            const Option& o = req.options[i];
            out.push_back({std::to_string(i + 1), o.text, {o.id}, o.enabled, o.reason});
        }
        return out;
    }
    const auto hand = hand_numbers(e, req.who.front());
    int buys = 0, others = 0;
    std::map<std::string, std::size_t> at; // key -> index in out
    for (const Option& o : req.options) {
        const std::string key = main_key(e, hand, o, buys, others);
        if (auto it = at.find(key); it != at.end()) {
            KeyedOption& k = out[it->second];
            // An enabled copy answers first, so the group is enabled when any copy is.
            if (o.enabled && !k.enabled) {
                k.ids.insert(k.ids.begin(), o.id);
                k.enabled = true;
                k.reason.clear();
            } else {
                k.ids.push_back(o.id);
            }
            continue;
        }
        at.emplace(key, out.size());
        out.push_back({key, o.text, {o.id}, o.enabled, o.reason});
    }
    for (auto& k : out)
        if (k.ids.size() > 1) k.text += " (x" + std::to_string(k.ids.size()) + ")";
    return out;
}

std::string key_of(const std::vector<KeyedOption>& keyed, const std::string& id) {
    for (const auto& k : keyed)
        if (std::find(k.ids.begin(), k.ids.end(), id) != k.ids.end()) return k.key;
    return "";
}

const KeyedOption* find_key(const std::vector<KeyedOption>& keyed, const std::string& word) {
    const std::string w = lower(word);
    for (const auto& k : keyed)
        if (k.key == w) return &k;
    return nullptr;
}

Typed read_keys(const DecisionRequest& req, const std::vector<KeyedOption>& keyed, const std::string& line,
                const lang::Language& L) {
    Typed t;
    std::istringstream words(line);
    for (std::string tok; words >> tok;) {
        const KeyedOption* k = find_key(keyed, tok);
        if (!k) {
            std::string keys;
            for (const auto& o : keyed) keys += (keys.empty() ? "" : " ") + o.key;
            t.error = L.tr("'{key}' is not an option here ({keys})", {{"key", tok}, {"keys", keys}});
            return t;
        }
        const auto unused = std::find_if(k->ids.begin(), k->ids.end(), [&](const std::string& id) {
            return std::find(t.ids.begin(), t.ids.end(), id) == t.ids.end();
        });
        if (unused == k->ids.end()) {
            t.error = L.tr("'{key}' is chosen more often than there are copies", {{"key", tok}});
            return t;
        }
        t.ids.push_back(*unused);
    }
    if (req.ordered && req.min == static_cast<int>(req.options.size()))
        for (const auto& o : req.options)
            if (std::find(t.ids.begin(), t.ids.end(), o.id) == t.ids.end()) t.ids.push_back(o.id);
    return t;
}

} // namespace ae::cli
