#include "scenario/scenario_setup.hpp"

#include "content/ids.hpp"
#include "scenario/scenario_ids.hpp"

namespace ae::scenario {

using content::MapReader;
using content::read_string;
using content::Value;

std::optional<BreachSpec> parse_breach(const std::string& s) {
    if (s == "open") return BreachSpec{BreachStatus::Open, 0};
    if (s == "none") return BreachSpec{BreachStatus::Absent, 0};
    if (s == "destroyed") return BreachSpec{BreachStatus::Destroyed, 0};
    if (s.size() == 2 && s[0] == 's' && s[1] >= '0' && s[1] <= '3')
        return BreachSpec{BreachStatus::Closed, s[1] - '0'};
    return std::nullopt;
}

std::string breach_text(BreachStatus status, int rotation) {
    switch (status) {
    case BreachStatus::Open: return "open";
    case BreachStatus::Absent: return "none";
    case BreachStatus::Destroyed: return "destroyed";
    case BreachStatus::Closed: return "s" + std::to_string(rotation);
    }
    return "?";
}

namespace {

Rules read_rules(const MapReader& setup) {
    Rules rules;
    auto r = setup.map("rules", false, "rules",
                       {"variant", "player_life", "gravehold_life", "nemesis_life_delta",
                        "exhaustion_penalties", "abilities", "empty_deck_unleashes", "bonus_per_source",
                        "solo_player_cards", "solo_exhaustion_loses", "evolve", "difficulty"});
    if (!r || !r->is_map()) return rules;
    if (auto v = r->choice("variant", false, {"base", "legacy", "outcasts"}))
        rules.variant = *v == "base" ? Variant::Base : *v == "legacy" ? Variant::Legacy : Variant::Outcasts;
    rules.player_life = r->integer("player_life", false, 1).value_or(rules.player_life);
    rules.gravehold_life = r->integer("gravehold_life", false, 1).value_or(rules.gravehold_life);
    rules.nemesis_life_delta = r->integer("nemesis_life_delta", false).value_or(rules.nemesis_life_delta);
    rules.exhaustion_penalties = r->boolean("exhaustion_penalties").value_or(rules.exhaustion_penalties);
    rules.abilities = r->boolean("abilities").value_or(rules.abilities);
    rules.empty_deck_unleashes =
        r->integer("empty_deck_unleashes", false, 0).value_or(rules.empty_deck_unleashes);
    rules.bonus_per_source = r->boolean("bonus_per_source").value_or(rules.bonus_per_source);
    rules.solo_player_cards = r->integer("solo_player_cards", false, 1, 6).value_or(rules.solo_player_cards);
    rules.solo_exhaustion_loses = r->boolean("solo_exhaustion_loses").value_or(rules.solo_exhaustion_loses);
    rules.evolve = r->boolean("evolve").value_or(rules.evolve);
    // The level first sets its lives; player_life, gravehold_life and nemesis_life_delta above are the
    // normal level's, so a scenario that names both gets the level's step on top of them.
    if (auto d = r->choice("difficulty", false, {"beginner", "normal", "expert", "extinction"}))
        apply_difficulty(rules, *difficulty_named(*d));
    return rules;
}

std::optional<std::array<BreachSpec, 4>> read_breaches(const MapReader& r) {
    auto list = r.list("breaches", false);
    if (!list) return std::nullopt;
    if (list->size() != 4) {
        r.file().error(*list, "'breaches' must list exactly 4 breaches, got " + std::to_string(list->size()));
        return std::nullopt;
    }
    std::array<BreachSpec, 4> out{};
    for (std::size_t i = 0; i < 4; ++i) {
        Value item((*list)[i]);
        auto s = read_string(r.file(), item, "breach " + std::to_string(i + 1), true);
        if (!s) continue;
        if (auto b = parse_breach(*s))
            out[i] = *b;
        else
            r.file().error(item.mark, "breach " + std::to_string(i + 1) +
                                          " must be open, none, destroyed or s0..s3, got '" + *s + "'");
    }
    return out;
}

// `prepped: {2: base.spell.spark}` or `{2: [a, b]}`, on breaches the player has.
void read_prepped(const MapReader& r, const Content& c, PlayerSpec& p, const MageDef* mage) {
    auto v = r.value("prepped", false);
    if (!v) return;
    if (!v->node.IsMap()) {
        r.file().error(v->mark, std::string("'prepped' must be a map of breach numbers to spells, got ") +
                                    content::describe(content::kind_of(v->node)));
        return;
    }
    for (const auto& entry : v->node) {
        YAML::Node key = entry.first;
        auto n = content::read_int(r.file(), key, "breach number", 1, 4);
        if (!n) continue;
        BreachStatus status = BreachStatus::Absent;
        if (p.breaches)
            status = (*p.breaches)[*n - 1].status;
        else if (mage)
            status = mage->breaches[*n - 1].setup == BreachSetup::Open     ? BreachStatus::Open
                     : mage->breaches[*n - 1].setup == BreachSetup::Closed ? BreachStatus::Closed
                                                                           : BreachStatus::Absent;
        if (mage && (status == BreachStatus::Absent || status == BreachStatus::Destroyed))
            r.file().error(key, "breach " + std::to_string(*n) + " is " + breach_text(status, 0) +
                                    ": nothing can be prepped on it");
        std::vector<std::string> spells;
        YAML::Node value = entry.second;
        if (value.IsSequence())
            spells = read_card_ids(r.file(), value, "'prepped' entry", c, CardKind::Player);
        else if (auto id = read_card_id(r.file(), value, "'prepped' entry", c, CardKind::Player))
            spells.push_back(*id);
        p.prepped.emplace_back(*n, spells);
    }
}

PlayerSpec read_player(const content::SourceFile& f, const YAML::Node& node, const Content& c,
                       const Rules& rules) {
    PlayerSpec p;
    MapReader r(f, node, "player",
                {"mage", "life", "max_life", "charges", "hand", "deck", "discard", "breaches", "prepped"});
    if (!r.is_map()) return p;
    const MageDef* mage = nullptr;
    if (auto v = r.value("mage", true))
        if (auto id = read_mage_id(f, *v, c)) p.mage = *id, mage = &c.mage(*id);
    p.max_life = r.integer("max_life", false, 1);
    p.life = r.integer("life", false, 0, p.max_life.value_or(rules.player_life));
    const int slots = rules.abilities && mage ? mage->ability_charges : mage ? 0 : 6;
    p.charges = r.integer("charges", false, 0, slots);
    for (auto [key, zone] : {std::pair{"hand", &p.hand}, {"deck", &p.deck}, {"discard", &p.discard}})
        if (auto list = r.list(key, false))
            *zone = read_card_ids(f, *list, "'" + std::string(key) + "' entry", c, CardKind::Player);
    p.breaches = read_breaches(r);
    read_prepped(r, c, p, mage);
    return p;
}

std::vector<InPlaySpec> read_in_play(const MapReader& r, const Content& c) {
    std::vector<InPlaySpec> out;
    auto list = r.list("in_play", false);
    if (!list) return out;
    for (const auto& node : *list) {
        InPlaySpec spec;
        std::optional<std::string> id;
        Value where(node);
        if (node.IsMap()) {
            MapReader m(r.file(), node, "in_play entry", {"card", "life", "power"});
            if (auto v = m.value("card", true))
                where = *v, id = read_card_id(r.file(), *v, "'card'", c, CardKind::Nemesis);
            spec.life = m.integer("life", false, 1).value_or(-1);
            spec.power = m.integer("power", false, 1).value_or(-1);
        } else {
            id = read_card_id(r.file(), node, "'in_play' entry", c, CardKind::Nemesis);
        }
        if (!id) continue;
        const auto type = c.nemesis_card(*id).type;
        if (type == CardType::Attack)
            r.file().error(where.mark, "'" + *id + "' is an attack: only minions and powers stay in play");
        spec.card = *id;
        out.push_back(spec);
    }
    return out;
}

std::vector<PileSpec> read_supply(const MapReader& r, const Content& c) {
    std::vector<PileSpec> out;
    auto list = r.list("supply", false);
    if (!list) return out;
    for (const auto& node : *list) {
        PileSpec pile;
        std::optional<std::string> id;
        if (node.IsMap()) {
            MapReader m(r.file(), node, "supply entry", {"card", "count"});
            if (auto v = m.value("card", true))
                id = read_card_id(r.file(), *v, "'card'", c, CardKind::Player);
            pile.count = m.integer("count", false, 0).value_or(-1);
        } else {
            id = read_card_id(r.file(), node, "'supply' entry", c, CardKind::Player);
        }
        if (!id) continue;
        pile.card = *id;
        out.push_back(pile);
    }
    return out;
}

std::vector<std::string> read_turn_order(const MapReader& r, int players) {
    std::vector<std::string> out;
    auto list = r.list("turn_order", false);
    if (!list) return out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        Value item((*list)[i]);
        auto s = read_string(r.file(), item, "'turn_order' entry " + std::to_string(i + 1), true);
        if (!s) continue;
        const bool player = s->size() == 2 && (*s)[0] == 'p' && (*s)[1] >= '1' && (*s)[1] - '0' <= players;
        const bool pair = players == 4 && (*s == "p12" || *s == "p34"); // 4-player Legacy (§6.3)
        if (!player && !pair && *s != "wild" && *s != "nemesis")
            r.file().error(item.mark, "turn order card '" + *s + "' must be p1..p" + std::to_string(players) +
                                          (players == 4 ? ", p12, p34" : "") + ", wild or nemesis");
        else
            out.push_back(*s);
    }
    return out;
}

// side_decks / card_decks: deck name -> card ids, top first. Which decks the nemesis has is checked when the
// battle is arranged (it depends on the nemesis).
std::map<std::string, std::vector<std::string>> read_decks(const MapReader& r, const Content& c,
                                                           const char* key, CardKind kind) {
    std::map<std::string, std::vector<std::string>> out;
    auto v = r.value(key, false);
    if (!v) return out;
    if (!v->node.IsMap()) {
        r.file().error(v->mark, std::string("'") + key + "' must be a map of deck names to card lists");
        return out;
    }
    for (const auto& entry : v->node) {
        auto name = read_string(r.file(), YAML::Node(entry.first), "deck name", true);
        const YAML::Node list(entry.second);
        if (!name) continue;
        if (!list.IsSequence()) {
            r.file().error(content::Value(list).mark, "deck '" + *name + "' must be a list of card ids");
            continue;
        }
        out[*name] = read_card_ids(r.file(), list, "'" + std::string(key) + "." + *name + "' entry", c, kind);
    }
    return out;
}

} // namespace

