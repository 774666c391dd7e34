// The pending battle of a campaign as a play::Table: started fresh and recorded under the campaign, or
// resumed from its record (with every check a resumed battle gets), and its outcome for the campaign.
#pragma once

#include "campaigns/runner.hpp"
#include "play/table.hpp"
#include "saves/database.hpp"

namespace ae::play {

// Today's date in UTC as YYYY-MM-DD: the day a battle ends, for the score table (rules/legacy.md §3.6).
std::string today();

// The table for the runner's pending battle. A new battle's record and the attempt that names it are
// written in one transaction.
Table campaign_table(saves::Database& db, std::int64_t campaign_id, const Content& content,
                     campaign::Runner& runner, campaign::CampaignState& state, Seats seats);

// What the campaign takes from a finished battle: the result, the lives and turns, today's date, and the
// evolve stickers it placed and the cards it transformed (rules/legacy.md §7.4).
campaign::BattleOutcome outcome_of(const GameState& s);

} // namespace ae::play
