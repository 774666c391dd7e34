// The battle engine (ARCHITECTURE §2, §4.3, §4.4): a resumable step machine with exactly one pending
// decision at a time. advance() runs steps until an answer is needed or the battle is over; submit()
// validates an answer (a bad one is rejected and changes nothing) and continues.
#pragma once

#include "engine/decision.hpp"
#include "engine/def_memo.hpp"
#include "engine/effect_host.hpp"
#include "engine/events.hpp"
#include "engine/setup.hpp"
#include "engine/state.hpp"
#include "engine/steps.hpp"

#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace ae::lang {
class Language;
}

namespace ae {

enum class Status { AwaitingDecision, GameOver };

// Where a gained card goes.
enum class Destination { Discard, Hand, DeckTop };

// What a battle makes only for those who watch it (docs/decisions.md D49). People, logs, saves and
// scenario checks read the options' English texts and the whole history of events; a simulation reads
// neither, and making them was most of the engine's own time (docs/performance.md). Neither changes what
// the battle decides: option ids, enabled and reasons, events' order and sequence numbers stay the same.
struct Presentation {
    bool option_texts = true;  // false: the engine's own options have empty texts (scripts' keep theirs)
    bool event_history = true; // false: events() holds only the events not yet drained
    // The language of option texts and of prompts with numbers or names in them; nullptr: English. Fixed
    // prompts and reasons stay English (their own catalogue keys) and are translated where they are shown.
    const lang::Language* language = nullptr;
};
// `gravehold sim` and the bench: nobody reads the texts, and events are drained as the battle goes.
inline constexpr Presentation kSimulation{false, false};

class Engine {
public:
    Engine(const Content& content, EffectHost& host, const GameSetup& setup, std::uint64_t seed);
    // A battle restored from checkpoint() text (engine/checkpoint.cpp) made with the same content, setup and
    // seed; `inputs_before` are the answers given before it, kept as the start of the input log. The same
    // decision is pending, and every later answer gives what it gave in the original. Malformed text
    // throws SaveError.
    Engine(const Content& content, EffectHost& host, const GameSetup& setup, std::uint64_t seed,
           const std::string& checkpoint, std::vector<Answer> inputs_before);

    Status advance();
    const DecisionRequest& pending() const;
    bool over() const { return state_.result != Result::None; }
    SubmitResult submit(const Answer& answer);
    // Set before the first advance() (or at any quiescent point): it affects decisions and events made
    // afterwards. The default is everything, for people.
    void set_presentation(Presentation p) { presentation_ = p; }
    const Presentation& presentation() const { return presentation_; }
    const lang::Language& language() const; // presentation().language, or English
    // A copy of the events not read yet; then they count as read (mark_events_read).
    std::vector<GameEvent> drain_events();
    // The events emitted since the last drain_events() or mark_events_read(), without copying them.
    std::span<const GameEvent> new_events() const;
    void mark_events_read(); // with the event history they stay in events(); without, they are let go
    // With the event history (the default): every event since the battle began (or its checkpoint).
    // Without: only those not drained yet.
    const std::vector<GameEvent>& events() const { return events_; }
    // Events emitted since the battle began (a restored engine holds only those after its checkpoint).
    std::uint64_t events_emitted() const { return next_event_seq_ - 1; }
    const std::vector<Answer>& inputs() const { return inputs_; }
    const GameState& state() const { return state_; }
    const Content& content() const { return content_; }
    const GameSetup& setup() const { return setup_; }
    std::uint64_t seed() const { return seed_; }
    // A hash of everything that decides the rest of the battle (state, RNG, pending steps).
    std::uint64_t state_hash() const;
    // The battle as text at a quiescent point (ARCHITECTURE §4.7): a decision pending and no effect running
    // (a running effect's Lua coroutine cannot be written). nullopt at any other moment.
    std::optional<std::string> checkpoint() const;

