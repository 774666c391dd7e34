// Expectations on the battle state: `players[1].life: 7`, `players[1].hand: [ids]` (or a count), ...
#include "scenario/scenario_answers.hpp"
#include "scenario/scenario_expect.hpp"
#include "scenario/scenario_ids.hpp"
#include "scenario/scenario_paths.hpp"

#include "content/map_reader.hpp"

#include <algorithm>

namespace ae::scenario {

namespace {

using Kind = Actual::Kind;

// An expected list entry: a card id of the right kind, a turn order card or a breach.
bool check_entry(const ExpectContext& ctx, Entries entries, const YAML::Node& node, std::string& out) {
    const auto& f = ctx.file;
    const auto& c = ctx.content;
    if (entries == Entries::PlayerCards || entries == Entries::NemesisCards) {
        auto id = read_card_id(f, node, "list entry", c,
                               entries == Entries::PlayerCards ? CardKind::Player : CardKind::Nemesis);
        if (id) out = *id;
        return id.has_value();
    }
    auto s = content::read_string(f, node, "list entry", true);
    if (!s) return false;
    out = *s;
    if (entries == Entries::AnyCards && !c.player_cards.count(*s) && !c.nemesis_cards.count(*s)) {
        f.error(node, "unknown card '" + *s + "'");
        return false;
    }
    if (entries == Entries::TurnOrderCards) {
        const bool player =
            s->size() == 2 && (*s)[0] == 'p' && (*s)[1] >= '1' && (*s)[1] - '0' <= ctx.players;
        const bool pair = ctx.players == 4 && (*s == "p12" || *s == "p34"); // 4-player Legacy (§6.3)
        if (!player && !pair && *s != "wild" && *s != "nemesis") {
            f.error(node, "turn order card '" + *s + "' must be p1..p" + std::to_string(ctx.players) +
                              (ctx.players == 4 ? ", p12, p34" : "") + ", wild or nemesis");
            return false;
        }
    }
    if (entries == Entries::Breaches) {
        static const std::vector<std::string> ok = {"open", "none", "destroyed", "s0", "s1", "s2", "s3"};
        if (std::find(ok.begin(), ok.end(), *s) == ok.end()) {
            f.error(node, "breach '" + *s + "' must be open, none, destroyed or s0..s3");
            return false;
        }
    }
    return true;
}

std::vector<std::string> sorted(std::vector<std::string> v, bool sort) {
    if (sort) std::sort(v.begin(), v.end());
    return v;
}

std::string shown(const Actual& a) {
    if (!a.missing.empty()) return a.missing;
    switch (a.kind) {
    case Kind::Int: return std::to_string(a.n);
    case Kind::Text: return "'" + a.text + "'";
    case Kind::Flag: return a.flag ? "true" : "false";
    case Kind::List: return show_list(a.list);
    }
    return "?";
}

} // namespace

void read_state_check(const ExpectContext& ctx, const std::string& path, const YAML::Node& key,
                      const YAML::Node& value, std::vector<Check>& out) {
    const auto& f = ctx.file;
    std::string error;
    auto target = resolve_path(path, ctx.players, error);
    if (!target) {
        f.error(key, error);
        return;
    }
    if (!target->card_check.empty() && !ctx.content.player_cards.count(target->card_check)) {
        f.error(key, "unknown player card '" + target->card_check + "'");
        return;
    }
    Actual want;
    want.kind = target->kind;
    bool count = false, any_order = false;
    const std::string what = "'" + path + "'";
    switch (target->kind) {
    case Kind::Int: {
        auto n = content::read_int(f, value, what);
        if (!n) return;
        want.n = *n;
        break;
    }
    case Kind::Flag: {
        auto b = content::read_bool(f, value, what);
        if (!b) return;
        want.flag = *b;
        break;
    }
    case Kind::Text: {
        auto s = content::read_string(f, value, what, false);
        if (!s) return;
        const auto& ch = target->choices;
        if (!ch.empty() && std::find(ch.begin(), ch.end(), *s) == ch.end()) {
            f.error(value, what + " must be one of " + show_list(ch) + ", got '" + *s + "'");
            return;
        }
        want.text = *s;
        break;
    }
    case Kind::List: {
        if (content::kind_of(value) == content::ValueKind::Int) {
            auto n = content::read_int(f, value, what, 0);
            if (!n) return;
            want.n = *n, count = true;
            break;
        }
        YAML::Node items = value;
        if (value.IsMap()) { // {any_order: [...]}: the same entries, in any order
            content::MapReader m(f, value, what, {"any_order"});
            auto list = m.list("any_order", true);
            if (!list) return;
            items = *list, any_order = true;
        } else if (!value.IsSequence()) {
            f.error(value, what + " must be a list, {any_order: list} or a count, got " +
                               content::describe(content::kind_of(value)));
            return;
        }
        bool ok = true;
        for (const auto& item : items) {
            std::string entry;
            ok = check_entry(ctx, target->entries, item, entry) && ok;
            want.list.push_back(entry);
        }
        if (!ok) return;
        break;
    }
    }
    const bool contains = target->contains;
    auto read = target->read;
    out.push_back({line_of(f, key), [=](Engine& e) -> std::optional<Mismatch> {
                       const Actual got = read(e);
                       if (!got.missing.empty()) return Mismatch{path + " = " + shown(want), got.missing};
                       if (count) {
                           if (static_cast<int>(got.list.size()) == want.n) return std::nullopt;
                           return Mismatch{path + " to hold " + std::to_string(want.n),
                                           std::to_string(got.list.size()) + ": " + shown(got)};
                       }
                       bool same = false;
                       switch (got.kind) {
                       case Kind::Int: same = got.n == want.n; break;
                       case Kind::Flag: same = got.flag == want.flag; break;
                       case Kind::List:
                           same = sorted(got.list, any_order) == sorted(want.list, any_order);
                           break;
                       case Kind::Text:
                           same = contains ? got.text.find(want.text) != std::string::npos
                                           : got.text == want.text;
                           break;
                       }
                       if (same) return std::nullopt;
                       return Mismatch{path +
                                           (contains    ? " to contain "
                                            : any_order ? " in any order = "
                                                        : " = ") +
                                           shown(want),
                                       shown(got)};
                   }});
}

} // namespace ae::scenario
