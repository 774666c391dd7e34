// A campaign as one self-contained JSON file (docs/schema/campaign-export.schema.json): its portable state,
// its whole log and the battle records of its attempts, so it can move to another database or machine.
#pragma once

#include "saves/database.hpp"

#include <optional>
#include <string>

namespace ae::saves {

inline constexpr int kCampaignExportVersion = 1;

// UsageError when there is no such campaign; SaveError when one of its records is malformed.
std::string export_campaign(Database& db, const std::string& name);

// Checks the whole document before writing anything, then stores the campaign, its log and its battle
// records (with new battle ids) in one transaction and returns the campaign's name. A malformed document is
// a SaveError "FILE: field '...' ..."; a name already in use is a UsageError suggesting --name.
std::string import_campaign(Database& db, const std::string& json_text, const std::string& file,
                            std::optional<std::string> new_name);

} // namespace ae::saves
