#include "content/ids.hpp"

#include <regex>

namespace ae::content {

bool is_word(const std::string& s) {
    static const std::regex re("[a-z][a-z0-9_]*");
    return std::regex_match(s, re);
}

bool is_content_id(const std::string& s) {
    static const std::regex re("[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+");
    return std::regex_match(s, re);
}

std::optional<SourcePos> IdRegistry::claim(const std::string& id, const SourcePos& pos) {
    auto [it, inserted] = first_.emplace(id, pos);
    if (inserted) return std::nullopt;
    return it->second;
}

std::optional<std::string> read_id(const MapReader& r, const std::string& pack_id, IdRegistry& ids) {
    auto value = r.value("id", true);
    if (!value) return std::nullopt;
    auto id = read_string(r.file(), *value, "'id'", true);
    if (!id) return std::nullopt;
    if (!is_content_id(*id)) {
        r.file().error(value->mark, "id '" + *id +
                                        "' must be lower-case words (a-z, 0-9, _) joined by dots, like "
                                        "'base.gem.jade'");
        return std::nullopt;
    }
    // Namespacing keeps packs from colliding; the definition is still recorded so its users resolve.
    if (!id->starts_with(pack_id + "."))
        r.file().error(value->mark, "id '" + *id + "' must start with its pack's id ('" + pack_id + ".')");
    if (auto first = ids.claim(*id, r.file().pos(value->mark))) {
        r.file().error(value->mark, "duplicate id '" + *id + "' (first defined at " + first->str() + ")");
        return std::nullopt;
    }
    return id;
}

} // namespace ae::content
