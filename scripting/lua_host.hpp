// The Lua implementation of the engine's EffectHost: every card, ability and nemesis effect runs here
// as a sandboxed script, each resolution in its own coroutine (ARCHITECTURE §4.6, §5.7).
#pragma once

#include "engine/effect_host.hpp"
#include "engine/engine.hpp"
#include "scripting/ref.hpp"
#include "scripting/state.hpp"
#include "scripting/thread.hpp"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace ae::lua {

class LuaHost : public EffectHost {
public:
    explicit LuaHost(const Content& content, Limits limits = {});
    ~LuaHost() override;

    bool has_entry(const EffectCall& call) override;
    EffectStatus start(Engine& engine, EffectRunId run, const EffectCall& call) override;
    EffectStatus resume(Engine& engine, EffectRunId run) override;
    void abandon(EffectRunId run) override;
    bool query(Engine& engine, const EffectCall& call) override;
    int query_value(Engine& engine, const EffectCall& call) override;
    void restore_storage(const std::string& storage_json) override;

    // Makes this host as good as new for another battle of the same content, without making a new Lua
    // state (docs/decisions.md D61): every module runs again when first used, the storage is empty, no
    // effect is suspended, and the require and handle caches start empty. Only between battles (no engine
    // may still refer to it). Throws ScriptError when the state is dead; the host is then unusable.
    void reset();

    // Loads a script (syntax, its top-level code, a module table) and returns the promised entry points
    // it lacks, e.g. "cards.provoker.persistent". Throws ScriptError when it does not load.
    std::vector<std::string> missing_entries(const std::string& script, const std::set<std::string>& entries);
    State& state() { return state_; }

    // For the ctx bindings: the battle and the effect being resolved right now.
    static LuaHost& of(lua_State* L);
    Engine& engine() const;
    const EffectCall& call() const;
    std::uint8_t card_kind() const { return card_kind_; }
    std::uint8_t minion_kind() const { return minion_kind_; }
    std::size_t live_runs() const { return runs_.size(); }
    const void* ctx_metatable() const { return ctx_meta_ptr_; }
    // Times a resolution suspended (a decision, or steps the engine could not run inside the call, D63).
    std::uint64_t yields() const { return yields_; }

private:
    struct Run {
        std::unique_ptr<Thread> thread;
        EffectCall call;
    };
    struct Scope; // sets the engine and call for the duration of a start/resume/query

    const Ref& module(const std::string& script);
    // +1: the entry function, or nil when the script does not define it.
    void push_entry(const EffectCall& call);
    void push_ctx(lua_State* L);
    EffectStatus finish(EffectRunId run, RunStatus st);
    void save_storage();

    const Content& content_;
    State state_;
    std::unordered_map<std::string, Ref> modules_; // by script path; asked for at every effect and query
    std::map<EffectRunId, Run> runs_;
    // Coroutines whose resolution returned, reused by start(): making one per effect was a measurable
    // part of a battle (docs/performance.md). A coroutine that failed or was abandoned is not reused.
    std::vector<std::unique_ptr<Thread>> idle_threads_;
    Ref ctx_meta_;
    const void* ctx_meta_ptr_ = nullptr;
    static constexpr std::size_t kMaxSuspendedRuns = 50; // docs/lua-sandbox.md, "Limits"
    Ref storage_;
    Engine* engine_ = nullptr;
    const EffectCall* call_ = nullptr;
    std::uint8_t card_kind_ = 0;
    std::uint8_t minion_kind_ = 0;
    std::uint64_t yields_ = 0;
};

} // namespace ae::lua
