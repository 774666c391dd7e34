// Content definitions as the engine sees them: plain data the content loader fills in.
// Effects are not here; they live in scripts that the effect host runs (see effect_host.hpp).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ae {

// Corruption: a player card a nemesis hands out (Crooked Mask); never played from hand or bought, its effect
// resolves when the nemesis's rules say (../shared/nemeses-base.md §2).
enum class CardType { Gem, Relic, Spell, Attack, Minion, Power, Corruption };
inline constexpr int kCardTypes = 7;
enum class Origin { Rulebook, Original };

const char* to_string(CardType t);
std::optional<CardType> card_type_from_string(const std::string& s);
inline bool is_player_card(CardType t) {
    return t == CardType::Gem || t == CardType::Relic || t == CardType::Spell;
}

// Where a definition was written, for error messages that name file:line:col.
struct DefSource {
    std::string file;
    int line = 0;
    int col = 0;
};

// A gem, relic or spell (also starters, treasures and curses, which are player cards too).
struct PlayerCardDef {
    std::string id; // namespaced, e.g. "base.gem.jade"
    std::string name;
    std::string text; // our own short description of the effect
    CardType type = CardType::Gem;
    int cost = 0;
    bool starter = false;
    int pile_size = 0;             // copies in a supply pile (0: not a supply card)
    bool prep_to_closed = false;   // may be prepped to a closed breach without focusing it
    std::vector<std::string> tags; // e.g. "treasure", "curse", "xaxos"
    // Treasure level (rules/outcasts.md §4): 0 = not a treasure; 1 = a normal card a starting deck takes in;
    // 2 = group treasure, 3 = a player's own treasure, both used from their zone with the `use` entry.
    int level = 0;
    bool once_per_battle = false; // level 2/3: usable once per battle instead of once per turn
    bool passive = false;         // level 2/3: never used; it only reacts to moments ("when_<event>")
    Origin origin = Origin::Original;
    std::string script; // content-relative path of the Lua module with its effects; "" = no effect
    DefSource source;
};
// Whether the card carries the tag; the engine acts on the keywords `link` and `echo`.
bool has_tag(const PlayerCardDef& def, const std::string& tag);

enum class BreachSetup { Absent, Open, Closed };

struct BreachDef {
    BreachSetup setup = BreachSetup::Absent;
    int rotation = 0; // closed only: quarter-turns already applied (0..3)
};

// When a mage's ability may be used (rules/base.md §4.3: the timing is printed on each mat).
enum class AbilityWindow {
    OwnMainPhase,
    AnyMainPhase,
    NemesisCardDrawn,
    TurnOrderDrawn,
    OwnDrawPhaseEnd,
    Never
};
const char* to_string(AbilityWindow w);
std::optional<AbilityWindow> ability_window_from_string(const std::string& s);

struct MageDef {
    std::string id;
    std::string name;
    std::vector<std::string> hand; // exactly the starting hand
    std::vector<std::string> deck; // top first
    std::array<BreachDef, 4> breaches{};
    int ability_charges = 5;
    AbilityWindow ability_window = AbilityWindow::OwnMainPhase;
    std::string ability_name;
    std::string ability_text;
    // Damage this mage would suffer while exhausted reaches Gravehold multiplied by this (rules/base.md
    // §7.4 says doubled; a mat may say otherwise, e.g. Taqren's 1 for 1, rules/outcasts.md §12.3).
    int exhausted_multiplier = 2;
    Origin origin = Origin::Original;
    std::string script; // module with `ability` (and any unique starter effects it wants to share)
    DefSource source;
};

struct NemesisCardDef {
    std::string id;
    std::string name;
    std::string text;
    CardType type = CardType::Attack;
    int tier = 1;  // 0 = outside the nemesis deck (side decks)
    int life = 0;  // minions
    int power = 0; // powers: POWER X
    bool basic = false;
    bool to_discard = false; // has a TO DISCARD cost (script: can_discard / to_discard)
    // EVOLVE (rules/legacy.md §7.4): sticker slots (0 = cannot evolve) and the card it becomes when an
    // EVOLVE finds no free slot ("" = none).
    int evolve_slots = 0;
    std::string evolves_into;
    // Wanderer (rules/outcasts.md §7): damage from player cards and abilities is reduced to 1, and players
    // may spend aether in their main phase to deal that much damage to it.
    bool wanderer = false;
    int shields = 0; // minions: shield tokens it enters play with (docs/decisions.md: each blow takes one)
    bool upgraded = false; // an upgraded basic card (rules/outcasts.md §10.1.4), added before the fill
    Origin origin = Origin::Original;
    std::string script;  // module holding its effects
    std::string handler; // "" = the module itself; else the key in the module's `cards` table
    DefSource source;
};

