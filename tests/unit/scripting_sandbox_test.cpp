// Hostile-script suite, part 1: what a script can reach. Every case must end in a clear error.
#include "core/errors.hpp"
#include "scripting/state.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

using ae::ScriptError;
using ae::lua::State;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

std::string load_error(const std::string& src, const std::string& chunk = "@content/test/hostile.lua") {
    State s;
    return error_of([&] { s.load_module(chunk, src); });
}

// Lua's own compiler, on a separate plain state, turns `src` into a binary chunk.
std::string compile_to_bytecode(const char* src) {
    lua_State* raw = luaL_newstate();
    REQUIRE(luaL_loadstring(raw, src) == LUA_OK);
    std::string out;
    lua_dump(
        raw,
        [](lua_State*, const void* p, std::size_t n, void* ud) {
            static_cast<std::string*>(ud)->append(static_cast<const char*>(p), n);
            return 0;
        },
        &out, 0);
    lua_close(raw);
    return out;
}

} // namespace

TEST_CASE("dangerous globals are not reachable", "[lua]") {
    for (const char* name : {"io", "os", "debug", "package", "require", "load", "loadstring", "dofile",
                             "loadfile", "collectgarbage", "print", "coroutine", "_G", "warn", "unpack"}) {
        INFO(name);
        CHECK_THAT(load_error(std::string("local x = ") + name + "\nreturn {}"),
                   Contains(std::string("undefined global '") + name + "'"));
    }
}

TEST_CASE("dangerous library functions are removed", "[lua]") {
    State s;
    auto m = s.load_module("@t.lua", R"(
        return { dump = string.dump, sdump = ("x").dump, random = math.random, seed = math.randomseed,
                 floor = math.floor, fmt = string.format })");
    lua_State* L = s.get();
    m.push(L);
    for (const char* f : {"dump", "sdump", "random", "seed"}) {
        INFO(f);
        lua_getfield(L, -1, f);
        CHECK(lua_isnil(L, -1));
        lua_pop(L, 1);
    }
    lua_getfield(L, -1, "floor"); // the safe parts are still there
    CHECK(lua_isfunction(L, -1));
    lua_pop(L, 2);
}

TEST_CASE("a binary chunk is rejected", "[lua]") {
    const std::string bytecode = compile_to_bytecode("return {}");
    REQUIRE(bytecode.rfind(LUA_SIGNATURE, 0) == 0);
    const std::string err = load_error(bytecode, "@content/test/evil.lua");
    CHECK_THAT(err, Contains("content/test/evil.lua"));
    CHECK_THAT(err, Contains("binary chunk"));
}

TEST_CASE("assigning a global is an error naming file and line", "[lua]") {
    const std::string err =
        load_error("local ok = 1\nscore = 5\nreturn {}", "@content/packs/base/cards/jade.lua");
    CHECK_THAT(err, Contains("content/packs/base/cards/jade.lua:2: assignment to undeclared global 'score'"));
}

TEST_CASE("reading an undefined global is an error naming file and line", "[lua]") {
    const std::string err = load_error("local t = {}\n\nlocal x = tabel.insert\nreturn {}", "@content/x.lua");
    CHECK_THAT(err, Contains("content/x.lua:3: undefined global 'tabel'"));
}

TEST_CASE("function definitions in a module cannot leak into globals", "[lua]") {
    CHECK_THAT(load_error("function helper() end\nreturn {}"),
               Contains("assignment to undeclared global 'helper'"));
}

TEST_CASE("shared library tables are read-only", "[lua]") {
    CHECK_THAT(load_error("string.format = nil return {}"), Contains("read-only table (field 'format')"));
    CHECK_THAT(load_error("ae.random = nil return {}"), Contains("read-only table (field 'random')"));
    CHECK_THAT(load_error("rawset(math, 'pi', 3) return {}"), Contains("read-only table"));
    CHECK_THAT(load_error("table.insert(string, 1) return {}"), Contains("read-only table"));
    CHECK_THAT(load_error("setmetatable(string, {}) return {}"), Contains("protected metatable"));
    // The string metatable would hand out the real `string` table.
    CHECK_THAT(load_error("getmetatable('').__index.rep = nil return {}"), Contains("attempt to index"));
}

TEST_CASE("one script cannot change what another sees", "[lua]") {
    State s;
    CHECK_THROWS_AS(s.load_module("@a.lua", "string.upper = function() return 'pwned' end return {}"),
                    ScriptError);
    auto b = s.load_module("@b.lua", "return { v = ('x'):upper() }");
    lua_State* L = s.get();
    b.push(L);
    lua_getfield(L, -1, "v");
    CHECK(std::string(lua_tostring(L, -1)) == "X");
    lua_pop(L, 2);
}

TEST_CASE("finalizers and weak tables are refused", "[lua]") {
    CHECK_THAT(load_error("setmetatable({}, {__gc = function() end}) return {}"),
               Contains("__gc is not allowed"));
    CHECK_THAT(load_error("setmetatable({}, {__mode = 'k'}) return {}"), Contains("__mode"));
    State s; // ordinary metatables still work
    CHECK_NOTHROW(s.load_module(
        "@ok.lua", "local t = setmetatable({}, {__index = {a = 1}}) assert(t.a == 1) return {}"));
}

TEST_CASE("a module must return a table", "[lua]") {
    CHECK_THAT(load_error("return 42", "@content/m.lua"),
               Contains("content/m.lua: module must return a table, got number"));
    CHECK_THAT(load_error("local x = 1", "@content/m.lua"), Contains("module must return a table, got nil"));
}

TEST_CASE("a syntax error names the file and line", "[lua]") {
    CHECK_THAT(load_error("return {\n\n  x = = 1 }", "@content/bad.lua"), Contains("content/bad.lua:3:"));
}

TEST_CASE("script errors carry a traceback", "[lua]") {
    const std::string err =
        load_error("local function f() error('boom') end\nf()\nreturn {}", "@content/t.lua");
    CHECK_THAT(err, Contains("content/t.lua:1: boom"));
    CHECK_THAT(err, Contains("stack traceback:"));
}
