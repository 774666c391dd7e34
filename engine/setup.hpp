// What a battle starts from: the mages, the nemesis, the supply and the rule switches (rules/base.md §3).
#pragma once

#include "lang/language.hpp"

#include "engine/rules.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace ae {

struct Content;

struct PlayerSetup {
    std::string mage; // mage definition id
    std::string name; // shown in logs; defaults to the mage's name
    int life = -1;    // -1: the rules' player life
    int charges = 0;
    // Campaigns change starting cards (Legacy starter upgrades, Outcasts level-1 treasures): when non-empty
    // these replace the mage's starting hand / deck (top first) card for card.
    std::vector<std::string> hand;
    std::vector<std::string> deck;
    // Level-3 treasures (player card ids) on this player's mat; only this player may use them.
    std::vector<std::string> treasures;
};

struct GameSetup {
    Rules rules;
    std::vector<PlayerSetup> players; // 1..4
    std::string nemesis;              // nemesis definition id
    // Basic nemesis cards to draw from, by id; the deck is built by tiers from the player-count table.
    std::vector<std::string> basic_cards;
    // When non-empty the nemesis deck is exactly these cards, top first (scripted chapters, scenarios).
    std::vector<std::string> nemesis_deck;
    // Supply piles by player card id; each pile gets the card's pile size.
    std::vector<std::string> supply;
    // When non-empty the turn order deck is exactly this, top first (scenarios); otherwise built & shuffled.
    // "p1".."p4", "wild", "nemesis"; "p12" and "p34" are the two-name cards of 4-player Legacy.
    std::vector<std::string> turn_order;
    int gravehold_life = -1; // -1: the rules' value
    // Evolve stickers already on nemesis cards, by card definition id (kept by the campaign, §7.4).
    std::map<std::string, int> evolve_stickers;
    // Outcasts (rules/outcasts.md): the ally protected instead of Gravehold ("" = Gravehold itself).
    std::string ally;
    // The face-up curse deck: player card ids, each tagged `curse` (rules/outcasts.md §5).
    std::vector<std::string> curse_deck;
    // Level-2 treasures shared by the group: any player may use them in their main phase.
    std::vector<std::string> group_treasures;
    // Upgraded basic nemesis cards: each goes into its tier before the tier is filled up from basic_cards.
    std::vector<std::string> upgraded_basic_cards;
    bool swift = true; // auto-answer decisions with one legal answer (logged as automatic)
    // Nemesis token counters the battle's author places (scenarios): set after the nemesis's own setup ran,
    // so that its setup cannot move them.
    std::map<std::string, int> tokens;
};

// The Legacy Support deck (rules/legacy.md §7.2): the one tier-0 deck that keeps its printed order.
inline constexpr const char* kSupportDeck = "support";

// Basic nemesis cards added per tier for a player count (rules/base.md §3.3).
struct TierCounts {
    int tier1, tier2, tier3;
};
TierCounts basic_cards_per_tier(int players);

// Why a deck built by tiers cannot be dealt from these basic and upgraded cards for `players`, or "" when
// it can: the first tier that has fewer cards than the table needs (solo keeps at most 1 upgraded card in
// tier 1 and 3 in tier 2). Campaigns check this before a change shrinks their basic set, so no reachable
// campaign state fails to build its next battle.
std::string basic_card_shortage(const Content& content, int players, const std::vector<std::string>& basic,
                                const std::vector<std::string>& upgraded,
                                const lang::Language& L = lang::Language::english());

} // namespace ae
