// What the table answers for a person and the "play all gems" shortcut (play/shortcuts.hpp, play/table.hpp),
// driven through play::Table as the terminal and the web drive it.
#include "engine/option_id.hpp"
#include "play/shortcuts.hpp"
#include "play/table.hpp"
#include "tests/support/people_table.hpp"

#include <catch2/catch.hpp>
#include <map>

using namespace ae;
using test::people_table;
using test::play_until;

namespace {

std::string def_of(const Engine& e, const std::string& option_id) {
    return e.state().card(*OptionId::parse(option_id).card()).def;
}

// The gem plays of the pending main phase, by card.
std::map<std::string, std::vector<std::string>> gems_by_card(const play::Table& t) {
    std::map<std::string, std::vector<std::string>> by;
    for (const auto& id : play::gem_plays(t.engine(), t.engine().pending()))
        by[def_of(t.engine(), id)].push_back(id);
    return by;
}

} // namespace

TEST_CASE("shortcuts: the discard order of copies of one card is not asked", "[play]") {
    play::Table t = people_table(4242);
    // A main phase with two copies of one gem in hand.
    REQUIRE(play_until(t, [&](const DecisionRequest&) {
        for (const auto& [def, ids] : gems_by_card(t))
            if (ids.size() >= 2) return true;
        return false;
    }));
    const int player = t.engine().pending().who.front();
    std::vector<std::string> copies;
    for (const auto& [def, ids] : gems_by_card(t))
        if (ids.size() >= 2 && copies.empty()) copies = {ids[0], ids[1]};
    for (const auto& id : copies) REQUIRE(t.submit({t.engine().pending().seq, player, {id}}).taken());
    REQUIRE(t.engine().state().players[player].play_area.size() == 2);
    const std::size_t before_end = t.engine().inputs().size();
    const auto main_seq = t.engine().pending().seq;
    const int turn = t.engine().state().turn.number;

    REQUIRE(t.submit({main_seq, player, {"end"}}).taken());
    // The order was answered for the player, as an ordinary answer: both copies, in the order shown.
    const auto& inputs = t.engine().inputs();
    REQUIRE(inputs.size() >= before_end + 2);
    const Answer& order = inputs[before_end + 1];
    CHECK_FALSE(order.automatic);
    CHECK(order.player == player);
    CHECK(order.choice.size() == 2);
    CHECK(t.engine().state().players[player].play_area.empty());
    CHECK(t.engine().pending().kind != DecisionKind::DiscardOrder);

    // The turn is over, as after any end with nothing to order: undo does not reach back into it.
    CHECK(t.engine().state().turn.number > turn);
    const play::Undone u = t.undo();
    CHECK_FALSE(u.done);
    CHECK(u.reason.find("answers from earlier turns cannot be taken back") != std::string::npos);
}

TEST_CASE("shortcuts: different cards still ask for their order", "[play]") {
    play::Table t = people_table(4242);
    REQUIRE(play_until(t, [&](const DecisionRequest&) { return gems_by_card(t).size() >= 2; }));
    const int player = t.engine().pending().who.front();
    for (const auto& [def, ids] : gems_by_card(t)) {
        REQUIRE(t.submit({t.engine().pending().seq, player, {ids.front()}}).taken());
        // A gem that asks something: its first option.
        while (t.engine().pending().kind != DecisionKind::MainAction) {
            const DecisionRequest& req = t.engine().pending();
            Answer a{req.seq, req.who.front(), {}};
            for (const auto& o : req.options)
                if (o.enabled && a.choice.size() < static_cast<std::size_t>(std::max(1, req.min)))
                    a.choice.push_back(o.id);
            REQUIRE(t.submit(a).taken());
        }
    }
    REQUIRE(t.submit({t.engine().pending().seq, player, {"end"}}).taken());
    const DecisionRequest& order = t.engine().pending();
    CHECK(order.kind == DecisionKind::DiscardOrder);
    CHECK_FALSE(play::answer_without_choice(t.engine(), order).has_value());
}

