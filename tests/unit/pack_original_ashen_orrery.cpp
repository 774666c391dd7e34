// The Ashen Orrery (content/packs/original): wards placed by its own damage hook, the Alignment track that
// turns the Omen side deck, the six-ward loss, and the Armillary Colossus's damage cap.
#include "tests/support/invariants.hpp"
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::PackBattle;

namespace {
const Content& orrery_content() { return ae::test::original_content(); }

const std::string kOrrery = "original.ashen_orrery";
const std::string kGear = "original.ashen_orrery.gilded_gear";
const std::string kColossus = "original.ashen_orrery.armillary_colossus";
const std::string kFiller = "base.basic.bleed_static"; // does nothing when drawn

PackBattle orrery(std::vector<std::string> turn_order = {"p1", "nemesis"}) {
    PackBattle b(orrery_content(), {"base.mage.brama"}, kOrrery, std::move(turn_order));
    b.setup.nemesis_deck = {kFiller, kFiller, kFiller};
    return b;
}

std::size_t omens(PackBattle& b) { return b.s().nemesis.side_decks.at("omens").size(); }

// Casts the spell prepped on breach `breach` of player 1 at the Orrery itself.
void cast_at_nemesis(PackBattle& b, CardId spell) {
    b.cast(spell);
    if (!b.engine->over() && b.has("nemesis")) b.ok("nemesis");
}
} // namespace

TEST_CASE("Ashen Orrery: setup gives it two wards; a ward soaks a whole damage instance",
          "[pack][original]") {
    PackBattle b = orrery();
    b.create();
    const CardId whip = b.prep(0, "base.spell.wildfire_whip", 1);
    b.advance();
    CHECK(b.tokens("wards") == 2);
    cast_at_nemesis(b, whip);
    CHECK(b.tokens("wards") == 1);
    CHECK(b.s().nemesis.life == 60);
}

TEST_CASE("Ashen Orrery: without wards the damage reaches its life", "[pack][original]") {
    PackBattle b = orrery();
    b.create();
    const CardId whip = b.prep(0, "base.spell.wildfire_whip", 1);
    b.advance();
    b.mut().nemesis.tokens["wards"] = 0;
    cast_at_nemesis(b, whip);
    CHECK(b.s().nemesis.life == 56);
}

TEST_CASE("Ashen Orrery: Gilded Gear unleashes (+1 Alignment) and adds a ward", "[pack][original]") {
    PackBattle b = orrery({"nemesis", "p1"});
    b.setup.nemesis_deck = {kGear, kFiller, kFiller};
    b.start();
    CHECK(b.tokens("alignment") == 1);
    CHECK(b.tokens("wards") == 3);
    CHECK(omens(b) == 5);
}

TEST_CASE("Ashen Orrery: the fourth Alignment turns it and an Omen resolves", "[pack][original]") {
    PackBattle b = orrery({"nemesis", "p1"});
    b.setup.nemesis_deck = {kGear, kFiller, kFiller};
    b.create();
    b.mut().nemesis.tokens["alignment"] = 3;
    b.advance();
    CHECK(b.tokens("alignment") == 0);
    CHECK(omens(b) == 4);
}

TEST_CASE("Ashen Orrery: with the Omen deck empty a turn makes Gravehold suffer 6", "[pack][original]") {
    PackBattle b = orrery({"nemesis", "p1"});
    b.setup.nemesis_deck = {kGear, kFiller, kFiller};
    b.create();
    auto& side = b.mut().nemesis.side_decks.at("omens");
    for (CardId c : side) b.mut().nemesis.discard.push_back(c); // cards stay in the battle
    side.clear();
    b.mut().nemesis.tokens["alignment"] = 3;
    b.advance();
    CHECK(b.tokens("alignment") == 0);
    CHECK(b.gravehold_damage() == 6);
}

TEST_CASE("Ashen Orrery: six wards seal it and the players lose", "[pack][original]") {
    PackBattle b = orrery({"nemesis", "nemesis", "nemesis", "p1"});
    b.setup.nemesis_deck = {kGear, kGear, kGear, kFiller};
    b.start();
    // Three Gears: 2 + 3 = 5 wards, still playing.
    REQUIRE_FALSE(b.engine->over());
    CHECK(b.tokens("wards") == 5);

    PackBattle sealed = orrery({"nemesis", "nemesis", "nemesis", "nemesis", "p1"});
    sealed.setup.nemesis_deck = {kGear, kGear, kGear, kGear, kFiller};
    sealed.start();
    REQUIRE(sealed.engine->over());
    CHECK(sealed.s().result == Result::Lost);
}

TEST_CASE("Ashen Orrery: the Armillary Colossus takes at most 4 from one source", "[pack][original]") {
    for (const bool capped : {true, false}) {
        PackBattle b = orrery();
        b.create();
        // Breach IV open: the Whip's 4 damage gets its +1 bonus, so only the cap keeps it at 4.
        b.mut().players[0].breaches[3].status = BreachStatus::Open;
        const CardId whip = b.prep(0, "base.spell.wildfire_whip", 4);
        const CardId colossus = b.in_play(capped ? kColossus : "original.ashen_orrery.orbit_keeper", 14);
        b.advance();
        b.cast(whip);
        if (b.has("minion:" + std::to_string(colossus.value())))
            b.ok("minion:" + std::to_string(colossus.value()));
        CHECK(b.nemesis_in_play(colossus)->life == (capped ? 10 : 9));
    }
}

TEST_CASE("Ashen Orrery: random battles for 1-4 players end with the invariants intact", "[pack][original]") {
    for (int players = 1; players <= 4; ++players)
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            GameSetup setup;
            const char* mages[] = {"base.mage.brama", "base.mage.mist", "base.mage.kadir", "base.mage.jian"};
            for (int i = 0; i < players; ++i) setup.players.push_back({mages[i], ""});
            setup.nemesis = kOrrery;
            for (const auto& [id, d] : orrery_content().nemesis_cards)
                if (d.basic) setup.basic_cards.push_back(id);
            setup.supply = {"base.gem.jade", "base.gem.searing_ruby", "base.relic.flexing_dagger",
                            "base.spell.spectral_echo", "base.spell.dark_fire"};
            lua::LuaHost host(orrery_content());
            Engine e(orrery_content(), host, setup, seed);
            test::play_randomly_checking(
                e, seed + 200, "players " + std::to_string(players) + " seed " + std::to_string(seed));
        }
}
