// JSON -> Lua value, the inverse of storage_save.cpp (format in storage.hpp).
#include "scripting/storage.hpp"

#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "scripting/handle.hpp"

#include <cstdint>
#include <limits>

#include <nlohmann/json.hpp>

namespace ae::lua {

namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& path, const std::string& why) {
    throw ScriptError(detail::shown_path(path) + ": " + why);
}

class Loader {
public:
    explicit Loader(lua_State* L) : L_(L) {}

    // +1
    void value(const json& j, const std::string& path, int depth) {
        switch (j.type()) {
        case json::value_t::null:
            if (depth > 0) fail(path, "null is not allowed inside a table");
            lua_pushnil(L_);
            return;
        case json::value_t::boolean: lua_pushboolean(L_, j.get<bool>()); return;
        case json::value_t::number_integer: lua_pushinteger(L_, j.get<std::int64_t>()); return;
        case json::value_t::number_unsigned: {
            const auto u = j.get<std::uint64_t>();
            if (u > static_cast<std::uint64_t>(std::numeric_limits<lua_Integer>::max()))
                fail(path, "integer out of range");
            lua_pushinteger(L_, static_cast<lua_Integer>(u));
            return;
        }
        case json::value_t::number_float: fail(path, "floats cannot be loaded");
        case json::value_t::string: {
            const auto& s = j.get_ref<const std::string&>();
            lua_pushlstring(L_, s.data(), s.size());
            return;
        }
        case json::value_t::array: array(j, path, depth); return;
        case json::value_t::object: object(j, path, depth); return;
        default: fail(path, "unsupported JSON value");
        }
    }

private:
    void enter(const std::string& path, int depth) {
        if (depth >= kStorageMaxDepth)
            fail(path,
                 "tables nested more than " + std::to_string(kStorageMaxDepth) + " deep cannot be loaded");
        if (!lua_checkstack(L_, 4)) fail(path, "Lua stack overflow while loading");
    }

    void array(const json& j, const std::string& path, int depth) {
        enter(path, depth);
        lua_createtable(L_, static_cast<int>(j.size()), 0); // +1
        lua_Integer i = 0;
        for (const json& item : j) {
            ++i;
            value(item, path + detail::path_index(i), depth + 1); // +1
            lua_rawseti(L_, -2, i);                               // -1
        }
    }

    void object(const json& j, const std::string& path, int depth) {
        enter(path, depth);
        if (j.size() == 1 && j.contains("$handle")) return handle(j.at("$handle"), path);
        if (j.size() == 1 && j.contains("$pairs")) return pairs(j.at("$pairs"), path, depth);
        lua_createtable(L_, 0, static_cast<int>(j.size())); // +1
        for (const auto& [stored, item] : j.items()) {
            std::string key = stored;
            if (!key.empty() && key[0] == '$') {
                if (key.size() < 2 || key[1] != '$') fail(path, "unknown tag '" + key + "'");
                key.erase(0, 1); // "$$x" -> "$x"
            }
            lua_pushlstring(L_, key.data(), key.size());            // +1
            value(item, path + detail::path_field(key), depth + 1); // +1
            lua_rawset(L_, -3);                                     // -2
        }
    }

    void pairs(const json& list, const std::string& path, int depth) {
        if (!list.is_array()) fail(path, "$pairs must be a list of [key, value]");
        lua_createtable(L_, 0, static_cast<int>(list.size())); // +1
        for (const json& entry : list) {
            if (!entry.is_array() || entry.size() != 2) fail(path, "$pairs must be a list of [key, value]");
            const json& key = entry[0];
            std::string where;
            if (key.is_number_integer())
                where = path + detail::path_index(key.get<std::int64_t>());
            else if (key.is_string())
                where = path + detail::path_field(key.get<std::string>());
            else
                fail(path, "$pairs keys must be integers or strings");
            value(key, where, depth + 1);      // +1
            value(entry[1], where, depth + 1); // +1
            lua_rawset(L_, -3);                // -2
        }
    }

    void handle(const json& fields, const std::string& path) {
        const auto fits = [](const json& v, std::uint64_t max) {
            return v.is_number_unsigned() && v.get<std::uint64_t>() <= max;
        };
        constexpr std::uint64_t kU32 = std::numeric_limits<std::uint32_t>::max();
        if (!fields.is_array() || fields.size() != 3 || !fits(fields[0], 255) || !fits(fields[1], kU32) ||
            !fits(fields[2], kU32))
            fail(path, "$handle must be [kind, id, generation]");
        const Handle h{static_cast<std::uint8_t>(fields[0].get<std::uint64_t>()),
                       static_cast<std::uint32_t>(fields[1].get<std::uint64_t>()),
                       static_cast<std::uint32_t>(fields[2].get<std::uint64_t>())};
        try {
            push_handle(L_, h); // +1
        } catch (const ScriptError& e) { fail(path, e.what()); }
    }

    lua_State* L_;
};

} // namespace

void load_value(lua_State* L, const std::string& text, const std::string& root) {
    json j;
    try {
        j = parse_json(text);
    } catch (const json::parse_error& e) { throw ScriptError(root + ": invalid JSON: " + e.what()); }
    const int top = lua_gettop(L);
    try {
        Loader(L).value(j, root, 0);
    } catch (...) {
        lua_settop(L, top); // also for Lua's own throws, which are rethrown unchanged
        throw;
    }
}

} // namespace ae::lua
