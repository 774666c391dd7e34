// A battle exported to a self-contained JSON file (`gravehold replay --export N FILE`), so it can be
// re-run elsewhere with `gravehold replay --file FILE`. The format is docs/schema/battle-file.json.
#pragma once

#include "saves/battle_record.hpp"

#include <string>

namespace ae::saves {

inline constexpr const char* kBattleFileFormat = "gravehold-battle";
inline constexpr int kBattleFileVersion = 1;

std::string battle_to_file_text(const StoredBattle& b);
void write_battle_file(const StoredBattle& b, const std::string& path);
// Parses and checks the file's structure. Throws SaveError naming the file (and line:col for bad JSON).
// Whether the content hash matches the loaded content is the caller's check.
StoredBattle read_battle_file(const std::string& path);
StoredBattle parse_battle_file(const std::string& text, const std::string& path);

} // namespace ae::saves
