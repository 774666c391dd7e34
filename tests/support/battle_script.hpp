// Terminal play for tests: a "straight run" of a battle in which every seat is a person, answered by the
// heuristic bot's choices, turned into the lines a person would type. Each step keeps what the straight
// run looked like, so a resumed or undone battle can be compared with it.
#pragma once

#include "bots/bot_heuristic.hpp"
#include "cli/app.hpp"
#include "cli/battle_run.hpp"
#include "cli/board.hpp"
#include "cli/commands.hpp"
#include "cli/option_keys.hpp"
#include "play/session.hpp"
#include "play/shortcuts.hpp"
#include "saves/battle_record.hpp"
#include "tests/support/shipped.hpp"

#include <catch2/catch.hpp>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace ae::test {

inline play::BattleOptions script_battle() {
    play::BattleOptions b;
    b.players = 2;
    b.seed = 4242;
    return b;
}

struct ScriptStep {
    std::string line;    // what the person types for this answer
    int turn_before = 0; // the turn in which it is answered
    int turn_after = 0;  // the turn of the next decision
    std::string hash_after;
    std::string screen_after; // the board and decision shown next, as the terminal prints them
};

struct Script {
    std::string hash_at_start;
    std::string screen_at_start;
    std::vector<ScriptStep> steps;
};

inline std::string screen(const Engine& e) {
    return "\n" + cli::render_board(e, false) + cli::render_decision(e, e.pending(), false);
}

inline Script straight_run(std::size_t answers) {
    const Content& c = shipped_content().content;
    const auto opts = script_battle();
    play::Battle battle(c, play::build_setup(c, opts), opts.seed);
    Engine& e = battle.engine();
    e.advance();
    Script s;
    s.hash_at_start = saves::hex(e.state_hash());
    s.screen_at_start = screen(e);
    bots::HeuristicBot bot;
    for (std::size_t i = 0; i < answers && !e.over(); ++i) {
        const DecisionRequest& req = e.pending();
        Answer a = bot.choose(e, req);
        a.player = req.who.front(); // as the terminal answers for a person
        // What a person types for the bot's choice, and the answer the terminal makes of it (a key for
        // copies of a card stands for the first copy, which need not be the one the bot picked).
        const auto keyed = cli::keyed_options(e, req);
        ScriptStep step;
        for (const auto& id : a.choice) step.line += (step.line.empty() ? "" : " ") + cli::key_of(keyed, id);
        a.choice = cli::read_keys(req, keyed, step.line).ids;
        step.turn_before = e.state().turn.number;
        REQUIRE(e.submit(a).accepted);
        // What the table answers by itself for a person (play/shortcuts.hpp).
        while (!e.over())
            if (auto only = play::answer_without_choice(e, e.pending()))
                REQUIRE(e.submit({e.pending().seq, e.pending().who.front(), *only}).accepted);
            else
                break;
        REQUIRE_FALSE(e.over()); // the tests need a battle still being played
        step.turn_after = e.state().turn.number;
        step.hash_after = saves::hex(e.state_hash());
        step.screen_after = screen(e);
        s.steps.push_back(std::move(step));
    }
    return s;
}

// Lines [from, to) of the script, then whatever `tail` adds ("q\n", "u\nq\n").
inline std::string lines(const Script& s, std::size_t from, std::size_t to, const std::string& tail = "q\n") {
    std::string out;
    for (std::size_t i = from; i < to; ++i) out += s.steps[i].line + "\n";
    return out + tail;
}

inline cli::RunOptions person_run(const std::string& db) {
    cli::RunOptions o;
    o.battle = script_battle();
    o.bots = {false, false};
    o.db = db;
    o.bot = "heuristic";
    return o;
}

// Runs terminal play with `input` typed; returns what it printed.
inline std::string play_out(const cli::RunOptions& o, const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    REQUIRE(cli::run_battle(o, in, out) == 0);
    return out.str();
}

// `gravehold ARGS...`; returns the exit code, and what it printed (stdout and stderr) in `printed`.
inline int gravehold(std::vector<std::string> args, std::string* printed = nullptr) {
    args.insert(args.begin(), "gravehold");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    std::ostringstream sink;
    auto* out = std::cout.rdbuf(sink.rdbuf());
    auto* err = std::cerr.rdbuf(sink.rdbuf());
    const int code = cli::run(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(out);
    std::cerr.rdbuf(err);
    if (printed) *printed = sink.str();
    return code;
}

} // namespace ae::test
