// A two-player battle of the shipped content at a play::Table where people hold every seat, and a quick way
// to play it on to a state a test wants (every main phase ended, the first options elsewhere).
#pragma once

#include "content/content_hash.hpp"
#include "play/session.hpp"
#include "play/table.hpp"
#include "scripting/lua_release.hpp"
#include "tests/support/shipped.hpp"

#include <catch2/catch.hpp>

namespace ae::test {

inline saves::BattleHeader header_for(std::uint64_t seed, std::vector<std::string> mages = {}) {
    const Content& c = shipped();
    play::BattleOptions o;
    o.players = 2;
    o.seed = seed;
    o.mages = std::move(mages);
    return {GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(c), seed,
            play::build_setup(c, o)};
}

inline play::Table people_table(std::uint64_t seed = 4242) {
    return play::Table(shipped(), header_for(seed), play::Seats{{false, false}});
}

// Answers until `ready(pending)` holds for a main phase; false when the battle ended first or it took too
// long.
template <typename Ready>
bool play_until(play::Table& t, Ready ready) {
    for (int guard = 0; guard < 2000 && !t.over(); ++guard) {
        const DecisionRequest& req = t.engine().pending();
        if (req.kind == DecisionKind::MainAction && ready(req)) return true;
        Answer a{req.seq, req.who.front(), {}};
        for (const auto& o : req.options)
            if (o.enabled && a.choice.size() < static_cast<std::size_t>(std::max(1, req.min)))
                a.choice.push_back(o.id);
        // End every main phase rather than spend: the next turns come quicker.
        if (req.kind == DecisionKind::MainAction) a.choice = {"end"};
        REQUIRE(t.submit(a).taken());
    }
    return false;
}

} // namespace ae::test
