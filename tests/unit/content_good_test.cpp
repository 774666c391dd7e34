// tests/content/good/ is a valid pack using every field; check that each value arrives where it belongs.
#include "content/loader.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace ae;

namespace {

const std::string good_dir = std::string(GRAVEHOLD_TEST_DIR) + "/content/good";

const content::LoadResult& good() {
    static const content::LoadResult result = content::load_packs({good_dir});
    return result;
}

} // namespace

TEST_CASE("the good pack loads without errors", "[content]") {
    for (const auto& e : good().errors) FAIL(content::format(e));
    REQUIRE(good().packs.size() == 1);
    const auto& pack = good().packs[0];
    CHECK(pack.id == "good");
    CHECK(pack.name == "Good Test Pack");
    CHECK(pack.dir == good_dir);
    CHECK(pack.version == 2);
    CHECK(pack.requires_.empty());
}

TEST_CASE("good pack: player cards", "[content]") {
    const Content& c = good().content;
    REQUIRE(c.player_cards.size() == 5);

    const auto& crystal = c.player_card("good.gem.crystal");
    CHECK(crystal.name == "Crystal");
    CHECK(crystal.type == CardType::Gem);
    CHECK(crystal.cost == 0);
    CHECK(crystal.starter);
    CHECK(crystal.pile_size == 0); // starters are dealt, not bought
    CHECK_FALSE(crystal.prep_to_closed);
    CHECK(crystal.tags.empty());
    CHECK(crystal.origin == Origin::Rulebook);
    CHECK(crystal.text == "Gain 1 aether.");
    CHECK(crystal.script == "good/cards/crystal.lua");
    CHECK(crystal.source.file == good_dir + "/cards/gems.yaml");
    CHECK(crystal.source.line == 2);
    CHECK(crystal.source.col == 5);

    const auto& jade = c.player_card("good.gem.jade");
    CHECK_FALSE(jade.starter);
    CHECK(jade.pile_size == 7); // gem default
    CHECK(jade.tags == std::vector<std::string>{"treasure"});
    CHECK(jade.origin == Origin::Original);

    const auto& bolt = c.player_card("good.spell.bolt");
    CHECK(bolt.type == CardType::Spell);
    CHECK(bolt.cost == 5);
    CHECK(bolt.pile_size == 5); // spell default
    CHECK(bolt.prep_to_closed);
    CHECK(bolt.text == "Deal 4 damage.");

    const auto& lens = c.player_card("good.relic.lens");
    CHECK(lens.type == CardType::Relic);
    CHECK(lens.pile_size == 3); // given explicitly
    CHECK(lens.tags == std::vector<std::string>{"curse", "treasure"});
}

TEST_CASE("good pack: mage", "[content]") {
    const MageDef& ada = good().content.mage("good.mage.ada");
    CHECK(ada.name == "Ada");
    CHECK(ada.origin == Origin::Original);
    CHECK(ada.hand == std::vector<std::string>{"good.gem.crystal", "good.gem.crystal", "good.gem.crystal",
                                               "good.gem.crystal", "good.spell.spark"});
    CHECK(ada.deck == std::vector<std::string>{"good.spell.spark", "good.gem.crystal", "good.gem.crystal",
                                               "good.spell.spark", "good.gem.crystal"});
    CHECK(ada.breaches[0].setup == BreachSetup::Open);
    CHECK(ada.breaches[1].setup == BreachSetup::Closed);
    CHECK(ada.breaches[1].rotation == 0);
    CHECK(ada.breaches[2].setup == BreachSetup::Closed);
    CHECK(ada.breaches[2].rotation == 3);
    CHECK(ada.breaches[3].setup == BreachSetup::Absent);
    CHECK(ada.ability_name == "Quick Study");
    CHECK(ada.ability_text == "Draw two cards.");
    CHECK(ada.ability_charges == 4);
    CHECK(ada.ability_window == AbilityWindow::AnyMainPhase);
    CHECK(ada.script == "good/mages/ada.lua");
    CHECK(ada.source.file == good_dir + "/mages/ada.yaml");
    CHECK(ada.source.line == 1);
}

