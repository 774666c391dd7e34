// Loading script modules: text only, one strict environment per chunk, and ae.require for shared
// libraries whose bytes come from the host (never from the file system directly).
#include "core/errors.hpp"
#include "scripting/bind.hpp"
#include "scripting/builtins.hpp"
#include "scripting/chunk_cache.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/sandbox.hpp"
#include "scripting/state_core.hpp"

#include <cctype>
#include <string_view>

namespace ae::lua::detail {

namespace {

char kModulesKey; // registry: name -> module table (the per-State require cache)
char kLoadingKey; // registry: name -> true while that module's chunk runs (cycle detection)

// "@content/x.lua" -> "content/x.lua", the way Lua prints chunk names in messages.
std::string display_name(const std::string& chunkname) {
    if (!chunkname.empty() && (chunkname[0] == '@' || chunkname[0] == '=')) return chunkname.substr(1);
    return chunkname;
}

// +1: registry[key], created empty on first use.
void push_registry_table(lua_State* L, const char* key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return; // +1
    lua_pop(L, 1);                                                    // -1
    lua_newtable(L);                                                  // +1
    lua_pushvalue(L, -1);                                             // +1
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);                           // -1
}

// "lib/targeting": slash-separated segments of letters, digits, '_' and '-'. No "..", no absolute
// path, no extension: names stay inside the content tree by construction.
bool valid_module_name(const std::string& name) {
    if (name.empty() || name.front() == '/' || name.back() == '/') return false;
    char prev = '/';
    for (char c : name) {
        if (c == '/' && prev == '/') return false;
        if (c != '/' && c != '_' && c != '-' && !std::isalnum(static_cast<unsigned char>(c))) return false;
        prev = c;
    }
    return true;
}

void set_loading(lua_State* L, const std::string& name, bool on) {
    push_registry_table(L, &kLoadingKey); // +1
    if (on)
        lua_pushboolean(L, 1); // +1
    else
        lua_pushnil(L);                // +1
    lua_setfield(L, -2, name.c_str()); // -1
    lua_pop(L, 1);                     // -1
}

Outcome require_module(Call& call) {
    lua_State* L = call.L();
    const std::string name(call.string(1));
    if (!valid_module_name(name)) throw ScriptError("ae.require: invalid module name '" + name + "'");

    push_registry_table(L, &kModulesKey);                  // +1 cache
    if (lua_getfield(L, -1, name.c_str()) == LUA_TTABLE) { // +1
        lua_remove(L, -2);                                 // -1 cache
        return 1;
    }
    lua_pop(L, 1); // -1

    push_registry_table(L, &kLoadingKey);                               // +1
    const bool loading = lua_getfield(L, -1, name.c_str()) != LUA_TNIL; // +1
    lua_pop(L, 2);                                                      // -2
    if (loading) throw ScriptError("ae.require: cycle: '" + name + "' is required while it is still loading");

    const RequireResolver& resolve = core_of(L).resolver;
    if (!resolve) throw ScriptError("ae.require: no module resolver is set");
    const std::optional<std::string> source = resolve(name);
    if (!source) throw ScriptError("ae.require: unknown module '" + name + "'");

    set_loading(L, name, true);
    try {
        run_chunk(L, "@" + name + ".lua", *source); // +1 module
    } catch (...) {
        // Also Lua's own throws (the C++ build raises by exception); rethrown unchanged.
        set_loading(L, name, false);
        throw;
    }
    set_loading(L, name, false);
    lua_pushvalue(L, -1);              // +1
    lua_setfield(L, -3, name.c_str()); // -1 cache[name] = module
    lua_remove(L, -2);                 // -1 cache
    return 1;
}

} // namespace