SetupSpec read_setup(const MapReader& r, const Content& c, const std::string& default_nemesis) {
    SetupSpec s;
    s.rules = read_rules(r);
    if (auto list = r.list("players", true)) {
        if (list->size() < 1 || list->size() > 4)
            r.file().error(*list, "'players' must list 1 to 4 players, got " + std::to_string(list->size()));
        for (const auto& node : *list) s.players.push_back(read_player(r.file(), node, c, s.rules));
    }
    s.nemesis = default_nemesis;
    if (auto v = r.value("nemesis", false))
        s.nemesis = read_nemesis_id(r.file(), *v, c).value_or("");
    else if (s.nemesis.empty())
        r.file().error(r.value("players", false) ? r.value("players", false)->mark : YAML::Mark::null_mark(),
                       "the content has no nemesis: load a pack or write one under 'nemesis'");
    if (auto list = r.list("nemesis_deck", false))
        s.nemesis_deck = read_card_ids(r.file(), *list, "'nemesis_deck' entry", c, CardKind::Nemesis);
    s.in_play = read_in_play(r, c);
    if (auto v = r.value("tokens", false); v && v->node.IsMap()) {
        for (const auto& entry : v->node) {
            auto name = read_string(r.file(), YAML::Node(entry.first), "token name", true);
            auto n = content::read_int(r.file(), YAML::Node(entry.second), "token value", 0);
            if (name && n) s.tokens[*name] = *n;
        }
    } else if (v) {
        r.file().error(v->mark, "'tokens' must be a map of token names to numbers");
    }
    s.side_decks = read_decks(r, c, "side_decks", CardKind::Nemesis);
    s.card_decks = read_decks(r, c, "card_decks", CardKind::Player);
    s.supply = read_supply(r, c);
    s.turn_order = read_turn_order(r, static_cast<int>(s.players.size()));
    s.gravehold = r.integer("gravehold", false, 1, s.rules.gravehold_life);
    if (c.nemeses.count(s.nemesis))
        s.nemesis_life = r.integer("nemesis_life", false, 1,
                                   std::max(1, c.nemesis(s.nemesis).life + s.rules.nemesis_life_delta));
    s.seed = static_cast<std::uint64_t>(r.integer("seed", false, 0).value_or(1));
    s.swift = r.boolean("swift").value_or(true);
    return s;
}

} // namespace ae::scenario
