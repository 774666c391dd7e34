// A test double for the effect host: effects written as C++ lambdas, keyed by "script|handler|entry".
// An effect is a list of phases; after a phase that scheduled engine steps it yields, like a Lua
// coroutine would, and the next phase runs when the engine resumes it.
#pragma once

#include "engine/engine.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace ae::test {

using Phase = std::function<void(Engine&, const EffectCall&)>;

class NativeHost : public EffectHost {
public:
    void on(const std::string& script, const std::string& entry, std::vector<Phase> phases,
            const std::string& handler = "") {
        effects_[key(script, handler, entry)] = std::move(phases);
    }
    void query_on(const std::string& script, const std::string& entry,
                  std::function<bool(Engine&, const EffectCall&)> q, const std::string& handler = "") {
        queries_[key(script, handler, entry)] = std::move(q);
    }
    // A value query (damage modifiers, spell bonuses): returns the adjusted number.
    void value_on(const std::string& script, const std::string& entry,
                  std::function<int(Engine&, const EffectCall&)> q, const std::string& handler = "") {
        values_[key(script, handler, entry)] = std::move(q);
    }
    bool has_entry(const EffectCall& c) override {
        const auto k = key(c.script, c.handler, c.entry);
        return effects_.count(k) || queries_.count(k) || values_.count(k);
    }
    int query_value(Engine& e, const EffectCall& c) override {
        auto it = values_.find(key(c.script, c.handler, c.entry));
        return it == values_.end() ? c.value : it->second(e, c);
    }
    EffectStatus start(Engine& e, EffectRunId run, const EffectCall& c) override {
        runs_[run] = {c, 0};
        return step(e, run);
    }
    EffectStatus resume(Engine& e, EffectRunId run) override { return step(e, run); }
    void abandon(EffectRunId run) override {
        runs_.erase(run);
        ++abandoned;
    }
    bool query(Engine& e, const EffectCall& c) override {
        return queries_.at(key(c.script, c.handler, c.entry))(e, c);
    }
    std::size_t live_runs() const { return runs_.size(); }
    int abandoned = 0;

private:
    static std::string key(const std::string& s, const std::string& h, const std::string& e) {
        return s + "|" + h + "|" + e;
    }
    EffectStatus step(Engine& e, EffectRunId run) {
        auto& r = runs_.at(run);
        const auto& phases = effects_.at(key(r.call.script, r.call.handler, r.call.entry));
        while (r.pc < phases.size()) {
            phases[r.pc++](e, r.call);
            if (e.must_yield()) return EffectStatus::Yielded;
        }
        runs_.erase(run);
        return EffectStatus::Done;
    }
    struct Run {
        EffectCall call;
        std::size_t pc;
    };
    std::map<std::string, std::vector<Phase>> effects_;
    std::map<std::string, std::function<bool(Engine&, const EffectCall&)>> queries_;
    std::map<std::string, std::function<int(Engine&, const EffectCall&)>> values_;
    std::map<EffectRunId, Run> runs_;
};

} // namespace ae::test
