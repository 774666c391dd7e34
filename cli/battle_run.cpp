#include "cli/battle_run.hpp"

#include "cli/table_loop.hpp"
#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/data_path.hpp"
#include "scripting/lua_release.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

namespace ae::cli {
namespace {

std::string resume_command(const std::string& db, std::int64_t id) {
    std::string cmd = "gravehold";
    if (db != saves::default_db_path()) cmd += " --db '" + db + "'";
    return cmd + " battle --resume " + std::to_string(id);
}

} // namespace

int run_battle(const RunOptions& o, std::istream& in, std::ostream& out) {
    const auto loaded = play::load_content();
    if (o.resume > 0 && o.db.empty())
        throw InvalidRequest("--resume needs the database (it conflicts with --no-save)");

    std::unique_ptr<saves::Database> db;
    if (!o.db.empty()) db = std::make_unique<saves::Database>(o.db);
    // The seats are known once the record says how many players there are (a resumed battle).
    auto seats_for = [&](std::size_t players) {
        play::Seats seats{o.bots_spec.empty() ? o.bots : parse_bots(o.bots_spec, static_cast<int>(players)),
                          o.bot};
        seats.bots.resize(players, false);
        return seats;
    };
    std::optional<play::Table> table;
    if (o.resume > 0) {
        const auto stored = saves::load_battle(*db, o.resume);
        // play::Table::resume refuses it too; the terminal adds the command that shows it instead.
        if (stored.result != "playing" && !stored.campaign)
            throw SaveError("battle " + std::to_string(o.resume) + " is over (" + stored.result +
                            "); only unfinished battles can be resumed; `gravehold replay " +
                            std::to_string(o.resume) + "` re-runs it");
        table.emplace(play::Table::resume(loaded.content, *db, o.resume, std::nullopt,
                                          "battle " + std::to_string(o.resume),
                                          seats_for(stored.header.setup.players.size())));
        if (!o.json)
            out << "Resuming battle " << o.resume << " at turn " << table->engine().state().turn.number
                << " (" << table->replayed() << " answers replayed).\n";
    } else {
        const GameSetup setup = play::build_setup(loaded.content, o.battle);
        saves::BattleHeader header{GRAVEHOLD_VERSION, lua::release_number(),
                                   content::content_hash(loaded.content), o.battle.seed, setup};
        table.emplace(loaded.content, header, seats_for(setup.players.size()));
        if (db) table->record(*db);
    }
    const bool stopped = !play_at_terminal(*table, {in, out, o.color, o.json});
    Engine& e = table->engine();
    const auto& s = e.state();
    const std::uint64_t seed = table->header().seed;
    if (o.json) {
        nlohmann::json j = {{"result", saves::result_text(s)},
                            {"turns", s.turn.number},
                            {"nemesis_life", s.nemesis.life},
                            {"gravehold_life", s.gravehold_life},
                            {"seed", seed},
                            {"state_hash", saves::hex(e.state_hash())}};
        if (table->recorded()) j["battle_id"] = table->game_id();
        out << j.dump() << "\n";
    } else if (stopped) {
        out << "Stopped at turn " << s.turn.number << ".";
        if (table->recorded())
            out << " The battle is saved as battle " << table->game_id() << " in " << o.db
                << "; to go on: " << resume_command(o.db, table->game_id());
        else
            out << " The battle was not saved (--no-save).";
        out << "\n";
    } else {
        out << "Result: " << saves::result_text(s) << " after " << s.turn.number << " turns ("
            << s.result_reason << "); nemesis life " << s.nemesis.life << ", Gravehold " << s.gravehold_life
            << ", seed " << seed << ".\n";
        if (table->recorded()) out << "Recorded as battle " << table->game_id() << " in " << o.db << ".\n";
    }
    return 0;
}

} // namespace ae::cli
