// The heuristic bot's choices in small arranged battles (docs/bots.md): what it does with its aether.
#include "bots/bots.hpp"
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::outcasts_content;
using ae::test::PackBattle;

namespace {
// Lets the bot answer until it takes an action whose id starts with `verb`, or ends its main phase.
std::string bot_main_phase(PackBattle& b, const std::string& verb) {
    auto bot = bots::make_bot("heuristic", 7);
    for (int i = 0; i < 30 && !b.e().over(); ++i) {
        const DecisionRequest& req = b.pending();
        const Answer a = bot->choose(b.e(), req);
        const std::string id = a.choice.empty() ? "" : a.choice.front();
        if (req.kind == DecisionKind::MainAction && (id == "end" || id.rfind(verb, 0) == 0)) return id;
        REQUIRE(b.e().submit(a).accepted);
    }
    return "";
}
} // namespace

TEST_CASE("heuristic bot: aether finishes a Wanderer that spells can only scratch", "[bot][outcasts]") {
    PackBattle b(outcasts_content(), {"outcasts.mage.kel"}, "base.rageborne");
    b.setup.supply = {"base.spell.dark_fire"}; // nothing it can afford
    b.create();
    const CardId lasher = b.in_play("outcasts.basic.flagellant_wanderer", 2);
    b.advance();
    const std::string id = bot_main_phase(b, "wanderer:");
    CHECK(id == "wanderer:" + std::to_string(lasher.value()) + ":2");
}

TEST_CASE("heuristic bot: an ability that heals Gravehold waits for Gravehold to be hurt",
          "[bot][outcasts]") {
    for (const int gravehold : {30, 24}) {
        INFO("Gravehold at " << gravehold);
        PackBattle b(outcasts_content(), {"outcasts.mage.zhana"}, "base.rageborne");
        b.setup.supply = {"base.spell.dark_fire"};
        b.setup.players[0].charges = 9; // capped at the mat's slots: the ability is ready
        b.create();
        b.mut().gravehold_life = gravehold;
        b.advance();
        const std::string id = bot_main_phase(b, "ability:");
        if (gravehold == 30)
            CHECK(id == "end"); // the players are unhurt and Gravehold too: keep the charges
        else
            CHECK(id.rfind("ability:", 0) == 0);
    }
}
