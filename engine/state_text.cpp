#include "engine/state_text.hpp"

#include "engine/engine.hpp"

#include <nlohmann/json.hpp>

namespace ae {
namespace {
using nlohmann::json;

json ids(const std::vector<CardId>& v) {
    json a = json::array();
    for (CardId c : v) a.push_back(c.value());
    return a;
}
} // namespace

std::string canonical_text(const GameState& s) {
    json j;
    json cards = json::array();
    for (const auto& c : s.cards) cards.push_back({c.def, c.owner});
    j["cards"] = cards;
    json players = json::array();
    for (const auto& p : s.players) {
        json breaches = json::array();
        for (const auto& b : p.breaches)
            breaches.push_back({static_cast<int>(b.status), b.rotation, b.focused_this_turn, ids(b.prepped)});
        players.push_back({{"mage", p.mage},
                           {"life", p.life},
                           {"max_life", p.max_life},
                           {"hand", ids(p.hand)},
                           {"deck", ids(p.deck)},
                           {"discard", ids(p.discard)},
                           {"play", ids(p.play_area)},
                           {"breaches", breaches},
                           {"charges", p.charges},
                           {"max_charges", p.max_charges},
                           {"exhausted", p.exhausted},
                           {"treasures", ids(p.treasures)}});
        // Written only when used, so the hashes of battles without cards in front of a player stay as they
        // were.
        if (!p.before.empty()) players.back()["before"] = ids(p.before);
    }
    j["players"] = players;
    const auto& n = s.nemesis;
    json in_play = json::array();
    for (const auto& c : n.in_play) {
        json one = {c.card.value(), c.life, c.power, c.arrival};
        // Written only when set, so the hashes of battles without shields or silence stay as they were.
        if (c.shields > 0 || c.silenced) one.push_back({c.shields, c.silenced});
        in_play.push_back(one);
    }
    json side = json::object();
    for (const auto& [k, v] : n.side_decks) side[k] = ids(v);
    j["nemesis"] = {{"id", n.id},          {"life", n.life},
                    {"deck", ids(n.deck)}, {"discard", ids(n.discard)},
                    {"in_play", in_play},  {"resolving", ids(n.resolving)},
                    {"side", side},        {"tokens", n.tokens}};
    j["gravehold"] = {s.gravehold_life, s.gravehold_max};
    j["protected"] = {{"name", s.gravehold_name},
                      {"ally", s.ally},
                      {"charges", s.ally_charges},
                      {"max_charges", s.ally_max_charges}};
    j["curse_deck"] = ids(s.curse_deck);
    // Written only when used, so the hashes of battles without them stay as they were.
    if (!s.card_decks.empty()) {
        json decks = json::object();
        for (const auto& [k, v] : s.card_decks) decks[k] = ids(v);
        j["card_decks"] = decks;
    }
    if (!s.devoured.empty()) j["devoured"] = ids(s.devoured);
    if (!s.side_discards.empty()) {
        json piles = json::object();
        for (const auto& [k, v] : s.side_discards) piles[k] = ids(v);
        j["side_discards"] = piles;
    }
    j["group_treasures"] = ids(s.group_treasures);
    j["used_treasures"] = ids(s.used_treasures);
    auto turn_cards = [](const std::vector<TurnOrderCard>& v) {
        json a = json::array();
        for (const auto& c : v) a.push_back({static_cast<int>(c.kind), c.players});
        return a;
    };
    j["turn_order"] = {turn_cards(s.turn_order_deck), turn_cards(s.turn_order_discard)};
    j["turn_order_tokens"] = s.turn_order_tokens;
    json evolutions = json::array();
    for (const auto& ev : s.evolutions) evolutions.push_back({ev.card, ev.transformed, ev.into});
    j["evolutions"] = evolutions;
    json supply = json::array();
    for (const auto& p : s.supply) supply.push_back({p.card, ids(p.cards)});
    j["supply"] = supply;
    j["destroyed"] = ids(s.destroyed);
    json restricted = json::array();
    for (const auto& r : s.turn.restricted) restricted.push_back({r.use, r.amount});
    j["turn"] = {s.turn.number,      s.turn.player,       static_cast<int>(s.turn.phase),
                 s.turn.aether,      restricted,          s.turn.used_once,
                 ids(s.turn.gained), ids(s.turn.prepped), s.turn.breach_discount};
    const auto& r = s.rng.state();
    j["rng"] = {std::to_string(r[0]), std::to_string(r[1]), std::to_string(r[2]), std::to_string(r[3])};
    j["arrival"] = s.next_arrival;
    j["result"] = {static_cast<int>(s.result), s.result_reason};
    j["storage"] = s.script_storage;
    return j.dump();
}

std::uint64_t fnv1a64(const std::string& bytes, std::uint64_t h) {
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::uint64_t Engine::state_hash() const {
    std::string pending = "-";
    if (pending_ && !answer_) {
        pending = std::to_string(pending_->seq) + ":" + to_string(pending_->kind);
        for (const auto& o : pending_->options) pending += "|" + o.id + (o.enabled ? "+" : "-");
    }
    return fnv1a64(pending, fnv1a64(canonical_text(state_)));
}

} // namespace ae
