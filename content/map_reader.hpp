// Reading one YAML map with a known set of keys: unknown and repeated keys are reported as soon as the
// reader is made, missing required fields and wrong values as each field is read.
#pragma once

#include "content/yaml_values.hpp"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ae::content {

class MapReader {
public:
    // `what` names the map in messages ("card", "mage", ...). A node that is not a map is reported once and
    // every read then gives nullopt without reporting missing fields.
    MapReader(const SourceFile& file, const YAML::Node& node, std::string what,
              std::initializer_list<std::string_view> allowed);

    bool is_map() const { return is_map_; }
    const SourceFile& file() const { return *file_; }
    bool has(std::string_view key) const { return find(key) != nullptr; }

    // The value under `key`, placed for messages; nullopt when absent (reported when `required`).
    std::optional<Value> value(std::string_view key, bool required) const;
    // Required strings must not be empty; optional ones may.
    std::optional<std::string> string(std::string_view key, bool required) const;
    std::optional<int> integer(std::string_view key, bool required, int min = INT_MIN,
                               int max = INT_MAX) const;
    std::optional<bool> boolean(std::string_view key) const; // booleans are always optional
    std::optional<std::string> choice(std::string_view key, bool required,
                                      std::initializer_list<std::string_view> choices) const;
    // A list under `key`; its entries are read by the caller.
    std::optional<YAML::Node> list(std::string_view key, bool required) const;
    // A nested map under `key`, read with its own allowed keys.
    std::optional<MapReader> map(std::string_view key, bool required, std::string what,
                                 std::initializer_list<std::string_view> allowed) const;

    // Where `key` is written, or the map itself when it is absent: for messages about what the key gave.
    SourcePos place(std::string_view key) const;

    // Reports `key`, if present, as not allowed here: for keys only some kinds of a definition may have.
    void forbid(std::string_view key, const std::string& why) const;

private:
    const std::pair<YAML::Node, YAML::Node>* find(std::string_view key) const;
    static std::string quoted(std::string_view key) { return "'" + std::string(key) + "'"; }

    const SourceFile* file_;
    YAML::Node node_;
    std::string what_;
    bool is_map_ = false;
    std::vector<std::pair<YAML::Node, YAML::Node>> entries_; // in file order, first of each key only
};

} // namespace ae::content
