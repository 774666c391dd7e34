// The RNG must give the same numbers everywhere: golden values, checked against the xoshiro256** reference.
#include "engine/rng.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using ae::Rng;

TEST_CASE("xoshiro256** matches the reference generator from state {1,2,3,4}", "[rng]") {
    Rng r = Rng::from_state({1, 2, 3, 4});
    // The first outputs of the reference C implementation for this state.
    CHECK(r.next() == 11520ULL);
    CHECK(r.next() == 0ULL);
    CHECK(r.next() == 1509978240ULL);
    CHECK(r.next() == 1215971899390074240ULL);
}

TEST_CASE("seeding expands through splitmix64", "[rng]") {
    // splitmix64 from 0: its well-known first output is 0xe220a8397b1dcdaf.
    Rng r(0);
    CHECK(r.state()[0] == 0xe220a8397b1dcdafULL);
    CHECK(Rng(42) == Rng(42));
    CHECK(!(Rng(42) == Rng(43)));
}

TEST_CASE("bounded stays in range, hits every value, and is stable", "[rng]") {
    Rng r(7);
    std::set<std::uint64_t> seen;
    for (int i = 0; i < 1000; ++i) {
        auto v = r.bounded(6);
        REQUIRE(v < 6);
        seen.insert(v);
    }
    CHECK(seen.size() == 6);
    Rng a(99), b(99);
    std::vector<std::uint64_t> va, vb;
    for (int i = 0; i < 20; ++i) va.push_back(a.bounded(1000)), vb.push_back(b.bounded(1000));
    CHECK(va == vb);
    CHECK_THROWS(r.bounded(0));
}

TEST_CASE("golden sequence and shuffle for seed 2026", "[rng]") {
    // Recorded once from this implementation; any change to seeding, bounded() or shuffle() breaks replays.
    Rng r(2026);
    std::vector<std::uint64_t> got;
    for (int i = 0; i < 5; ++i) got.push_back(r.bounded(100));
    std::vector<int> deck{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    r.shuffle(deck);
    INFO("bounded: " << got[0] << "," << got[1] << "," << got[2] << "," << got[3] << "," << got[4]);
    CHECK(got == std::vector<std::uint64_t>{9, 12, 18, 86, 94});
    CHECK(deck == std::vector<int>{9, 8, 1, 0, 4, 3, 2, 7, 5, 6});
}

TEST_CASE("shuffle is a permutation", "[rng]") {
    Rng r(5);
    std::vector<int> v(52);
    for (int i = 0; i < 52; ++i) v[i] = i;
    r.shuffle(v);
    auto sorted = v;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < 52; ++i) REQUIRE(sorted[i] == i);
    CHECK(v != sorted);
}

TEST_CASE("a zero state is refused", "[rng]") { CHECK_THROWS(Rng::from_state({0, 0, 0, 0})); }
