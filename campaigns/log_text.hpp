// The campaign log in any language (issue #22). An entry is stored as its kind and data (LogEntry), which
// name things by id and keep English only where the English is the key a catalogue translates by (a story,
// a note, a campaign's own prompt); its `text` is the English line, kept for tools and for entries older
// than the data they would need. This makes the line a person reads from the kind and data, in `L`.
#pragma once

#include "campaigns/definition.hpp"
#include "campaigns/log.hpp"
#include "lang/language.hpp"

#include <string>

namespace ae::campaign {

// The entry's line in `L`: names as `L` names them, the campaign's texts through its catalogues (read into
// `c`, campaigns/catalogues.hpp). An entry whose kind or data this does not know reads as its stored text.
// `def`: the campaign's definition (rule sticker texts, the campaign's name), or nullptr.
std::string log_text(const LogEntry& e, const Content& c, const CampaignDef* def, const lang::Language& L);

// The heading of a battle's section in the Markdown log ("Battle 3 (Chapter 2) against Bladius"), from a
// battle_started entry.
std::string battle_heading(const LogEntry& e, const Content& c, const lang::Language& L);

} // namespace ae::campaign
