// The one pending decision of a battle (ARCHITECTURE §2, §4.3). Every input is an answer to it: the main
// phase too is a decision whose options are the legal actions. Option ids are stable strings, so logs and
// replays stay readable ("play:12", "buy:base.gem.jade", "focus:2", "end").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ae {

enum class DecisionKind {
    MainAction,    // main phase: one legal action
    CastingAction, // casting phase: cast a prepped spell, or end the phase
    TurnOrderWild, // the wild turn order card: which player takes the turn
    DiscardOrder,  // draw phase: order in which played gems and relics go to the discard pile
    DestroyBreach, // exhaustion: which breach the exhausted player destroys
    ChooseTarget,  // whom a "deal N damage" hits: the nemesis or a minion
    ChooseOption,  // a script's choice among named options
    ChoosePlayer,  // a script's choice of player
    ChooseCards,   // a script's choice of cards
    TriggerOrder,  // Outcasts §6: which of several effects happening at once resolves next
};
const char* to_string(DecisionKind k);

struct Option {
    std::string id;
    std::string text;
    bool enabled = true;
    std::string reason; // why it is disabled, shown to people
};

struct DecisionRequest {
    std::uint64_t seq = 0;
    DecisionKind kind = DecisionKind::MainAction;
    std::vector<int> who; // player indices allowed to answer
    std::string prompt;   // a text key or short English prompt
    std::vector<Option> options;
    int min = 1;
    int max = 1;
    bool ordered = false; // the order of the chosen ids matters (DiscardOrder)

    const Option* find(const std::string& id) const;
    int enabled_count() const;
};

struct Answer {
    std::uint64_t seq = 0;
    int player = -1; // who answers; must be in `who`
    std::vector<std::string> choice;
    bool automatic = false; // answered by the engine because only one answer was legal
};

struct SubmitResult {
    bool accepted = false;
    std::string reason; // why it was rejected
};

// Checks an answer against a request; returns "" when valid, otherwise the reason.
std::string validate(const DecisionRequest& req, const Answer& a);

} // namespace ae
