// `content new nemesis` writes a skeleton that passes `content check` and `content test`; `content test`
// runs a pack's own scenarios with the pack loaded (#21).
#include "tests/support/cli_run.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using ae::test::gravehold;
using Catch::Matchers::Contains;

namespace {

struct Folder {
    fs::path dir = fs::temp_directory_path() / ("gravehold-new-" + std::to_string(::getpid()));
    Folder() { fs::remove_all(dir); }
    ~Folder() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    std::string pack() const { return (dir / "wyrm").string(); }
};

std::string read(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

TEST_CASE("content new nemesis: the skeleton checks clean and its scenarios pass", "[content]") {
    Folder f;
    const auto made = gravehold({"content", "new", "nemesis", "wyrm.ember_wyrm", "--pack", f.pack()});
    INFO(made.err);
    REQUIRE(made.code == 0);
    for (const char* file : {"pack.yaml", "nemeses/ember_wyrm/nemesis.yaml", "nemeses/ember_wyrm/nemesis.lua",
                             "scenarios/ember_wyrm.yaml", ".luarc.json"})
        CHECK(fs::exists(fs::path(f.pack()) / file));
    // Every entry point a nemesis may have is there to fill in.
    const std::string lua = read(fs::path(f.pack()) / "nemeses/ember_wyrm/nemesis.lua");
    for (const char* entry : {"N.setup", "N.unleash", "N.loss_condition", "effect =", "immediately =",
                              "persistent =", "can_discard =", "to_discard =", "power ="})
        CHECK_THAT(lua, Contains(entry));
    const auto checked = gravehold({"content", "check", f.pack()});
    INFO(checked.err);
    CHECK(checked.code == 0);
    CHECK(checked.err.empty()); // no warnings either
    const auto tested = gravehold({"content", "test", f.pack()});
    INFO(tested.out);
    CHECK(tested.code == 0);
    CHECK_THAT(tested.out, Contains("2 passed, 0 failed"));
    // A second nemesis in the same pack, by its name alone.
    REQUIRE(gravehold({"content", "new", "nemesis", "second", "--pack", f.pack()}).code == 0);
    CHECK_THAT(gravehold({"content", "test", f.pack()}).out, Contains("4 passed, 0 failed"));
}

TEST_CASE("content new nemesis: never overwrites, and refuses ids that are not ids", "[content]") {
    Folder f;
    REQUIRE(gravehold({"content", "new", "nemesis", "wyrm.ember_wyrm", "--pack", f.pack()}).code == 0);
    const fs::path lua = fs::path(f.pack()) / "nemeses/ember_wyrm/nemesis.lua";
    std::ofstream(lua, std::ios::app) << "-- my work\n";
    const auto again = gravehold({"content", "new", "nemesis", "wyrm.ember_wyrm", "--pack", f.pack()});
    CHECK(again.code != 0);
    CHECK_THAT(again.err, Contains("already exists; nothing was written"));
    CHECK_THAT(read(lua), Contains("-- my work"));
    CHECK_THAT(gravehold({"content", "new", "nemesis", "other.x", "--pack", f.pack()}).err,
               Contains("is not in pack 'wyrm'"));
    CHECK_THAT(
        gravehold({"content", "new", "nemesis", "Wyrm.Big Bad", "--pack", (f.dir / "p2").string()}).err,
        Contains("lowercase letters, digits and _"));
    CHECK_THAT(gravehold({"content", "new", "nemesis", "lonely", "--pack", (f.dir / "p3").string()}).err,
               Contains("say which pack"));
}

TEST_CASE("content test: a failing scenario of the pack fails the run, naming its line", "[content]") {
    Folder f;
    REQUIRE(gravehold({"content", "new", "nemesis", "wyrm.ember_wyrm", "--pack", f.pack()}).code == 0);
    const fs::path scenario = fs::path(f.pack()) / "scenarios/ember_wyrm.yaml";
    std::string text = read(scenario);
    text.replace(text.find("nemesis.life: 60"), 16, "nemesis.life: 61");
    std::ofstream(scenario) << text;
    const auto r = gravehold({"content", "test", f.pack()});
    CHECK(r.code == 1);
    CHECK_THAT(r.out, Contains("ember_wyrm.yaml:") && Contains("expected nemesis.life = 61, got 60") &&
                          Contains("1 passed, 1 failed"));
    CHECK_THAT(gravehold({"content", "test", (f.dir / "nothing").string()}).err, Contains("pack.yaml"));
}
