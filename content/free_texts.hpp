// The free texts of a gettext catalogue (what scripts and campaigns write, by their English) added to a
// Content's texts and patterns for one language. Packs' lang/<code>.po use it (content/lang_po.cpp), and so
// do campaign definitions' lang/<code>.po (campaigns/catalogues.cpp): one reader, one set of rules.
#pragma once

#include "content/po_file.hpp"
#include "engine/definitions.hpp"

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ae::content {

// Reads `path` (at most 1 MB) into `c` for the language its stem names ("pl" from ".../pl.po"). An entry with
// a msgctxt goes to `on_context`; without one it is an error there. Problems are reported at FILE:LINE:COL
// in `errors` (`shown_path` names the file); untranslated and fuzzy entries stay English.
void read_free_texts(const std::string& path, const std::string& shown_path, Content& c,
                     std::vector<Diagnostic>& errors,
                     const std::function<void(const std::string& code, const PoEntry&)>& on_context = {});

// A language's code as files and saves name it: two lower-case letters ("pl").
bool is_language_code(std::string_view code);

// The {placeholders} of a text.
std::set<std::string> placeholders(const std::string& s);

} // namespace ae::content
