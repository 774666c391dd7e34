// Names of enums and one readable English line per event, for logs and the terminal.
#include "engine/events.hpp"

#include "engine/definitions.hpp"
#include "engine/shown_text.hpp"
#include "lang/language.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <functional>

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
        AE_EVENT(DeckArranged, "deck_arranged")
        AE_EVENT(GameOver, "game_over")
#undef AE_EVENT
    }
    return "?";
}

namespace {
struct Names {
    std::string card;         // the card involved
    std::string nemesis;      // BattleStarted's nemesis
    std::string cause;        // what made it happen
    std::string minion;       // a minion hit or hurt
    std::string evolved;      // the card that evolves
    std::string evolves_into; // what it becomes
    std::string log_text;     // a script's log line, translated when its pack's catalogue has it
    std::string token;        // a token's name (TokensChanged's target)
    std::string rules_text;   // the engine's own log line (ScriptLog from "rules")
    // The players' names as the reader reads them (shown_player_name), or empty: as the state has them.
    std::vector<std::string> players;
    // A deck's name ("corruption", "support") as the reader reads it: its pack's catalogue's word, if any.
    std::function<std::string(const std::string&)> deck_words;
    std::string deck_word(const std::string& deck) const { return deck_words ? deck_words(deck) : deck; }
};

std::string player_name(const GameState& s, const Names& names, std::size_t i) {
    return i < names.players.size() ? names.players[i] : s.players[i].name;
}
std::string who(const GameEvent& e, const GameState& s, const Names& names, const lang::Language& L) {
    if (e.player >= 0 && e.player < static_cast<int>(s.players.size()))
        return player_name(s, names, static_cast<std::size_t>(e.player));
    return L.tr("the nemesis");
}
std::string target(const GameEvent& e, const GameState& s, const Names& names, const lang::Language& L) {
    const std::string& minion = names.minion;
    if (e.target.rfind("player:", 0) == 0) {
        int p = -1; // an imported record may hold anything after "player:"
        std::from_chars(e.target.data() + 7, e.target.data() + e.target.size(), p);
        if (p >= 0 && p < static_cast<int>(s.players.size()))
            return player_name(s, names, static_cast<std::size_t>(p));
    }
    if (e.target.rfind("minion:", 0) == 0) return L.tr("minion {minion}", {{"minion", minion}});
    if (e.target == "gravehold") return shown_gravehold(s, L); // the ally, when one is protected
    if (e.target == "nemesis") return L.tr("the nemesis");
    return e.target;
}
std::string n(int v) { return std::to_string(v); }

// A phase's name as PhaseStarted writes it (to_string(Phase)), in words.
std::string phase_words(const std::string& phase, const lang::Language& L) {
    if (phase == "setup") return L.tr("  setup phase");
    if (phase == "casting") return L.tr("  casting phase");
    if (phase == "main") return L.tr("  main phase");
    if (phase == "draw") return L.tr("  draw phase");
    if (phase == "nemesis_main") return L.tr("  nemesis_main phase");
    if (phase == "nemesis_draw") return L.tr("  nemesis_draw phase");
    if (phase == "over") return L.tr("  over phase");
    return "  " + phase;
}

// Where a card goes, as CardGained and CardMoved write it (engine/zones.cpp).
std::string zone_words(const std::string& zone, const GameState& s, const Names& names,
                       const lang::Language& L) {
    if (zone == "hand") return L.trc("zone", "hand");
    if (zone == "discard") return L.trc("zone", "discard");
    if (zone == "deck") return L.trc("zone", "deck");
    if (zone == "deck_top") return L.trc("zone", "deck_top");
    if (zone == "deck_bottom") return L.trc("zone", "deck_bottom");
    if (zone == "supply") return L.trc("zone", "supply");
    if (zone == "destroyed") return L.trc("zone", "destroyed");
    if (zone.rfind("side_deck:", 0) == 0)
        return L.trc("zone", "side deck {deck}", {{"deck", zone.substr(10)}});
    if (zone == "nemesis_discard") return L.trc("zone", "the nemesis discard pile");
    if (zone == "devoured") return L.trc("zone", "the devoured pile");
    // The decks the shipped nemeses name have their own words; another pack's deck is named as it calls it.
    if (zone == "card_deck:corruption") return L.trc("zone", "the corruption deck");
    if (zone == "side_discard:support") return L.trc("zone", "the Support discard pile");
    if (zone.rfind("card_deck:", 0) == 0)
        return L.trc("zone", "the {deck} deck", {{"deck", names.deck_word(zone.substr(10))}});
    if (zone.rfind("side_discard:", 0) == 0)
        return L.trc("zone", "the {deck} discard pile", {{"deck", names.deck_word(zone.substr(13))}});
    if (zone.rfind("before:", 0) == 0) {
        const std::string p = zone.substr(7);
        const bool digits = !p.empty() && p.find_first_not_of("0123456789") == std::string::npos;
        const std::size_t i = digits && p.size() < 3 ? std::stoul(p) : s.players.size();
        return L.trc("zone", "in front of {player}",
                     {{"player", i < s.players.size() ? player_name(s, names, i) : p}});
    }
    return zone;
}

// TurnOrderArranged's text (engine/turn_order.cpp): "revealed nemesis, player 1", "wild to the top",
// "rearranged", "player 2 shuffled back in".
std::string arranged_words(const std::string& text, const lang::Language& L) {
    const auto ends = [&](const std::string& tail) {
        return text.size() > tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
    };
    const auto head = [&](const std::string& tail) { return text.substr(0, text.size() - tail.size()); };
    if (text == "rearranged") return L.tr("rearranged");
    if (text.rfind("revealed ", 0) == 0) {
        std::string cards, rest = text.substr(9);
        for (std::size_t at = 0; at <= rest.size();) {
            const auto comma = std::min(rest.find(", ", at), rest.size());
            cards += (cards.empty() ? "" : ", ") + shown_turn_order_label(rest.substr(at, comma - at), L);
            at = comma + 2;
        }
        return L.tr("revealed {cards}", {{"cards", cards}});
    }
    if (ends(" to the top"))
        return L.tr("{card} to the top", {{"card", shown_turn_order_label(head(" to the top"), L)}});
    if (ends(" to the bottom"))
        return L.tr("{card} to the bottom", {{"card", shown_turn_order_label(head(" to the bottom"), L)}});
    if (ends(" shuffled back in"))
        return L.tr("{card} shuffled back in",
                    {{"card", shown_turn_order_label(head(" shuffled back in"), L)}});
    return text;
}

// An id ("outcasts.curse.cursed_shackles") or an English name in `code`.
std::string shown_name_of(const Content& c, const std::string& id_or_name, const std::string& code) {
    if (c.player_cards.count(id_or_name) || c.nemesis_cards.count(id_or_name))
        return c.shown_name(id_or_name, code);
    return c.shown_name_of_english(id_or_name, code);
}

// The engine's own log lines (cause "rules": engine/zones.cpp, damage.cpp, actions.cpp, nemesis_turn.cpp),
// whose English holds a name; each shape is matched and written again in `L`. `name` turns an id or an
// English name into the name in that language.
std::string rules_log_words(const std::string& text, const lang::Language& L,
                            const std::function<std::string(const std::string&)>& name) {
    const auto cut = [&](const std::string& head, const std::string& tail, std::string& middle) {
        if (text.size() <= head.size() + tail.size() || text.compare(0, head.size(), head) != 0 ||
            text.compare(text.size() - tail.size(), tail.size(), tail) != 0)
            return false;
        middle = text.substr(head.size(), text.size() - head.size() - tail.size());
        return true;
    };
    std::string x;
    if (cut("no ", " is left in the curse deck", x))
        return L.tr("no {card} is left in the curse deck", {{"card", name(x)}});
    if (cut("", " is silenced: its Persistent effect does not happen", x))
        return L.tr("{card} is silenced: its Persistent effect does not happen", {{"card", name(x)}});
    if (cut("", " has no supply pile here: it leaves the battle", x))
        return L.tr("{card} has no supply pile here: it leaves the battle", {{"card", name(x)}});
    if (cut("", "'s deck is shuffled", x)) return L.tr("{player}'s deck is shuffled", {{"player", x}});
    return L.tr(text); // the fixed ones are their own keys
}

// "won: the nemesis has no life left" with its reason in words; the reasons are the engine's own keys.
// `scripted`: the reason as a pack's catalogue translates it (a script's ctx:win or ctx:lose text), used when
// the engine's own catalogue does not know it.
std::string game_over_words(const std::string& text, const lang::Language& L,
                            const std::function<std::string(const std::string&)>& scripted = {}) {
    const auto colon = text.find(": ");
    if (colon == std::string::npos) return text;
    const std::string how = text.substr(0, colon), why = text.substr(colon + 2);
    std::string reason = L.tr(why);
    if (reason == why && scripted) reason = scripted(why);
    if (how == "won") return L.tr("won: {reason}", {{"reason", reason}});
    return L.tr("lost: {reason}", {{"reason", reason}});
}
} // namespace

