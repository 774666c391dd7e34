// Where cards are and how they move: hand, deck, discard, play area, breaches, supply, nemesis zones.
// rules/base.md §4.4: a player's deck is never shuffled; when it runs out the discard pile is turned over.
#include "core/errors.hpp"
#include "engine/engine.hpp"

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
        if (has(p.treasures)) return &p.treasures;
        if (has(p.before)) return &p.before;
    }
    if (has(state_.curse_deck)) return &state_.curse_deck;
    for (auto& [name, deck] : state_.card_decks)
        if (has(deck)) return &deck;
    if (has(state_.devoured)) return &state_.devoured;
    for (auto& [name, pile] : state_.side_discards)
        if (has(pile)) return &pile;
    if (has(state_.group_treasures)) return &state_.group_treasures;
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
    auto* z = zone_of(card);
    // Destroyed is for good (rules/base.md): no effect may bring a card back from it.
    if (z == &state_.destroyed) throw RuleError(card_name(card) + " was destroyed and has left the battle");
    if (z != nullptr) erase_from(*z, card);
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
    const bool emptied = pile->cards.empty();
    gained(c, player, where);
    // A nemesis may lose the battle for the players when piles run out (Prince of Gluttons): asked at once.
    if (emptied) check_script_conditions();
    return c;
}

CardId Engine::hand_out(const std::string& deck, int player, Destination where) {
    auto it = state_.card_decks.find(deck);
    if (it == state_.card_decks.end()) throw RuleError("the nemesis has no card deck '" + deck + "'");
    if (it->second.empty()) return kNoCard;
    const CardId c = it->second.front();
    it->second.erase(it->second.begin());
    return gained(c, player, where);
}

void Engine::to_card_deck(CardId card, const std::string& deck) {
    auto it = state_.card_decks.find(deck);
    if (it == state_.card_decks.end()) throw RuleError("the nemesis has no card deck '" + deck + "'");
    if (state_.cards.at(card.value()).nemesis) throw RuleError(card_name(card) + " is not a player card");
    remove_from_zones(card);
    state_.cards[card.value()].owner = -1;
    it->second.push_back(card); // top first: the back is the bottom
    emit({.kind = EventKind::CardMoved, .card = card, .target = "card_deck:" + deck});
}

int Engine::devour(const std::string& card_def, int n) {
    auto pile = std::find_if(state_.supply.begin(), state_.supply.end(),
                             [&](const SupplyPile& s) { return s.card == card_def; });
    if (pile == state_.supply.end()) throw RuleError("no supply pile of '" + card_def + "'");
    int eaten = 0;
    for (; eaten < n && !pile->cards.empty(); ++eaten) {
        const CardId c = pile->cards.back();
        pile->cards.pop_back();
        state_.devoured.push_back(c);
        emit({.kind = EventKind::CardMoved, .card = c, .target = "devoured"});
    }
    if (pile->cards.empty()) check_script_conditions(); // Prince of Gluttons: every pile empty loses
    return eaten;
}

CardId Engine::gain_devoured(int player, Destination where) {
    if (state_.devoured.empty()) throw RuleError("the devoured pile is empty");
    const CardId c = state_.devoured.back();
    state_.devoured.pop_back();
    return gained(c, player, where);
}

std::vector<CardId> Engine::discard_nemesis_deck(int n) {
    std::vector<CardId> out;
    auto& deck = state_.nemesis.deck;
    while (static_cast<int>(out.size()) < n && !deck.empty()) {
        const CardId c = deck.front();
        deck.erase(deck.begin());
        state_.nemesis.discard.push_back(c);
        emit({.kind = EventKind::CardMoved, .card = c, .target = "nemesis_discard"});
        out.push_back(c);
    }
    return out;
}

// A card taken from wherever it was (a supply pile, a card deck, the devoured pile) becomes `player`'s.
CardId Engine::gained(CardId c, int player, Destination where) {
    const std::string card_def = state_.cards[c.value()].def;
    state_.cards[c.value()].owner = player;
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
    state_.turn.gained.push_back(c);
    fire("card_gained", player, c, def.cost);
    // "The next time you gain a card this turn" (Petrified Phoenixium, Duplicating Sazite): a turn mark
    // next_gain:<card>:<player> left by ctx:on_next_gain(); it fires once, after the gain's own effect.
    const std::string suffix = ":" + std::to_string(player);
    auto& marks = state_.turn.used_once;
    for (std::size_t i = 0; i < marks.size();) {
        const std::string m = marks[i];
        if (m.rfind("next_gain:", 0) != 0 || !m.ends_with(suffix)) {
            ++i;
            continue;
        }
        marks.erase(marks.begin() + static_cast<std::ptrdiff_t>(i));
        const auto source = static_cast<CardId>(std::stoul(m.substr(10)));
        const auto& sdef = content_.player_card(state_.cards[source.value()].def);
        schedule(RunEffect{{sdef.script, "", "next_gain", sdef.id, player, source, 0}});
    }
    return c;
}

