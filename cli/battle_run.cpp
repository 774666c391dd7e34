#include "cli/battle_run.hpp"

#include "cli/board.hpp"
#include "cli/bots.hpp"
#include "cli/replay_log.hpp"
#include "cli/terminal.hpp"
#include "content/content_hash.hpp"
#include "engine/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/data_path.hpp"
#include "scripting/lua_release.hpp"

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <variant>

namespace ae::cli {
namespace {

std::string resume_command(const std::string& db, std::int64_t id) {
    std::string cmd = "gravehold";
    if (db != saves::default_db_path()) cmd += " --db '" + db + "'";
    return cmd + " battle --resume " + std::to_string(id);
}

// The battle being played: rebuilt from its log on resume and on undo.
struct Live {
    saves::BattleHeader header;
    Replayed run;
    Engine& engine() { return run.battle->engine(); }
};

Live start_new(const Content& content, const RunOptions& o) {
    Live live;
    const GameSetup setup = build_setup(content, o.battle);
    live.header = {GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(content), o.battle.seed,
                   setup};
    live.run = replay_log(content, live.header, {}, 0, "the new battle");
    return live;
}

Live start_resumed(const Content& content, saves::Database& db, std::int64_t id) {
    const std::string what = "battle " + std::to_string(id);
    const saves::StoredBattle stored = saves::load_battle(db, id);
    if (stored.campaign)
        throw SaveError(what + " belongs to campaign " + std::to_string(*stored.campaign) +
                        "; it is continued from its campaign");
    if (stored.result != "playing")
        throw SaveError(what + " is over (" + stored.result +
                        "); only unfinished battles can be resumed (`gravehold replay " + std::to_string(id) +
                        "` re-runs it)");
    check_compatible(content, stored.header, what);
    Live live;
    live.header = stored.header;
    live.run = replay_log(content, live.header, stored.inputs, stored.inputs.size(), what, stored.checkpoint);
    const Engine& e = live.run.battle->engine();
    if (e.inputs().size() != stored.inputs.size())
        throw SaveError(what + ": the replay made " + std::to_string(e.inputs().size()) +
                        " inputs, the record has " + std::to_string(stored.inputs.size()));
    const std::string hash = saves::hex(e.state_hash());
    if (!stored.state_hash.empty() && hash != stored.state_hash)
        throw SaveError(what + ": the replayed state (hash " + hash + ") differs from the recorded one (" +
                        stored.state_hash + "); it cannot be resumed");
    if (e.events_emitted() != stored.events)
        throw SaveError(what + ": the replay made " + std::to_string(e.events_emitted()) +
                        " events, the record has " + std::to_string(stored.events));
    if (e.over()) throw SaveError(what + " ends on replay although its record says it is still being played");
    return live;
}

} // namespace

int run_battle(const RunOptions& o, std::istream& in, std::ostream& out) {
    const auto loaded = load_content();
    if (o.resume > 0 && o.db.empty())
        throw UsageError("--resume needs the database (it conflicts with --no-save)");

    std::unique_ptr<saves::Database> db;
    if (!o.db.empty()) db = std::make_unique<saves::Database>(o.db);
    Live live = o.resume > 0 ? start_resumed(loaded.content, *db, o.resume) : start_new(loaded.content, o);

    const std::size_t players = live.header.setup.players.size();
    std::vector<bool> bots =
        o.bots_spec.empty() ? o.bots : parse_bots(o.bots_spec, static_cast<int>(players));
    bots.resize(players, false);

    std::unique_ptr<saves::BattleRecorder> recorder;
    if (db && o.resume > 0)
        recorder = std::make_unique<saves::BattleRecorder>(*db, o.resume, live.engine());
    else if (db)
        recorder = std::make_unique<saves::BattleRecorder>(*db, live.header);
    if (o.resume > 0) {
        live.engine().drain_events(); // shown when they happened
        if (!o.json)
            out << "Resuming battle " << o.resume << " at turn " << live.engine().state().turn.number << " ("
                << live.run.given << " answers replayed).\n";
    }

    auto bot = make_bot(o.bot, live.header.seed ^ 0xb07b07ULL);
    auto show_events = [&] {
        for (const auto& ev : live.engine().drain_events())
            if (!o.json) out << describe(ev, live.engine().state(), live.engine().content()) << "\n";
    };

    bool stopped = false;
    while (!live.engine().over()) {
        Engine& e = live.engine();
        if (e.state().turn.number > o.max_turns)
            throw RuleError("the battle did not end within " + std::to_string(o.max_turns) +
                            " turns; the nemesis's content may never threaten the players");
        show_events();
        if (recorder) recorder->sync(e);
        const DecisionRequest& req = e.pending();
        const bool by_bot = std::all_of(req.who.begin(), req.who.end(),
                                        [&](int p) { return bots[static_cast<std::size_t>(p)]; });
        Answer a;
        if (by_bot) {
            a = bot->choose(e, req);
        } else {
            out << "\n" << render_board(e, o.color);
            PersonReply reply = ask_person(e, req, in, out, o.color);
            if (reply.kind == PersonReply::Kind::Quit) {
                stopped = true;
                break;
            }
            if (reply.kind == PersonReply::Kind::Undo) {
                auto target = undo_target(live.run, bots);
                if (auto* why = std::get_if<std::string>(&target)) {
                    out << "Cannot undo: " << *why << ".\n";
                    continue;
                }
                const std::size_t i = std::get<std::size_t>(target);
                const Answer undone = e.inputs()[i];
                const std::vector<Answer> log = e.inputs();
                live.run = replay_log(loaded.content, live.header, log, i, "the battle being undone");
                if (live.engine().inputs().size() != i || live.engine().over() ||
                    live.engine().pending().seq != undone.seq)
                    throw RuleError("undo: replaying the battle without the last answer did not come back to "
                                    "its decision (a determinism bug)");
                live.engine().drain_events(); // already shown
                if (recorder) recorder->rewind(live.engine());
                // Named as the options were shown: the rebuilt battle asks the very same decision again.
                const DecisionRequest& again = live.engine().pending();
                std::string chosen;
                for (const auto& c : undone.choice) {
                    const Option* opt = again.find(c);
                    chosen += (chosen.empty() ? "" : ", ") + (opt ? opt->text : c);
                }
                out << "Undone: " << (chosen.empty() ? "(nothing chosen)" : chosen) << ". Decide again.\n";
                continue;
            }
            a = reply.answer;
            // A person answers for a group decision; pick the first human among those allowed.
            for (int p : req.who)
                if (!bots[static_cast<std::size_t>(p)]) {
                    a.player = p;
                    break;
                }
        }
        if (auto r = submit_tracked(e, a, live.run.turn_of); !r.accepted) {
            out << "Refused: " << r.reason << "\n";
            if (by_bot) throw RuleError("the bot gave an illegal answer: " + r.reason);
        }
    }
    show_events();
    Engine& e = live.engine();
    if (recorder) recorder->sync(e);

    const auto& s = e.state();
    const std::uint64_t seed = live.header.seed;
    if (o.json) {
        nlohmann::json j = {{"result", saves::result_text(s)},
                            {"turns", s.turn.number},
                            {"nemesis_life", s.nemesis.life},
                            {"gravehold_life", s.gravehold_life},
                            {"seed", seed},
                            {"state_hash", saves::hex(e.state_hash())}};
        if (recorder) j["battle_id"] = recorder->game_id();
        out << j.dump() << "\n";
    } else if (stopped) {
        out << "Stopped at turn " << s.turn.number << ".";
        if (recorder)
            out << " The battle is saved as battle " << recorder->game_id() << " in " << o.db
                << "; to go on: " << resume_command(o.db, recorder->game_id());
        else
            out << " The battle was not saved (--no-save).";
        out << "\n";
    } else {
        out << "Result: " << saves::result_text(s) << " after " << s.turn.number << " turns ("
            << s.result_reason << "); nemesis life " << s.nemesis.life << ", Gravehold " << s.gravehold_life
            << ", seed " << seed << ".\n";
        if (recorder) out << "Recorded as battle " << recorder->game_id() << " in " << o.db << ".\n";
    }
    return 0;
}

} // namespace ae::cli
