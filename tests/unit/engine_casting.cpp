// Casting and prepping (rules/base.md §5.4–§5.6, §13.4, §13.10–§13.12, §13.21; docs/decisions.md D6, D15).
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::add_player_card;
using ae::test::amounts_of;
using ae::test::end_turn;
using ae::test::events_of;
using ae::test::Fixture;
using ae::test::has_prefix;
using ae::test::id_of;
using ae::test::new_in_hand;
using ae::test::new_in_play;
using ae::test::play_n;
using ae::test::put_prepped;

namespace {
CardId deck_card(Fixture& f, int player, const std::string& def) {
    for (CardId c : f.s().players[player].deck)
        if (f.s().card(c).def == def) return c;
    FAIL("no " << def << " in the deck");
    return kNoCard;
}
} // namespace

TEST_CASE("casting: a spell on a closed breach must be cast, one on an open breach may stay",
          "[engine][casting]") {
    Fixture f;
    f.create();
    const CardId on_open = f.hand_card(0, "t.spell.spark");
    const CardId on_closed = deck_card(f, 0, "t.spell.spark");
    put_prepped(f.e(), on_open, 1);   // breach I: open
    put_prepped(f.e(), on_closed, 2); // breach II: closed (focused on the previous turn)
    f.e().advance();

    REQUIRE(f.pending().kind == DecisionKind::CastingAction);
    CHECK(f.pending().who == std::vector<int>{0});
    CHECK(f.pending().options.size() == 3);
    CHECK(f.has_option(id_of("cast", on_open)));
    CHECK(f.has_option(id_of("cast", on_closed)));
    const Option* end = f.pending().find("end");
    REQUIRE(end);
    CHECK(!end->enabled);
    CHECK(end->reason == "spells on closed breaches must be cast");
    const auto refused = f.answer({"end"});
    CHECK(!refused.accepted);
    CHECK(refused.reason.find("spells on closed breaches must be cast") != std::string::npos);

    f.ok(id_of("cast", on_closed)); // 1 damage; the nemesis is the only target
    CHECK(f.s().nemesis.life == 29);
    REQUIRE(f.pending().kind == DecisionKind::CastingAction);
    CHECK(f.has_option("end", true)); // only the optional spell is left
    f.ok("end");
    CHECK(f.pending().kind == DecisionKind::MainAction);
    const auto& p = f.s().players[0];
    CHECK(p.breaches[0].prepped == std::vector<CardId>{on_open});
    CHECK(p.breaches[1].prepped.empty());
    CHECK(p.discard == std::vector<CardId>{on_closed});
    CHECK(f.count(EventKind::SpellCast) == 1);
}

TEST_CASE("casting: the player chooses the order, even with a mandatory spell waiting", "[engine][casting]") {
    for (const bool open_first : {true, false}) {
        Fixture f;
        f.create();
        const CardId spark = f.hand_card(0, "t.spell.spark");
        const CardId bolt = new_in_hand(f.e(), 0, "t.spell.bolt");
        put_prepped(f.e(), spark, 1); // open: optional
        put_prepped(f.e(), bolt, 2);  // closed: mandatory
        f.e().advance();
        REQUIRE(f.pending().kind == DecisionKind::CastingAction);
        if (open_first) {
            f.ok(id_of("cast", spark)); // the bolt is then the only legal answer and is cast automatically
        } else {
            f.ok(id_of("cast", bolt));
            f.ok(id_of("cast", spark));
        }
        INFO("open first: " << open_first);
        REQUIRE(f.pending().kind == DecisionKind::MainAction); // nothing left prepped
        const auto casts = events_of(f.e(), EventKind::SpellCast);
        REQUIRE(casts.size() == 2);
        CHECK(casts[0].card == (open_first ? spark : bolt));
        CHECK(casts[1].card == (open_first ? bolt : spark));
        const auto expected_discard =
            open_first ? std::vector<CardId>{spark, bolt} : std::vector<CardId>{bolt, spark};
        CHECK(f.s().players[0].discard == expected_discard);
        CHECK(f.s().nemesis.life == 26);
    }
}

