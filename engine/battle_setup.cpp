// Building a battle from a GameSetup (rules/base.md §3): players, turn order deck, nemesis deck, supply.
#include "core/errors.hpp"
#include "engine/engine.hpp"

#include <algorithm>

namespace ae {

TierCounts basic_cards_per_tier(int players) {
    switch (players) {
    case 1: return {1, 3, 7};
    case 2: return {3, 5, 7};
    case 3: return {5, 6, 7};
    case 4: return {8, 7, 7};
    }
    throw RuleError("a battle has 1 to 4 players, not " + std::to_string(players));
}

namespace {

// rules/outcasts.md §10.1.4: solo keeps at most 1 upgraded card in tier 1 and 3 in tier 2.
int solo_upgraded_cap(int tier, int owned) { return tier == 1 ? 1 : tier == 2 ? 3 : owned; }

} // namespace

std::string basic_card_shortage(const Content& content, int players, const std::vector<std::string>& basic,
                                const std::vector<std::string>& upgraded, const lang::Language& L) {
    const TierCounts counts = basic_cards_per_tier(players);
    const int want[3] = {counts.tier1, counts.tier2, counts.tier3};
    for (int tier = 1; tier <= 3; ++tier) {
        int owned = 0, have = 0;
        for (const auto& u : upgraded)
            if (const auto& d = content.nemesis_card(u); d.upgraded && d.tier == tier) ++owned;
        for (const auto& b : basic)
            if (const auto& d = content.nemesis_card(b); !d.upgraded && d.tier == tier) ++have;
        if (players == 1) owned = std::min(owned, solo_upgraded_cap(tier, owned));
        const int fill = std::max(0, want[tier - 1] - owned);
        if (have < fill)
            return L.trn(
                "not enough basic tier-{tier} nemesis cards for {n} player: need {need}, have {have}",
                "not enough basic tier-{tier} nemesis cards for {n} players: need {need}, have {have}",
                players,
                {{"tier", std::to_string(tier)},
                 {"need", std::to_string(fill)},
                 {"have", std::to_string(have)}});
    }
    return "";
}

namespace {

TurnOrderCard player_card(int p) {
    return {TurnOrderCard::Kind::Player, {p}, "player " + std::to_string(p + 1)};
}
// A 4-player Legacy card naming two players.
TurnOrderCard pair_card(int a, int b) {
    return {TurnOrderCard::Kind::Player,
            {a, b},
            "players " + std::to_string(a + 1) + " and " + std::to_string(b + 1)};
}
TurnOrderCard nemesis_card() { return {TurnOrderCard::Kind::Nemesis, {}, "nemesis"}; }

// rules/base.md §3.2: always two nemesis cards; the player cards depend on the player count.
std::vector<TurnOrderCard> standard_turn_order(int players, const Rules& rules) {
    std::vector<TurnOrderCard> deck;
    switch (players) {
    case 1: {
        // rules/outcasts.md §10.1.2: Outcasts always has four player turn order cards (docs/decisions.md).
        const int cards = rules.variant == Variant::Outcasts ? 4 : rules.solo_player_cards;
        for (int i = 0; i < cards; ++i) deck.push_back(player_card(0));
    } break;
    case 2:
        for (int p : {0, 0, 1, 1}) deck.push_back(player_card(p));
        break;
    case 3:
        for (int p : {0, 1, 2}) deck.push_back(player_card(p));
        deck.push_back({TurnOrderCard::Kind::Wild, {0, 1, 2}, "wild"});
        break;
    default:
        // rules/legacy.md §6.3 and rules/outcasts.md §10.1.2: the two-name cards "1/2" and "3/4", each twice.
        if (rules.variant == Variant::Legacy || rules.variant == Variant::Outcasts) {
            for (int i = 0; i < 2; ++i) deck.push_back(pair_card(0, 1));
            for (int i = 0; i < 2; ++i) deck.push_back(pair_card(2, 3));
        } else {
            for (int p = 0; p < players; ++p) deck.push_back(player_card(p));
        }
    }
    deck.push_back(nemesis_card());
    deck.push_back(nemesis_card());
    return deck;
}

TurnOrderCard parse_turn_order(const std::string& s, int players) {
    if (s == "nemesis") return nemesis_card();
    if (s == "wild") {
        TurnOrderCard c{TurnOrderCard::Kind::Wild, {}, "wild"};
        for (int p = 0; p < players; ++p) c.players.push_back(p);
        return c;
    }
    if (s.size() == 2 && s[0] == 'p' && s[1] >= '1' && s[1] - '1' < players) return player_card(s[1] - '1');
    if ((s == "p12" || s == "p34") && players == 4) return s == "p12" ? pair_card(0, 1) : pair_card(2, 3);
    throw RuleError("unknown turn order card '" + s + "' (p1..p" + std::to_string(players) +
                    (players == 4 ? ", p12, p34" : "") + ", wild, nemesis)");
}

// rules/outcasts.md §4: level-2 treasures are the group's, level-3 ones a player's.
const PlayerCardDef& treasure(const Content& content, const std::string& id, int level) {
    const PlayerCardDef& def = content.player_card(id);
    if (def.level != level)
        throw RuleError(
            "'" + id + "' is not a level-" + std::to_string(level) + " treasure" +
            (level == 2 ? " (group treasures are level 2)" : " (a player's treasures are level 3)"));
    return def;
}

} // namespace

void Engine::setup_battle() {
    auto& s = state_;
    s.rules = setup_.rules;
    s.rng = Rng(seed_);
    const int n = static_cast<int>(setup_.players.size());
    if (n < 1 || n > 4) throw RuleError("a battle has 1 to 4 players, not " + std::to_string(n));
    s.gravehold_max = s.gravehold_life =
        setup_.gravehold_life > 0 ? setup_.gravehold_life : s.rules.gravehold_life;
    // rules/outcasts.md §8: an ally protected instead of Gravehold takes its name and life.
    if (!setup_.ally.empty()) {
        const AllyDef& ally = content_.ally(setup_.ally);
        s.ally = ally.id;
        s.gravehold_name = ally.name;
        s.gravehold_max = s.gravehold_life = setup_.gravehold_life > 0 ? setup_.gravehold_life : ally.life;
        s.ally_max_charges = ally.script.empty() ? 0 : ally.charges;
    }

    // rules/base.md §3.1: hand and deck exactly as the mat shows; the deck is not shuffled.
    for (int i = 0; i < n; ++i) {
        const auto& ps = setup_.players[i];
        const MageDef& mage = content_.mage(ps.mage);
        Player p;
        p.index = i;
        p.mage = mage.id;
        p.name = ps.name.empty() ? mage.name : ps.name;
        p.max_life = p.life = ps.life > 0 ? ps.life : s.rules.player_life;
        p.max_charges = s.rules.abilities ? mage.ability_charges : 0;
        p.charges = std::min(ps.charges, p.max_charges);
        s.players.push_back(p);
        const auto& hand = ps.hand.empty() ? mage.hand : ps.hand;
        const auto& deck = ps.deck.empty() ? mage.deck : ps.deck;
        for (const auto& c : hand)
            s.players[i].hand.push_back(new_card(content_.player_card(c).id, false, i));
        for (const auto& c : deck)
            s.players[i].deck.push_back(new_card(content_.player_card(c).id, false, i));
        for (const auto& t : ps.treasures)
            s.players[i].treasures.push_back(new_card(treasure(content_, t, 3).id, false, i));
        for (int b = 0; b < 4; ++b) {
            Breach br;
            br.number = b + 1;
            const auto& def = mage.breaches[b];
            br.status = def.setup == BreachSetup::Open     ? BreachStatus::Open
                        : def.setup == BreachSetup::Closed ? BreachStatus::Closed
                                                           : BreachStatus::Absent;
            br.rotation = def.rotation;
            s.players[i].breaches.push_back(br);
        }
    }

    // rules/base.md §3.2: the turn order deck, shuffled.
    if (setup_.turn_order.empty()) {
        s.turn_order_deck = standard_turn_order(n, s.rules);
        s.rng.shuffle(s.turn_order_deck);
    } else {
        for (const auto& t : setup_.turn_order) s.turn_order_deck.push_back(parse_turn_order(t, n));
    }

    // rules/base.md §3.3: the nemesis deck, each tier shuffled alone, tier 1 on top of 2 on top of 3.
    const NemesisDef& nem = content_.nemesis(setup_.nemesis);
    s.nemesis.id = nem.id;
    s.nemesis.max_life = s.nemesis.life = std::max(1, nem.life + s.rules.nemesis_life_delta);
    s.nemesis.tokens = nem.tokens;
    if (!setup_.nemesis_deck.empty()) {
        for (const auto& c : setup_.nemesis_deck)
            s.nemesis.deck.push_back(new_card(content_.nemesis_card(c).id, true, -1));
    } else {
        const TierCounts counts = basic_cards_per_tier(n);
        const int want[3] = {counts.tier1, counts.tier2, counts.tier3};
        for (const auto& u : setup_.upgraded_basic_cards)
            if (!content_.nemesis_card(u).upgraded)
                throw RuleError("'" + u + "' is not an upgraded basic nemesis card");
        // Each definition looked up once, not once per tier: every pack's basic cards are candidates.
        std::vector<const NemesisCardDef*> basic_defs, own_defs;
        for (const auto& b : setup_.basic_cards) basic_defs.push_back(&content_.nemesis_card(b));
        for (const auto& c : nem.cards) own_defs.push_back(&content_.nemesis_card(c));
        for (int tier = 1; tier <= 3; ++tier) {
            // rules/outcasts.md §10.1.4: every upgraded basic card first (solo: at most 1 in tier 1 and 3
            // in tier 2, picked at random), then standard basic cards up to the table's total.
            std::vector<std::string> upgraded;
            for (const auto& u : setup_.upgraded_basic_cards)
                if (content_.nemesis_card(u).tier == tier) upgraded.push_back(u);
            const int solo_cap = solo_upgraded_cap(tier, static_cast<int>(upgraded.size()));
            if (n == 1 && static_cast<int>(upgraded.size()) > solo_cap) {
                s.rng.shuffle(upgraded);
                upgraded.resize(static_cast<std::size_t>(solo_cap));
            }
            const int fill = std::max(0, want[tier - 1] - static_cast<int>(upgraded.size()));
            std::vector<std::string> basics;
            for (std::size_t i = 0; i < setup_.basic_cards.size(); ++i)
                if (basic_defs[i]->tier == tier && !basic_defs[i]->upgraded)
                    basics.push_back(setup_.basic_cards[i]);
            // The same count as basic_card_shortage, made here while the tier is dealt: a second pass
            // over the basic set for every simulated battle would cost more than the check is worth.
            if (static_cast<int>(basics.size()) < fill)
                throw RuleError("not enough basic tier-" + std::to_string(tier) + " nemesis cards for " +
                                std::to_string(n) + " player(s): need " + std::to_string(fill) + ", have " +
                                std::to_string(basics.size()));
            s.rng.shuffle(basics); // "picked at random" (PL:390)
            basics.resize(static_cast<std::size_t>(fill));
            std::vector<CardId> pile;
            for (std::size_t i = 0; i < nem.cards.size(); ++i)
                if (own_defs[i]->tier == tier) pile.push_back(new_card(nem.cards[i], true, -1));
            for (const auto& u : upgraded) pile.push_back(new_card(u, true, -1));
            for (const auto& b : basics) pile.push_back(new_card(b, true, -1));
            s.rng.shuffle(pile);
            s.nemesis.deck.insert(s.nemesis.deck.end(), pile.begin(), pile.end());
        }
    }
    for (const auto& [name, cards] : nem.side_decks) {
        auto& deck = s.nemesis.side_decks[name];
        for (const auto& c : cards) deck.push_back(new_card(c, true, -1));
        // docs/decisions.md: tier-0 decks start shuffled, except the Legacy Support deck, which is laid out
        // in its printed order and never shuffled (rules/legacy.md §7.2).
        if (name != kSupportDeck) s.rng.shuffle(deck);
    }
    // Player cards the nemesis hands out (Crooked Mask's corruptions): nobody's until given, shuffled.
    for (const auto& [name, cards] : nem.card_decks) {
        auto& deck = s.card_decks[name];
        for (const auto& c : cards) deck.push_back(new_card(content_.player_card(c).id, false, -1));
        s.rng.shuffle(deck);
    }

    // rules/base.md §3.4: nine piles by default; each pile holds the card's pile size.
    for (const auto& id : setup_.supply) {
        const PlayerCardDef& def = content_.player_card(id);
        SupplyPile pile{def.id, {}};
        const int copies = def.pile_size > 0 ? def.pile_size : (def.type == CardType::Gem ? 7 : 5);
        for (int i = 0; i < copies; ++i) pile.cards.push_back(new_card(def.id, false, -1));
        s.supply.push_back(std::move(pile));
    }

    // rules/outcasts.md §5: the curse deck lies face up; its cards belong to nobody until gained.
    for (const auto& id : setup_.curse_deck) {
        const PlayerCardDef& def = content_.player_card(id);
        if (std::find(def.tags.begin(), def.tags.end(), "curse") == def.tags.end())
            throw RuleError("'" + id + "' in the curse deck is not tagged curse");
        s.curse_deck.push_back(new_card(def.id, false, -1));
    }
    for (const auto& t : setup_.group_treasures)
        s.group_treasures.push_back(new_card(treasure(content_, t, 2).id, false, -1));

    emit({.kind = EventKind::BattleStarted, .amount = n, .target = nem.id});
    stack_.push_back(NextTurn{});
    // "At the start of the game" (Lost's Forged Spark, Poison Heart): after the nemesis's setup, before the
    // first turn order card. The listeners are found when the step runs (tests arrange cards after setup).
    stack_.push_back(Triggers{"battle_started", -1, kNoCard, 0, {}, true});
    if (!setup_.tokens.empty()) stack_.push_back(PlaceTokens{setup_.tokens});
    // The nemesis's own setup runs before the first turn order card is drawn.
    RunEffect setup_effect;
    setup_effect.call = {nem.script, "", "setup", nem.id, -1, kNoCard, 0};
    stack_.push_back(setup_effect);
}

} // namespace ae