    // ---- The action API: what effects (through the host) may do. ----
    // Immediate actions change the state at once. Scheduling actions add steps; after calling one the
    // host must yield the effect (must_yield() tells), and resume it when the engine asks, unless
    // run_scheduled_now() ran those steps inside the call.
    bool must_yield() const { return !scheduled_.empty() || over(); }
    // Runs the steps the resolving effect has scheduled, and everything they set off, now, inside the
    // host's call: exactly the steps, in exactly the order, that would run if the effect yielded here and
    // were resumed once they are done (docs/decisions.md D63), without the cost of a yield. true: they
    // are done and the effect goes on with last_result(). false: the battle is over, a decision waits for
    // an answer, an error stopped a step (it is raised once the effect has yielded), or nesting is too
    // deep; the effect must then yield, and the engine resumes it after whatever is left of those steps.
    bool run_scheduled_now();
    // On by default. Off: run_scheduled_now() always says no (tests compare battles both ways).
    void set_steps_inline(bool on) { steps_inline_ = on; }
    // Answers a decision that arises inside run_scheduled_now(), so the effect need not yield for it
    // (docs/decisions.md D64): `gravehold sim` and the bench plug their bot in here, and it is asked
    // exactly the questions, in exactly the order, that advance() would have stopped at. nullopt leaves
    // the decision to whoever called advance() or submit(), as without an answerer. An answer that
    // submit() would refuse stops the battle with a RuleError.
    using Answerer = std::function<std::optional<Answer>(const Engine&, const DecisionRequest&)>;
    void set_answerer(Answerer answerer) { answerer_ = std::move(answerer); }
    // What the running effect's last scheduling action produced (chosen ids, damage dealt).
    const EffectResult& last_result() const;
    // The effect currently resolving (for the host's context: "you", the card, the breach bonus).
    const EffectCall* current_effect() const;

    void gain_aether(int player, int amount, const std::string& restricted_to = "");
    bool spend_aether(int player, int amount); // false (and nothing spent) when there is not enough
    bool spend_aether_for(int player, int amount, const std::string& card_type);
    int draw(int player, int count); // returns cards drawn
    void gain_charges(int player, int amount);
    void lose_charges(int player, int amount);
    void gain_life(int player, int amount); // player -1: Gravehold; sets off the moment life_gained
    void heal_minion(CardId minion, int amount);
    void heal_nemesis(int amount);
    // For a nemesis_damage hook: the nemesis loses this much life (damage it has already placed).
    void lose_nemesis_life(int amount, int player, const std::string& cause);
    CardId gain_card(int player, const std::string& card_def, Destination where);
    // rules/outcasts.md §5: the named curse (definition id or card name) from the curse deck; kNoCard, and
    // a log line, when none is left.
    CardId gain_curse(int player, const std::string& name_or_id, Destination where);
    // The top card of the nemesis's card deck `deck` (Crooked Mask's corruptions) goes to `player`: a gain
    // (on_gain and card_gained happen). kNoCard, changing nothing, when that deck is empty.
    CardId hand_out(const std::string& deck, int player, Destination where);
    // A player card back to the bottom of that card deck, belonging to nobody again.
    void to_card_deck(CardId card, const std::string& deck);
    // Helper of the gains above: `c`, already out of its zone, joins `player`'s cards as a gain.
    CardId gained(CardId c, int player, Destination where);
    // Prince of Gluttons: up to `n` cards from the top of the supply pile of `card_def` onto the devoured
    // pile; returns how many went (fewer when the pile runs out).
    int devour(const std::string& card_def, int n);
    // The top card of the devoured pile, gained like a supply card (the main-phase option "devoured").
    CardId gain_devoured(int player, Destination where);
    // The top `n` cards of the nemesis deck to its discard pile, unresolved (Vex); the cards, top first.
    std::vector<CardId> discard_nemesis_deck(int n);
    // rules/outcasts.md §8: charges for the protected ally's ability (nothing, logged, without one).
    void gain_ally_charges(int amount);
    void move_card(CardId card, int player, const std::string& zone); // hand, discard, deck_top, deck_bottom
    // "Reveal the top cards of your deck and put them back in any order": new top = old[order[0]], and so
    // on (index 0 = the top card). RuleError unless `order` names each of the top cards once.
    void arrange_deck_top(int player, const std::vector<int>& order);
    // A new copy of a starter card (Crystal, Spark: they have no supply pile, the box holds more) put into a
    // player's zone. It is not gained (no on_gain, no card_gained moment). RuleError for a non-starter.
    CardId put_new_starter(int player, const std::string& card_def, Destination where);
    // A nemesis card (being resolved, or anywhere else) is placed in front of a player, where it stays and
    // reacts to moments until an effect discards it (Hemorrhage). -1 when a card is in front of nobody.
    void place_before(CardId card, int player);
    int placed_before(CardId card) const;
    void discard_card(CardId card);
    // An effect preps a spell onto one of its owner's breaches (open, or closed too when `any_breach`).
    void destroy_card(CardId card);
    void focus_breach(int player, int breach, bool paid);
    void open_breach(int player, int breach);
    // Preps a player's spell from wherever it is (hand, discard, ...) onto its owner's breach: an open one,
    // or a closed one focused this turn or when the card allows it, or any closed one with `any_breach`.
    // false (nothing moves) when that is not allowed.
    bool prep_spell(CardId card, int breach, bool any_breach = false);
    // The breach is gone for the battle; a spell on it goes to its owner's discard pile.
    void destroy_breach(int player, int breach);
    void set_token(const std::string& name, int value);
    void set_power_tokens(CardId card, int value);
    // Legacy's silence and shield tokens on a minion in play (docs/decisions.md). RuleError if not in play.
    void silence(CardId minion);
    void add_shields(CardId minion, int n);
    void log(const std::string& owner, const std::string& text);
    // The turn order deck, for effects that reveal or rearrange it. Labels: p1..p4, wild, nemesis.
    // Revealing from an empty deck first shuffles the discard into it, as drawing does (docs/decisions.md
    // D4).
    std::vector<std::string> reveal_turn_order(int count);
    void move_turn_order(int index_from_top, bool to_top);  // index 0 = top card
    void arrange_turn_order(const std::vector<int>& order); // new deck = old[order[0]], old[order[1]], ...
    bool return_turn_order_card(const std::string& label);  // from the discard, shuffled into the deck
    static std::string turn_order_label(const TurnOrderCard& c);
    // The card the nemesis draws from a side deck and resolves, like a drawn card (tier-0 decks).
    CardId draw_side_deck(const std::string& deck);
    // The nemesis draws the top card of its deck and resolves it as in its draw phase (a setup that puts
    // the top card into play, rules/legacy.md §7.3). kNoCard when the deck is empty.
    CardId draw_nemesis_card();

