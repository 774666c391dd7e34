// The content a scenario plays with: the shipped packs it names (each set loaded once per run) plus its
// inline definitions.
#pragma once

#include "content/loader.hpp"
#include "content/map_reader.hpp"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ae::scenario {

class PackCache {
public:
    // The shipped packs with these ids (folder names under the packs folder), loaded together; nullptr and
    // `error` set when one is unknown or the set does not load cleanly.
    std::shared_ptr<const content::LoadResult> get(const std::vector<std::string>& ids, std::string& error);
    // A pack of the author's own (`content test DIR`): known by its id, and loaded with every scenario.
    void add_pack_under_test(const std::string& id, const std::string& dir);

private:
    std::map<std::vector<std::string>, std::shared_ptr<const content::LoadResult>> loaded_;
    std::map<std::string, std::string> own_; // id -> folder
};

// Reads `packs`, `cards`, `mages`, `nemesis_cards` and `nemesis` of a scenario map. Problems are reported
// into the reader's file (packs that do not load: at `packs`, or at the scenario `node` when it names none);
// the content is returned even then, as far as it could be built.
// `lua_lines` receives, for each inline script, the file line of its first Lua line.
std::shared_ptr<const Content> read_scenario_content(const content::MapReader& r, const YAML::Node& node,
                                                     PackCache& packs, std::map<std::string, int>& lua_lines);

} // namespace ae::scenario