TEST_CASE("good pack: nemesis and its cards", "[content]") {
    const Content& c = good().content;
    const NemesisDef& n = c.nemesis("good.hollow");
    CHECK(n.name == "The Hollow");
    CHECK(n.origin == Origin::Original);
    CHECK(n.text == "Grows husks and feeds on them.");
    CHECK(n.life == 55);
    CHECK(n.difficulty == 4);
    CHECK(n.tokens == std::map<std::string, int>{{"hunger", 0}, {"husks", 2}});
    CHECK(n.script == "good/nemeses/hollow/nemesis.lua");
    CHECK(n.cards.size() == 9);
    CHECK(n.cards.front() == "good.hollow.gnaw");
    CHECK(n.side_decks.at("husks") == std::vector<std::string>{"good.hollow.husk", "good.hollow.shell"});

    const auto& gnaw = c.nemesis_card("good.hollow.gnaw");
    CHECK(gnaw.type == CardType::Attack);
    CHECK(gnaw.tier == 1);
    CHECK_FALSE(gnaw.basic);
    CHECK(gnaw.script == n.script); // defaults to the nemesis's module
    CHECK(gnaw.handler == "gnaw");  // defaults to the id's last part

    const auto& lurker = c.nemesis_card("good.hollow.lurker");
    CHECK(lurker.type == CardType::Minion);
    CHECK(lurker.life == 5);
    CHECK(lurker.power == 0);

    const auto& feast = c.nemesis_card("good.hollow.feast");
    CHECK(feast.type == CardType::Power);
    CHECK(feast.power == 2);
    CHECK(feast.to_discard);
    CHECK(feast.text == "Unleash twice.");
    CHECK(feast.source.file == good_dir + "/nemeses/hollow/nemesis.yaml");
    CHECK(feast.source.line == 12);
    CHECK(feast.source.col == 5);

    CHECK(c.nemesis_card("good.hollow.hunger").handler == "ravenous");
    const auto& devour = c.nemesis_card("good.hollow.devour");
    CHECK(devour.tier == 3);
    CHECK(devour.script == "good/nemeses/hollow/devour.lua");
    CHECK(devour.handler.empty());

    const auto& husk = c.nemesis_card("good.hollow.husk");
    CHECK(husk.tier == 0);
    CHECK(husk.life == 2);
    CHECK(c.nemesis_card("good.hollow.shell").tier == 0); // tier may be left out in a side deck
}

TEST_CASE("good pack: basic cards", "[content]") {
    const Content& c = good().content;
    int basic = 0;
    for (const auto& [id, card] : c.nemesis_cards) basic += card.basic ? 1 : 0;
    CHECK(basic == 22);
    const auto& first = c.nemesis_card("good.basic.b1_1");
    CHECK(first.basic);
    CHECK(first.tier == 1);
    CHECK(first.type == CardType::Minion);
    CHECK(first.life == 3);
    CHECK(first.script == "good/basic/first.lua");
    CHECK(first.handler.empty()); // the module is the card
    CHECK(c.nemesis_card("good.basic.b3_7").handler == "b3_7");
}

TEST_CASE("good pack: scripts and the entry points they must define", "[content]") {
    const auto& r = good();
    CHECK(r.content.scripts.size() == 11); // 10 named by definitions + lib/util.lua
    CHECK(r.content.scripts.at("good/mages/ada.lua").find("function N.ability") != std::string::npos);
    using Set = std::set<std::string>;
    CHECK(r.required_entries.at("good/cards/crystal.lua") == Set{"play"});
    CHECK(r.required_entries.at("good/cards/lens.lua") == Set{"play"});
    CHECK(r.required_entries.at("good/cards/bolt.lua") == Set{"cast"});
    CHECK(r.required_entries.at("good/mages/ada.lua") == Set{"ability"});
    CHECK(r.required_entries.at("good/nemeses/hollow/nemesis.lua") ==
          Set{"unleash", "cards.gnaw.effect", "cards.feast.power", "cards.feast.to_discard",
              "cards.rend.effect", "cards.ravenous.power", "cards.end_.power", "cards.shell.effect"});
    CHECK(r.required_entries.at("good/nemeses/hollow/devour.lua") == Set{"effect"});
    CHECK(r.required_entries.count("good/basic/first.lua") == 0); // a minion promises nothing
    CHECK(r.required_entries.at("good/basic/basic.lua").count("cards.b1_2.power") == 1);
}

TEST_CASE("a pack's lib/*.lua helpers are loaded for ae.require", "[content]") {
    const auto r = ae::content::load_packs({std::string(GRAVEHOLD_TEST_DIR) + "/content/good"});
    REQUIRE(r.errors.empty());
    REQUIRE(r.content.scripts.count("good/lib/util.lua") == 1);
    CHECK(r.content.scripts.at("good/lib/util.lua").find("twice") != std::string::npos);
}
