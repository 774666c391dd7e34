// A simulation's presentation (engine.hpp kSimulation: no option texts, no event history; docs/decisions.md
// D49) changes nothing a battle decides. The same Lua battles, played once as people see them and once as
// `gravehold sim` plays them: the heuristic bot gives the same answers, the state hashes agree after every
// answer, the same events are emitted and the same cards gained. The same holds for effects whose steps
// run inside their ctx calls instead of yielding (Engine::set_steps_inline, D63), checked on every shipped
// nemesis.
#include "bots/bots.hpp"
#include "play/session.hpp"
#include "scripting/host_pool.hpp"
#include "sim/sim.hpp"
#include "tests/support/same_outcome.hpp"
#include "tests/support/shipped.hpp"
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

using namespace ae;

using ae::test::same_outcome;
using ae::test::shipped;

namespace {

// Distinct mages drawn from the seed, as the bench and `gravehold sim` draw them.
GameSetup setup_for(const std::string& nemesis, int players, std::uint64_t seed) {
    play::BattleOptions o;
    o.nemesis = nemesis;
    o.players = players;
    o.seed = seed;
    for (const auto& [id, m] : shipped().mages) o.mages.push_back(id);
    Rng rng(seed ^ 0x6d61676573ULL);
    rng.shuffle(o.mages);
    o.mages.resize(static_cast<std::size_t>(players));
    return play::build_setup(shipped(), o);
}

struct Trace {
    std::vector<std::string> answers;  // every answer's chosen ids, joined
    std::vector<std::uint64_t> hashes; // Engine::state_hash() after every answer
    std::uint64_t events = 0;          // events emitted in all
    std::map<std::string, int> gained; // CardGained events by definition, read as they came
    Result result = Result::None;
    int main_texts = 0;               // main-phase options the bot saw with a text
    std::size_t most_events_kept = 0; // the longest events() was after a drain
    std::string event_lines;          // every event as it was read: kind, cause, who, what, how much
    std::uint64_t yields = 0;         // LuaHost::yields()
};

Trace play_out(const GameSetup& setup, std::uint64_t seed, Presentation presentation,
               bool steps_inline = true) {
    play::Battle battle(shipped(), setup, seed);
    Engine& e = battle.engine();
    e.set_presentation(presentation);
    e.set_steps_inline(steps_inline);
    auto bot = bots::make_bot("heuristic", seed);
    Trace t;
    auto read_events = [&] {
        for (const auto& ev : e.new_events()) {
            if (ev.kind == EventKind::CardGained) ++t.gained[ev.def];
            t.event_lines += std::to_string(static_cast<int>(ev.kind)) + ' ' + ev.cause + ' ' +
                             std::to_string(ev.player) + ' ' + ev.def + ' ' + std::to_string(ev.amount) +
                             ' ' + ev.target + ' ' + ev.text + '\n';
        }
        e.mark_events_read();
        t.most_events_kept = std::max(t.most_events_kept, e.events().size());
    };
    e.advance();
    read_events();
    while (!e.over() && t.answers.size() < 5000) {
        const DecisionRequest& req = e.pending();
        if (req.kind == DecisionKind::MainAction)
            t.main_texts += static_cast<int>(std::count_if(req.options.begin(), req.options.end(),
                                                           [](const Option& o) { return !o.text.empty(); }));
        const Answer a = bot->choose(e, req);
        REQUIRE(e.submit(a).accepted);
        std::string joined;
        for (const auto& id : a.choice) joined += id + ",";
        t.answers.push_back(joined);
        t.hashes.push_back(e.state_hash());
        read_events();
    }
    t.result = e.state().result;
    t.events = e.events_emitted();
    t.yields = battle.host().yields();
    return t;
}

struct Case {
    const char* nemesis;
    int players;
    std::uint64_t seed;
};
const Case kCases[] = {{"base.rageborne", 2, 1000},        {"base.carapace_queen", 1, 1001},
                       {"legacy.bladius", 3, 1002},        {"legacy.maelstrom", 2, 1003},
                       {"original.ashen_orrery", 4, 1004}, {"outcasts.experiment_153", 2, 1005},
                       {"outcasts.gloam_regent", 2, 1006}};

} // namespace

