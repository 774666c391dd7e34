#include "content/yaml_values.hpp"

#include <charconv>
#include <regex>

namespace ae::content {

namespace {

// The YAML 1.2 core schema's resolution of plain scalars (yaml.org/spec/1.2.2, section 10.3.2).
const std::regex& null_re() {
    static const std::regex re("~|null|Null|NULL|");
    return re;
}
const std::regex& bool_re() {
    static const std::regex re("true|True|TRUE|false|False|FALSE");
    return re;
}
const std::regex& int_re() {
    static const std::regex re("[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+");
    return re;
}
const std::regex& float_re() {
    static const std::regex re("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?"
                               "|[-+]?\\.(inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN");
    return re;
}

// Integer value of a scalar the core schema resolves to an integer; nullopt when it overflows.
std::optional<long long> int_value(const std::string& s) {
    std::string_view digits = s;
    int base = 10;
    bool negative = false;
    if (digits.starts_with("0o"))
        base = 8, digits.remove_prefix(2);
    else if (digits.starts_with("0x"))
        base = 16, digits.remove_prefix(2);
    else if (!digits.empty() && (digits[0] == '-' || digits[0] == '+')) {
        negative = digits[0] == '-';
        digits.remove_prefix(1);
    }
    long long v = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return negative ? -v : v;
}

std::string got(const YAML::Node& node) { return std::string(", got ") + describe(kind_of(node)); }

} // namespace

ValueKind kind_of(const YAML::Node& node) {
    if (node.IsNull()) return ValueKind::Null;
    if (node.IsSequence()) return ValueKind::List;
    if (node.IsMap()) return ValueKind::Map;
    const std::string& tag = node.Tag();
    // Quoted scalars carry the tag "!" and explicit !!str says so too: both are strings whatever they hold.
    if (tag == "!" || tag == "tag:yaml.org,2002:str") return ValueKind::String;
    const std::string& s = node.Scalar();
    if (std::regex_match(s, null_re())) return ValueKind::Null;
    if (std::regex_match(s, bool_re())) return ValueKind::Bool;
    if (std::regex_match(s, int_re())) return ValueKind::Int;
    if (std::regex_match(s, float_re())) return ValueKind::Float;
    return ValueKind::String;
}

const char* describe(ValueKind kind) {
    switch (kind) {
    case ValueKind::Null: return "nothing (null)";
    case ValueKind::Bool: return "a boolean";
    case ValueKind::Int: return "an integer";
    case ValueKind::Float: return "a decimal number";
    case ValueKind::String: return "a string";
    case ValueKind::List: return "a list";
    case ValueKind::Map: return "a map";
    }
    return "?";
}

std::optional<std::string> read_string(const SourceFile& f, const Value& v, const std::string& what,
                                       bool non_empty) {
    const YAML::Node& node = v.node;
    if (kind_of(node) != ValueKind::String) {
        f.error(v.mark, what + " must be a string" + got(node));
        return std::nullopt;
    }
    if (non_empty && node.Scalar().empty()) {
        f.error(v.mark, what + " must not be empty");
        return std::nullopt;
    }
    return node.Scalar();
}

std::optional<int> read_int(const SourceFile& f, const Value& v, const std::string& what, int min, int max) {
    const YAML::Node& node = v.node;
    if (kind_of(node) != ValueKind::Int) {
        f.error(v.mark, what + " must be an integer" + got(node));
        return std::nullopt;
    }
    auto n = int_value(node.Scalar());
    if (!n || *n < min || *n > max) {
        std::string range = min == max       ? std::to_string(min)
                            : max == INT_MAX ? "at least " + std::to_string(min)
                            : min == INT_MIN
                                ? "at most " + std::to_string(max)
                                : "between " + std::to_string(min) + " and " + std::to_string(max);
        f.error(v.mark, what + " must be " + range + ", got " + node.Scalar());
        return std::nullopt;
    }
    return static_cast<int>(*n);
}

std::optional<bool> read_bool(const SourceFile& f, const Value& v, const std::string& what) {
    const YAML::Node& node = v.node;
    if (kind_of(node) != ValueKind::Bool) {
        f.error(v.mark, what + " must be true or false" + got(node));
        return std::nullopt;
    }
    char c = node.Scalar()[0];
    return c == 't' || c == 'T';
}

std::optional<std::string> read_choice(const SourceFile& f, const Value& v, const std::string& what,
                                       std::initializer_list<std::string_view> choices) {
    const YAML::Node& node = v.node;
    std::string list;
    for (std::string_view c : choices) list += (list.empty() ? "" : ", ") + std::string(c);
    if (kind_of(node) != ValueKind::String) {
        f.error(v.mark, what + " must be one of " + list + got(node));
        return std::nullopt;
    }
    for (std::string_view c : choices)
        if (node.Scalar() == c) return node.Scalar();
    f.error(v.mark, what + " must be one of " + list + ", got '" + node.Scalar() + "'");
    return std::nullopt;
}

bool expect_list(const SourceFile& f, const Value& v, const std::string& what) {
    const YAML::Node& node = v.node;
    if (node.IsSequence()) return true;
    f.error(v.mark, what + " must be a list" + got(node));
    return false;
}

} // namespace ae::content
