#include "scenario/scenario_arrange.hpp"

#include "core/errors.hpp"

#include <algorithm>

namespace ae::scenario {

namespace {

// A card for an override: one the engine dealt from a zone the override replaces, when one has that
// definition, else a new one. Dealt cards no override takes leave the battle (destroyed zone).
class CardPool {
public:
    CardPool(Engine& e, int owner, bool nemesis = false) : e_(e), owner_(owner), nemesis_(nemesis) {}
    void take_all(std::vector<CardId>& zone) {
        pool_.insert(pool_.end(), zone.begin(), zone.end());
        zone.clear();
    }
    CardId card(const std::string& def) {
        auto it =
            std::find_if(pool_.begin(), pool_.end(), [&](CardId c) { return e_.state().card(c).def == def; });
        if (it == pool_.end()) return e_.new_card(def, nemesis_, owner_);
        const CardId c = *it;
        pool_.erase(it);
        return c;
    }
    void put(std::vector<CardId>& zone, const std::vector<std::string>& defs) {
        for (const auto& d : defs) zone.push_back(card(d));
    }
    ~CardPool() {
        for (CardId c : pool_) e_.mut().destroyed.push_back(c);
    }

private:
    Engine& e_;
    int owner_;
    bool nemesis_;
    std::vector<CardId> pool_;
};

void arrange_player(Engine& e, int index, const PlayerSpec& spec) {
    auto& p = e.mut().players[index];
    if (spec.life) {
        p.life = *spec.life;
        p.exhausted = p.life == 0;
    }
    if (spec.breaches)
        for (int b = 0; b < 4; ++b) {
            p.breaches[b].status = (*spec.breaches)[b].status;
            p.breaches[b].rotation = (*spec.breaches)[b].rotation;
        }
    CardPool pool(e, index);
    if (spec.hand) pool.take_all(p.hand);
    if (spec.deck) pool.take_all(p.deck);
    if (spec.discard) pool.take_all(p.discard);
    if (spec.hand) pool.put(p.hand, *spec.hand);
    if (spec.deck) pool.put(p.deck, *spec.deck);
    if (spec.discard) pool.put(p.discard, *spec.discard);
    for (const auto& [n, spells] : spec.prepped) pool.put(p.breaches[n - 1].prepped, spells);
}

void arrange_nemesis(Engine& e, const Scenario& s) {
    auto& st = e.mut();
    const auto& setup = s.setup;
    if (setup.nemesis_deck && setup.nemesis_deck->empty()) { // the placeholder game_setup() dealt
        for (CardId c : st.nemesis.deck) st.destroyed.push_back(c);
        st.nemesis.deck.clear();
    }
    for (const auto& ip : setup.in_play) {
        const CardId c = e.new_card(ip.card, true, -1);
        const auto& d = s.content->nemesis_card(ip.card);
        const int life = ip.life >= 0 ? ip.life : d.type == CardType::Minion ? d.life : 0;
        const int power = ip.power >= 0 ? ip.power : d.type == CardType::Power ? d.power : 0;
        st.nemesis.in_play.push_back({c, life, power, st.next_arrival++});
    }
    for (const auto& [name, value] : setup.tokens) st.nemesis.tokens[name] = value;
    // Side decks and card decks in the order asked for; a deck the nemesis does not have is the scenario's
    // mistake, named here (the run reports it at the scenario's line).
    for (const auto& [name, ids] : setup.side_decks) {
        auto deck = st.nemesis.side_decks.find(name);
        if (deck == st.nemesis.side_decks.end())
            throw RuleError("setup.side_decks: the nemesis has no side deck '" + name + "'");
        CardPool pool(e, -1, true);
        pool.take_all(deck->second);
        pool.put(deck->second, ids);
    }
    for (const auto& [name, ids] : setup.card_decks) {
        auto deck = st.card_decks.find(name);
        if (deck == st.card_decks.end())
            throw RuleError("setup.card_decks: the nemesis has no card deck '" + name + "'");
        CardPool pool(e, -1);
        pool.take_all(deck->second);
        pool.put(deck->second, ids);
    }
    if (setup.nemesis_life) st.nemesis.life = *setup.nemesis_life;
    if (setup.gravehold) st.gravehold_life = *setup.gravehold;
}

void arrange_supply(Engine& e, const SetupSpec& setup) {
    auto& st = e.mut();
    for (const auto& spec : setup.supply) {
        if (spec.count < 0) continue;
        auto pile = std::find_if(st.supply.begin(), st.supply.end(),
                                 [&](const SupplyPile& p) { return p.card == spec.card; });
        if (pile == st.supply.end()) continue;
        while (static_cast<int>(pile->cards.size()) > spec.count) {
            st.destroyed.push_back(pile->cards.back());
            pile->cards.pop_back();
        }
        while (static_cast<int>(pile->cards.size()) < spec.count)
            pile->cards.push_back(e.new_card(spec.card, false, -1));
    }
}

} // namespace

GameSetup game_setup(const Scenario& s) {
    const auto& setup = s.setup;
    const Content& c = *s.content;
    GameSetup g;
    g.rules = setup.rules;
    for (const auto& p : setup.players)
        g.players.push_back({p.mage, "", p.max_life.value_or(-1), p.charges.value_or(0)});
    g.nemesis = setup.nemesis;
    for (const auto& [id, d] : c.nemesis_cards)
        if (d.basic) g.basic_cards.push_back(id);
    if (setup.nemesis_deck) {
        g.nemesis_deck = *setup.nemesis_deck;
        // An empty deck is asked for by dealing one card and taking it away again (arrange_nemesis).
        if (g.nemesis_deck.empty() && !c.nemesis_cards.empty()) {
            const auto& own = c.nemesis(setup.nemesis).cards;
            g.nemesis_deck.push_back(own.empty() ? c.nemesis_cards.begin()->first : own.front());
        }
    }
    for (const auto& pile : setup.supply) g.supply.push_back(pile.card);
    g.turn_order = setup.turn_order;
    g.swift = setup.swift;
    g.tokens = setup.tokens; // placed again after the nemesis's setup, which must not move them
    return g;
}

std::unique_ptr<play::Battle> start_battle(const Scenario& s) {
    auto battle = std::make_unique<play::Battle>(*s.content, game_setup(s), s.setup.seed);
    Engine& e = battle->engine();
    for (std::size_t i = 0; i < s.setup.players.size(); ++i)
        arrange_player(e, static_cast<int>(i), s.setup.players[i]);
    arrange_nemesis(e, s);
    arrange_supply(e, s.setup);
    return battle;
}

} // namespace ae::scenario
