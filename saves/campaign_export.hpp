// A campaign as one self-contained JSON file (docs/schema/campaign-export.schema.json): its portable state,
// its whole log and the battle records of its attempts, so it can move to another database or machine.
#pragma once

#include "campaigns/state.hpp"
#include "saves/battle_record.hpp"
#include "saves/database.hpp"

#include <functional>

#include <optional>
#include <string>

namespace ae::saves {

inline constexpr int kCampaignExportVersion = 1;

// InvalidRequest when there is no such campaign; SaveError when one of its records is malformed.
std::string export_campaign(Database& db, const std::string& name);

// Checks the whole document before writing anything, then stores the campaign, its log and its battle
// records (with new battle ids) in one transaction and returns the campaign's name. A malformed document is
// a SaveError "FILE: field '...' ..."; a name already in use is a InvalidRequest suggesting --name.
// `reachable` checks what the document means against the campaign's definition and the content (the
// saves layer has neither): it throws InvalidRequest "state.PATH: ..." for a state no campaign could reach,
// which becomes a SaveError naming the file, and nothing is written.
using StateCheck = std::function<void(const campaign::CampaignState&)>;

// A battle record the file carries, as the layer above replays it: the record, and the (seq, kind) of each
// event it claims the battle made. `check` throws InvalidRequest "WHERE: ..." when the record is not what
// its seed and answers make; it runs after `reachable`, for every battle, before anything is written.
struct CarriedBattle {
    StoredBattle record;
    std::vector<std::pair<std::uint64_t, std::string>> events;
};
using BattleCheck = std::function<void(const CarriedBattle&, const std::string& where)>;

std::string import_campaign(Database& db, const std::string& json_text, const std::string& file,
                            std::optional<std::string> new_name, const StateCheck& reachable = {},
                            const BattleCheck& replays = {});

} // namespace ae::saves
