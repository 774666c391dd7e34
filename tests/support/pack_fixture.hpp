// Battles with the shipped base pack (content/packs/base): the real loader, the real Lua host and the
// real engine. A PackBattle is set up (mages, nemesis, turn order, nemesis deck), arranged (cards put in
// hands, on breaches or into play before the first decision is computed) and then driven by answering
// decisions by option id.
#pragma once

#include "content/loader.hpp"
#include "engine/engine.hpp"
#include "scripting/lua_host.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace ae::test {

inline const std::string& base_pack_dir() {
    static const std::string dir = std::string(GRAVEHOLD_PACKS_DIR) + "/base";
    return dir;
}

// Loaded once per test run; every test checks it loaded without errors before using it.
inline const content::LoadResult& base_pack() {
    static const content::LoadResult result = content::load_packs({base_pack_dir()});
    return result;
}

inline const Content& base_content() {
    const auto& r = base_pack();
    for (const auto& e : r.errors) UNSCOPED_INFO(content::format(e));
    REQUIRE(r.errors.empty());
    return r.content;
}

// The base pack with the legacy pack on top (content/packs/legacy).
inline const Content& legacy_content() {
    static const content::LoadResult result =
        content::load_packs({base_pack_dir(), std::string(GRAVEHOLD_PACKS_DIR) + "/legacy"});
    for (const auto& e : result.errors) UNSCOPED_INFO(content::format(e));
    REQUIRE(result.errors.empty());
    return result.content;
}

// The base pack with our own nemeses on top (content/packs/original).
inline const Content& original_content() {
    static const content::LoadResult result =
        content::load_packs({base_pack_dir(), std::string(GRAVEHOLD_PACKS_DIR) + "/original"});
    for (const auto& e : result.errors) UNSCOPED_INFO(content::format(e));
    REQUIRE(result.errors.empty());
    return result.content;
}

inline std::vector<std::string> base_basic_cards() {
    std::vector<std::string> out;
    for (const auto& [id, d] : base_content().nemesis_cards)
        if (d.basic) out.push_back(id);
    return out;
}

// The outcasts pack with the base pack it requires (content/packs/outcasts).
inline const content::LoadResult& outcasts_pack() {
    static const content::LoadResult result =
        content::load_packs({base_pack_dir(), std::string(GRAVEHOLD_PACKS_DIR) + "/outcasts"});
    return result;
}

inline const Content& outcasts_content() {
    const auto& r = outcasts_pack();
    for (const auto& e : r.errors) UNSCOPED_INFO(content::format(e));
    REQUIRE(r.errors.empty());
    return r.content;
}

struct PackBattle {
    const Content& content = base_content();
    GameSetup setup;
    std::unique_ptr<lua::LuaHost> host;
    std::unique_ptr<Engine> engine;

    explicit PackBattle(std::vector<std::string> mages = {"base.mage.brama"},
                        std::string nemesis = "base.rageborne",
                        std::vector<std::string> turn_order = {"p1", "nemesis"}) {
        init(std::move(mages), std::move(nemesis), std::move(turn_order));
    }
    // A battle with other content (e.g. outcasts_content()); basic cards are that content's standard ones.
    PackBattle(const Content& other, std::vector<std::string> mages, std::string nemesis,
               std::vector<std::string> turn_order = {"p1", "nemesis"})
        : content(other) {
        init(std::move(mages), std::move(nemesis), std::move(turn_order));
        setup.basic_cards.clear();
        for (const auto& [id, d] : content.nemesis_cards)
            if (d.basic && !d.upgraded) setup.basic_cards.push_back(id);
    }

    void init(std::vector<std::string> mages, std::string nemesis, std::vector<std::string> turn_order) {
        for (std::size_t i = 0; i < mages.size(); ++i)
            setup.players.push_back({mages[i], "P" + std::to_string(i + 1)});
        setup.nemesis = std::move(nemesis);
        setup.basic_cards = base_basic_cards();
        setup.turn_order = std::move(turn_order);
        setup.supply = {"base.gem.jade", "base.gem.searing_ruby", "base.relic.flexing_dagger",
                        "base.spell.spectral_echo", "base.spell.dark_fire"};
    }