TEST_CASE("casting: the spell is on its owner's discard pile before its Cast effect runs",
          "[engine][casting]") {
    Fixture f;
    int runs = 0;
    bool on_discard = false, still_prepped = true, in_hand = true;
    f.host.on("t.spell.spark", "cast", {[&](Engine& e, const EffectCall& c) {
                  const auto& p = e.state().players[0];
                  ++runs;
                  on_discard = !p.discard.empty() && p.discard.back() == c.card;
                  still_prepped = !p.breaches[0].prepped.empty();
                  in_hand = std::find(p.hand.begin(), p.hand.end(), c.card) != p.hand.end();
              }});
    f.create();
    const CardId spark = f.hand_card(0, "t.spell.spark");
    put_prepped(f.e(), spark, 1);
    const CardId older = f.s().players[0].deck.front();
    f.e().move_card(older, 0, "discard"); // so that "on top" means something
    f.e().advance();
    f.ok(id_of("cast", spark));
    CHECK(f.s().players[0].discard == std::vector<CardId>{older, spark});
    CHECK(runs == 1);
    CHECK(on_discard);
    CHECK(!still_prepped);
    CHECK(!in_hand);
}

TEST_CASE("casting: open breach III/IV bonus goes to the first damage source, or every source",
          "[engine][casting]") {
    struct Case {
        int breach;
        bool open;
        bool per_source;
        std::vector<int> dealt;
    };
    // A spell with two damage sources: "Deal 1 damage. Deal 2 damage."
    const std::vector<Case> cases = {
        {2, true, false, {1, 2}},  // open II carries no bonus
        {3, true, false, {2, 2}},  // base: +1 once, on the first source
        {4, true, false, {2, 2}},  //
        {3, true, true, {2, 3}},   // Legacy reading: +1 on every source
        {4, true, true, {2, 3}},   //
        {3, false, false, {1, 2}}, // closed III: no bonus
        {4, false, true, {1, 2}},  // closed IV: no bonus
    };
    for (const auto& k : cases) {
        INFO("breach " << k.breach << (k.open ? " open" : " closed") << ", per source " << k.per_source);
        Fixture f;
        add_player_card(f.content, "t.spell.twin", CardType::Spell, 4);
        f.host.on("t.spell.twin", "cast",
                  {[](Engine& e, const EffectCall& c) { e.deal_damage(1, "", c.player, c.owner); },
                   [](Engine& e, const EffectCall& c) { e.deal_damage(2, "", c.player, c.owner); }});
        f.setup.rules.bonus_per_source = k.per_source;
        f.create();
        auto& b = f.e().mut().players[0].breaches[k.breach - 1];
        b.status = k.open ? BreachStatus::Open : BreachStatus::Closed;
        const CardId twin = new_in_hand(f.e(), 0, "t.spell.twin");
        put_prepped(f.e(), twin, k.breach);
        f.e().advance();
        if (f.pending().kind == DecisionKind::CastingAction) f.ok(id_of("cast", twin)); // optional on open
        REQUIRE(f.pending().kind == DecisionKind::MainAction);
        CHECK(amounts_of(f.e(), EventKind::DamageDealt) == k.dealt);
        const auto cast = events_of(f.e(), EventKind::SpellCast);
        REQUIRE(cast.size() == 1);
        CHECK(cast[0].amount == (k.open && k.breach >= 3 ? 1 : 0));
        int total = 0;
        for (int d : k.dealt) total += d;
        CHECK(f.s().nemesis.life == 30 - total);
    }
}

TEST_CASE("casting: a spell with no damage of its own still deals the open-breach +1 to a chosen target",
          "[engine][casting]") {
    for (const bool per_source : {false, true}) {
        INFO("per source " << per_source);
        Fixture f;
        f.setup.rules.bonus_per_source = per_source;
        f.create();
        f.e().mut().players[0].breaches[2].status = BreachStatus::Open;
        const CardId quiet = new_in_hand(f.e(), 0, "t.spell.quiet"); // Cast: gain 1 aether
        put_prepped(f.e(), quiet, 3);
        const CardId minion = new_in_play(f.e(), "t.nemesis.brute.card.c11");
        f.e().advance();
        f.ok(id_of("cast", quiet));
        REQUIRE(f.pending().kind == DecisionKind::ChooseTarget);
        CHECK(f.pending().who == std::vector<int>{0});
        CHECK(f.pending().prompt.find("Deal 1 damage") != std::string::npos);
        CHECK(ae::test::option_ids(f) == std::vector<std::string>{"nemesis", id_of("minion", minion)});
        CHECK(f.s().turn.aether == 1); // the spell's own effect resolved first
        f.ok(id_of("minion", minion));
        REQUIRE(f.e().in_play(minion));
        CHECK(f.e().in_play(minion)->life == 3);
        CHECK(f.s().nemesis.life == 30);
        CHECK(amounts_of(f.e(), EventKind::DamageDealt) == std::vector<int>{1});
    }
}

