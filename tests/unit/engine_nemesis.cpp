// The nemesis turn (rules/base.md §6, §13.6, §13.7, §13.18; docs/decisions.md D1, D2).
#include "tests/support/arrange.hpp"
#include "tests/support/fixture.hpp"

using namespace ae;
using ae::test::amounts_of;
using ae::test::events_of;
using ae::test::Fixture;
using ae::test::has_prefix;
using ae::test::id_of;
using ae::test::new_in_play;
using ae::test::play_n;

namespace {
const std::string kAttack = "t.nemesis.brute.card.c10"; // Gravehold suffers 2
const std::string kMinion = "t.nemesis.brute.card.c11"; // life 4
const std::string kPower = "t.nemesis.brute.card.c12";  // POWER 2
const std::string kMinion2 = "t.nemesis.brute.card.c21";

std::vector<CardId> in_play_ids(const GameState& s) {
    std::vector<CardId> v;
    for (const auto& ip : s.nemesis.in_play) v.push_back(ip.card);
    return v;
}
CardId deck_at(Fixture& f, std::size_t i) { return f.s().nemesis.deck.at(i); }
} // namespace

TEST_CASE("nemesis main phase: minions and powers oldest first, interleaved; new cards wait a turn",
          "[engine][nemesis]") {
    Fixture f(1, {"nemesis", "p1", "nemesis", "p1", "nemesis", "p1", "nemesis", "p1"});
    f.setup.nemesis_deck = {kMinion, kPower, kMinion2, "t.basic.b10", "t.basic.b11"};
    std::vector<std::string> log;
    f.host.on(kMinion, "persistent", {[&](Engine&, const EffectCall&) { log.push_back("M1"); }});
    f.host.on(kMinion2, "persistent", {[&](Engine&, const EffectCall&) { log.push_back("M2"); }});
    f.host.on(kPower, "power", {[&](Engine&, const EffectCall&) { log.push_back("P"); }});
    f.create();
    const CardId minion = deck_at(f, 0), power = deck_at(f, 1), minion2 = deck_at(f, 2),
                 attack = deck_at(f, 3);
    f.e().advance(); // nemesis turn 1: nothing in play; draws the minion
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(log.empty()); // drawn this turn: does not act yet
    CHECK(in_play_ids(f.s()) == std::vector<CardId>{minion});

    f.ok("end"); // nemesis turn 2: M1; draws the power (2 tokens)
    CHECK(log == std::vector<std::string>{"M1"});
    CHECK(in_play_ids(f.s()) == std::vector<CardId>{minion, power});
    REQUIRE(f.e().in_play(power));
    CHECK(f.e().in_play(power)->power == 2);

    f.ok("end"); // nemesis turn 3: M1; the power 2 -> 1; draws the second minion
    CHECK(log == std::vector<std::string>{"M1", "M1"});
    CHECK(f.e().in_play(power)->power == 1);
    CHECK(in_play_ids(f.s()) == std::vector<CardId>{minion, power, minion2});

    f.ok("end"); // nemesis turn 4: M1, the power 1 -> 0 resolves and is discarded, M2; draws an attack
    CHECK(log == std::vector<std::string>{"M1", "M1", "M1", "P", "M2"});
    CHECK(in_play_ids(f.s()) == std::vector<CardId>{minion, minion2});
    CHECK(f.s().nemesis.discard == std::vector<CardId>{power, attack});
    CHECK(amounts_of(f.e(), EventKind::PowerTokenRemoved) == std::vector<int>{1, 0});
    CHECK(f.count(EventKind::PowerResolved) == 1);
    CHECK(f.count(EventKind::PowerDiscarded) == 0);
}

TEST_CASE("nemesis draw: an attack resolves, then goes to the nemesis discard pile", "[engine][nemesis]") {
    Fixture f(1, {"nemesis", "p1"});
    f.setup.nemesis_deck = {kAttack, "t.basic.b10"};
    bool resolving = false, discarded = true;
    f.host.on(kAttack, "effect",
              {[&](Engine& e, const EffectCall& c) { e.damage_gravehold(2, c.owner); },
               [&](Engine& e, const EffectCall& c) {
                   const auto& n = e.state().nemesis;
                   resolving = n.resolving == std::vector<CardId>{c.card};
                   discarded = !n.discard.empty();
               }});
    f.create();
    const CardId attack = deck_at(f, 0);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(resolving);
    CHECK(!discarded);
    CHECK(f.s().gravehold_life == 28);
    CHECK(f.s().nemesis.discard == std::vector<CardId>{attack});
    CHECK(f.s().nemesis.resolving.empty());
    CHECK(f.s().nemesis.in_play.empty());
    CHECK(f.s().nemesis.deck.size() == 1);
    const auto resolved = events_of(f.e(), EventKind::NemesisCardResolved);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].target == "nemesis_discard");
}

TEST_CASE("nemesis draw: IMMEDIATELY resolves first, then the card enters play with its life or tokens (D1)",
          "[engine][nemesis]") {
    Fixture f(1, {"nemesis", "nemesis", "p1"});
    f.content.nemesis_cards[kMinion].life = 5;
    f.content.nemesis_cards[kPower].power = 3;
    f.setup.nemesis_deck = {kMinion, kPower, "t.basic.b10"};
    std::vector<bool> was_in_play;
    auto immediately = [&](Engine& e, const EffectCall& c) {
        was_in_play.push_back(e.in_play(c.card) != nullptr);
        const auto& r = e.state().nemesis.resolving;
        CHECK(std::find(r.begin(), r.end(), c.card) != r.end());
    };
    f.host.on(kMinion, "immediately", {immediately});
    f.host.on(kPower, "immediately", {immediately});
    f.host.on(kMinion, "persistent", {[](Engine&, const EffectCall&) {}});
    f.create();
    const CardId minion = deck_at(f, 0), power = deck_at(f, 1);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(was_in_play == std::vector<bool>{false, false});
    REQUIRE(f.e().in_play(minion));
    CHECK(f.e().in_play(minion)->life == 5);
    REQUIRE(f.e().in_play(power));
    CHECK(f.e().in_play(power)->power == 3);
    CHECK(amounts_of(f.e(), EventKind::CardEnteredPlay) == std::vector<int>{5, 3});
    CHECK(f.s().nemesis.resolving.empty());
}