namespace {

// Gives the main chunk at -1 a new _ENV upvalue holding a new module environment. Setting the value
// of its current upvalue would not do for a chunk run before: every function an earlier run made
// shares that upvalue, and would see the new environment. (Unless that run was before the state was
// last reset for reuse: nothing can reach its functions any more, see push_main_chunk.)
void give_new_env(lua_State* L) {
    // The carrier is an empty chunk, loaded only for the new upvalue it comes with (no code runs).
    const int status = load_text_chunk(L, "=(environment)", ""); // +1
    if (status != LUA_OK) {
        std::string text = error_text(L, -1);
        lua_pop(L, 1); // -1
        throw_failure(L, status, "cannot make a module environment: " + text);
    }
    push_module_env(L);               // +1
    lua_setupvalue(L, -2, 1);         // -1: the carrier's _ENV is the environment
    lua_upvaluejoin(L, -2, 1, -1, 1); // the chunk's _ENV is now the carrier's
    lua_pop(L, 1);                    // -1 carrier
}

// +1: the main chunk of (chunkname, source) with a new environment, or the load error (and its status).
// A State loads each chunk once and keeps the function: running a main chunk again makes new closures,
// tables and locals, as a fresh load would, so a reused State (the thread's next battle, docs/decisions.md
// D61) does not undump every module again.
int push_main_chunk(lua_State* L, const std::string& chunkname, const std::string& source) {
    Core& core = core_of(L);
    auto& chunks = core.chunks;
    if (auto it = chunks.find(chunkname); it != chunks.end() && it->second.source == source) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, it->second.ref); // +1
        if (it->second.generation == core.generation) {
            give_new_env(L); // run before in this battle: its functions may still be alive
        } else {
            // First run since the state was reset: the functions of earlier runs are unreachable (the
            // host dropped its modules, storage and coroutines, the require and handle caches are
            // new, and no finalizer can run script code), so its upvalue can simply take the new value.
            push_module_env(L);       // +1
            lua_setupvalue(L, -2, 1); // -1
            it->second.generation = core.generation;
        }
        return LUA_OK;
    }
    // Text only (mode "t"), compiled once per process (chunk_cache.hpp).
    const int status = load_text_chunk(L, chunkname, source); // +1
    if (status != LUA_OK) return status;
    lua_pushvalue(L, -1);                           // +1
    const int ref = luaL_ref(L, LUA_REGISTRYINDEX); // -1
    LoadedChunk& kept = chunks[chunkname];
    if (kept.ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, kept.ref); // an older text of that name
    kept = {source, ref, core.generation};
    push_module_env(L);       // +1
    lua_setupvalue(L, -2, 1); // -1: a new chunk's only upvalue is its own _ENV, shared with nothing yet
    return LUA_OK;
}

} // namespace

void forget_required_modules(lua_State* L) {
    lua_pushnil(L);                                  // +1
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kModulesKey); // -1
    lua_pushnil(L);                                  // +1
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kLoadingKey); // -1
}

void run_chunk(lua_State* L, const std::string& chunkname, const std::string& source) {
    const std::string display = display_name(chunkname);
    if (!lua_checkstack(L, 4)) throw ScriptError(display + ": Lua stack overflow while loading");
    const int status = push_main_chunk(L, chunkname, source); // +1
    if (status != LUA_OK) {
        std::string text = error_text(L, -1);
        lua_pop(L, 1); // -1
        if (text.rfind(display, 0) != 0) text = display + ": " + text;
        throw_failure(L, status, "cannot load " + text);
    }
    try {
        lua::pcall(L, 0, 1); // replaces the chunk by its first result
    } catch (const ScriptError& e) {
        // Out-of-memory errors carry no position; say which chunk was running.
        if (!core_of(L).dead || std::string_view(e.what()).find(display) != std::string_view::npos) throw;
        throw ScriptError(display + ": " + e.what());
    }
    if (!lua_istable(L, -1)) {
        const std::string got = luaL_typename(L, -1);
        lua_pop(L, 1); // -1
        throw ScriptError(display + ": module must return a table, got " + got);
    }
}

int ae_require(lua_State* L) { return bind<require_module>(L); }

} // namespace ae::lua::detail