    // Builds the battle (setup runs, no step yet): arrange it, then advance().
    Engine& create(std::uint64_t seed = 1) {
        host = std::make_unique<lua::LuaHost>(content);
        engine = std::make_unique<Engine>(content, *host, setup, seed);
        return *engine;
    }
    void advance() { engine->advance(); }
    Engine& start(std::uint64_t seed = 1) {
        create(seed);
        advance();
        return *engine;
    }

    Engine& e() { return *engine; }
    GameState& mut() { return engine->mut(); }
    const GameState& s() { return engine->state(); }
    const DecisionRequest& pending() { return engine->pending(); }

    // ---- arranging (players are engine indices, 0-based)
    CardId give(int player, const std::string& def) {
        const CardId c = engine->new_card(def, false, player);
        mut().players[player].hand.push_back(c);
        return c;
    }
    CardId prep(int player, const std::string& def, int breach) {
        const CardId c = engine->new_card(def, false, player);
        mut().players[player].breaches[breach - 1].prepped.push_back(c);
        return c;
    }
    CardId to_discard_pile(int player, const std::string& def) {
        const CardId c = engine->new_card(def, false, player);
        mut().players[player].discard.push_back(c);
        return c;
    }
    CardId to_deck_top(int player, const std::string& def) {
        const CardId c = engine->new_card(def, false, player);
        auto& deck = mut().players[player].deck;
        deck.insert(deck.begin(), c);
        return c;
    }
    // A nemesis card put into play (newest) with its printed life or power, or the values given.
    CardId in_play(const std::string& def, int life = -1, int power = -1) {
        const CardId c = engine->new_card(def, true, -1);
        const auto& d = content.nemesis_card(def);
        mut().nemesis.in_play.push_back({c, life >= 0 ? life : (d.type == CardType::Minion ? d.life : 0),
                                         power >= 0 ? power : (d.type == CardType::Power ? d.power : 0),
                                         mut().next_arrival++, d.type == CardType::Minion ? d.shields : 0});
        return c;
    }
    void clear_hand(int player) {
        auto& p = mut().players[player];
        for (CardId c : p.hand) mut().destroyed.push_back(c);
        p.hand.clear();
    }

    // ---- answering
    SubmitResult answer(std::vector<std::string> ids) {
        const auto& p = engine->pending();
        return engine->submit({p.seq, p.who.front(), std::move(ids)});
    }
    void ok(const std::string& id) { ok(std::vector<std::string>{id}); }
    void ok(std::vector<std::string> ids) {
        std::string all;
        for (const auto& i : ids) all += i + " ";
        INFO("pending: " << engine->pending().prompt << "; answer " << all);
        auto r = answer(std::move(ids));
        INFO("rejected: " << r.reason);
        REQUIRE(r.accepted);
    }
    bool has(const std::string& id, bool enabled = true) {
        const Option* o = engine->pending().find(id);
        return o && o->enabled == enabled;
    }
    DecisionKind kind() { return engine->pending().kind; }

    // ---- common moves
    static std::string card_id(CardId c) { return "card:" + std::to_string(c.value()); }
    static std::string player_id(int p) { return "player:" + std::to_string(p); }
    void play(CardId c) { ok("play:" + std::to_string(c.value())); }
    void cast(CardId c) { ok("cast:" + std::to_string(c.value())); }
    void pick(std::vector<CardId> cards) {
        std::vector<std::string> ids;
        for (CardId c : cards) ids.push_back(card_id(c));
        ok(ids);
    }
    void pick_player(int p) { ok(player_id(p)); }
    void pick_none() { ok(std::vector<std::string>{}); }
    // Ends the casting phase if it is pending.
    void end_casting() {
        if (!engine->over() && kind() == DecisionKind::CastingAction) ok("end");
    }

