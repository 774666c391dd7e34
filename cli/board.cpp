#include "cli/board.hpp"

#include "cli/option_keys.hpp"
#include "engine/option_id.hpp"
#include "engine/shown_text.hpp"
#include "lang/language.hpp"
#include "play/shortcuts.hpp"

#include <map>
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
    const auto& L = e.language();
    std::string s = roman[b.number - 1];
    switch (b.status) {
    case BreachStatus::Absent: return s + ":-";
    case BreachStatus::Destroyed: return s + ":" + L.trc("breach", "destroyed");
    case BreachStatus::Open: s += ":" + L.trc("breach", "open"); break;
    case BreachStatus::Closed:
        s += ":" + L.tr("closed(r{rotation}, focus {focus}, open {open})",
                        {{"rotation", std::to_string(b.rotation)},
                         {"focus", std::to_string(e.focus_cost(b))},
                         {"open", std::to_string(e.open_cost(b))}});
        break;
    }
    for (CardId c : b.prepped) s += "[" + e.shown_name(c) + "]";
    return s;
}

// `items` after `head`, as many on a line as `width` allows, never broken inside an item; further lines start
// with `indent`. Ends with a newline.
std::string wrapped(const std::string& head, const std::vector<std::string>& items, std::size_t width,
                    const std::string& indent, const std::string& sep = "  ") {
    std::string out = head, line = head;
    bool first = true;
    for (const auto& item : items) {
        const std::string gap = first ? "" : sep;
        if (!first && line.size() + gap.size() + item.size() > width) {
            out += "\n" + indent;
            line = indent;
        } else {
            out += gap;
            line += gap;
        }
        out += item;
        line += item;
        first = false;
    }
    return out + "\n";
}

// Words of `text`, for wrapping it.
std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> w;
    std::istringstream in(text);
    for (std::string word; in >> word;) w.push_back(word);
    return w;
}

std::string names(const Engine& e, const std::vector<CardId>& cards) {
    std::string s;
    for (CardId c : cards) s += (s.empty() ? "" : ", ") + e.shown_name(c);
    return s.empty() ? "-" : s;
}

// Keys that cannot be chosen now, short: "gain g1-g9", "focus f2 f3", "open o2"; others with their text.
std::vector<std::string> short_keys(const std::vector<std::string>& keys,
                                    const std::vector<KeyedOption>& keyed, const Content& c,
                                    const lang::Language& L) {
    const std::map<char, std::string> verbs{{'g', L.trc("key", "gain")},
                                            {'c', L.trc("key", "charge")},
                                            {'f', L.trc("key", "focus")},
                                            {'o', L.trc("key", "open")}};
    std::vector<std::string> out;
    std::map<char, std::vector<std::string>> by_verb;
    std::vector<char> order;
    for (const auto& k : keys) {
        const auto v = verbs.find(k.front());
        if (v == verbs.end()) {
            out.push_back(k + " " + c.shown_text(find_key(keyed, k)->text, L.code()));
            continue;
        }
        if (!by_verb.count(k.front())) order.push_back(k.front());
        by_verb[k.front()].push_back(k);
    }
    std::vector<std::string> grouped;
    for (char v : order) {
        const auto& ks = by_verb[v];
        std::string item = verbs.at(v) + " ";
        // g1 g2 ... g9 in a row reads as g1-g9
        bool run = ks.size() > 2 && v == 'g';
        for (std::size_t i = 1; run && i < ks.size(); ++i)
            run = std::stoi(ks[i].substr(1)) == std::stoi(ks[i - 1].substr(1)) + 1;
        if (run)
            item += ks.front() + "-" + ks.back();
        else
            for (std::size_t i = 0; i < ks.size(); ++i) item += (i ? " " : "") + ks[i];
        grouped.push_back(item);
    }
    grouped.insert(grouped.end(), out.begin(), out.end());
    return grouped;
}

} // namespace

