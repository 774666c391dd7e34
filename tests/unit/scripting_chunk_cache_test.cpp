// The process-wide cache of compiled chunks (scripting/chunk_cache.hpp, docs/performance.md): a later
// state loads what an earlier one compiled, with the same behaviour and messages, and content still
// reaches Lua as text only.
#include "bots/bots.hpp"
#include "core/errors.hpp"
#include "engine/state_text.hpp"
#include "play/session.hpp"
#include "scripting/chunk_cache.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/state.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

using ae::ScriptError;
using ae::lua::State;
using ae::lua::detail::chunk_compilations;
using ae::lua::detail::clear_chunk_cache;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

// What lua_dump makes of `src` on a plain state: the bytes the cache holds for it.
std::string bytecode_of(const std::string& src, const std::string& chunkname) {
    lua_State* raw = luaL_newstate();
    REQUIRE(luaL_loadbufferx(raw, src.data(), src.size(), chunkname.c_str(), "t") == LUA_OK);
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

// Calls module.f() on the state's main thread and returns its integer result.
long long call_f(State& s, const ae::lua::Ref& mod) {
    lua_State* L = s.get();
    mod.push(L);              // +1
    lua_getfield(L, -1, "f"); // +1
    lua_remove(L, -2);        // -1 module
    s.pcall(0, 1);            // -1 +1
    const long long v = lua_tointeger(L, -1);
    lua_pop(L, 1); // -1
    return v;
}

const char* const kCounter = "local n = 0\n"
                             "return { f = function() n = n + 1; return n * 10 end,\n"
                             "         boom = function() error('broken at three') end }\n";

} // namespace

TEST_CASE("chunk cache: a second state loads the compiled chunk instead of compiling again", "[lua]") {
    clear_chunk_cache();
    const unsigned long before = chunk_compilations();
    State a, b;
    const auto ma = a.load_module("@content/test/counter.lua", kCounter);
    CHECK(chunk_compilations() == before + 1);
    const auto mb = b.load_module("@content/test/counter.lua", kCounter);
    CHECK(chunk_compilations() == before + 1);
    // Each state runs its own copy of the module: its locals are not shared.
    CHECK(call_f(a, ma) == 10);
    CHECK(call_f(a, ma) == 20);
    CHECK(call_f(b, mb) == 10);
}

TEST_CASE("chunk cache: errors from a cached chunk name the same file and line", "[lua]") {
    clear_chunk_cache();
    auto message = [] {
        State s;
        const auto m = s.load_module("@content/test/counter.lua", kCounter);
        lua_State* L = s.get();
        m.push(L);                   // +1
        lua_getfield(L, -1, "boom"); // +1
        lua_remove(L, -2);           // -1
        return error_of([&] { s.pcall(0, 0); });
    };
    const std::string compiled = message();
    const std::string cached = message();
    CHECK_THAT(compiled, Contains("content/test/counter.lua:3: broken at three"));
    CHECK(cached == compiled);
}

TEST_CASE("chunk cache: another text under the same name is compiled on its own", "[lua]") {
    clear_chunk_cache();
    State a, b;
    const auto ma = a.load_module("@content/test/same.lua", "return { f = function() return 1 end }");
    const auto mb = b.load_module("@content/test/same.lua", "return { f = function() return 2 end }");
    CHECK(call_f(a, ma) == 1);
    CHECK(call_f(b, mb) == 2);
}

TEST_CASE("chunk cache: content that is bytecode is refused, even the bytes the cache holds", "[lua]") {
    clear_chunk_cache();
    const std::string name = "@content/test/evil.lua";
    const std::string text = "return { f = function() return 7 end }";
    {
        State s;
        s.load_module(name, text); // now cached under this name
    }
    const unsigned long before = chunk_compilations();
    for (int i = 0; i < 2; ++i) { // a refused chunk is never cached, so the second try is refused too
        State s;
        const std::string err = error_of([&] { s.load_module(name, bytecode_of(text, name)); });
        CHECK_THAT(err, Contains("content/test/evil.lua"));
        CHECK_THAT(err, Contains("binary chunk"));
    }
    CHECK(chunk_compilations() == before);
}

TEST_CASE("chunk cache: a library loaded by ae.require is cached too, and still text only", "[lua]") {
    clear_chunk_cache();
    std::string lib = "return { v = 5 }";
    auto load = [&] {
        State s;
        s.set_require_resolver([&](const std::string&) -> std::optional<std::string> { return lib; });
        const auto m =
            s.load_module("@content/test/user.lua",
                          "local l = ae.require('lib/x') return { f = function() return l.v end }");
        return call_f(s, m);
    };
    const unsigned long before = chunk_compilations();
    CHECK(load() == 5);
    CHECK(load() == 5);
    CHECK(chunk_compilations() == before + 2); // user.lua and lib/x.lua, once each
    lib = bytecode_of(lib, "@lib/x.lua");
    CHECK_THAT(error_of([&] { load(); }), Contains("binary chunk"));
}

TEST_CASE("chunk cache: a battle played with cached chunks is the battle played with fresh ones", "[lua]") {
    static const auto loaded = ae::play::load_content();
    const ae::Content& content = loaded.content;
    struct Outcome {
        std::uint64_t hash = 0, text = 0;
        std::size_t events = 0, answers = 0;
    };
    auto play = [&] {
        ae::play::BattleOptions o;
        o.nemesis = "base.carapace_queen";
        o.players = 2;
        o.mages = {"base.mage.adelheim", "base.mage.mist"};
        o.seed = 77;
        ae::play::Battle battle(content, ae::play::build_setup(content, o), o.seed);
        ae::Engine& e = battle.engine();
        auto bot = ae::bots::make_bot("heuristic", o.seed);
        e.advance();
        Outcome out;
        while (!e.over() && out.answers < 5000) {
            REQUIRE(e.submit(bot->choose(e, e.pending())).accepted);
            ++out.answers;
        }
        out.hash = e.state_hash();
        out.text = ae::fnv1a64(ae::canonical_text(e.state()));
        out.events = e.events().size();
        return out;
    };
    clear_chunk_cache();
    const unsigned long before = chunk_compilations();
    const Outcome fresh = play();
    const unsigned long compiled = chunk_compilations() - before;
    const Outcome cached = play();
    CHECK(compiled > 0);
    CHECK(chunk_compilations() - before == compiled); // the second battle compiled nothing
    CHECK(cached.answers == fresh.answers);
    CHECK(cached.events == fresh.events);
    CHECK(cached.hash == fresh.hash);
    CHECK(cached.text == fresh.text);
}
