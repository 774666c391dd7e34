// Every string in a JSON document from someone else, keys included, is text a person may read: strict
// UTF-8 without control characters (engine/text_check.hpp). A name holding ESC[2J cleared the terminal
// that printed it (#17 items 7 and 9).
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace ae::saves {

struct BadJsonText {
    std::string path; // "state.mages[0].name"; "" for the document itself
    std::string why;  // "holds a control character (byte 4)"; "is a key that ..." for a key
};

// The first string that is not such text, in document order; nullopt when there is none. Recursive: call
// it only on a document whose depth was bounded (core/json_read.hpp).
std::optional<BadJsonText> first_bad_text(const nlohmann::json& j, const std::string& path = "");

} // namespace ae::saves
