// Running one battle to its end (or until the person quits): the loop behind `battle`, the default
// command and the demo.
#pragma once

#include "play/session.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace ae::cli {

struct RunOptions {
    play::BattleOptions battle; // ignored when resuming: the record says how the battle began
    std::vector<bool> bots;     // per player: a bot answers its decisions (missing players: people)
    std::string bots_spec;   // when set, replaces `bots`: parsed once the number of players is known (resume)
    std::int64_t resume = 0; // > 0: continue this recorded battle (needs `db`)
    bool json = false;       // only a JSON summary
    bool color = false;
    std::string db;                // "" = do not record
    std::string bot = "heuristic"; // the bot `battle --bot` defaults to (docs/bots.md)
};

// Exit code: 0 when the battle ended or the person stopped; the caller maps exceptions. A battle that
// cannot be resumed (over, unknown, from a campaign, other content, a replay that differs) is a SaveError.
int run_battle(const RunOptions& o, std::istream& in, std::ostream& out);
std::vector<bool> parse_bots(const std::string& spec, int players);

} // namespace ae::cli
