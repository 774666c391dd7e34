// Inline content of a scenario: cards, mages, basic nemesis cards and a nemesis written in the scenario
// itself, in the shapes of pack files (docs/content-format.md) with the Lua source under `lua:`.
#pragma once

#include "content/map_reader.hpp"
#include "engine/definitions.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace ae::scenario {

// What reading one scenario's inline definitions adds to its content, and what is checked afterwards.
struct InlineBuild {
    const content::SourceFile& file;
    Content& content;
    std::map<std::string, std::set<std::string>> promises; // script key → entry points it must define
    std::map<std::string, YAML::Mark> lua_at;              // script key → where its source is written
    std::map<std::string, int> lua_lines; // script key → the file line of its first Lua line
    std::optional<std::string> text;      // the file's bytes, read when a block scalar must be told apart
    std::vector<std::pair<std::string, YAML::Mark>> card_refs; // mage hand and deck cards

    // The required `id`: a content id that no loaded or inline definition has.
    std::optional<std::string> read_id(const content::MapReader& r) const;
    // The `lua:` source, stored as the script "scenario/<id>.lua"; returns that key.
    std::optional<std::string> read_lua(const content::MapReader& r, const std::string& id, bool required);
    // The optional `origin`, `name` (default: the id's last part) and `text`.
    std::string read_name(const content::MapReader& r, const std::string& id) const;
    std::string read_text(const content::MapReader& r) const;
    Origin read_origin(const content::MapReader& r) const;
    DefSource source(const YAML::Node& node) const;
};

void read_inline_player_card(InlineBuild& b, const YAML::Node& node);
void read_inline_mage(InlineBuild& b, const YAML::Node& node);
// A basic nemesis card (`nemesis_cards:`), usable in any nemesis deck.
void read_inline_basic_card(InlineBuild& b, const YAML::Node& node);
void read_inline_nemesis(InlineBuild& b, const YAML::Node& node);

// After every inline definition is read: mage cards exist, and each inline script loads and defines what
// its definitions need.
void check_inline(InlineBuild& b);

// `message` with each "scenario/<id>.lua:N" of an inline script replaced by the file and line it is written
// at.
std::string lua_places(std::string message, const std::map<std::string, int>& lua_lines,
                       const std::string& path);

} // namespace ae::scenario
