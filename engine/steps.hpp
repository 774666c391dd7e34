// The steps of the battle's step machine (ARCHITECTURE §4.4). Each step is a plain struct with a program
// counter `pc` and the fields it needs to resume; run() returns Done, Continue (run me again after the
// steps I scheduled) or Await (a decision is pending; run me again with the answer).
#pragma once

#include "engine/decision.hpp"
#include "engine/effect_host.hpp"
#include "engine/state.hpp"

#include <string>
#include <variant>
#include <vector>

namespace ae {

class Engine;
enum class StepResult { Done, Continue, Await };

// Draw a turn order card and start that turn (rules/base.md §4.1).
struct NextTurn {
    int pc = 0;
    std::vector<int> players; // who may take a wild turn
    std::string pair;         // a two-name card's label ("p12") while its players decide
};
// A player's turn: casting, main and draw phases (rules/base.md §4.2).
struct PlayerTurn {
    int player = 0;
    int pc = 0;
};
struct CastingPhase {
    int player = 0;
};
struct MainPhase {
    int player = 0;
};
struct DrawPhase {
    int player = 0;
    int pc = 0;
};
// The nemesis turn: main phase over cards in play oldest first, then draw (rules/base.md §6).
struct NemesisTurn {
    int pc = 0;
    std::vector<CardId> order; // cards in play at the start of the main phase
    std::size_t next = 0;
};
struct ResolveNemesisCard {
    CardId card = kNoCard;
    int pc = 0;
};
// A tier-0 card resolved by its `effect` entry and then put on its deck's own discard pile (the Legacy
// Support deck, rules/legacy.md §7.2: never the nemesis discard pile).
struct ResolveSideCard {
    CardId card = kNoCard;
    int pc = 0;
    std::string deck = "support"; // checkpoints written before side discard piles resolved Support cards only
};
// Run one effect through the host, resuming it after each batch of steps it schedules.
struct RunEffect {
    EffectCall call;
    EffectRunId run = 0;
    int pc = 0;
    CardId then_discard = kNoCard; // a power paid off with TO DISCARD, discarded once the cost resolved
    int damage_sources = 0;        // "deal N damage" calls so far (for the open-breach bonus)
    EffectResult result;           // what its last scheduled step produced
};
// Cast a prepped spell: it goes to its owner's discard pile first, then its Cast effect (§5.5).
struct CastSpell {
    int caster = 0;
    CardId spell = kNoCard;
    std::string cause;
    int extra_damage = 0; // "it deals +N damage" (Expunge): joins the open-breach bonus
    bool keep = false;    // "cast it without discarding it" (Black Mirror, Life's Embrace): it stays prepped
};
// "Deal N damage": to the nemesis or a minion; asks the chooser when the target is open (§7.1).
struct DealDamage {
    int amount = 0;
    std::string target; // "" = ask; "nemesis"; "minion:<id>"
    int chooser = 0;
    std::string cause;
    int pc = 0;
    bool aether_strike = false; // aether spent on a Wanderer: not reduced to 1 (rules/outcasts.md §7)
    int life_before = 0;        // nemesis life before its nemesis_damage hook ran
};
// A player or Gravehold suffers damage (§7.2, §7.4).
struct SufferDamage {
    int player = -1; // -1 = Gravehold
    int amount = 0;
    std::string cause;
    bool report = true; // false for redirected damage: the effect learns what its own target suffered
};
// The steps a player goes through on becoming exhausted, then the overflow to Gravehold (§7.4).
struct Exhaust {
    int player = 0;
    int overflow = 0;
    std::string cause;
    int pc = 0;
};
// A decision a script asked for; the answer becomes the effect's result.
struct AwaitChoice {
    DecisionRequest request;
    int pc = 0;
};
struct Unleash {
    int times = 1;
    std::string cause;
    int done = 0;
    // rules/outcasts.md §10.7: players exhausted while this Unleash resolves, whose exhaustion steps start
    // once it has finished (Outcasts only; other variants exhaust at once).
    std::vector<Exhaust> deferred;
};
// A moment when mages whose ability has this timing may use it (rules/base.md §4.3: the timing is on the
// mat): a nemesis attack or power was drawn, or a turn order card was drawn.
struct AbilityWindowStep {
    AbilityWindow window = AbilityWindow::Never;
    CardId card = kNoCard; // the nemesis card just drawn, for NemesisCardDrawn
};
// After every turn: the deck-empty victory and the nemesis's own conditions (rules/base.md §8).
struct EndOfTurnCheck {};
// Token counters a battle's author placed (GameSetup::tokens), put on after the nemesis's own setup so that
// the setup cannot move them (issue #16 §5).
struct PlaceTokens {
    std::map<std::string, int> tokens;
};
// A battle moment that cards in play react to (their "when_<event>" entry; engine/triggers.cpp). Each source
// is a different card; several at once resolve in the players' order under Outcasts (§6).
struct TriggerSource {
    CardId card = kNoCard;
    int player = -1; // "you" for its effect (-1: the nemesis)
};
struct Triggers {
    std::string event;
    int player = -1;       // whom the moment concerns (-1: nobody in particular)
    CardId card = kNoCard; // the card it concerns
    int amount = 0;
    std::vector<TriggerSource> pending; // in the fixed order; the players may pick another
    bool collect = false; // find the sources when the step runs (a moment scheduled ahead, like a phase end)
};

using Step =
    std::variant<NextTurn, PlayerTurn, CastingPhase, MainPhase, DrawPhase, NemesisTurn, ResolveNemesisCard,
                 ResolveSideCard, RunEffect, CastSpell, DealDamage, SufferDamage, Exhaust, AwaitChoice,
                 Unleash, AbilityWindowStep, EndOfTurnCheck, Triggers, PlaceTokens>;

StepResult run(Engine& e, NextTurn& s);
StepResult run(Engine& e, PlayerTurn& s);
StepResult run(Engine& e, CastingPhase& s);
StepResult run(Engine& e, MainPhase& s);
StepResult run(Engine& e, DrawPhase& s);
StepResult run(Engine& e, NemesisTurn& s);
StepResult run(Engine& e, ResolveNemesisCard& s);
StepResult run(Engine& e, ResolveSideCard& s);
StepResult run(Engine& e, RunEffect& s);
StepResult run(Engine& e, CastSpell& s);
StepResult run(Engine& e, DealDamage& s);
StepResult run(Engine& e, SufferDamage& s);
StepResult run(Engine& e, Exhaust& s);
StepResult run(Engine& e, AwaitChoice& s);
StepResult run(Engine& e, Unleash& s);
StepResult run(Engine& e, AbilityWindowStep& s);
StepResult run(Engine& e, EndOfTurnCheck& s);
StepResult run(Engine& e, PlaceTokens& s);
StepResult run(Engine& e, Triggers& s);

} // namespace ae
