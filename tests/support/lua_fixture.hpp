// A battle whose effects are Lua scripts given inline, run by the real LuaHost: the minimal content of
// fixture.hpp with its native effects replaced by scripts.
#pragma once

#include "scripting/lua_host.hpp"
#include "tests/support/fixture.hpp"

#include <memory>

namespace ae::test {

struct LuaFixture {
    Content content = minimal_content();
    GameSetup setup;
    std::unique_ptr<lua::LuaHost> host;
    std::unique_ptr<Engine> engine;
    bool steps_inline = true; // Engine::set_steps_inline (docs/decisions.md D63)

    explicit LuaFixture(int players = 1, std::vector<std::string> turn_order = {"p1", "nemesis"}) {
        script("t.gem.crystal", "return { play = function(ctx) ctx:gain_aether(1) end }");
        script("t.gem.jade", "return { play = function(ctx) ctx:gain_aether(2) end }");
        script("t.spell.spark", "return { cast = function(ctx) ctx:deal_damage(1) end }");
        script("t.spell.bolt", "return { cast = function(ctx) ctx:deal_damage(3) end }");
        script("t.spell.quiet", "return { cast = function(ctx) ctx:gain_aether(1) end }");
        script("t.mage.adept", "return { ability = function(ctx) ctx:gain_life(ctx:you(), 2) end }");
        script("t.nemesis.brute", "return { unleash = function(ctx) ctx:add_tokens('rage', 1) end }");
        for (const auto& [id, d] : content.nemesis_cards) {
            if (d.type == CardType::Attack)
                script(id, "return { effect = function(ctx) ctx:damage_gravehold(2) end }");
            if (d.type == CardType::Minion)
                script(id, "return { persistent = function(ctx) ctx:damage_gravehold(1) end }");
            if (d.type == CardType::Power)
                script(id, "return { power = function(ctx) ctx:damage_player(1, 3) end }");
        }
        for (int i = 0; i < players; ++i)
            setup.players.push_back({"t.mage.adept", "P" + std::to_string(i + 1)});
        setup.nemesis = "t.nemesis.brute";
        setup.supply = {"t.gem.jade", "t.spell.bolt", "t.spell.quiet"};
        for (const auto& [id, d] : content.nemesis_cards)
            if (d.basic) setup.basic_cards.push_back(id);
        setup.turn_order = std::move(turn_order);
    }
    void script(const std::string& key, const std::string& source) { content.scripts[key] = source; }
    Engine& start(std::uint64_t seed = 1) {
        host = std::make_unique<lua::LuaHost>(content);
        engine = std::make_unique<Engine>(content, *host, setup, seed);
        engine->set_steps_inline(steps_inline);
        engine->advance();
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
    CardId hand_card(int player, const std::string& def, int nth = 0) {
        for (CardId c : s().players[player].hand)
            if (s().card(c).def == def && nth-- == 0) return c;
        FAIL("no " << def << " in hand");
        return kNoCard;
    }
    // Plays the first card of `def` in player 1's hand (its script runs).
    void play(const std::string& def) { ok("play:" + std::to_string(hand_card(0, def).value())); }
};

} // namespace ae::test
