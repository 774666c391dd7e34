#include "campaigns/decision_text.hpp"

#include "lang/fill.hpp"

namespace ae::campaign {
namespace {

std::string type_name(CardType t, const lang::Language& L) {
    switch (t) {
    case CardType::Gem: return L.trc("card type", "gem");
    case CardType::Relic: return L.trc("card type", "relic");
    case CardType::Spell: return L.trc("card type", "spell");
    case CardType::Corruption: return L.trc("card type", "corruption");
    default: return to_string(t);
    }
}

} // namespace

std::string fill_values(const std::string& text, const Values& values, const Content& c,
                        const lang::Language& L) {
    Values shown_values;
    for (const auto& [name, value] : values) {
        std::string shown = value;
        if (name == "cards") { // ids, comma-separated
            shown.clear();
            std::size_t at = 0;
            while (at <= value.size()) {
                const auto comma = value.find(',', at);
                const std::string id = value.substr(at, comma == std::string::npos ? comma : comma - at);
                if (!id.empty()) shown += (shown.empty() ? "" : ", ") + c.shown_name(id, L.code());
                if (comma == std::string::npos) break;
                at = comma + 1;
            }
        }
        shown_values.emplace_back(name, std::move(shown));
    }
    return lang::fill_each(text, shown_values);
}

Decision make_decision(std::string key, const char* pattern, Values values, int seat, const Content& c) {
    Decision d;
    d.key = std::move(key);
    d.pattern = pattern;
    d.values = std::move(values);
    d.seat = seat;
    d.prompt = fill_values(d.pattern, d.values, c, lang::Language::english());
    return d;
}

std::string shown_prompt(const Decision& d, const Content& c, const lang::Language& L) {
    if (d.pattern.empty()) return d.prompt;
    const std::string text = d.campaign_text ? c.shown_text(d.pattern, L.code()) : L.tr(d.pattern);
    return fill_values(text, d.values, c, L);
}

std::string card_label(const Content& c, const std::string& id, const lang::Language& L) {
    if (auto it = c.player_cards.find(id); it != c.player_cards.end()) {
        const auto& d = it->second;
        const std::string text = c.shown_text_of(id, d.text, L.code());
        return L.tr("{name} ({type}, cost {cost})", {{"name", c.shown_name(id, L.code())},
                                                     {"type", type_name(d.type, L)},
                                                     {"cost", std::to_string(d.cost)}}) +
               (text.empty() ? "" : ": " + text);
    }
    if (c.mages.count(id)) return c.shown_name(id, L.code());
    return id;
}

std::string shown_label(const Decision& d, const DecisionOption& o, const Content& c,
                        const lang::Language& L) {
    if (c.player_cards.count(o.id) || c.mages.count(o.id)) return card_label(c, o.id, L);
    return d.campaign_text ? c.shown_text(o.label, L.code()) : L.tr(o.label);
}

} // namespace ae::campaign
