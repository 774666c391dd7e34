// Battles with the outcasts pack against Rageborne (whose Unleash is +1 Fury, so Unleashes can be counted),
// for the tests of the pack's nemesis cards.
#pragma once

#include "tests/support/pack_fixture.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace ae::test {

inline const std::string kOutcastsFiller = "base.basic.bleed_static"; // does nothing when drawn
inline const std::vector<std::string> kTwoKels = {"outcasts.mage.kel", "outcasts.mage.kel"};

inline PackBattle outcasts_battle(std::vector<std::string> mages = {"outcasts.mage.kel"},
                                  std::string nemesis = "base.rageborne") {
    PackBattle b(outcasts_content(), std::move(mages), std::move(nemesis));
    b.setup.curse_deck = {"outcasts.curse.cursed_shard", "outcasts.curse.cursed_missile"};
    return b;
}

// The nemesis takes the first turn and draws `card` (a filler by default).
inline void nemesis_first(PackBattle& b, const std::string& card = kOutcastsFiller) {
    b.setup.turn_order = {"nemesis", "p1", "p1"};
    b.setup.nemesis_deck = {card, kOutcastsFiller, kOutcastsFiller};
}

inline int count_def(const std::vector<CardId>& zone, const GameState& s, const std::string& def) {
    return static_cast<int>(
        std::count_if(zone.begin(), zone.end(), [&](CardId c) { return s.card(c).def == def; }));
}

} // namespace ae::test
