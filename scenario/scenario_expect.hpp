// Reading a scenario's `expect:` into checks (docs/scenarios.md): state paths such as `players[1].life`,
// `pending`, `rejected`, `events` and `event_counts`. Each check reports at the line of its key.
#pragma once

#include "content/yaml_values.hpp"
#include "scenario/scenario.hpp"

#include <string>
#include <vector>

namespace ae::scenario {

struct ExpectContext {
    const content::SourceFile& file;
    const Content& content;
    int players = 1;
};

void read_expect(const ExpectContext& ctx, const YAML::Node& expect, std::vector<Check>& out);

// The parts, one file each. A state path that is not known is reported at `key`.
void read_state_check(const ExpectContext& ctx, const std::string& path, const YAML::Node& key,
                      const YAML::Node& value, std::vector<Check>& out);
void read_pending_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out);
void read_rejected_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out);
void read_event_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out);
void read_event_count_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out);

// An answer as a scenario writes it (a string or a list of strings), or nullopt (reported) when it is not.
std::optional<std::vector<std::string>> read_choice(const content::SourceFile& f, const YAML::Node& node,
                                                    const std::string& what);
// 1-based line of a node, for checks.
int line_of(const content::SourceFile& f, const YAML::Node& node);

} // namespace ae::scenario
