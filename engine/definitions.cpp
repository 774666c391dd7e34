#include "engine/definitions.hpp"

#include "core/errors.hpp"

#include <algorithm>

namespace ae {

const char* to_string(CardType t) {
    switch (t) {
    case CardType::Gem: return "gem";
    case CardType::Relic: return "relic";
    case CardType::Spell: return "spell";
    case CardType::Attack: return "attack";
    case CardType::Minion: return "minion";
    case CardType::Power: return "power";
    case CardType::Corruption: return "corruption";
    }
    return "?";
}

std::optional<CardType> card_type_from_string(const std::string& s) {
    for (CardType t : {CardType::Gem, CardType::Relic, CardType::Spell, CardType::Attack, CardType::Minion,
                       CardType::Power, CardType::Corruption})
        if (s == to_string(t)) return t;
    return std::nullopt;
}

const char* to_string(AbilityWindow w) {
    switch (w) {
    case AbilityWindow::OwnMainPhase: return "own_main_phase";
    case AbilityWindow::AnyMainPhase: return "any_main_phase";
    case AbilityWindow::NemesisCardDrawn: return "nemesis_card_drawn";
    case AbilityWindow::TurnOrderDrawn: return "turn_order_drawn";
    case AbilityWindow::OwnDrawPhaseEnd: return "own_draw_phase_end";
    case AbilityWindow::Never: return "never";
    }
    return "?";
}

std::optional<AbilityWindow> ability_window_from_string(const std::string& s) {
    for (AbilityWindow w :
         {AbilityWindow::OwnMainPhase, AbilityWindow::AnyMainPhase, AbilityWindow::NemesisCardDrawn,
          AbilityWindow::TurnOrderDrawn, AbilityWindow::OwnDrawPhaseEnd, AbilityWindow::Never})
        if (s == to_string(w)) return w;
    return std::nullopt;
}

namespace {
template <class Map>
const typename Map::mapped_type& lookup(const Map& m, const std::string& id, const char* what) {
    auto it = m.find(id);
    if (it == m.end()) throw RuleError(std::string("unknown ") + what + " '" + id + "'");
    return it->second;
}
} // namespace

std::string Content::shown_name(const std::string& id) const { return shown_name(id, language); }

std::string Content::shown_name(const std::string& id, const std::string& lang) const {
    if (!lang.empty() && lang != "en")
        if (auto t = translations.find(lang); t != translations.end())
            if (auto it = t->second.find(id); it != t->second.end() && !it->second.name.empty())
                return it->second.name;
    if (auto it = player_cards.find(id); it != player_cards.end()) return it->second.name;
    if (auto it = nemesis_cards.find(id); it != nemesis_cards.end()) return it->second.name;
    if (auto it = mages.find(id); it != mages.end()) return it->second.name;
    if (auto it = nemeses.find(id); it != nemeses.end()) return it->second.name;
    if (auto it = allies.find(id); it != allies.end()) return it->second.name;
    return id;
}

const std::string& Content::shown_name(const PlayerCardDef& def) const {
    // shown_name(id) looks in player_cards first, so for a player card it is its translation or its name.
    if (!language.empty())
        if (auto t = translations.find(language); t != translations.end())
            if (auto it = t->second.find(def.id); it != t->second.end() && !it->second.name.empty())
                return it->second.name;
    return def.name;
}

const PlayerCardDef& Content::player_card(const std::string& id) const {
    return lookup(player_cards, id, "player card");
}
const MageDef& Content::mage(const std::string& id) const { return lookup(mages, id, "mage"); }
const NemesisDef& Content::nemesis(const std::string& id) const { return lookup(nemeses, id, "nemesis"); }
const AllyDef& Content::ally(const std::string& id) const { return lookup(allies, id, "ally"); }
const NemesisCardDef& Content::nemesis_card(const std::string& id) const {
    return lookup(nemesis_cards, id, "nemesis card");
}

bool has_tag(const PlayerCardDef& def, const std::string& tag) {
    return std::find(def.tags.begin(), def.tags.end(), tag) != def.tags.end();
}

} // namespace ae
