// The definitions of cards and supply piles, remembered per card or pile (engine/def_memo.hpp).
#include "engine/engine.hpp"

namespace ae {

const PlayerCardDef& Engine::player_def(CardId card) const {
    return player_defs_.get(
        content_.player_cards, card.value(), state_.card(card).def,
        [this](const std::string& id) -> const PlayerCardDef& { return content_.player_card(id); });
}

const NemesisCardDef& Engine::nemesis_def(CardId card) const {
    return nemesis_defs_.get(
        content_.nemesis_cards, card.value(), state_.card(card).def,
        [this](const std::string& id) -> const NemesisCardDef& { return content_.nemesis_card(id); });
}

const PlayerCardDef& Engine::supply_def(std::size_t pile) const {
    return supply_defs_.get(
        content_.player_cards, pile, state_.supply.at(pile).card,
        [this](const std::string& id) -> const PlayerCardDef& { return content_.player_card(id); });
}

} // namespace ae
