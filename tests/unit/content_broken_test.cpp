// Each folder under tests/content/broken/ is a pack with exactly one kind of mistake; the loader must report
// it, and only it, at the right file:line:col.
#include "content/loader.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

struct BrokenCase {
    const char* name;
    const char* place; // "FILE:LINE:COL", FILE relative to the case folder
    const char* fragment;
};

const BrokenCase cases[] = {
    {"unknown_key", "cards/gems.yaml:6:5", "unknown key 'colour' in card"},
    {"missing_field", "cards/gems.yaml:2:5", "missing required field 'origin' in card"},
    {"wrong_type", "cards/gems.yaml:5:11", "'cost' must be an integer, got a string"},
    {"duplicate_id", "cards/more.yaml:2:10",
     "duplicate id 'b.gem.crystal' (first defined at @/cards/gems.yaml:2:9)"},
    {"unresolved_card_ref", "mages/mage.yaml:4:53", "unknown player card 'b.gem.cristal'"},
    {"bad_breach", "mages/mage.yaml:6:22", "breach 3 must be open, none or s0..s3"},
    {"missing_script", "cards/gems.yaml:9:13", "script file 'cards/crystal.lua' not found"},
    // The bracket left open on line 8 is the mistake; yaml-cpp notices it on line 9 (#21).
    {"yaml_syntax", "cards/gems.yaml:8:11",
     "YAML syntax error: this '[' is never closed (yaml-cpp stopped at line 9: end of sequence flow not "
     "found)"},
    {"bad_hand_size", "mages/mage.yaml:4:7", "'hand' must list exactly 5 cards, got 4"},
    {"undeployable_deck", "nemeses/gaunt/nemesis.yaml:1:1",
     "nemesis b.gaunt: not enough basic tier-1 cards for 2 players (need 3, have 1)"},
    {"bad_namespace", "cards/gems.yaml:2:9", "id 'base.gem.crystal' must start with its pack's id ('b.')"},
    {"unknown_location", "relics/relics.yaml:1:1", "YAML file in an unknown place"},
    {"unresolved_requires", "pack.yaml:4:12",
     "requires pack 'base', which is not among the packs being loaded"},
    {"treasure_untagged", "cards/gems.yaml:7:21", "a card with 'treasure_level' needs the tag 'treasure'"},
    {"link_on_gem", "cards/gems.yaml:7:12", "tag 'link' (two Link spells share a breach) is only for spells"},
    {"echo_on_gem", "cards/gems.yaml:7:12", "tag 'echo' (the Cast effect resolves twice) is only for spells"},
    {"uses_on_level1", "cards/gems.yaml:9:5", "'uses' is only for level 2 and 3 treasures"},
    {"wanderer_on_power", "basic/basic.yaml:7:5", "'wanderer' is only for minion cards"},
    {"ally_without_script", "allies/ally.yaml:1:1", "an ally with an 'ability' needs a 'script'"},
    {"lang_unknown_id", "lang/pl.yaml:3:1", "unknown content id 'b.gem.cristal'"},
    {"lang_bad_code", "lang/polish.yaml:1:1", "named by its two-letter code"},
    {"lang_unknown_key", "lang/pl.yaml:1:36", "unknown key 'title' in translation of 'b.gem.crystal'"},
};

// "@" in a fragment stands for the case folder, for messages that name a second place.
std::string expand(std::string s, const std::string& dir) {
    for (auto at = s.find('@'); at != std::string::npos; at = s.find('@', at + dir.size()))
        s.replace(at, 1, dir);
    return s;
}

} // namespace

TEST_CASE("each broken pack reports its one error at its place", "[content]") {
    for (const BrokenCase& c : cases) {
        DYNAMIC_SECTION(c.name) {
            std::string dir = std::string(GRAVEHOLD_TEST_DIR) + "/content/broken/" + c.name;
            auto result = ae::content::load_packs({dir});
            INFO([&] {
                std::string all;
                for (const auto& e : result.errors) all += ae::content::format(e) + "\n";
                return all;
            }());
            REQUIRE(result.errors.size() == 1);
            std::string line = ae::content::format(result.errors[0]);
            std::string prefix = dir + "/" + c.place + ": error: ";
            CHECK(line.substr(0, prefix.size()) == prefix);
            CHECK_THAT(line, Catch::Contains(expand(c.fragment, dir)));
        }
    }
}

TEST_CASE("broken packs still load what is right in them", "[content]") {
    // A mistake in one field must not hide the rest of the definition from later checks.
    std::string dir = std::string(GRAVEHOLD_TEST_DIR) + "/content/broken/wrong_type";
    auto result = ae::content::load_packs({dir});
    REQUIRE(result.content.player_cards.count("b.gem.crystal") == 1);
    CHECK(result.content.player_cards.at("b.gem.crystal").name == "Crystal");
}

