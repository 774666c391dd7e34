// Validation rules one at a time, on small packs written to a temporary folder: each test states the YAML
// and the error it must give (or that it gives none).
#include "content/loader.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using ae::content::LoadResult;

namespace {

// A temporary folder of packs, removed again when the test ends.
class TempPacks {
public:
    TempPacks() {
        static int counter = 0;
        root_ = fs::temp_directory_path() /
                ("gravehold_content_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
        fs::remove_all(root_);
        fs::create_directories(root_);
    }
    ~TempPacks() {
        std::error_code ec;
        fs::remove_all(root_, ec);
    }
    TempPacks(const TempPacks&) = delete;
    TempPacks& operator=(const TempPacks&) = delete;

    // Writes `files` (path inside the pack → text) into pack folder `name`; returns the folder.
    std::string pack(const std::string& name, const std::map<std::string, std::string>& files) const {
        for (const auto& [rel, text] : files) {
            fs::path p = root_ / name / rel;
            fs::create_directories(p.parent_path());
            std::ofstream(p) << text;
        }
        return (root_ / name).string();
    }

private:
    fs::path root_;
};

std::string manifest(const std::string& id, const std::string& requires_ = "") {
    return "id: " + id + "\nname: Pack " + id + "\nversion: 1\n" +
           (requires_.empty() ? "" : "requires: " + requires_ + "\n");
}

// One gem per id, all sharing cards/gem.lua.
std::string gems(const std::vector<std::string>& ids) {
    std::string s = "cards:\n";
    for (const auto& id : ids)
        s += "  - {id: " + id +
             ", name: G, type: gem, cost: 1, origin: original, text: T, script: cards/gem.lua}\n";
    return s;
}

// A valid mage whose hand and deck are five times `card`.
std::string mage(const std::string& id, const std::string& card) {
    std::string five = "[" + card + ", " + card + ", " + card + ", " + card + ", " + card + "]";
    return "id: " + id + "\nname: M\norigin: original\nhand: " + five + "\ndeck: " + five +
           "\nbreaches: [open, s0, s1, s2]\nability: {name: A, text: T, charges: 5, window: never}\n"
           "script: mages/m.lua\n";
}

// A pack "t" with one gem, t.gem.a, and the extra files given.
std::string gem_pack(const TempPacks& tmp, std::map<std::string, std::string> extra) {
    extra.emplace("pack.yaml", manifest("t"));
    extra.emplace("cards/gems.yaml", gems({"t.gem.a"}));
    extra.emplace("cards/gem.lua", "return {}\n");
    extra.emplace("mages/m.lua", "return {}\n");
    return tmp.pack("t", extra);
}

std::vector<std::string> formatted(const LoadResult& r) {
    std::vector<std::string> lines;
    for (const auto& e : r.errors) lines.push_back(ae::content::format(e));
    return lines;
}

// The run gave exactly one error, at `place` (relative to `dir`), containing `fragment`.
void require_one_error(const LoadResult& r, const std::string& dir, const std::string& place,
                       const std::string& fragment) {
    auto lines = formatted(r);
    INFO(Catch::Detail::stringify(lines));
    REQUIRE(lines.size() == 1);
    CHECK_THAT(lines[0], Catch::StartsWith(dir + "/" + place + ": error: "));
    CHECK_THAT(lines[0], Catch::Contains(fragment));
}

void require_no_errors(const LoadResult& r) {
    INFO(Catch::Detail::stringify(formatted(r)));
    REQUIRE(r.errors.empty());
}

// A card file holding one card written as `card`, a flow map.
std::string one_card(const std::string& card) { return "cards:\n  - " + card + "\n"; }

} // namespace

TEST_CASE("values are typed the way YAML 1.2 and JSON Schema type them", "[content]") {
    TempPacks tmp;
    SECTION("a quoted number is a string") {
        auto dir =
            gem_pack(tmp, {{"cards/x.yaml", one_card("{id: t.gem.x, name: X, type: gem, cost: \"3\", "
                                                     "origin: original, text: T, script: cards/gem.lua}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:45",
                          "'cost' must be an integer, got a string");
    }
    SECTION("a plain number is not a string") {
        auto dir =
            gem_pack(tmp, {{"cards/x.yaml", one_card("{id: t.gem.x, name: 7, type: gem, cost: 3, "
                                                     "origin: original, text: T, script: cards/gem.lua}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:25",
                          "'name' must be a string, got an integer");
    }
    SECTION("an empty value is reported at its key") {
        auto dir = gem_pack(
            tmp, {{"cards/x.yaml", "cards:\n  - id: t.gem.x\n    name: X\n    type: gem\n    cost: 3\n"
                                   "    origin: original\n    text:\n    script: cards/gem.lua\n"}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:7:5",
                          "'text' must be a string, got nothing (null)");
    }
    SECTION("yes is not a boolean") {
        auto dir = gem_pack(
            tmp, {{"cards/x.yaml", one_card("{id: t.gem.x, name: X, type: gem, cost: 3, starter: yes, "
                                            "origin: original, text: T, script: cards/gem.lua}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:57",
                          "'starter' must be true or false, got a string");
    }
    SECTION("a negative cost") {
        auto dir =
            gem_pack(tmp, {{"cards/x.yaml", one_card("{id: t.gem.x, name: X, type: gem, cost: -1, "
                                                     "origin: original, text: T, script: cards/gem.lua}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:45",
                          "'cost' must be at least 0, got -1");
    }
    SECTION("a key given twice") {
        auto dir =
            gem_pack(tmp, {{"cards/x.yaml", one_card("{id: t.gem.x, name: X, name: Y, type: gem, cost: 3, "
                                                     "origin: original, text: T, script: cards/gem.lua}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:28",
                          "repeated key 'name' in card (first at line 2)");
    }
}

TEST_CASE("files in a pack", "[content]") {
    TempPacks tmp;
    SECTION("a .yml file is not silently skipped") {
        auto dir = gem_pack(tmp, {{"cards/x.yml", gems({"t.gem.x"})}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yml:1:1", "end in .yaml, not .yml");
    }
    SECTION("a file with two documents") {
        auto dir = gem_pack(tmp, {{"cards/x.yaml", gems({"t.gem.x"}) + "---\n" + gems({"t.gem.y"})}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:4:1", "one YAML document");
    }
    SECTION("an empty card file") {
        auto dir = gem_pack(tmp, {{"cards/x.yaml", ""}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:1:1",
                          "card file must be a map, got nothing (null)");
    }
    SECTION("a script path that leaves the pack") {
        auto dir =
            gem_pack(tmp, {{"cards/x.yaml", one_card("{id: t.gem.x, name: X, type: gem, cost: 3, "
                                                     "origin: original, text: T, script: ../gem.lua}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:83",
                          "script '../gem.lua' must be a path inside the pack ending in .lua");
    }
    SECTION("a folder without pack.yaml") {
        auto dir = tmp.pack("none", {{"cards/gems.yaml", gems({"t.gem.a"})}});
        auto r = ae::content::load_packs({dir});
        REQUIRE(r.errors.size() == 1);
        CHECK(ae::content::format(r.errors[0]) ==
              dir + "/pack.yaml: error: missing pack.yaml: every pack folder needs one");
    }
    SECTION("a folder that does not exist") {
        auto r = ae::content::load_packs({"/nonexistent/gravehold/pack"});
        REQUIRE(r.errors.size() == 1);
        CHECK(ae::content::format(r.errors[0]) ==
              "/nonexistent/gravehold/pack: error: pack folder not found");
    }
}

TEST_CASE("ids", "[content]") {
    TempPacks tmp;
    SECTION("ids are lower-case and dotted") {
        auto dir = gem_pack(tmp, {{"cards/x.yaml", gems({"t.Gem.x"})}});
        require_one_error(ae::content::load_packs({dir}), dir, "cards/x.yaml:2:10",
                          "id 't.Gem.x' must be lower-case");
    }
    SECTION("ids are unique across kinds of definition") {
        auto dir = gem_pack(tmp, {{"mages/m.yaml", mage("t.gem.a", "t.gem.a")}});
        require_one_error(ae::content::load_packs({dir}), dir, "mages/m.yaml:1:5",
                          "duplicate id 't.gem.a' (first defined at " + dir + "/cards/gems.yaml:2:10)");
    }
    SECTION("pack ids") {
        auto dir = tmp.pack("p", {{"pack.yaml", manifest("Core")}});
        require_one_error(ae::content::load_packs({dir}), dir, "pack.yaml:1:5",
                          "pack id 'Core' must be one lower-case word");
    }
    SECTION("two folders with the same pack id") {
        auto a = tmp.pack("a", {{"pack.yaml", manifest("same")}});
        auto b = tmp.pack("b", {{"pack.yaml", manifest("same")}});
        auto r = ae::content::load_packs({a, b});
        require_one_error(r, b, "pack.yaml:1:5",
                          "duplicate pack id 'same' (first defined at " + a + "/pack.yaml:1:5)");
        CHECK(r.packs.size() == 1);
    }
}

TEST_CASE("mages", "[content]") {
    TempPacks tmp;
    SECTION("a hand card that is a nemesis card") {
        auto dir = gem_pack(
            tmp, {{"mages/m.yaml", mage("t.mage.m", "t.hollow.gnaw")},
                  {"nemeses/hollow/nemesis.yaml",
                   "id: t.hollow\nname: H\norigin: original\ntext: T\nlife: 30\ndifficulty: 2\n"
                   "script: nemeses/hollow/n.lua\ncards:\n"
                   "  - {id: t.hollow.gnaw, name: G, type: attack, tier: 1, text: T, origin: original}\n"},
                  {"nemeses/hollow/n.lua", "return {}\n"}});
        auto r = ae::content::load_packs({dir});
        REQUIRE(r.errors.size() == 10); // each of the five hand and five deck entries
        CHECK_THAT(ae::content::format(r.errors[0]),
                   Catch::StartsWith(dir + "/mages/m.yaml:4:8: error: 't.hollow.gnaw' is not a player card"));
    }
    SECTION("four breaches exactly") {
        std::string m = mage("t.mage.m", "t.gem.a");
        m.replace(m.find("[open, s0, s1, s2]"), 18, "[open, s0, s1]");
        auto dir = gem_pack(tmp, {{"mages/m.yaml", m}});
        require_one_error(ae::content::load_packs({dir}), dir, "mages/m.yaml:6:11",
                          "'breaches' must list exactly 4 breaches, got 3");
    }
    SECTION("ability charges and window") {
        std::string m = mage("t.mage.m", "t.gem.a");
        m.replace(m.find("charges: 5, window: never"), 25, "charges: 7, window: always");
        auto dir = gem_pack(tmp, {{"mages/m.yaml", m}});
        auto lines = formatted(ae::content::load_packs({dir}));
        REQUIRE(lines.size() == 2);
        CHECK_THAT(lines[0],
                   Catch::Contains("mages/m.yaml:7:38: error: 'charges' must be between 1 and 6, got 7"));
        CHECK_THAT(lines[1],
                   Catch::Contains(
                       "mages/m.yaml:7:49: error: 'window' must be one of own_main_phase, any_main_phase, "
                       "nemesis_card_drawn, turn_order_drawn, own_draw_phase_end, never, got 'always'"));
    }
    SECTION("0 charges only for a mat with no ability yet (window never, a Legacy mat)") {
        std::string m = mage("t.mage.m", "t.gem.a");
        m.replace(m.find("charges: 5"), 10, "charges: 0");
        require_no_errors(ae::content::load_packs({gem_pack(tmp, {{"mages/m.yaml", m}})}));
        m.replace(m.find("window: never"), 13, "window: own_main_phase");
        TempPacks other;
        auto dir = gem_pack(other, {{"mages/m.yaml", m}});
        require_one_error(ae::content::load_packs({dir}), dir, "mages/m.yaml:7:38",
                          "'charges' must be between 1 and 6, got 0");
    }
    SECTION("unknown keys in the ability") {
        std::string m = mage("t.mage.m", "t.gem.a");
        m.replace(m.find("window: never"), 13, "window: never, cost: 2");
        auto dir = gem_pack(tmp, {{"mages/m.yaml", m}});
        require_one_error(ae::content::load_packs({dir}), dir, "mages/m.yaml:7:56",
                          "unknown key 'cost' in ability");
    }
}

TEST_CASE("packs load in dependency order and see only what they require", "[content]") {
    TempPacks tmp;
    auto core = tmp.pack("core", {{"pack.yaml", manifest("core")},
                                  {"cards/gems.yaml", gems({"core.gem.a"})},
                                  {"cards/gem.lua", "return {}\n"}});
    auto ext = tmp.pack("ext", {{"pack.yaml", manifest("ext", "[core]")},
                                {"mages/m.yaml", mage("ext.mage.m", "core.gem.a")},
                                {"mages/m.lua", "return {}\n"}});
    SECTION("a required pack comes first, whatever order the folders are given in") {
        auto r = ae::content::load_packs({ext, core});
        require_no_errors(r);
        REQUIRE(r.packs.size() == 2);
        CHECK(r.packs[0].id == "core");
        CHECK(r.packs[1].id == "ext");
        CHECK(r.packs[1].requires_ == std::vector<std::string>{"core"});
    }
    SECTION("a card from a pack that is loaded but not required") {
        auto lone = tmp.pack("lone", {{"pack.yaml", manifest("lone")},
                                      {"mages/m.yaml", mage("lone.mage.m", "core.gem.a")},
                                      {"mages/m.lua", "return {}\n"}});
        auto lines = formatted(ae::content::load_packs({core, lone}));
        REQUIRE(lines.size() == 10);
        CHECK(lines[0] ==
              lone + "/mages/m.yaml:4:8: error: card 'core.gem.a' is in pack 'core', which pack 'lone' "
                     "does not require");
    }
    SECTION("a cycle of requirements") {
        auto a = tmp.pack("a", {{"pack.yaml", manifest("a", "[b]")}});
        auto b = tmp.pack("b", {{"pack.yaml", manifest("b", "[a]")}});
        auto r = ae::content::load_packs({a, b});
        require_one_error(r, b, "pack.yaml:4:12", "requires cycle: a -> b -> a");
        CHECK(r.packs.size() == 2);
    }
}

TEST_CASE("nemesis cards", "[content]") {
    TempPacks tmp;
    auto nemesis = [&](const std::string& card) {
        return gem_pack(tmp,
                        {{"nemeses/n/nemesis.yaml", "id: t.n\nname: N\norigin: original\ntext: T\nlife: 30\n"
                                                    "difficulty: 2\nscript: nemeses/n/n.lua\ncards:\n  - " +
                                                        card + "\n"},
                         {"nemeses/n/n.lua", "return {}\n"}});
    };
    SECTION("life is for minions only") {
        auto dir = nemesis("{id: t.n.a, name: A, type: attack, tier: 1, life: 3, text: T, origin: original}");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:9:49",
                          "'life' is only for minion cards");
    }
    SECTION("a power needs its power") {
        auto dir = nemesis("{id: t.n.a, name: A, type: power, tier: 1, text: T, origin: original}");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:9:5",
                          "missing required field 'power' in nemesis card");
    }
    SECTION("to_discard is for powers only") {
        auto dir = nemesis("{id: t.n.a, name: A, type: minion, tier: 1, life: 2, to_discard: true, text: T, "
                           "origin: original}");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:9:58",
                          "'to_discard' is only for power cards");
    }
    SECTION("tiers go from 1 to 3") {
        auto dir = nemesis("{id: t.n.a, name: A, type: attack, tier: 4, text: T, origin: original}");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:9:46",
                          "'tier' must be between 1 and 3, got 4");
    }
    SECTION("a handler is a lower-case word") {
        auto dir =
            nemesis("{id: t.n.a, name: A, type: attack, tier: 1, text: T, origin: original, handler: Bad}");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:9:85",
                          "'handler' must be empty or a lower-case word, got 'Bad'");
    }
    SECTION("a basic card names its own script") {
        auto dir = gem_pack(tmp, {{"basic/b.yaml", one_card("{id: t.basic.a, name: A, type: attack, tier: 1, "
                                                            "text: T, origin: original}")}});
        require_one_error(ae::content::load_packs({dir}), dir, "basic/b.yaml:2:5",
                          "missing required field 'script' in basic card");
    }
}

TEST_CASE("evolve fields: evolves_into names a nemesis card of the same type", "[content][legacy]") {
    TempPacks tmp;
    auto basics = [&](const std::string& a_extra, const std::string& b) {
        return gem_pack(
            tmp, {{"basic/b.yaml", "cards:\n  - {id: t.basic.a, name: A, type: attack, tier: 1, text: T, "
                                   "origin: original, script: basic/b.lua, " +
                                       a_extra + "}\n  - " + b + "\n"},
                  {"basic/b.lua", "return {}\n"}});
    };
    const std::string attack_b =
        "{id: t.basic.b, name: B, type: attack, tier: 1, text: T, origin: original, script: basic/b.lua}";
    SECTION("a valid evolution") {
        auto r = ae::content::load_packs({basics("evolve_slots: 2, evolves_into: t.basic.b", attack_b)});
        require_no_errors(r);
        CHECK(r.content.nemesis_cards.at("t.basic.a").evolve_slots == 2);
        CHECK(r.content.nemesis_cards.at("t.basic.a").evolves_into == "t.basic.b");
        CHECK(r.content.nemesis_cards.at("t.basic.b").evolve_slots == 0);
    }
    SECTION("an unknown card") {
        auto dir = basics("evolve_slots: 1, evolves_into: t.basic.zz", attack_b);
        require_one_error(ae::content::load_packs({dir}), dir, "basic/b.yaml:2:5",
                          "evolves_into 't.basic.zz' is not a nemesis card");
    }
    SECTION("another type") {
        auto dir =
            basics("evolve_slots: 1, evolves_into: t.basic.b",
                   "{id: t.basic.b, name: B, type: minion, life: 3, tier: 1, text: T, origin: original, "
                   "script: basic/b.lua}");
        require_one_error(ae::content::load_packs({dir}), dir, "basic/b.yaml:2:5",
                          "'t.basic.a' is an attack but evolves_into 't.basic.b' is a minion");
    }
    SECTION("slots are 0 to 9") {
        auto dir = basics("evolve_slots: -1", attack_b);
        require_one_error(ae::content::load_packs({dir}), dir, "basic/b.yaml:2:115",
                          "'evolve_slots' must be between 0 and 9, got -1");
    }
}

TEST_CASE("nemesis fields", "[content]") {
    TempPacks tmp;
    auto nemesis = [&](const std::string& extra) {
        return gem_pack(tmp,
                        {{"nemeses/n/nemesis.yaml", "id: t.n\nname: N\norigin: original\ntext: T\nlife: 30\n"
                                                    "difficulty: 2\nscript: nemeses/n/n.lua\ncards: []\n" +
                                                        extra},
                         {"nemeses/n/n.lua", "return {}\n"}});
    };
    SECTION("token start values") {
        auto dir = nemesis("tokens: {rage: -1}\n");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:9:16",
                          "token 'rage' must be at least 0, got -1");
    }
    SECTION("side decks hold tier-0 cards") {
        auto dir = nemesis(
            "side_decks:\n  spawn:\n    - {id: t.n.s, name: S, type: minion, tier: 1, life: 2, text: T, "
            "origin: original}\n");
        require_one_error(ae::content::load_packs({dir}), dir, "nemeses/n/nemesis.yaml:11:48",
                          "'tier' must be 0, got 1");
    }
}

TEST_CASE("errors come sorted by file, line and column, whenever they were found", "[content]") {
    TempPacks tmp;
    // The unknown card (line 4) is found after the whole run is read, the bad breach (line 6) while reading.
    std::string m = mage("t.mage.m", "t.gem.a");
    m.replace(m.find("hand: [t.gem.a"), 14, "hand: [t.gem.zz");
    m.replace(m.find("s2]"), 3, "s9]");
    auto dir = gem_pack(tmp, {{"mages/m.yaml", m}, {"cards/x.yaml", one_card("{id: t.gem.x}")}});
    auto lines = formatted(ae::content::load_packs({dir}));
    INFO(Catch::Detail::stringify(lines));
    REQUIRE(lines.size() == 8);
    CHECK_THAT(lines[0], Catch::StartsWith(dir + "/cards/x.yaml:2:5: error: missing required field 'name'"));
    CHECK_THAT(lines[5],
               Catch::StartsWith(dir + "/cards/x.yaml:2:5: error: missing required field 'script'"));
    CHECK_THAT(lines[6], Catch::StartsWith(dir + "/mages/m.yaml:4:8: error: unknown player card 't.gem.zz'"));
    CHECK_THAT(lines[7], Catch::StartsWith(dir + "/mages/m.yaml:6:26: error: breach 4 must be"));
}
