// A tool, not a test: writes every heuristic-bot answer of many battles (Lua and no-op host, every shipped
// nemesis, 1-4 players) and the setups `gravehold sim` would build, so two builds can be compared byte for
// byte when the bot, the setup or the engine is made cheaper without changing what it does
// (docs/performance.md):
//   build/bench/gravehold_trace /tmp/before.txt      (on each build)
//   cmp /tmp/before.txt /tmp/after.txt
#include "bench/bench.hpp"
#include "bots/bots.hpp"
#include "play/session.hpp"

#include <fstream>
#include <iostream>
#include <memory>

using namespace ae;

namespace {

const Content& shipped() {
    static const auto loaded = play::load_content();
    return loaded.content;
}

std::uint64_t fnv(std::uint64_t h, const std::string& s) {
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
    return (h ^ 0xff) * 1099511628211ULL;
}

// Distinct mages from the seed (as sim and the bench draw them), or the content's first mages.
GameSetup setup_for(const std::string& nemesis, int players, std::uint64_t seed, bool drawn_mages) {
    play::BattleOptions o;
    o.nemesis = nemesis;
    o.players = players;
    o.seed = seed;
    if (drawn_mages) {
        for (const auto& [id, m] : shipped().mages) o.mages.push_back(id);
        Rng rng(seed ^ 0x6d61676573ULL);
        rng.shuffle(o.mages);
        o.mages.resize(static_cast<std::size_t>(players));
    }
    return play::build_setup(shipped(), o);
}

std::string shown(const GameSetup& s) {
    std::string out = s.nemesis + " |";
    for (const auto& p : s.players) out += " " + p.mage;
    out += " | basic";
    for (const auto& b : s.basic_cards) out += " " + b;
    out += " | supply";
    for (const auto& b : s.supply) out += " " + b;
    return out;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: gravehold_trace FILE\n";
        return 2;
    }
    std::ofstream out(argv[1]);
    if (!out) {
        std::cerr << "gravehold_trace: cannot write " << argv[1] << "\n";
        return 1;
    }
    for (const auto& [nemesis, def] : shipped().nemeses)
        for (int players = 1; players <= 4; ++players)
            for (std::uint64_t seed = 1; seed <= 300; ++seed)
                for (bool drawn : {true, false})
                    out << "setup " << players << " " << seed << " "
                        << shown(setup_for(nemesis, players, seed, drawn)) << "\n";
    for (bool lua : {true, false})
        for (const auto& [nemesis, def] : shipped().nemeses)
            for (int players = 1; players <= 4; ++players)
                for (std::uint64_t seed = 1000; seed < 1150; ++seed) {
                    const GameSetup setup = setup_for(nemesis, players, seed, true);
                    bench::NoopHost none; // the engine alone, as the bench's floor
                    std::unique_ptr<play::Battle> battle;
                    std::unique_ptr<Engine> floor;
                    if (lua)
                        battle = std::make_unique<play::Battle>(shipped(), setup, seed);
                    else
                        floor = std::make_unique<Engine>(shipped(), none, setup, seed);
                    Engine& e = lua ? battle->engine() : *floor;
                    e.set_presentation(kSimulation);
                    auto bot = bots::make_bot("heuristic", seed);
                    std::uint64_t h = 14695981039346656037ULL;
                    int answers = 0;
                    std::string error;
                    try {
                        e.advance();
                        e.mark_events_read();
                        while (!e.over() && e.state().turn.number <= 45 && answers < 5000) {
                            const Answer a = bot->choose(e, e.pending());
                            for (const auto& id : a.choice) h = fnv(h, id);
                            h = fnv(h, "|");
                            ++answers;
                            if (!e.submit(a).accepted) throw std::runtime_error("answer refused");
                            e.mark_events_read();
                        }
                    } catch (const std::exception& ex) { error = ex.what(); }
                    out << "battle " << (lua ? "lua " : "floor ") << nemesis << " " << players << " " << seed
                        << " " << answers << " " << h << " " << e.state_hash() << " " << error << "\n";
                }
    return out ? 0 : 1;
}