TEST_CASE("presentation: a battle without texts or event history is the same battle",
          "[engine][presentation]") {
    for (const Case& c : kCases) {
        INFO(c.nemesis << ", " << c.players << " players, seed " << c.seed);
        const GameSetup setup = setup_for(c.nemesis, c.players, c.seed);
        const Trace shown = play_out(setup, c.seed, Presentation{});
        const Trace simulated = play_out(setup, c.seed, kSimulation);
        CHECK(shown.result != Result::None); // the battle was played to its end
        CHECK(simulated.answers == shown.answers);
        CHECK(simulated.hashes == shown.hashes);
        CHECK(simulated.events == shown.events);
        CHECK(simulated.gained == shown.gained);
        CHECK(simulated.result == shown.result);
        // The switch did something: no main-phase texts, and the events were let go as they were read.
        CHECK(shown.main_texts > 0);
        CHECK(simulated.main_texts == 0);
        CHECK(shown.most_events_kept == shown.events);
        CHECK(simulated.most_events_kept == 0);
    }
}

TEST_CASE("presentation: gravehold sim's battles report the same outcome either way",
          "[engine][presentation]") {
    lua::HostPool pool(shipped()); // as a sim thread plays: one host, reset between battles
    for (const Case& c : kCases) {
        INFO(c.nemesis << ", " << c.players << " players, seed " << c.seed);
        const GameSetup setup = setup_for(c.nemesis, c.players, c.seed);
        const auto shown = sim::play_battle(pool, setup, c.seed, "heuristic", 200, true, Presentation{});
        const auto simulated = sim::play_battle(pool, setup, c.seed, "heuristic", 200, true);
        CHECK(shown.violation == "");
        CHECK(!shown.gained.empty());
        same_outcome(simulated, shown);
    }
}

TEST_CASE("steps inside ctx calls: every shipped nemesis, 1-4 players, the same battle as with yields",
          "[engine][presentation][inline_steps]") {
    std::uint64_t seed = 2000;
    for (const auto& [nemesis, def] : shipped().nemeses)
        for (int players = 1; players <= 4; ++players, ++seed) {
            INFO(nemesis << ", " << players << " players, seed " << seed);
            const GameSetup setup = setup_for(nemesis, players, seed);
            const Trace now = play_out(setup, seed, Presentation{}, true);
            const Trace yielding = play_out(setup, seed, Presentation{}, false);
            CHECK(now.result != Result::None);
            CHECK(now.answers == yielding.answers);
            CHECK(now.hashes == yielding.hashes);
            CHECK(now.event_lines == yielding.event_lines); // causes included
            CHECK(now.result == yielding.result);
            CHECK(now.yields < yielding.yields); // the switch did something
        }
}

TEST_CASE(
    "gravehold sim: the bot answering inside effects gives the same outcomes as answering after a yield",
    "[engine][presentation][answerer]") {
    lua::HostPool pool(shipped());
    std::uint64_t seed = 3000;
    for (const char* bot : {"heuristic", "random"})
        for (const auto& [nemesis, def] : shipped().nemeses)
            for (int players : {1, 3}) {
                ++seed;
                INFO(bot << ", " << nemesis << ", " << players << " players, seed " << seed);
                const GameSetup setup = setup_for(nemesis, players, seed);
                const auto inside = sim::play_battle(pool, setup, seed, bot, 200, true);
                const auto after = sim::play_battle(pool, setup, seed, bot, 200, true, kSimulation, false);
                CHECK(after.violation == "");
                same_outcome(inside, after);
            }
}
