// Which Lua the host runs, recorded in every game record so a replay can refuse a different one.
#pragma once

namespace ae::lua {
int release_number(); // LUA_VERSION_RELEASE_NUM, e.g. 50404
const char* release_string();
} // namespace ae::lua