CardId Engine::gain_curse(int player, const std::string& name_or_id, Destination where) {
    auto& deck = state_.curse_deck;
    auto it = std::find_if(deck.begin(), deck.end(), [&](CardId c) {
        return state_.cards[c.value()].def == name_or_id ||
               content_.player_card(state_.cards[c.value()].def).name == name_or_id;
    });
    if (it == deck.end()) { // rules/outcasts.md §14 #3: resolve as much as possible, i.e. nothing
        log("rules", "no " + name_or_id + " is left in the curse deck");
        return kNoCard;
    }
    const CardId c = *it;
    deck.erase(it);
    state_.cards[c.value()].owner = player;
    auto& p = state_.players.at(player);
    switch (where) {
    case Destination::Discard: p.discard.push_back(c); break;
    case Destination::Hand: p.hand.push_back(c); break;
    case Destination::DeckTop: p.deck.insert(p.deck.begin(), c); break;
    }
    emit({.kind = EventKind::CardGained,
          .player = player,
          .card = c,
          .target = where == Destination::Discard ? "discard"
                    : where == Destination::Hand  ? "hand"
                                                  : "deck_top",
          .text = "curse"});
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
    state_.cards[card.value()].owner = player;
    emit({.kind = EventKind::CardMoved, .player = player, .card = card, .target = zone});
}

void Engine::arrange_deck_top(int player, const std::vector<int>& order) {
    auto& deck = state_.players.at(player).deck;
    std::vector<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i) || sorted.size() > deck.size())
            throw RuleError("a new order must name each of the top " + std::to_string(order.size()) +
                            " cards of the deck exactly once (the deck holds " + std::to_string(deck.size()) +
                            ")");
    if (order.empty()) return;
    std::vector<CardId> top;
    for (int i : order) top.push_back(deck[static_cast<std::size_t>(i)]);
    std::copy(top.begin(), top.end(), deck.begin());
    emit({.kind = EventKind::DeckArranged, .player = player, .amount = static_cast<int>(order.size())});
}

CardId Engine::put_new_starter(int player, const std::string& card_def, Destination where) {
    const PlayerCardDef& def = content_.player_card(card_def);
    if (!def.starter) throw RuleError("'" + card_def + "' is not a starter card: gain it from the supply");
    const CardId c = new_card(def.id, false, player);
    auto& p = state_.players.at(player);
    switch (where) {
    case Destination::Discard: p.discard.push_back(c); break;
    case Destination::Hand: p.hand.push_back(c); break;
    case Destination::DeckTop: p.deck.insert(p.deck.begin(), c); break;
    }
    emit({.kind = EventKind::CardMoved,
          .player = player,
          .card = c,
          .target = where == Destination::Discard ? "discard"
                    : where == Destination::Hand  ? "hand"
                                                  : "deck_top"});
    return c;
}

void Engine::place_before(CardId card, int player) {
    const CardInstance& ci = state_.cards.at(card.value());
    if (!ci.nemesis) throw RuleError("only a nemesis card can be placed in front of a player");
    auto& p = state_.players.at(player);
    remove_from_zones(card);
    p.before.push_back(card);
    emit({.kind = EventKind::CardMoved,
          .player = player,
          .card = card,
          .target = "before:" + std::to_string(player)});
}

int Engine::placed_before(CardId card) const {
    for (const auto& p : state_.players)
        if (std::find(p.before.begin(), p.before.end(), card) != p.before.end()) return p.index;
    return -1;
}

void Engine::discard_card(CardId card) {
    const auto& ci = state_.cards.at(card.value());
    // "When you discard this during an ally's turn" (Entwined Amethyst): a card's on_discard entry runs
    // when an effect discards it from its owner's hand.
    if (!ci.nemesis && ci.owner >= 0) {
        const auto& hand = state_.players.at(ci.owner).hand;
        const auto& def = content_.player_card(ci.def);
        EffectCall hook{def.script, "", "on_discard", def.id, ci.owner, card, 0};
        if (std::find(hand.begin(), hand.end(), card) != hand.end() && !def.script.empty() &&
            host_.has_entry(hook))
            schedule(RunEffect{hook});
    }
    remove_from_zones(card);
    if (ci.nemesis) {
        state_.nemesis.discard.push_back(card);
        emit({.kind = EventKind::CardDiscarded, .card = card, .target = "nemesis_discard"});
    } else {
        state_.players.at(ci.owner).discard.push_back(card);
        emit({.kind = EventKind::CardDiscarded, .player = ci.owner, .card = card, .target = "discard"});
    }
}

