// Script storage to JSON and back: exact round trips, deterministic text, and clear refusals.
#include "core/errors.hpp"
#include "scripting/handle.hpp"
#include "scripting/state.hpp"
#include "scripting/storage.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <limits>
#include <string>

#include <nlohmann/json.hpp>

using ae::ScriptError;
using ae::lua::State;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

// JSON of the `storage` field of the module `src`.
std::string save(State& s, const std::string& src) {
    auto m = s.load_module("@content/s.lua", src);
    m.push(s.get());
    lua_getfield(s.get(), -1, "storage");
    std::string out = ae::lua::save_value(s.get(), -1);
    lua_pop(s.get(), 2);
    return out;
}

std::string save_error(const std::string& src) {
    State s;
    return error_of([&] { save(s, src); });
}

} // namespace

TEST_CASE("storage text is deterministic and readable", "[lua]") {
    State s;
    CHECK(save(s, "return { storage = { b = true, a = {3, 4}, c = 'x', d = {} } }") ==
          R"({"a":[3,4],"b":true,"c":"x","d":{}})");
    CHECK(save(s, "return { storage = { [10] = 'b', [5] = 'a', k = 1 } }") ==
          R"({"$pairs":[[5,"a"],[10,"b"],["k",1]]})");
    CHECK(save(s, "return { storage = { ['$x'] = 1 } }") == R"({"$$x":1})");
}

TEST_CASE("flat storage (written without a JSON tree) reads as nlohmann::json writes it", "[lua]") {
    State s;
    // Plain keys and values take the direct path; the others (odd characters, '$', floats) do not.
    const char* flat = "return { storage = { B = 1, a = -9223372036854775807 - 1, [''] = true, "
                       "z_9 = 'it is / plain', x = false, m = math.maxinteger } }";
    nlohmann::json expected = {{"B", 1},     {"a", std::numeric_limits<std::int64_t>::min()},
                               {"", true},   {"z_9", "it is / plain"},
                               {"x", false}, {"m", std::numeric_limits<std::int64_t>::max()}};
    CHECK(save(s, flat) == expected.dump());
    CHECK(save(s, "return { storage = { q = 'say \"hi\"', t = 'a\tb', u = 'Ærø' } }") ==
          nlohmann::json({{"q", "say \"hi\""}, {"t", "a\tb"}, {"u", "Ærø"}}).dump());
    CHECK(save(s, "return { storage = { k = 'v', ['$k'] = 2 } }") == R"({"$$k":2,"k":"v"})");
    CHECK(save(s, "return { storage = {} }") == "{}");
    CHECK_THAT(save_error("return { storage = { ok = true, f = 1.5 } }"),
               Contains("storage.f: floats cannot be saved"));
    CHECK_THAT(save_error("return { storage = setmetatable({ a = 1 }, {}) }"),
               Contains("tables with a metatable cannot be saved"));
}

TEST_CASE("nested storage written directly is byte for byte the JSON tree's text", "[lua]") {
    State s;
    lua_State* L = s.get();
    // Random nested tables of every shape the direct writer takes (sequences, plain keys, mixed keys as
    // $pairs, empty tables) and some it leaves to the JSON tree ('$' keys, odd strings, handles-free).
    std::uint64_t x = 12345;
    auto next = [&x](std::uint64_t n) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return (x >> 33) % n;
    };
    const char* const keys[] = {"a", "b", "turn", "p1:x", "", "Z_9", "$odd", "say \"hi\"", "Ærø"};
    const char* const strings[] = {"x", "it is / plain", "", "tab\there", "Ærø", "q\"q"};
    std::function<void(int)> push_random = [&](int depth) {
        switch (depth >= 4 ? next(3) : next(5)) {
        case 0: lua_pushboolean(L, static_cast<int>(next(2))); break;
        case 1: lua_pushinteger(L, static_cast<lua_Integer>(next(2000)) - 1000); break;
        case 2: lua_pushstring(L, strings[next(std::size(strings))]); break;
        default: {
            lua_newtable(L);
            const auto shape = next(4);
            const auto n = next(5);
            for (std::uint64_t i = 0; i < n; ++i) {
                if (shape == 0 || (shape == 2 && next(2) == 0))
                    lua_pushinteger(L, shape == 0 ? static_cast<lua_Integer>(i + 1)
                                                  : static_cast<lua_Integer>(next(9)) - 2);
                else
                    lua_pushstring(L, keys[next(shape == 3 ? std::size(keys) : 6)]);
                push_random(depth + 1);
                lua_rawset(L, -3);
            }
        }
        }
    };
    int tables = 0;
    for (int i = 0; i < 500; ++i) {
        lua_newtable(L);
        lua_pushliteral(L, "data");
        push_random(0);
        lua_rawset(L, -3);
        const std::string json_text = ae::lua::detail::save_value_as_json(L, -1);
        INFO(json_text);
        CHECK(ae::lua::save_value(L, -1) == json_text);
        tables += json_text.find("[[") != std::string::npos ? 1 : 0;
        lua_pop(L, 1);
    }
    CHECK(tables > 20); // the $pairs shape came up often enough to be compared
}

