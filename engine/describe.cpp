// Names of enums and one readable English line per event, for logs and the terminal.
#include "engine/events.hpp"

#include "engine/definitions.hpp"

namespace ae {

const char* to_string(Phase p) {
    switch (p) {
    case Phase::Setup: return "setup";
    case Phase::Casting: return "casting";
    case Phase::Main: return "main";
    case Phase::Draw: return "draw";
    case Phase::NemesisMain: return "nemesis_main";
    case Phase::NemesisDraw: return "nemesis_draw";
    case Phase::Over: return "over";
    }
    return "?";
}

const char* to_string(Variant v) {
    switch (v) {
    case Variant::Base: return "base";
    case Variant::Legacy: return "legacy";
    case Variant::Outcasts: return "outcasts";
    }
    return "?";
}

const char* to_string(EventKind k) {
    switch (k) {
#define AE_EVENT(name, text)                                                                                 \
    case EventKind::name: return text;
        AE_EVENT(BattleStarted, "battle_started")
        AE_EVENT(TurnOrderShuffled, "turn_order_shuffled")
        AE_EVENT(TurnOrderDrawn, "turn_order_drawn")
        AE_EVENT(TurnOrderArranged, "turn_order_arranged")
        AE_EVENT(TurnStarted, "turn_started")
        AE_EVENT(PhaseStarted, "phase_started")
        AE_EVENT(CardDrawn, "card_drawn")
        AE_EVENT(DeckFlipped, "deck_flipped")
        AE_EVENT(CardPlayed, "card_played")
        AE_EVENT(AetherGained, "aether_gained")
        AE_EVENT(AetherSpent, "aether_spent")
        AE_EVENT(CardGained, "card_gained")
        AE_EVENT(CardPrepped, "card_prepped")
        AE_EVENT(SpellCast, "spell_cast")
        AE_EVENT(CardDiscarded, "card_discarded")
        AE_EVENT(CardDestroyed, "card_destroyed")
        AE_EVENT(CardMoved, "card_moved")
        AE_EVENT(DamageDealt, "damage_dealt")
        AE_EVENT(DamageSuffered, "damage_suffered")
        AE_EVENT(LifeGained, "life_gained")
        AE_EVENT(BreachFocused, "breach_focused")
        AE_EVENT(BreachOpened, "breach_opened")
        AE_EVENT(BreachDestroyed, "breach_destroyed")
        AE_EVENT(ChargeGained, "charge_gained")
        AE_EVENT(ChargesLost, "charges_lost")
        AE_EVENT(AbilityUsed, "ability_used")
        AE_EVENT(NemesisCardDrawn, "nemesis_card_drawn")
        AE_EVENT(NemesisCardResolved, "nemesis_card_resolved")
        AE_EVENT(CardEnteredPlay, "card_entered_play")
        AE_EVENT(MinionDefeated, "minion_defeated")
        AE_EVENT(PowerTokenRemoved, "power_token_removed")
        AE_EVENT(PowerResolved, "power_resolved")
        AE_EVENT(PowerDiscarded, "power_discarded")
        AE_EVENT(Unleashed, "unleashed")
        AE_EVENT(TokensChanged, "tokens_changed")
        AE_EVENT(PlayerExhausted, "player_exhausted")
        AE_EVENT(DecisionAnswered, "decision_answered")
        AE_EVENT(ScriptLog, "script_log")
        AE_EVENT(Evolved, "evolved")
        AE_EVENT(TurnOrderToken, "turn_order_token")
        AE_EVENT(GameOver, "game_over")
#undef AE_EVENT
    }
    return "?";
}

namespace {
std::string who(const GameEvent& e, const GameState& s) {
    if (e.player >= 0 && e.player < static_cast<int>(s.players.size())) return s.players[e.player].name;
    return "the nemesis";
}
std::string target(const GameEvent& e, const GameState& s, const std::string& minion) {
    if (e.target.rfind("player:", 0) == 0) {
        const int p = std::stoi(e.target.substr(7));
        if (p >= 0 && p < static_cast<int>(s.players.size())) return s.players[p].name;
    }
    if (e.target.rfind("minion:", 0) == 0) return "minion " + minion;
    if (e.target == "gravehold") return s.gravehold_name; // the ally, when one is protected
    if (e.target == "nemesis") return "the nemesis";
    return e.target;
}
std::string n(int v) { return std::to_string(v); }
} // namespace

namespace {
// How the event's ids are written: as they are (tests and scenario logs), or as names (people).
struct Names {
    std::string card;         // the card involved
    std::string nemesis;      // BattleStarted's nemesis
    std::string cause;        // what made it happen
    std::string minion;       // a minion hit or hurt
    std::string evolved;      // the card that evolves
    std::string evolves_into; // what it becomes
};
std::string describe_with(const GameEvent& e, const GameState& s, const Names& names);
} // namespace

std::string describe(const GameEvent& e, const GameState& s) {
    return describe_with(e, s,
                         {e.def.empty() ? "" : e.def + "#" + n(static_cast<int>(e.card.value())), e.target,
                          e.cause, e.def, e.def, e.text});
}

std::string describe(const GameEvent& e, const GameState& s, const Content& c) {
    const std::string card = e.def.empty() ? e.def : c.shown_name(e.def);
    std::string nemesis = e.target;
    if (c.nemeses.count(e.target)) nemesis = c.shown_name(e.target);
    // shown_name keeps what is not a content id ("rules", "answer:12") as it is.
    return describe_with(e, s, {card, nemesis, c.shown_name(e.cause), card, card, c.shown_name(e.text)});
}

namespace {
std::string describe_with(const GameEvent& e, const GameState& s, const Names& names) {
    const std::string& card = names.card;
    const std::string& nemesis = names.nemesis;
    switch (e.kind) {
    case EventKind::BattleStarted: return "Battle against " + nemesis + " with " + n(e.amount) + " player(s)";
    case EventKind::TurnOrderShuffled: return "Turn order deck reshuffled";
    case EventKind::TurnOrderDrawn: return "Turn order card: " + e.target;
    case EventKind::TurnOrderArranged: return "  Turn order deck: " + e.text;
    case EventKind::TurnStarted: return "Turn " + n(e.turn) + ": " + who(e, s);
    case EventKind::PhaseStarted: return "  " + e.text + " phase";
    case EventKind::CardDrawn: return "  " + who(e, s) + " draws " + card;
    case EventKind::DeckFlipped:
        return "  " + who(e, s) + " turns the discard pile over (" + n(e.amount) + " cards)";
    case EventKind::CardPlayed: return "  " + who(e, s) + " plays " + card;
    case EventKind::AetherGained:
        return "  " + who(e, s) + " gains " + n(e.amount) + " aether" +
               (e.target.empty() ? "" : " (only for " + e.target + ")");
    case EventKind::AetherSpent: return "  " + who(e, s) + " spends " + n(e.amount) + " aether";
    case EventKind::CardGained: return "  " + who(e, s) + " gains " + card + " to " + e.target;
    case EventKind::CardPrepped: return "  " + who(e, s) + " preps " + card + " to breach " + n(e.amount);
    case EventKind::SpellCast: return "  " + who(e, s) + " casts " + card;
    case EventKind::CardDiscarded: return "  " + card + " is discarded";
    case EventKind::CardDestroyed: return "  " + card + " is destroyed";
    case EventKind::CardMoved: return "  " + card + " moves to " + e.target;
    case EventKind::DamageDealt:
        return "  " + n(e.amount) + " damage to " + target(e, s, names.minion) + " (" + names.cause + ")";
    case EventKind::DamageSuffered:
        return "  " + target(e, s, names.minion) + " suffers " + n(e.amount) + " damage (" + names.cause +
               ")";
    case EventKind::LifeGained: return "  " + target(e, s, names.minion) + " gains " + n(e.amount) + " life";
    case EventKind::BreachFocused: return "  " + who(e, s) + " focuses breach " + n(e.amount);
    case EventKind::BreachOpened: return "  " + who(e, s) + " opens breach " + n(e.amount);
    case EventKind::BreachDestroyed: return "  " + who(e, s) + " destroys breach " + n(e.amount);
    case EventKind::ChargeGained:
        return "  " + (e.target == "ally" ? s.gravehold_name : who(e, s)) + " gains " + n(e.amount) +
               " charge(s)";
    case EventKind::ChargesLost: return "  " + who(e, s) + " loses " + n(e.amount) + " charge(s)";
    case EventKind::AbilityUsed: return "  " + who(e, s) + " uses " + e.text;
    case EventKind::NemesisCardDrawn: return "  The nemesis draws " + card;
    case EventKind::NemesisCardResolved: return "  " + card + " resolved";
    case EventKind::CardEnteredPlay: return "  " + card + " enters play (" + n(e.amount) + ")";
    case EventKind::MinionDefeated: return "  " + card + " is defeated";
    case EventKind::PowerTokenRemoved: return "  " + card + " has " + n(e.amount) + " power token(s) left";
    case EventKind::PowerResolved: return "  " + card + "'s power resolved";
    case EventKind::PowerDiscarded: return "  " + card + " is paid off and discarded";
    case EventKind::Unleashed: return "  The nemesis unleashes (" + names.cause + ")";
    case EventKind::TokensChanged: return "  " + e.target + " tokens: " + e.text;
    case EventKind::PlayerExhausted: return "  " + who(e, s) + " is exhausted";
    case EventKind::DecisionAnswered:
        return "  > " + who(e, s) + ": " + e.text + (e.cause == "automatic" ? " (automatic)" : "");
    case EventKind::ScriptLog: return "  [" + names.cause + "] " + e.text;
    case EventKind::Evolved:
        if (!e.text.empty()) return "  " + names.evolved + " evolves into " + names.evolves_into;
        return "  " + names.evolved + " gains an evolve sticker (" + n(e.amount) + " now)";
    case EventKind::TurnOrderToken:
        if (e.player >= 0) return "  " + who(e, s) + " takes the " + e.text + " turn order token";
        return "  The " + e.text + " turn order token goes back to the middle";
    case EventKind::GameOver: return "Battle over: " + e.text;
    }
    return to_string(e.kind);
}
} // namespace

} // namespace ae
