// The command a person pastes to go on ("`gravehold --db 'our games.db' campaign play 'North Wall'`"):
// words quoted for a POSIX shell where they need it, and --db kept when the person gave one.
#pragma once

#include <string>
#include <vector>

namespace ae::cli {

// `word` as one shell word: unchanged when it holds only safe characters, else in single quotes.
std::string shell_word(const std::string& word);

// "gravehold [--db FILE] WORDS..." with every word quoted as needed; `db` = "" leaves --db out.
std::string go_on(const std::string& db, const std::vector<std::string>& words);

} // namespace ae::cli
