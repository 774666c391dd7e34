#include "scenario/scenario_expect.hpp"

#include <set>

namespace ae::scenario {

int line_of(const content::SourceFile& f, const YAML::Node& node) { return f.pos(node).line; }

std::optional<std::vector<std::string>> read_choice(const content::SourceFile& f, const YAML::Node& node,
                                                    const std::string& what) {
    if (content::kind_of(node) == content::ValueKind::String) return std::vector<std::string>{node.Scalar()};
    if (!node.IsSequence()) {
        f.error(node, what + " must be an option id or a list of option ids, got " +
                          content::describe(content::kind_of(node)));
        return std::nullopt;
    }
    std::vector<std::string> ids;
    bool ok = true;
    for (std::size_t i = 0; i < node.size(); ++i) {
        auto id =
            content::read_string(f, content::Value(node[i]), what + " entry " + std::to_string(i + 1), true);
        if (id)
            ids.push_back(*id);
        else
            ok = false;
    }
    if (!ok) return std::nullopt;
    return ids;
}

void read_expect(const ExpectContext& ctx, const YAML::Node& expect, std::vector<Check>& out) {
    const auto& f = ctx.file;
    if (!expect.IsMap()) {
        f.error(expect, std::string("'expect' must be a map of checks, got ") +
                            content::describe(content::kind_of(expect)));
        return;
    }
    std::set<std::string> seen;
    for (const auto& entry : expect) {
        YAML::Node key = entry.first;
        YAML::Node value = entry.second;
        auto path = content::read_string(f, key, "an expectation", true);
        if (!path) continue;
        if (!seen.insert(*path).second) {
            f.error(key, "repeated expectation '" + *path + "'");
            continue;
        }
        if (value.IsNull()) {
            f.error(key, "expectation '" + *path + "' has no value");
            continue;
        }
        if (*path == "pending")
            read_pending_checks(ctx, value, out);
        else if (*path == "rejected")
            read_rejected_checks(ctx, value, out);
        else if (*path == "events")
            read_event_checks(ctx, value, out);
        else if (*path == "event_counts")
            read_event_count_checks(ctx, value, out);
        else
            read_state_check(ctx, *path, key, value, out);
    }
}

} // namespace ae::scenario
