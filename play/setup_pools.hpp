// What a battle's setup draws from that depends only on the content: the basic nemesis cards and the
// supply cards a random market picks from (rules/base.md §3.4). `gravehold sim` and the bench build one
// per content before their battles (docs/performance.md: scanning every pack for each battle was ≈3.5% of
// a floor battle); it is read-only afterwards, so any number of threads may share it.
#pragma once

#include "engine/definitions.hpp"
#include "engine/rng.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace ae::play {

struct SetupPools {
    // Every basic nemesis card that is not the evolved form of another card (evolved cards only enter a
    // deck by evolving, rules/legacy.md §7.4), by id in content order.
    std::vector<std::string> basic_cards;
    // The cards a random supply picks from, by id in content order: not starters, with a supply pile,
    // without tags (no treasures or curses).
    std::vector<std::string> gems, relics, spells;
    // Every mage id in content order (sim and the bench draw distinct mages from these).
    std::vector<std::string> mages;
};

SetupPools setup_pools(const Content& c);
// Only what the named packs hold (ids start with their pack's id): the boxes a group owns (issue #16 §4).
// An empty list keeps everything. InvalidRequest names a pack that is not loaded.
SetupPools only_packs(const Content& c, const SetupPools& pools, const std::vector<std::string>& packs);
// The pack an id belongs to: the part before its first dot.
std::string pack_of(const std::string& id);

// The first `count` ids (all of them when there are fewer) of `ids` shuffled by `rng`, the rest left out;
// `rng` moves as rng.shuffle(copy of ids) would. Only the picked ids are copied: the positions are
// shuffled instead of the strings (Rng::shuffle only looks at the size, so the order is the same).
std::vector<std::string> pick_shuffled(const std::vector<std::string>& ids, std::size_t count, Rng& rng);

} // namespace ae::play
