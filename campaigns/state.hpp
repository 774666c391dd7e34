// What a campaign carries between battles (rules/legacy.md Appendix A, rules/outcasts.md Appendix A), as
// plain data. Everything here is saved after every decision; nothing about a campaign lives anywhere else.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ae::campaign {

enum class Kind { Legacy, Outcasts };
const char* to_string(Kind k);
std::optional<Kind> kind_from_string(const std::string& s);

// One mage of the group. In Legacy a player-named mat side; in Outcasts the seat's mage for the current
// battle is chosen from the barracks, so `mage` changes between battles.
struct CampaignMage {
    int seat = 0;                  // 1..players
    std::string name;              // written on the mat (Legacy) or the player's name for the seat (Outcasts)
    std::string mage;              // mage definition id (mat side)
    std::vector<std::string> hand; // starting hand as modified by the campaign
    std::vector<std::string> deck; // starting deck, top first
    std::map<std::string, std::string> stickers; // mat slot -> sticker id
    bool operator==(const CampaignMage&) const = default;
};

// One battle attempt, whatever its outcome (the score table is built from these).
struct BattleAttempt {
    int number = 0;      // 1.. in campaign order
    std::string step;    // definition step that started it, e.g. "ch1.battle"
    int attempt = 1;     // 1 for the first try of this step, 2 for a replay after a loss, ...
    std::string nemesis; // nemesis definition id
    std::uint64_t seed = 0;
    std::string setup_json; // the GameSetup the engine got (saves::setup_to_json)
    std::string result;     // "playing", "won", "lost"
    int gravehold_life = 0; // Gravehold or the protected ally at the end
    int nemesis_life = 0;
    int turns = 0;
    std::int64_t game_id = 0; // the battle record in this database; not part of exports
    std::string label;        // what the book calls it, e.g. "Chapter 3" (the score table's chapter column)
    std::string date;         // the day it ended, YYYY-MM-DD ("" while playing, or in saves made before it)
    // Who played which mage, by seat (the names of the people at the table; "" where not said). Recorded
    // with `campaign record --played-by`; empty when nobody said.
    std::vector<std::string> played_by;
    bool operator==(const BattleAttempt&) const = default;
};

struct CampaignState {
    std::string name; // unique in the database
    Kind kind = Kind::Legacy;
    std::string definition; // campaign definition id, e.g. "legacy" or "outcasts"
    int players = 1;        // fixed for the campaign (rules/legacy.md §3.2)
    std::uint64_t seed = 0; // every random choice of the campaign comes from this and `draws`
    std::uint64_t draws = 0;

    std::vector<CampaignMage> mages;
    std::vector<std::string> turn_order_names; // names written on the turn order cards, in card order

    std::vector<std::string> opened;        // packs, envelopes, boxes and sticker sections, in order
    std::vector<std::string> rule_stickers; // named switches that change battle setup
    std::vector<std::string> supply;        // current supply piles (player card ids)
    std::vector<std::string> banished_supply;
    std::vector<std::string> banished_nemesis_cards;
    std::vector<std::string> banished_other;

    std::vector<std::string> basic_nemesis_cards;  // the campaign's basic set (evolved ones replace)
    std::map<std::string, int> evolve_stickers;    // basic card id -> stickers placed
    std::map<std::string, std::string> evolved;    // original id -> the evolved card that replaced it
    std::vector<std::string> upgraded_basic_cards; // Outcasts: owned upgraded basic nemesis cards

    // Outcasts barracks (rules/outcasts.md §3).
    std::vector<std::string> barracks_mages;
    std::vector<std::string> barracks_cards;           // player card ids, one entry per pile kind
    std::map<int, std::vector<std::string>> treasures; // level -> treasure ids

    // Story: where the campaign is, what was chosen, free-form flags (Wesnoth-style campaign variables).
    std::string position;                       // id of the step to run next; "" = finished
    int position_op = 0;                        // index of the next instruction inside that step
    std::map<std::string, std::string> choices; // choice id -> option chosen
    std::map<std::string, std::string> flags;
    std::optional<int> current_battle; // index into `battles` while a battle is being played

    std::vector<BattleAttempt> battles;
    bool finished = false;

    // What this campaign earned for every campaign in its database (campaigns/unlocks.hpp), in order.
    std::vector<std::string> global_unlocks;

    // The group plays its battles with the physical box and records them here (issue #15 §2): `play` stops
    // before each battle and `next` tells the table what to set up.
    bool companion = false;

    // The language the group reads it in ("pl", "de"; "" = not chosen): what every campaign command shows
    // when nobody asks for another (--lang, $GRAVEHOLD_LANG). Only people's texts depend on it.
    std::string language;

    bool operator==(const CampaignState&) const = default;
};

} // namespace ae::campaign