struct NemesisDef {
    std::string id;
    std::string name;
    std::string text;
    int life = 60;
    int difficulty = 1;
    // The difficulty is the one printed on the nemesis's card (not an estimate): `sim --rate` calibrates its
    // scale on such nemeses (sim/rate.hpp).
    bool difficulty_printed = false;
    std::vector<std::string> cards;                             // tier 1-3 deck cards
    std::map<std::string, std::vector<std::string>> side_decks; // tier-0 decks by name
    // Decks of player cards the nemesis hands out, by name (Crooked Mask's corruption deck), shuffled at
    // setup.
    std::map<std::string, std::vector<std::string>> card_decks;
    std::map<std::string, int> tokens; // named counters and their start values
    Origin origin = Origin::Original;
    std::string script; // module with unleash, setup, cards.<name>.*, triggers, loss condition
    DefSource source;
};

// An ally protected instead of Gravehold (rules/outcasts.md §8): its name and life replace Gravehold's; an
// optional ability is a main-phase option once its charges are full.
struct AllyDef {
    std::string id;
    std::string name;
    std::string text;
    int life = 20;
    int charges = 0; // charges the ability needs (0: no ability)
    std::string ability_name;
    Origin origin = Origin::Original;
    std::string script; // module with `ability`
    DefSource source;
};

// Everything a battle may use, already resolved and validated by the content loader.
// A definition's name (and optionally its text) in another language, from a pack's lang/<code>.yaml. Only
// what people read is translated: scripts and saves always use ids and the English `name`.
struct LocalText {
    std::string name;
    std::string text;
    // The English `text` translates, when it came from a lang/<code>.po (its msgid): a translation of a
    // text that has changed since is not shown. Empty from lang/<code>.yaml.
    std::string text_english;
    DefSource source;
};

// A free text of a pack with {placeholders} ("Deal {n} damage to the Carapace Queen or to her husks?") from a
// lang/<code>.po: it translates the texts a script builds to that shape, whatever the values.
struct TextPattern {
    std::vector<std::string> literals; // the English between placeholders: one more than `names`
    std::vector<std::string> names;    // the placeholders, in order
    std::string text;                  // the translation, with the same placeholders
    // A plural entry's translations (msgstr[0], [1], ...), chosen by the value of {n} and the language's
    // plural rule (plural_form); `text` is the first.
    std::vector<std::string> forms;
};

// Which of a language's plural forms a count takes, as gettext numbers them: Polish 1 / 2-4, 22-24... /
// the rest; Czech and Slovak 1 / 2-4 / the rest; every other language 1 / the rest.
std::size_t plural_form(const std::string& language, long n);

struct Content {
    std::map<std::string, PlayerCardDef> player_cards;
    std::map<std::string, MageDef> mages;
    std::map<std::string, NemesisDef> nemeses;
    std::map<std::string, NemesisCardDef> nemesis_cards;
    std::map<std::string, AllyDef> allies;
    // Lua sources by content-relative path (what DefSource/script name), read by the loader.
    std::map<std::string, std::string> scripts;
    // Language code ("pl") -> content id -> its name there. English lives in the definitions themselves.
    std::map<std::string, std::map<std::string, LocalText>> translations;
    // Language code -> the packs' free texts (scripts' prompts, options and log lines, campaign texts) from
    // lang/<code>.po: English as written -> translation; and those with {placeholders}, in file order.
    std::map<std::string, std::map<std::string, std::string>> texts;
    std::map<std::string, std::vector<TextPattern>> text_patterns;
    // The language of the names people read ("" = English), a key of `translations`. Scripts, saves and
    // option ids never see it: they use ids and the English `name`.
    std::string language;
    // The name people read for a definition id: its translation in `language` when there is one, else its
    // English name (the id itself when no definition has it).
    std::string shown_name(const std::string& id) const;
    // The same in `language` ("" or "en": English), whatever `language` the content itself is set to.
    std::string shown_name(const std::string& id, const std::string& language) const;
    // The same for a player card definition of this content (shown_name(def.id)), without finding the
    // definition again and without a copy: the main phase names every card on offer at each decision.
    const std::string& shown_name(const PlayerCardDef& def) const;
    // A free text of a pack (its English as a script or campaign wrote it) in `language` ("pl"; "" or "en":
    // as it is): its translation, or a pattern's with the values it matched (a value that is a definition's
    // English name becomes its name there); else the English.
    std::string shown_text(const std::string& english, const std::string& language) const;
    // A definition's English `name` (as an engine or script text holds it) by its name in `language`; a
    // name no definition has, as it is.
    std::string shown_name_of_english(const std::string& name, const std::string& language) const;
    // A definition's text (card text, ability text) in `language`, from lang/<code>.yaml, else `english`.
    const std::string& shown_text_of(const std::string& id, const std::string& english,
                                     const std::string& language) const;

    const PlayerCardDef& player_card(const std::string& id) const;
    const MageDef& mage(const std::string& id) const;
    const NemesisDef& nemesis(const std::string& id) const;
    const NemesisCardDef& nemesis_card(const std::string& id) const;
    const AllyDef& ally(const std::string& id) const;
};

} // namespace ae
