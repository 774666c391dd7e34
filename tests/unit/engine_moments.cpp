// The battle moments added for the Outcasts treasures, market cards and basic cards (docs/lua-api.md
// "Triggers", docs/decisions.md D45), with the native test host: battle_started (heard by cards in hands
// and decks), turn_started, spell_cast and the spell_bonus query, life_gained, breach_focused, listeners in
// the play area, the modify_minion_damage query of cards in play, nemesis cards placed in front of a player,
// and the Link keyword (two Link spells on one breach).
#include "core/errors.hpp"
#include "engine/state_text.hpp"
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::add_player_card;
using ae::test::end_turn;
using ae::test::Fixture;
using ae::test::id_of;
using ae::test::new_in_hand;
using ae::test::new_in_play;

namespace {
// What a listener heard: the event's name, player, card and amount.
struct Heard {
    std::string event;
    int player;
    CardId card;
    int amount;
    bool operator==(const Heard&) const = default;
};

// A listening card "t.gem.ear" put straight into player 1's play area (gems played this turn listen).
CardId ear_in_play(Fixture& f) {
    const CardId c = f.e().new_card("t.gem.ear", false, 0);
    f.e().mut().players[0].play_area.push_back(c);
    return c;
}

int count_def(const std::vector<CardId>& zone, const GameState& s, const std::string& def) {
    int n = 0;
    for (CardId c : zone) n += s.card(c).def == def ? 1 : 0;
    return n;
}
} // namespace

TEST_CASE("moments: battle_started is heard once by cards in hands and decks, before the first turn",
          "[engine][triggers]") {
    Fixture f;
    add_player_card(f.content, "t.spell.omen", CardType::Spell).starter = true;
    std::vector<Heard> heard;
    f.host.on("t.spell.omen", "when_battle_started", {[&](Engine& e, const EffectCall& c) {
                  heard.push_back({c.event, c.player, c.card, e.state().turn.number});
                  e.put_new_starter(c.player, "t.gem.crystal", Destination::Discard);
              }});
    f.create();
    const CardId in_hand = new_in_hand(f.e(), 0, "t.spell.omen");
    const CardId in_deck = f.e().new_card("t.spell.omen", false, 0);
    f.e().mut().players[0].deck.push_back(in_deck);
    f.e().advance();
    // Both copies, as the battle starts (turn 0), with their owner as "you".
    CHECK(heard == std::vector<Heard>{{"battle_started", 0, in_hand, 0}, {"battle_started", 0, in_deck, 0}});
    CHECK(count_def(f.s().players[0].discard, f.s(), "t.gem.crystal") == 2);
    CHECK(f.s().turn.number == 1);
    end_turn(f); // the nemesis turn and the next turn start: nothing more is heard
    CHECK(heard.size() == 2);
    // Only starters come from the box; a supply card is gained.
    CHECK_THROWS_AS(f.e().put_new_starter(0, "t.gem.jade", Destination::Discard), RuleError);
}

TEST_CASE("moments: turn_started comes at the start of every turn with its number, the nemesis's too",
          "[engine][triggers]") {
    for (const bool nemesis_first : {false, true}) {
        Fixture f(1, nemesis_first ? std::vector<std::string>{"nemesis", "p1", "p1"}
                                   : std::vector<std::string>{"p1", "nemesis", "p1"});
        add_player_card(f.content, "t.gem.ear", CardType::Gem).passive = true;
        std::vector<Heard> heard;
        f.host.on("t.gem.ear", "when_turn_started", {[&](Engine& e, const EffectCall& c) {
                      heard.push_back({c.event, c.event_player, c.event_card, c.value});
                      CHECK(e.state().turn.phase != Phase::Main); // before the turn's first phase
                  }});
        f.create();
        // A level-2 treasure is the group's and listens all battle.
        f.e().mut().group_treasures.push_back(f.e().new_card("t.gem.ear", false, -1));
        f.e().advance(); // player 1's first main phase: after the nemesis's first turn when it comes first
        REQUIRE(heard.size() == (nemesis_first ? 2u : 1u));
        CHECK(heard[0] == Heard{"turn_started", nemesis_first ? -1 : 0, kNoCard, 1});
        if (!nemesis_first) end_turn(f);
        // The second turn (the nemesis's, or the player's after it) is turn 2.
        REQUIRE(heard.size() >= 2);
        CHECK(heard[1] == Heard{"turn_started", nemesis_first ? 0 : -1, kNoCard, 2});
    }
}

