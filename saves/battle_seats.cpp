#include "saves/battle_seats.hpp"

#include "core/errors.hpp"

namespace ae::saves {

void save_seats(Database& db, std::int64_t game_id, const BattleSeats& seats) {
    std::string bots;
    for (bool b : seats.bots) bots += b ? 'b' : 'p'; // one letter per seat: bot or person
    SQLite::Statement q(db.db(), "INSERT OR REPLACE INTO battle_seats(game_id, bots, bot) VALUES (?, ?, ?)");
    q.bind(1, game_id);
    q.bind(2, bots);
    q.bind(3, seats.bot);
    q.exec();
}

std::optional<BattleSeats> load_seats(Database& db, std::int64_t game_id) {
    SQLite::Statement q(db.db(), "SELECT bots, bot FROM battle_seats WHERE game_id = ?");
    q.bind(1, game_id);
    if (!q.executeStep()) return std::nullopt;
    BattleSeats s;
    const std::string bots = q.getColumn(0).getString();
    s.bot = q.getColumn(1).getString();
    if (bots.empty() || bots.size() > 4 || bots.find_first_not_of("bp") != std::string::npos)
        throw SaveError("battle " + std::to_string(game_id) + ": its seats are stored as '" + bots +
                        "', which is not one b (bot) or p (person) per player");
    for (char c : bots) s.bots.push_back(c == 'b');
    return s;
}

} // namespace ae::saves
