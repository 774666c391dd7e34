#include "scripting/handle.hpp"

#include "core/errors.hpp"
#include "scripting/call.hpp"
#include "scripting/state_core.hpp"

#include <cctype>
#include <limits>

namespace ae::lua {

namespace {

using detail::core_of;
using detail::HandleKind;

constexpr const char* kLocked = "locked";

const HandleKind& kind_info(lua_State* L, std::uint8_t kind) {
    const auto& kinds = core_of(L).kinds;
    if (kind >= kinds.size()) throw ScriptError("unknown handle kind " + std::to_string(kind));
    return kinds[kind];
}

// One integer per (id, generation): the key of the per-kind weak cache.
lua_Integer cache_key(const Handle& h) {
    return static_cast<lua_Integer>((std::uint64_t{h.id} << 32) | h.generation);
}

// The Handle inside the userdata at idx if it carries a registered kind's metatable. Non-raising:
// lua_getmetatable, lua_rawgeti and lua_rawequal never allocate.
const Handle* raw_handle(lua_State* L, int idx) {
    if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(Handle)) return nullptr;
    const auto* h = static_cast<const Handle*>(lua_touserdata(L, idx));
    const auto& kinds = core_of(L).kinds;
    if (h->kind >= kinds.size()) return nullptr;
    if (!lua_getmetatable(L, idx)) return nullptr;                   // +1
    lua_rawgeti(L, LUA_REGISTRYINDEX, kinds[h->kind].metatable_ref); // +1
    const bool ours = lua_rawequal(L, -1, -2) != 0;
    lua_pop(L, 2); // -2
    return ours ? h : nullptr;
}

int handle_eq(lua_State* L) {
    const Handle* a = raw_handle(L, 1);
    const Handle* b = raw_handle(L, 2);
    lua_pushboolean(L, a != nullptr && b != nullptr && *a == *b); // +1
    return 1;
}

int handle_tostring(lua_State* L) {
    const Handle* h = raw_handle(L, 1);
    if (h == nullptr) return luaL_error(L, "not a handle");
    const HandleKind& k = core_of(L).kinds[h->kind];
    lua_pushfstring(L, "%s#%I", k.name.c_str(), static_cast<lua_Integer>(h->id)); // +1
    return 1;
}

bool valid_name(const std::string& name) {
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    return true;
}

// "NemesisCard" -> "nemesis card", for "nemesis card no longer exists".
std::string noun_of(const std::string& name) {
    std::string noun;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const auto c = static_cast<unsigned char>(name[i]);
        if (i > 0 && std::isupper(c)) noun += ' ';
        noun += name[i] == '_' ? ' ' : static_cast<char>(std::tolower(c));
    }
    return noun;
}

int make_metatable(lua_State* L, const std::string& name) {
    lua_createtable(L, 0, 5);              // +1 mt
    lua_pushstring(L, name.c_str());       // +1
    lua_setfield(L, -2, "__name");         // -1: used by Lua's own error messages
    lua_pushcfunction(L, handle_eq);       // +1
    lua_setfield(L, -2, "__eq");           // -1
    lua_pushcfunction(L, handle_tostring); // +1
    lua_setfield(L, -2, "__tostring");     // -1
    lua_newtable(L);                       // +1 methods
    lua_setfield(L, -2, "__index");        // -1
    lua_pushstring(L, kLocked);            // +1
    lua_setfield(L, -2, "__metatable");    // -1: scripts cannot reach or change the methods
    return luaL_ref(L, LUA_REGISTRYINDEX); // -1
}

int make_cache(lua_State* L) {
    lua_newtable(L);                       // +1 cache
    lua_createtable(L, 0, 1);              // +1
    lua_pushliteral(L, "v");               // +1
    lua_setfield(L, -2, "__mode");         // -1: an entry lives as long as a script holds the handle
    lua_setmetatable(L, -2);               // -1
    return luaL_ref(L, LUA_REGISTRYINDEX); // -1
}

} // namespace

std::uint8_t register_handle_kind(lua_State* L, const std::string& name, LivenessFn alive) {
    auto& kinds = core_of(L).kinds;
    if (!valid_name(name)) throw ScriptError("handle kind name must be an identifier: '" + name + "'");
    if (find_handle_kind(L, name)) throw ScriptError("handle kind '" + name + "' is already registered");
    if (kinds.size() > std::numeric_limits<std::uint8_t>::max()) throw ScriptError("too many handle kinds");
    HandleKind kind;
    kind.name = name;
    kind.noun = noun_of(name);
    kind.alive = std::move(alive);
    kind.metatable_ref = make_metatable(L, name);
    kind.cache_ref = make_cache(L);
    kinds.push_back(std::move(kind));
    return static_cast<std::uint8_t>(kinds.size() - 1);
}

void forget_handles(lua_State* L) {
    for (HandleKind& kind : core_of(L).kinds) {
        const int fresh = make_cache(L);
        luaL_unref(L, LUA_REGISTRYINDEX, kind.cache_ref);
        kind.cache_ref = fresh;
    }
}

std::optional<std::uint8_t> find_handle_kind(lua_State* L, const std::string& name) {
    const auto& kinds = core_of(L).kinds;
    for (std::size_t i = 0; i < kinds.size(); ++i)
        if (kinds[i].name == name) return static_cast<std::uint8_t>(i);
    return std::nullopt;
}

std::string handle_kind_name(lua_State* L, std::uint8_t kind) { return kind_info(L, kind).name; }

void push_handle_methods(lua_State* L, std::uint8_t kind) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, kind_info(L, kind).metatable_ref); // +1 mt
    lua_getfield(L, -1, "__index");                                      // +1 methods
    lua_remove(L, -2);                                                   // -1 mt
}

void push_handle(lua_State* L, const Handle& h) {
    const HandleKind& kind = kind_info(L, h.kind);
    lua_rawgeti(L, LUA_REGISTRYINDEX, kind.cache_ref);  // +1 cache
    if (lua_rawgeti(L, -1, cache_key(h)) != LUA_TNIL) { // +1 cached userdata
        lua_remove(L, -2);                              // -1 cache
        return;
    }
    lua_pop(L, 1);                                                            // -1 nil
    auto* ud = static_cast<Handle*>(lua_newuserdatauv(L, sizeof(Handle), 0)); // +1
    *ud = h;
    lua_rawgeti(L, LUA_REGISTRYINDEX, kind.metatable_ref); // +1
    lua_setmetatable(L, -2);                               // -1
    lua_pushvalue(L, -1);                                  // +1
    lua_rawseti(L, -3, cache_key(h));                      // -1 cache[key] = ud
    lua_remove(L, -2);                                     // -1 cache
}

std::optional<Handle> to_handle(lua_State* L, int idx) {
    const Handle* h = raw_handle(L, idx);
    if (h == nullptr) return std::nullopt;
    return *h;
}

bool handle_alive(lua_State* L, const Handle& h) {
    const HandleKind& kind = kind_info(L, h.kind);
    return !kind.alive || kind.alive(h.id, h.generation);
}

Handle check_handle(lua_State* L, int idx, std::uint8_t kind) {
    const HandleKind& info = kind_info(L, kind);
    const Handle* raw = raw_handle(L, idx);
    if (raw == nullptr || raw->kind != kind) {
        throw ScriptError("arg " + std::to_string(idx) + ": expected " + info.name + ", got " +
                          type_name(L, idx));
    }
    const Handle h = *raw;
    if (!handle_alive(L, h))
        throw ScriptError(info.noun + " no longer exists (" + info.name + "#" + std::to_string(h.id) + ")");
    return h;
}

} // namespace ae::lua
