// Fuzz target: a database file (a save someone sent, or one damaged on disk), opened and read the way
// `campaign list/show/log` and `replay` read it.
#include "saves/database.hpp"
#include "core/errors.hpp"
#include "fuzz/targets.hpp"
#include "fuzz/write_file.hpp"
#include "saves/battle_record.hpp"
#include "saves/campaign_store.hpp"

namespace ae::fuzz {

void database(const std::uint8_t* data, std::size_t size) {
    const auto path = scratch() / "opened.db";
    std::filesystem::remove(path);
    std::filesystem::remove(scratch() / "opened.db-journal");
    write_file(path, data, size);
    try {
        saves::Database db(path.string());
        for (const auto& c : saves::list_campaigns(db)) {
            (void)saves::load_campaign(db, c.name);
            (void)saves::campaign_log(db, c.name);
        }
        for (const std::int64_t id : saves::list_battles(db)) (void)saves::load_battle(db, id);
    } catch (const Error& e) { refused(e); }
}

} // namespace ae::fuzz
