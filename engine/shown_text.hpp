// What the engine keeps in English, shown in a language people read. Prompts stay English in the engine
// because a bot reads them ("Deal 3 damage to:") and checkpoints store them; turn order cards keep their
// labels ("player 2", "wild") because effects find cards by them; Gravehold is the state's name for the city.
#pragma once

#include "engine/decision.hpp"

#include <string>

namespace ae::lang {
class Language;
}

namespace ae {

struct GameState;
struct Content;

// The fixed prompts are their own catalogue keys; the few with a number or a name are rebuilt here.
// `content`, when given, names a card in a prompt by its name in that language.
std::string shown_prompt(const DecisionRequest& req, const lang::Language& language,
                         const Content* content = nullptr);
// "player 2" -> "gracz 2", "nemesis", "wild", "p12" (a two-name card of four-player Legacy).
std::string shown_turn_order_label(const std::string& label, const lang::Language& language);
// The city (or, in Outcasts, the ally protected in its place) as people call it in that language.
std::string shown_gravehold(const GameState& state, const lang::Language& language);

// A player's name as a reader in `code` reads it: a player named after their mage (the default when nobody
// names them) is called by the mage's name in that language ("Brima" for Brama in Polish, where "brama" is a
// breach); a name a person gave stays as written. The state keeps the name as set up.
std::string shown_player_name(const GameState& state, const Content& content, std::size_t player,
                              const std::string& code);

} // namespace ae
