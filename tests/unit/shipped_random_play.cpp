// Issue #3 "Done when": at least 2,000 battles with random legal answers across every shipped nemesis and
// player counts 1-4, the invariants checked after every answer (cards conserved, life in bounds, exactly
// one decision pending or the battle over), and every battle ending. The simulator's own runner plays
// them (cli/sim_run.cpp), with random distinct mages and a random supply per battle.
#include "play/session.hpp"
#include "sim/sim.hpp"

#include <catch2/catch.hpp>

using namespace ae;

TEST_CASE("shipped content: 2,000 random-answer battles over every nemesis and 1-4 players",
          "[fuzz][shipped]") {
    static const auto loaded = play::load_content();
    REQUIRE(loaded.errors.empty());
    const Content& c = loaded.content;
    REQUIRE(!c.nemeses.empty());
    const int runs = static_cast<int>(c.nemeses.size()) * 4;
    const int games = (2000 + runs - 1) / runs; // per nemesis and player count
    int played = 0;
    for (const auto& [id, nemesis] : c.nemeses)
        for (int players = 1; players <= 4; ++players) {
            sim::SimOptions o;
            o.nemesis = id;
            o.players = players;
            o.games = games;
            o.threads = 1;
            o.seed = 2026;
            o.bot = "random";
            o.check_invariants = true;
            const auto r = sim::run_sim(c, o);
            INFO(id << ", " << players << " player(s)");
            for (const auto& [index, what] : r.violations) FAIL_CHECK("battle " << index << ": " << what);
            CHECK(r.wins + r.losses == games); // every battle ended with a result
            played += r.games;
        }
    CHECK(played >= 2000);
}
