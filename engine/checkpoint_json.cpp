#include "engine/checkpoint_json.hpp"

#include "core/errors.hpp"

namespace ae {
// CardId as its number, so nlohmann's macros handle structs holding cards.
void to_json(nlohmann::json& j, const CardId& c) { j = c.value(); }
void from_json(const nlohmann::json& j, CardId& c) { c = CardId(j.get<std::uint32_t>()); }

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(CardInstance, id, def, nemesis, owner)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Breach, number, status, rotation, focused_this_turn, prepped)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RestrictedAether, use, amount)
// With defaults: checkpoints written before `before` existed load with nothing in front of the players.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Player, index, mage, name, life, max_life, hand, deck,
                                                discard, play_area, breaches, charges, max_charges, exhausted,
                                                treasures, before)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(InPlayCard, card, life, power, arrival, shields, silenced)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Nemesis, id, life, max_life, deck, discard, in_play, resolving, side_decks,
                                   tokens)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TurnOrderCard, kind, players, label)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SupplyPile, card, cards)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(TurnState, number, player, phase, aether, restricted,
                                                used_once, gained, prepped, breach_discount)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Evolution, card, transformed, into)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Option, id, text, enabled, reason)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(DecisionRequest, seq, kind, who, prompt, options, min, max, ordered)

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(NextTurn, pc, players, pair)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PlayerTurn, player, pc)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(CastingPhase, player)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(MainPhase, player)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(DrawPhase, player, pc)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(NemesisTurn, pc, order, next)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ResolveNemesisCard, card, pc)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ResolveSideCard, card, pc, deck)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(CastSpell, caster, spell, cause, extra_damage, keep)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(DealDamage, amount, target, chooser, cause, pc, aether_strike, life_before)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SufferDamage, player, amount, cause, report)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Exhaust, player, overflow, cause, pc)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(AwaitChoice, request, pc)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Unleash, times, cause, done, deferred)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(AbilityWindowStep, window, card)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TriggerSource, card, player)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Triggers, event, player, card, amount, pending, collect)
} // namespace ae

