#include "scripting/sandbox.hpp"

#include <algorithm>

namespace ae::lua {

namespace {

// Registry keys are the addresses of these objects: no string interning, no clash with others.
char kApiKey;     // the real API table (whitelisted globals)
char kAeKey;      // the real `ae` table that C++ extends
char kViewsKey;   // weak-keyed set of read-only views
char kEnvMetaKey; // metatable shared by every chunk environment

// What getmetatable() returns for everything we protect, so scripts cannot reach the real tables.
constexpr const char* kLocked = "locked";

// Base functions that are pure and cannot reach outside the state.
constexpr const char* kSafeBase[] = {"assert",   "error",    "getmetatable", "ipairs",  "next",
                                     "pairs",    "rawequal", "rawget",       "rawlen",  "select",
                                     "tonumber", "tostring", "type",         "_VERSION"};
// Removed from the real global table too, so even C++ code cannot hand them out by mistake.
constexpr const char* kRemovedGlobals[] = {"dofile",         "loadfile", "load", "require",
                                           "collectgarbage", "print",    "warn"};
constexpr const char* kLibraries[] = {LUA_STRLIBNAME, LUA_TABLIBNAME, LUA_MATHLIBNAME, LUA_UTF8LIBNAME};

int readonly_newindex(lua_State* L) { // (view, key, value)
    if (lua_type(L, 2) == LUA_TSTRING)
        return luaL_error(L, "attempt to modify read-only table (field '%s')", lua_tostring(L, 2));
    return luaL_error(L, "attempt to modify read-only table");
}

int strict_index(lua_State* L) {        // (env, key); upvalue 1: the API table
    lua_pushvalue(L, 2);                // +1 key
    lua_rawget(L, lua_upvalueindex(1)); // replaces key by API[key]
    if (!lua_isnil(L, -1)) return 1;
    if (lua_type(L, 2) == LUA_TSTRING) return luaL_error(L, "undefined global '%s'", lua_tostring(L, 2));
    return luaL_error(L, "undefined global (non-string name)");
}

int strict_newindex(lua_State* L) { // (env, key, value)
    if (lua_type(L, 2) == LUA_TSTRING)
        return luaL_error(L, "assignment to undeclared global '%s'", lua_tostring(L, 2));
    return luaL_error(L, "assignment to undeclared global (non-string name)");
}

void open_library(lua_State* L, const char* name, lua_CFunction open) {
    luaL_requiref(L, name, open, 1); // +1
    lua_pop(L, 1);                   // -1
}

void remove_field(lua_State* L, int table, const char* name) {
    table = lua_absindex(L, table);
    lua_pushnil(L);               // +1
    lua_setfield(L, table, name); // -1
}

void make_views_set(lua_State* L) {
    lua_newtable(L);                               // +1 set
    lua_createtable(L, 0, 1);                      // +1 its metatable
    lua_pushliteral(L, "k");                       // +1
    lua_setfield(L, -2, "__mode");                 // -1: views die when nothing else holds them
    lua_setmetatable(L, -2);                       // -1
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kViewsKey); // -1
}

void lock_string_metatable(lua_State* L) {
    lua_pushliteral(L, "");                 // +1
    if (lua_getmetatable(L, -1)) {          // +1 the metatable of all strings
        lua_pushstring(L, kLocked);         // +1
        lua_setfield(L, -2, "__metatable"); // -1: getmetatable("") can no longer reach `string`
        lua_pop(L, 1);                      // -1
    }
    lua_pop(L, 1); // -1
}

void make_env_metatable(lua_State* L, int api) {
    lua_createtable(L, 0, 3);                        // +1 mt
    lua_pushvalue(L, api);                           // +1
    lua_pushcclosure(L, strict_index, 1);            // replaces api by the closure
    lua_setfield(L, -2, "__index");                  // -1
    lua_pushcfunction(L, strict_newindex);           // +1
    lua_setfield(L, -2, "__newindex");               // -1
    lua_pushstring(L, kLocked);                      // +1
    lua_setfield(L, -2, "__metatable");              // -1
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kEnvMetaKey); // -1
}

} // namespace

