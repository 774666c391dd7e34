// Which files of a pack folder hold which kind of content.
#pragma once

#include "content/diagnostic.hpp"

#include <string>
#include <vector>

namespace ae::content {

// Pack-relative paths, each list sorted so loading (and which of two duplicates counts as second) is stable.
struct PackFiles {
    std::vector<std::string> cards;   // cards/*.yaml
    std::vector<std::string> basic;   // basic/*.yaml
    std::vector<std::string> nemeses; // nemeses/<name>/nemesis.yaml
    std::vector<std::string> mages;   // mages/*.yaml
    std::vector<std::string> allies;  // allies/*.yaml
    std::vector<std::string> lang;    // lang/<code>.yaml: names in another language
};

// Lists the content files under `dir`. Other files (scripts, notes) are ignored, but a YAML file anywhere
// else is reported: it would otherwise be silently left out of the game.
PackFiles list_pack_files(const std::string& dir, std::vector<Diagnostic>& errors);

} // namespace ae::content
