#include "web/battle_view.hpp"
#include "lang/language.hpp"

#include "engine/option_id.hpp"
#include "engine/option_text.hpp"
#include "engine/shown_text.hpp"
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

json card_json(const Engine& e, const lang::Language& L, CardId id) {
    const GameState& s = e.state();
    const Content& c = e.content();
    const CardInstance& ci = s.card(id);
    json j = {{"card", id.value()}, {"name", c.shown_name(ci.def, L.code())}};
    if (ci.nemesis) {
        const auto& d = c.nemesis_card(ci.def);
        j["text"] = c.shown_text_of(ci.def, d.text, L.code());
        j["type"] = to_string(d.type);
    } else if (auto it = c.player_cards.find(ci.def); it != c.player_cards.end()) {
        j["text"] = c.shown_text_of(ci.def, it->second.text, L.code());
        j["type"] = to_string(it->second.type);
        j["cost"] = it->second.cost;
    }
    return j;
}

json cards_json(const Engine& e, const lang::Language& L, const std::vector<CardId>& ids) {
    json a = json::array();
    for (CardId id : ids) a.push_back(card_json(e, L, id));
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

json turn_order_card(const TurnOrderCard& t, const lang::Language& L) {
    return shown_turn_order_label(t.label, L);
}

} // namespace

json battle_view(const Engine& e, std::optional<int> seat, const std::vector<bool>& bots,
                 const lang::Language& L) {
    const GameState& s = e.state();
    const Content& c = e.content();
    json players = json::array();
    for (const Player& p : s.players) {
        json breaches = json::array();
        for (const Breach& b : p.breaches)
            breaches.push_back({{"number", b.number},
                                {"status", breach_status(b.status)},
                                {"rotation", b.rotation},
                                {"prepped", cards_json(e, L, b.prepped)}});
        const bool own = !seat || *seat == p.index;
        json pj = {{"index", p.index},
                   {"name", c.shown_name(p.mage, L.code())},
                   {"bot", static_cast<std::size_t>(p.index) < bots.size() &&
                               bots[static_cast<std::size_t>(p.index)]},
                   {"life", p.life},
                   {"max_life", p.max_life},
                   {"charges", p.charges},
                   {"max_charges", p.max_charges},
                   {"exhausted", p.exhausted},
                   {"hand_size", p.hand.size()},
                   {"deck_size", p.deck.size()},
                   {"discard", cards_json(e, L, p.discard)},
                   {"play_area", cards_json(e, L, p.play_area)},
                   {"treasures", cards_json(e, L, p.treasures)},
                   {"breaches", breaches}};
        if (const auto& mage = c.mages.find(p.mage); mage != c.mages.end())
            pj["ability"] = {{"name", c.shown_text(mage->second.ability_name, L.code())},
                             {"text", c.shown_text_of(p.mage, mage->second.ability_text, L.code())}};
        if (own) pj["hand"] = cards_json(e, L, p.hand);
        players.push_back(std::move(pj));
    }
    json in_play = json::array();
    for (const InPlayCard& ip : s.nemesis.in_play) {
        json j = card_json(e, L, ip.card);
        j["life"] = ip.life;
        j["power"] = ip.power;
        j["shields"] = ip.shields;
        in_play.push_back(std::move(j));
    }
    json supply = json::array();
    for (const SupplyPile& pile : s.supply) {
        const auto it = c.player_cards.find(pile.card);
        json j = {
            {"card", pile.card}, {"name", c.shown_name(pile.card, L.code())}, {"count", pile.cards.size()}};
        if (it != c.player_cards.end()) {
            j["cost"] = it->second.cost;
            j["type"] = to_string(it->second.type);
            j["text"] = c.shown_text_of(pile.card, it->second.text, L.code());
        }
        supply.push_back(std::move(j));
    }
    json token_names = json::object(); // each token's name as the reader says it (a pack's catalogue)
    for (const auto& [k, v] : s.nemesis.tokens) token_names[k] = c.shown_text(k, L.code());
    json turn_discard = json::array();
    for (const auto& t : s.turn_order_discard) turn_discard.push_back(turn_order_card(t, L));

    json view = {
        {"turn",
         {{"number", s.turn.number},
          {"player", s.turn.player},
          {"phase", to_string(s.turn.phase)},
          {"aether", s.turn.aether}}},
        {"gravehold",
         {{"name", shown_gravehold(s, L)}, {"life", s.gravehold_life}, {"max_life", s.gravehold_max}}},
        {"nemesis",
         {{"name", c.shown_name(s.nemesis.id, L.code())},
          {"life", s.nemesis.life},
          {"max_life", s.nemesis.max_life},
          {"tokens", s.nemesis.tokens},
          {"token_names", token_names},
          {"deck_size", s.nemesis.deck.size()},
          {"discard", cards_json(e, L, s.nemesis.discard)},
          {"in_play", in_play}}},
        {"players", players},
        {"supply", supply},
        {"devoured",
         cards_json(e, L, std::vector<CardId>(s.devoured.rbegin(), s.devoured.rend()))}, // top first
        {"turn_order", {{"deck_size", s.turn_order_deck.size()}, {"discard", turn_discard}}},
        {"over", e.over()},
    };
    if (e.over()) {
        view["result"] = s.result == Result::Won ? "won" : "lost";
        // The engine's own reasons are in its catalogue; a script's (ctx:lose, ctx:win) in its pack's.
        const std::string reason = L.tr(s.result_reason);
        view["reason"] = reason == s.result_reason ? e.content().shown_text(reason, L.code()) : reason;
        return view;
    }
    const DecisionRequest& req = e.pending();
    json options = json::array();
    for (const Option& o : req.options) {
        // The engine's own options written again in the reader's language; a script's by its catalogue.
        json opt = {{"id", o.id},
                    {"text", option_text_in(e, req, o, L).value_or(c.shown_text(o.text, L.code()))},
                    {"enabled", o.enabled},
                    {"reason", c.shown_text(L.tr(o.reason), L.code())}};
        if (auto g = copies_group(e, req, o); !g.empty()) opt["copies"] = g;
        options.push_back(std::move(opt));
    }
    const bool by_bots = std::all_of(req.who.begin(), req.who.end(), [&](int p) {
        return static_cast<std::size_t>(p) < bots.size() && bots[static_cast<std::size_t>(p)];
    });
    const bool yours =
        !by_bots && (!seat || std::find(req.who.begin(), req.who.end(), *seat) != req.who.end());
    view["pending"] = {{"seq", req.seq},         {"kind", to_string(req.kind)},
                       {"who", req.who},         {"prompt", c.shown_text(shown_prompt(req, L, &c), L.code())},
                       {"min", req.min},         {"max", req.max},
                       {"ordered", req.ordered}, {"options", options},
                       {"yours", yours}};
    // Answers a person would otherwise give one by one (play/shortcuts.hpp), offered as one button.
    json shortcuts = json::array();
    if (const auto gems = play::gem_plays(e, req); yours && gems.size() >= 2)
        shortcuts.push_back(
            {{"id", "all_gems"},
             {"text", L.trn("Play all gems ({n})", "Play all gems ({n})", static_cast<long>(gems.size()))}});
    view["pending"]["shortcuts"] = shortcuts;
    return view;
}

} // namespace ae::web
