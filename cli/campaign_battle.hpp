// One battle of a campaign: started fresh and recorded under the campaign, or resumed from its record by
// replaying the answers made so far.
#pragma once

#include "campaigns/runner.hpp"
#include "cli/session.hpp"
#include "saves/database.hpp"

#include <iosfwd>
#include <optional>

namespace ae::cli {

struct SeatPlayers {
    std::vector<bool> bots; // per player index
    std::string bot = "heuristic";
    bool color = false;
    bool quiet = false;
};

// Today's date in UTC as YYYY-MM-DD: the day a battle ends, for the score table (rules/legacy.md §3.6).
std::string today();

// Plays the runner's pending battle. Returns the outcome, or nullopt when the person stopped (the battle
// stays recorded and resumes next time).
std::optional<campaign::BattleOutcome>
play_campaign_battle(saves::Database& db, std::int64_t campaign_id, const content::LoadResult& content,
                     campaign::Runner& runner, campaign::CampaignState& state, const SeatPlayers& seats,
                     std::istream& in, std::ostream& out);

} // namespace ae::cli
