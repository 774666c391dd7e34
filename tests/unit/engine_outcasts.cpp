// Outcasts battle rules (rules/outcasts.md): the protected ally, the curse deck, Wanderers, treasures,
// upgraded basic nemesis cards and the turn order deck, driven through the outcasts pack.
#include "core/errors.hpp"
#include "tests/support/pack_fixture.hpp"

#include <algorithm>

using namespace ae;
using ae::test::outcasts_content;
using ae::test::PackBattle;

namespace {
const std::string kFiller = "base.basic.bleed_static"; // a power that does nothing when drawn
const std::vector<std::string> kTwoKels = {"outcasts.mage.kel", "outcasts.mage.kel"};

PackBattle battle(std::vector<std::string> mages = {"outcasts.mage.kel"}) {
    return PackBattle(outcasts_content(), std::move(mages), "base.rageborne");
}
// The nemesis takes the first turn and draws `card`.
void nemesis_first(PackBattle& b, const std::string& card) {
    b.setup.turn_order = {"nemesis", "p1", "p1"};
    b.setup.nemesis_deck = {card, kFiller, kFiller};
}
int count_def(const std::vector<CardId>& zone, const GameState& s, const std::string& def) {
    return static_cast<int>(
        std::count_if(zone.begin(), zone.end(), [&](CardId c) { return s.card(c).def == def; }));
}
bool logged(PackBattle& b, const std::string& part) {
    for (const auto& ev : b.e().events())
        if (ev.kind == EventKind::ScriptLog && ev.text.find(part) != std::string::npos) return true;
    return false;
}
} // namespace

// ---- the protected ally (rules/outcasts.md §8)

TEST_CASE("Ally: Xaxos takes Gravehold's place, name and life", "[outcasts]") {
    PackBattle b = battle();
    b.setup.ally = "outcasts.ally.xaxos";
    nemesis_first(b, "outcasts.basic.knockdown"); // Unleash twice, Gravehold suffers 4
    b.start();
    CHECK(b.s().gravehold_name == "Xaxos: Outcast");
    CHECK(b.s().gravehold_max == 20);
    CHECK(b.s().gravehold_life == 16);
    bool named = false;
    std::string shown; // as people read it: the cause by its name too
    for (const auto& ev : b.e().events())
        if (ev.kind == EventKind::DamageSuffered && ev.target == "gravehold") {
            named = describe(ev, b.s()).find("Xaxos: Outcast") != std::string::npos;
            shown = describe(ev, b.s(), b.content);
        }
    CHECK(named);
    const std::string card = b.content.nemesis_card("outcasts.basic.knockdown").name;
    CHECK(shown.find("Xaxos: Outcast suffers ") != std::string::npos);
    CHECK(shown.find(" damage (" + card + ")") != std::string::npos);
}

TEST_CASE("Ally: an exhausted player's damage goes to the ally doubled", "[outcasts]") {
    PackBattle b = battle(kTwoKels);
    b.setup.ally = "outcasts.ally.xaxos";
    nemesis_first(b, "outcasts.basic.dried_rot"); // a player suffers 3
    b.create();
    b.mut().players[0].life = 0;
    b.mut().players[0].exhausted = true;
    b.advance();
    b.pick_player(0);
    CHECK(b.s().gravehold_life == 14);
}

TEST_CASE("Ally: the battle is lost when the ally has no life left", "[outcasts]") {
    PackBattle b = battle();
    b.setup.ally = "outcasts.ally.xaxos";
    b.setup.gravehold_life = 3;
    nemesis_first(b, "outcasts.basic.knockdown");
    b.start();
    REQUIRE(b.e().over());
    CHECK(b.s().result == Result::Lost);
    CHECK(b.s().result_reason.find("Xaxos: Outcast") != std::string::npos);
}

