// The battle state as plain structs (rules/base.md §2.8). Everything a battle needs to continue is here,
// including the RNG, so copying a GameState copies the battle.
#pragma once

#include "engine/card_id.hpp"
#include "engine/definitions.hpp"
#include "engine/rng.hpp"
#include "engine/rules.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ae {

// One physical card. Its zone is found through the zone vectors; `def` names its definition.
struct CardInstance {
    CardId id = kNoCard;
    std::string def;
    bool nemesis = false; // nemesis card (else a player card)
    int owner = -1;       // player index for player cards
};

enum class BreachStatus { Absent, Open, Closed, Destroyed };

struct Breach {
    int number = 1; // I..IV
    BreachStatus status = BreachStatus::Absent;
    int rotation = 0; // closed: quarter-turns applied so far (0..3); 3 = yellow quadrant at the top
    bool focused_this_turn = false;
    std::vector<CardId> prepped; // usually at most one spell
};

// Aether only one kind of purchase may use ("gain 1 aether that can only be used to gain a spell").
struct RestrictedAether {
    std::string use; // "gem", "relic", "spell" (a card type a purchase must have), "breach", or "a|b"
    int amount = 0;
};
// Whether aether restricted to `use` may pay for `for_type` ("gem", ..., "breach" for focus and open).
bool restricted_use_fits(const std::string& use, const std::string& for_type);

struct Player {
    int index = 0;
    std::string mage;
    std::string name;
    int life = 10;
    int max_life = 10;
    std::vector<CardId> hand;
    std::vector<CardId> deck;    // top first
    std::vector<CardId> discard; // top last
    std::vector<CardId> play_area;
    std::vector<Breach> breaches; // always 4, positions I..IV
    int charges = 0;
    int max_charges = 0;
    bool exhausted = false;
    std::vector<CardId> treasures; // level-3 treasures on this mat (rules/outcasts.md §4)
    // Nemesis cards placed in front of this player (Hemorrhage): they stay there until an effect moves them,
    // and they react to battle moments like cards in play (engine/triggers.cpp).
    std::vector<CardId> before;
};

struct InPlayCard {
    CardId card = kNoCard;
    int life = 0;  // minion life tokens
    int power = 0; // power tokens left
    std::uint64_t arrival = 0;
    int shields = 0;       // minion shield tokens: each damage instance takes one instead of life
    bool silenced = false; // its next Persistent effect is skipped (then the mark is gone)
};

struct Nemesis {
    std::string id;
    int life = 0;
    int max_life = 0;
    std::vector<CardId> deck; // top first
    std::vector<CardId> discard;
    std::vector<InPlayCard> in_play; // ordered by arrival
    std::vector<CardId> resolving;   // drawn and being resolved, not yet in play or discarded
    std::map<std::string, std::vector<CardId>> side_decks; // tier-0 decks, top first
    std::map<std::string, int> tokens;
};

// A turn order card: a player's, the wild card (3 players), or the nemesis's.
struct TurnOrderCard {
    enum class Kind { Player, Wild, Nemesis } kind = Kind::Player;
    std::vector<int> players; // Player: who may take the turn (two names on 4-player Legacy cards)
    std::string label;
    bool operator==(const TurnOrderCard&) const = default;
};

struct SupplyPile {
    std::string card; // definition id
    std::vector<CardId> cards;
};

enum class Phase { Setup, Casting, Main, Draw, NemesisMain, NemesisDraw, Over };
const char* to_string(Phase p);

// The turn mark after which the turn's player may prep two spells to each open breach (Otherworldly Gate).
inline constexpr const char* kTwoSpellsPerOpenBreach = "two_spells_per_open_breach";

struct TurnState {
    int number = 0;
    int player = -1; // -1 during the nemesis turn
    Phase phase = Phase::Setup;
    int aether = 0;
    std::vector<RestrictedAether> restricted;
    // Marks that last until the turn ends: "once per turn" uses (while-prepped effects) and turn-long
    // effects the engine honours, such as "prevent_damage" (no damage to players or Gravehold this turn) and
    // kTwoSpellsPerOpenBreach.
    std::vector<std::string> used_once;
    std::vector<CardId> gained;  // cards gained this turn, in order ("the second card you gained this turn")
    std::vector<CardId> prepped; // spells prepped this turn, in order ("a spell prepped this turn")
    int breach_discount = 0;     // "your next focus or open this turn costs N less" (Flexing Dagger)
};

enum class Result { None, Won, Lost };

// One EVOLVE outcome (rules/legacy.md §7.4), kept for the campaign to apply after the battle: a sticker
// placed on `card` (a definition id), or, with no slot free, `card` transformed into `into`.
struct Evolution {
    std::string card;
    bool transformed = false;
    std::string into;
    bool operator==(const Evolution&) const = default;
};

struct GameState {
    Rules rules;
    Rng rng;
    std::vector<CardInstance> cards;
    std::vector<Player> players;
    Nemesis nemesis;
    int gravehold_life = 30;
    int gravehold_max = 30;
    // What the players protect: "Gravehold", or the ally's name (rules/outcasts.md §8). Every line that
    // names Gravehold uses this.
    std::string gravehold_name = "Gravehold";
    std::string ally;               // ally definition id; "" = Gravehold
    int ally_charges = 0;           // the ally's ability charges
    int ally_max_charges = 0;       // 0: no ability
    std::vector<CardId> curse_deck; // face up (rules/outcasts.md §5)
    // Decks of player cards a nemesis hands out, by name, top first (Crooked Mask's corruption deck).
    std::map<std::string, std::vector<CardId>> card_decks;
    // Prince of Gluttons' devoured pile: supply cards it ate, face up, top last; its top card may be gained
    // like a supply pile's (../shared/nemeses-base.md §5).
    std::vector<CardId> devoured;
    // Discard piles of tier-0 decks whose cards never join the nemesis discard (the Legacy Support deck's),
    // by deck name, top last.
    std::map<std::string, std::vector<CardId>> side_discards;
    std::vector<CardId> group_treasures;           // level-2 treasures any player may use
    std::vector<CardId> used_treasures;            // once-per-battle treasures already used
    std::vector<TurnOrderCard> turn_order_deck;    // top first
    std::vector<TurnOrderCard> turn_order_discard; // top last
    // 4-player Legacy turn order tokens (rules/legacy.md §6.3): pair label ("p12", "p34") -> the player
    // holding it; a pair missing here has its token in the middle.
    std::map<std::string, int> turn_order_tokens;
    std::vector<SupplyPile> supply;
    std::vector<CardId> destroyed; // removed from the game
    TurnState turn;
    std::uint64_t next_arrival = 1;
    Result result = Result::None;
    std::string result_reason;
    std::string script_storage = "{}"; // the nemesis script's storage table, as canonical JSON
    // Bytes scripts wrote with ctx:log so far; bounded per battle (#17 item 12). Kept in checkpoints but
    // not hashed: it follows from the battle's history, and stored hashes stay valid.
    std::uint64_t script_log_bytes = 0;
    std::vector<Evolution> evolutions; // every EVOLVE of this battle, in order

    const CardInstance& card(CardId id) const { return cards.at(id.value()); }
};

} // namespace ae
