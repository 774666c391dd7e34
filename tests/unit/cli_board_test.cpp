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