TEST_CASE("Ally: the ability is a main-phase option once its charges are full", "[outcasts]") {
    PackBattle b = battle();
    b.setup.ally = "outcasts.ally.xaxos";
    b.create();
    b.mut().ally_charges = 4;
    const CardId sapphire = b.give(0, "outcasts.gem.galvanized_sapphire");
    b.advance();
    CHECK_FALSE(b.has("ally_ability"));
    b.play(sapphire); // the xaxos keyword: +1 charge for the ally
    CHECK(b.s().ally_charges == 5);
    REQUIRE(b.has("ally_ability"));
    b.ok("ally_ability"); // Void Rend: 4 damage (only the nemesis to hit), the active player +1 charge
    CHECK(b.nemesis_damage() == 4);
    CHECK(b.s().ally_charges == 0);
    CHECK(b.charges(0) == 1);
    CHECK_FALSE(b.has("ally_ability"));
}

TEST_CASE("Ally: without an ally, ally charges do nothing and Gravehold stays", "[outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId sun = b.give(0, "outcasts.relic.bottled_sun");
    b.advance();
    b.play(sun);
    CHECK(b.s().gravehold_name == "Gravehold");
    CHECK(b.s().ally_charges == 0);
    CHECK(logged(b, "no ally"));
    CHECK_FALSE(b.has("ally_ability"));
}

// ---- the curse deck (rules/outcasts.md §5)

TEST_CASE("Curse deck: a named curse is gained to the deck top, the discard pile or the hand", "[outcasts]") {
    SECTION("Weeping Hex: on top of the deck") {
        PackBattle b = battle();
        b.setup.curse_deck = {"outcasts.curse.cursed_shard", "outcasts.curse.curse_of_rot"};
        nemesis_first(b, "outcasts.basic.weeping_curse");
        b.start();
        CHECK(b.life(0) == 8);
        const auto& p = b.s().players[0];
        REQUIRE_FALSE(p.deck.empty());
        CHECK(b.s().card(p.deck.front()).def == "outcasts.curse.cursed_shard");
        CHECK(b.s().card(p.deck.front()).owner == 0);
        CHECK(b.s().curse_deck.size() == 1);
    }
    SECTION("Withering Rot: into the discard pile") {
        PackBattle b = battle();
        b.setup.curse_deck = {"outcasts.curse.cursed_shard", "outcasts.curse.curse_of_rot"};
        nemesis_first(b, "outcasts.basic.dried_rot");
        b.start();
        CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.curse.curse_of_rot") == 1);
        CHECK(count_def(b.s().curse_deck, b.s(), "outcasts.curse.curse_of_rot") == 0);
    }
    SECTION("Conjured Grapple: into the hand") {
        PackBattle b = battle();
        b.setup.curse_deck = {"outcasts.curse.cursed_shackles"};
        nemesis_first(b, "outcasts.basic.magic_grip");
        b.start();
        REQUIRE(b.kind() == DecisionKind::ChooseCards); // discard 2
        b.pick({b.s().players[0].hand[0], b.s().players[0].hand[1]});
        CHECK(count_def(b.s().players[0].hand, b.s(), "outcasts.curse.cursed_shackles") == 1);
        CHECK(b.s().curse_deck.empty());
    }
}

TEST_CASE("Curse deck: nothing happens, logged, when no such curse is left", "[outcasts]") {
    PackBattle b = battle();
    b.setup.curse_deck = {"outcasts.curse.cursed_shard"};
    nemesis_first(b, "outcasts.basic.dried_rot");
    b.start();
    CHECK(b.life(0) == 7);
    CHECK(logged(b, "no outcasts.curse.curse_of_rot is left in the curse deck"));
    CHECK(b.s().curse_deck.size() == 1);
    CHECK(count_def(b.s().players[0].discard, b.s(), "outcasts.curse.curse_of_rot") == 0);
}

TEST_CASE("Curse deck: only cards tagged curse may be in it", "[outcasts]") {
    PackBattle b = battle();
    b.setup.curse_deck = {"base.gem.crystal"};
    CHECK_THROWS_AS(b.create(), RuleError);
}

// ---- Wanderers (rules/outcasts.md §7)

TEST_CASE("Wanderer: damage from a player's spell is reduced to 1", "[outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId tornado = b.prep(0, "outcasts.spell.tornado_of_insight", 1);
    const CardId w = b.in_play("outcasts.basic.flagellant_wanderer");
    b.advance();
    b.cast(tornado);
    b.ok("minion:" + std::to_string(w.value()));
    CHECK(b.nemesis_in_play(w)->life == 5);
}

