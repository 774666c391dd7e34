// One battle of a campaign at the terminal: the campaign's table (play/campaign_battle.hpp) played through
// the terminal loop.
#pragma once

#include "campaigns/runner.hpp"
#include "content/loader.hpp"
#include "play/table.hpp"
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

// Plays the runner's pending battle. Returns the outcome, or nullopt when the person stopped (the battle
// stays recorded and resumes next time).
std::optional<campaign::BattleOutcome>
play_campaign_battle(saves::Database& db, std::int64_t campaign_id, const content::LoadResult& content,
                     campaign::Runner& runner, campaign::CampaignState& state, const SeatPlayers& seats,
                     std::istream& in, std::ostream& out);

} // namespace ae::cli
