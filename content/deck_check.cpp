#include "content/deck_check.hpp"

namespace ae::content {

std::array<int, 3> basic_cards_needed(int players) {
    static constexpr std::array<std::array<int, 3>, 4> table{{{1, 3, 7}, {3, 5, 7}, {5, 6, 7}, {8, 7, 7}}};
    return table.at(static_cast<std::size_t>(players - 1));
}

std::optional<std::string> check_deck_buildable(const NemesisDef& nemesis, const Content& content) {
    std::array<int, 3> own{}, basic{};
    for (const auto& id : nemesis.cards)
        if (auto it = content.nemesis_cards.find(id);
            it != content.nemesis_cards.end() && it->second.tier >= 1 && it->second.tier <= 3)
            ++own.at(static_cast<std::size_t>(it->second.tier - 1));
    for (const auto& [id, card] : content.nemesis_cards)
        if (card.basic && !card.upgraded && card.tier >= 1 && card.tier <= 3) // upgraded: only when named
            ++basic.at(static_cast<std::size_t>(card.tier - 1));

    for (int tier = 1; tier <= 3; ++tier)
        if (int have = own[tier - 1]; have < own_cards_per_tier)
            return "nemesis " + nemesis.id + ": not enough tier-" + std::to_string(tier) +
                   " cards of its own (need " + std::to_string(own_cards_per_tier) + ", have " +
                   std::to_string(have) + ")";
    for (int players = 1; players <= 4; ++players) {
        auto need = basic_cards_needed(players);
        for (int tier = 1; tier <= 3; ++tier)
            if (need[tier - 1] > basic[tier - 1])
                return "nemesis " + nemesis.id + ": not enough basic tier-" + std::to_string(tier) +
                       " cards for " + std::to_string(players) + (players == 1 ? " player" : " players") +
                       " (need " + std::to_string(need[tier - 1]) + ", have " +
                       std::to_string(basic[tier - 1]) + ")";
    }
    return std::nullopt;
}

} // namespace ae::content