TEST_CASE("moments: spell_cast comes after the Cast effect; spell_bonus queries add to its damage",
          "[engine][triggers]") {
    for (const bool bonus : {false, true}) {
        Fixture f;
        add_player_card(f.content, "t.gem.ear", CardType::Gem).passive = true;
        std::vector<Heard> heard;
        int life_when_heard = 0;
        f.host.on("t.gem.ear", "when_spell_cast", {[&](Engine& e, const EffectCall& c) {
                      heard.push_back({c.event, c.event_player, c.event_card, c.value});
                      life_when_heard = e.state().nemesis.life;
                  }});
        if (bonus)
            f.host.value_on("t.gem.ear", "spell_bonus", [](Engine&, const EffectCall& c) {
                return c.source == "t.spell.bolt" && c.event_card != kNoCard ? c.value + 1 : c.value;
            });
        f.create();
        const CardId bolt = f.e().new_card("t.spell.bolt", false, 0);
        ae::test::put_prepped(f.e(), bolt, 1);
        ear_in_play(f);
        f.e().advance();
        f.ok(id_of("cast", bolt));
        const int dealt = bonus ? 4 : 3;
        CHECK(f.s().nemesis.max_life - f.s().nemesis.life == dealt);
        CHECK(heard == std::vector<Heard>{{"spell_cast", 0, bolt, 3}}); // amount: the spell's cost
        CHECK(life_when_heard == f.s().nemesis.max_life - dealt);       // the damage came first
    }
}

TEST_CASE("moments: life_gained names the gainer (none for Gravehold) and the healing card",
          "[engine][triggers]") {
    Fixture f;
    add_player_card(f.content, "t.gem.ear", CardType::Gem).passive = true;
    add_player_card(f.content, "t.gem.salve", CardType::Gem);
    std::vector<Heard> heard;
    f.host.on("t.gem.ear", "when_life_gained", {[&](Engine&, const EffectCall& c) {
                  heard.push_back({c.event, c.event_player, c.event_card, c.value});
              }});
    f.host.on("t.gem.salve", "play", {[](Engine& e, const EffectCall& c) {
                  e.gain_life(-1, 3); // Gravehold: only 2 below its maximum
                  e.gain_life(c.player, 5);
              }});
    f.create();
    const CardId salve = new_in_hand(f.e(), 0, "t.gem.salve");
    ear_in_play(f);
    f.e().mut().gravehold_life = f.s().gravehold_max - 2;
    f.e().mut().players[0].life = f.s().players[0].max_life - 1;
    f.e().advance();
    f.ok(id_of("play", salve));
    CHECK(heard == std::vector<Heard>{{"life_gained", -1, salve, 2}, {"life_gained", 0, salve, 1}});
    // Nothing gained (already full): no moment.
    f.e().gain_life(-1, 1);
    f.e().advance();
    CHECK(heard.size() == 2);
}

TEST_CASE("moments: breach_focused for every focus, and breach_opened too when a focus opens it",
          "[engine][triggers]") {
    Fixture f;
    add_player_card(f.content, "t.gem.ear", CardType::Gem).passive = true;
    std::vector<Heard> heard;
    for (const char* event : {"when_breach_focused", "when_breach_opened"})
        f.host.on("t.gem.ear", event, {[&](Engine&, const EffectCall& c) {
                      heard.push_back({c.event, c.event_player, c.event_card, c.value});
                  }});
    f.create();
    ear_in_play(f); // gems in the play area listen (played this turn)
    f.e().advance();
    ae::test::play_n(f, "t.gem.crystal", 4);
    f.ok("focus:2"); // breach II: rotation 2 -> 3
    CHECK(heard == std::vector<Heard>{{"breach_focused", 0, kNoCard, 2}});
    f.ok("focus:2"); // from the last rotation a focus opens it
    CHECK(heard == std::vector<Heard>{{"breach_focused", 0, kNoCard, 2},
                                      {"breach_focused", 0, kNoCard, 2},
                                      {"breach_opened", 0, kNoCard, 2}});
    // After the draw phase the ear is in the discard pile and hears nothing.
    end_turn(f);
    f.e().focus_breach(0, 3, false);
    f.e().advance();
    CHECK(heard.size() == 3);
}

TEST_CASE("moments: modify_minion_damage of a card in play changes the damage every minion takes",
          "[engine][damage]") {
    for (const bool haze : {false, true}) {
        Fixture f;
        const std::string power = "t.nemesis.brute.card.c12", minion = "t.nemesis.brute.card.c11";
        CardId hit = kNoCard;
        if (haze)
            f.host.value_on(power, "modify_minion_damage", [&](Engine&, const EffectCall& c) {
                hit = c.event_card;
                return c.value - 1;
            });
        f.create();
        const CardId bolt = f.e().new_card("t.spell.bolt", false, 0);
        ae::test::put_prepped(f.e(), bolt, 1);
        new_in_play(f.e(), power);
        const CardId m = new_in_play(f.e(), minion, 4);
        f.e().advance();
        f.ok(id_of("cast", bolt));
        f.ok(id_of("minion", m));
        CHECK(f.e().in_play(m)->life == (haze ? 2 : 1));
        CHECK(hit == (haze ? m : kNoCard));
    }
}

