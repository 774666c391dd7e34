// A campaign definition's texts in other languages (docs/translating.md): the story, titles, prompts,
// options, rule stickers and the notes its hooks write, translated in the definition's lang/<code>.po by
// their English (a generated expedition's in campaigns/expedition/lang, by its sentence patterns). They are
// read into the Content the campaign runs with, so Content::shown_text translates them like packs' texts.
#pragma once

#include "campaigns/definition.hpp"

#include <string>
#include <vector>

namespace ae::campaign {

// The folder of `def`'s catalogues ("" when it has none).
std::string catalogue_dir(const CampaignDef& def);

// Reads every lang/<code>.po of `def` into `c` (its texts and patterns); a broken catalogue throws
// ContentError naming every problem at FILE:LINE:COL.
void read_catalogues(const CampaignDef& def, Content& c);

// Every text of `def` a person reads, once each, in the order the definition has them: what its
// catalogues translate (`gravehold campaign strings`). A generated expedition's are the generator's.
std::vector<std::string> campaign_texts(const CampaignDef& def);

} // namespace ae::campaign
