#include "web/battle_view.hpp"

#include "engine/option_id.hpp"
#include "play/shortcuts.hpp"

#include <algorithm>

namespace ae::web {
namespace {

using json = nlohmann::json;

// Options of the main phase that play or prep copies of one card (to one breach) do the same: the page
// shows them as one button. "" for any other option.
std::string copies_group(const Engine& e, const DecisionRequest& req, const Option& o) {
    if (req.kind != DecisionKind::MainAction) return "";
    const OptionId id = OptionId::parse(o.id);
    if (id.verb != "play" && id.verb != "prep") return "";
    const auto c = id.card();
    if (!c || c->value() >= e.state().cards.size()) return "";
    return std::string(id.verb) + ":" + e.state().card(*c).def + ":" + std::string(id.second);
}

json card_json(const Engine& e, CardId id) {
    const GameState& s = e.state();
    const Content& c = e.content();
    const CardInstance& ci = s.card(id);
    json j = {{"card", id.value()}, {"name", c.shown_name(ci.def)}};
    if (ci.nemesis) {
        const auto& d = c.nemesis_card(ci.def);
        j["text"] = d.text;
        j["type"] = to_string(d.type);
    } else if (auto it = c.player_cards.find(ci.def); it != c.player_cards.end()) {
        j["text"] = it->second.text;
        j["type"] = to_string(it->second.type);
        j["cost"] = it->second.cost;
    }
    return j;
}

json cards_json(const Engine& e, const std::vector<CardId>& ids) {
    json a = json::array();
    for (CardId id : ids) a.push_back(card_json(e, id));
    return a;
}

const char* breach_status(BreachStatus b) {
    switch (b) {
    case BreachStatus::Open: return "open";
    case BreachStatus::Closed: return "closed";
    case BreachStatus::Destroyed: return "destroyed";
    case BreachStatus::Absent: break;
    }
    return "absent";
}

json turn_order_card(const TurnOrderCard& t) { return t.label; }

} // namespace

json battle_view(const Engine& e, std::optional<int> seat, const std::vector<bool>& bots) {
    const GameState& s = e.state();
    const Content& c = e.content();
    json players = json::array();
    for (const Player& p : s.players) {
        json breaches = json::array();
        for (const Breach& b : p.breaches)
            breaches.push_back({{"number", b.number},
                                {"status", breach_status(b.status)},
                                {"rotation", b.rotation},
                                {"prepped", cards_json(e, b.prepped)}});
        const bool own = !seat || *seat == p.index;
        json pj = {{"index", p.index},
                   {"name", c.shown_name(p.mage)},
                   {"bot", static_cast<std::size_t>(p.index) < bots.size() &&
                               bots[static_cast<std::size_t>(p.index)]},
                   {"life", p.life},
                   {"max_life", p.max_life},
                   {"charges", p.charges},
                   {"max_charges", p.max_charges},
                   {"exhausted", p.exhausted},
                   {"hand_size", p.hand.size()},
                   {"deck_size", p.deck.size()},
                   {"discard", cards_json(e, p.discard)},
                   {"play_area", cards_json(e, p.play_area)},
                   {"treasures", cards_json(e, p.treasures)},
                   {"breaches", breaches}};
        if (const auto& mage = c.mages.find(p.mage); mage != c.mages.end())
            pj["ability"] = {{"name", mage->second.ability_name}, {"text", mage->second.ability_text}};
        if (own) pj["hand"] = cards_json(e, p.hand);
        players.push_back(std::move(pj));
    }
    json in_play = json::array();
    for (const InPlayCard& ip : s.nemesis.in_play) {
        json j = card_json(e, ip.card);
        j["life"] = ip.life;
        j["power"] = ip.power;
        j["shields"] = ip.shields;
        in_play.push_back(std::move(j));
    }
    json supply = json::array();
    for (const SupplyPile& pile : s.supply) {
        const auto it = c.player_cards.find(pile.card);
        json j = {{"card", pile.card}, {"name", c.shown_name(pile.card)}, {"count", pile.cards.size()}};
        if (it != c.player_cards.end()) {
            j["cost"] = it->second.cost;
            j["type"] = to_string(it->second.type);
            j["text"] = it->second.text;
        }
        supply.push_back(std::move(j));
    }
    json turn_discard = json::array();
    for (const auto& t : s.turn_order_discard) turn_discard.push_back(turn_order_card(t));

    json view = {
        {"turn",
         {{"number", s.turn.number},
          {"player", s.turn.player},
          {"phase", to_string(s.turn.phase)},
          {"aether", s.turn.aether}}},
        {"gravehold",
         {{"name", s.gravehold_name}, {"life", s.gravehold_life}, {"max_life", s.gravehold_max}}},
        {"nemesis",
         {{"name", c.shown_name(s.nemesis.id)},
          {"life", s.nemesis.life},
          {"max_life", s.nemesis.max_life},
          {"tokens", s.nemesis.tokens},
          {"deck_size", s.nemesis.deck.size()},
          {"discard", cards_json(e, s.nemesis.discard)},
          {"in_play", in_play}}},
        {"players", players},
        {"supply", supply},
        {"turn_order", {{"deck_size", s.turn_order_deck.size()}, {"discard", turn_discard}}},
        {"over", e.over()},
    };
    if (e.over()) {
        view["result"] = s.result == Result::Won ? "won" : "lost";
        view["reason"] = s.result_reason;
        return view;
    }
    const DecisionRequest& req = e.pending();
    json options = json::array();
    for (const Option& o : req.options) {
        json opt = {{"id", o.id}, {"text", o.text}, {"enabled", o.enabled}, {"reason", o.reason}};
        if (auto g = copies_group(e, req, o); !g.empty()) opt["copies"] = g;
        options.push_back(std::move(opt));
    }
    const bool by_bots = std::all_of(req.who.begin(), req.who.end(), [&](int p) {
        return static_cast<std::size_t>(p) < bots.size() && bots[static_cast<std::size_t>(p)];
    });
    const bool yours =
        !by_bots && (!seat || std::find(req.who.begin(), req.who.end(), *seat) != req.who.end());
    view["pending"] = {{"seq", req.seq},         {"kind", to_string(req.kind)},
                       {"who", req.who},         {"prompt", req.prompt},
                       {"min", req.min},         {"max", req.max},
                       {"ordered", req.ordered}, {"options", options},
                       {"yours", yours}};
    // Answers a person would otherwise give one by one (play/shortcuts.hpp), offered as one button.
    json shortcuts = json::array();
    if (const auto gems = play::gem_plays(e, req); yours && gems.size() >= 2)
        shortcuts.push_back(
            {{"id", "all_gems"}, {"text", "Play all gems (" + std::to_string(gems.size()) + ")"}});
    view["pending"]["shortcuts"] = shortcuts;
    return view;
}

} // namespace ae::web
