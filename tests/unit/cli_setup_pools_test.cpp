// A battle's setup from pools found once per content (play/setup_pools.hpp) is the setup found by scanning
// the content for that battle, as build_setup did before: the same basic nemesis cards, the same random
// supply in the same order, the same mages, for every shipped nemesis, player count and many seeds; and
// `gravehold sim` plays the same battles. The reference below is that per-battle scan, kept here as the
// test's oracle.
#include "core/errors.hpp"
#include "play/session.hpp"
#include "play/setup_pools.hpp"
#include "scripting/host_pool.hpp"
#include "sim/sim.hpp"
#include "tests/support/same_outcome.hpp"
#include "tests/support/shipped.hpp"
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <vector>

using namespace ae;
using ae::test::shipped;

namespace {

// The basic nemesis cards a deck draws from: every basic card that is no card's evolved form.
std::vector<std::string> scanned_basic_cards(const Content& c) {
    std::set<std::string> evolved;
    for (const auto& [id, d] : c.nemesis_cards)
        if (!d.evolves_into.empty()) evolved.insert(d.evolves_into);
    std::vector<std::string> out;
    for (const auto& [id, d] : c.nemesis_cards)
        if (d.basic && !evolved.count(id)) out.push_back(id);
    return out;
}

// A random supply: each type's candidates collected from every pack, shuffled whole, the first few kept.
std::vector<std::string> scanned_supply(const Content& c, std::uint64_t seed) {
    Rng rng(seed ^ 0x5eed5eedULL);
    std::vector<std::string> supply;
    for (auto [type, count] : {std::pair{CardType::Gem, 3}, {CardType::Relic, 2}, {CardType::Spell, 4}}) {
        std::vector<std::string> pool;
        for (const auto& [id, d] : c.player_cards)
            if (d.type == type && !d.starter && d.pile_size > 0 && d.tags.empty()) pool.push_back(id);
        rng.shuffle(pool);
        pool.resize(std::min<std::size_t>(pool.size(), static_cast<std::size_t>(count)));
        supply.insert(supply.end(), pool.begin(), pool.end());
    }
    return supply;
}

// Distinct mages as `gravehold sim` and the bench draw them: every mage shuffled, the first few kept.
std::vector<std::string> scanned_mages(const Content& c, int players, std::uint64_t seed) {
    std::vector<std::string> all;
    for (const auto& [id, m] : c.mages) all.push_back(id);
    Rng rng(seed ^ 0x6d61676573ULL);
    rng.shuffle(all);
    all.resize(std::min<std::size_t>(all.size(), static_cast<std::size_t>(players)));
    return all;
}

std::vector<std::string> mages_of(const GameSetup& s) {
    std::vector<std::string> out;
    for (const auto& p : s.players) out.push_back(p.mage);
    return out;
}

} // namespace

TEST_CASE("setup pools: the pools are the content's cards, found once", "[cli][setup]") {
    const Content& c = shipped();
    const play::SetupPools pools = play::setup_pools(c);
    CHECK(pools.basic_cards == scanned_basic_cards(c));
    CHECK(!pools.basic_cards.empty());
    CHECK(pools.gems.size() >= 3);
    CHECK(pools.relics.size() >= 2);
    CHECK(pools.spells.size() >= 4);
    CHECK(pools.mages.size() == c.mages.size());
    for (const auto* pool : {&pools.gems, &pools.relics, &pools.spells})
        for (const auto& id : *pool) {
            const PlayerCardDef& d = c.player_card(id);
            CHECK(!d.starter);
            CHECK(d.pile_size > 0);
            CHECK(d.tags.empty());
        }
}

TEST_CASE("setup pools: pick_shuffled picks what shuffling every id would, and moves the Rng alike",
          "[cli][setup]") {
    const std::vector<std::string> ids = play::setup_pools(shipped()).spells;
    for (std::uint64_t seed = 1; seed <= 200; ++seed)
        for (std::size_t count :
             {std::size_t{0}, std::size_t{1}, std::size_t{4}, ids.size(), ids.size() + 3}) {
            Rng by_ids(seed), by_positions(seed);
            std::vector<std::string> shuffled = ids;
            by_ids.shuffle(shuffled);
            shuffled.resize(std::min(shuffled.size(), count));
            CHECK(play::pick_shuffled(ids, count, by_positions) == shuffled);
            CHECK(by_positions == by_ids);
        }
}

