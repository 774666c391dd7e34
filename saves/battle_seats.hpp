// Which seats bots play in a battle, kept beside its record (migration 6) for a server that restarts: the
// battle goes on with the same bots instead of waiting for a person at a bot's seat.
#pragma once

#include "saves/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ae::saves {

struct BattleSeats {
    std::vector<bool> bots; // per player
    std::string bot;        // which bot plays them ("heuristic", "random")
};

// Written in the caller's transaction when there is one (with the record it belongs to).
void save_seats(Database& db, std::int64_t game_id, const BattleSeats& seats);
// nullopt when none were kept (a battle of the terminal, or one from before migration 6). A row that cannot
// be read is a SaveError naming the battle.
std::optional<BattleSeats> load_seats(Database& db, std::int64_t game_id);

} // namespace ae::saves
