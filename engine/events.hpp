// Typed events: every change to a battle emits one, with a sequence number and its cause. They are what
// a UI animates and what the campaign log keeps; they are reproducible from the input log.
#pragma once

#include "engine/state.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace ae::lang {
class Language;
}

namespace ae {

struct Content;

enum class EventKind {
    BattleStarted,
    TurnOrderShuffled,
    TurnOrderDrawn,
    TurnOrderArranged, // a card effect looked at or reordered the turn order deck
    TurnStarted,
    PhaseStarted,
    CardDrawn,
    DeckFlipped, // a player's discard pile turned over to form the deck
    CardPlayed,
    AetherGained,
    AetherSpent,
    CardGained,
    CardPrepped,
    SpellCast,
    CardDiscarded,
    CardDestroyed,
    CardMoved,
    DamageDealt,    // to the nemesis or a minion
    DamageSuffered, // by a player or Gravehold
    LifeGained,
    BreachFocused,
    BreachOpened,
    BreachDestroyed,
    ChargeGained,
    ChargesLost,
    AbilityUsed,
    NemesisCardDrawn,
    NemesisCardResolved,
    CardEnteredPlay,
    MinionDefeated,
    PowerTokenRemoved,
    PowerResolved,
    PowerDiscarded,
    Unleashed,
    TokensChanged,
    PlayerExhausted,
    DecisionAnswered,
    ScriptLog,
    Evolved,        // EVOLVE: a sticker placed (amount = stickers now) or a transformation (text = into)
    TurnOrderToken, // 4-player Legacy: a pair token taken by a player (target "player:N") or returned
    DeckArranged,   // an effect put the top `amount` cards of a player's deck back in a new order
    GameOver,
};
const char* to_string(EventKind k);

struct GameEvent {
    std::uint64_t seq = 0;
    int turn = 0;
    Phase phase = Phase::Setup;
    EventKind kind = EventKind::BattleStarted;
    std::string cause; // what made it happen: "rules", a content id, or "answer:<seq>"
    int player = -1;   // the player it concerns, if any
    CardId card = kNoCard;
    std::string def; // the card's definition id, when a card is involved
    int amount = 0;
    std::string target; // "nemesis", "gravehold", "player:N", "minion:<card>", a breach "II", a zone
    std::string text;   // extra detail (the chosen ids, a log line, the game-over reason)
};

// One line of readable English, for logs and the terminal.
std::string describe(const GameEvent& e, const GameState& s);
// For people: cards and the nemesis by their names ("Fiery Drill") instead of their ids and instance
// numbers ("legacy.maelstrom.fiery_drill#20"), which tests and scenario logs use.
std::string describe(const GameEvent& e, const GameState& s, const Content& names);
// The same line in a language people read (names from `names`, texts from the catalogue of `language`).
std::string describe(const GameEvent& e, const GameState& s, const Content& names,
                     const lang::Language& language);

} // namespace ae
