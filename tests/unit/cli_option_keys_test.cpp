// The terminal's keys and board for a group at the table (issue #18): keys that stay put while the hand
// changes, copies of a card as one line, lines broken between items, the text of the nemesis's cards in play.
#include "cli/board.hpp"
#include "cli/option_keys.hpp"
#include "engine/option_id.hpp"
#include "play/shortcuts.hpp"
#include "play/table.hpp"
#include "tests/support/people_table.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <sstream>

using namespace ae;
using test::people_table;

namespace {

std::map<std::string, std::string> key_by_id(const Engine& e) {
    std::map<std::string, std::string> m;
    for (const auto& k : cli::keyed_options(e, e.pending()))
        for (const auto& id : k.ids) m[id] = k.key;
    return m;
}

std::string squeezed(const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string w; in >> w;) out += (out.empty() ? "" : " ") + w;
    return out;
}

} // namespace

TEST_CASE("keys: a gain, focus, open, charge or end keeps its key when a card is played", "[cli][keys]") {
    play::Table t = people_table(4242);
    REQUIRE(test::play_until(
        t, [&](const DecisionRequest& req) { return play::gem_plays(t.engine(), req).size() >= 2; }));
    const Engine& e = t.engine();
    const auto before = key_by_id(e);
    CHECK(before.at("end") == "e");
    // Copies of one card are one key standing for every copy.
    std::map<std::string, int> copies;
    for (CardId c : e.state().players[e.pending().who.front()].hand) ++copies[e.state().card(c).def];
    for (const auto& k : cli::keyed_options(e, e.pending()))
        if (OptionId::parse(k.ids.front()).verb == "play") {
            const std::string def = e.state().card(*OptionId::parse(k.ids.front()).card()).def;
            CHECK(k.ids.size() == static_cast<std::size_t>(copies[def]));
        }

    const std::string gem = play::gem_plays(e, e.pending()).front();
    REQUIRE(t.submit({e.pending().seq, e.pending().who.front(), {gem}}).taken());
    REQUIRE(t.engine().pending().kind == DecisionKind::MainAction);
    const auto after = key_by_id(t.engine());
    int compared = 0;
    for (const auto& [id, key] : after) {
        const auto verb = OptionId::parse(id).verb;
        if (verb == "play" || verb == "prep") continue;
        REQUIRE(before.count(id));
        CHECK(before.at(id) == key);
        ++compared;
    }
    CHECK(compared >= 11); // nine piles, a charge or a breach, the end
    // The supply's keys are its places.
    for (std::size_t i = 0; i < t.engine().state().supply.size(); ++i)
        CHECK(after.at("buy:" + t.engine().supply_def(i).id) == "g" + std::to_string(i + 1));
}

TEST_CASE("keys: typed keys, copies, and an order given in part", "[cli][keys]") {
    play::Table t = people_table(4242);
    REQUIRE(test::play_until(
        t, [&](const DecisionRequest& req) { return play::gem_plays(t.engine(), req).size() >= 2; }));
    const Engine& e = t.engine();
    const auto keyed = cli::keyed_options(e, e.pending());
    const cli::KeyedOption* end = cli::find_key(keyed, "E");
    REQUIRE(end);
    CHECK(end->ids == std::vector<std::string>{"end"});
    CHECK(cli::read_keys(e.pending(), keyed, "zz").error.find("'zz' is not an option here") == 0);
    CHECK(cli::read_keys(e.pending(), keyed, "e").ids == std::vector<std::string>{"end"});

    // An order: the keys given first, the rest as shown.
    DecisionRequest order;
    order.kind = DecisionKind::DiscardOrder;
    order.who = {0};
    order.ordered = true;
    order.min = order.max = 3;
    order.options = {{"card:1", "A"}, {"card:2", "B"}, {"card:3", "C"}};
    const auto ok = cli::keyed_options(e, order);
    CHECK(cli::read_keys(order, ok, "3").ids == std::vector<std::string>{"card:3", "card:1", "card:2"});
    CHECK(cli::read_keys(order, ok, "").ids == std::vector<std::string>{"card:1", "card:2", "card:3"});
    CHECK(cli::read_keys(order, ok, "2 2").error == "'2' is chosen more often than there are copies");
}

TEST_CASE("board: lines are broken between piles and cards, never inside one", "[cli][board]") {
    play::Table t = people_table(4242);
    const Engine& e = t.engine();
    for (const std::size_t width : {60u, 100u}) {
        const std::string board = cli::render_board(e, false, width);
        std::istringstream lines(board);
        for (std::string line; std::getline(lines, line);) {
            CAPTURE(line);
            CHECK(line.size() <= width);
        }
        for (std::size_t i = 0; i < e.state().supply.size(); ++i) {
            const auto& def = e.supply_def(i);
            const std::string pile = "g" + std::to_string(i + 1) + " " + e.content().shown_name(def.id) +
                                     " (" + std::to_string(def.cost) + ") x" +
                                     std::to_string(e.state().supply[i].cards.size());
            CAPTURE(width, pile);
            CHECK(board.find(pile) != std::string::npos);
        }
    }
}

TEST_CASE("board: the nemesis's cards in play show their text", "[cli][board]") {
    play::Table t = people_table(4242);
    REQUIRE(test::play_until(
        t, [&](const DecisionRequest&) { return !t.engine().state().nemesis.in_play.empty(); }));
    const Engine& e = t.engine();
    const std::string board = squeezed(cli::render_board(e, false, 60));
    for (const auto& ip : e.state().nemesis.in_play) {
        const auto& def = e.content().nemesis_card(e.state().card(ip.card).def);
        REQUIRE_FALSE(def.text.empty());
        CHECK(board.find(squeezed(def.text)) != std::string::npos);
    }
}
