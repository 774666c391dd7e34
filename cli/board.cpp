#include "cli/board.hpp"

#include <sstream>

namespace ae::cli {
namespace {

struct Paint {
    bool on;
    std::string operator()(const std::string& s, const char* code) const {
        return on ? std::string("\033[") + code + "m" + s + "\033[0m" : s;
    }
};

std::string breach_text(const Engine& e, const Breach& b) {
    static const char* roman[] = {"I", "II", "III", "IV"};
    std::string s = roman[b.number - 1];
    switch (b.status) {
    case BreachStatus::Absent: return s + ":-";
    case BreachStatus::Destroyed: return s + ":destroyed";
    case BreachStatus::Open: s += ":open"; break;
    case BreachStatus::Closed:
        s += ":closed(r" + std::to_string(b.rotation) + ", focus " + std::to_string(e.focus_cost(b)) +
             ", open " + std::to_string(e.open_cost(b)) + ")";
        break;
    }
    for (CardId c : b.prepped) s += "[" + e.shown_name(c) + "]";
    return s;
}

std::string names(const Engine& e, const std::vector<CardId>& cards) {
    std::string s;
    for (CardId c : cards) s += (s.empty() ? "" : ", ") + e.shown_name(c);
    return s.empty() ? "-" : s;
}

} // namespace

std::string render_board(const Engine& e, bool color) {
    const Paint paint{color};
    const auto& s = e.state();
    std::ostringstream out;
    const auto& nem = e.content().nemesis(s.nemesis.id);
    out << paint(e.content().shown_name(nem.id), "1;31") << "  life " << s.nemesis.life << "/"
        << s.nemesis.max_life << "  deck " << s.nemesis.deck.size() << "  discard "
        << s.nemesis.discard.size();
    for (const auto& [k, v] : s.nemesis.tokens) out << "  " << k << " " << v;
    out << "\n";
    for (const auto& ip : s.nemesis.in_play) {
        const auto& def = e.content().nemesis_card(s.card(ip.card).def);
        out << "  in play: " << e.shown_name(ip.card)
            << (def.type == CardType::Minion ? " (life " + std::to_string(ip.life) + ")"
                                             : " (power " + std::to_string(ip.power) + ")")
            << (ip.shields > 0 ? " shields " + std::to_string(ip.shields) : "")
            << (ip.silenced ? " SILENCED" : "") << "\n";
    }
    out << paint(s.gravehold_name, "1;33") << " " << s.gravehold_life << "/" << s.gravehold_max;
    if (s.ally_max_charges > 0) out << " (charges " << s.ally_charges << "/" << s.ally_max_charges << ")";
    if (!s.curse_deck.empty()) out << "   curse deck: " << names(e, s.curse_deck);
    if (!s.group_treasures.empty()) out << "   group treasures: " << names(e, s.group_treasures);
    out << "   turn order discard: ";
    if (s.turn_order_discard.empty()) out << "-";
    for (std::size_t i = 0; i < s.turn_order_discard.size(); ++i)
        out << (i ? ", " : "") << s.turn_order_discard[i].label;
    out << "\n";
    for (const auto& p : s.players) {
        const bool active = p.index == s.turn.player;
        out << paint((active ? "> " : "  ") + p.name, active ? "1;32" : "1") << "  life " << p.life << "/"
            << p.max_life;
        if (p.max_charges > 0) out << "  charges " << p.charges << "/" << p.max_charges;
        if (p.exhausted) out << "  EXHAUSTED";
        out << "  deck " << p.deck.size()
            << "  discard top: " << (p.discard.empty() ? "-" : e.shown_name(p.discard.back()))
            << "\n    breaches:";
        for (const auto& b : p.breaches) out << " " << breach_text(e, b);
        out << "\n    hand: " << names(e, p.hand) << "\n";
        if (!p.play_area.empty()) out << "    played: " << names(e, p.play_area) << "\n";
        if (!p.treasures.empty()) out << "    treasures: " << names(e, p.treasures) << "\n";
        if (!p.before.empty()) out << "    in front (nemesis): " << names(e, p.before) << "\n";
    }
    out << "Supply:";
    for (const auto& pile : s.supply) {
        const auto& def = e.content().player_card(pile.card);
        out << "  " << e.content().shown_name(def.id) << " (" << def.cost << ") x" << pile.cards.size();
    }
    out << "\nAether: " << s.turn.aether;
    for (const auto& r : s.turn.restricted) out << " +" << r.amount << " for " << r.use;
    out << "\n";
    return out.str();
}

std::string render_decision(const Engine& e, const DecisionRequest& req, bool color) {
    const Paint paint{color};
    std::ostringstream out;
    std::string who;
    for (int p : req.who) who += (who.empty() ? "" : "/") + e.state().players[p].name;
    out << paint(req.prompt, "1") << "  [" << who << "]";
    if (req.max > 1 || req.min != 1)
        out << "  (choose " << req.min << (req.max != req.min ? "-" + std::to_string(req.max) : "")
            << (req.ordered ? ", in order" : "") << "; numbers separated by spaces)";
    out << "\n";
    int n = 1;
    for (const auto& o : req.options) {
        out << "  " << (o.enabled ? paint(std::to_string(n), "1;36") : "-") << ". " << o.text;
        if (!o.enabled) out << paint("  (" + o.reason + ")", "2");
        out << "\n";
        ++n;
    }
    return out.str();
}

} // namespace ae::cli
