// Which files of a pack folder hold which kind of content.
#pragma once

#include "content/diagnostic.hpp"

#include <filesystem>
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
    std::vector<std::string> lang_po; // lang/<code>.po: free texts (scripts', campaigns') in another language
};

// Whether `path`, with every symlink followed, is a file inside the pack folder `dir`. A pack from someone
// else must not make gravehold read files elsewhere (a script linked to /etc/passwd). False when it does
// not exist.
bool inside_pack(const std::string& dir, const std::filesystem::path& path);

// Lists the content files under `dir`. Other files (scripts, notes) are ignored, but a YAML file anywhere
// else is reported: it would otherwise be silently left out of the game.
PackFiles list_pack_files(const std::string& dir, std::vector<Diagnostic>& errors);

} // namespace ae::content
