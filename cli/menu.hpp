// The campaign menu: what `gravehold` (and `make run`) opens at a terminal. Continue a campaign, start a
// Legacy campaign or an Outcasts expedition, or play a single battle.
#pragma once

#include <iosfwd>
#include <string>

namespace ae::cli {

int campaign_menu(const std::string& db_path, std::istream& in, std::ostream& out, bool color);

} // namespace ae::cli
