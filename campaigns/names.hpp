// Printed names to ids: a group at the table types what its cards say ("Gilded Marble", "wycisk"), in
// English or any language a pack's lang/ file knows, and the campaign keeps ids (issue #15 §2).
#pragma once

#include "lang/language.hpp"

#include "campaigns/definition.hpp"

#include "engine/definitions.hpp"

#include <string>
#include <vector>

namespace ae::campaign {

// Case-folded text for comparing names: ASCII, Latin-1 and Latin Extended-A letters lowered (Polish and
// German capitals included), runs of spaces made one, typographic apostrophes made plain.
std::string fold_name(const std::string& text);

// Every name `id` is printed under: its English name and each translation.
std::vector<std::string> printed_names(const Content& c, const std::string& id);

// The id among `ids` a person means by `text`: the id itself, its last part ("gilded_marble"), or a printed
// name in any language, case-insensitively. Throws InvalidRequest when nothing matches, naming the closest
// printed names, or when the text names two different things. `what` says what was looked for ("a supply
// pile of this campaign").
std::string resolve_name(const Content& c, const std::string& text, const std::vector<std::string>& ids,
                         const char* what);

// The rule sticker of `def` a person means: its id, its id without "rule.", or a slot letter a printing
// gives it ("S", "K"), case-insensitively. InvalidRequest listing the stickers when nothing matches.
std::string resolve_rule_sticker(const CampaignDef& def, const std::string& text);

// A sealed component as the box prints it: "deck.II" -> "deck II", "envelope.2a" -> "envelope 2a",
// "stickers.S" -> "sticker sheet, section S".
std::string component_label(const std::string& id, const lang::Language& L = lang::Language::english());

} // namespace ae::campaign