TEST_CASE("setup pools: every battle's setup is the one a scan of the content gives", "[cli][setup]") {
    const Content& c = shipped();
    const play::SetupPools pools = play::setup_pools(c);
    const std::vector<std::string> basic = scanned_basic_cards(c);
    for (const auto& [nemesis, def] : c.nemeses)
        for (int players = 1; players <= 4; ++players)
            for (std::uint64_t seed = 1; seed <= 120; ++seed) {
                INFO(nemesis << ", " << players << " players, seed " << seed);
                // Random distinct mages (sim, bench) and mages in content order (no --mages).
                for (bool drawn : {true, false}) {
                    play::BattleOptions o;
                    o.nemesis = nemesis;
                    o.players = players;
                    o.seed = seed;
                    if (drawn) o.mages = scanned_mages(c, players, seed);
                    const GameSetup once = play::build_setup(c, pools, o);
                    CHECK(once.nemesis == nemesis);
                    CHECK(once.basic_cards == basic);
                    CHECK(once.supply == scanned_supply(c, seed));
                    if (drawn) CHECK(mages_of(once) == o.mages);
                    CHECK(once.players.size() == static_cast<std::size_t>(players));
                }
            }
}

TEST_CASE("setup pools: short names, a fixed supply and a campaign's players work as before",
          "[cli][setup]") {
    const Content& c = shipped();
    const play::SetupPools pools = play::setup_pools(c);
    play::BattleOptions o;
    o.nemesis = "rageborne";
    o.players = 2;
    o.supply = {"jade",   "sifters_pearl", "searing_ruby",  "flexing_dagger", "unstable_prism",
                "ignite", "dark_fire",     "phoenix_flame", "spark"};
    o.seed = 7;
    // "spark" is a starter: refused, with or without pools.
    CHECK_THROWS_WITH(play::build_setup(c, pools, o), Catch::Contains("'Spark' has no supply pile"));
    o.supply.back() = "lava_tendril";
    const auto checked = [&](const play::BattleOptions& opts) {
        const GameSetup once = play::build_setup(c, pools, opts);
        CHECK(once.nemesis == "base.rageborne");
        CHECK(once.basic_cards == scanned_basic_cards(c));
        return once;
    };
    const GameSetup fixed_market = checked(o);
    CHECK(fixed_market.supply.size() == 9);
    CHECK(fixed_market.supply.front() == "base.gem.jade");
    // No --mages: the content's first two, in order.
    CHECK(mages_of(fixed_market) ==
          std::vector<std::string>{c.mages.begin()->first, std::next(c.mages.begin())->first});
    o.supply.clear();
    o.fixed_players = {{c.mages.rbegin()->first, "", -1, 0}};
    const GameSetup campaign = checked(o);
    CHECK(mages_of(campaign) == std::vector<std::string>{c.mages.rbegin()->first});
    CHECK(campaign.supply == scanned_supply(c, 7));
}

TEST_CASE("setup pools: gravehold sim plays the battles the per-battle scan set up", "[cli][setup][sim]") {
    const Content& c = shipped();
    lua::HostPool pool(c);
    for (const char* nemesis : {"rageborne", "legacy.bladius", "outcasts.gloam_regent"})
        for (int players : {1, 3}) {
            INFO(nemesis << ", " << players << " players");
            sim::SimOptions o;
            o.nemesis = nemesis;
            o.players = players;
            o.games = 8;
            o.threads = 2;
            o.seed = 11;
            const sim::SimReport r = sim::run_sim(c, o);
            REQUIRE(r.battles.size() == 8);
            for (std::size_t i = 0; i < r.battles.size(); ++i) {
                // As run_sim set battles up before the pools: distinct mages drawn from the seed, the
                // rest scanned from the content by build_setup.
                const std::uint64_t seed = sim::battle_seed(o.seed, i);
                play::BattleOptions b;
                b.nemesis = nemesis;
                b.players = players;
                b.seed = seed;
                b.mages = scanned_mages(c, players, seed);
                GameSetup setup = play::build_setup(c, b);
                CHECK(setup.supply == scanned_supply(c, seed));
                const sim::BattleOutcome scanned =
                    sim::play_battle(pool, setup, seed, o.bot, o.max_turns, o.check_invariants);
                const sim::BattleOutcome& played = r.battles[i];
                CHECK(played.seed == seed);
                ae::test::same_outcome(played, scanned);
            }
        }
}
