// The interface through which the engine runs card, ability and nemesis effects. The Lua host implements
// it (scripting/), tests may implement it natively. No effect is written in engine C++ (ARCHITECTURE §3.4).
//
// An effect runs as a resumable resolution: start() runs it until it finishes or until it asks the engine
// for something that takes steps (a decision, damage that may exhaust someone, an Unleash). Then it returns
// Yielded; the engine runs the steps it scheduled and calls resume(), passing the result through
// Engine::last_result().
#pragma once

#include "engine/state.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace ae {

class Engine;

struct EffectCall {
    std::string script;  // script key in Content::scripts
    std::string handler; // "" = the module itself, else module.cards[handler]
    std::string
        entry; // play, cast, ability, unleash, setup, effect, immediately, persistent, power, to_discard
    std::string owner; // content id, for messages and event causes
    int player = -1;   // the acting player ("you"); -1 for the nemesis
    CardId card = kNoCard;
    int bonus_damage = 0; // open-breach bonus for spells cast from it
    int value = 0;        // the number a value query starts from (e.g. the damage about to be dealt)
    std::string source;   // value queries: the content id of what causes it (the damaging card or ability)
    // Triggers (entry "when_<event>", engine/triggers.cpp): the moment that set them off.
    std::string event;
    int event_player = -1;       // whom the moment concerns, if anyone
    CardId event_card = kNoCard; // the card it concerns, if any
    int breach = 0; // cast / prepped: the number (1-4) of the breach the spell was cast from or prepped onto
};

enum class EffectStatus { Done, Yielded };

// What a suspended effect gets back when it resumes: the chosen ids, or an amount (damage dealt).
struct EffectResult {
    std::vector<std::string> ids;
    int amount = 0;
};
using EffectRunId = std::uint64_t;

class EffectHost {
public:
    virtual ~EffectHost() = default;
    // Whether the script defines this entry point (an optional one, like `immediately`, may be missing).
    virtual bool has_entry(const EffectCall& call) = 0;
    virtual EffectStatus start(Engine& engine, EffectRunId run, const EffectCall& call) = 0;
    virtual EffectStatus resume(Engine& engine, EffectRunId run) = 0;
    // The battle ended while the effect was suspended: drop it without running it further.
    virtual void abandon(EffectRunId run) = 0;
    // A query callback (TO DISCARD conditions): runs to completion, may not change anything.
    virtual bool query(Engine& engine, const EffectCall& call) = 0;
    // A battle restored from a checkpoint: the scripts' storage as it was then (GameState::script_storage).
    // A host without storage ignores it.
    virtual void restore_storage(const std::string& storage_json) { (void)storage_json; }
    // A value query (damage modifiers): returns the adjusted number; by default nothing changes it.
    virtual int query_value(Engine&, const EffectCall& call) { return call.value; }
};

} // namespace ae
