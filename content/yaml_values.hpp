// Typed reads of single YAML values, strict in the way JSON Schema is: yaml-cpp keeps every scalar as text,
// so plain scalars are resolved with the YAML 1.2 core schema first. `cost: "3"` is then a string, not an
// integer, and `name: 7` is an integer, not a string, exactly as the schemas in docs/schema/ read them.
#pragma once

#include "content/source_file.hpp"

#include <climits>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace ae::content {

enum class ValueKind { Null, Bool, Int, Float, String, List, Map };

// A value and the place to report it at. That is the node's own mark, except for an empty value in a block
// map (`text:`), whose mark yaml-cpp puts at the next line's token; readers of maps point at the key instead.
struct Value {
    Value(const YAML::Node& n) : node(n), mark(n.Mark()) {} // implicit: a node is a value at its place
    Value(const YAML::Node& n, const YAML::Mark& m) : node(n), mark(m) {}
    YAML::Node node;
    YAML::Mark mark;
};

ValueKind kind_of(const YAML::Node& node);
// "null", "a boolean", "an integer", ... for messages such as "'cost' must be an integer, got a string".
const char* describe(ValueKind kind);

// Each read reports a wrong kind or value at the node, naming it `what` (e.g. "'cost'", "'hand' entry 2").
std::optional<std::string> read_string(const SourceFile& f, const Value& v, const std::string& what,
                                       bool non_empty);
std::optional<int> read_int(const SourceFile& f, const Value& v, const std::string& what, int min = INT_MIN,
                            int max = INT_MAX);
std::optional<bool> read_bool(const SourceFile& f, const Value& v, const std::string& what);
// A string that must be one of `choices`.
std::optional<std::string> read_choice(const SourceFile& f, const Value& v, const std::string& what,
                                       std::initializer_list<std::string_view> choices);
// Reports anything but a list (sequence); returns whether it is one.
bool expect_list(const SourceFile& f, const Value& v, const std::string& what);

} // namespace ae::content