    // ---- reading
    int aether() { return s().turn.aether; }
    int restricted_aether(const std::string& type) {
        int n = 0;
        for (const auto& r : s().turn.restricted)
            if (r.use == type) n += r.amount;
        return n;
    }
    // The scripts' storage table (GameState::script_storage) as JSON.
    nlohmann::json storage() { return nlohmann::json::parse(s().script_storage); }
    int nemesis_damage() { return s().nemesis.max_life - s().nemesis.life; }
    int gravehold_damage() { return s().gravehold_max - s().gravehold_life; }
    int life(int player) { return s().players[player].life; }
    int charges(int player) { return s().players[player].charges; }
    int tokens(const std::string& name) {
        auto it = s().nemesis.tokens.find(name);
        return it == s().nemesis.tokens.end() ? 0 : it->second;
    }
    bool in_zone(const std::vector<CardId>& zone, CardId c) {
        for (CardId x : zone)
            if (x == c) return true;
        return false;
    }
    bool in_hand(int player, CardId c) { return in_zone(s().players[player].hand, c); }
    bool in_discard(int player, CardId c) { return in_zone(s().players[player].discard, c); }
    bool destroyed(CardId c) { return in_zone(s().destroyed, c); }
    const InPlayCard* nemesis_in_play(CardId c) { return engine->in_play(c); }
    bool in_nemesis_discard(CardId c) { return in_zone(s().nemesis.discard, c); }
    // Sum of an event kind's amounts, optionally only those caused by `cause`.
    int sum(EventKind k, const std::string& cause = "") {
        int n = 0;
        for (const auto& ev : engine->events())
            if (ev.kind == k && (cause.empty() || ev.cause == cause)) n += ev.amount;
        return n;
    }
    int count(EventKind k, const std::string& cause = "") {
        int n = 0;
        for (const auto& ev : engine->events())
            if (ev.kind == k && (cause.empty() || ev.cause == cause)) ++n;
        return n;
    }
    // The turn order deck (top first) and discard (bottom first) as labels: p1..p4, wild, nemesis.
    std::vector<std::string> turn_order_deck() { return labels(s().turn_order_deck); }
    std::vector<std::string> turn_order_discard() { return labels(s().turn_order_discard); }
    static std::vector<std::string> labels(const std::vector<TurnOrderCard>& cards) {
        std::vector<std::string> out;
        for (const auto& c : cards) out.push_back(Engine::turn_order_label(c));
        return out;
    }
    CardId nth_in_hand(int player, const std::string& def, int nth = 0) {
        for (CardId c : s().players[player].hand)
            if (s().card(c).def == def && nth-- == 0) return c;
        FAIL("no " << def << " in hand of player " << player);
        return kNoCard;
    }
};

// A power's TO DISCARD that costs `cost` aether (4 or more, even): `b` (set up, not created; player 1 is
// a mage whose hand is four Crystals and a Spark, and whose turn comes first) gets (cost - 4) / 2 Jades;
// the option stays disabled until the aether is there, and paying it discards the power.
inline void check_aether_discard_cost(PackBattle b, const std::string& def, int cost) {
    INFO(def);
    b.create();
    const CardId power = b.in_play(def);
    for (int i = 0; i < (cost - 4) / 2; ++i) b.give(0, "base.gem.jade");
    b.advance();
    const std::string discard = "discard_power:" + std::to_string(power.value());
    CHECK(b.has(discard, false));
    for (int i = 0; i < 4; ++i) {
        b.play(b.nth_in_hand(0, "base.gem.crystal"));
        if (b.aether() < cost) CHECK(b.has(discard, false));
    }
    for (int i = 0; i < (cost - 4) / 2; ++i) b.play(b.nth_in_hand(0, "base.gem.jade"));
    REQUIRE(b.aether() == cost);
    b.ok(discard);
    CHECK(b.aether() == 0);
    CHECK(b.in_nemesis_discard(power));
}

} // namespace ae::test
