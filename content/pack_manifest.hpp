// pack.yaml, and the order packs load in: every pack after the packs it requires.
#pragma once

#include "content/loader.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ae::content {

struct Manifest {
    PackInfo info;
    SourcePos id_pos;                    // where pack.yaml gives the id
    std::vector<SourcePos> requires_pos; // where each of info.requires_ is written
};

// Reads <dir>/pack.yaml. Returns nullopt (reported) when the pack has no usable id, since then nothing in
// it can be namespaced; other problems are reported and the manifest is still returned.
std::optional<Manifest> read_manifest(const std::string& dir, std::vector<Diagnostic>& errors);

// The packs ordered so that each comes after every pack it requires; ties keep the order given. Requirements
// on packs that are not loaded, and cycles, are reported at the requirement.
std::vector<Manifest> dependency_order(const std::vector<Manifest>& packs, std::vector<Diagnostic>& errors);

// For each pack (given in dependency order): itself and every pack it requires, directly or not. These are
// the packs its definitions may refer to.
std::map<std::string, std::set<std::string>> visible_packs(const std::vector<Manifest>& ordered);

} // namespace ae::content
