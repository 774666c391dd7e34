#include "scripting/lua_release.hpp"

#include <lua.hpp>

namespace ae::lua {
int release_number() { return LUA_VERSION_RELEASE_NUM; }
const char* release_string() { return LUA_RELEASE; }
} // namespace ae::lua