    // EVOLVE (rules/legacy.md §7.4): one more sticker on the card's definition, or, with no slot free,
    // the card transforms now. Does nothing (and logs why) while rules.evolve is off.
    void evolve(CardId card, const std::string& cause);
    int evolve_stickers(const std::string& def) const; // stickers on a definition now (campaign + battle)
    // Resolve the top card of a tier-0 deck by its `effect` entry, then discard it (the Legacy Support
    // deck, rules/legacy.md §7.2). False when that deck is empty.
    bool resolve_side_card(const std::string& deck);

    // Scheduling actions.
    void deal_damage(int amount, const std::string& target, int chooser, const std::string& cause);
    void damage_player(int player, int amount, const std::string& cause);
    void damage_gravehold(int amount, const std::string& cause);
    void unleash(int times, const std::string& cause);
    void ask(DecisionRequest request); // the answer comes back in last_result().ids
    void cast_spell(int caster, CardId spell, const std::string& cause, int extra_damage = 0,
                    bool keep = false);
    void return_to_supply(CardId card);
    // A player's deck in a new random order (the battle's RNG), e.g. after a pile was put onto it.
    void shuffle_deck(int player);
    // A nemesis card from the nemesis discard pile enters play again as the newest card, with its printed
    // life or power (Awaken); its IMMEDIATELY effect does not run again.
    void return_to_play(CardId card);
    // A card from the nemesis discard pile goes to the bottom of one of its tier-0 decks (a Strike card
    // going back under the Strike deck after it resolved).
    void to_side_deck(CardId card, const std::string& deck);
    // A tier-0 deck in a new order from the battle's generator (Rageborne's strikes: a random one each time).
    void shuffle_side_deck(const std::string& deck);
    // The life a minion enters play with: its printed life, or what its `starting_life` query says
    // (Maggot Engine: twice the husks in play when it arrives).
    int minion_starting_life(CardId card) const;
    // rules/outcasts.md §10.7: an exhaustion during an Unleash waits until that Unleash has finished. Hands
    // `x` to the innermost Unleash resolving now; false (nothing taken) when none is.
    bool defer_to_unleash(const Exhaust& x);
    // The damage minion `c` takes from one instance of `amount` dealt by `chooser` (-1: the nemesis) with
    // `cause`, after its own modify_damage, every modify_minion_damage and the Wanderer's cap; before its
    // shields. What DealDamage applies, and what a bot may ask before choosing a target.
    int minion_damage_taken(CardId c, int amount, int chooser, const std::string& cause,
                            bool aether_strike = false) const;
    void resolve_nemesis_card(CardId card);
    // A battle moment (docs/lua-api.md "Triggers"): every live card whose module has "when_<event>" reacts,
    // after whatever is resolving now. Nothing is scheduled when no card reacts.
    void fire(const std::string& event, int player, CardId card, int amount = 0);
    // The live cards whose module defines `entry`, in the fixed order of triggers (engine/triggers.cpp).
    std::vector<TriggerSource> listeners(const std::string& entry, int player) const;
    // The call that runs `entry` of a listening source (a card, or a mat when the card is kNoCard).
    EffectCall source_call(const TriggerSource& t, const std::string& entry) const;