TEST_CASE("moments: a nemesis card placed in front of a player stays, listens, and is saved",
          "[engine][triggers]") {
    Fixture f(1, {"nemesis", "p1", "p1"});
    const std::string attack = "t.nemesis.brute.card.c10";
    f.setup.nemesis_deck = {attack, "t.nemesis.brute.card.c20", "t.nemesis.brute.card.c30"};
    f.host.on(attack, "effect", {[](Engine& e, const EffectCall& c) { e.place_before(c.card, 0); }});
    f.host.on(attack, "when_turn_started", {[](Engine& e, const EffectCall& c) {
                  if (c.event_player >= 0 && e.placed_before(c.card) == c.event_player)
                      e.damage_player(c.event_player, 1, c.owner);
              }});
    f.create();
    // Nothing in front of anyone: the state text (and so the hash) is what it was before the zone existed.
    CHECK(canonical_text(f.s()).find("before") == std::string::npos);
    f.e().advance(); // the nemesis turn draws the attack; then player 1's turn starts
    const auto& p = f.s().players[0];
    REQUIRE(p.before.size() == 1);
    const CardId c = p.before.front();
    CHECK(f.s().card(c).def == attack);
    CHECK(f.s().nemesis.discard.empty()); // not discarded after resolving: it stays in front
    CHECK(p.life == p.max_life - 1);
    CHECK(f.e().placed_before(c) == 0);
    CHECK(canonical_text(f.s()).find("\"before\"") != std::string::npos);
    // A checkpoint keeps it there.
    const auto cp = f.e().checkpoint();
    REQUIRE(cp);
    Engine restored(f.content, f.host, f.setup, 1, *cp, f.e().inputs());
    CHECK(restored.state().players[0].before == p.before);
    CHECK(restored.state_hash() == f.e().state_hash());
    // Discarding it takes it away.
    f.e().discard_card(c);
    CHECK(f.s().players[0].before.empty());
    CHECK(f.e().placed_before(c) == -1);
    CHECK(f.s().nemesis.discard == std::vector<CardId>{c});
}

TEST_CASE("link: two Link spells share a breach; a Link and another spell may not; both are cast",
          "[engine][casting]") {
    Fixture f(1, {"p1", "nemesis", "p1"});
    add_player_card(f.content, "t.spell.twin", CardType::Spell, 3).tags = {"link"};
    f.host.on("t.spell.twin", "cast",
              {[](Engine& e, const EffectCall& c) { e.deal_damage(1, "nemesis", c.player, c.owner); }});
    f.create();
    const CardId a = new_in_hand(f.e(), 0, "t.spell.twin");
    const CardId b = new_in_hand(f.e(), 0, "t.spell.twin");
    const CardId c = new_in_hand(f.e(), 0, "t.spell.twin");
    const CardId spark = f.hand_card(0, "t.spell.spark");
    f.e().advance();
    f.ok("prep:" + std::to_string(a.value()) + ":1");
    // Breach I holds a Link spell: another Link spell may join it, a spell without Link may not.
    CHECK(f.has_option("prep:" + std::to_string(b.value()) + ":1"));
    CHECK_FALSE(f.pending().find("prep:" + std::to_string(spark.value()) + ":1"));
    f.ok("prep:" + std::to_string(b.value()) + ":1");
    // Two is the most.
    CHECK_FALSE(f.pending().find("prep:" + std::to_string(c.value()) + ":1"));
    CHECK_FALSE(f.e().prep_spell(c, 1));
    CHECK(f.s().players[0].breaches[0].prepped == std::vector<CardId>{a, b});
    end_turn(f);
    REQUIRE(f.pending().kind == DecisionKind::CastingAction); // the nemesis turn is over; player 1 again
    f.ok(id_of("cast", a));
    f.ok(id_of("cast", b));
    CHECK(f.s().nemesis.max_life - f.s().nemesis.life == 2);
    CHECK(f.s().players[0].breaches[0].prepped.empty());
    // A Link spell may not join a breach holding a spell without Link either (effects included).
    const CardId d = new_in_hand(f.e(), 0, "t.spell.twin");
    ae::test::put_prepped(f.e(), spark, 1);
    CHECK_FALSE(f.e().prep_spell(d, 1));
}
