#include "saves/setup_json.hpp"

#include "core/errors.hpp"
#include "core/json_read.hpp"

#include <nlohmann/json.hpp>

namespace ae::saves {
using nlohmann::json;

std::string setup_to_json(const GameSetup& s) {
    const Rules& r = s.rules;
    json rules = {{"variant", static_cast<int>(r.variant)},
                  {"player_life", r.player_life},
                  {"gravehold_life", r.gravehold_life},
                  {"nemesis_life_delta", r.nemesis_life_delta},
                  {"exhaustion_penalties", r.exhaustion_penalties},
                  {"abilities", r.abilities},
                  {"empty_deck_unleashes", r.empty_deck_unleashes},
                  {"bonus_per_source", r.bonus_per_source},
                  {"solo_player_cards", r.solo_player_cards},
                  {"solo_exhaustion_loses", r.solo_exhaustion_loses},
                  {"evolve", r.evolve}};
    // Written only when set, so records of normal battles stay as they were.
    if (r.difficulty != Difficulty::Normal) rules["difficulty"] = to_string(r.difficulty);
    json players = json::array();
    for (const auto& p : s.players) {
        json pj = {{"mage", p.mage}, {"name", p.name}, {"life", p.life}, {"charges", p.charges}};
        // Written only when set, so records of plain battles stay as they were.
        if (!p.hand.empty()) pj["hand"] = p.hand;
        if (!p.deck.empty()) pj["deck"] = p.deck;
        if (!p.treasures.empty()) pj["treasures"] = p.treasures;
        players.push_back(pj);
    }
    json j = {{"rules", rules},
              {"players", players},
              {"nemesis", s.nemesis},
              {"basic_cards", s.basic_cards},
              {"nemesis_deck", s.nemesis_deck},
              {"supply", s.supply},
              {"turn_order", s.turn_order},
              {"gravehold_life", s.gravehold_life},
              {"swift", s.swift},
              {"evolve_stickers", s.evolve_stickers}};
    // Outcasts fields, written only when used so that plain records stay as they were.
    if (!s.ally.empty()) j["ally"] = s.ally;
    if (!s.curse_deck.empty()) j["curse_deck"] = s.curse_deck;
    if (!s.group_treasures.empty()) j["group_treasures"] = s.group_treasures;
    if (!s.upgraded_basic_cards.empty()) j["upgraded_basic_cards"] = s.upgraded_basic_cards;
    return j.dump();
}

namespace {

// An integer field in its range (#17 item 8: 2^40 was cut to an int and -100 life replayed as a match).
int ranged(const json& obj, const char* key, const std::string& where, int lo, int hi) {
    const json& v = obj.at(key);
    if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
        throw SaveError("malformed battle setup in the record: " + where + key + " must be an integer from " +
                        std::to_string(lo) + " to " + std::to_string(hi) + ", got " + v.dump());
    return v.get<int>();
}

} // namespace

GameSetup setup_from_json(const std::string& text) {
    try {
        const json j = parse_json(text);
        GameSetup s;
        const json& r = j.at("rules");
        s.rules.variant = static_cast<Variant>(ranged(r, "variant", "rules.", 0, 2));
        s.rules.player_life = ranged(r, "player_life", "rules.", 1, 99);
        s.rules.gravehold_life = ranged(r, "gravehold_life", "rules.", 1, 999);
        s.rules.nemesis_life_delta = ranged(r, "nemesis_life_delta", "rules.", -100, 100);
        s.rules.exhaustion_penalties = r.at("exhaustion_penalties");
        s.rules.abilities = r.at("abilities");
        s.rules.empty_deck_unleashes = r.at("empty_deck_unleashes");
        s.rules.bonus_per_source = r.at("bonus_per_source");
        s.rules.solo_player_cards = ranged(r, "solo_player_cards", "rules.", 0, 4);
        s.rules.solo_exhaustion_loses = r.at("solo_exhaustion_loses");
        s.rules.evolve = r.value("evolve", false); // absent in records written before Legacy's EVOLVE
        if (r.contains("difficulty")) { // absent for normal, and in records written before the levels
            const auto& d = r.at("difficulty");
            auto level = d.is_string() ? difficulty_named(d.get<std::string>()) : std::nullopt;
            if (!level)
                throw SaveError("malformed battle setup in the record: rules.difficulty must be beginner, "
                                "normal, expert or extinction");
            s.rules.difficulty = *level; // the lives were stored as they were then
        }
        const json& players = j.at("players");
        if (!players.is_array() || players.empty() || players.size() > 4)
            throw SaveError("malformed battle setup in the record: players must list 1 to 4 players");
        for (const auto& p : players) {
            PlayerSetup ps{p.at("mage"), p.at("name"), ranged(p, "life", "players[].", -1, 99),
                           ranged(p, "charges", "players[].", 0, 99)};
            ps.hand = p.value("hand", std::vector<std::string>{});
            ps.deck = p.value("deck", std::vector<std::string>{});
            ps.treasures = p.value("treasures", std::vector<std::string>{});
            s.players.push_back(ps);
        }
        s.nemesis = j.at("nemesis");
        s.basic_cards = j.at("basic_cards").get<std::vector<std::string>>();
        s.nemesis_deck = j.at("nemesis_deck").get<std::vector<std::string>>();
        s.supply = j.at("supply").get<std::vector<std::string>>();
        s.turn_order = j.at("turn_order").get<std::vector<std::string>>();
        s.gravehold_life = ranged(j, "gravehold_life", "", -1, 999);
        s.swift = j.at("swift");
        s.ally = j.value("ally", std::string{});
        s.curse_deck = j.value("curse_deck", std::vector<std::string>{});
        s.group_treasures = j.value("group_treasures", std::vector<std::string>{});
        s.upgraded_basic_cards = j.value("upgraded_basic_cards", std::vector<std::string>{});
        if (j.contains("evolve_stickers"))
            for (const auto& [card, n] : j.at("evolve_stickers").items())
                s.evolve_stickers[card] =
                    ranged(j.at("evolve_stickers"), card.c_str(), "evolve_stickers.", 0, 9);
        return s;
    } catch (const json::exception& e) {
        throw SaveError(std::string("malformed battle setup in the record: ") + e.what());
    }
}

} // namespace ae::saves
