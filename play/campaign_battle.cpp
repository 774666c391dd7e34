#include "play/campaign_battle.hpp"

#include "content/content_hash.hpp"
#include "saves/campaign_store.hpp"
#include "saves/setup_json.hpp"
#include "scripting/lua_release.hpp"

#include <ctime>

namespace ae::play {

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &utc);
    return buf;
}

campaign::BattleOutcome outcome_of(const GameState& s) {
    campaign::BattleOutcome o;
    o.result = s.result == Result::Won ? "won" : "lost";
    o.gravehold_life = s.gravehold_life;
    o.nemesis_life = s.nemesis.life;
    o.turns = s.turn.number;
    o.date = today();
    for (const auto& ev : s.evolutions) {
        if (ev.transformed)
            o.evolved.emplace_back(ev.card, ev.into);
        else
            o.evolve_stickers.push_back(ev.card);
    }
    return o;
}

Table campaign_table(saves::Database& db, std::int64_t campaign_id, const Content& content,
                     campaign::Runner& runner, campaign::CampaignState& state, Seats seats) {
    auto& attempt = state.battles.at(static_cast<std::size_t>(runner.battle_index()));
    if (attempt.game_id != 0)
        return Table::resume(content, db, attempt.game_id, campaign_id,
                             "battle " + std::to_string(attempt.number) + " of campaign '" + state.name + "'",
                             std::move(seats));
    const GameSetup& setup = runner.battle_setup();
    Table table(
        content,
        {GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(content), attempt.seed, setup},
        std::move(seats));
    // Before the first answer: a crash between the record and the attempt that names it would leave a record
    // no attempt names, and the resumed attempt would start another.
    saves::save_campaign_with(db, state, {}, [&] {
        table.record(db, campaign_id);
        runner.battle_started(table.game_id(), saves::setup_to_json(setup));
    });
    return table;
}

} // namespace ae::play
