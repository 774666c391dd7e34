// Whether a campaign state could have been reached by playing its definition with this content: what an
// import must hold before anything is written (issue #15 §1.7, #17 §7). The JSON reader (state_json) checks
// shapes and types; this checks meaning: seats and names, known ids, a step that exists, cards where they
// can be, a basic set the next battle can be dealt from.
#pragma once

#include "campaigns/definition.hpp"
#include "campaigns/state.hpp"
#include "engine/definitions.hpp"

namespace ae::campaign {

// Throws InvalidRequest "state.PATH: what is wrong" for the first problem found.
void check_reachable(const CampaignState& s, const CampaignDef& def, const Content& content);

} // namespace ae::campaign