void push_readonly(lua_State* L, int idx) {
    idx = lua_absindex(L, idx);
    lua_newtable(L);                         // +1 view (always empty, so every write reaches __newindex)
    lua_createtable(L, 0, 3);                // +1 mt
    lua_pushvalue(L, idx);                   // +1
    lua_setfield(L, -2, "__index");          // -1
    lua_pushcfunction(L, readonly_newindex); // +1
    lua_setfield(L, -2, "__newindex");       // -1
    lua_pushstring(L, kLocked);              // +1
    lua_setfield(L, -2, "__metatable");      // -1
    lua_setmetatable(L, -2);                 // -1
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kViewsKey); // +1 set
    lua_pushvalue(L, -2);                          // +1 view
    lua_pushboolean(L, 1);                         // +1
    lua_rawset(L, -3);                             // -2
    lua_pop(L, 1);                                 // -1 set; the view stays
}

bool is_readonly(lua_State* L, int idx) {
    if (lua_type(L, idx) != LUA_TTABLE) return false;
    idx = lua_absindex(L, idx);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kViewsKey); // +1
    lua_pushvalue(L, idx);                         // +1
    lua_rawget(L, -2);                             // replaces key by set[key]
    const bool view = lua_toboolean(L, -1) != 0;
    lua_pop(L, 2); // -2
    return view;
}

namespace detail {

void open_sandbox(lua_State* L) {
    make_views_set(L);
    open_library(L, LUA_GNAME, luaopen_base);
    open_library(L, LUA_TABLIBNAME, luaopen_table);
    open_library(L, LUA_STRLIBNAME, luaopen_string);
    open_library(L, LUA_MATHLIBNAME, luaopen_math);
    open_library(L, LUA_UTF8LIBNAME, luaopen_utf8);

    lua_pushglobaltable(L); // +1 G
    const int G = lua_gettop(L);
    for (const char* name : kRemovedGlobals) remove_field(L, G, name);
    install_bounded_lib(L, G);           // before the API copies the functions it replaces
    lua_getfield(L, G, LUA_STRLIBNAME);  // +1
    remove_field(L, -1, "dump");         // bytecode out means bytecode in; we load text only
    lua_pop(L, 1);                       // -1
    lua_getfield(L, G, LUA_MATHLIBNAME); // +1
    remove_field(L, -1, "random");       // seeded from the clock: ae.random replaces it
    remove_field(L, -1, "randomseed");
    lua_pop(L, 1); // -1

    lua_newtable(L); // +1 API
    const int api = lua_gettop(L);
    for (const char* name : kSafeBase) {
        lua_getfield(L, G, name);   // +1
        lua_setfield(L, api, name); // -1
    }
    for (const char* name : kLibraries) {
        lua_getfield(L, G, name);   // +1 the real library table
        push_readonly(L, -1);       // +1 its view: one script cannot patch string.format for others
        lua_setfield(L, api, name); // -1
        lua_pop(L, 1);              // -1
    }
    install_safe_base(L, api);

    lua_newtable(L);                            // +1 ae
    lua_pushvalue(L, -1);                       // +1
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kAeKey); // -1
    push_readonly(L, -1);                       // +1
    lua_setfield(L, api, "ae");                 // -1
    lua_pop(L, 1);                              // -1 ae

    make_env_metatable(L, api);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kApiKey); // -1 API
    lua_pop(L, 1);                               // -1 G
    lock_string_metatable(L);
}

void push_module_env(lua_State* L) {
    lua_newtable(L);                                 // +1 env
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kEnvMetaKey); // +1
    lua_setmetatable(L, -2);                         // -1
}

std::vector<std::string> global_names(lua_State* L) {
    std::vector<std::string> names;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kApiKey); // +1 API
    lua_pushnil(L);                              // +1
    while (lua_next(L, -2) != 0) {               // -1 +2
        lua_pop(L, 1);                           // -1 value
        if (lua_type(L, -1) == LUA_TSTRING) names.emplace_back(lua_tostring(L, -1));
    }
    lua_pop(L, 1); // -1 API
    std::sort(names.begin(), names.end());
    return names;
}

void set_api_field(lua_State* L, const char* name) {
    if (lua_type(L, -1) == LUA_TTABLE && !is_readonly(L, -1)) {
        push_readonly(L, -1); // +1 view
        lua_remove(L, -2);    // -1 the writable table
    }
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kAeKey); // +1 ae
    lua_insert(L, -2);                          // [ae value]
    lua_setfield(L, -2, name);                  // -1 (ae has no metatable: a plain store)
    lua_pop(L, 1);                              // -1 ae
}

} // namespace detail
} // namespace ae::lua
