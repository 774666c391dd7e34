#include "content/map_reader.hpp"

namespace ae::content {

MapReader::MapReader(const SourceFile& file, const YAML::Node& node, std::string what,
                     std::initializer_list<std::string_view> allowed)
    : file_(&file), node_(node), what_(std::move(what)) {
    if (!node.IsMap()) {
        file.error(node, what_ + " must be a map" + std::string(", got ") + describe(kind_of(node)));
        return;
    }
    is_map_ = true;
    std::string allowed_list;
    for (std::string_view k : allowed) allowed_list += (allowed_list.empty() ? "" : ", ") + std::string(k);
    // yaml-cpp's map iterators hand out pairs by value: copy the nodes, never keep references into them.
    for (const auto& entry : node) {
        YAML::Node key = entry.first;
        if (kind_of(key) != ValueKind::String) {
            file.error(key, what_ + " keys must be strings" + std::string(", got ") + describe(kind_of(key)));
            continue;
        }
        const std::string& name = key.Scalar();
        bool known = false;
        for (std::string_view k : allowed) known = known || name == k;
        if (!known) {
            file.error(key, "unknown key '" + name + "' in " + what_ + " (allowed: " + allowed_list + ")");
            continue;
        }
        // yaml-cpp keeps repeated keys; YAML forbids them, and silently taking one would hide a mistake.
        if (const auto* first = find(name)) {
            file.error(key, "repeated key '" + name + "' in " + what_ + " (first at line " +
                                std::to_string(first->first.Mark().line + 1) + ")");
            continue;
        }
        entries_.emplace_back(key, entry.second);
    }
}

const std::pair<YAML::Node, YAML::Node>* MapReader::find(std::string_view key) const {
    for (const auto& e : entries_)
        if (e.first.Scalar() == key) return &e;
    return nullptr;
}

std::optional<Value> MapReader::value(std::string_view key, bool required) const {
    if (!is_map_) return std::nullopt;
    const auto* e = find(key);
    if (!e) {
        if (required) file_->error(node_, "missing required field " + quoted(key) + " in " + what_);
        return std::nullopt;
    }
    // An empty value's own mark points past the key (see Value), so point at the key.
    return Value(e->second, e->second.IsNull() ? e->first.Mark() : e->second.Mark());
}

std::optional<std::string> MapReader::string(std::string_view key, bool required) const {
    auto v = value(key, required);
    return v ? read_string(*file_, *v, quoted(key), required) : std::nullopt;
}

std::optional<int> MapReader::integer(std::string_view key, bool required, int min, int max) const {
    auto v = value(key, required);
    return v ? read_int(*file_, *v, quoted(key), min, max) : std::nullopt;
}

std::optional<bool> MapReader::boolean(std::string_view key) const {
    auto v = value(key, false);
    return v ? read_bool(*file_, *v, quoted(key)) : std::nullopt;
}

std::optional<std::string> MapReader::choice(std::string_view key, bool required,
                                             std::initializer_list<std::string_view> choices) const {
    auto v = value(key, required);
    return v ? read_choice(*file_, *v, quoted(key), choices) : std::nullopt;
}

std::optional<YAML::Node> MapReader::list(std::string_view key, bool required) const {
    auto v = value(key, required);
    if (!v || !expect_list(*file_, *v, quoted(key))) return std::nullopt;
    return v->node;
}

std::optional<MapReader> MapReader::map(std::string_view key, bool required, std::string what,
                                        std::initializer_list<std::string_view> allowed) const {
    auto v = value(key, required);
    if (!v) return std::nullopt;
    if (!v->node.IsMap()) {
        file_->error(v->mark, quoted(key) + " must be a map, got " + describe(kind_of(v->node)));
        return std::nullopt;
    }
    return MapReader(*file_, v->node, std::move(what), allowed);
}

void MapReader::forbid(std::string_view key, const std::string& why) const {
    if (const auto* e = find(key)) file_->error(e->first, quoted(key) + " " + why);
}

SourcePos MapReader::place(std::string_view key) const {
    if (const auto* e = find(key)) return file_->pos(e->first);
    return file_->pos(node_);
}

} // namespace ae::content
