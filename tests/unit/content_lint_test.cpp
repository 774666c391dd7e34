// `content check` reads a pack's Lua before a battle runs it (#21): a typo'd global and an unknown ctx
// function are errors at their line; shipped scripts have nothing to report.
#include "scripting/lint.hpp"
#include "tests/support/cli_run.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;
using ae::lua::lint_scripts;
using ae::lua::scan_ctx_calls;
using Catch::Matchers::Contains;

namespace {

// A copy of the test pack tests/content/good whose crystal.lua is `lua`.
struct Pack {
    fs::path dir = fs::temp_directory_path() / ("gravehold-lint-" + std::to_string(::getpid()));
    explicit Pack(const std::string& lua) {
        fs::remove_all(dir);
        fs::copy(std::string(GRAVEHOLD_TEST_DIR) + "/content/good", dir, fs::copy_options::recursive);
        std::ofstream(dir / "cards" / "crystal.lua") << lua;
    }
    ~Pack() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    std::string crystal() const { return (dir / "cards" / "crystal.lua").string(); }
};

const char* const kTypos = "local N = {}\n"
                           "function N.play(ctx)\n"
                           "  hea = 3\n"
                           "  ctx:gain_aethr(1)\n"
                           "  ctx.storage.n = tostrin(1)\n"
                           "end\n"
                           "return N\n";

} // namespace

TEST_CASE("lint: unknown ctx functions are found in code, not in comments or strings", "[content]") {
    const std::string text = "-- ctx:in_a_comment()\n"
                             "--[==[ ctx:in_a_long_comment() ]==]\n"
                             "local s = 'ctx:in_a_string' .. \"ctx.too\" .. [[ctx:long_string]]\n"
                             "ctx:gain_aether(1); ctx.storage.x = 1\n"
                             "  ctx : gian_life(2)\n";
    const auto found = scan_ctx_calls("x.lua", text);
    REQUIRE(found.size() == 1);
    CHECK(found[0].line == 5);
    CHECK(found[0].col == 9);
    CHECK(found[0].error);
    CHECK(found[0].message == "unknown ctx function 'gian_life' (did you mean 'gain_life'?)");
}

TEST_CASE("lint: a typo'd global is an error at its line, from luacheck configured by the sandbox",
          "[content]") {
    Pack p(kTypos);
    const auto r = lint_scripts({p.crystal()});
    REQUIRE(r.luacheck_ran); // scripts/setup installs lua-check
    REQUIRE(r.findings.size() == 3);
    CHECK(r.findings[0].line == 3);
    CHECK(r.findings[0].col == 3);
    CHECK(r.findings[0].message == "sets the global 'hea': scripts cannot set globals (a missing `local`?)");
    CHECK(r.findings[1].line == 4);
    CHECK_THAT(r.findings[1].message, Contains("'gain_aethr' (did you mean 'gain_aether'?)"));
    CHECK(r.findings[2].line == 5);
    CHECK(r.findings[2].message ==
          "unknown global 'tostrin': the sandbox has no such name (did you mean 'tostring'?)");
    // What the sandbox gives is not reported: ae, string, ipairs, pcall...
    Pack ok("local N = {}\nfunction N.play(ctx)\n  for _, p in ipairs(ctx:players()) do\n"
            "    ctx.storage[p] = string.rep('x', math.max(1, ae.random(3)))\n  end\nend\nreturn N\n");
    CHECK(lint_scripts({ok.crystal()}).findings.empty());
}

TEST_CASE("content check: typos in a pack's Lua fail it, naming FILE:LINE:COL", "[content]") {
    Pack p(kTypos);
    const auto r = ae::test::gravehold({"content", "check", p.dir.string()});
    CHECK(r.code == 1);
    CHECK_THAT(r.err, Contains(p.crystal() + ":3:3: error: sets the global 'hea'"));
    CHECK_THAT(r.err, Contains(p.crystal() + ":4:7: error: unknown ctx function 'gain_aethr'"));
    CHECK_THAT(r.err, Contains(p.crystal() + ":5:19: error: unknown global 'tostrin'"));
}

TEST_CASE("content check: the shipped packs' Lua has nothing to report", "[content]") {
    const auto r = ae::test::gravehold({"content", "check"});
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK_THAT(r.out, Contains(": 0 error(s)\n"));
}

TEST_CASE("content check: a missing entry point is reported at the definition that needs it (#21)",
          "[content]") {
    // It used to name only the Lua file, with no line.
    Pack p("local N = {}\nreturn N\n");
    const auto r = ae::test::gravehold({"content", "check", p.dir.string()});
    CHECK(r.code == 1);
    CHECK_THAT(r.err, Contains((p.dir / "cards" / "gems.yaml").string() + ":9:5: error: " + p.crystal() +
                               " has no function 'play', which this definition needs"));
}
