// Lua value -> JSON (see storage.hpp for the format). Reads tables raw: no metamethod runs.
#include "scripting/storage.hpp"

#include "core/errors.hpp"
#include "scripting/call.hpp"
#include "scripting/handle.hpp"
#include "scripting/ref.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace ae::lua {

namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& path, const std::string& why) {
    throw ScriptError(detail::shown_path(path) + ": " + why);
}

bool valid_utf8(std::string_view s) {
    static constexpr std::uint32_t kMin[] = {0, 0x80, 0x800, 0x10000}; // shortest form per length
    std::size_t i = 0;
    while (i < s.size()) {
        const auto lead = static_cast<unsigned char>(s[i]);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        // The lead byte gives the number of continuation bytes and the top bits of the code point.
        const std::size_t extra = (lead & 0xE0) == 0xC0   ? 1
                                  : (lead & 0xF0) == 0xE0 ? 2
                                  : (lead & 0xF8) == 0xF0 ? 3
                                                          : 0;
        if (extra == 0) return false;
        std::uint32_t cp = lead & (0x7Fu >> (extra + 1));
        if (s.size() - i <= extra) return false;
        for (std::size_t k = 1; k <= extra; ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < kMin[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        i += extra + 1;
    }
    return true;
}

std::string escape_key(const std::string& key) { return !key.empty() && key[0] == '$' ? "$" + key : key; }

class Saver {
public:
    explicit Saver(lua_State* L) : L_(L) {}

    json value(int idx, const std::string& path, int depth) {
        idx = lua_absindex(L_, idx);
        switch (lua_type(L_, idx)) {
        case LUA_TNIL:
            if (depth > 0) fail(path, "nil cannot be saved here");
            return nullptr;
        case LUA_TBOOLEAN: return lua_toboolean(L_, idx) != 0;
        case LUA_TNUMBER:
            if (!lua_isinteger(L_, idx)) fail(path, "floats cannot be saved (use integers)");
            return static_cast<std::int64_t>(lua_tointeger(L_, idx));
        case LUA_TSTRING: {
            std::size_t len = 0;
            const char* s = lua_tolstring(L_, idx, &len);
            if (!valid_utf8({s, len})) fail(path, "strings must be valid UTF-8 to be saved");
            return std::string(s, len);
        }
        case LUA_TTABLE: return table(idx, path, depth);
        case LUA_TUSERDATA:
            if (auto h = to_handle(L_, idx)) {
                json out = json::object();
                out["$handle"] = json::array({static_cast<int>(h->kind), h->id, h->generation});
                return out;
            }
            fail(path, "userdata cannot be saved");
        case LUA_TFUNCTION: fail(path, "functions cannot be saved");
        case LUA_TTHREAD: fail(path, "coroutines cannot be saved");
        default: fail(path, std::string(luaL_typename(L_, idx)) + " values cannot be saved");
        }
    }

private:
    json table(int idx, const std::string& path, int depth) {
        if (depth >= kStorageMaxDepth)
            fail(path,
                 "tables nested more than " + std::to_string(kStorageMaxDepth) + " deep cannot be saved");
        const void* self = lua_topointer(L_, idx);
        if (std::find(ancestors_.begin(), ancestors_.end(), self) != ancestors_.end())
            fail(path, "cycle: this table contains itself");
        if (lua_getmetatable(L_, idx)) { // +1
            lua_pop(L_, 1);              // -1
            fail(path, "tables with a metatable cannot be saved");
        }
        if (!lua_checkstack(L_, 4)) fail(path, "Lua stack overflow while saving");

        std::vector<lua_Integer> ints;
        std::vector<std::string> strings;
        lua_pushnil(L_);                 // +1 first key
        while (lua_next(L_, idx) != 0) { // -1 key, +2 key value
            lua_pop(L_, 1);              // -1 value
            if (lua_isinteger(L_, -1)) {
                ints.push_back(lua_tointeger(L_, -1));
            } else if (lua_type(L_, -1) == LUA_TSTRING) {
                std::size_t len = 0;
                const char* s = lua_tolstring(L_, -1, &len);
                if (!valid_utf8({s, len})) fail(path, "keys must be valid UTF-8 to be saved");
                strings.emplace_back(s, len);
            } else {
                fail(path, "keys must be integers or strings, not " + type_name(L_, -1));
            }
        }
        std::sort(ints.begin(), ints.end());
        std::sort(strings.begin(), strings.end());

        ancestors_.push_back(self);
        json out = ints.empty() && strings.empty() ? json::object() : encode(idx, path, depth, ints, strings);
        ancestors_.pop_back();
        return out;
    }

    json encode(int idx, const std::string& path, int depth, const std::vector<lua_Integer>& ints,
                const std::vector<std::string>& strings) {
        bool sequence = strings.empty();
        for (std::size_t i = 0; sequence && i < ints.size(); ++i) sequence = ints[i] == lua_Integer(i + 1);
        if (sequence) {
            json out = json::array();
            for (lua_Integer k : ints) out.push_back(field(idx, k, path + detail::path_index(k), depth));
            return out;
        }
        if (ints.empty()) {
            json out = json::object();
            for (const std::string& k : strings)
                out[escape_key(k)] = field(idx, k, path + detail::path_field(k), depth);
            return out;
        }
        json pairs = json::array();
        for (lua_Integer k : ints)
            pairs.push_back(json::array({k, field(idx, k, path + detail::path_index(k), depth)}));
        for (const std::string& k : strings)
            pairs.push_back(json::array({k, field(idx, k, path + detail::path_field(k), depth)}));
        json out = json::object();
        out["$pairs"] = std::move(pairs);
        return out;
    }

    json field(int idx, lua_Integer key, const std::string& path, int depth) {
        lua_rawgeti(L_, idx, key); // +1
        json v = value(-1, path, depth + 1);
        lua_pop(L_, 1); // -1
        return v;
    }

    json field(int idx, const std::string& key, const std::string& path, int depth) {
        lua_pushlstring(L_, key.data(), key.size()); // +1
        lua_rawget(L_, idx);                         // replaces key by t[key]
        json v = value(-1, path, depth + 1);
        lua_pop(L_, 1); // -1
        return v;
    }

    lua_State* L_;
    std::vector<const void*> ancestors_; // tables on the current path, for cycle detection
};

bool identifier(const std::string& s) {
    if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
    return std::all_of(s.begin(), s.end(), [](char c) {
        return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    });
}

// A string JSON writes as it is between quotes: printable ASCII without '"' and '\\'.
bool plain_text(const char* s, std::size_t len) {
    for (std::size_t i = 0; i < len; ++i)
        if (s[i] < 0x20 || s[i] > 0x7e || s[i] == '"' || s[i] == '\\') return false;
    return true;
}

// One table's fields as written by PlainWriter: the key, and where its value's text lies in the level's
// buffer (values are written during the one traversal, then put in key order).
struct Field {
    bool integer;
    lua_Integer int_key;
    std::string_view string_key; // stays alive in the table, which nothing changes while it is written
    std::size_t begin, end;
};
// Per nesting depth, kept from one save to the next (storage is saved after every effect); sized once,
// so a level stays where it is while deeper levels use theirs.
struct Level {
    std::vector<Field> fields;
    std::string text;
};
thread_local std::vector<Level> t_levels;

void append_integer(std::string& out, lua_Integer n) {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, static_cast<long long>(n)).ptr;
    out.append(digits, end);
}

// Plain data written directly, byte for byte what Saver and nlohmann::json write for it, without
// building a JSON tree and a path per field. Plain: tables without a metatable whose keys are integers
// or plain strings (not starting with '$'), holding booleans, integers, plain strings and such tables.
// Anything else (handles, other strings, refused values, cycles, nesting as deep as kStorageMaxDepth)
// makes it give up, and Saver writes the value or gives its message with the path.
class PlainWriter {
public:
    explicit PlainWriter(lua_State* L) : L_(L) {
        if (t_levels.empty()) t_levels.resize(static_cast<std::size_t>(kStorageMaxDepth));
    }

    bool value(int idx, int depth, std::string& out) {
        switch (lua_type(L_, idx)) {
        case LUA_TBOOLEAN: out += lua_toboolean(L_, idx) ? "true" : "false"; return true;
        case LUA_TNUMBER:
            if (!lua_isinteger(L_, idx)) return false;
            append_integer(out, lua_tointeger(L_, idx));
            return true;
        case LUA_TSTRING: {
            std::size_t len = 0;
            const char* s = lua_tolstring(L_, idx, &len);
            if (!plain_text(s, len)) return false;
            out.append("\"").append(s, len).append("\"");
            return true;
        }
        case LUA_TTABLE: return table(idx, depth, out);
        default: return false;
        }
    }

private:
    bool table(int idx, int depth, std::string& out) {
        if (depth >= kStorageMaxDepth || !lua_checkstack(L_, 4)) return false;
        idx = lua_absindex(L_, idx);
        if (lua_getmetatable(L_, idx)) { // +1
            lua_pop(L_, 1);              // -1
            return false;
        }
        auto& [fields, text] = t_levels[static_cast<std::size_t>(depth)];
        fields.clear();
        text.clear();
        lua_pushnil(L_);                 // +1 first key
        while (lua_next(L_, idx) != 0) { // -1 key, +2 key value
            Field f{};
            std::size_t len = 0;
            if (lua_isinteger(L_, -2)) {
                f.integer = true;
                f.int_key = lua_tointeger(L_, -2);
            } else if (const char* k =
                           lua_type(L_, -2) == LUA_TSTRING ? lua_tolstring(L_, -2, &len) : nullptr;
                       k != nullptr && plain_text(k, len) && (len == 0 || k[0] != '$')) {
                f.string_key = {k, len};
            } else {
                lua_pop(L_, 2); // -2 key value
                return false;
            }
            f.begin = text.size();
            if (!value(-1, depth + 1, text)) {
                lua_pop(L_, 2); // -2 key value
                return false;
            }
            f.end = text.size();
            fields.push_back(f);
            lua_pop(L_, 1); // -1 value
        }
        // Integer keys ascending, then string keys in byte order, as Saver orders them.
        std::sort(fields.begin(), fields.end(), [](const Field& a, const Field& b) {
            if (a.integer != b.integer) return a.integer;
            return a.integer ? a.int_key < b.int_key : a.string_key < b.string_key;
        });
        auto value_text = [&text = text](const Field& f) {
            return std::string_view(text).substr(f.begin, f.end - f.begin);
        };
        if (fields.empty()) {
            out += "{}";
            return true;
        }
        bool sequence = true, strings_only = true;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            sequence = sequence && fields[i].integer && fields[i].int_key == lua_Integer(i + 1);
            strings_only = strings_only && !fields[i].integer;
        }
        if (sequence) {
            out += '[';
            for (std::size_t i = 0; i < fields.size(); ++i)
                out.append(i > 0 ? "," : "").append(value_text(fields[i]));
            out += ']';
            return true;
        }
        if (strings_only) {
            out += '{';
            for (std::size_t i = 0; i < fields.size(); ++i)
                out.append(i > 0 ? ",\"" : "\"")
                    .append(fields[i].string_key)
                    .append("\":")
                    .append(value_text(fields[i]));
            out += '}';
            return true;
        }
        out += "{\"$pairs\":[";
        for (std::size_t i = 0; i < fields.size(); ++i) {
            out += i > 0 ? ",[" : "[";
            if (fields[i].integer)
                append_integer(out, fields[i].int_key);
            else
                out.append("\"").append(fields[i].string_key).append("\"");
            out.append(",").append(value_text(fields[i])).append("]");
        }
        out += "]}";
        return true;
    }

    lua_State* L_;
};

} // namespace