// "Return that card to the supply" (Call Of The Void): on top of its pile. A card with no pile in this
// battle (a treasure, a starter) has nowhere to go back to, so it leaves the battle as if destroyed.
void Engine::return_to_supply(CardId card) {
    auto& ci = state_.cards.at(card.value());
    auto pile = std::find_if(state_.supply.begin(), state_.supply.end(),
                             [&](const SupplyPile& s) { return s.card == ci.def; });
    if (ci.nemesis || pile == state_.supply.end()) {
        // English, as every record's text: describe() names it in the reader's language.
        log("rules", card_name(card) + " has no supply pile here: it leaves the battle");
        destroy_card(card);
        return;
    }
    remove_from_zones(card);
    const int was = ci.owner;
    ci.owner = -1;
    pile->cards.push_back(card); // the top of a pile is its back (gain_card takes from there)
    emit({.kind = EventKind::CardMoved, .player = was, .card = card, .target = "supply"});
}

void Engine::shuffle_deck(int player) {
    auto& deck = state_.players.at(player).deck;
    state_.rng.shuffle(deck);
    log("rules", state_.players.at(player).name + "'s deck is shuffled");
}

void Engine::return_to_play(CardId card) {
    auto& discard = state_.nemesis.discard;
    const auto it = std::find(discard.begin(), discard.end(), card);
    if (it == discard.end()) throw RuleError(shown_name(card) + " is not in the nemesis discard pile");
    const auto& def = content_.nemesis_card(state_.cards.at(card.value()).def);
    if (def.type == CardType::Attack) throw RuleError(def.name + " is an attack: it cannot be in play");
    discard.erase(it);
    const bool minion = def.type == CardType::Minion;
    const int life = minion ? minion_starting_life(card) : 0;
    state_.nemesis.in_play.push_back(
        {card, life, minion ? 0 : def.power, state_.next_arrival++, minion ? def.shields : 0});
    emit({.kind = EventKind::CardEnteredPlay, .card = card, .amount = minion ? life : def.power});
}

void Engine::to_side_deck(CardId card, const std::string& deck) {
    auto side = state_.nemesis.side_decks.find(deck);
    if (side == state_.nemesis.side_decks.end())
        throw RuleError("the nemesis has no side deck '" + deck + "'");
    auto& discard = state_.nemesis.discard;
    const auto it = std::find(discard.begin(), discard.end(), card);
    if (it == discard.end()) throw RuleError(shown_name(card) + " is not in the nemesis discard pile");
    discard.erase(it);
    side->second.push_back(card); // top first: the back is the bottom
    emit({.kind = EventKind::CardMoved, .card = card, .target = "side_deck:" + deck});
}

void Engine::shuffle_side_deck(const std::string& deck) {
    auto side = state_.nemesis.side_decks.find(deck);
    if (side == state_.nemesis.side_decks.end())
        throw RuleError("the nemesis has no side deck '" + deck + "'");
    state_.rng.shuffle(side->second); // hidden order: no line in the log (the next draw names the card)
}

int Engine::minion_starting_life(CardId card) const {
    const auto& def = content_.nemesis_card(state_.cards.at(card.value()).def);
    EffectCall q{def.script, def.handler, "starting_life", def.id, -1, card, 0, def.life, ""};
    if (def.script.empty() || !host_.has_entry(q)) return def.life;
    return std::max(1, host_.query_value(const_cast<Engine&>(*this), q));
}

void Engine::destroy_card(CardId card) {
    remove_from_zones(card);
    state_.destroyed.push_back(card);
    emit({.kind = EventKind::CardDestroyed, .player = state_.cards.at(card.value()).owner, .card = card});
}

std::string Engine::shown_name(CardId card) const {
    return content_.shown_name(state_.cards.at(card.value()).def);
}

std::string Engine::card_name(CardId card) const {
    const auto& ci = state_.cards.at(card.value());
    if (ci.nemesis) {
        auto it = content_.nemesis_cards.find(ci.def);
        return it == content_.nemesis_cards.end() ? ci.def : it->second.name;
    }
    auto it = content_.player_cards.find(ci.def);
    return it == content_.player_cards.end() ? ci.def : it->second.name;
}

} // namespace ae
