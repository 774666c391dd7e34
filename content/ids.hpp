// Content ids: their spelling, their pack namespace, and the registry that finds ids defined twice.
#pragma once

#include "content/map_reader.hpp"

#include <map>
#include <optional>
#include <string>

namespace ae::content {

// One lower-case word (a-z, 0-9, _; a letter first): pack ids such as "war_eternal", tags, token names.
bool is_word(const std::string& s);
// A content id is lower-case words joined by dots, at least two of them: "base.gem.jade".
bool is_content_id(const std::string& s);

// Every id defined in the run, whatever kind of definition it names, so no reference is ever ambiguous.
class IdRegistry {
public:
    // Records `id` at `pos`; when it was defined before, returns where instead.
    std::optional<SourcePos> claim(const std::string& id, const SourcePos& pos);

private:
    std::map<std::string, SourcePos> first_;
};

// Reads a definition's required `id`: checks its spelling, that it starts with "<pack>.", and that it is new.
// Returns the id when the definition may be recorded under it (a misspelt or repeated id may not).
std::optional<std::string> read_id(const MapReader& r, const std::string& pack_id, IdRegistry& ids);

} // namespace ae::content
