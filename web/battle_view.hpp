// A battle as the web page draws it: the board, the pending decision and whose it is, as JSON. Aeon's End is
// co-operative and hands are discussed openly: the shared screen shows every hand, a phone its own hand and
// the others' sizes (to stay readable, not to hide them); no deck order is ever sent.
#pragma once

#include "engine/engine.hpp"

#include <nlohmann/json.hpp>
#include <optional>

namespace ae::lang {
class Language;
}

namespace ae::web {

// `seat`: the player whose phone asks (nullopt: the shared screen). `bots`: per player, played by a bot.
// `language`: what the request reads; prompts, options, reasons and the result are written in it (the
// engine's options are written again in it: engine/option_text.hpp).
nlohmann::json battle_view(const Engine& e, std::optional<int> seat, const std::vector<bool>& bots,
                           const lang::Language& language);

} // namespace ae::web
