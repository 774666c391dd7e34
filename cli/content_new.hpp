// `gravehold content new nemesis ID [--pack DIR]` and `content test DIR`: an author's first files, and
// their scenarios run with the pack loaded (#21).
#pragma once

#include <ostream>
#include <string>

namespace ae::cli {

// Writes the skeleton of nemesis ID ("pack.name", or "name" when DIR has a pack.yaml) into DIR (default:
// a folder named after the pack in the current one): pack.yaml when missing, the nemesis YAML with nine
// cards, its Lua with every entry point, and scenarios/NAME.yaml. Never overwrites: an existing file is an
// InvalidRequest and nothing is written.
int content_new_nemesis(const std::string& id, const std::string& pack_dir, std::ostream& out);

// Runs DIR/scenarios (recursively) with the pack at DIR loaded beside the shipped ones.
int content_test(const std::string& pack_dir, bool verbose);

} // namespace ae::cli
