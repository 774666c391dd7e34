// The campaign step machine: runs a definition's instructions against a CampaignState until it needs the
// players (a Decision) or a battle, the way the battle engine stops at a pending decision. Everything it
// needs to continue is in the state, so a campaign resumes from its saved state alone.
#pragma once

#include "campaigns/changes.hpp"
#include "engine/setup.hpp"

#include <functional>
#include <optional>

namespace ae::campaign {

struct DecisionOption {
    std::string id;
    std::string label;
};

struct Decision {
    std::string key;    // where the answer is kept in CampaignState::choices
    std::string prompt; // in English, as the log keeps it and bots read it
    std::vector<DecisionOption> options;
    int min = 1, max = 1;
    int seat = 0; // 0: the whole group decides; else the seat whose mage it concerns
    // The prompt's words, to show it in any language (campaigns/decision_text.hpp): a pattern of the code's
    // catalogue, or the campaign's own text (`campaign_text`), and the values of its {placeholders}
    // ("cards": ids, comma-separated).
    std::string pattern;
    std::vector<std::pair<std::string, std::string>> values;
    bool campaign_text = false;
};

// What a battle ended with, as the campaign needs it (filled by whoever ran the engine).
struct BattleOutcome {
    std::string result; // "won" or "lost"
    int gravehold_life = 0;
    int nemesis_life = 0;
    int turns = 0;
    std::string date; // the day it ended (YYYY-MM-DD), from the caller's clock: the runner reads none
    std::vector<std::string> evolve_stickers;                 // basic card ids that got a sticker
    std::vector<std::pair<std::string, std::string>> evolved; // card -> the card it transformed into
};

// Lua hooks: a function of the campaign's module that reads the state and returns changes.
using HookRunner = std::function<std::vector<Change>(const std::string& hook, const CampaignState& s,
                                                     const Content& content)>;

enum class RunStatus { Decision, Battle, Finished };

class Runner {
public:
    Runner(const CampaignDef& def, const Content& content, CampaignState& state, HookRunner hooks = {});

    // Runs instructions until the players or a battle are needed.
    RunStatus advance();
    const Decision& decision() const { return decision_; }
    // Validates and applies an answer; returns why when it is refused (the state is unchanged), worded in
    // English and in the content's language (campaigns/refusal.hpp).
    std::optional<ChangeRejected> answer(const std::vector<std::string>& ids);

    // The battle to play: the attempt (index into state.battles) and the setup and seed the engine gets.
    int battle_index() const { return *state_.current_battle; }
    const GameSetup& battle_setup() const { return setup_; }
    // The battle record that holds the attempt, and the setup as stored there.
    void battle_started(std::int64_t game_id, const std::string& setup_json);
    void battle_finished(const BattleOutcome& o);

    // Log entries made since the last call; the caller saves them with the state in one transaction.
    std::vector<LogEntry> take_log();

private:
    const Step& step() const;
    void log(LogEntry e) { log_.push_back(std::move(e)); }
    void go(const std::string& step_id);
    void next_op() { ++state_.position_op; }
    bool run_op(const Op& op); // false: stop and return status_
    std::string key(const std::string& sub = "") const;
    bool ask(Decision d);
    GameSetup build_setup(const BattleSpec& spec) const;
    std::uint64_t draw_seed();
    void finish(const std::string& text);
    void redo_setup();

    const CampaignDef& def_;
    const Content& content_;
    CampaignState& state_;
    HookRunner hooks_;
    Decision decision_;
    GameSetup setup_;
    RunStatus status_ = RunStatus::Finished;
    std::vector<LogEntry> log_;
};

// A new campaign from its definition (rules/legacy.md §3.2, rules/outcasts.md §2.2): seats, names, mats.
struct NewCampaign {
    std::string name;
    int players = 1;
    std::vector<std::string> mage_names; // per seat; default "Mage N"
    std::vector<std::string> mats;       // Legacy: mage ids or their last part, per seat; default in order
    int solo_cards = 0;                  // Legacy true solo: 3 or 4 player turn order cards (0 = rules)
    std::uint64_t seed = 1;
    std::vector<std::string> global_unlocks; // what the database has unlocked (campaigns/unlocks.hpp)
    int solo_life = 0;    // Legacy true solo (German printing): 12 or 14 starting life (0 = the mat's)
    std::string language; // the language the group reads it in ("" = not chosen): CampaignState::language
};
CampaignState create_campaign(const CampaignDef& def, const Content& content, const NewCampaign& n,
                              std::vector<LogEntry>& log);

// The rules a battle of this campaign uses: the definition's plus every placed rule sticker.
Rules campaign_rules(const CampaignDef& def, const CampaignState& s);

} // namespace ae::campaign
