// State changes: the one way anything in a campaign changes outside a battle. Instructions, Lua hooks and
// companion commands all produce Changes; apply_change validates each against the content and the
// definition and writes exactly one log entry for it.
//
// Kinds: open, rule_sticker, add_supply_pile, banish_supply_pile, banish_card, banish_nemesis_card,
// add_barracks_card, add_barracks_mage, add_treasure, add_upgraded_basic, set_flag, evolve_sticker, evolve,
// place_sticker, set_ally, note, set_mat, replace_starting_card, unlock (a global unlock,
// campaigns/unlocks.hpp). A battle is not a change: the runner starts it and `campaign record` finishes it
// when one is due, so no battle exists that the story did not ask for.
#pragma once

#include "campaigns/definition.hpp"
#include "campaigns/log.hpp"
#include "campaigns/state.hpp"
#include "engine/definitions.hpp"

namespace ae::campaign {

// Throws ChangeRejected (a bad command or hook result) naming what is wrong; the state is unchanged then.
LogEntry apply_change(CampaignState& s, const Change& c, const CampaignDef& def, const Content& content);

// The kinds a companion command or hook may use, for messages.
const std::vector<std::string>& change_kinds();

// A log entry from a kind, a payload object (JSON text) and a line of text.
LogEntry entry(std::string kind, std::string payload_json, std::string text);

} // namespace ae::campaign