TEST_CASE("shortcuts: play all gems plays every gem in hand, one answer each", "[play]") {
    play::Table t = people_table(4242);
    REQUIRE(play_until(
        t, [&](const DecisionRequest& req) { return play::gem_plays(t.engine(), req).size() >= 3; }));
    const int player = t.engine().pending().who.front();
    const std::size_t gems = play::gem_plays(t.engine(), t.engine().pending()).size();
    const std::size_t inputs = t.engine().inputs().size();
    const std::size_t hand = t.engine().state().players[player].hand.size();

    // Not the other player's to press.
    const int other = player == 0 ? 1 : 0;
    CHECK(t.play_all_gems(other).refusal == play::Refusal::NotYourSeat);
    CHECK(t.engine().inputs().size() == inputs);

    REQUIRE(t.play_all_gems(player).taken());
    if (t.engine().pending().kind == DecisionKind::MainAction) {
        // Nothing asked on the way: every gem was played, and none is left to play.
        CHECK(t.engine().inputs().size() >= inputs + gems);
        CHECK(t.engine().state().players[player].hand.size() == hand - gems);
        CHECK(play::gem_plays(t.engine(), t.engine().pending()).empty());
        CHECK(t.play_all_gems(player).reason == "there is no gem to play");
    } else {
        // A gem asked something: the shortcut stopped there for the person to answer.
        CHECK(t.engine().pending().who == std::vector<int>{player});
    }
    // Each gem is its own answer: undo takes back the last one only.
    const std::size_t played = t.engine().state().players[player].play_area.size();
    const play::Undone u = t.undo(player);
    REQUIRE(u.done);
    CHECK(t.engine().state().players[player].play_area.size() + 1 == played);
}

TEST_CASE("shortcuts: undo passes over the order the table gave, to the person's own answer", "[play]") {
    // Qu uses her ability at the end of her draw phase: a decision in the same turn, after the order.
    play::Table t(test::shipped(), test::header_for(4242, {"qu", ""}), play::Seats{{false, false}});
    const auto qu = [&]() -> const Player& { return t.engine().state().players[0]; };
    bool ready = false;
    for (int guard = 0; guard < 3000 && !ready; ++guard) {
        REQUIRE_FALSE(t.over());
        const DecisionRequest& req = t.engine().pending();
        const auto gems = play::gem_plays(t.engine(), req);
        if (req.kind == DecisionKind::MainAction && req.who == std::vector<int>{0} &&
            qu().play_area.empty() && qu().charges == qu().max_charges && gems.size() >= 2) {
            ready = true;
            break;
        }
        Answer a{req.seq, req.who.front(), {}};
        if (req.kind == DecisionKind::MainAction) {
            // Gems first, then a charge, then the end: Qu's charges fill up over a few turns.
            const Option* charge = req.find("charge");
            a.choice = {!gems.empty() ? gems.front() : charge && charge->enabled ? "charge" : "end"};
        } else if (req.find("pass")) {
            a.choice = {"pass"}; // keep the charges
        } else {
            for (const auto& o : req.options)
                if (o.enabled && a.choice.size() < static_cast<std::size_t>(std::max(1, req.min)))
                    a.choice.push_back(o.id);
        }
        REQUIRE(t.submit(a).taken());
    }
    REQUIRE(ready);
    REQUIRE(t.play_all_gems(0).taken());
    REQUIRE(t.engine().pending().kind == DecisionKind::MainAction);
    const auto main_seq = t.engine().pending().seq;
    const std::size_t played = qu().play_area.size();
    REQUIRE(t.submit({main_seq, 0, {"end"}}).taken());
    REQUIRE(t.engine().pending().find("pass")); // her ability's window, in the same turn

    const play::Undone u = t.undo(0);
    REQUIRE(u.done);
    CHECK(u.chosen == "End the main phase");
    CHECK(t.engine().pending().seq == main_seq);
    CHECK(qu().play_area.size() == played);
}