TEST_CASE("storage round-trips exactly", "[lua]") {
    State s;
    const auto card = ae::lua::register_handle_kind(s.get(), "Card");
    ae::lua::push_handle(s.get(), ae::lua::Handle{card, 17, 2});
    s.register_api_value("card");
    const char* src = R"(
        return { storage = {
            marks = {1, 2, 3}, name = 'Xaxos', flag = false, neg = -7, big = math.maxinteger,
            sparse = { [5] = 'a', [10] = 'b' }, mixed = { 1, 2, x = 3 }, ['$odd'] = 1, ['odd key'] = {},
            nested = { { { 'deep' } } }, utf = 'Ærøskøbing ✓', card = ae.card, cards = { ae.card, ae.card },
        } })";
    const std::string first = save(s, src);
    ae::lua::load_value(s.get(), first);
    CHECK(ae::lua::save_value(s.get(), -1) == first);

    // Spot checks on the rebuilt Lua values.
    lua_State* L = s.get();
    lua_getfield(L, -1, "card");
    auto h = ae::lua::to_handle(L, -1);
    REQUIRE(h.has_value());
    CHECK(*h == ae::lua::Handle{card, 17, 2});
    lua_pop(L, 1);
    lua_getfield(L, -1, "sparse");
    lua_rawgeti(L, -1, 10);
    CHECK(std::string(lua_tostring(L, -1)) == "b");
    lua_pop(L, 2);
    lua_getfield(L, -1, "$odd");
    CHECK(lua_tointeger(L, -1) == 1);
    lua_pop(L, 2);
}

TEST_CASE("unsavable values are refused with their path", "[lua]") {
    CHECK_THAT(save_error("return { storage = { marks = { 1, 2, function() end } } }"),
               Contains("storage.marks[3]: functions cannot be saved"));
    CHECK_THAT(save_error("local t = { a = {} } t.a.self = t.a return { storage = t }"),
               Contains("storage.a.self: cycle"));
    CHECK_THAT(save_error("return { storage = { hp = 1.5 } }"),
               Contains("storage.hp: floats cannot be saved"));
    CHECK_THAT(save_error("return { storage = { ['my key'] = { 2.0 } } }"),
               Contains("storage[\"my key\"][1]: floats cannot be saved"));
    CHECK_THAT(save_error("return { storage = { x = setmetatable({}, {}) } }"),
               Contains("storage.x: tables with a metatable cannot be saved"));
    CHECK_THAT(save_error("return { storage = { [true] = 1 } }"),
               Contains("storage: keys must be integers or strings, not boolean"));
    // A stray byte, an overlong NUL, a surrogate, past U+10FFFF, a truncated sequence.
    for (const char* bad : {"\\xff", "\\xC0\\x80", "\\xED\\xA0\\x80", "\\xF4\\x90\\x80\\x80", "\\xE2\\x9C"}) {
        INFO(bad);
        CHECK_THAT(save_error(std::string("return { storage = { s = '") + bad + "' } }"),
                   Contains("storage.s: strings must be valid UTF-8"));
    }
    CHECK_THAT(save_error("return { storage = { lib = string } }"),
               Contains("storage.lib: tables with a metatable"));
    // The path of a refusal deep down used to be printed whole: "storage[1][1]..." a hundred times.
    const std::string deep =
        save_error("local t = {} for i = 1, 200 do t = { t } end return { storage = t }");
    CHECK_THAT(deep, Contains("tables nested more than 100 deep cannot be saved") &&
                         Contains("storage[1][1]") && Contains(" characters) ... "));
    CHECK(deep.size() < 300);
    const std::string long_key = save_error("return { storage = { [('k'):rep(100000)] = function() end } }");
    CHECK_THAT(long_key, Contains("functions cannot be saved"));
    CHECK(long_key.size() < 300);
}

TEST_CASE("malformed storage text is refused", "[lua]") {
    State s;
    lua_State* L = s.get();
    const int top = lua_gettop(L);
    CHECK_THAT(error_of([&] { ae::lua::load_value(L, "{\"a\": [1, "); }), Contains("storage: invalid JSON"));
    CHECK_THAT(error_of([&] { ae::lua::load_value(L, R"({"a": [1, 2.5]})"); }),
               Contains("storage.a[2]: floats cannot be loaded"));
    CHECK_THAT(error_of([&] { ae::lua::load_value(L, R"({"$evil": 1})"); }), Contains("unknown tag '$evil'"));
    CHECK_THAT(error_of([&] { ae::lua::load_value(L, R"({"a": null})"); }), Contains("storage.a: null"));
    CHECK_THAT(error_of([&] { ae::lua::load_value(L, R"({"$handle": [0, 1, 1]})"); }),
               Contains("unknown handle kind"));
    // Past the storage limit, but within what any JSON reader takes.
    const std::string deep =
        error_of([&] { ae::lua::load_value(L, std::string(110, '[') + std::string(110, ']')); });
    CHECK_THAT(deep, Contains("tables nested more than 100 deep cannot be loaded"));
    CHECK(deep.size() < 300);
    // Past every JSON reader's limit: refused before anything walks it (#17 items 1-2).
    CHECK_THAT(error_of([&] { ae::lua::load_value(L, std::string(100000, '[') + std::string(100000, ']')); }),
               Contains("storage: invalid JSON") && Contains("nested more than 128 levels deep"));
    CHECK(lua_gettop(L) == top);
}
