#include "campaigns/log_text.hpp"

#include "campaigns/decision_text.hpp"
#include "campaigns/mat_stickers.hpp"
#include "campaigns/names.hpp"
#include "campaigns/undo_words.hpp"
#include "campaigns/unlocks.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"

#include <nlohmann/json.hpp>
#include <set>
#include <string_view>

namespace ae::campaign {
using nlohmann::json;

namespace {

// What a renderer needs, for one entry: its data, and the ways to name things in `L`.
struct Words {
    const LogEntry& e;
    const json& p;
    const Content& c;
    const lang::Language& L;

    std::string name(const std::string& id) const { return c.shown_name(id, L.code()); }
    // A text whose English is a catalogue's key (a story, a campaign's prompt, a hook's note).
    std::string text(const std::string& english) const { return c.shown_text(english, L.code()); }
    bool has(const char* k) const { return p.contains(k); }
    std::string str(const char* k) const {
        const auto it = p.find(k);
        return it != p.end() && it->is_string() ? it->get<std::string>() : std::string();
    }
    long num(const char* k) const {
        const auto it = p.find(k);
        return it != p.end() && it->is_number_integer() ? it->get<long>() : 0;
    }
    std::string number(const char* k) const { return std::to_string(num(k)); }
};

std::string card_banished(const Words& w) {
    const std::string from = w.str("from"), card = w.name(w.str("id"));
    const lang::Language& L = w.L;
    if (from == "supply") return L.tr("{card} is banished from the supply.", {{"card", card}});
    if (from == "nemesis") return L.tr("{card} is banished from the nemesis cards.", {{"card", card}});
    if (from == "offer") return L.tr("{card} was not chosen and is banished.", {{"card", card}});
    if (from == "barracks")
        return L.tr("{card} did not go into the supply and is banished.", {{"card", card}});
    if (from == "other") return L.tr("{card} is banished.", {{"card", card}});
    return w.e.text;
}

std::string battle_result(const Words& w) {
    const lang::Language& L = w.L;
    const bool won = w.e.kind == "battle_won";
    const long turns = w.num("turns");
    const std::string n = w.number("battle"), nemesis = w.name(w.str("nemesis")),
                      life = w.number("gravehold_life"), nemesis_life = w.number("nemesis_life");
    if (w.has("ally")) {
        const lang::Args args = {{"battle", n},
                                 {"nemesis", nemesis},
                                 {"turns", std::to_string(turns)},
                                 {"ally", w.name(w.str("ally"))},
                                 {"life", life},
                                 {"nemesis_life", nemesis_life}};
        return won ? L.trn("Battle {battle} against {nemesis} is won after {turns} turn; {ally} has {life} "
                           "life, "
                           "the nemesis {nemesis_life}.",
                           "Battle {battle} against {nemesis} is won after {turns} turns; {ally} has {life} "
                           "life, the nemesis {nemesis_life}.",
                           turns, args)
                   : L.trn("Battle {battle} against {nemesis} is lost after {turns} turn; {ally} has {life} "
                           "life, the nemesis {nemesis_life}.",
                           "Battle {battle} against {nemesis} is lost after {turns} turns; {ally} has {life} "
                           "life, the nemesis {nemesis_life}.",
                           turns, args);
    }
    const lang::Args args = {{"battle", n},
                             {"nemesis", nemesis},
                             {"turns", std::to_string(turns)},
                             {"life", life},
                             {"nemesis_life", nemesis_life}};
    return won ? L.trn("Battle {battle} against {nemesis} is won after {turns} turn; Gravehold has {life} "
                       "life, "
                       "the nemesis {nemesis_life}.",
                       "Battle {battle} against {nemesis} is won after {turns} turns; Gravehold has {life} "
                       "life, "
                       "the nemesis {nemesis_life}.",
                       turns, args)
               : L.trn("Battle {battle} against {nemesis} is lost after {turns} turn; Gravehold has {life} "
                       "life, the nemesis {nemesis_life}.",
                       "Battle {battle} against {nemesis} is lost after {turns} turns; Gravehold has {life} "
                       "life, the nemesis {nemesis_life}.",
                       turns, args);
}

std::string battle_started(const Words& w, bool heading) {
    const lang::Language& L = w.L;
    const std::string label = w.text(w.str("label"));
    const long attempt = w.num("attempt");
    const lang::Args args = {{"battle", w.number("battle")},
                             {"label", label},
                             {"nemesis", w.name(w.str("nemesis"))},
                             {"attempt", std::to_string(attempt)}};
    if (heading) {
        if (attempt > 1)
            return label.empty()
                       ? L.tr("Battle {battle} against {nemesis}, attempt {attempt}", args)
                       : L.tr("Battle {battle} ({label}) against {nemesis}, attempt {attempt}", args);
        return label.empty() ? L.tr("Battle {battle} against {nemesis}", args)
                             : L.tr("Battle {battle} ({label}) against {nemesis}", args);
    }
    if (attempt > 1)
        return label.empty()
                   ? L.tr("Battle {battle} against {nemesis}, attempt {attempt} begins.", args)
                   : L.tr("Battle {battle} ({label}) against {nemesis}, attempt {attempt} begins.", args);
    return label.empty() ? L.tr("Battle {battle} against {nemesis} begins.", args)
                         : L.tr("Battle {battle} ({label}) against {nemesis} begins.", args);
}

std::string choice_made(const Words& w) {
    const auto labels = w.p.find("labels");
    const auto chosen = w.p.find("chosen");
    if (labels == w.p.end() || chosen == w.p.end() || !labels->is_array() || !chosen->is_array() ||
        labels->size() != chosen->size())
        return w.e.text;
    Decision d;
    if (const auto pr = w.p.find("prompt"); pr != w.p.end() && pr->is_object()) {
        d.pattern = pr->value("pattern", "");
        d.campaign_text = pr->value("campaign", false);
        if (const auto v = pr->find("values"); v != pr->end() && v->is_object())
            for (const auto& [k, x] : v->items())
                if (x.is_string()) d.values.emplace_back(k, x.get<std::string>());
    }
    std::string shown;
    for (std::size_t i = 0; i < labels->size(); ++i) {
        if (!(*labels)[i].is_string() || !(*chosen)[i].is_string()) return w.e.text;
        const DecisionOption o{(*chosen)[i].get<std::string>(), (*labels)[i].get<std::string>()};
        const std::string label = shown_label(d, o, w.c, w.L);
        shown += (shown.empty() ? "" : ", ") + label.substr(0, label.find(':'));
    }
    if (w.has("name")) return w.L.tr("{name} chose: {labels}.", {{"name", w.str("name")}, {"labels", shown}});
    if (d.pattern.empty()) return w.e.text;
    return w.L.tr("Chosen for \"{prompt}\": {labels}.",
                  {{"prompt", shown_prompt(d, w.c, w.L)}, {"labels", shown}});
}

std::string starting_card_replaced(const Words& w) {
    const lang::Args args = {
        {"name", w.str("name")}, {"from", w.name(w.str("from"))}, {"to", w.name(w.str("to"))}};
    if (w.str("where") == "hand") return w.L.tr("{name}'s starting hand: {from} becomes {to}.", args);
    return w.L.tr("{name}'s starting deck: {from} becomes {to}.", args);
}

std::string render(const Words& w, const CampaignDef* def) {
    const std::string& k = w.e.kind;
    const lang::Language& L = w.L;
    const auto card = [&] { return w.name(w.str("id")); };
    // Entries written before their data held a name read as they were written.
    const auto named = [&] { return w.has("name"); };
    if (k == "story") return w.text(w.e.text);
    if (k == "note") return w.text(w.has("text") ? w.str("text") : w.e.text);
    if (k == "campaign_created" && named() && def && def->id == w.str("definition"))
        return L.trn("Campaign '{name}' begins: {campaign} for {n} player.",
                     "Campaign '{name}' begins: {campaign} for {n} players.", w.num("players"),
                     {{"name", w.str("name")}, {"campaign", w.text(def->name)}});
    if (k == "mage_named")
        return w.has("mat")
                   ? L.tr("{name} is written on the {mat} mat.",
                          {{"name", w.str("name")}, {"mat", w.name(w.str("mat"))}})
                   : L.tr("{name} takes seat {seat}.", {{"name", w.str("name")}, {"seat", w.number("seat")}});
    if (k == "solo_life" && named())
        return L.tr("{name} starts every battle with {life} life (true solo, easier).",
                    {{"name", w.str("name")}, {"life", w.number("life")}});
    if (k == "turn_order_named" && w.p.contains("cards") && w.p["cards"].is_array()) {
        std::string cards;
        for (const auto& x : w.p["cards"]) {
            const std::string t = x.is_string() ? x.get<std::string>() : "";
            cards += (cards.empty() ? "" : ", ") + (t == "X (any player)" ? L.tr(N_("X (any player)")) : t);
        }
        return L.tr("Turn order cards: {cards}, and two nemesis cards.", {{"cards", cards}});
    }
    if (k == "pack_opened")
        return L.tr("Opened {component}.", {{"component", component_label(w.str("id"), L)}});
    if (k == "rule_sticker_placed" && def)
        if (auto it = def->rule_stickers.find(w.str("id")); it != def->rule_stickers.end()) {
            // The English line names the sticker by its id, as it was written; other languages by the slot
            // letters the printings use (rules/legacy.md §3.4), as `campaign show` does.
            std::string letters;
            for (const auto& p : it->second.printed) letters += (letters.empty() ? "" : "/") + p;
            const std::string text = w.text(it->second.text);
            if (L.is_english() || !letters.empty())
                return L.tr("Rule sticker {id} placed: {text}",
                            {{"id", L.is_english() ? it->first : letters}, {"text", text}});
            return L.tr("Rule sticker placed: {text}", {{"text", text}});
        }
    if (k == "supply_pile_added") return L.tr("{card} joins the supply.", {{"card", card()}});
    if (k == "card_banished") return card_banished(w);
    if (k == "barracks_added") return L.tr("{card} joins the barracks.", {{"card", card()}});
    if (k == "treasure_gained")
        return L.tr("Treasure gained: {card} (level {level}).",
                    {{"card", card()}, {"level", w.number("level")}});
    if (k == "upgraded_basic_added")
        return L.tr("Upgraded basic nemesis card gained: {card}.", {{"card", card()}});
    if (k == "flag_set") {
        // A value that names something reads as its name; a word the campaign's catalogue has, translated.
        const std::string value = w.str("value"), shown = w.name(value);
        // The flag's name, an id in English, through the campaign's catalogue too ("ch3": "Chapter 3").
        return L.tr("The campaign remembers {flag}: {value}.",
                    {{"flag", w.text(w.str("id"))}, {"value", shown == value ? w.text(value) : shown}});
    }
    if (k == "ally_set")
        return w.str("id").empty()
                   ? L.tr("Gravehold is protected again.")
                   : L.tr("From now on the players protect {ally} instead of Gravehold.", {{"ally", card()}});
    if (k == "evolve_sticker_placed")
        return L.tr("Evolve sticker placed on {card} ({n}).",
                    {{"card", card()}, {"n", w.number("stickers")}});
    if (k == "card_evolved")
        return L.tr("{card} evolves into {into} for the rest of the campaign.",
                    {{"card", card()}, {"into", w.name(w.str("into"))}});
    if (k == "sticker_placed" && named())
        return L.tr(
            "{name}: sticker {sticker} in slot {slot}.",
            {{"name", w.str("name")},
             // The English line names the sticker by its id, as it was written.
             {"sticker", L.is_english() ? w.str("sticker") : describe_mat_sticker(w.str("sticker"), L)},
             {"slot", w.str("slot")}});
    if (k == "mat_changed" && named())
        return L.tr("{name}'s mat now shows {mage}.",
                    {{"name", w.str("name")}, {"mage", w.name(w.str("mage"))}});
    if (k == "starting_card_replaced" && named()) return starting_card_replaced(w);
    if (k == "unlocked") try {
            return L.tr("Unlocked for every campaign in this database: {what}.",
                        {{"what", describe_unlock(w.str("id"), w.c, L)}});
        } catch (const InvalidRequest&) { return w.e.text; } // content that has gone since
    if (k == "campaign_finished" && w.has("text")) {
        const std::string said =
            w.str("text").empty() ? L.tr("The campaign is over.") : w.text(w.str("text"));
        return L.tr("{text} Battles: {battles}, won {won}.",
                    {{"text", said}, {"battles", w.number("battles")}, {"won", w.number("won")}});
    }
    if (k == "battle_started" && w.has("label")) return battle_started(w, false);
    if (k == "starter_upgraded" && named())
        return L.tr("{name}'s starting hand now holds {card} instead of a Crystal.",
                    {{"name", w.str("name")}, {"card", w.name(w.str("card"))}});
    if (k == "supply_set" && w.p.contains("supply") && w.p["supply"].is_array()) {
        const long n = static_cast<long>(w.p["supply"].size());
        return L.trn("The supply for this battle: {n} pile.", "The supply for this battle: {n} piles.", n);
    }
    if (k == "treasure_used" && named())
        return L.tr("{name} starts this battle with {card} in the starting deck.",
                    {{"name", w.str("name")}, {"card", w.name(w.str("card"))}});
    if (k == "battle_won" || k == "battle_lost") return battle_result(w);
    if (k == "cleanup")
        return L.tr("Cleanup: gained and destroyed cards return to their piles; starting hands, decks and "
                    "breaches are reset.");
    if (k == "battle_retry") return L.tr("The battle will be fought again, set up anew.");
    if (k == "choice_made") return choice_made(w);
    if (k == "undone" && w.has("what"))
        return L.tr("Undone: {what}", {{"what", undo_text(w.str("what"), w.c, def, L)}});
    return w.e.text;
}

json data_of(const LogEntry& e) {
    if (e.payload_json.empty()) return json::object();
    try {
        json p = parse_json(e.payload_json);
        return p.is_object() ? p : json::object();
    } catch (const json::parse_error&) { return json::object(); }
}

} // namespace

std::string log_text(const LogEntry& e, const Content& c, const CampaignDef* def, const lang::Language& L) {
    const json p = data_of(e);
    return render(Words{e, p, c, L}, def);
}

std::string battle_heading(const LogEntry& e, const Content& c, const lang::Language& L) {
    const json p = data_of(e);
    if (!p.contains("label")) { // written before battles kept their label: the English line, shortened
        std::string heading = e.text;
        if (const auto at = heading.rfind(" begins."); at != std::string::npos) heading.erase(at);
        return heading;
    }
    return battle_started(Words{e, p, c, L}, true);
}

bool is_log_kind(std::string_view kind) {
    // Every kind some part of gravehold writes; the lang test checks each entry of two whole campaigns
    // against this list, so a new kind cannot be forgotten here.
    static const std::set<std::string_view> kinds{"ally_set",
                                                  "barracks_added",
                                                  "battle_lost",
                                                  "battle_retry",
                                                  "battle_started",
                                                  "battle_won",
                                                  "campaign_created",
                                                  "campaign_finished",
                                                  "card_banished",
                                                  "card_evolved",
                                                  "choice_made",
                                                  "cleanup",
                                                  "evolve_sticker_placed",
                                                  "flag_set",
                                                  "mage_named",
                                                  "mat_changed",
                                                  "note",
                                                  "pack_opened",
                                                  "rule_sticker_placed",
                                                  "solo_life",
                                                  "starter_upgraded",
                                                  "starting_card_replaced",
                                                  "sticker_placed",
                                                  "story",
                                                  "supply_pile_added",
                                                  "supply_set",
                                                  "treasure_gained",
                                                  "treasure_used",
                                                  "turn_order_named",
                                                  "undone",
                                                  "unlocked",
                                                  "upgraded_basic_added"};
    return kinds.count(kind) > 0;
}

} // namespace ae::campaign