TEST_CASE("Wanderer: spend X unrestricted aether to deal X damage in your main phase", "[outcasts]") {
    PackBattle b = battle();
    b.create();
    const CardId w = b.in_play("outcasts.basic.flagellant_wanderer");
    const CardId prism = b.give(0, "outcasts.treasure.wayfarers_prism"); // 1 aether + 1 for spells only
    const CardId c1 = b.give(0, "base.gem.crystal");
    const CardId c2 = b.give(0, "base.gem.crystal");
    b.advance();
    const std::string strike = "wanderer:" + std::to_string(w.value()) + ":";
    CHECK_FALSE(b.has(strike + "1"));
    b.play(prism);
    CHECK(b.has(strike + "1"));
    CHECK_FALSE(b.has(strike + "2")); // the spell-only aether cannot pay
    b.play(c1);
    b.play(c2);
    REQUIRE(b.has(strike + "3"));
    b.ok(strike + "3");
    CHECK(b.nemesis_in_play(w)->life == 3); // not reduced to 1
    CHECK(b.aether() == 0);
    CHECK(b.restricted_aether("spell") == 1);
}

// ---- treasures (rules/outcasts.md §4)

TEST_CASE("Treasures: the group's may be used by any player, a player's only by that player", "[outcasts]") {
    PackBattle b = battle(kTwoKels);
    b.setup.group_treasures = {"outcasts.treasure.communal_hearth"};
    b.setup.players[1].treasures = {"outcasts.treasure.oath_ring"};
    b.create();
    b.mut().gravehold_life = 20;
    const CardId c1 = b.give(0, "base.gem.crystal");
    const CardId c2 = b.give(0, "base.gem.crystal");
    b.advance();
    const CardId hearth = b.s().group_treasures.at(0);
    const CardId ring = b.s().players[1].treasures.at(0);
    const std::string use_hearth = "treasure:" + std::to_string(hearth.value());
    CHECK(b.has(use_hearth, false)); // can_use: 2 aether needed
    CHECK_FALSE(b.pending().find("treasure:" + std::to_string(ring.value())));
    b.play(c1);
    b.play(c2);
    REQUIRE(b.has(use_hearth));
    b.ok(use_hearth);
    CHECK(b.s().gravehold_life == 22);
    CHECK(b.aether() == 0);
    CHECK(b.has(use_hearth, false)); // once per turn
}

TEST_CASE("Treasures: once per turn comes back next turn, once per battle does not", "[outcasts]") {
    PackBattle b = battle();
    b.setup.turn_order = {"p1", "p1", "nemesis"};
    b.setup.players[0].treasures = {"outcasts.treasure.oath_ring", "outcasts.treasure.veterans_gauntlet"};
    b.create();
    b.mut().players[0].charges = 0;
    const CardId c1 = b.give(0, "base.gem.crystal");
    b.advance();
    const CardId ring = b.s().players[0].treasures.at(0);
    const CardId gauntlet = b.s().players[0].treasures.at(1);
    const std::string use_ring = "treasure:" + std::to_string(ring.value());
    const std::string use_gauntlet = "treasure:" + std::to_string(gauntlet.value());
    b.ok(use_ring);
    CHECK(b.charges(0) == 2);
    CHECK(b.has(use_ring, false));
    b.play(c1);
    b.ok(use_gauntlet); // 1 aether: 1 damage to the nemesis (the only target)
    CHECK(b.nemesis_damage() == 1);
    CHECK(b.has(use_gauntlet, false));
    b.ok("end");
    while (!b.e().over() && !(b.kind() == DecisionKind::MainAction && b.s().turn.number == 2)) {
        std::vector<std::string> all;
        for (const auto& o : b.pending().options)
            if (o.enabled) all.push_back(o.id);
        if (b.kind() != DecisionKind::DiscardOrder) all.resize(1);
        b.ok(all);
    }
    REQUIRE(b.kind() == DecisionKind::MainAction);
    CHECK(b.has(use_ring, false));
    CHECK(b.pending().find(use_gauntlet) != nullptr);
    CHECK(b.pending().find(use_gauntlet)->reason != "already used this turn");
}