    // ---- Queries helpers shared by rules and hosts. ----
    // The breaches beside breach `n` of `player` (rules/base.md §2.2: I-II, II-III, III-IV), in number order;
    // a position the mage's mat does not have is no neighbour (docs/decisions.md D75).
    std::vector<int> adjacent_breaches(int player, int n) const;
    // The tier the nemesis deck is being drawn from: its top card's tier (0 when the deck is empty). Public:
    // the tiers are stacked in order and every group knows how many cards each holds.
    int nemesis_deck_tier() const;
    int focus_cost(const Breach& b) const;
    int open_cost(const Breach& b) const;
    // What the main-phase focus and open actions cost now: the printed cost less this turn's discount.
    int paid_focus_cost(const Breach& b) const;
    int paid_open_cost(const Breach& b) const;
    int aether_available(int player, const std::string& for_type) const;
    // Content::player_card / nemesis_card of a card's definition, and of a supply pile's card, each
    // remembered per card or pile (engine/def_memo.hpp): the main phase asks for them at every decision.
    const PlayerCardDef& player_def(CardId card) const;
    const NemesisCardDef& nemesis_def(CardId card) const;
    const PlayerCardDef& supply_def(std::size_t pile) const;
    std::string card_name(CardId card) const;  // the English name (scripts compare it)
    std::string shown_name(CardId card) const; // the name people read (Content::language)
    const InPlayCard* in_play(CardId card) const;
    std::vector<int> players_all() const;

    // Used by steps (engine internals), public so step files stay small free functions.
    GameState& mut() { return state_; }
    EffectHost& host() { return host_; }
    void emit(GameEvent e);
    void schedule(Step s);
    StepResult await(DecisionRequest req);
    std::optional<Answer> take_answer();
    // The options of the last answered decision, to be written over (engine/option_writer.hpp): their
    // strings keep their buffers, so a new decision allocates little. Empty the first time.
    std::vector<Option> reuse_options();
    // Hands a step's result to the effect that scheduled it: the nearest RunEffect below on the stack,
    // or the effect running the step inside its own call (run_scheduled_now).
    void set_result(EffectResult r);
    void finish(Result r, const std::string& reason);
    void check_game_over();
    CardId healing_card();          // the card of the effect resolving now (kNoCard for none)
    void check_script_conditions(); // the nemesis script's own loss condition, if it declares one
    int bonus_damage_for(const Breach& b) const;
    // How many times over damage to this exhausted player reaches Gravehold (its mage's, normally 2).
    int exhausted_multiplier(int player) const;
    // Whether a spell may join what is prepped on `owner`'s breach: none there, two Link spells, or two
    // spells on an open breach of the turn's player after Otherworldly Gate (breach_rules.cpp).
    bool breach_has_room(const Breach& b, const PlayerCardDef& spell, int owner) const;
    EffectRunId new_run_id() { return ++next_run_id_; }
    std::string cause() const;
    void set_phase(Phase p);
    CardId new_card(const std::string& def, bool nemesis, int owner);
    void remove_from_zones(CardId card);
    std::vector<CardId>* zone_of(CardId card);
    void begin_effect(RunEffect* r) { effect_stack_.push_back(r); }
    RunEffect* running_effect() { return effect_stack_.empty() ? nullptr : effect_stack_.back(); }
    void end_effect() { effect_stack_.pop_back(); }

private:
    void setup_battle();
    void run_step();

