#include "cli/battle_run.hpp"

#include "cli/board.hpp"
#include "cli/bots.hpp"
#include "cli/terminal.hpp"
#include "content/content_hash.hpp"
#include "engine/errors.hpp"
#include "saves/battle_record.hpp"
#include "scripting/lua_release.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

namespace ae::cli {

int run_battle(const RunOptions& o, std::istream& in, std::ostream& out) {
    const auto loaded = load_content();
    const GameSetup setup = build_setup(loaded.content, o.battle);
    Battle battle(loaded.content, setup, o.battle.seed);
    Engine& e = battle.engine();

    std::unique_ptr<saves::Database> db;
    std::unique_ptr<saves::BattleRecorder> recorder;
    if (!o.db.empty()) {
        db = std::make_unique<saves::Database>(o.db);
        saves::BattleHeader h{GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(loaded.content),
                              o.battle.seed, setup};
        recorder = std::make_unique<saves::BattleRecorder>(*db, h);
    }
    auto bot = make_bot(o.bot, o.battle.seed ^ 0xb07b07ULL);
    auto show_events = [&] {
        for (const auto& ev : e.drain_events())
            if (!o.json) out << describe(ev, e.state()) << "\n";
    };

    bool stopped = false;
    e.advance();
    while (!e.over()) {
        if (e.state().turn.number > o.max_turns)
            throw RuleError("the battle did not end within " + std::to_string(o.max_turns) +
                            " turns; the nemesis's content may never threaten the players");
        show_events();
        if (recorder) recorder->sync(e);
        const DecisionRequest& req = e.pending();
        const bool by_bot = std::all_of(req.who.begin(), req.who.end(),
                                        [&](int p) { return o.bots[static_cast<std::size_t>(p)]; });
        std::optional<Answer> a;
        if (by_bot) {
            a = bot->choose(e, req);
        } else {
            out << "\n" << render_board(e, o.color);
            a = ask_person(e, req, in, out, o.color);
            if (!a) {
                stopped = true;
                break;
            }
            // A person answers for a group decision; pick the first human among those allowed.
            for (int p : req.who)
                if (!o.bots[static_cast<std::size_t>(p)]) {
                    a->player = p;
                    break;
                }
        }
        if (auto r = e.submit(*a); !r.accepted) {
            out << "Refused: " << r.reason << "\n";
            if (by_bot) throw RuleError("the bot gave an illegal answer: " + r.reason);
        }
    }
    show_events();
    if (recorder) recorder->sync(e);

    const auto& s = e.state();
    if (o.json) {
        nlohmann::json j = {{"result", saves::result_text(s)}, {"turns", s.turn.number},
                            {"nemesis_life", s.nemesis.life},  {"gravehold_life", s.gravehold_life},
                            {"seed", o.battle.seed},           {"state_hash", saves::hex(e.state_hash())}};
        if (recorder) j["battle_id"] = recorder->game_id();
        out << j.dump() << "\n";
    } else if (stopped) {
        out << "Stopped at turn " << s.turn.number << ".";
        if (recorder)
            out << " The battle is saved as battle " << recorder->game_id() << " in " << o.db << ".";
        out << "\n";
    } else {
        out << "Result: " << saves::result_text(s) << " after " << s.turn.number << " turns ("
            << s.result_reason << "); nemesis life " << s.nemesis.life << ", Gravehold " << s.gravehold_life
            << ", seed " << o.battle.seed << ".\n";
        if (recorder) out << "Recorded as battle " << recorder->game_id() << " in " << o.db << ".\n";
    }
    return 0;
}

} // namespace ae::cli
