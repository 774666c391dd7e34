// A battle as the web page draws it: the board, the pending decision and whose it is, as JSON. What a seat
// sees is what the player at the table sees: every hand is shown on the shared screen (the table is open),
// a phone seat sees its own hand and the others' hand sizes; no deck order is ever sent.
#pragma once

#include "engine/engine.hpp"

#include <nlohmann/json.hpp>
#include <optional>

namespace ae::web {

// `seat`: the player whose phone asks (nullopt: the shared screen). `bots`: per player, played by a bot.
nlohmann::json battle_view(const Engine& e, std::optional<int> seat, const std::vector<bool>& bots);

} // namespace ae::web
