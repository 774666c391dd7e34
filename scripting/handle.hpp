// Game objects are given to scripts as handles: full userdata holding only (kind, id, generation),
// never a pointer. A handle can outlive its object; using it then raises "card no longer exists".
// Kinds are registered by name, so this layer knows nothing about cards or minions.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include <lua.hpp>

namespace ae::lua {

struct Handle {
    std::uint8_t kind = 0;
    std::uint32_t id = 0;
    std::uint32_t generation = 0;
    bool operator==(const Handle&) const = default;
};

// Answers whether (id, generation) of one kind still names a live object. The ctx layer provides it.
using LivenessFn = std::function<bool(std::uint32_t id, std::uint32_t generation)>;

// Registers a kind named `name` (an identifier such as "Card"; tostring gives "Card#17") and returns
// its number. An empty `alive` means handles of this kind never go stale. Throws on a duplicate or
// bad name, or past 256 kinds.
std::uint8_t register_handle_kind(lua_State* L, const std::string& name, LivenessFn alive = {});
// Every kind's cache of handle userdata starts empty again (a reused State: no userdata of the last
// battle is handed out in the next).
void forget_handles(lua_State* L);
// The kind registered under `name`, if any.
std::optional<std::uint8_t> find_handle_kind(lua_State* L, const std::string& name);
std::string handle_kind_name(lua_State* L, std::uint8_t kind);

// +1: the methods table of a kind (the handles' __index) for the ctx layer to fill with functions.
void push_handle_methods(lua_State* L, std::uint8_t kind);

// +1: the userdata for h. While scripts hold it, the same (kind, id, generation) gives the same
// userdata, so rawequal and table keys behave. Throws if the kind is not registered.
void push_handle(lua_State* L, const Handle& h);
// The handle at idx, of any registered kind; nullopt for anything else. Never raises.
std::optional<Handle> to_handle(lua_State* L, int idx);
// Whether h's object still exists (asks the kind's LivenessFn).
bool handle_alive(lua_State* L, const Handle& h);
// The live handle of `kind` at idx, or ScriptError: "arg 2: expected Card, got nil" /
// "card no longer exists".
Handle check_handle(lua_State* L, int idx, std::uint8_t kind);

} // namespace ae::lua
