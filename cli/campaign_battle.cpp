#include "cli/campaign_battle.hpp"

#include "cli/board.hpp"
#include "cli/bots.hpp"
#include "cli/replay_log.hpp"
#include "cli/terminal.hpp"
#include "content/content_hash.hpp"
#include "engine/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/campaign_store.hpp"
#include "saves/setup_json.hpp"
#include "scripting/lua_release.hpp"

#include <algorithm>
#include <ctime>
#include <iostream>

namespace ae::cli {
namespace {

constexpr int kMaxTurns = 2000; // as in `battle`: a safety net for content that never threatens anyone

campaign::BattleOutcome outcome_of(const GameState& s) {
    campaign::BattleOutcome o;
    o.result = s.result == Result::Won ? "won" : "lost";
    o.gravehold_life = s.gravehold_life;
    o.nemesis_life = s.nemesis.life;
    o.turns = s.turn.number;
    o.date = today();
    // Evolve stickers the battle placed and cards it transformed (rules/legacy.md §7.4).
    for (const auto& ev : s.evolutions) {
        if (ev.transformed)
            o.evolved.emplace_back(ev.card, ev.into);
        else
            o.evolve_stickers.push_back(ev.card);
    }
    return o;
}

} // namespace

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &utc);
    return buf;
}

std::optional<campaign::BattleOutcome>
play_campaign_battle(saves::Database& db, std::int64_t campaign_id, const content::LoadResult& loaded,
                     campaign::Runner& runner, campaign::CampaignState& state, const SeatPlayers& seats,
                     std::istream& in, std::ostream& out) {
    auto& attempt = state.battles.at(static_cast<std::size_t>(runner.battle_index()));
    const Content& content = loaded.content;
    saves::BattleHeader header;
    Replayed run;
    std::optional<saves::BattleRecorder> recorder;
    if (attempt.game_id == 0) {
        const GameSetup& setup = runner.battle_setup();
        header = {GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(content), attempt.seed,
                  setup};
        run = replay_log(content, header, {}, 0, "the new battle");
        // The record and the attempt that names it are written in one transaction, before the first answer:
        // a crash in between would leave a record no attempt names, and the resumed attempt would start
        // another.
        saves::save_campaign_with(db, state, {}, [&] {
            recorder.emplace(db, header, campaign_id);
            runner.battle_started(recorder->game_id(), saves::setup_to_json(setup));
        });
    } else {
        // Resume: the record holds the setup and every answer so far; replaying them brings back the
        // same pending decision (the engine is deterministic).
        const std::string what =
            "battle " + std::to_string(attempt.number) + " of campaign '" + state.name + "'";
        const auto stored = saves::load_battle(db, attempt.game_id);
        check_compatible(content, stored.header, what);
        header = stored.header;
        run = replay_log(content, header, stored.inputs, stored.inputs.size(), what, stored.checkpoint);
        run.battle->engine().drain_events(); // already shown in an earlier session
        recorder.emplace(db, attempt.game_id, run.battle->engine());
        if (!seats.quiet)
            out << "Resuming battle " << attempt.number << " at turn "
                << run.battle->engine().state().turn.number << ".\n";
    }

    auto bot = make_bot(seats.bot, attempt.seed ^ 0xca3fa16eULL ^ run.battle->engine().inputs().size());
    auto is_bot = [&](int p) {
        return static_cast<std::size_t>(p) < seats.bots.size() && seats.bots[static_cast<std::size_t>(p)];
    };
    while (!run.battle->engine().over()) {
        Engine& e = run.battle->engine();
        if (e.state().turn.number > kMaxTurns)
            throw RuleError("the battle did not end within " + std::to_string(kMaxTurns) + " turns");
        for (const auto& ev : e.drain_events())
            if (!seats.quiet) out << describe(ev, e.state(), e.content()) << "\n";
        recorder->sync(e);
        const DecisionRequest& req = e.pending();
        const bool by_bot = std::all_of(req.who.begin(), req.who.end(), is_bot);
        Answer a;
        if (by_bot) {
            a = bot->choose(e, req);
        } else {
            out << "\n" << render_board(e, seats.color);
            const PersonReply reply = ask_person(e, req, in, out, seats.color);
            if (reply.kind == PersonReply::Kind::Quit) return std::nullopt;
            if (reply.kind == PersonReply::Kind::Undo) {
                auto target = undo_target(run, seats.bots);
                if (auto* why = std::get_if<std::string>(&target)) {
                    out << "Cannot undo: " << *why << ".\n";
                    continue;
                }
                const std::size_t i = std::get<std::size_t>(target);
                const std::vector<Answer> log = e.inputs();
                run = replay_log(content, header, log, i, "the battle being undone");
                run.battle->engine().drain_events();
                recorder->rewind(run.battle->engine());
                out << "Undone. Decide again.\n";
                continue;
            }
            a = reply.answer;
            for (int p : req.who)
                if (!is_bot(p)) {
                    a.player = p;
                    break;
                }
        }
        if (auto r = submit_tracked(e, a, run.turn_of); !r.accepted) {
            out << "Refused: " << r.reason << "\n";
            if (by_bot) throw RuleError("the bot gave an illegal answer: " + r.reason);
        }
    }
    Engine& e = run.battle->engine();
    for (const auto& ev : e.drain_events())
        if (!seats.quiet) out << describe(ev, e.state(), e.content()) << "\n";
    recorder->sync(e);
    return outcome_of(e.state());
}

} // namespace ae::cli