std::string render_board(const Engine& e, bool color, std::size_t width) {
    const Paint paint{color};
    const auto& s = e.state();
    const auto& L = e.language();
    std::ostringstream out;
    const auto& nem = e.content().nemesis(s.nemesis.id);
    out << paint(e.content().shown_name(nem.id), "1;31") << "  " << L.trc("board", "life") << " "
        << s.nemesis.life << "/" << s.nemesis.max_life << "  " << L.trc("board", "deck") << " "
        << s.nemesis.deck.size() << "  " << L.trc("board", "discard") << " " << s.nemesis.discard.size();
    for (const auto& [k, v] : s.nemesis.tokens)
        out << "  " << e.content().shown_text(k, L.code()) << " " << v;
    // Decks beside the nemesis deck whose size the players see: Crooked Mask's corruptions, the Support
    // deck's discard pile (Legacy).
    for (const auto& [k, v] : s.card_decks)
        out << "  " << (k == "corruption" ? L.trc("board", "corruption deck") : k) << " " << v.size();
    for (const auto& [k, v] : s.side_discards)
        out << "  " << (k == "support" ? L.trc("board", "Support discard") : k) << " " << v.size();
    out << "\n";
    // A minion's or power's text, since the players must know what it will do (the card lies open).
    for (const auto& ip : s.nemesis.in_play) {
        const auto& def = e.content().nemesis_card(s.card(ip.card).def);
        std::ostringstream head;
        head << "  " << L.trc("board", "in play:") << " " << e.shown_name(ip.card) << " ("
             << (def.type == CardType::Minion ? L.trc("board", "life") + " " + std::to_string(ip.life)
                                              : L.trc("board", "power") + " " + std::to_string(ip.power))
             << ")"
             << (ip.shields > 0 ? " " + L.trc("board", "shields") + " " + std::to_string(ip.shields) : "")
             << (ip.silenced ? " " + L.trc("board", "SILENCED") : "") << (def.text.empty() ? "" : ":");
        out << wrapped(head.str(), words(e.content().shown_text_of(def.id, def.text, L.code())), width,
                       "      ", " ");
    }
    out << paint(shown_gravehold(s, L), "1;33") << " " << s.gravehold_life << "/" << s.gravehold_max;
    if (s.ally_max_charges > 0)
        out << " (" << L.trc("board", "charges") << " " << s.ally_charges << "/" << s.ally_max_charges << ")";
    if (!s.curse_deck.empty()) out << "   " << L.trc("board", "curse deck:") << " " << names(e, s.curse_deck);
    if (!s.group_treasures.empty())
        out << "   " << L.trc("board", "group treasures:") << " " << names(e, s.group_treasures);
    out << "   " << L.trc("board", "turn order discard:") << " ";
    if (s.turn_order_discard.empty()) out << "-";
    for (std::size_t i = 0; i < s.turn_order_discard.size(); ++i)
        out << (i ? ", " : "") << shown_turn_order_label(s.turn_order_discard[i].label, L);
    out << "\n";
    for (const auto& p : s.players) {
        const bool active = p.index == s.turn.player;
        const std::string name =
            shown_player_name(s, e.content(), static_cast<std::size_t>(p.index), L.code());
        out << paint((active ? "> " : "  ") + name, active ? "1;32" : "1") << "  " << L.trc("board", "life")
            << " " << p.life << "/" << p.max_life;
        if (p.max_charges > 0)
            out << "  " << L.trc("board", "charges") << " " << p.charges << "/" << p.max_charges;
        if (p.exhausted) out << "  " << L.trc("board", "EXHAUSTED");
        out << "  " << L.trc("board", "deck") << " " << p.deck.size() << "  "
            << L.trc("board", "discard top:") << " "
            << (p.discard.empty() ? "-" : e.shown_name(p.discard.back())) << "\n";
        std::vector<std::string> breaches;
        for (const auto& b : p.breaches) breaches.push_back(breach_text(e, b));
        const std::string breaches_head = "    " + L.trc("board", "breaches:") + " ";
        out << wrapped(breaches_head, breaches, width, std::string(breaches_head.size(), ' '), " ");
        std::vector<std::string> hand;
        for (CardId c : p.hand) hand.push_back(e.shown_name(c));
        if (hand.empty()) hand.push_back("-");
        for (std::size_t i = 0; i + 1 < hand.size(); ++i) hand[i] += ",";
        const std::string hand_head = "    " + L.trc("board", "hand:") + " ";
        out << wrapped(hand_head, hand, width, std::string(hand_head.size(), ' '), " ");
        if (!p.play_area.empty())
            out << "    " << L.trc("board", "played:") << " " << names(e, p.play_area) << "\n";
        if (!p.treasures.empty())
            out << "    " << L.trc("board", "treasures:") << " " << names(e, p.treasures) << "\n";
        if (!p.before.empty())
            out << "    " << L.trc("board", "in front (nemesis):") << " " << names(e, p.before) << "\n";
    }
    // One pile is never split over two lines; g1-g9 are what the main phase's gain options are typed as.
    std::vector<std::string> piles;
    for (std::size_t i = 0; i < s.supply.size(); ++i) {
        const auto& def = e.content().player_card(s.supply[i].card);
        piles.push_back("g" + std::to_string(i + 1) + " " + e.content().shown_name(def.id) + " (" +
                        std::to_string(def.cost) + ") x" + std::to_string(s.supply[i].cards.size()));
    }
    out << wrapped(L.trc("board", "Supply:") + "  ", piles, width, "         ");
    // Prince of Gluttons' devoured pile lies face up: every card is shown, the one players may gain first.
    if (!s.devoured.empty()) {
        std::vector<std::string> eaten;
        for (auto it = s.devoured.rbegin(); it != s.devoured.rend(); ++it) {
            const auto& def = e.player_def(*it);
            eaten.push_back(e.content().shown_name(def.id) + " (" + std::to_string(def.cost) + ")" +
                            (it + 1 == s.devoured.rend() ? "" : ","));
        }
        out << wrapped(L.trc("board", "Devoured (top first):") + " ", eaten, width, "         ", " ");
    }
    out << L.trc("board", "Aether:") << " " << s.turn.aether;
    for (const auto& r : s.turn.restricted)
        out << " " << L.tr("+{amount} for {use}", {{"amount", std::to_string(r.amount)}, {"use", r.use}});
    out << "\n";
    return out.str();
}

