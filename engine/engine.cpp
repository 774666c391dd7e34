#include "engine/engine.hpp"

#include "core/errors.hpp"
#include "lang/language.hpp"

#include <algorithm>

namespace ae {

namespace {
// The chosen ids as a DecisionAnswered event's text: "a,b,c".
std::string joined(const std::vector<std::string>& ids) {
    std::string out;
    for (const auto& id : ids) {
        if (!out.empty()) out += ','; // as before: nothing before the first id that wrote something
        out += id;
    }
    return out;
}
} // namespace

Engine::Engine(const Content& content, EffectHost& host, const GameSetup& setup, std::uint64_t seed)
    : content_(content), host_(host), setup_(setup), seed_(seed) {
    setup_battle();
}

Status Engine::advance() {
    for (;;) {
        if (over()) return Status::GameOver;
        if (pending_ && !answer_) return Status::AwaitingDecision;
        if (stack_.empty()) stack_.push_back(NextTurn{});
        run_step();
    }
}

void Engine::run_step() {
    Step step = std::move(stack_.back());
    stack_.pop_back();
    // Where this step goes back if it is not done: below any steps its effect ran inside a call of its
    // own (run_scheduled_now) that stopped at a decision, as if it had yielded before scheduling them.
    const std::size_t base = stack_.size();
    scheduled_.clear();
    const StepResult r = std::visit([this](auto& s) { return run(*this, s); }, step);
    // An error in a step run inside the effect's call surfaces here, as it would have from that step.
    if (inline_error_) std::rethrow_exception(std::exchange(inline_error_, nullptr));
    if (!over()) check_game_over();
    if (over()) {
        // rules/base.md §8: the moment a condition holds, nothing further resolves.
        auto drop = [this](Step& s) {
            if (auto* re = std::get_if<RunEffect>(&s); re && re->run != 0) host_.abandon(re->run);
        };
        drop(step);
        for (auto& s : stack_) drop(s);
        stack_.clear();
        scheduled_.clear();
        pending_.reset();
        answer_.reset();
        return;
    }
    // A step that waits for an answer must be the next to run, or another step would take its answer.
    if (r == StepResult::Await && (!scheduled_.empty() || stack_.size() != base))
        throw RuleError("engine bug: a step scheduled steps and awaited a decision in the same run");
    if (r != StepResult::Done)
        stack_.insert(stack_.begin() + static_cast<std::ptrdiff_t>(base), std::move(step));
    // Scheduled steps run before the step that scheduled them, in the order they were scheduled.
    for (auto it = scheduled_.rbegin(); it != scheduled_.rend(); ++it) stack_.push_back(std::move(*it));
    scheduled_.clear();
}

bool Engine::run_scheduled_now() {
    if (!steps_inline_ || effect_stack_.empty() || inline_runs_.size() >= kMaxInlineRuns) return false;
    // The steps run as at the top of the engine, where no effect is resolving: the events they emit name
    // the same cause, and an effect they start is the innermost one. Put back however this ends.
    struct Resolving {
        Engine& e;
        std::vector<RunEffect*> effects;
        explicit Resolving(Engine& en) : e(en), effects(std::move(en.effect_stack_)) {
            e.effect_stack_.clear();
        }
        ~Resolving() {
            e.effect_stack_ = std::move(effects);
            e.inline_runs_.pop_back();
        }
    };
    // Called from a Lua binding: nothing may escape into Lua, so an error waits in inline_error_ until
    // the effect has yielded and run_step raises it.
    try {
        // What run_step does when the effect yields: the battle's end is checked before anything else.
        if (!over()) check_game_over();
        if (over()) return false;
        const std::size_t base = stack_.size();
        inline_runs_.push_back({base, effect_stack_.back()});
        Resolving resolving(*this);
        for (auto it = scheduled_.rbegin(); it != scheduled_.rend(); ++it) stack_.push_back(std::move(*it));
        scheduled_.clear();
        // advance()'s loop, down to the steps that were there before; a decision is answered here when
        // the answerer can (D64).
        while (stack_.size() > base && !over()) {
            if (pending_ && !answer_ && !answer_here()) break;
            run_step();
        }
        return !over() && stack_.size() == base;
    } catch (...) {
        inline_error_ = std::current_exception();
        return false;
    }
}

const DecisionRequest& Engine::pending() const {
    if (!pending_ || answer_) throw RuleError("no decision is pending");
    return *pending_;
}

SubmitResult Engine::submit(const Answer& answer) {
    if (over()) return {false, "the battle is over"};
    if (!pending_ || answer_) return {false, "no decision is pending"};
    if (std::string why = accept(answer); !why.empty()) return {false, why};
    advance();
    return {true, ""};
}

std::string Engine::accept(const Answer& answer) {
    if (std::string why = validate(*pending_, answer); !why.empty()) return why;
    // One copy for the input log and one for the step that takes it: the bot answers hundreds of times a
    // battle, and each copy of the chosen ids was an allocation or more.
    inputs_.push_back(answer);
    inputs_.back().automatic = false;
    answer_ = inputs_.back();
    const Answer& a = *answer_;
    emit({.kind = EventKind::DecisionAnswered,
          .cause = "answer:" + std::to_string(a.seq),
          .player = a.player,
          .text = joined(a.choice)});
    return "";
}

bool Engine::answer_here() {
    if (!answerer_) return false;
    const std::optional<Answer> a = answerer_(*this, *pending_);
    if (!a) return false;
    if (std::string why = accept(*a); !why.empty())
        throw RuleError("the answer to '" + pending_->prompt + "' was refused: " + why);
    return true;
}

StepResult Engine::await(DecisionRequest req) {
    req.seq = next_decision_seq_++;
    if (req.who.empty()) throw RuleError("a decision needs at least one player who may answer");
    // A decision with one legal answer is answered by the engine and logged as automatic (ARCHITECTURE §4.3).
    std::optional<std::vector<std::string>> only;
    const int enabled = req.enabled_count();
    if (enabled == 0 && req.min == 0) only = std::vector<std::string>{};
    if (req.min == 1 && req.max == 1 && enabled == 1)
        for (const auto& o : req.options)
            if (o.enabled) only = std::vector<std::string>{o.id};
    if (!only && enabled < req.min)
        throw RuleError("decision '" + req.prompt + "' has fewer legal options than it needs");
    pending_ = std::move(req);
    if (setup_.swift && only) {
        inputs_.push_back({pending_->seq, pending_->who.front(), std::move(*only), true});
        answer_ = inputs_.back();
        emit({.kind = EventKind::DecisionAnswered,
              .cause = "automatic",
              .player = answer_->player,
              .text = joined(answer_->choice)});
    }
    return StepResult::Await;
}

std::optional<Answer> Engine::take_answer() {
    if (!answer_) return std::nullopt;
    auto a = std::move(answer_);
    answer_.reset();
    // Keep the longer list: a two-option casting decision must not replace the main phase's buffers.
    if (pending_ && pending_->options.size() >= spare_options_.size())
        spare_options_ = std::move(pending_->options);
    pending_.reset();
    return a;
}

std::vector<Option> Engine::reuse_options() {
    std::vector<Option> options = std::move(spare_options_);
    spare_options_.clear(); // a moved-from vector is valid but not necessarily empty
    return options;
}

std::vector<GameEvent> Engine::drain_events() {
    const auto fresh = new_events();
    std::vector<GameEvent> out(fresh.begin(), fresh.end());
    mark_events_read();
    return out;
}

std::span<const GameEvent> Engine::new_events() const { return std::span(events_).subspan(drained_); }

void Engine::mark_events_read() {
    if (presentation_.event_history) {
        drained_ = events_.size();
    } else {
        events_.clear(); // the vector keeps its capacity for the next events
        drained_ = 0;
    }
}

void Engine::emit(GameEvent e) {
    e.seq = next_event_seq_++;
    e.turn = state_.turn.number;
    e.phase = state_.turn.phase;
    if (e.cause.empty()) e.cause = cause();
    if (e.card != kNoCard && e.def.empty() && e.card.value() < state_.cards.size())
        e.def = state_.cards[e.card.value()].def;
    events_.push_back(std::move(e));
}

void Engine::schedule(Step s) { scheduled_.push_back(std::move(s)); }

void Engine::set_result(EffectResult r) {
    // Inside run_scheduled_now() only the steps above its base are the effect's own; below them the
    // effect's RunEffect would be, were it on the stack.
    const std::size_t floor = inline_runs_.empty() ? 0 : inline_runs_.back().base;
    for (std::size_t i = stack_.size(); i > floor; --i)
        if (auto* re = std::get_if<RunEffect>(&stack_[i - 1])) {
            re->result = std::move(r);
            return;
        }
    if (!inline_runs_.empty()) inline_runs_.back().owner->result = std::move(r);
}

const EffectResult& Engine::last_result() const {
    static const EffectResult none;
    return effect_stack_.empty() ? none : effect_stack_.back()->result;
}

std::string Engine::cause() const {
    if (!effect_stack_.empty()) return effect_stack_.back()->call.owner;
    return "rules";
}

const EffectCall* Engine::current_effect() const {
    return effect_stack_.empty() ? nullptr : &effect_stack_.back()->call;
}

void Engine::set_phase(Phase p) {
    if (state_.turn.phase == p) return;
    state_.turn.phase = p;
    emit({.kind = EventKind::PhaseStarted, .player = state_.turn.player, .text = to_string(p)});
}

void Engine::finish(Result r, const std::string& reason) {
    if (over()) return;
    state_.result = r;
    state_.result_reason = reason;
    emit({.kind = EventKind::GameOver, .text = std::string(r == Result::Won ? "won: " : "lost: ") + reason});
    state_.turn.phase = Phase::Over;
}

// rules/base.md §8: checked after every step, so a condition ends the battle the moment it holds.
void Engine::check_game_over() {
    if (over()) return;
    if (state_.nemesis.life <= 0) return finish(Result::Won, N_("the nemesis has no life left"));
    if (state_.gravehold_life <= 0) return finish(Result::Lost, state_.gravehold_name + " has fallen");
    const bool all_exhausted = std::all_of(state_.players.begin(), state_.players.end(),
                                           [](const Player& p) { return p.exhausted; });
    if (all_exhausted && (state_.players.size() > 1 || state_.rules.solo_exhaustion_loses))
        return finish(Result::Lost, N_("every player is exhausted"));
    // rules/base.md §8 (docs/decisions.md D3, revised for issue #16 §1.1): the players win the moment the
    // nemesis deck is empty and nothing of the nemesis is in play, e.g. when a spell kills the last minion;
    // nothing more resolves. A card being resolved or lying in front of a player is still the nemesis's, and
    // during setup (before the first turn) nothing has been fought yet.
    const auto& n = state_.nemesis;
    if (state_.turn.number > 0 && n.deck.empty() && n.in_play.empty() && n.resolving.empty() &&
        std::all_of(state_.players.begin(), state_.players.end(),
                    [](const Player& p) { return p.before.empty(); }))
        return finish(Result::Won, N_("the nemesis deck is empty and nothing of the nemesis is in play"));
}

CardId Engine::new_card(const std::string& def, bool nemesis, int owner) {
    const auto id = static_cast<CardId>(state_.cards.size());
    state_.cards.push_back({id, def, nemesis, owner});
    return id;
}

std::vector<int> Engine::players_all() const {
    std::vector<int> v;
    for (const auto& p : state_.players) v.push_back(p.index);
    return v;
}

} // namespace ae

namespace ae {
const lang::Language& Engine::language() const {
    // Without a language of its own the battle speaks the one its content's names are in (play/session.cpp).
    if (presentation_.language) return *presentation_.language;
    if (!language_ || language_code_ != content_.language) {
        language_ = &lang::Language::or_english(content_.language);
        language_code_ = content_.language;
    }
    return *language_;
}
} // namespace ae
