// Two of the mechanics #16 §2 asked the engine for (docs/decisions.md D75): Echo (a spell's Cast effect
// resolves twice, each pass with the casting's bonuses) and the `charge_gained` moment.
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::add_player_card;
using ae::test::Fixture;
using ae::test::id_of;
using ae::test::new_in_hand;
using ae::test::put_prepped;

namespace {
// A spell of 2 damage, with or without the Echo keyword, and a card in play counting "after you cast".
struct EchoTable {
    Fixture f;
    int casts_heard = 0;
    explicit EchoTable(bool echo) {
        auto& spell = add_player_card(f.content, "t.spell.ring", CardType::Spell, 4);
        if (echo) spell.tags = {"echo"};
        f.host.on("t.spell.ring", "cast",
                  {[](Engine& e, const EffectCall& c) { e.deal_damage(2, "nemesis", c.player, c.owner); }});
        add_player_card(f.content, "t.spell.hush", CardType::Spell, 4).tags = {"echo"};
        f.host.on("t.spell.hush", "cast",
                  {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 1); }});
        add_player_card(f.content, "t.gem.ear", CardType::Gem);
        f.host.on("t.gem.ear", "when_spell_cast", {[this](Engine&, const EffectCall&) { ++casts_heard; }});
        f.create();
        const CardId ear = f.e().new_card("t.gem.ear", false, 0);
        f.e().mut().players[0].play_area.push_back(ear);
    }
    // Casts `def` from breach `breach` (opened first) in player 1's casting phase; the nemesis's life lost.
    int cast_from(const std::string& def, int breach) {
        const CardId c = new_in_hand(f.e(), 0, def);
        f.e().mut().players[0].breaches[static_cast<std::size_t>(breach - 1)].status = BreachStatus::Open;
        put_prepped(f.e(), c, breach);
        f.e().advance();
        const int before = f.s().nemesis.life;
        f.ok(id_of("cast", c));
        return before - f.s().nemesis.life;
    }
};
} // namespace

TEST_CASE("echo: the Cast effect resolves twice, and the spell is cast once", "[engine][casting]") {
    EchoTable plain(false), echo(true);
    CHECK(plain.cast_from("t.spell.ring", 1) == 2);
    CHECK(echo.cast_from("t.spell.ring", 1) == 4);
    CHECK(plain.f.count(EventKind::SpellCast) == 1);
    CHECK(echo.f.count(EventKind::SpellCast) == 1);
    CHECK(echo.f.count(EventKind::DamageDealt) == 2);
    // "After you cast a spell" hears one casting, after both passes.
    CHECK(plain.casts_heard == 1);
    CHECK(echo.casts_heard == 1);
}

TEST_CASE("echo: each pass takes the open breach's bonus, even a spell that deals no damage",
          "[engine][casting]") {
    // Breach III open: +1 damage when cast (rules/outcasts.md §10.3: "deal 2" with Echo there is 3 twice).
    EchoTable echo(true);
    CHECK(echo.cast_from("t.spell.ring", 3) == 6);
    EchoTable quiet(true);
    const int aether_before = quiet.f.s().turn.aether;
    CHECK(quiet.cast_from("t.spell.hush", 3) == 2); // the bonus alone, dealt on each pass
    CHECK(quiet.f.s().turn.aether - aether_before == 2);
}

TEST_CASE("charge_gained: heard with the player, the card that gave it and the charges, not at full slots",
          "[engine][triggers]") {
    Fixture f;
    add_player_card(f.content, "t.gem.ear", CardType::Gem);
    add_player_card(f.content, "t.gem.spark_giver", CardType::Gem);
    struct Heard {
        int player;
        CardId card;
        int amount;
    };
    std::vector<Heard> heard;
    f.host.on("t.gem.ear", "when_charge_gained", {[&](Engine&, const EffectCall& c) {
                  heard.push_back({c.event_player, c.event_card, c.value});
              }});
    f.host.on("t.gem.spark_giver", "play",
              {[](Engine& e, const EffectCall& c) { e.gain_charges(c.player, 2); }});
    f.create();
    const CardId ear = f.e().new_card("t.gem.ear", false, 0);
    f.e().mut().players[0].play_area.push_back(ear);
    const CardId giver = new_in_hand(f.e(), 0, "t.gem.spark_giver");
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    f.ok(id_of("play", giver));
    REQUIRE(heard.size() == 1);
    CHECK(heard[0].player == 0);
    CHECK(heard[0].card == giver);
    CHECK(heard[0].amount == 2);
    CHECK(f.s().players[0].charges == 2);
    // Full slots: no charge, no moment.
    f.e().mut().players[0].charges = f.s().players[0].max_charges;
    f.e().gain_charges(0, 1);
    f.e().advance();
    CHECK(heard.size() == 1);
}
