#include "engine/shown_text.hpp"

#include "engine/definitions.hpp"
#include "engine/state.hpp"
#include "lang/language.hpp"

#include <exception>

namespace ae {
namespace {

bool starts(const std::string& s, const char* head) { return s.rfind(head, 0) == 0; }
bool ends(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

} // namespace

std::string shown_prompt(const DecisionRequest& req, const lang::Language& L, const Content* content) {
    const std::string& p = req.prompt;
    if (L.is_english()) return p;
    // engine/damage.cpp: "Deal N damage to:"
    if (req.kind == DecisionKind::ChooseTarget && starts(p, "Deal ") && ends(p, " damage to:")) {
        try {
            return L.trn("Deal {n} damage to:", "Deal {n} damage to:", std::stol(p.substr(5)));
        } catch (const std::exception&) { return p; }
    }
    // engine/damage.cpp: "NAME is exhausted: destroy one of your breaches"
    const std::string exhausted = " is exhausted: destroy one of your breaches";
    if (req.kind == DecisionKind::DestroyBreach && ends(p, exhausted))
        return L.tr("{player} is exhausted: destroy one of your breaches",
                    {{"player", p.substr(0, p.size() - exhausted.size())}});
    // engine/ability_window.cpp: "Use an ability before CARD resolves?"
    const std::string before = "Use an ability before ", resolves = " resolves?";
    if (starts(p, before.c_str()) && ends(p, resolves) && p.size() > before.size() + resolves.size()) {
        const std::string card = p.substr(before.size(), p.size() - before.size() - resolves.size());
        return L.tr("Use an ability before {card} resolves?",
                    {{"card", content ? content->shown_name_of_english(card, L.code()) : card}});
    }
    return L.tr(p); // a fixed prompt, or a script's (its pack's translation when there is one)
}

std::string shown_turn_order_label(const std::string& label, const lang::Language& L) {
    if (label == "nemesis") return L.trc("turn order", "nemesis");
    if (label == "wild") return L.trc("turn order", "wild");
    // Two shapes: the cards' own labels ("player 2", "players 1 and 2": engine/battle_setup.cpp) and those
    // turn_order_label() writes into events ("p2", "p12").
    if (starts(label, "players ")) {
        const auto and_at = label.find(" and ");
        if (and_at != std::string::npos && and_at > 8)
            return L.tr("players {first} and {second}",
                        {{"first", label.substr(8, and_at - 8)}, {"second", label.substr(and_at + 5)}});
    }
    if (starts(label, "player ")) return L.tr("player {number}", {{"number", label.substr(7)}});
    const bool short_form = (label.size() == 2 || label.size() == 3) && label[0] == 'p' &&
                            label.find_first_not_of("0123456789", 1) == std::string::npos;
    if (short_form && label.size() == 2) return L.tr("player {number}", {{"number", label.substr(1)}});
    if (short_form)
        return L.tr("players {first} and {second}",
                    {{"first", label.substr(1, 1)}, {"second", label.substr(2, 1)}});
    return label;
}

std::string shown_gravehold(const GameState& state, const lang::Language& L) {
    // Only the city has a name of its own in the books of other languages; an ally keeps its name.
    if (state.gravehold_name == "Gravehold") return L.trc("place", "Gravehold");
    return state.gravehold_name;
}

std::string shown_player_name(const GameState& state, const Content& content, std::size_t player,
                              const std::string& code) {
    const auto& p = state.players.at(player);
    const auto mage = content.mages.find(p.mage);
    if (mage == content.mages.end() || mage->second.name != p.name) return p.name;
    return content.shown_name(p.mage, code);
}

} // namespace ae