namespace detail {

std::string path_field(const std::string& key) {
    if (identifier(key)) return "." + key;
    std::string out = "[\"";
    for (char c : key) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"]";
}

std::string path_index(long long key) { return "[" + std::to_string(key) + "]"; }

std::string shown_path(const std::string& path) {
    // A refusal 100 tables deep printed "storage[1][1]..." a hundred times, and a long key printed
    // itself whole (#17 item 14): the start says where the value hangs, the end what it is.
    constexpr std::size_t kKeep = 48;
    if (path.size() <= 2 * kKeep + 24) return path;
    return path.substr(0, kKeep) + " ... (" + std::to_string(path.size()) + " characters) ... " +
           path.substr(path.size() - kKeep);
}

} // namespace detail

std::string save_value(lua_State* L, int idx, const std::string& root) {
    StackGuard guard(L);
    if (lua_type(L, idx) == LUA_TTABLE) {
        std::string out;
        if (PlainWriter(L).value(idx, 0, out)) return out;
    }
    return detail::save_value_as_json(L, idx, root);
}

namespace detail {

std::string save_value_as_json(lua_State* L, int idx, const std::string& root) {
    StackGuard guard(L);
    Saver saver(L);
    return saver.value(idx, root, 0).dump();
}

} // namespace detail

} // namespace ae::lua
