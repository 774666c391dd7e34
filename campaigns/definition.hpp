// A campaign definition as data (issue #6 item 2): Legacy's legacy deck and Outcasts' story booklet are both
// an ordered graph of steps, each a list of instructions. Loaded from campaigns/<id>/campaign.yaml.
#pragma once

#include "core/errors.hpp"
#include "engine/definitions.hpp"
#include "engine/rules.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ae::campaign {

// One option of a story choice; choosing it may set flags and jump to another step.
struct ChoiceOption {
    std::string id;
    std::string text;
    std::string go; // "" = carry on with the next instruction
    std::map<std::string, std::string> flags;
};

// How a battle instruction builds its GameSetup from the campaign state.
struct BattleSpec {
    std::string label;             // shown in the log, e.g. "Chapter 1"
    std::string nemesis;           // nemesis definition id
    std::vector<std::string> deck; // non-empty: the nemesis deck exactly, top first (scripted chapters)
    int gravehold_life = -1;       // -1: the rules' value
    bool retry_on_loss = false;    // Outcasts: a lost battle is fought again (basic cards redrawn)
    int max_attempts = 0;          // with retry_on_loss: give up after this many tries (0 = never)
    // false: the deck is built by tiers but nothing is shuffled (rules/outcasts.md, the first game: deck 1c
    // comes in its order). The runner lays it out: per tier the nemesis's own cards, then the first basic
    // cards of the campaign's set, tier 1 on top; the same deck for every group.
    bool shuffle_tiers = true;
};

// The instruction vocabulary. Instructions that only change state are "changes" (changes.hpp) and can also
// come from Lua hooks and companion commands; the others ask the players or play a battle.
enum class OpKind {
    Story,             // text: our own story words, shown and logged
    Change,            // change: one state change (open, rule_sticker, banish, add_supply_pile, ...)
    Hook,              // hook: a function of the campaign's Lua module that returns changes
    Battle,            // battle: play a battle built from the campaign state
    OnResult,          // on_result: jump by the last battle's result
    Choice,            // choice: a story choice
    Goto,              // goto: continue at another step
    StarterUpgrade,    // starter_upgrade: each mage picks a new starter card for a starting-hand Crystal
    SupplyImprovement, // supply_improvement: offer piles, add some, banish some (rules/legacy.md §8.2)
    ChooseMages,       // choose_mages: each seat picks a mage from the barracks (Outcasts)
    ChooseSupply,    // choose_supply: 9 piles from the barracks; the rest is banished (rules/outcasts.md §3)
    ChooseTreasures, // choose_treasures: treasures by battle number (rules/outcasts.md §4)
    Finish,          // finish: the campaign ends here
};

struct Change {
    std::string kind; // see changes.hpp for the list
    std::string id;   // the thing changed (card, pack, sticker, flag name, ...)
    std::string value;
    int level = 0; // treasures
};

struct Op {
    OpKind kind = OpKind::Story;
    SourcePos pos;
    std::string text;                  // Story, Choice prompt, Finish
    Change change;                     // Change
    std::string hook;                  // Hook
    BattleSpec battle;                 // Battle
    std::string on_won, on_lost;       // OnResult
    std::string id;                    // Choice id (unique in the campaign)
    std::vector<ChoiceOption> options; // Choice
    std::string go;                    // Goto
    std::vector<std::string> cards;    // StarterUpgrade options; SupplyImprovement offer
    int add = 0, banish = 0;           // SupplyImprovement
    int battle_number = 0;             // ChooseTreasures
};

struct Step {
    std::string id;
    std::string title;
    std::vector<Op> ops;
    std::string next; // "" = the campaign ends after this step unless an instruction jumps
    SourcePos pos;
};

struct RuleSticker {
    std::string id;
    std::string text;
    // The slot letters the rulebooks print for it, one per printing (PL "S", DE "S1"): what a group at the
    // table reads off its sheet. The letters differ between printings (rules/legacy.md §3.4).
    std::vector<std::string> printed;
    std::map<std::string, std::string> switches; // Rules field -> value ("true", "false", integer)
};

struct CampaignDef {
    std::string id;
    std::string name;
    std::string kind; // "legacy" | "outcasts"
    int min_players = 1, max_players = 4;
    std::string dir;    // folder of campaign.yaml
    std::string script; // campaign-relative Lua module with hooks ("" = none)
    std::string script_source;

    Rules rules;                   // battle rules at campaign start
    std::vector<std::string> mats; // Legacy: mage definitions the players choose from (one per seat)
    // Legacy: the locked areas of a mat that take stickers (rules/legacy.md §1.6: 2a, 2b, 3, 5, 6); a
    // campaign without them has mats that take none.
    std::vector<std::string> mat_slots;
    // The sealed components of the box by their printed labels ("deck.II", "envelope.2a", "pack.P3");
    // `open` takes only these when the list is given (rules/legacy.md §2, rules/outcasts.md §1).
    std::vector<std::string> components;
    std::vector<std::string> supply; // the starting supply (Legacy) or the barracks' first cards (Outcasts)
    std::vector<std::string> basic_nemesis_cards;
    std::vector<std::string> barracks_mages;
    std::vector<std::string> curse_deck;
    std::map<std::string, RuleSticker> rule_stickers;
    // Global unlocks (campaigns/unlocks.hpp) a database needs before this campaign can be started.
    std::vector<std::string> requires_unlocks;
    // At creation the campaign owns every upgraded basic nemesis card the database has unlocked.
    bool carry_upgraded_basics = false;

    std::string start;
    std::vector<Step> steps;

    const Step* step(const std::string& id) const;
};

// Reads `dir`/campaign.yaml (and its script). Every problem is reported as FILE:LINE:COL in one ContentError.
CampaignDef load_definition(const std::string& dir);
// Every folder under the shipped campaigns folder with a campaign.yaml, by id.
std::vector<std::string> shipped_definition_dirs();
// A shipped definition by id. A generated expedition's id (`expedition-<battles>-<seed>`, see
// expedition_gen.hpp) is recognised and generated from `content`; without content it is a InvalidRequest.
CampaignDef load_shipped_definition(const std::string& id, const Content* content = nullptr);
// What a campaign with this definition id plays: a shipped definition, or a generated expedition.
CampaignDef load_definition_for(const std::string& id, const Content& content);

// Applies a rule sticker's switches; throws ContentError on a switch name or value it does not know.
void apply_switches(Rules& r, const std::map<std::string, std::string>& switches, const std::string& where);

} // namespace ae::campaign
