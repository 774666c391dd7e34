// CampaignState to and from its canonical JSON text: sorted keys, arrays in their stored order, no
// whitespace, so equal states give equal bytes (exports and `campaign show --json` can be compared).
#pragma once

#include "campaigns/state.hpp"

#include <string>

namespace ae::campaign {

// `portable` leaves out what only makes sense inside one database (BattleAttempt::game_id); exports and
// `campaign show --json` use it.
std::string to_json(const CampaignState& s, bool portable = false);

// Throws ae::SaveError "WHERE: field 'mages[1].hand' must be an array of strings" on anything malformed.
// `field_prefix` is put before every field name in messages (an import names "state.mages[1]...").
CampaignState state_from_json(const std::string& text, const std::string& where,
                              const std::string& field_prefix = "");

} // namespace ae::campaign
