// Battles from the boxes a group owns (issue #16 §4): with `packs`, the random market, the mages given out,
// the basic nemesis cards and the default nemesis come only from those packs; a named nemesis from another
// pack, or a pack that is not loaded, is refused by name.
#include "core/errors.hpp"
#include "play/session.hpp"
#include "play/setup_pools.hpp"
#include "tests/support/shipped.hpp"
#include <catch2/catch.hpp>

using namespace ae;
using ae::test::shipped;

namespace {
bool from(const std::string& id, const std::string& pack) { return play::pack_of(id) == pack; }
} // namespace

TEST_CASE("packs base: market, mages and basic nemesis cards all come from the base box", "[play][packs]") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        play::BattleOptions o;
        o.players = 4;
        o.seed = seed;
        o.nemesis = "carapace_queen";
        o.packs = {"base"};
        const GameSetup s = play::build_setup(shipped(), o);
        REQUIRE(s.supply.size() == 9);
        for (const auto& id : s.supply) CHECK(from(id, "base"));
        for (const auto& p : s.players) CHECK(from(p.mage, "base"));
        REQUIRE_FALSE(s.basic_cards.empty());
        for (const auto& id : s.basic_cards) CHECK(from(id, "base"));
    }
    // The control: without packs the same battle draws from every box.
    play::BattleOptions all;
    all.players = 2;
    all.nemesis = "carapace_queen";
    const GameSetup s = play::build_setup(shipped(), all);
    CHECK(std::any_of(s.basic_cards.begin(), s.basic_cards.end(),
                      [](const std::string& id) { return !from(id, "base"); }));
}

TEST_CASE("packs: the default nemesis is one of the packs', and others are refused by name",
          "[play][packs]") {
    play::BattleOptions o;
    o.packs = {"legacy", "base"};
    CHECK(from(play::build_setup(shipped(), o).nemesis, "base")); // the first such nemesis by id
    o.packs = {"base"};
    o.nemesis = "bladius";
    CHECK_THROWS_WITH(play::build_setup(shipped(), o), Catch::Contains("not in the packs asked for"));
    o.nemesis.clear();
    o.packs = {"no_such_box"};
    CHECK_THROWS_WITH(play::build_setup(shipped(), o), Catch::Contains("no pack 'no_such_box' is loaded"));
}
