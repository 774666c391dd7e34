// Where cards are and how they move: hand, deck, discard, play area, breaches, supply, nemesis zones.
// rules/base.md §4.4: a player's deck is never shuffled; when it runs out the discard pile is turned over.
#include "engine/engine.hpp"
#include "engine/errors.hpp"

#include <algorithm>

namespace ae {

namespace {
bool erase_from(std::vector<CardId>& v, CardId c) {
    auto it = std::find(v.begin(), v.end(), c);
    if (it == v.end()) return false;
    v.erase(it);
    return true;
}
} // namespace

std::vector<CardId>* Engine::zone_of(CardId card) {
    auto has = [card](const std::vector<CardId>& v) {
        return std::find(v.begin(), v.end(), card) != v.end();
    };
    for (auto& p : state_.players) {
        for (auto* z : {&p.hand, &p.deck, &p.discard, &p.play_area})
            if (has(*z)) return z;
        for (auto& b : p.breaches)
            if (has(b.prepped)) return &b.prepped;
    }
    auto& n = state_.nemesis;
    for (auto* z : {&n.deck, &n.discard, &n.resolving})
        if (has(*z)) return z;
    for (auto& [name, deck] : n.side_decks)
        if (has(deck)) return &deck;
    for (auto& pile : state_.supply)
        if (has(pile.cards)) return &pile.cards;
    if (has(state_.destroyed)) return &state_.destroyed;
    return nullptr;
}

void Engine::remove_from_zones(CardId card) {
    if (auto* z = zone_of(card)) erase_from(*z, card);
    auto& ip = state_.nemesis.in_play;
    ip.erase(std::remove_if(ip.begin(), ip.end(), [card](const InPlayCard& c) { return c.card == card; }),
             ip.end());
}

const InPlayCard* Engine::in_play(CardId card) const {
    for (const auto& c : state_.nemesis.in_play)
        if (c.card == card) return &c;
    return nullptr;
}

int Engine::draw(int player, int count) {
    auto& p = state_.players.at(player);
    int drawn = 0;
    for (int i = 0; i < count; ++i) {
        if (p.deck.empty()) {
            if (p.discard.empty()) break;
            // Turning the pile over: the card discarded first becomes the new top (rules/base.md §4.4).
            p.deck.assign(p.discard.begin(), p.discard.end());
            p.discard.clear();
            emit({.kind = EventKind::DeckFlipped,
                  .player = player,
                  .amount = static_cast<int>(p.deck.size())});
        }
        CardId c = p.deck.front();
        p.deck.erase(p.deck.begin());
        p.hand.push_back(c);
        ++drawn;
        emit({.kind = EventKind::CardDrawn, .player = player, .card = c});
    }
    return drawn;
}

CardId Engine::gain_card(int player, const std::string& card_def, Destination where) {
    auto pile = std::find_if(state_.supply.begin(), state_.supply.end(),
                             [&](const SupplyPile& s) { return s.card == card_def; });
    if (pile == state_.supply.end()) throw RuleError("no supply pile of '" + card_def + "'");
    if (pile->cards.empty()) throw RuleError("the supply pile of '" + card_def + "' is empty");
    CardId c = pile->cards.back();
    pile->cards.pop_back();
    state_.cards[c].owner = player;
    auto& p = state_.players.at(player);
    switch (where) {
    case Destination::Discard: p.discard.push_back(c); break;
    case Destination::Hand: p.hand.push_back(c); break;
    case Destination::DeckTop: p.deck.insert(p.deck.begin(), c); break;
    }
    // "When you gain this": the card's own on_gain effect, with the gainer as "you".
    const auto& def = content_.player_card(card_def);
    EffectCall on_gain{def.script, "", "on_gain", def.id, player, c, 0};
    if (!def.script.empty() && host_.has_entry(on_gain)) schedule(RunEffect{on_gain});
    emit({.kind = EventKind::CardGained,
          .player = player,
          .card = c,
          .target = where == Destination::Discard ? "discard"
                    : where == Destination::Hand  ? "hand"
                                                  : "deck_top"});
    return c;
}

void Engine::move_card(CardId card, int player, const std::string& zone) {
    auto& p = state_.players.at(player);
    std::vector<CardId>* dest = nullptr;
    bool front = false;
    if (zone == "hand")
        dest = &p.hand;
    else if (zone == "discard")
        dest = &p.discard;
    else if (zone == "deck_top")
        dest = &p.deck, front = true;
    else if (zone == "deck_bottom")
        dest = &p.deck;
    else
        throw RuleError("unknown zone '" + zone + "' (hand, discard, deck_top, deck_bottom)");
    remove_from_zones(card);
    if (front)
        dest->insert(dest->begin(), card);
    else
        dest->push_back(card);
    state_.cards[card].owner = player;
    emit({.kind = EventKind::CardMoved, .player = player, .card = card, .target = zone});
}

void Engine::discard_card(CardId card) {
    const auto& ci = state_.cards.at(card);
    remove_from_zones(card);
    if (ci.nemesis) {
        state_.nemesis.discard.push_back(card);
        emit({.kind = EventKind::CardDiscarded, .card = card, .target = "nemesis_discard"});
    } else {
        state_.players.at(ci.owner).discard.push_back(card);
        emit({.kind = EventKind::CardDiscarded, .player = ci.owner, .card = card, .target = "discard"});
    }
}

void Engine::destroy_card(CardId card) {
    remove_from_zones(card);
    state_.destroyed.push_back(card);
    emit({.kind = EventKind::CardDestroyed, .player = state_.cards.at(card).owner, .card = card});
}

std::string Engine::card_name(CardId card) const {
    const auto& ci = state_.cards.at(card);
    if (ci.nemesis) {
        auto it = content_.nemesis_cards.find(ci.def);
        return it == content_.nemesis_cards.end() ? ci.def : it->second.name;
    }
    auto it = content_.player_cards.find(ci.def);
    return it == content_.player_cards.end() ? ci.def : it->second.name;
}

} // namespace ae
