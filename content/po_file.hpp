// A gettext catalogue (lang/<code>.po) as translators write it and their tools (Poedit, Weblate, msgfmt)
// read it: the entries' msgctxt, msgid, msgid_plural and msgstr, with C escapes and strings continued on the
// next lines. Packs use it for the free texts their scripts and campaigns write (docs/translating.md); the
// code's own catalogues are compiled by msgfmt and read by Boost.Locale instead (lang/).
#pragma once

#include "content/diagnostic.hpp"

#include <string>
#include <vector>

namespace ae::content {

struct PoEntry {
    std::string context;           // msgctxt, "" when none
    std::string id;                // msgid, the English
    std::string plural;            // msgid_plural, "" when none
    std::vector<std::string> strs; // msgstr, or msgstr[0], msgstr[1]...
    bool fuzzy = false;            // "#, fuzzy": a guess the translator has not checked; not used
    SourcePos pos;                 // where its msgid is
};

// The entries of `text` (the header, msgid "", is left out). Malformed lines are reported at
// FILE:LINE:COL in `errors` and the entry they belong to is dropped.
// `s` as a quoted .po string ("a \"b\"\n"), for the templates gravehold writes.
std::string po_quote(const std::string& s);

std::vector<PoEntry> parse_po(const std::string& path, const std::string& text,
                              std::vector<Diagnostic>& errors);

} // namespace ae::content
