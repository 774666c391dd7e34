#include "scripting/lua_host.hpp"

#include "core/errors.hpp"
#include "scripting/ctx_api.hpp"
#include "scripting/handle.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/query.hpp"
#include "scripting/storage.hpp"

namespace ae::lua {
namespace {
const char* const kHostKey = "gravehold.host"; // registry: light userdata to the LuaHost
// Finished coroutines kept for reuse; effects nest only a few deep, so a few cover them all.
constexpr std::size_t kIdleThreads = 4;

int ctx_readonly(lua_State* L) { return luaL_error(L, "ctx is read-only; keep your data in ctx.storage"); }
} // namespace

struct LuaHost::Scope {
    LuaHost& host;
    Engine* engine;
    const EffectCall* call;
    Scope(LuaHost& h, Engine& e, const EffectCall& c) : host(h), engine(h.engine_), call(h.call_) {
        h.engine_ = &e;
        h.call_ = &c;
    }
    ~Scope() {
        host.engine_ = engine;
        host.call_ = call;
    }
};

LuaHost::LuaHost(const Content& content, Limits limits) : content_(content), state_(limits) {
    lua_State* L = state_.get();
    lua_pushlightuserdata(L, this);               // +1
    lua_setfield(L, LUA_REGISTRYINDEX, kHostKey); // -1
    // Cards never stop existing (they only move); a minion handle is stale once that minion left play.
    card_kind_ = register_handle_kind(L, "Card");
    minion_kind_ = register_handle_kind(L, "Minion", [this](std::uint32_t id, std::uint32_t gen) {
        if (!engine_) return false;
        const InPlayCard* ip = engine_->in_play(CardId(id));
        return ip && static_cast<std::uint32_t>(ip->arrival) == gen;
    });
    state_.set_random([this](std::int64_t n) -> std::int64_t {
        if (!engine_) throw ScriptError("ae.random is only available during a battle");
        return static_cast<std::int64_t>(engine_->mut().rng.bounded(static_cast<std::uint64_t>(n))) + 1;
    });
    state_.set_require_resolver([this](const std::string& name) -> std::optional<std::string> {
        auto it = content_.scripts.find(name + ".lua");
        if (it == content_.scripts.end()) return std::nullopt;
        return it->second;
    });
    // A ctx action that waits for the engine lets it run the steps now when it can (D63): a yield in
    // Lua built as C++ is an exception, the largest cost of a scripted battle (docs/performance.md).
    state_.set_steps_now([this] { return engine_ != nullptr && engine_->run_scheduled_now(); });
    lua_newtable(L); // +1 metatable of ctx objects
    lua_newtable(L); // +1 methods
    register_ctx_queries(L);
    register_ctx_actions(L);
    register_ctx_choices(L);
    lua_setfield(L, -2, "__index");       // -1
    lua_pushcfunction(L, ctx_readonly);   // +1
    lua_setfield(L, -2, "__newindex");    // -1
    lua_pushliteral(L, "locked");         // +1
    lua_setfield(L, -2, "__metatable");   // -1
    ctx_meta_ptr_ = lua_topointer(L, -1); // Lua never moves a table
    ctx_meta_ = Ref::pop(L);              // -1
    lua_newtable(L);                      // +1 the battle's script storage
    storage_ = Ref::pop(L);               // -1
}

LuaHost::~LuaHost() {
    runs_.clear(); // threads and refs go before the state
    idle_threads_.clear();
    modules_.clear();
    ctx_meta_.reset();
    storage_.reset();
}

void LuaHost::reset() {
    if (engine_ != nullptr) throw ScriptError("a Lua host cannot be reset while an effect runs");
    // Dropped, not reused: a new state's first coroutines start with a full count-hook interval.
    runs_.clear();
    idle_threads_.clear();
    modules_.clear();
    state_.reset_for_reuse();
    lua_State* L = state_.get();
    lua_newtable(L);        // +1 the next battle's script storage
    storage_ = Ref::pop(L); // -1
}

LuaHost& LuaHost::of(lua_State* L) {
    lua_getfield(L, LUA_REGISTRYINDEX, kHostKey); // +1
    auto* h = static_cast<LuaHost*>(lua_touserdata(L, -1));
    lua_pop(L, 1); // -1
    return *h;
}

Engine& LuaHost::engine() const {
    if (!engine_) throw ScriptError("no battle is running");
    return *engine_;
}

const EffectCall& LuaHost::call() const {
    if (!call_) throw ScriptError("no effect is resolving");
    return *call_;
}

const Ref& LuaHost::module(const std::string& script) {
    if (auto it = modules_.find(script); it != modules_.end()) return it->second;
    auto src = content_.scripts.find(script);
    if (src == content_.scripts.end())
        throw ScriptError("script '" + script + "' is not part of the loaded content");
    return modules_.emplace(script, state_.load_module("@" + script, src->second)).first->second;
}

std::vector<std::string> LuaHost::missing_entries(const std::string& script,
                                                  const std::set<std::string>& entries) {
    lua_State* L = state_.get();
    StackGuard guard(L);
    const Ref& mod = module(script);
    std::vector<std::string> missing;
    for (const auto& path : entries) {
        mod.push(L); // +1
        std::size_t start = 0;
        bool ok = true;
        while (ok) {
            const auto dot = path.find('.', start);
            const std::string part =
                path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
            ok = lua_istable(L, -1);
            if (ok) lua_getfield(L, -1, part.c_str()); // +1 (raw tables only: modules are plain data)
            if (dot == std::string::npos) break;
            start = dot + 1;
        }
        if (!ok || !lua_isfunction(L, -1)) missing.push_back(path);
        lua_settop(L, 0);
    }
    return missing;
}

void LuaHost::push_entry(const EffectCall& call) {
    lua_State* L = state_.get();
    module(call.script).push(L); // +1 module
    if (!call.handler.empty()) {
        if (lua_getfield(L, -1, "cards") != LUA_TTABLE) { // +1
            lua_pop(L, 2);
            lua_pushnil(L);
            return;
        }
        lua_getfield(L, -1, call.handler.c_str()); // +1
        lua_remove(L, -2);                         // -1 cards
        lua_remove(L, -2);                         // -1 module
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            lua_pushnil(L);
            return;
        }
    }
    lua_getfield(L, -1, call.entry.c_str()); // +1
    lua_remove(L, -2);                       // -1 table
}