TEST_CASE("Treasures: levels are checked at setup", "[outcasts]") {
    PackBattle b = battle();
    SECTION("a level-3 treasure is not the group's") {
        b.setup.group_treasures = {"outcasts.treasure.oath_ring"};
        CHECK_THROWS_AS(b.create(), RuleError);
    }
    SECTION("a level-2 treasure is not a player's") {
        b.setup.players[0].treasures = {"outcasts.treasure.communal_hearth"};
        CHECK_THROWS_AS(b.create(), RuleError);
    }
}

// ---- upgraded basic nemesis cards (rules/outcasts.md §10.1.4)

namespace {
std::vector<std::string> deck_defs(PackBattle& b) {
    std::vector<std::string> out;
    for (CardId c : b.s().nemesis.deck) out.push_back(b.s().card(c).def);
    return out;
}
int tier_of(PackBattle& b, const std::string& def) { return b.content.nemesis_card(def).tier; }
} // namespace

TEST_CASE("Upgraded basic cards go into their tier first and count toward the table", "[outcasts]") {
    PackBattle b = battle(kTwoKels);
    b.setup.nemesis_deck.clear();
    b.setup.upgraded_basic_cards = {"outcasts.basic.howling_rift", "outcasts.basic.grasping_void",
                                    "outcasts.basic.cinder_eclipse"};
    b.create();
    const auto defs = deck_defs(b);
    REQUIRE(defs.size() == 9 + 3 + 5 + 7); // 2 players: 3 + 5 + 7 basic cards in all
    for (const auto& u : b.setup.upgraded_basic_cards) CHECK(std::count(defs.begin(), defs.end(), u) == 1);
    int per_tier[4] = {0, 0, 0, 0};
    for (const auto& d : defs) per_tier[tier_of(b, d)]++;
    CHECK(per_tier[1] == 3 + 3);
    CHECK(per_tier[2] == 3 + 5);
    CHECK(per_tier[3] == 3 + 7);
    // tier 1 on top of tier 2 on top of tier 3
    CHECK(std::is_sorted(defs.begin(), defs.end(), [&](const std::string& x, const std::string& y) {
        return tier_of(b, x) < tier_of(b, y);
    }));
}

TEST_CASE("Upgraded basic cards: solo keeps at most 1 in tier 1", "[outcasts]") {
    static Content c = outcasts_content();
    NemesisCardDef twin = c.nemesis_card("outcasts.basic.howling_rift");
    twin.id = "outcasts.basic.howling_rift_twin";
    c.nemesis_cards.emplace(twin.id, twin);
    PackBattle b(c, {"outcasts.mage.kel"}, "base.rageborne");
    b.setup.upgraded_basic_cards = {"outcasts.basic.howling_rift", twin.id};
    b.create();
    const auto defs = deck_defs(b);
    const auto n = std::count(defs.begin(), defs.end(), "outcasts.basic.howling_rift") +
                   std::count(defs.begin(), defs.end(), twin.id);
    CHECK(n == 1);
    CHECK(defs.size() == 9 + 1 + 3 + 7);
}

TEST_CASE("Upgraded basic cards: only cards marked upgraded", "[outcasts]") {
    PackBattle b = battle();
    b.setup.upgraded_basic_cards = {"outcasts.basic.knockdown"};
    CHECK_THROWS_AS(b.create(), RuleError);
}

// ---- the turn order deck (rules/outcasts.md §10.1.2)

TEST_CASE("Turn order: Outcasts solo has 4 player cards and 2 nemesis cards", "[outcasts]") {
    for (auto variant : {Variant::Outcasts, Variant::Base}) {
        PackBattle b = battle();
        b.setup.turn_order.clear();
        b.setup.rules.variant = variant;
        b.create();
        const auto labels = b.turn_order_deck();
        CHECK(std::count(labels.begin(), labels.end(), "nemesis") == 2);
        CHECK(std::count(labels.begin(), labels.end(), "p1") == (variant == Variant::Outcasts ? 4 : 3));
    }
}
