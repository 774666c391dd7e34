// ae.require, per-chunk environments, ae.sorted_pairs, and determinism across fresh states.
#include "core/errors.hpp"
#include "engine/rng.hpp"
#include "scripting/state.hpp"
#include "scripting/storage.hpp"
#include "tests/support/script_error.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <memory>
#include <string>

using ae::ScriptError;
using ae::lua::State;
using ae::test::error_of;
using Catch::Matchers::Contains;

namespace {

// A fake content tree: module name -> source, counting how often each is read.
struct Tree {
    std::map<std::string, std::string> files;
    std::map<std::string, int> reads;
    void attach(State& s) {
        s.set_require_resolver([this](const std::string& name) -> std::optional<std::string> {
            ++reads[name];
            auto it = files.find(name);
            if (it == files.end()) return std::nullopt;
            return it->second;
        });
    }
};

std::string module_json(State& s, const std::string& src) {
    auto m = s.load_module("@content/m.lua", src);
    m.push(s.get());
    std::string out = ae::lua::save_value(s.get(), -1, "module");
    lua_pop(s.get(), 1);
    return out;
}

} // namespace

TEST_CASE("ae.require loads a library once per state", "[lua]") {
    State s;
    Tree tree;
    tree.files["lib/targeting"] = "local M = {} function M.double(x) return x * 2 end return M";
    tree.attach(s);
    const std::string out = module_json(s, R"(
        local a = ae.require('lib/targeting')
        local b = ae.require('lib/targeting')
        return { same = rawequal(a, b), v = a.double(21) })");
    CHECK(out == R"({"same":true,"v":42})");
    CHECK(tree.reads["lib/targeting"] == 1);
}

TEST_CASE("ae.require refuses unknown, invalid and cyclic modules", "[lua]") {
    State s;
    CHECK_THAT(error_of([&] { s.load_module("@m.lua", "ae.require('lib/x') return {}"); }),
               Contains("no module resolver"));
    Tree tree;
    tree.files["lib/a"] = "ae.require('lib/b') return {}";
    tree.files["lib/b"] = "ae.require('lib/a') return {}";
    tree.files["lib/typo"] = "return { x = undefined_thing }";
    tree.attach(s);
    CHECK_THAT(error_of([&] { s.load_module("@m.lua", "ae.require('lib/nope') return {}"); }),
               Contains("unknown module 'lib/nope'"));
    for (const char* bad : {"../etc/passwd", "/abs", "lib//x", "lib/x.lua", ""}) {
        INFO(bad);
        CHECK_THAT(
            error_of([&] { s.load_module("@m.lua", std::string("ae.require('") + bad + "') return {}"); }),
            Contains("invalid module name"));
    }
    CHECK_THAT(error_of([&] { s.load_module("@m.lua", "ae.require('lib/a') return {}"); }),
               Contains("cycle: 'lib/a' is required while it is still loading"));
    const std::string err = error_of([&] { s.load_module("@m.lua", "ae.require('lib/typo') return {}"); });
    CHECK_THAT(err, Contains("lib/typo.lua:1: undefined global 'undefined_thing'"));
    // A failed load leaves nothing half-cached: fixing the file makes it load.
    tree.files["lib/typo"] = "return { x = 1 }";
    CHECK_NOTHROW(s.load_module("@m.lua", "assert(ae.require('lib/typo').x == 1) return {}"));
}

TEST_CASE("each chunk has its own environment", "[lua]") {
    State s;
    auto a = s.load_module("@a.lua", "local secret = 1 return { get = function() return secret end }");
    CHECK_THAT(error_of([&] { s.load_module("@b.lua", "return { s = secret }"); }),
               Contains("undefined global 'secret'"));
    CHECK_THAT(error_of([&] {
                   s.load_module("@b.lua", "rawset(_ENV, 'shared', 1) return {}");
                   s.load_module("@c.lua", "return { shared }");
               }),
               Contains("undefined global 'shared'"));
}

TEST_CASE("ae.sorted_pairs iterates in a fixed order", "[lua]") {
    State s;
    CHECK(module_json(s, R"(
        local t = { zeta = 1, alpha = 2, [3] = 'c', [1] = 'a', mid = 3, [-2] = 'n' }
        local order = {}
        for k in ae.sorted_pairs(t) do order[#order + 1] = tostring(k) end
        return order)") == R"(["-2","1","3","alpha","mid","zeta"])");
    CHECK_THAT(
        error_of([&] { s.load_module("@m.lua", "for k in ae.sorted_pairs({[true] = 1}) do end return {}"); }),
        Contains("keys must be integers or strings"));
}

TEST_CASE("two fresh states loading the same module agree", "[lua]") {
    // Many string keys: plain pairs() order would follow each state's random hash seed.
    const char* src = R"(
        local t = {}
        for i = 1, 200 do t['k' .. i] = i * ae.random(1000) end
        local out, sum = {}, 0
        for k, v in ae.sorted_pairs(t) do out[#out + 1] = k sum = sum + v end
        return { order = out, sum = sum, text = string.format('%d/%s', sum, out[1]) })";
    const auto run = [&] {
        State s;
        auto rng = std::make_shared<ae::Rng>(7);
        s.set_random([rng](std::int64_t n) { return static_cast<std::int64_t>(rng->bounded(n)) + 1; });
        return module_json(s, src);
    };
    const std::string first = run();
    CHECK(first == run());
    CHECK(first == run());
}