bool LuaHost::has_entry(const EffectCall& call) {
    if (call.script.empty()) return false;
    lua_State* L = state_.get();
    push_entry(call);
    const bool fn = lua_isfunction(L, -1);
    lua_pop(L, 1);
    return fn;
}

void LuaHost::push_ctx(lua_State* L) {
    lua_newtable(L);                // +1 ctx
    storage_.push(L);               // +1
    lua_setfield(L, -2, "storage"); // -1
    ctx_meta_.push(L);              // +1
    lua_setmetatable(L, -2);        // -1
}

EffectStatus LuaHost::start(Engine& engine, EffectRunId run, const EffectCall& call) {
    // Every suspended run waits for the steps it started; a chain this long is an effect that sets
    // itself off again (an unleash that unleashes, a trigger that triggers itself). Stop it here,
    // naming it, before each link's coroutine and steps use up the memory.
    if (runs_.size() >= kMaxSuspendedRuns)
        throw ScriptError(call.owner + " (" + call.entry + "): effects nested more than " +
                          std::to_string(kMaxSuspendedRuns) +
                          " deep (does it set itself off again, through unleash or a trigger?)");
    Scope scope(*this, engine, call);
    push_entry(call);
    Ref fn = Ref::pop(state_.get());
    std::unique_ptr<Thread> thread;
    if (!idle_threads_.empty()) {
        thread = std::move(idle_threads_.back());
        idle_threads_.pop_back();
    } else {
        thread = std::make_unique<Thread>(state_);
    }
    auto [it, ok] = runs_.emplace(run, Run{std::move(thread), call});
    Run& r = it->second;
    call_ = &r.call;
    RunStatus st;
    try {
        st = r.thread->start(fn, [this](lua_State* co) {
            push_ctx(co);
            return 1;
        });
    } catch (const ScriptError& e) {
        runs_.erase(run);
        throw ScriptError(call.owner + " (" + call.entry + "): " + e.what());
    }
    return finish(run, st);
}

