// Many battles with random legal answers, checking the invariants after every answer (issue #3 "Done when").
#include "tests/support/fixture.hpp"
#include "tests/support/invariants.hpp"

using namespace ae;
using ae::test::Fixture;

namespace {
struct Outcome {
    Result result;
    std::uint64_t hash;
    std::size_t events;
};

Outcome play_random(int players, std::uint64_t seed) {
    Fixture f(players, {});
    f.start(seed);
    Rng bot(seed * 7919 + 1);
    int answers = 0;
    while (!f.e().over()) {
        const std::string broken = ae::test::check_invariants(f.e());
        INFO("seed " << seed << " players " << players << " after " << answers << " answers");
        REQUIRE(broken == "");
        auto r = f.e().submit(ae::test::random_answer(f.pending(), bot));
        REQUIRE(r.accepted);
        REQUIRE(++answers < 20000); // every battle ends
    }
    REQUIRE(ae::test::check_invariants(f.e()) == "");
    CHECK(f.host.live_runs() == 0);
    return {f.s().result, f.e().state_hash(), f.e().events().size()};
}
} // namespace

TEST_CASE("random legal play: invariants hold after every answer and every battle ends", "[engine][fuzz]") {
    int won = 0, lost = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const auto o = play_random(static_cast<int>(seed % 4) + 1, seed);
        (o.result == Result::Won ? won : lost)++;
    }
    CHECK(won + lost == 200);
    CHECK(lost > 0);
}

TEST_CASE("determinism: same seed and answers give the same events and hash", "[engine][determinism]") {
    for (std::uint64_t seed : {3u, 17u, 123u}) {
        const auto a = play_random(2, seed);
        const auto b = play_random(2, seed);
        CHECK(a.hash == b.hash);
        CHECK(a.events == b.events);
    }
    CHECK(play_random(2, 3).hash != play_random(2, 4).hash);
}
