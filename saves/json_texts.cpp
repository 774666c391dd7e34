#include "saves/json_texts.hpp"

#include "engine/text_check.hpp"

namespace ae::saves {

std::optional<BadJsonText> first_bad_text(const nlohmann::json& j, const std::string& path) {
    if (j.is_string()) {
        if (std::string why = bad_text(j.get_ref<const std::string&>()); !why.empty())
            return BadJsonText{path, std::move(why)};
    } else if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            const std::string p = path.empty() ? it.key() : path + "." + it.key();
            if (std::string why = bad_text(it.key()); !why.empty())
                return BadJsonText{p, "is a key that " + why};
            if (auto bad = first_bad_text(it.value(), p)) return bad;
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            if (auto bad = first_bad_text(j[i], path + "[" + std::to_string(i) + "]")) return bad;
    }
    return std::nullopt;
}

} // namespace ae::saves