TEST_CASE("nemesis draw: an empty nemesis deck Unleashes three times instead", "[engine][nemesis]") {
    Fixture f(1, {"nemesis", "nemesis", "p1"});
    f.setup.nemesis_deck = {kMinion}; // the minion stays in play, so the players have not won
    f.create();
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(f.s().nemesis.tokens.at("rage") == 3);
    const auto unleashed = events_of(f.e(), EventKind::Unleashed);
    REQUIRE(unleashed.size() == 3);
    for (const auto& u : unleashed) CHECK(u.cause == "empty nemesis deck");
    CHECK(f.count(EventKind::NemesisCardDrawn) == 1);
    CHECK(f.s().gravehold_life == 29); // the minion's PERSISTENT on the second turn
    CHECK(!f.e().over());
}

TEST_CASE("TO DISCARD: offered in the main phase, disabled while unpayable, discards without the power",
          "[engine][nemesis][to_discard]") {
    Fixture f(1, {"nemesis", "p1", "nemesis", "p1", "nemesis", "p1"});
    f.content.nemesis_cards[kPower].to_discard = true;
    f.setup.nemesis_deck = {kPower, "t.basic.b10", "t.basic.b11", "t.basic.b12"};
    int powers = 0;
    std::vector<int> payers;
    f.host.on(kPower, "power", {[&](Engine&, const EffectCall&) { ++powers; }});
    f.host.query_on(kPower, "can_discard",
                    [](Engine& e, const EffectCall&) { return e.state().turn.aether >= 2; });
    f.host.on(kPower, "to_discard", {[&](Engine& e, const EffectCall& c) {
                  payers.push_back(c.player);
                  e.spend_aether(c.player, 2);
              }});
    f.create();
    const CardId power = deck_at(f, 0);
    f.e().advance(); // the power enters play
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    const std::string pay = id_of("discard_power", power);
    const Option* o = f.pending().find(pay);
    REQUIRE(o);
    CHECK(!o->enabled);
    CHECK(o->reason == "its TO DISCARD cost cannot be paid now");
    CHECK(!f.answer({pay}).accepted);
    play_n(f, "t.gem.crystal", 2);
    CHECK(f.has_option(pay, true));
    f.ok(pay);
    CHECK(payers == std::vector<int>{0});
    CHECK(f.s().turn.aether == 0);
    CHECK(f.s().nemesis.in_play.empty());
    CHECK(f.s().nemesis.discard == std::vector<CardId>{power});
    CHECK(f.count(EventKind::PowerDiscarded) == 1);
    CHECK(f.count(EventKind::PowerResolved) == 0);
    CHECK(!has_prefix(f, "discard_power:"));
    ae::test::end_turn(f);
    f.ok("end");
    CHECK(powers == 0); // its POWER effect never happens
}

TEST_CASE("TO DISCARD: a power without the cost offers nothing", "[engine][nemesis][to_discard]") {
    Fixture f;
    f.create();
    new_in_play(f.e(), kPower);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(!has_prefix(f, "discard_power:"));
}

TEST_CASE("TO DISCARD: without a can_discard query the option is enabled", "[engine][nemesis][to_discard]") {
    Fixture f;
    f.content.nemesis_cards[kPower].to_discard = true;
    f.create();
    const CardId power = new_in_play(f.e(), kPower);
    f.e().advance();
    CHECK(f.has_option(id_of("discard_power", power), true));
    f.ok(id_of("discard_power", power));
    CHECK(f.s().nemesis.discard == std::vector<CardId>{power});
}

TEST_CASE("nemesis main phase: a card put into play during the main phase waits for the next one",
          "[engine][nemesis]") {
    Fixture f(1, {"nemesis", "p1", "nemesis", "p1"});
    NemesisCardDef spawn;
    spawn.id = "t.nemesis.brute.spawn";
    spawn.name = "spawn";
    spawn.type = CardType::Minion;
    spawn.tier = 0;
    spawn.life = 2;
    spawn.script = spawn.id;
    f.content.nemesis_cards[spawn.id] = spawn;
    f.content.nemeses.at("t.nemesis.brute").side_decks = {{"spawn", {spawn.id}}};
    f.setup.nemesis_deck = {"t.basic.b10", "t.basic.b11"};
    std::vector<std::string> log;
    f.host.on(kMinion, "persistent", {[&](Engine& e, const EffectCall&) {
                  log.push_back("M");
                  e.draw_side_deck("spawn");
              }});
    f.host.on(spawn.id, "persistent", {[&](Engine&, const EffectCall&) { log.push_back("S"); }});
    f.create();
    const CardId minion = new_in_play(f.e(), kMinion);
    const CardId spawned = f.s().nemesis.side_decks.at("spawn").at(0);
    f.e().advance();
    REQUIRE(f.pending().kind == DecisionKind::MainAction);
    CHECK(log == std::vector<std::string>{"M"});
    CHECK(in_play_ids(f.s()) == std::vector<CardId>{minion, spawned});
    CHECK(f.e().in_play(spawned)->life == 2);
    CHECK(f.s().nemesis.side_decks.at("spawn").empty());
    f.ok("end");
    CHECK(log == std::vector<std::string>{"M", "M", "S"});
}