EffectStatus LuaHost::resume(Engine& engine, EffectRunId run) {
    auto it = runs_.find(run);
    if (it == runs_.end()) throw ScriptError("no suspended effect " + std::to_string(run));
    Scope scope(*this, engine, it->second.call);
    RunStatus st;
    try {
        st = it->second.thread->resume();
    } catch (const ScriptError& e) {
        const std::string owner = it->second.call.owner, entry = it->second.call.entry;
        runs_.erase(run);
        throw ScriptError(owner + " (" + entry + "): " + e.what());
    }
    return finish(run, st);
}

EffectStatus LuaHost::finish(EffectRunId run, RunStatus st) {
    if (st == RunStatus::Yielded) {
        ++yields_;
        return EffectStatus::Yielded;
    }
    std::string whose; // the effect that last touched storage, for a refusal to name
    if (auto it = runs_.find(run); it != runs_.end()) {
        whose = it->second.call.owner + " (" + it->second.call.entry + ")";
        // Returned normally: Thread::start clears its stack before the next resolution.
        if (idle_threads_.size() < kIdleThreads) idle_threads_.push_back(std::move(it->second.thread));
        runs_.erase(it);
    }
    try {
        save_storage();
    } catch (const ScriptError& e) {
        // Storage is saved when the effect ends, so the refusal names the effect, not a line.
        throw ScriptError(whose + ": " + e.what() + " (checked when the effect ended)");
    }
    return EffectStatus::Done;
}

// Script storage is part of the battle state, so checkpoints and the state hash see it.
void LuaHost::save_storage() {
    lua_State* L = state_.get();
    StackGuard guard(L);
    storage_.push(L);                         // +1
    lua_pushnil(L);                           // +1
    if (lua_next(L, -2) == 0) {               // -1, +2 when not empty
        engine_->mut().script_storage = "{}"; // the common case costs no serialising
        return;
    }
    lua_pop(L, 2);
    std::string text = save_value(L, -1, "storage");
    // What one battle keeps is bounded: storage is written into every checkpoint and hashed after every
    // effect, and 20,000 strings per Unleash once made 21 MB and took 10 s (#17 item 12).
    if (text.size() > kStorageMaxBytes)
        throw ScriptError("storage: " + std::to_string(text.size()) +
                          " bytes saved; a battle's storage holds at most " +
                          std::to_string(kStorageMaxBytes));
    engine_->mut().script_storage = std::move(text);
}

void LuaHost::abandon(EffectRunId run) { runs_.erase(run); }

void LuaHost::restore_storage(const std::string& storage_json) {
    lua_State* L = state_.get();
    StackGuard guard(L);
    load_value(L, storage_json); // +1
    storage_ = Ref::pop(L);      // -1
}

namespace {
// A query is a resolution of its own: a fresh budget, and the interrupted resolution's count put back
// afterwards (unless the query overran, which must stay visible while its error propagates).
struct QueryBudget {
    explicit QueryBudget(State& s) : state(s), outer(s.instructions_used()) { s.reset_budget(); }
    ~QueryBudget() {
        if (!state.budget_exceeded()) state.set_instructions_used(outer);
    }
    State& state;
    std::uint64_t outer;
};
} // namespace

bool LuaHost::query(Engine& engine, const EffectCall& call) {
    Scope scope(*this, engine, call);
    lua_State* L = state_.get();
    StackGuard guard(L);
    QueryBudget budget(state_);
    push_entry(call); // +1
    push_ctx(L);      // +1
    try {
        query_call(L, 1, 1); // -2 +1
    } catch (const ScriptError& e) { throw ScriptError(call.owner + " (" + call.entry + "): " + e.what()); }
    return lua_toboolean(L, -1) != 0;
}

int LuaHost::query_value(Engine& engine, const EffectCall& call) {
    Scope scope(*this, engine, call);
    lua_State* L = state_.get();
    StackGuard guard(L);
    QueryBudget budget(state_);
    push_entry(call);                       // +1
    push_ctx(L);                            // +1
    lua_pushinteger(L, call.value);         // +1
    lua_pushstring(L, call.source.c_str()); // +1: what deals the damage (a content id, "aether", ...)
    try {
        query_call(L, 3, 1); // -4 +1
    } catch (const ScriptError& e) { throw ScriptError(call.owner + " (" + call.entry + "): " + e.what()); }
    if (!lua_isinteger(L, -1))
        throw ScriptError(call.owner + " (" + call.entry + "): must return an integer, got " +
                          luaL_typename(L, -1));
    return static_cast<int>(lua_tointeger(L, -1));
}

} // namespace ae::lua