std::string render_decision(const Engine& e, const DecisionRequest& req, bool color, std::size_t width) {
    const Paint paint{color};
    const auto& L = e.language();
    std::ostringstream out;
    std::string who;
    for (int p : req.who)
        who += (who.empty() ? "" : "/") +
               shown_player_name(e.state(), e.content(), static_cast<std::size_t>(p), L.code());
    out << paint(e.content().shown_text(shown_prompt(req, L, &e.content()), L.code()), "1") << "  [" << who
        << "]";
    if (req.max > 1 || req.min != 1) {
        const std::string count =
            std::to_string(req.min) + (req.max != req.min ? "-" + std::to_string(req.max) : "");
        out << "  ("
            << (req.ordered ? L.tr("choose {count}, in order", {{"count", count}})
                            : L.tr("choose {count}", {{"count", count}}))
            << "; " << L.tr("keys separated by spaces")
            << (req.ordered && req.min == static_cast<int>(req.options.size())
                    ? "; " + L.tr("Enter keeps the order shown, and what you leave out follows in that order")
                    : "")
            << ")";
    }
    out << "\n";
    const auto keyed = keyed_options(e, req);
    std::size_t key_width = 1;
    for (const auto& k : keyed) key_width = std::max(key_width, k.key.size());
    const auto line = [&](const std::string& key, const std::string& text) {
        out << "  " << paint(key, "1;36") << std::string(key_width + 2 - key.size(), ' ') << text << "\n";
    };
    const auto gems = play::gem_plays(e, req);
    bool gems_shown = gems.size() < 2; // one gem is its own line already
    // What cannot be chosen now, by reason, on a few lines at the end instead of one line each.
    std::map<std::string, std::vector<std::string>> not_now;
    std::vector<std::string> reasons;
    for (const auto& k : keyed) {
        if (!k.enabled) {
            if (!not_now.count(k.reason)) reasons.push_back(k.reason);
            not_now[k.reason].push_back(k.key);
            continue;
        }
        if (!gems_shown && OptionId::parse(k.ids.front()).verb != "play") {
            line("a", L.trn("Play all gems ({n})", "Play all gems ({n})", static_cast<long>(gems.size())));
            gems_shown = true;
        }
        line(k.key, e.content().shown_text(k.text, L.code()));
    }
    for (const auto& r : reasons)
        out << paint(
            wrapped("  " +
                        L.tr("not now ({reason}):", {{"reason", e.content().shown_text(L.tr(r), L.code())}}) +
                        " ",
                    short_keys(not_now[r], keyed, e.content(), L), width, "    ", ", "),
            "2");
    return out.str();
}

} // namespace ae::cli
