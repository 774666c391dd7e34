#include "cli/campaign_battle.hpp"

#include "cli/board.hpp"
#include "cli/bots.hpp"
#include "cli/terminal.hpp"
#include "content/content_hash.hpp"
#include "engine/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/campaign_store.hpp"
#include "saves/setup_json.hpp"
#include "scripting/lua_release.hpp"

#include <algorithm>
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
    // Evolve stickers the battle placed and cards it transformed (rules/legacy.md §7.4).
    for (const auto& ev : s.evolutions) {
        if (ev.transformed) o.evolved.emplace_back(ev.card, ev.into);
        else o.evolve_stickers.push_back(ev.card);
    }
    return o;
}

} // namespace

std::optional<campaign::BattleOutcome> play_campaign_battle(saves::Database& db, std::int64_t campaign_id,
                                                            const content::LoadResult& loaded,
                                                            campaign::Runner& runner, campaign::CampaignState& state,
                                                            const SeatPlayers& seats, std::istream& in,
                                                            std::ostream& out) {
    auto& attempt = state.battles.at(static_cast<std::size_t>(runner.battle_index()));
    const std::string hash = content::content_hash(loaded.content);
    std::unique_ptr<Battle> battle;
    std::optional<saves::BattleRecorder> recorder;
    if (attempt.game_id == 0) {
        const GameSetup& setup = runner.battle_setup();
        battle = std::make_unique<Battle>(loaded.content, setup, attempt.seed);
        saves::BattleHeader h{GRAVEHOLD_VERSION, lua::release_number(), hash, attempt.seed, setup};
        recorder.emplace(db, h, campaign_id);
        runner.battle_started(recorder->game_id(), saves::setup_to_json(setup));
        saves::save_campaign(db, state, {}); // the attempt names its record before the first answer
        battle->engine().advance();
    } else {
        // Resume: the record holds the setup and every answer so far; replaying them brings back the
        // same pending decision (the engine is deterministic).
        const auto stored = saves::load_battle(db, attempt.game_id);
        if (stored.header.content_hash != hash)
            throw SaveError("battle " + std::to_string(attempt.game_id) + " of campaign '" + state.name +
                            "' was started with other content (hash " + stored.header.content_hash + ", now " +
                            hash + "); it cannot be resumed");
        battle = std::make_unique<Battle>(loaded.content, stored.header.setup, stored.header.seed);
        Engine& e = battle->engine();
        e.advance();
        for (const auto& a : stored.inputs) {
            if (a.automatic) continue;
            if (e.over()) throw SaveError("battle " + std::to_string(attempt.game_id) + ": more answers than the battle took");
            if (auto r = e.submit(a); !r.accepted)
                throw SaveError("battle " + std::to_string(attempt.game_id) + ": recorded answer " +
                                std::to_string(a.seq) + " is refused on replay: " + r.reason);
        }
        e.drain_events(); // already shown in an earlier session
        recorder.emplace(db, attempt.game_id, e);
        if (!seats.quiet) out << "Resuming battle " << attempt.number << " at turn " << e.state().turn.number << ".\n";
    }

    Engine& e = battle->engine();
    auto bot = make_bot(seats.bot, attempt.seed ^ 0xca3fa16eULL ^ e.inputs().size());
    while (!e.over()) {
        if (e.state().turn.number > kMaxTurns)
            throw RuleError("the battle did not end within " + std::to_string(kMaxTurns) + " turns");
        for (const auto& ev : e.drain_events())
            if (!seats.quiet) out << describe(ev, e.state()) << "\n";
        recorder->sync(e);
        const DecisionRequest& req = e.pending();
        const bool by_bot = std::all_of(req.who.begin(), req.who.end(), [&](int p) {
            return static_cast<std::size_t>(p) < seats.bots.size() && seats.bots[static_cast<std::size_t>(p)];
        });
        std::optional<Answer> a;
        if (by_bot) {
            a = bot->choose(e, req);
        } else {
            out << "\n" << render_board(e, seats.color);
            a = ask_person(e, req, in, out, seats.color);
            if (!a) return std::nullopt;
            for (int p : req.who)
                if (!seats.bots[static_cast<std::size_t>(p)]) {
                    a->player = p;
                    break;
                }
        }
        if (auto r = e.submit(*a); !r.accepted) {
            out << "Refused: " << r.reason << "\n";
            if (by_bot) throw RuleError("the bot gave an illegal answer: " + r.reason);
        }
    }
    for (const auto& ev : e.drain_events())
        if (!seats.quiet) out << describe(ev, e.state()) << "\n";
    recorder->sync(e);
    return outcome_of(e.state());
}

} // namespace ae::cli
