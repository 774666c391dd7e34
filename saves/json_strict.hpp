// JSON from someone else, parsed strictly: a key that appears twice in one object is refused (#17 item 7).
// The standard parser keeps the last one, so a file could show one value to a person reading it and
// another to gravehold.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace ae::saves {

// Throws DuplicateKey naming the object's path ("state.mages[].stickers") and the key; parse errors are
// nlohmann's, as with json::parse.
nlohmann::json parse_strict(const std::string& text);

struct DuplicateKey : std::runtime_error {
    DuplicateKey(const std::string& path, const std::string& key)
        : std::runtime_error((path.empty() ? std::string("the top level") : path) + ": the key '" + key +
                             "' appears twice") {}
};

} // namespace ae::saves
