#include "saves/data_path.hpp"

#include <cstdlib>

namespace ae::saves {

std::string default_db_path() {
    auto env = [](const char* name) -> std::string {
        const char* v = std::getenv(name);
        return v ? v : "";
    };
    if (auto db = env("GRAVEHOLD_DB"); !db.empty()) return db;
    if (auto xdg = env("XDG_DATA_HOME"); !xdg.empty()) return xdg + "/gravehold/gravehold.db";
    if (auto home = env("HOME"); !home.empty()) return home + "/.local/share/gravehold/gravehold.db";
    return "gravehold.db";
}

} // namespace ae::saves
