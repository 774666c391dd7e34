// The board people read at the terminal (cli/board.cpp): the turn order discard pile as a list.
#include "cli/board.hpp"
#include "tests/support/pack_fixture.hpp"

using namespace ae;
using ae::test::PackBattle;

namespace {
// The board's line that lists the turn order discard pile, from its label on.
std::string discard_line(const Engine& e) {
    const std::string board = cli::render_board(e, false);
    const auto at = board.find("turn order discard: ");
    REQUIRE(at != std::string::npos);
    return board.substr(at, board.find('\n', at) - at);
}
} // namespace

TEST_CASE("board: the turn order discard pile is listed with commas, '-' when empty", "[cli][board]") {
    PackBattle b;
    b.start();
    REQUIRE(b.s().turn_order_discard.size() == 1);
    const auto card = b.s().turn_order_discard.front();
    CHECK(discard_line(b.e()) == "turn order discard: " + card.label);

    auto second = card;
    second.label = "nemesis";
    b.mut().turn_order_discard.push_back(second);
    CHECK(discard_line(b.e()) == "turn order discard: " + card.label + ", nemesis");

    b.mut().turn_order_discard.clear();
    CHECK(discard_line(b.e()) == "turn order discard: -");
}

TEST_CASE("board: Prince of Gluttons' devoured pile is shown top first, and Crooked Mask's deck size",
          "[cli][board]") {
    PackBattle b({"base.mage.brama"}, "base.prince_of_gluttons", {"p1", "nemesis"});
    b.setup.supply = {"base.gem.jade", "base.spell.ignite"};
    b.start();
    // Its setup devoured one gem from each gem pile: one Jade.
    REQUIRE(b.s().devoured.size() == 1);
    b.e().devour("base.spell.ignite", 1);
    const std::string board = cli::render_board(b.e(), false);
    CHECK(board.find("Devoured (top first): Ignite (4), Jade (2)") != std::string::npos);

    PackBattle m({"base.mage.brama"}, "base.crooked_mask", {"p1", "nemesis"});
    m.start();
    CHECK(cli::render_board(m.e(), false).find("corruption deck 11") != std::string::npos);
}