namespace ae::checkpoint_json {
using nlohmann::json;

namespace {
// Every kind of step a checkpoint may hold, by name. A new kind of step must be added here and below (the
// overloads leave no default, so forgetting one does not compile).
json tagged(const char* kind, json fields) { return json{{"step", kind}, {"fields", std::move(fields)}}; }

std::optional<json> write(const NextTurn& s) { return tagged("next_turn", s); }
std::optional<json> write(const PlayerTurn& s) { return tagged("player_turn", s); }
std::optional<json> write(const CastingPhase& s) { return tagged("casting_phase", s); }
std::optional<json> write(const MainPhase& s) { return tagged("main_phase", s); }
std::optional<json> write(const DrawPhase& s) { return tagged("draw_phase", s); }
std::optional<json> write(const NemesisTurn& s) { return tagged("nemesis_turn", s); }
std::optional<json> write(const ResolveNemesisCard& s) { return tagged("resolve_nemesis_card", s); }
std::optional<json> write(const ResolveSideCard& s) { return tagged("resolve_side_card", s); }
std::optional<json> write(const RunEffect&) { return std::nullopt; }
std::optional<json> write(const CastSpell& s) { return tagged("cast_spell", s); }
std::optional<json> write(const DealDamage& s) { return tagged("deal_damage", s); }
std::optional<json> write(const SufferDamage& s) { return tagged("suffer_damage", s); }
std::optional<json> write(const Exhaust& s) { return tagged("exhaust", s); }
std::optional<json> write(const AwaitChoice& s) { return tagged("await_choice", s); }
std::optional<json> write(const Unleash& s) { return tagged("unleash", s); }
std::optional<json> write(const AbilityWindowStep& s) { return tagged("ability_window", s); }
std::optional<json> write(const EndOfTurnCheck&) { return tagged("end_of_turn_check", json::object()); }
std::optional<json> write(const Triggers& s) { return tagged("triggers", s); }
std::optional<json> write(const PlaceTokens& s) { return tagged("place_tokens", json{{"tokens", s.tokens}}); }

template <class T>
Step as(const json& fields) {
    return fields.get<T>();
}

// nlohmann's own errors name the field; wrap them so every bad checkpoint is a SaveError.
template <class F>
auto reading(const char* what, F f) {
    try {
        return f();
    } catch (const json::exception& e) {
        throw SaveError(std::string("malformed checkpoint (") + what + "): " + e.what());
    }
}
} // namespace

json state(const GameState& s) {
    const auto& r = s.rng.state();
    return json{{"rng", {r[0], r[1], r[2], r[3]}},
                {"cards", s.cards},
                {"players", s.players},
                {"nemesis", s.nemesis},
                {"gravehold_life", s.gravehold_life},
                {"gravehold_max", s.gravehold_max},
                {"gravehold_name", s.gravehold_name},
                {"ally", s.ally},
                {"ally_charges", s.ally_charges},
                {"ally_max_charges", s.ally_max_charges},
                {"curse_deck", s.curse_deck},
                {"card_decks", s.card_decks},
                {"devoured", s.devoured},
                {"side_discards", s.side_discards},
                {"group_treasures", s.group_treasures},
                {"used_treasures", s.used_treasures},
                {"turn_order_deck", s.turn_order_deck},
                {"turn_order_discard", s.turn_order_discard},
                {"turn_order_tokens", s.turn_order_tokens},
                {"supply", s.supply},
                {"destroyed", s.destroyed},
                {"turn", s.turn},
                {"next_arrival", s.next_arrival},
                {"result", s.result},
                {"result_reason", s.result_reason},
                {"script_storage", s.script_storage},
                {"script_log_bytes", s.script_log_bytes},
                {"evolutions", s.evolutions}};
}

void read_state(const json& j, GameState& s) {
    reading("state", [&] {
        const auto rng = j.at("rng").get<std::array<std::uint64_t, 4>>();
        s.rng = Rng::from_state(rng);
        j.at("cards").get_to(s.cards);
        j.at("players").get_to(s.players);
        j.at("nemesis").get_to(s.nemesis);
        j.at("gravehold_life").get_to(s.gravehold_life);
        j.at("gravehold_max").get_to(s.gravehold_max);
        j.at("gravehold_name").get_to(s.gravehold_name);
        j.at("ally").get_to(s.ally);
        j.at("ally_charges").get_to(s.ally_charges);
        j.at("ally_max_charges").get_to(s.ally_max_charges);
        j.at("curse_deck").get_to(s.curse_deck);
        // Absent in checkpoints written before Crooked Mask and Prince of Gluttons.
        if (j.contains("card_decks")) j.at("card_decks").get_to(s.card_decks);
        if (j.contains("devoured")) j.at("devoured").get_to(s.devoured);
        if (j.contains("side_discards")) j.at("side_discards").get_to(s.side_discards);
        j.at("group_treasures").get_to(s.group_treasures);
        j.at("used_treasures").get_to(s.used_treasures);
        j.at("turn_order_deck").get_to(s.turn_order_deck);
        j.at("turn_order_discard").get_to(s.turn_order_discard);
        j.at("turn_order_tokens").get_to(s.turn_order_tokens);
        j.at("supply").get_to(s.supply);
        j.at("destroyed").get_to(s.destroyed);
        j.at("turn").get_to(s.turn);
        j.at("next_arrival").get_to(s.next_arrival);
        j.at("result").get_to(s.result);
        j.at("result_reason").get_to(s.result_reason);
        j.at("script_storage").get_to(s.script_storage);
        if (j.contains("script_log_bytes")) j.at("script_log_bytes").get_to(s.script_log_bytes); // since #17
        j.at("evolutions").get_to(s.evolutions);
        return 0;
    });
    // Cards are indexed by their id everywhere (GameState::card), so the table must be in id order.
    for (std::size_t i = 0; i < s.cards.size(); ++i)
        if (s.cards[i].id.value() != i)
            throw SaveError("malformed checkpoint (state): card table out of order");
}

std::optional<json> step(const Step& s) {
    return std::visit([](const auto& x) { return write(x); }, s);
}

Step read_step(const json& j) {
    return reading("step", [&]() -> Step {
        const std::string kind = j.at("step").get<std::string>();
        const json& f = j.at("fields");
        if (kind == "next_turn") return as<NextTurn>(f);
        if (kind == "player_turn") return as<PlayerTurn>(f);
        if (kind == "casting_phase") return as<CastingPhase>(f);
        if (kind == "main_phase") return as<MainPhase>(f);
        if (kind == "draw_phase") return as<DrawPhase>(f);
        if (kind == "nemesis_turn") return as<NemesisTurn>(f);
        if (kind == "resolve_nemesis_card") return as<ResolveNemesisCard>(f);
        if (kind == "resolve_side_card") return as<ResolveSideCard>(f);
        if (kind == "cast_spell") return as<CastSpell>(f);
        if (kind == "deal_damage") return as<DealDamage>(f);
        if (kind == "suffer_damage") return as<SufferDamage>(f);
        if (kind == "exhaust") return as<Exhaust>(f);
        if (kind == "await_choice") return as<AwaitChoice>(f);
        if (kind == "unleash") return as<Unleash>(f);
        if (kind == "ability_window") return as<AbilityWindowStep>(f);
        if (kind == "end_of_turn_check") return EndOfTurnCheck{};
        if (kind == "triggers") return as<Triggers>(f);
        if (kind == "place_tokens") return PlaceTokens{f.at("tokens").get<std::map<std::string, int>>()};
        throw SaveError("malformed checkpoint (step): unknown step '" + kind + "'");
    });
}

json decision(const DecisionRequest& d) { return d; }

DecisionRequest read_decision(const json& j) {
    return reading("decision", [&] { return j.get<DecisionRequest>(); });
}

} // namespace ae::checkpoint_json
