// Names in other languages (lang/<code>.yaml): the shipped Polish names load, are listed, and a pack may
// only translate what it defines or requires.
#include "content/loader.hpp"
#include "play/session.hpp"
#include "tests/support/cli_run.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using ae::test::gravehold;

TEST_CASE("content: the shipped packs carry the official Polish names", "[content][lang]") {
    const auto loaded = ae::play::load_content();
    REQUIRE(loaded.errors.empty());
    const auto& pl = loaded.content.translations.at("pl");
    CHECK(pl.at("base.gem.jade").name == "Jadeit");
    CHECK(pl.at("base.gem.crystal").name == "Kryształ");
    CHECK(pl.at("legacy.maelstrom").name == "Wszechostrze");
    CHECK(pl.at("outcasts.basic.acceleration").name == "Przyspieszenie");
    // Only people see translations: the definitions keep their English names, which scripts may use.
    CHECK(loaded.content.player_card("base.gem.jade").name == "Jade");
    CHECK(pl.size() > 150);
}

TEST_CASE("content list shows names in a language and refuses an unknown one", "[content][lang]") {
    auto r = gravehold({"content", "list", "--lang", "pl"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("base.gem.jade  Jadeit") != std::string::npos);
    CHECK(r.out.find("base.spell.dark_fire  Mroczny Płomień") != std::string::npos);
    // No Polish name known: the English one.
    CHECK(r.out.find("original.ashen_orrery  The Ashen Orrery") != std::string::npos);
    const auto j = nlohmann::json::parse(gravehold({"content", "list", "--json"}).out);
    bool found = false;
    for (const auto& card : j["cards"])
        if (card["id"] == "base.gem.jade") found = card["names"]["pl"] == "Jadeit";
    CHECK(found);
    auto bad = gravehold({"content", "list", "--lang", "xx"});
    CHECK(bad.code == 2);
    CHECK(bad.err.find("no language 'xx' (known: en, de, pl)") != std::string::npos);
}

TEST_CASE("a pack may not translate a pack it does not require", "[content][lang]") {
    const std::string base = std::string(GRAVEHOLD_PACKS_DIR) + "/base";
    const std::string other = std::string(GRAVEHOLD_TEST_DIR) + "/content/lang_other";
    const auto r = ae::content::load_packs({base, other});
    bool reported = false;
    for (const auto& e : r.errors)
        if (ae::content::format(e).find(
                "'base.gem.amethyst_shard' is in pack 'base', which pack 'o' does not require") !=
            std::string::npos)
            reported = e.pos.file == other + "/lang/cs.yaml" && e.pos.line == 1;
    CHECK(reported);
}

TEST_CASE("the global --lang shows Polish names at the table and changes nothing in the battle",
          "[content][lang]") {
    const std::vector<std::string> battle = {"battle", "--nemesis", "rageborne", "--players", "2",
                                             "--bots", "all",       "--seed",    "3",         "--no-save"};
    auto args = [&](std::vector<std::string> pre, bool json) {
        pre.insert(pre.end(), battle.begin(), battle.end());
        if (json) pre.push_back("--json");
        return pre;
    };
    const auto pl = gravehold(args({"--lang", "pl"}, false));
    REQUIRE(pl.code == 0);
    CHECK(pl.out.find("Bitwa z Nemezis Gnieworodny") != std::string::npos);
    CHECK(pl.out.find("zagrywa kartę Kryształ") != std::string::npos);
    const auto en = gravehold(args({}, false));
    CHECK(en.out.find("Battle against Rageborne") != std::string::npos);
    // The same battle: same result and state hash, whatever language people read it in.
    const auto a = nlohmann::json::parse(gravehold(args({"--lang", "pl"}, true)).out);
    const auto b = nlohmann::json::parse(gravehold(args({}, true)).out);
    CHECK(a["state_hash"] == b["state_hash"]);
    CHECK(a["turns"] == b["turns"]);
    // The language does not stick to later commands of the same process.
    CHECK(gravehold({"content", "list"}).out.find("base.gem.jade  Jade ") != std::string::npos);
    CHECK(gravehold({"--lang", "xx", "content", "list"}).code == 2);
}