TEST_CASE("casting: a spell with no damage from a breach without bonus deals nothing", "[engine][casting]") {
    Fixture f;
    f.create();
    f.e().mut().players[0].breaches[1].status = BreachStatus::Open; // open II: no bonus
    const CardId quiet = new_in_hand(f.e(), 0, "t.spell.quiet");
    put_prepped(f.e(), quiet, 2);
    new_in_play(f.e(), "t.nemesis.brute.card.c11");
    f.e().advance();
    f.ok(id_of("cast", quiet));
    CHECK(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.count(EventKind::DamageDealt) == 0);
    CHECK(f.s().turn.aether == 1);
}

TEST_CASE("casting another player's prepped spell: the caster is 'you', the card goes to its owner",
          "[engine][casting]") {
    Fixture f(2, {"p1", "nemesis"});
    add_player_card(f.content, "t.relic.garnet", CardType::Relic, 5);
    CardId ally_spell = kNoCard;
    f.host.on("t.relic.garnet", "play",
              {[&](Engine& e, const EffectCall& c) { e.cast_spell(c.player, ally_spell, c.owner); }});
    std::vector<int> cast_by;
    f.host.on("t.spell.spark", "cast", {[&](Engine& e, const EffectCall& c) {
                  cast_by.push_back(c.player);
                  e.deal_damage(1, "", c.player, c.owner);
              }});
    f.create();
    const CardId garnet = new_in_hand(f.e(), 0, "t.relic.garnet");
    ally_spell = f.hand_card(1, "t.spell.spark");
    f.e().mut().players[1].breaches[2].status = BreachStatus::Open; // the ally's open III: +1
    put_prepped(f.e(), ally_spell, 3);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.pending().who == std::vector<int>{0});
    f.ok(id_of("play", garnet));
    CHECK(cast_by == std::vector<int>{0});
    CHECK(f.s().players[1].discard == std::vector<CardId>{ally_spell});
    CHECK(f.s().players[0].discard.empty());
    CHECK(f.s().players[1].breaches[2].prepped.empty());
    const auto cast = events_of(f.e(), EventKind::SpellCast);
    REQUIRE(cast.size() == 1);
    CHECK(cast[0].player == 0);
    CHECK(cast[0].amount == 1); // the bonus of the owner's breach the spell was on
    const auto dealt = events_of(f.e(), EventKind::DamageDealt);
    REQUIRE(dealt.size() == 1);
    CHECK(dealt[0].player == 0); // the caster chose the target
    CHECK(dealt[0].amount == 2);
    CHECK(f.s().nemesis.life == 28);
}

TEST_CASE("casting: prepped to a closed breach that was opened the same turn, the cast is optional (D15)",
          "[engine][casting]") {
    Fixture f(1, {"p1", "p1"});
    f.start();
    const CardId spark = f.hand_card(0, "t.spell.spark");
    play_n(f, "t.gem.crystal", 4);
    f.ok("focus:2"); // rotation 2 -> 3 (2 aether)
    f.ok(id_of("prep", spark) + ":2");
    f.ok("open:2"); // yellow at the top: open for 2
    CHECK(f.s().turn.aether == 0);
    CHECK(f.s().players[0].breaches[1].status == BreachStatus::Open);
    end_turn(f);
    REQUIRE(f.pending().kind == DecisionKind::CastingAction);
    CHECK(f.has_option("end", true));
    f.ok("end");
    CHECK(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().players[0].breaches[1].prepped == std::vector<CardId>{spark});
}

