// Full battles with the base pack and random legal answers: 50 per nemesis, 1 to 4 players, random mages
// and a random supply. The invariants hold after every answer and every battle ends.
#include "tests/support/invariants.hpp"
#include "tests/support/pack_fixture.hpp"

#include <map>

using namespace ae;
using ae::test::PackBattle;

namespace {

std::vector<std::string> market_of(const Content& c, CardType t) {
    std::vector<std::string> out;
    for (const auto& [id, d] : c.player_cards)
        if (!d.starter && d.type == t) out.push_back(id);
    return out;
}

// Picks `n` of `from` (sorted input, so the choice depends only on the RNG).
std::vector<std::string> pick(std::vector<std::string> from, std::size_t n, Rng& rng) {
    rng.shuffle(from);
    from.resize(std::min(n, from.size()));
    return from;
}

// A random legal answer (tests/support/invariants.hpp). Ending a main or casting phase is only one option
// among many, so a uniform bot ends most turns at once and battles stay short; re-drawing "end" 7 times
// in 8 makes the bot play, buy, focus, cast and pay for powers far more, so more scripts run.
Answer bot_answer(const DecisionRequest& req, Rng& bot) {
    Answer a = ae::test::random_answer(req, bot);
    const bool phase = req.kind == DecisionKind::MainAction || req.kind == DecisionKind::CastingAction;
    for (int i = 0; phase && i < 8 && a.choice == std::vector<std::string>{"end"} && req.enabled_count() > 1;
         ++i) {
        if (bot.bounded(8) == 0) break;
        a = ae::test::random_answer(req, bot);
    }
    return a;
}

struct Outcome {
    Result result = Result::None;
    int answers = 0;
    std::uint64_t hash = 0;
};

Outcome play_random(const std::string& nemesis, int players, std::uint64_t seed) {
    const Content& c = ae::test::base_content();
    Rng pick_rng(seed * 104729 + 7);
    std::vector<std::string> mages;
    for (const auto& [id, m] : c.mages) mages.push_back(id);
    mages = pick(mages, static_cast<std::size_t>(players), pick_rng);

    PackBattle b(mages, nemesis, {}); // a shuffled turn order deck
    b.setup.supply.clear();
    for (auto [type, n] :
         {std::pair{CardType::Gem, 3}, std::pair{CardType::Relic, 2}, std::pair{CardType::Spell, 4}})
        for (const auto& id : pick(market_of(c, type), static_cast<std::size_t>(n), pick_rng))
            b.setup.supply.push_back(id);
    if (seed % 2 == 1) {
        // Odd seeds: every market pile, and the nemesis deck's cards of all tiers shuffled together, so that
        // tier-3 cards and expensive player cards come up before the battle ends.
        b.setup.supply.clear();
        for (auto type : {CardType::Gem, CardType::Relic, CardType::Spell})
            for (const auto& id : market_of(c, type)) b.setup.supply.push_back(id);
        const auto counts = basic_cards_per_tier(players);
        const int want[4] = {0, counts.tier1, counts.tier2, counts.tier3};
        std::vector<std::string> deck = c.nemesis(nemesis).cards;
        for (int tier = 1; tier <= 3; ++tier) {
            std::vector<std::string> basics;
            for (const auto& [id, d] : c.nemesis_cards)
                if (d.basic && d.tier == tier) basics.push_back(id);
            for (const auto& id : pick(basics, static_cast<std::size_t>(want[tier]), pick_rng))
                deck.push_back(id);
        }
        pick_rng.shuffle(deck);
        b.setup.nemesis_deck = deck;
    }
    b.create(seed);
    if (seed % 2 == 1) {
        // ... and three random market cards on top of each player's deck, so that every card's script
        // meets odd states (empty hands, no ally, exhausted players) in some battle.
        std::vector<std::string> market;
        for (auto type : {CardType::Gem, CardType::Relic, CardType::Spell})
            for (const auto& id : market_of(c, type)) market.push_back(id);
        for (int p = 0; p < players; ++p)
            for (const auto& id : pick(market, 3, pick_rng)) b.to_deck_top(p, id);
    }
    b.advance();

    Rng bot(seed * 7919 + 1);
    Outcome out;
    while (!b.e().over()) {
        INFO(nemesis << " seed " << seed << " players " << players << " after " << out.answers << " answers");
        const std::string broken = ae::test::check_invariants(b.e());
        REQUIRE(broken == "");
        const auto r = b.e().submit(bot_answer(b.pending(), bot));
        REQUIRE(r.accepted);
        REQUIRE(++out.answers < 50000); // every battle ends
    }
    INFO(nemesis << " seed " << seed << " players " << players);
    REQUIRE(ae::test::check_invariants(b.e()) == "");
    CHECK(b.host->live_runs() == 0);
    out.result = b.s().result;
    out.hash = b.e().state_hash();
    return out;
}

void fight_many(const std::string& nemesis) {
    std::map<Result, int> results;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const int players = static_cast<int>((seed - 1) / 2 % 4) + 1; // each count with both kinds of seed
        results[play_random(nemesis, players, seed).result]++;
    }
    CHECK(results[Result::Won] + results[Result::Lost] == 50);
    CHECK(results[Result::Lost] > 0);
}

} // namespace

TEST_CASE("base pack: 50 random battles against Rageborne end with the invariants intact", "[pack][fuzz]") {
    fight_many("base.rageborne");
}

TEST_CASE("base pack: 50 random battles against Carapace Queen end with the invariants intact",
          "[pack][fuzz]") {
    fight_many("base.carapace_queen");
}

TEST_CASE("base pack: a random battle replays identically from its seed", "[pack][determinism]") {
    for (std::uint64_t seed : {3u, 8u}) {
        const auto a = play_random("base.rageborne", 2, seed);
        const auto b = play_random("base.rageborne", 2, seed);
        CHECK(a.hash == b.hash);
        CHECK(a.answers == b.answers);
        const auto c = play_random("base.carapace_queen", 3, seed);
        const auto d = play_random("base.carapace_queen", 3, seed);
        CHECK(c.hash == d.hash);
    }
}
