// A minimal battle for engine tests, in the spirit of "feed a minimal state in, compare a minimal state out":
// a few cards with native effects, one mage, one nemesis, and helpers to answer decisions by option id.
#pragma once

#include "engine/engine.hpp"
#include "tests/support/native_host.hpp"

#include <catch2/catch.hpp>
#include <memory>

namespace ae::test {

inline Content minimal_content() {
    Content c;
    auto card = [&](const std::string& id, CardType t, int cost, bool starter) {
        PlayerCardDef d;
        d.id = id;
        d.name = id.substr(id.rfind('.') + 1);
        d.type = t;
        d.cost = cost;
        d.starter = starter;
        d.pile_size = starter ? 0 : (t == CardType::Gem ? 7 : 5);
        d.script = id;
        c.player_cards[id] = d;
    };
    card("t.gem.crystal", CardType::Gem, 0, true);
    card("t.spell.spark", CardType::Spell, 0, true);
    card("t.gem.jade", CardType::Gem, 2, false);
    card("t.spell.bolt", CardType::Spell, 3, false);
    card("t.spell.quiet", CardType::Spell, 1, false); // no damage of its own
    MageDef m;
    m.id = "t.mage.adept";
    m.name = "Adept";
    m.hand = {"t.gem.crystal", "t.gem.crystal", "t.gem.crystal", "t.gem.crystal", "t.spell.spark"};
    m.deck = {"t.gem.crystal", "t.gem.crystal", "t.spell.spark", "t.gem.crystal", "t.spell.spark"};
    m.breaches = {BreachDef{BreachSetup::Open, 0}, BreachDef{BreachSetup::Closed, 2},
                  BreachDef{BreachSetup::Closed, 0}, BreachDef{BreachSetup::Closed, 1}};
    m.ability_charges = 4;
    m.ability_name = "Test Ability";
    m.script = "t.mage.adept";
    c.mages[m.id] = m;
    auto ncard = [&](const std::string& id, CardType t, int tier, int life, int power, bool basic) {
        NemesisCardDef d;
        d.id = id;
        d.name = id.substr(id.rfind('.') + 1);
        d.type = t;
        d.tier = tier;
        d.life = life;
        d.power = power;
        d.basic = basic;
        d.script = id;
        c.nemesis_cards[id] = d;
    };
    NemesisDef n;
    n.id = "t.nemesis.brute";
    n.name = "Brute";
    n.life = 30;
    n.script = "t.nemesis.brute";
    n.tokens = {{"rage", 0}};
    for (int tier = 1; tier <= 3; ++tier)
        for (int i = 0; i < 3; ++i) {
            const std::string id = "t.nemesis.brute.card.c" + std::to_string(tier) + std::to_string(i);
            ncard(id,
                  i == 0   ? CardType::Attack
                  : i == 1 ? CardType::Minion
                           : CardType::Power,
                  tier, 4, 2, false);
            n.cards.push_back(id);
        }
    c.nemeses[n.id] = n;
    for (int tier = 1; tier <= 3; ++tier)
        for (int i = 0; i < 8; ++i)
            ncard("t.basic.b" + std::to_string(tier) + std::to_string(i), CardType::Attack, tier, 0, 0, true);
    return c;
}

// Standard native effects for minimal_content(). Tests add or replace effects as they need.
inline void standard_effects(NativeHost& h) {
    h.on("t.gem.crystal", "play", {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 1); }});
    h.on("t.gem.jade", "play", {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 2); }});
    h.on("t.spell.spark", "cast",
         {[](Engine& e, const EffectCall& c) { e.deal_damage(1, "", c.player, c.owner); }});
    h.on("t.spell.bolt", "cast",
         {[](Engine& e, const EffectCall& c) { e.deal_damage(3, "", c.player, c.owner); }});
    h.on("t.spell.quiet", "cast", {[](Engine& e, const EffectCall& c) { e.gain_aether(c.player, 1); }});
    h.on("t.nemesis.brute", "unleash", {[](Engine& e, const EffectCall&) {
             e.set_token("rage", e.state().nemesis.tokens.at("rage") + 1);
         }});
    for (int tier = 1; tier <= 3; ++tier) {
        const std::string p = "t.nemesis.brute.card.c" + std::to_string(tier);
        h.on(p + "0", "effect", {[](Engine& e, const EffectCall& c) { e.damage_gravehold(2, c.owner); }});
        h.on(p + "1", "persistent", {[](Engine& e, const EffectCall& c) { e.damage_gravehold(1, c.owner); }});
        h.on(p + "2", "power", {[](Engine& e, const EffectCall& c) { e.damage_player(0, 3, c.owner); }});
        for (int i = 0; i < 8; ++i)
            h.on("t.basic.b" + std::to_string(tier) + std::to_string(i), "effect",
                 {[](Engine& e, const EffectCall&) { e.unleash(1, "basic"); }});
    }
}

struct Fixture {
    Content content = minimal_content();
    NativeHost host;
    GameSetup setup;
    std::unique_ptr<Engine> engine;

    explicit Fixture(int players = 1, std::vector<std::string> turn_order = {"p1", "nemesis"}) {
        standard_effects(host);
        for (int i = 0; i < players; ++i)
            setup.players.push_back({"t.mage.adept", "P" + std::to_string(i + 1)});
        setup.nemesis = "t.nemesis.brute";
        setup.supply = {"t.gem.jade", "t.spell.bolt", "t.spell.quiet"};
        for (const auto& [id, d] : content.nemesis_cards)
            if (d.basic) setup.basic_cards.push_back(id);
        setup.turn_order = std::move(turn_order);
    }
    Engine& create(std::uint64_t seed = 1) {
        engine = std::make_unique<Engine>(content, host, setup, seed);
        return *engine;
    }
    Engine& start(std::uint64_t seed = 1) {
        create(seed).advance();
        return *engine;
    }
    Engine& e() { return *engine; }
    const GameState& s() { return engine->state(); }
    const DecisionRequest& pending() { return engine->pending(); }
    SubmitResult answer(std::vector<std::string> ids) {
        const auto& p = engine->pending();
        return engine->submit({p.seq, p.who.front(), std::move(ids)});
    }
    void ok(const std::string& id) {
        auto r = answer({id});
        INFO("answer " << id << ": " << r.reason);
        REQUIRE(r.accepted);
    }
    bool has_option(const std::string& id, bool enabled = true) {
        const Option* o = engine->pending().find(id);
        return o && o->enabled == enabled;
    }
    CardId hand_card(int player, const std::string& def, int nth = 0) {
        for (CardId c : s().players[player].hand)
            if (s().card(c).def == def && nth-- == 0) return c;
        FAIL("no " << def << " in hand");
        return kNoCard;
    }
    int count(EventKind k) {
        int n = 0;
        for (const auto& ev : engine->events())
            if (ev.kind == k) ++n;
        return n;
    }
};

} // namespace ae::test