TEST_CASE("prep: one spell per breach, and only your own breaches", "[engine][casting][prep]") {
    Fixture f(2, {"p1", "nemesis"});
    f.create();
    put_prepped(f.e(), f.hand_card(0, "t.spell.spark"), 1); // own open breach I is full
    const CardId spare = new_in_hand(f.e(), 0, "t.spell.spark");
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::CastingAction);
    f.ok("end");
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    // Breach I is full; II–IV are closed and not focused; the ally's empty open breach I is not ours.
    CHECK(!has_prefix(f, "prep:"));
    play_n(f, "t.gem.crystal", 3);
    f.ok("focus:3");
    CHECK(f.has_option(id_of("prep", spare) + ":3"));
    CHECK(!f.has_option(id_of("prep", spare) + ":1"));
    CHECK(!f.has_option(id_of("prep", spare) + ":2"));
    CHECK(!f.has_option(id_of("prep", spare) + ":4"));
    f.ok(id_of("prep", spare) + ":3");
    CHECK(f.s().players[0].breaches[2].prepped == std::vector<CardId>{spare});
    CHECK(f.s().players[1].breaches[0].prepped.empty());
}

TEST_CASE("prep: a closed breach only when focused this turn, or for a prep_to_closed spell",
          "[engine][casting][prep]") {
    Fixture f;
    add_player_card(f.content, "t.spell.anchor", CardType::Spell, 2).prep_to_closed = true;
    f.create();
    const CardId anchor = new_in_hand(f.e(), 0, "t.spell.anchor");
    const CardId spark = f.hand_card(0, "t.spell.spark");
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    for (int b = 1; b <= 4; ++b) CHECK(f.has_option(id_of("prep", anchor) + ":" + std::to_string(b)));
    CHECK(f.has_option(id_of("prep", spark) + ":1"));
    for (int b = 2; b <= 4; ++b) CHECK(!f.has_option(id_of("prep", spark) + ":" + std::to_string(b)));
    f.ok(id_of("prep", anchor) + ":4");
    CHECK(f.s().players[0].breaches[3].status == BreachStatus::Closed);
    CHECK(f.s().players[0].breaches[3].prepped == std::vector<CardId>{anchor});
    CHECK(!f.has_option(id_of("prep", spark) + ":4")); // full now
}

TEST_CASE("prep: the focus mark lasts for the turn only", "[engine][casting][prep]") {
    // The next turn is the same player's, or comes after a nemesis turn.
    for (const auto& order :
         {std::vector<std::string>{"p1", "p1"}, std::vector<std::string>{"p1", "nemesis", "p1"}}) {
        INFO("turns: " << order.size());
        Fixture f(1, order);
        f.setup.nemesis_deck = {"t.basic.b10", "t.basic.b11"};
        f.start();
        const CardId spark = f.hand_card(0, "t.spell.spark");
        play_n(f, "t.gem.crystal", 2);
        f.ok("focus:2");
        CHECK(f.s().players[0].breaches[1].focused_this_turn);
        CHECK(f.has_option(id_of("prep", spark) + ":2"));
        end_turn(f); // no prep
        REQUIRE(f.pending().kind == DecisionKind::MainAction);
        CHECK(f.s().turn.number == static_cast<int>(order.size()));
        for (const auto& b : f.s().players[0].breaches) CHECK(!b.focused_this_turn);
        CHECK(f.s().players[0].breaches[1].rotation == 3); // the turn itself stays
        CHECK(!f.has_option(id_of("prep", spark) + ":2"));
        CHECK(f.has_option(id_of("prep", spark) + ":1"));
    }
}

TEST_CASE("prep: a focus by a spell's effect in the casting phase allows a prep to that breach this turn",
          "[engine][casting][prep]") {
    Fixture f;
    add_player_card(f.content, "t.spell.vision", CardType::Spell, 5);
    f.host.on("t.spell.vision", "cast",
              {[](Engine& e, const EffectCall& c) { e.focus_breach(c.player, 3, false); }});
    f.create();
    const CardId vision = new_in_hand(f.e(), 0, "t.spell.vision");
    put_prepped(f.e(), vision, 1);
    const CardId spark = f.hand_card(0, "t.spell.spark");
    f.e().advance();
    f.ok(id_of("cast", vision));
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().players[0].breaches[2].rotation == 1);
    CHECK(f.s().players[0].breaches[2].focused_this_turn);
    CHECK(f.s().turn.aether == 0); // a focus by an effect is free
    CHECK(f.has_option(id_of("prep", spark) + ":3"));
    CHECK(!f.has_option(id_of("prep", spark) + ":2"));
}
