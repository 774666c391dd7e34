#include "play/setup_pools.hpp"

#include "core/errors.hpp"

#include <algorithm>
#include <numeric>
#include <set>

namespace ae::play {

SetupPools setup_pools(const Content& c) {
    SetupPools pools;
    std::set<std::string> evolved;
    for (const auto& [id, d] : c.nemesis_cards)
        if (!d.evolves_into.empty()) evolved.insert(d.evolves_into);
    for (const auto& [id, d] : c.nemesis_cards)
        if (d.basic && !evolved.count(id)) pools.basic_cards.push_back(id);
    for (const auto& [id, d] : c.player_cards) {
        if (d.starter || d.pile_size <= 0 || !d.tags.empty()) continue;
        switch (d.type) {
        case CardType::Gem: pools.gems.push_back(id); break;
        case CardType::Relic: pools.relics.push_back(id); break;
        case CardType::Spell: pools.spells.push_back(id); break;
        default: break;
        }
    }
    for (const auto& [id, m] : c.mages) pools.mages.push_back(id);
    return pools;
}

std::string pack_of(const std::string& id) { return id.substr(0, id.find('.')); }

SetupPools only_packs(const Content& c, const SetupPools& pools, const std::vector<std::string>& packs) {
    if (packs.empty()) return pools;
    std::set<std::string> loaded;
    for (const auto& [id, d] : c.player_cards) loaded.insert(pack_of(id));
    for (const auto& [id, d] : c.nemeses) loaded.insert(pack_of(id));
    for (const auto& [id, d] : c.mages) loaded.insert(pack_of(id));
    for (const auto& p : packs)
        if (!loaded.count(p)) {
            std::string known;
            for (const auto& l : loaded) known += (known.empty() ? "" : ", ") + l;
            throw InvalidRequest("no pack '" + p + "' is loaded (loaded: " + known + ")");
        }
    const std::set<std::string> wanted(packs.begin(), packs.end());
    auto keep = [&](const std::vector<std::string>& ids) {
        std::vector<std::string> out;
        for (const auto& id : ids)
            if (wanted.count(pack_of(id))) out.push_back(id);
        return out;
    };
    SetupPools out;
    out.basic_cards = keep(pools.basic_cards);
    out.gems = keep(pools.gems);
    out.relics = keep(pools.relics);
    out.spells = keep(pools.spells);
    out.mages = keep(pools.mages);
    return out;
}

std::vector<std::string> pick_shuffled(const std::vector<std::string>& ids, std::size_t count, Rng& rng) {
    std::vector<std::size_t> order(ids.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    rng.shuffle(order);
    order.resize(std::min(order.size(), count));
    std::vector<std::string> picked;
    picked.reserve(order.size());
    for (std::size_t i : order) picked.push_back(ids[i]);
    return picked;
}

} // namespace ae::play
