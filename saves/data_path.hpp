// Where gravehold keeps its data: --db FILE, else $GRAVEHOLD_DB, else $XDG_DATA_HOME/gravehold/gravehold.db,
// else ~/.local/share/gravehold/gravehold.db (the XDG default).
#pragma once

#include <string>

namespace ae::saves {
std::string default_db_path();
} // namespace ae::saves
