// Checkpoints (engine/checkpoint.cpp): a battle restored from any quiescent point continues exactly as the
// original did, for every shipped nemesis and 1-4 players; bad checkpoint text is refused clearly.
#include "core/errors.hpp"
#include "play/session.hpp"
#include "tests/support/invariants.hpp"
#include "tests/support/shipped.hpp"

#include <catch2/catch.hpp>
#include <sstream>

using namespace ae;

using ae::test::shipped;

namespace {
std::string event_line(const GameEvent& e) {
    std::ostringstream o;
    o << e.seq << '|' << e.turn << '|' << static_cast<int>(e.phase) << '|' << static_cast<int>(e.kind) << '|'
      << e.cause << '|' << e.player << '|' << e.card.value() << '|' << e.def << '|' << e.amount << '|'
      << e.target << '|' << e.text;
    return o.str();
}

struct Point {
    std::string text;        // the checkpoint
    std::size_t inputs = 0;  // answers in the engine's log at that moment
    std::size_t answers = 0; // answers submitted by the test so far
    std::size_t events = 0;  // events emitted so far
    std::uint64_t hash = 0;
};

struct Played {
    std::vector<Answer> answers; // the answers the test gave, in order
    std::vector<Answer> inputs;  // the engine's whole input log (automatic answers included)
    std::vector<std::uint64_t> hash_after;
    std::vector<std::string> events;
    std::vector<Point> points;
};

Played play_out(const GameSetup& setup, std::uint64_t seed) {
    lua::LuaHost host(shipped());
    Engine e(shipped(), host, setup, seed);
    e.advance();
    Rng bot(seed * 31 + 7);
    Played p;
    while (!e.over()) {
        if (auto cp = e.checkpoint())
            p.points.push_back({*cp, e.inputs().size(), p.answers.size(), e.events().size(), e.state_hash()});
        const Answer a = test::random_answer(e.pending(), bot);
        REQUIRE(e.submit(a).accepted);
        p.answers.push_back(a);
        p.hash_after.push_back(e.state_hash());
        REQUIRE(p.answers.size() < 20000);
    }
    p.inputs = e.inputs();
    for (const auto& ev : e.events()) p.events.push_back(event_line(ev));
    return p;
}

// Restores at `pt` and plays the rest of the answers, checking the hash after each and the events.
void continue_from(const GameSetup& setup, std::uint64_t seed, const Played& p, const Point& pt) {
    lua::LuaHost host(shipped());
    std::vector<Answer> before(p.inputs.begin(), p.inputs.begin() + static_cast<std::ptrdiff_t>(pt.inputs));
    Engine r(shipped(), host, setup, seed, pt.text, before);
    CHECK(r.state_hash() == pt.hash);
    REQUIRE(r.checkpoint() == pt.text); // read back, written again: the same text
    for (std::size_t i = pt.answers; i < p.answers.size(); ++i) {
        REQUIRE(r.submit(p.answers[i]).accepted);
        REQUIRE(r.state_hash() == p.hash_after[i]);
    }
    CHECK(r.over());
    std::vector<std::string> tail;
    for (const auto& ev : r.events()) tail.push_back(event_line(ev));
    const std::vector<std::string> want(p.events.begin() + static_cast<std::ptrdiff_t>(pt.events),
                                        p.events.end());
    CHECK(tail == want);
    CHECK(r.inputs().size() == p.inputs.size());
}
} // namespace

TEST_CASE("checkpoint: a restored battle continues exactly like the original", "[checkpoint]") {
    int restored = 0;
    for (const auto& [id, n] : shipped().nemeses)
        for (int players = 1; players <= 4; ++players) {
            play::BattleOptions o;
            o.nemesis = id;
            o.players = players;
            o.seed = 40 + static_cast<std::uint64_t>(players);
            const GameSetup setup = play::build_setup(shipped(), o);
            const Played p = play_out(setup, o.seed);
            INFO(id << ", " << players << " player(s)");
            REQUIRE(!p.points.empty());
            // The first point, the last, and a few between.
            const std::size_t step = std::max<std::size_t>(1, p.points.size() / 4);
            for (std::size_t i = 0; i < p.points.size(); i += step) {
                continue_from(setup, o.seed, p, p.points[i]);
                ++restored;
            }
            continue_from(setup, o.seed, p, p.points.back());
        }
    CHECK(restored > 100);
}

TEST_CASE("checkpoint: none while an effect waits inside a decision", "[checkpoint]") {
    // A random battle meets script decisions (choose_option, targets of a spell's damage); at those the
    // engine must refuse to checkpoint, and at main-phase decisions it must offer one.
    play::BattleOptions o;
    o.nemesis = "base.rageborne";
    o.players = 2;
    o.seed = 9;
    const GameSetup setup = play::build_setup(shipped(), o);
    lua::LuaHost host(shipped());
    Engine e(shipped(), host, setup, o.seed);
    e.advance();
    Rng bot(3);
    int at_main = 0, inside_effects = 0;
    while (!e.over()) {
        const auto kind = e.pending().kind;
        const bool quiet = e.checkpoint().has_value();
        if (kind == DecisionKind::MainAction) {
            CHECK(quiet);
            ++at_main;
        }
        if (kind == DecisionKind::ChooseOption || kind == DecisionKind::ChooseCards ||
            kind == DecisionKind::ChoosePlayer) {
            CHECK_FALSE(quiet); // only scripts ask these, from inside a running effect
            ++inside_effects;
        }
        REQUIRE(e.submit(test::random_answer(e.pending(), bot)).accepted);
    }
    CHECK(at_main > 0);
    CHECK(inside_effects > 0);
    CHECK_FALSE(e.checkpoint().has_value()); // over
}

TEST_CASE("checkpoint: malformed text is refused with a clear error", "[checkpoint]") {
    play::BattleOptions o;
    o.nemesis = "base.rageborne";
    o.players = 1;
    const GameSetup setup = play::build_setup(shipped(), o);
    lua::LuaHost host(shipped());
    Engine e(shipped(), host, setup, 1);
    e.advance();
    const auto cp = e.checkpoint();
    REQUIRE(cp);
    auto refused = [&](const std::string& text, const std::string& fragment) {
        lua::LuaHost h(shipped());
        try {
            Engine r(shipped(), h, setup, 1, text, e.inputs());
            FAIL("accepted: " << text.substr(0, 60));
        } catch (const SaveError& err) { CHECK_THAT(err.what(), Catch::Contains(fragment)); }
    };
    refused("not json", "malformed checkpoint");
    refused("{\"format\": 99}", "unknown format");
    std::string no_state = *cp;
    no_state.replace(no_state.find("\"state\""), 7, "\"stale\"");
    refused(no_state, "malformed checkpoint");
    std::string bad_step = *cp;
    bad_step.replace(bad_step.find("\"main_phase\""), 12, "\"dance_step\"");
    refused(bad_step, "unknown step 'dance_step'");
    lua::LuaHost h(shipped());
    CHECK_THROWS_AS(Engine(shipped(), h, setup, 1, *cp, {Answer{}}), SaveError); // wrong number of inputs
}
