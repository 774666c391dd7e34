// One Lua host per thread, reset between battles (scripting/host_pool.hpp, docs/decisions.md D61): a
// battle on a reused host plays exactly as on a new one, and nothing a script keeps (module locals, a
// shared library's table, storage, its environment) reaches the next battle.
#include "bots/bot_heuristic.hpp"
#include "play/session.hpp"
#include "scripting/host_pool.hpp"
#include "scripting/protected_call.hpp"
#include "tests/support/battle_script.hpp"
#include "tests/support/lua_fixture.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

using namespace ae;

namespace {

struct Played {
    std::vector<std::uint64_t> hashes; // after every answer
    std::vector<std::string> answers;
    std::uint64_t events = 0;
    Result result = Result::None;
};

Played play_out(play::Battle& battle) {
    Engine& e = battle.engine();
    bots::HeuristicBot bot;
    Played p;
    e.advance();
    while (!e.over() && e.state().turn.number <= 200) {
        const Answer a = bot.choose(e, e.pending());
        REQUIRE(e.submit(a).accepted);
        std::string text;
        for (const auto& id : a.choice) text += id + ",";
        p.answers.push_back(text);
        p.hashes.push_back(e.state_hash());
    }
    p.events = e.events_emitted();
    p.result = e.state().result;
    return p;
}

void same(const Played& a, const Played& b) {
    CHECK(a.answers == b.answers);
    CHECK(a.hashes == b.hashes);
    CHECK(a.events == b.events);
    CHECK(a.result == b.result);
}

} // namespace

TEST_CASE("battles in a row on one reused host play as on new hosts", "[lua][host_pool]") {
    const Content& c = test::shipped_content().content;
    int players = 0;
    for (const auto& [nemesis, def] : c.nemeses) {
        std::vector<GameSetup> setups;
        const std::vector<std::uint64_t> seeds = {1000, 1001, 1002};
        for (std::uint64_t seed : seeds) {
            play::BattleOptions o;
            o.nemesis = nemesis;
            o.players = players++ % 4 + 1; // one to four players, in turn
            o.seed = seed;
            setups.push_back(play::build_setup(c, o));
        }
        lua::HostPool pool(c);
        for (std::size_t i = 0; i < seeds.size(); ++i) {
            INFO(nemesis << ", " << setups[i].players.size() << " players, seed " << seeds[i]);
            play::Battle fresh(c, setups[i], seeds[i]);
            const Played expected = play_out(fresh);
            REQUIRE_FALSE(expected.answers.empty());
            play::Battle reused(pool, setups[i], seeds[i]);
            same(play_out(reused), expected);
        }
        CHECK(pool.hosts_made() == 1); // the second and third battles did reuse the host
    }
}

TEST_CASE("nothing a script keeps reaches the next battle on a reused host", "[lua][host_pool]") {
    test::LuaFixture f;
    // Four places a script could keep something: a module local, a table of a library every module
    // shares (ae.require), the battle's storage, and its own environment (written with rawset).
    f.script("lib/tally.lua", "return {}");
    f.script("t.gem.crystal", R"(
local tally = ae.require("lib/tally")
local plays = 0
return { play = function(ctx)
  plays = plays + 1
  tally.n = (tally.n or 0) + 1
  ctx.storage.n = (ctx.storage.n or 0) + 1
  rawset(_ENV, "seen", (rawget(_ENV, "seen") or 0) + 1)
  ctx:log(string.format("plays %d tally %d storage %d env %d", plays, tally.n, ctx.storage.n, seen))
end })");
    lua::HostPool pool(f.content);
    auto logged = [](const Engine& e) {
        std::vector<std::string> lines;
        for (const auto& ev : e.events())
            if (ev.kind == EventKind::ScriptLog) lines.push_back(ev.text);
        return lines;
    };
    auto play_crystals = [&](int n) {
        std::unique_ptr<lua::LuaHost> host = pool.take();
        std::vector<std::string> lines;
        {
            Engine e(f.content, *host, f.setup, 7);
            e.advance();
            for (int i = 0; i < n; ++i) {
                CardId crystal = kNoCard;
                for (CardId card : e.state().players[0].hand)
                    if (e.state().card(card).def == "t.gem.crystal") crystal = card;
                REQUIRE(crystal != kNoCard);
                const auto& p = e.pending();
                REQUIRE(
                    e.submit({p.seq, p.who.front(), {"play:" + std::to_string(crystal.value())}}).accepted);
            }
            lines = logged(e);
        }
        pool.give_back(std::move(host));
        return lines;
    };
    const auto first = play_crystals(3);
    CHECK(first == std::vector<std::string>{"plays 1 tally 1 storage 1 env 1",
                                            "plays 2 tally 2 storage 2 env 2",
                                            "plays 3 tally 3 storage 3 env 3"});
    const auto second = play_crystals(1);
    CHECK(second == std::vector<std::string>{"plays 1 tally 1 storage 1 env 1"});
    CHECK(pool.hosts_made() == 1);
}

TEST_CASE("a reused host has no suspended effect and no storage of the last battle", "[lua][host_pool]") {
    test::LuaFixture f;
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx.storage.kept = "from the first battle"
  ctx:choose_option{ prompt = "Wait", options = { { id = "a", text = "A" }, { id = "b", text = "B" } } }
end })");
    lua::HostPool pool(f.content);
    auto host = pool.take();
    {
        Engine e(f.content, *host, f.setup, 7);
        e.advance();
        const auto& p = e.pending();
        CardId crystal = e.state().players[0].hand.front();
        REQUIRE(e.submit({p.seq, p.who.front(), {"play:" + std::to_string(crystal.value())}}).accepted);
        REQUIRE(host->live_runs() == 1); // the battle stops with the effect waiting for its answer
    }
    pool.give_back(std::move(host));
    host = pool.take();
    CHECK(host->live_runs() == 0);
    lua_State* L = host->state().get();
    CHECK(host->state().instructions_used() == 0);
    CHECK(lua_gettop(L) == 0);
    Engine e(f.content, *host, f.setup, 7);
    e.advance();
    CHECK(e.state().script_storage == "{}");
}

TEST_CASE("a chunk run twice in one state gives each run its own environment and locals",
          "[lua][host_pool]") {
    lua::State s;
    const std::string src = "local n = 0\n"
                            "return { set = function(v) rawset(_ENV, 'x', v); n = n + 1; return n end,\n"
                            "         get = function() return rawget(_ENV, 'x') end }\n";
    lua::Ref first = s.load_module("@twice.lua", src);
    lua::Ref second = s.load_module("@twice.lua", src); // the kept main chunk, run again
    lua_State* L = s.get();
    auto call = [&](const lua::Ref& mod, const char* fn, int arg) {
        mod.push(L);             // +1
        lua_getfield(L, -1, fn); // +1
        lua_remove(L, -2);       // -1 module
        lua_pushinteger(L, arg); // +1
        s.pcall(1, 1);           // -2 +1
        const long long v = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
        lua_pop(L, 1);
        return v;
    };
    CHECK(call(first, "set", 1) == 1);
    CHECK(call(second, "set", 2) == 1); // its own local n
    CHECK(call(first, "get", 0) == 1);  // its own environment: the second run did not replace it
    CHECK(call(second, "get", 0) == 2);
}
