// Rule variants as switches in the battle setup, never copies of the engine (ARCHITECTURE §3.3).
#pragma once

#include <optional>
#include <string>

namespace ae {

enum class Variant { Base, Legacy, Outcasts };

// The four difficulty levels (../shared/nemeses-base.md §0.3). Beginner and extinction change the lives
// (apply_difficulty); expert and extinction also turn on each nemesis's own Increased Difficulty rule,
// which its script reads through ctx:difficulty().
enum class Difficulty { Beginner, Normal, Expert, Extinction };

struct Rules {
    Variant variant = Variant::Base;
    int player_life = 10;
    int gravehold_life = 30;
    int nemesis_life_delta = 0; // difficulty: -10 beginner, +10 extinction (rules/base.md §12.1)
    // rules/base.md §7.4: base-game exhaustion also Unleashes twice, destroys a breach and drops charges.
    // Legacy at campaign start keeps only the redirect to Gravehold (rules/legacy.md §5.1).
    bool exhaustion_penalties = true;
    // Mage abilities and charges exist (off at Legacy campaign start until a sticker turns them on).
    bool abilities = true;
    // Drawing from an empty nemesis deck Unleashes this many times instead (rules/base.md §6.2).
    int empty_deck_unleashes = 3;
    // Open-breach "+1 damage" applies to every damage source of the spell (Legacy DE reading) rather
    // than once per cast (base reading); see docs/decisions.md.
    bool bonus_per_source = false;
    // True solo: the player turn order cards in the deck (base: 3; Legacy PL: 4; rules/legacy.md §14.1 #5).
    int solo_player_cards = 3;
    // Base game: a lone exhausted player loses like any group. Legacy and Outcasts exempt true solo
    // (rules/legacy.md §6.10, rules/outcasts.md §13).
    bool solo_exhaustion_loses = true;
    // EVOLVE (rules/legacy.md §7.4): off until a Legacy rule sticker (Chapter 2) turns it on; while off,
    // ctx:evolve does nothing.
    bool evolve = false;
    Difficulty difficulty = Difficulty::Normal;

    // rules/outcasts.md §6: effects from different cards that happen at the same moment resolve in the order
    // the players choose. Part of the Outcasts variant; other variants use a fixed order (docs/decisions.md).
    bool players_order_simultaneous() const { return variant == Variant::Outcasts; }
};

const char* to_string(Variant v);
const char* to_string(Difficulty d); // "beginner", "normal", "expert", "extinction"
// The level named `name`, or nothing for any other word.
std::optional<Difficulty> difficulty_named(const std::string& name);
// Sets the level and the lives it brings: players 12/10/10/8, Gravehold 35/30/30/25, the nemesis -10/0/0/+10
// (on top of the variant's own values, which are the normal ones).
void apply_difficulty(Rules& r, Difficulty d);

} // namespace ae