namespace {
// How the event's ids are written: as they are (tests and scenario logs), or as names (people).
std::string describe_with(const GameEvent& e, const GameState& s, const Names& names,
                          const lang::Language& L);
} // namespace

std::string describe(const GameEvent& e, const GameState& s) {
    return describe_with(e, s,
                         {e.def.empty() ? "" : e.def + "#" + n(static_cast<int>(e.card.value())), e.target,
                          e.cause, e.def, e.def, e.text, e.text, e.target, e.text},
                         lang::Language::english());
}

std::string describe(const GameEvent& e, const GameState& s, const Content& c) {
    return describe(e, s, c, lang::Language::english());
}

std::string describe(const GameEvent& e, const GameState& s, const Content& c, const lang::Language& L) {
    const std::string& code = L.code();
    const std::string card = e.def.empty() ? e.def : c.shown_name(e.def, code);
    std::string nemesis = e.target;
    if (c.nemeses.count(e.target)) nemesis = c.shown_name(e.target, code);
    // shown_name keeps what is not a content id ("rules", "answer:12") as it is.
    Names names{
        card,
        nemesis,
        c.shown_name(e.cause, code),
        card,
        card,
        c.shown_name(e.text, code),
        c.shown_text(e.text, code),
        c.shown_text(e.target, code),
        e.kind == EventKind::ScriptLog && e.cause == "rules"
            ? rules_log_words(e.text, L, [&](const std::string& n) { return shown_name_of(c, n, code); })
        : e.kind == EventKind::GameOver
            ? game_over_words(e.text, L, [&](const std::string& why) { return c.shown_text(why, code); })
            : e.text,
        {}};
    for (std::size_t i = 0; i < s.players.size(); ++i)
        names.players.push_back(shown_player_name(s, c, i, code));
    names.deck_words = [&c, &code](const std::string& deck) { return c.shown_text(deck, code); };
    return describe_with(e, s, names, L);
}

