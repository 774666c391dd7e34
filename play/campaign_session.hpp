// What a campaign command needs besides the database: the campaign's definition and the shipped content,
// checked against each other (every card, mage and nemesis the definition names must exist).
#pragma once

#include "campaigns/definition.hpp"
#include "content/loader.hpp"

#include <string>

namespace ae::play {

struct CampaignSession {
    // `language`: the campaign's own (CampaignState::language), shown unless another was asked for.
    explicit CampaignSession(const std::string& definition_id, const std::string& language = "");
    // The content first: a generated expedition's definition is built from it.
    content::LoadResult content;
    campaign::CampaignDef def;
    std::string definition_id; // as the campaign names it (a generated expedition's def.id differs)
};

// Every id the definition names that the content lacks, as "FILE: error: ..." lines ("" when none).
std::string check_definition_references(const campaign::CampaignDef& def, const Content& content);

} // namespace ae::play
