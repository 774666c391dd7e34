// Checkpoints (ARCHITECTURE §4.7): at a quiescent point the whole battle is plain data (state, steps, the
// pending decision, the counters), so it can be written as text and read back into an engine that then
// behaves exactly like the original. Saves keep the latest checkpoint and replay only the answers after it.
#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "engine/checkpoint_json.hpp"
#include "engine/engine.hpp"

namespace ae {
using nlohmann::json;

namespace {
constexpr int kCheckpointFormat = 1;
}

std::optional<std::string> Engine::checkpoint() const {
    if (over() || !pending_ || answer_ || !effect_stack_.empty() || !scheduled_.empty()) return std::nullopt;
    json steps = json::array();
    for (const Step& s : stack_) {
        auto j = checkpoint_json::step(s);
        if (!j) return std::nullopt; // an effect is suspended inside this decision
        steps.push_back(std::move(*j));
    }
    json j{{"format", kCheckpointFormat},
           {"state", checkpoint_json::state(state_)},
           {"steps", std::move(steps)},
           {"pending", checkpoint_json::decision(*pending_)},
           {"next_decision_seq", next_decision_seq_},
           {"next_event_seq", next_event_seq_},
           {"next_run_id", next_run_id_},
           {"inputs", inputs_.size()}};
    return j.dump();
}

Engine::Engine(const Content& content, EffectHost& host, const GameSetup& setup, std::uint64_t seed,
               const std::string& checkpoint, std::vector<Answer> inputs_before)
    : Engine(content, host, setup, seed) {
    json j;
    try {
        j = parse_json(checkpoint);
    } catch (const json::exception& e) { throw SaveError(std::string("malformed checkpoint: ") + e.what()); }
    try {
        if (!j.is_object() || j.value("format", 0) != kCheckpointFormat)
            throw SaveError("malformed checkpoint: unknown format");
        if (j.at("inputs").get<std::size_t>() != inputs_before.size())
            throw SaveError("checkpoint taken after " + std::to_string(j.at("inputs").get<std::size_t>()) +
                            " answers, but " + std::to_string(inputs_before.size()) + " were given");
        // The rules (and every definition) come from the setup this engine was just built from.
        const Rules rules = state_.rules;
        GameState s;
        checkpoint_json::read_state(j.at("state"), s);
        s.rules = rules;
        std::vector<Step> steps;
        for (const auto& step : j.at("steps")) steps.push_back(checkpoint_json::read_step(step));
        DecisionRequest pending = checkpoint_json::read_decision(j.at("pending"));
        state_ = std::move(s);
        stack_ = std::move(steps);
        pending_ = std::move(pending);
        answer_.reset();
        next_decision_seq_ = j.at("next_decision_seq").get<std::uint64_t>();
        next_event_seq_ = j.at("next_event_seq").get<std::uint64_t>();
        next_run_id_ = j.at("next_run_id").get<EffectRunId>();
    } catch (const json::exception& e) { throw SaveError(std::string("malformed checkpoint: ") + e.what()); }
    // The events up to the checkpoint were kept by whoever kept the checkpoint; new ones follow them.
    events_.clear();
    drained_ = 0;
    inputs_ = std::move(inputs_before);
    try {
        host_.restore_storage(state_.script_storage);
    } catch (const ScriptError& e) {
        throw SaveError(std::string("malformed checkpoint (storage): ") + e.what());
    }
}

} // namespace ae
