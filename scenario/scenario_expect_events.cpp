// `events:` (event kinds, optionally with amount, target, player, card, cause or text, that must appear in
// that order, not necessarily adjacent) and `event_counts:` (how many events match).
#include "scenario/scenario_answers.hpp"
#include "scenario/scenario_expect.hpp"

#include "content/map_reader.hpp"

#include <algorithm>

namespace ae::scenario {

namespace {

struct EventPattern {
    std::string kind;
    std::optional<int> amount, player; // player: engine index (written 1-based)
    std::optional<std::string> target, card, cause, text;
    int count = -1; // event_counts
};

const std::vector<std::string>& event_kinds() {
    static const std::vector<std::string> kinds = [] {
        std::vector<std::string> out;
        for (int k = 0; k < 256; ++k)
            if (std::string n = to_string(static_cast<EventKind>(k)); n != "?") out.push_back(n);
        return out;
    }();
    return kinds;
}

bool matches(const GameState& s, const GameEvent& ev, const EventPattern& p) {
    if (to_string(ev.kind) != p.kind) return false;
    if (p.amount && ev.amount != *p.amount) return false;
    if (p.player && ev.player != *p.player) return false;
    if (p.target && !names_option(s, ev.target, *p.target)) return false;
    if (p.card && ev.def != *p.card) return false;
    if (p.cause && ev.cause != *p.cause) return false;
    if (p.text && ev.text.find(*p.text) == std::string::npos) return false;
    return true;
}

std::string show(const EventPattern& p) {
    std::string out;
    auto add = [&](const char* k, const std::string& v) {
        out += (out.empty() ? "" : ", ") + std::string(k) + "=" + v;
    };
    if (p.amount) add("amount", std::to_string(*p.amount));
    if (p.target) add("target", *p.target);
    if (p.player) add("player", std::to_string(*p.player + 1));
    if (p.card) add("card", *p.card);
    if (p.cause) add("cause", *p.cause);
    if (p.text) add("text", *p.text);
    return p.kind + (out.empty() ? "" : "(" + out + ")");
}

std::string show(const GameState& s, const GameEvent& ev) {
    std::string out = std::string(to_string(ev.kind)) + "(amount=" + std::to_string(ev.amount);
    if (!ev.target.empty()) out += ", target=" + canonical_id(s, ev.target);
    if (ev.player >= 0) out += ", player=" + std::to_string(ev.player + 1);
    if (!ev.def.empty()) out += ", card=" + ev.def;
    return out + ")";
}

std::optional<EventPattern> read_pattern(const ExpectContext& ctx, const YAML::Node& node, bool with_count) {
    const auto& f = ctx.file;
    EventPattern p;
    std::optional<content::Value> kind_value;
    if (content::kind_of(node) == content::ValueKind::String) {
        kind_value = content::Value(node);
    } else {
        content::MapReader r(
            f, node, with_count ? "event count" : "event",
            with_count ? std::initializer_list<std::string_view>{"kind", "amount", "target", "player", "card",
                                                                 "cause", "text", "count"}
                       : std::initializer_list<std::string_view>{"kind", "amount", "target", "player", "card",
                                                                 "cause", "text"});
        if (!r.is_map()) return std::nullopt;
        kind_value = r.value("kind", true);
        p.amount = r.integer("amount", false);
        if (auto pl = r.integer("player", false, 1, ctx.players)) p.player = *pl - 1;
        p.target = r.string("target", false);
        p.card = r.string("card", false);
        p.cause = r.string("cause", false);
        p.text = r.string("text", false);
        if (with_count) p.count = r.integer("count", true, 0).value_or(-1);
        if (p.card && !ctx.content.player_cards.count(*p.card) && !ctx.content.nemesis_cards.count(*p.card))
            f.error(r.value("card", false)->mark, "unknown card '" + *p.card + "'");
    }
    if (!kind_value) return std::nullopt;
    auto kind = content::read_string(f, *kind_value, "event kind", true);
    if (!kind) return std::nullopt;
    const auto& kinds = event_kinds();
    if (std::find(kinds.begin(), kinds.end(), *kind) == kinds.end()) {
        f.error(kind_value->mark, "unknown event kind '" + *kind + "' (one of " + show_list(kinds) + ")");
        return std::nullopt;
    }
    p.kind = *kind;
    return p;
}

} // namespace

void read_event_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out) {
    const auto& f = ctx.file;
    if (!value.IsSequence()) {
        f.error(value, "'events' must be a list of event kinds or event maps");
        return;
    }
    std::vector<EventPattern> patterns;
    for (const auto& node : value) {
        auto p = read_pattern(ctx, node, false);
        if (!p) return;
        patterns.push_back(*p);
        // Entry k fails when entries 0..k-1 are found in order and k is not found after them.
        const std::size_t k = patterns.size() - 1;
        out.push_back({line_of(f, node), [patterns, k](Engine& e) -> std::optional<Mismatch> {
                           const auto& evs = e.events();
                           std::size_t at = 0;
                           for (std::size_t j = 0; j <= k; ++j) {
                               while (at < evs.size() && !matches(e.state(), evs[at], patterns[j])) ++at;
                               if (at == evs.size()) {
                                   if (j < k) return std::nullopt; // an earlier entry reports
                                   std::vector<std::string> same;
                                   for (const auto& ev : evs)
                                       if (to_string(ev.kind) == patterns[k].kind)
                                           same.push_back(show(e.state(), ev));
                                   return Mismatch{"event " + show(patterns[k]) +
                                                       (k > 0 ? " after " + show(patterns[k - 1]) : ""),
                                                   "none; " + patterns[k].kind +
                                                       " events: " + show_list(same)};
                               }
                               ++at;
                           }
                           return std::nullopt;
                       }});
    }
}

void read_event_count_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out) {
    const auto& f = ctx.file;
    std::vector<std::pair<EventPattern, YAML::Node>> patterns;
    if (value.IsMap()) {
        for (const auto& entry : value) {
            YAML::Node key = entry.first;
            auto p = read_pattern(ctx, key, false);
            auto n = content::read_int(f, YAML::Node(entry.second), "event count", 0);
            if (!p || !n) continue;
            p->count = *n;
            patterns.emplace_back(*p, key);
        }
    } else if (value.IsSequence()) {
        for (const auto& node : value)
            if (auto p = read_pattern(ctx, node, true); p && p->count >= 0) patterns.emplace_back(*p, node);
    } else {
        f.error(
            value,
            "'event_counts' must be a map of event kinds to counts, or a list of event maps with 'count'");
        return;
    }
    for (const auto& [p, node] : patterns)
        out.push_back({line_of(f, node), [p = p](Engine& e) -> std::optional<Mismatch> {
                           std::vector<std::string> hits;
                           for (const auto& ev : e.events())
                               if (matches(e.state(), ev, p)) hits.push_back(show(e.state(), ev));
                           if (static_cast<int>(hits.size()) == p.count) return std::nullopt;
                           return Mismatch{std::to_string(p.count) + " event(s) " + show(p),
                                           std::to_string(hits.size()) + ": " + show_list(hits)};
                       }});
}

} // namespace ae::scenario
