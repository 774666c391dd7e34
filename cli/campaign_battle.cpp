#include "cli/campaign_battle.hpp"

#include "cli/table_loop.hpp"
#include "play/campaign_battle.hpp"

#include <ostream>

namespace ae::cli {

std::optional<campaign::BattleOutcome>
play_campaign_battle(saves::Database& db, std::int64_t campaign_id, const content::LoadResult& loaded,
                     campaign::Runner& runner, campaign::CampaignState& state, const SeatPlayers& seats,
                     std::istream& in, std::ostream& out) {
    play::Table table =
        play::campaign_table(db, campaign_id, loaded.content, runner, state, {seats.bots, seats.bot});
    if (table.resumed() && !seats.quiet)
        out << "Resuming battle " << state.battles.at(static_cast<std::size_t>(runner.battle_index())).number
            << " at turn " << table.engine().state().turn.number << ".\n";
    if (!play_at_terminal(table, {in, out, seats.color, seats.quiet})) return std::nullopt;
    return play::outcome_of(table.engine().state());
}

} // namespace ae::cli
