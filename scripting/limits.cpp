// The three callbacks that keep a hostile script from taking the process down: memory cap,
// instruction budget, and a panic function that throws instead of aborting.
#include "core/errors.hpp"
#include "scripting/state_core.hpp"

#include <cstdlib>
#include <cstring>

namespace ae::lua::detail {

Core& core_of(lua_State* L) noexcept {
    Core* core = nullptr;
    std::memcpy(&core, lua_getextraspace(L), sizeof core);
    return *core;
}

void mark_out_of_memory(Core& core) noexcept {
    core.dead = true;
    try {
        core.dead_reason = "not enough memory (limit " + std::to_string(core.limits.max_bytes) + " bytes)";
    } catch (const std::exception&) {
        core.dead_reason.clear(); // the flag is what matters
    }
}

void* counting_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) noexcept {
    auto* core = static_cast<Core*>(ud);
    // With ptr == NULL, osize is a type tag, not a size.
    const std::size_t old = ptr != nullptr ? osize : 0;
    if (nsize == 0) {
        std::free(ptr);
        core->bytes_used -= old;
        return nullptr;
    }
    // Refuse only growth: Lua then runs an emergency collection, retries, and raises LUA_ERRMEM.
    if (nsize > old && core->bytes_used - old + nsize > core->limits.max_bytes) return nullptr;
    void* block = std::realloc(ptr, nsize);
    if (block == nullptr) {
        // Lua assumes a shrink never fails; the old block is big enough, so keep it.
        if (nsize <= old)
            block = ptr;
        else
            return nullptr;
    }
    core->bytes_used = core->bytes_used - old + nsize;
    // Making a long string copies its bytes in one VM instruction (`..`, string.rep, gsub's result): charge
    // them. Long strings are never interned, so the charge is the same in a fresh state and a reused one.
    if (ptr == nullptr && osize == LUA_TSTRING && nsize > kShortStringBytes)
        core->instructions += nsize / kBytesPerInstruction;
    return block;
}

void count_hook(lua_State* L, lua_Debug*) {
    Core& core = core_of(L);
    core.instructions += kHookInterval;
    if (!core.over_budget() && ++core.hook_calls % kClockEvery == 0 &&
        std::chrono::steady_clock::now() > core.deadline) {
        core.timed_out = true;
        core.instructions = core.limits.max_instructions + 1; // fatal from here on, like a spent budget
    }
    if (!core.over_budget()) return;
    // Level 0 is the Lua function being executed, so the message names its file and line.
    luaL_where(L, 0); // +1
    if (core.timed_out)
        lua_pushfstring(L, "instruction budget exceeded (ran longer than the %f s time limit)",
                        core.limits.max_seconds); // +1
    else
        lua_pushliteral(L, "instruction budget exceeded"); // +1
    lua_concat(L, 2);                                      // -1
    lua_error(L);
}

void charge(lua_State* L, double units, const char* what) {
    Core& core = core_of(L);
    const double room =
        static_cast<double>(core.limits.max_instructions) - static_cast<double>(core.instructions);
    if (units <= room) {
        core.instructions += static_cast<std::uint64_t>(units);
        return;
    }
    core.instructions = core.limits.max_instructions + 1;
    // Level 1 is the script that called the C function.
    luaL_where(L, 1);
    lua_pushfstring(L, "instruction budget exceeded (%s)", what);
    lua_concat(L, 2);
    lua_error(L);
}

int panic_handler(lua_State* L) {
    Core& core = core_of(L);
    const char* msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "non-string error object";
    core.dead = true;
    core.dead_reason = std::string("unprotected Lua error: ") + msg;
    throw ScriptError("Lua state is dead: " + core.dead_reason);
}

} // namespace ae::lua::detail
