// Loads content packs (YAML definitions plus the Lua scripts they name) into ae::Content, validating
// everything and reporting every problem with its file:line:col. See docs/content-format.md for the format.
#pragma once

#include "content/diagnostic.hpp"
#include "engine/definitions.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace ae::content {

// What a pack's pack.yaml says about it.
struct PackInfo {
    std::string id;
    std::string name;
    std::string dir; // the folder as it was handed to load_packs
    int version = 0;
    std::vector<std::string> requires_; // ids of packs this one builds on
};

struct LoadResult {
    ae::Content content;            // scripts: key "<pack>/<pack-relative path>", value the file's bytes
    std::vector<PackInfo> packs;    // in dependency order: every pack after the packs it requires
    std::vector<Diagnostic> errors; // every error of the run, sorted by file, line and column
    // For each script key, the entry points the YAML promises it defines ("play", "cast", "ability",
    // "unleash", "cards.provoker.effect", ...), so the Lua host can check them when it loads the script.
    std::map<std::string, std::set<std::string>> required_entries;
    // For each script key and entry: the definition that first promised it, so a missing entry is
    // reported at a line of the YAML.
    std::map<std::string, std::map<std::string, SourcePos>> promised_at;

    bool ok() const { return errors.empty(); }
};

// Loads the packs in the given folders, each after the packs it requires. Never throws for bad content:
// problems end up in `errors`, and `content` then holds whatever could be read (not fit for a battle).
LoadResult load_packs(const std::vector<std::string>& pack_dirs);

} // namespace ae::content