namespace {
std::string describe_with(const GameEvent& e, const GameState& s, const Names& names,
                          const lang::Language& L) {
    const std::string& card = names.card;
    const std::string& nemesis = names.nemesis;
    const std::string w =
        e.kind == EventKind::BattleStarted || e.kind == EventKind::GameOver ? "" : who(e, s, names, L);
    switch (e.kind) {
    case EventKind::BattleStarted:
        return L.trn("Battle against {nemesis} with {n} player(s)",
                     "Battle against {nemesis} with {n} player(s)", e.amount, {{"nemesis", nemesis}});
    case EventKind::TurnOrderShuffled: return L.tr("Turn order deck reshuffled");
    case EventKind::TurnOrderDrawn:
        return L.tr("Turn order card: {card}", {{"card", shown_turn_order_label(e.target, L)}});
    case EventKind::TurnOrderArranged:
        return L.tr("  Turn order deck: {cards}", {{"cards", arranged_words(e.text, L)}});
    case EventKind::TurnStarted: return L.tr("Turn {turn}: {player}", {{"turn", n(e.turn)}, {"player", w}});
    case EventKind::PhaseStarted: return phase_words(e.text, L);
    case EventKind::CardDrawn: return L.tr("  {player} draws {card}", {{"player", w}, {"card", card}});
    case EventKind::DeckFlipped:
        return L.trn("  {player} turns the discard pile over ({n} cards)",
                     "  {player} turns the discard pile over ({n} cards)", e.amount, {{"player", w}});
    case EventKind::CardPlayed: return L.tr("  {player} plays {card}", {{"player", w}, {"card", card}});
    case EventKind::AetherGained:
        return e.target.empty() ? L.trn("  {player} gains {n} aether", "  {player} gains {n} aether",
                                        e.amount, {{"player", w}})
                                : L.trn("  {player} gains {n} aether (only for {use})",
                                        "  {player} gains {n} aether (only for {use})", e.amount,
                                        {{"player", w}, {"use", e.target}});
    case EventKind::AetherSpent:
        return L.trn("  {player} spends {n} aether", "  {player} spends {n} aether", e.amount,
                     {{"player", w}});
    case EventKind::CardGained:
        return L.tr("  {player} gains {card} to {zone}",
                    {{"player", w}, {"card", card}, {"zone", zone_words(e.target, s, names, L)}});
    case EventKind::CardPrepped:
        return L.tr("  {player} preps {card} to breach {breach}",
                    {{"player", w}, {"card", card}, {"breach", n(e.amount)}});
    case EventKind::SpellCast: return L.tr("  {player} casts {card}", {{"player", w}, {"card", card}});
    case EventKind::CardDiscarded: return L.tr("  {card} is discarded", {{"card", card}});
    case EventKind::CardDestroyed: return L.tr("  {card} is destroyed", {{"card", card}});
    case EventKind::CardMoved:
        return L.tr("  {card} moves to {zone}",
                    {{"card", card}, {"zone", zone_words(e.target, s, names, L)}});
    case EventKind::DamageDealt:
        return L.trn("  {n} damage to {target} ({cause})", "  {n} damage to {target} ({cause})", e.amount,
                     {{"target", target(e, s, names, L)}, {"cause", names.cause}});
    case EventKind::DamageSuffered:
        return L.trn("  {target} suffers {n} damage ({cause})", "  {target} suffers {n} damage ({cause})",
                     e.amount, {{"target", target(e, s, names, L)}, {"cause", names.cause}});
    case EventKind::LifeGained:
        return L.trn("  {target} gains {n} life", "  {target} gains {n} life", e.amount,
                     {{"target", target(e, s, names, L)}});
    case EventKind::BreachFocused:
        return L.tr("  {player} focuses breach {breach}", {{"player", w}, {"breach", n(e.amount)}});
    case EventKind::BreachOpened:
        return L.tr("  {player} opens breach {breach}", {{"player", w}, {"breach", n(e.amount)}});
    case EventKind::BreachDestroyed:
        return L.tr("  {player} destroys breach {breach}", {{"player", w}, {"breach", n(e.amount)}});
    case EventKind::ChargeGained:
        return L.trn("  {player} gains {n} charge(s)", "  {player} gains {n} charge(s)", e.amount,
                     {{"player", e.target == "ally" ? shown_gravehold(s, L) : w}});
    case EventKind::ChargesLost:
        return L.trn("  {player} loses {n} charge(s)", "  {player} loses {n} charge(s)", e.amount,
                     {{"player", w}});
    case EventKind::AbilityUsed:
        return L.tr("  {player} uses {ability}", {{"player", w}, {"ability", names.log_text}});
    case EventKind::NemesisCardDrawn: return L.tr("  The nemesis draws {card}", {{"card", card}});
    case EventKind::NemesisCardResolved: return L.tr("  {card} resolved", {{"card", card}});
    case EventKind::CardEnteredPlay:
        return L.tr("  {card} enters play ({value})", {{"card", card}, {"value", n(e.amount)}});
    case EventKind::MinionDefeated: return L.tr("  {card} is defeated", {{"card", card}});
    case EventKind::PowerTokenRemoved:
        return L.trn("  {card} has {n} power token(s) left", "  {card} has {n} power token(s) left", e.amount,
                     {{"card", card}});
    case EventKind::PowerResolved: return L.tr("  {card}'s power resolved", {{"card", card}});
    case EventKind::PowerDiscarded: return L.tr("  {card} is paid off and discarded", {{"card", card}});
    case EventKind::Unleashed: return L.tr("  The nemesis unleashes ({cause})", {{"cause", names.cause}});
    case EventKind::TokensChanged:
        // The engine's own marks on a minion (engine/actions.cpp, damage.cpp): silence, and shields left.
        if (e.target == "silence")
            return L.tr("  {card} is silenced", {{"card", card.empty() ? e.text : card}});
        if (e.target == "shields") {
            const int left = std::atoi(e.text.c_str());
            return L.trn("  {card}: {n} shield(s)", "  {card}: {n} shield(s)", left, {{"card", card}});
        }
        return L.tr("  {target} tokens: {tokens}", {{"target", names.token}, {"tokens", e.text}});
    case EventKind::PlayerExhausted: return L.tr("  {player} is exhausted", {{"player", w}});
    case EventKind::DecisionAnswered:
        return "  > " + w + ": " + e.text + (e.cause == "automatic" ? L.tr(" (automatic)") : "");
    case EventKind::ScriptLog:
        if (e.cause == "rules") return "  [" + L.tr("rules") + "] " + names.rules_text;
        return "  [" + names.cause + "] " + names.log_text;
    case EventKind::Evolved:
        if (!e.text.empty())
            return L.tr("  {card} evolves into {into}",
                        {{"card", names.evolved}, {"into", names.evolves_into}});
        return L.tr("  {card} gains an evolve sticker ({count} now)",
                    {{"card", names.evolved}, {"count", n(e.amount)}});
    case EventKind::TurnOrderToken:
        if (e.player >= 0)
            return L.tr("  {player} takes the {token} turn order token", {{"player", w}, {"token", e.text}});
        return L.tr("  The {token} turn order token goes back to the middle", {{"token", e.text}});
    case EventKind::DeckArranged:
        return L.trn("  {player} puts the top card of the deck back",
                     "  {player} puts the top {n} cards of the deck back in a new order", e.amount,
                     {{"player", w}});
    case EventKind::GameOver:
        return L.tr("Battle over: {result}",
                    {{"result", names.rules_text.empty() ? game_over_words(e.text, L) : names.rules_text}});
    }
    return to_string(e.kind);
}
} // namespace

} // namespace ae