    const Content& content_;
    EffectHost& host_;
    GameSetup setup_;
    std::uint64_t seed_;
    GameState state_;
    std::vector<Step> stack_;     // back() runs next
    std::vector<Step> scheduled_; // steps added by the running step, in order
    std::optional<DecisionRequest> pending_;
    std::optional<Answer> answer_;
    std::vector<Option> spare_options_; // see reuse_options()
    Presentation presentation_;
    mutable const lang::Language* language_ = nullptr; // language(): found once per content language
    mutable std::string language_code_;
    std::uint64_t next_decision_seq_ = 1;
    std::uint64_t next_event_seq_ = 1;
    EffectRunId next_run_id_ = 0;
    std::vector<GameEvent> events_;
    std::size_t drained_ = 0;
    std::vector<Answer> inputs_;
    std::vector<RunEffect*> effect_stack_; // effects resolving right now, innermost last
    // run_scheduled_now() calls in progress, innermost last: where its steps start on the stack, and the
    // effect they belong to (off the stack while it runs, so set_result finds it here).
    // Each level holds a suspended coroutine's caller and the engine's frames on the C stack; deeper calls
    // yield as before.
    static constexpr std::size_t kMaxInlineRuns = 4;
    struct InlineRun {
        std::size_t base;
        RunEffect* owner;
    };
    std::vector<InlineRun> inline_runs_;
    std::exception_ptr inline_error_; // what stopped a step run inside a call; raised by run_step
    bool steps_inline_ = true;
    Answerer answerer_;
    // submit() without the advance(): "" when the answer is taken, else why not.
    std::string accept(const Answer& answer);
    bool answer_here(); // asks the answerer for the pending decision; true when it answered

public:
    // Whether a definition's module has one entry, asked once per definition (scripts never change), and
    // remembered per card too: triggers ask for every live card at every moment, and comparing a card's
    // definition id with the one remembered for it costs less than hashing it (docs/performance.md).
    struct EntryMemo {
        std::string entry;
        std::unordered_map<std::string, bool> by_def; // definition id -> answer
        struct Slot {
            const std::string* def = nullptr; // the definition's own id, in the content (never moves)
            bool has = false;
        };
        std::vector<Slot> by_card; // by card id
        std::vector<Slot> by_mat;  // by player index: the player's mage (players never change mage)
    };

private:
    mutable std::unordered_map<std::string, EntryMemo> has_entry_cache_; // by entry; nodes never move
    mutable DefMemo<PlayerCardDef> player_defs_;                         // by card id
    mutable DefMemo<NemesisCardDef> nemesis_defs_;                       // by card id
    mutable DefMemo<PlayerCardDef> supply_defs_;                         // by supply pile index

public:
    enum class DefKind { PlayerCard, NemesisCard, Mage, Nemesis };
    bool definition_has_entry(const std::string& def, DefKind kind, const std::string& entry) const;
    // The same in steps: the entry's memo found once, then asked per definition or per card (a player
    // card, or a nemesis card with DefKind::NemesisCard).
    EntryMemo& entry_memo(const std::string& entry) const;
    bool definition_has_entry(EntryMemo& memo, const std::string& def, DefKind kind) const;
    bool card_has_entry(EntryMemo& memo, CardId card, DefKind kind) const;
    bool mat_has_entry(EntryMemo& memo, const Player& player) const; // the player's mage's module
};

} // namespace ae
