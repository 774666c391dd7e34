// Expectations on the pending decision (`pending:`) and on answers that must be refused (`rejected:`).
#include "scenario/scenario_answers.hpp"
#include "scenario/scenario_expect.hpp"

#include "content/map_reader.hpp"

namespace ae::scenario {

namespace {

using content::MapReader;

const DecisionRequest* pending_of(const Engine& e) {
    if (e.over()) return nullptr;
    try {
        return &e.pending();
    } catch (const std::exception&) { return nullptr; }
}

std::string nothing_pending(const Engine& e) {
    if (e.over()) return std::string("no decision: the battle is over (") + e.state().result_reason + ")";
    return "no decision";
}

std::vector<std::string> kind_names() {
    std::vector<std::string> out;
    for (int k = 0; k < 64; ++k)
        if (std::string n = to_string(static_cast<DecisionKind>(k)); n != "?") out.push_back(n);
    return out;
}

// A list of option ids as written (a single id is a list of one).
std::optional<std::vector<std::string>> ids(const content::SourceFile& f, const YAML::Node& v,
                                            const char* what) {
    return read_choice(f, v, std::string("'") + what + "'");
}

void add(std::vector<Check>& out, int line,
         std::function<std::optional<Mismatch>(const Engine&, const DecisionRequest&)> fn, std::string what) {
    out.push_back({line, [fn, what](Engine& e) -> std::optional<Mismatch> {
                       const DecisionRequest* req = pending_of(e);
                       if (!req) return Mismatch{what, nothing_pending(e)};
                       return fn(e, *req);
                   }});
}

// How the options a pattern names stand: 0 none, 1 all disabled, 2 some enabled.
int standing(const Engine& e, const DecisionRequest& req, const std::string& pattern, std::string* reason) {
    int st = 0;
    for (const auto& o : req.options) {
        if (!names_option(e.state(), o.id, pattern)) continue;
        if (o.enabled) return 2;
        st = 1;
        if (reason) *reason = o.reason;
    }
    return st;
}

void read_option_checks(const ExpectContext& ctx, const MapReader& r, const char* key,
                        std::vector<Check>& out) {
    auto v = r.value(key, false);
    if (!v) return;
    auto list = ids(ctx.file, v->node, key);
    if (!list) return;
    const std::string k = key;
    for (const auto& pattern : *list)
        add(
            out, line_of(ctx.file, v->node),
            [k, pattern](const Engine& e, const DecisionRequest& req) -> std::optional<Mismatch> {
                const int st = standing(e, req, pattern, nullptr);
                const bool ok = k == "enabled" ? st == 2 : k == "disabled" ? st == 1 : st == 0;
                if (ok) return std::nullopt;
                return Mismatch{"option " + pattern + (k == "absent" ? " to be absent" : " to be " + k),
                                describe_pending(e.state(), req)};
            },
            "a pending decision");
}

} // namespace

void read_pending_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out) {
    const auto& f = ctx.file;
    static const std::vector<std::string> kinds = kind_names();
    if (content::kind_of(value) == content::ValueKind::String) {
        const std::string want = value.Scalar();
        if (want == "none") {
            out.push_back({line_of(f, value), [](Engine& e) -> std::optional<Mismatch> {
                               if (const auto* req = pending_of(e))
                                   return Mismatch{"no pending decision", describe_pending(e.state(), *req)};
                               return std::nullopt;
                           }});
            return;
        }
        if (std::find(kinds.begin(), kinds.end(), want) == kinds.end()) {
            f.error(value, "'pending' must be a decision kind (" + show_list(kinds) + "), none, or a map");
            return;
        }
        add(
            out, line_of(f, value),
            [want](const Engine& e, const DecisionRequest& req) -> std::optional<Mismatch> {
                if (to_string(req.kind) == want) return std::nullopt;
                return Mismatch{"a pending " + want + " decision", describe_pending(e.state(), req)};
            },
            "a pending " + want + " decision");
        return;
    }
    MapReader r(f, value, "pending", {"kind", "who", "prompt", "options", "enabled", "disabled", "absent"});
    if (!r.is_map()) return;
    if (auto v = r.value("kind", false)) {
        auto k = content::read_string(f, *v, "'kind'", true);
        if (k && std::find(kinds.begin(), kinds.end(), *k) == kinds.end())
            f.error(v->mark, "'kind' must be one of " + show_list(kinds) + ", got '" + *k + "'");
        else if (k)
            add(
                out, line_of(f, v->node),
                [want = *k](const Engine& e, const DecisionRequest& req) -> std::optional<Mismatch> {
                    if (to_string(req.kind) == want) return std::nullopt;
                    return Mismatch{"a pending " + want + " decision", describe_pending(e.state(), req)};
                },
                "a pending " + *k + " decision");
    }
    if (auto v = r.value("who", false)) {
        std::vector<int> who;
        bool ok = true;
        auto one = [&](const YAML::Node& item) {
            auto n = content::read_int(f, item, "'who' entry", 1, ctx.players);
            if (n) who.push_back(*n - 1);
            ok = ok && n.has_value();
        };
        if (v->node.IsSequence())
            for (const auto& item : v->node) one(item);
        else
            one(v->node);
        if (ok)
            add(
                out, line_of(f, v->node),
                [who](const Engine&, const DecisionRequest& req) -> std::optional<Mismatch> {
                    if (req.who == who) return std::nullopt;
                    auto show = [](const std::vector<int>& ps) {
                        std::vector<std::string> s;
                        for (int p : ps) s.push_back(std::to_string(p + 1));
                        return show_list(s);
                    };
                    return Mismatch{"the decision to be answered by players " + show(who), show(req.who)};
                },
                "a pending decision");
    }
    if (auto prompt = r.string("prompt", false))
        add(
            out, line_of(f, r.value("prompt", false)->node),
            [p = *prompt](const Engine&, const DecisionRequest& req) -> std::optional<Mismatch> {
                if (req.prompt.find(p) != std::string::npos) return std::nullopt;
                return Mismatch{"a prompt containing '" + p + "'", "'" + req.prompt + "'"};
            },
            "a pending decision");
    if (auto v = r.value("options", false))
        if (auto list = ids(f, v->node, "options"))
            add(
                out, line_of(f, v->node),
                [want = *list](const Engine& e, const DecisionRequest& req) -> std::optional<Mismatch> {
                    bool same = want.size() == req.options.size();
                    for (std::size_t i = 0; same && i < want.size(); ++i)
                        same = names_option(e.state(), req.options[i].id, want[i]);
                    if (same) return std::nullopt;
                    return Mismatch{"options " + show_list(want), describe_pending(e.state(), req)};
                },
                "a pending decision");
    for (const char* key : {"enabled", "disabled", "absent"}) read_option_checks(ctx, r, key, out);
}

} // namespace ae::scenario