namespace {
namespace fs = std::filesystem;

// A copy of a broken pack in a scratch folder, where a test can add links the repository does not hold.
struct ScratchPack {
    fs::path root = fs::temp_directory_path() / ("gravehold-links-" + std::to_string(::getpid()));
    fs::path pack = root / "pack";
    fs::path outside = root / "outside";
    explicit ScratchPack(const std::string& from) {
        fs::remove_all(root);
        fs::create_directories(outside);
        fs::copy(std::string(GRAVEHOLD_TEST_DIR) + "/content/broken/" + from, pack,
                 fs::copy_options::recursive);
    }
    ~ScratchPack() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
    std::string errors() const {
        std::string all;
        for (const auto& e : ae::content::load_packs({pack.string()}).errors)
            all += ae::content::format(e) + "\n";
        return all;
    }
};

} // namespace

TEST_CASE("a pack cannot read files outside its folder through links (#17 item 10)", "[content]") {
    ScratchPack p("missing_script");
    std::ofstream(p.outside / "secret.lua") << "return 'the password file'\n";
    std::ofstream(p.outside / "more.yaml") << "cards: []\n";
    fs::create_symlink(p.outside / "secret.lua", p.pack / "cards" / "crystal.lua");
    fs::create_symlink(p.outside / "more.yaml", p.pack / "cards" / "more.yaml");
    fs::create_directories(p.pack / "lib");
    fs::create_symlink(p.outside / "secret.lua", p.pack / "lib" / "util.lua");
    fs::create_directory_symlink(p.outside, p.pack / "mages");
    const std::string errors = p.errors();
    INFO(errors);
    CHECK_THAT(errors,
               Catch::Contains("cards/gems.yaml:9:13: error: script 'cards/crystal.lua' is a link to a "
                               "place outside the pack folder"));
    CHECK_THAT(errors,
               Catch::Contains("cards/more.yaml:1:1: error: a link to a place outside the pack folder"));
    CHECK_THAT(errors, Catch::Contains("mages:1:1: error: a link to a place outside the pack folder"));
    CHECK_THAT(errors, Catch::Contains("lib/util.lua:1:1: error: a link to a place outside the pack folder"));
    CHECK(ae::content::load_packs({p.pack.string()}).content.scripts.count("b/lib/util.lua") == 0);
    // A link that stays inside the pack is fine.
    fs::remove(p.pack / "cards" / "crystal.lua");
    fs::remove(p.pack / "cards" / "more.yaml");
    fs::remove(p.pack / "mages");
    fs::remove(p.pack / "lib" / "util.lua");
    std::ofstream(p.pack / "lib" / "crystal_impl.lua") << "return {}\n";
    fs::create_symlink(p.pack / "lib" / "crystal_impl.lua", p.pack / "cards" / "crystal.lua");
    CHECK_THAT(p.errors(), !Catch::Contains("outside the pack"));
}

TEST_CASE("a folder named like a content file is reported, not skipped (#17 item 10)", "[content]") {
    ScratchPack p("missing_script");
    fs::create_directories(p.pack / "cards" / "relics.yaml");
    CHECK_THAT(p.errors(), Catch::Contains("cards/relics.yaml:1:1: error: a folder named like a YAML file"));
}

TEST_CASE("pack files hold plain YAML and text: tags, bytes, size and depth are checked (#17 items 9, 10)",
          "[content]") {
    const std::string head = "cards:\n  - id: b.gem.crystal\n    name: ";
    const std::string tail =
        "\n    type: gem\n    cost: 0\n    starter: true\n    origin: rulebook\n    text: Gain 1 aether.\n";
    struct Bad {
        std::string name, expect;
    } bads[] = {
        {"!!python/object:os.system Crystal", "cards/gems.yaml:3:11: error: unknown YAML tag"},
        {std::string("\"Cry\\0stal\""), "cards/gems.yaml:3:11: error: this text holds a control character"},
        {"Cry\xffstal", "cards/gems.yaml:3:11: error: this text is not valid UTF-8 (byte 4)"},
        {"Cry\xed\xa0\x80stal", "is not valid UTF-8 (byte 4)"}, // a surrogate, which JSON writers refuse
        {std::string(70, '[') + std::string(70, ']'), "nested more than 64 levels deep"},
        // yaml-cpp gives up on its own far down and called it "bad file" at the end of the text.
        {std::string(200000, '[') + std::string(200000, ']'),
         "cards/gems.yaml:3:75: error: nested more than 64"},
    };
    for (const auto& b : bads) {
        ScratchPack p("missing_script");
        std::ofstream(p.pack / "cards" / "gems.yaml", std::ios::binary) << head << b.name << tail;
        const std::string errors = p.errors();
        INFO(errors);
        CHECK_THAT(errors, Catch::Contains(b.expect));
    }
    ScratchPack p("missing_script");
    std::ofstream(p.pack / "cards" / "big.yaml", std::ios::binary)
        << "cards: []\n# " << std::string(2 << 20, 'x');
    CHECK_THAT(p.errors(),
               Catch::Contains("cards/big.yaml:1:1: error: a content file is at most 1048576 bytes"));
    // Polish and German names are text.
    ScratchPack ok("missing_script");
    std::ofstream(ok.pack / "cards" / "gems.yaml", std::ios::binary)
        << head << "Kryształ Ćmy — Größe" << tail;
    CHECK_THAT(ok.errors(), !Catch::Contains("this text"));
}
