#include "saves/json_strict.hpp"

#include "core/json_read.hpp"

#include <set>
#include <vector>

namespace ae::saves {
using nlohmann::json;

json parse_strict(const std::string& text) {
    struct Frame {
        bool object = false;
        std::string name; // how this container is reached from its parent ("flags", "[]")
        std::set<std::string> keys;
    };
    std::vector<Frame> open;
    std::string pending; // the key the next value belongs to, in an object
    const auto path = [&] {
        std::string p;
        for (std::size_t i = 1; i < open.size(); ++i)
            p += (open[i].name == "[]" || p.empty() ? "" : ".") + open[i].name;
        return p;
    };
    const json::parser_callback_t check = [&](int, json::parse_event_t event, json& parsed) {
        switch (event) {
        case json::parse_event_t::key: {
            const std::string key = parsed.get<std::string>();
            if (!open.back().keys.insert(key).second) throw DuplicateKey(path(), key);
            pending = key;
            break;
        }
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start: {
            const bool top = open.size() == 1, in_object = open.back().object;
            open.push_back({event == json::parse_event_t::object_start,
                            top         ? ""
                            : in_object ? pending
                                        : "[]",
                            {}});
            break;
        }
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end: open.pop_back(); break;
        case json::parse_event_t::value: break;
        }
        return true;
    };
    open.push_back({false, "", {}}); // the document itself
    refuse_deep_json(text);
    return json::parse(text, check);
}

} // namespace ae::saves
