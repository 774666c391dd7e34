#include "campaigns/changes.hpp"
#include "campaigns/mat_stickers.hpp"
#include "campaigns/names.hpp"
#include "campaigns/refusal.hpp"
#include "campaigns/unlocks.hpp"
#include "engine/setup.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace ae::campaign {
using nlohmann::json;

namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}
void erase(std::vector<std::string>& v, const std::string& x) {
    v.erase(std::remove(v.begin(), v.end(), x), v.end());
}

std::string card_name(const Content& c, const std::string& id) {
    if (auto it = c.player_cards.find(id); it != c.player_cards.end()) return it->second.name;
    if (auto it = c.nemesis_cards.find(id); it != c.nemesis_cards.end()) return it->second.name;
    if (auto it = c.mages.find(id); it != c.mages.end()) return it->second.name;
    return id;
}

const PlayerCardDef& player_card(const Content& c, const std::string& id) {
    auto it = c.player_cards.find(id);
    if (it == c.player_cards.end()) throw ChangeRejected("no player card '" + id + "' in the content");
    return it->second;
}

const NemesisCardDef& nemesis_card(const Content& c, const std::string& id) {
    auto it = c.nemesis_cards.find(id);
    if (it == c.nemesis_cards.end()) throw ChangeRejected("no nemesis card '" + id + "' in the content");
    return it->second;
}

// A change that shrinks the basic set is refused when the next battle built by tiers could no longer be
// dealt for this campaign's players (a 4-player Legacy deck uses every basic card of a tier).
// `pattern` says what is refused, with the {card} and the {why}.
void require_basic_set(const CampaignState& s, const Content& c, const std::vector<std::string>& basic,
                       const std::vector<std::string>& upgraded, const char* pattern,
                       const std::string& card) {
    const std::string shortage = basic_card_shortage(c, s.players, basic, upgraded);
    if (!shortage.empty())
        throw refusal(c, pattern,
                      {{"card", card, true},
                       {"why", shortage, false,
                        basic_card_shortage(c, s.players, basic, upgraded, refusal_language(c))}});
}

void require_id(const Change& c) {
    if (c.id.empty()) throw ChangeRejected("change '" + c.kind + "' needs an id");
}

} // namespace

const std::vector<std::string>& change_kinds() {
    static const std::vector<std::string> k = {"open",
                                               "rule_sticker",
                                               "add_supply_pile",
                                               "banish_supply_pile",
                                               "banish_card",
                                               "banish_nemesis_card",
                                               "add_barracks_card",
                                               "add_barracks_mage",
                                               "add_treasure",
                                               "add_upgraded_basic",
                                               "set_flag",
                                               "evolve_sticker",
                                               "evolve",
                                               "place_sticker",
                                               "set_ally",
                                               "note",
                                               "set_mat",
                                               "replace_starting_card",
                                               "unlock"};
    return k;
}

LogEntry entry(std::string kind, std::string payload_json, std::string text) {
    return LogEntry{0, std::move(kind), std::move(payload_json), std::move(text)};
}

LogEntry apply_change(CampaignState& s, const Change& c, const CampaignDef& def, const Content& content) {
    const std::string& k = c.kind;
    json p = {{"id", c.id}};
    if (k == "open") {
        require_id(c);
        std::string id = c.id;
        if (!def.components.empty()) {
            // "Deck II", "deck ii" and "deck.II" are the same label.
            auto label = [](std::string x) {
                std::replace(x.begin(), x.end(), '.', ' ');
                return fold_name(x);
            };
            auto it = std::find_if(def.components.begin(), def.components.end(),
                                   [&](const std::string& x) { return label(x) == label(c.id); });
            if (it == def.components.end()) {
                std::string all;
                for (const auto& x : def.components) all += (all.empty() ? "" : ", ") + x;
                throw ChangeRejected(def.name + " has no component '" + c.id + "' (it has: " + all + ")");
            }
            id = *it;
        }
        if (contains(s.opened, id))
            throw refusal(
                content, N_("{component} is already open"),
                {{"component", component_label(id), false, component_label(id, refusal_language(content))}});
        s.opened.push_back(id);
        p["id"] = id;
        return entry("pack_opened", p.dump(), "Opened " + component_label(id) + ".");
    }
    if (k == "rule_sticker") {
        require_id(c);
        auto it = def.rule_stickers.find(c.id);
        if (it == def.rule_stickers.end())
            throw ChangeRejected("no rule sticker '" + c.id + "' in " + def.id);
        if (contains(s.rule_stickers, c.id))
            throw refusal(content, N_("rule sticker '{id}' is already placed"), {{"id", c.id}});
        s.rule_stickers.push_back(c.id);
        return entry("rule_sticker_placed", p.dump(), "Rule sticker " + c.id + " placed: " + it->second.text);
    }
    if (k == "add_supply_pile") {
        const auto& card = player_card(content, c.id);
        if (card.pile_size <= 0) throw ChangeRejected("'" + c.id + "' is not a supply card");
        if (contains(s.supply, c.id))
            throw refusal(content, N_("'{card}' is already a supply pile"), {{"card", c.id, true}});
        if (contains(s.banished_supply, c.id))
            throw refusal(content, N_("'{card}' was banished"), {{"card", c.id, true}});
        s.supply.push_back(c.id);
        return entry("supply_pile_added", p.dump(), card.name + " joins the supply.");
    }
    if (k == "banish_supply_pile") {
        if (!contains(s.supply, c.id))
            throw refusal(content, N_("'{card}' is not a current supply pile"), {{"card", c.id, true}});
        erase(s.supply, c.id);
        erase(s.barracks_cards, c.id); // Outcasts: the pile came from the barracks and leaves it too
        s.banished_supply.push_back(c.id);
        return entry("card_banished", json{{"id", c.id}, {"from", "supply"}}.dump(),
                     card_name(content, c.id) + " is banished from the supply.");
    }
    if (k == "banish_card") {
        require_id(c);
        const std::string name = card_name(content, c.id);
        if (name == c.id) throw ChangeRejected("no card or mage '" + c.id + "' in the content");
        // A card the campaign holds elsewhere is banished from there, or it would stay in play.
        if (contains(s.supply, c.id))
            throw refusal(content, N_("'{card}' is a supply pile: banish it from the supply"),
                          {{"card", c.id, true}});
        if (contains(s.basic_nemesis_cards, c.id) || contains(s.upgraded_basic_cards, c.id))
            throw ChangeRejected("'" + name +
                                 "' is a nemesis card of this campaign: banish it from the nemesis cards");
        if (contains(s.banished_other, c.id) || contains(s.banished_supply, c.id) ||
            contains(s.banished_nemesis_cards, c.id))
            throw refusal(content, N_("'{card}' is already banished"), {{"card", c.id, true}});
        erase(s.barracks_cards, c.id);
        erase(s.barracks_mages, c.id);
        for (auto& [level, list] : s.treasures) erase(list, c.id);
        s.banished_other.push_back(c.id);
        return entry("card_banished", json{{"id", c.id}, {"from", "other"}}.dump(), name + " is banished.");
    }
    if (k == "banish_nemesis_card") {
        const auto& card = nemesis_card(content, c.id);
        if (!contains(s.basic_nemesis_cards, c.id) && !contains(s.upgraded_basic_cards, c.id))
            throw refusal(content, N_("'{card}' is not in the campaign's basic nemesis cards"),
                          {{"card", c.id, true}});
        auto basic = s.basic_nemesis_cards, upgraded = s.upgraded_basic_cards;
        erase(basic, c.id);
        erase(upgraded, c.id);
        require_basic_set(s, content, basic, upgraded,
                          N_("banishing {card} is refused: later battles could not be dealt ({why})"), c.id);
        s.basic_nemesis_cards = std::move(basic);
        s.upgraded_basic_cards = std::move(upgraded);
        s.banished_nemesis_cards.push_back(c.id);
        return entry("card_banished", json{{"id", c.id}, {"from", "nemesis"}}.dump(),
                     card.name + " is banished from the nemesis cards.");
    }
    if (k == "add_barracks_card") {
        const auto& card = player_card(content, c.id);
        if (contains(s.barracks_cards, c.id))
            throw refusal(content, N_("'{card}' is already in the barracks"), {{"card", c.id, true}});
        if (contains(s.banished_other, c.id) || contains(s.banished_supply, c.id))
            throw refusal(content, N_("'{card}' was banished"), {{"card", c.id, true}});
        s.barracks_cards.push_back(c.id);
        return entry("barracks_added", p.dump(), card.name + " joins the barracks.");
    }
    if (k == "add_barracks_mage") {
        if (!content.mages.count(c.id)) throw ChangeRejected("no mage '" + c.id + "' in the content");
        if (contains(s.barracks_mages, c.id))
            throw refusal(content, N_("'{card}' is already in the barracks"), {{"card", c.id, true}});
        s.barracks_mages.push_back(c.id);
        return entry("barracks_added", p.dump(), card_name(content, c.id) + " joins the barracks.");
    }
    if (k == "add_treasure") {
        const auto& card = player_card(content, c.id);
        if (def.kind != "outcasts")
            throw refusal(content, N_("{campaign} has no treasures (they belong to Outcasts expeditions)"),
                          {{"campaign", def.name, false, content.shown_text(def.name, content.language)}});
        if (card.level == 0) throw refusal(content, N_("'{card}' is not a treasure"), {{"card", c.id, true}});
        if (c.level != 0 && c.level != card.level)
            throw refusal(content, N_("'{card}' is a level-{level} treasure"),
                          {{"card", c.id, true}, {"level", std::to_string(card.level)}});
        const int level = card.level;
        auto& list = s.treasures[level];
        if (contains(list, c.id))
            throw refusal(content, N_("'{card}' is already in the barracks"), {{"card", c.id, true}});
        list.push_back(c.id);
        p["level"] = level;
        return entry("treasure_gained", p.dump(),
                     "Treasure gained: " + card.name + " (level " + std::to_string(level) + ").");
    }
    if (k == "add_upgraded_basic") {
        const auto& card = nemesis_card(content, c.id);
        if (!card.basic)
            throw refusal(content, N_("'{card}' is not a basic nemesis card"), {{"card", c.id, true}});
        if (contains(s.upgraded_basic_cards, c.id))
            throw refusal(content, N_("'{card}' is already owned"), {{"card", c.id, true}});
        s.upgraded_basic_cards.push_back(c.id);
        return entry("upgraded_basic_added", p.dump(),
                     "Upgraded basic nemesis card gained: " + card.name + ".");
    }
    if (k == "set_flag") {
        require_id(c);
        s.flags[c.id] = c.value;
        p["value"] = c.value;
        // A campaign variable; the value reads as a name when it is one (an ally, a treasure).
        return entry("flag_set", p.dump(),
                     "The campaign remembers " + c.id + ": " + content.shown_name(c.value, "en") + ".");
    }
    if (k == "set_ally") {
        if (!c.id.empty() && !content.allies.count(c.id))
            throw ChangeRejected("no ally '" + c.id + "' in the content");
        if (!c.id.empty())
            s.flags["ally"] = c.id;
        else
            s.flags.erase("ally");
        return entry("ally_set", p.dump(),
                     c.id.empty() ? "Gravehold is protected again."
                                  : "From now on the players protect " + content.allies.at(c.id).name +
                                        " instead of Gravehold.");
    }
    if (k == "evolve_sticker") {
        const auto& card = nemesis_card(content, c.id);
        if (!contains(s.basic_nemesis_cards, c.id))
            throw refusal(content, N_("'{card}' is not in the campaign's basic nemesis cards"),
                          {{"card", c.id, true}});
        if (card.evolve_slots <= 0)
            throw refusal(content, N_("'{card}' has no evolve sticker slots"), {{"card", c.id, true}});
        const auto placed = s.evolve_stickers.find(c.id); // no entry made when the change is refused
        if (placed != s.evolve_stickers.end() && placed->second >= card.evolve_slots) {
            // rules/legacy.md §7.4: a card with no free slot transforms instead of taking a sticker.
            if (card.evolves_into.empty())
                throw refusal(content,
                              N_("every evolve slot of '{card}' is filled and it evolves into nothing"),
                              {{"card", c.id, true}});
            return apply_change(s, {"evolve", c.id, card.evolves_into}, def, content);
        }
        const int n = ++s.evolve_stickers[c.id];
        p["stickers"] = n;
        return entry("evolve_sticker_placed", p.dump(),
                     "Evolve sticker placed on " + card.name + " (" + std::to_string(n) + ").");
    }
    if (k == "evolve") {
        const auto& from = nemesis_card(content, c.id);
        const auto& into = nemesis_card(content, c.value);
        if (!contains(s.basic_nemesis_cards, c.id))
            throw refusal(content, N_("'{card}' is not in the campaign's basic nemesis cards"),
                          {{"card", c.id, true}});
        auto basic = s.basic_nemesis_cards;
        std::replace(basic.begin(), basic.end(), c.id, c.value);
        require_basic_set(s, content, basic, s.upgraded_basic_cards,
                          N_("evolving {card} is refused: later battles could not be dealt ({why})"), c.id);
        s.basic_nemesis_cards = std::move(basic);
        s.evolve_stickers.erase(c.id);
        s.evolved[c.id] = c.value;
        p["into"] = c.value;
        return entry("card_evolved", p.dump(),
                     from.name + " evolves into " + into.name + " for the rest of the campaign.");
    }
    if (k == "place_sticker") {
        // id: the mage's name or seat number; value: "slot=sticker".
        const auto eq = c.value.find('=');
        if (eq == std::string::npos) throw ChangeRejected("place_sticker takes a value 'slot=sticker'");
        for (auto& m : s.mages)
            if (m.name == c.id || std::to_string(m.seat) == c.id) {
                const std::string slot = c.value.substr(0, eq), sticker = c.value.substr(eq + 1);
                if (slot.empty() || sticker.empty())
                    throw ChangeRejected("place_sticker takes a value 'slot=sticker'");
                if (def.mat_slots.empty())
                    throw refusal(
                        content, N_("the mats of {campaign} take no stickers"),
                        {{"campaign", def.name, false, content.shown_text(def.name, content.language)}});
                if (!contains(def.mat_slots, slot)) {
                    std::string slots;
                    for (const auto& x : def.mat_slots) slots += (slots.empty() ? "" : ", ") + x;
                    throw refusal(content, N_("a mat has no slot '{slot}' (its slots: {slots})"),
                                  {{"slot", slot}, {"slots", slots}});
                }
                mat_sticker_effect(sticker); // a malformed effect ("life+x") is refused here
                if (m.stickers.count(slot))
                    throw refusal(content, N_("slot {slot} of {name} already has a sticker"),
                                  {{"slot", slot}, {"name", m.name}});
                m.stickers[slot] = sticker;
                p["slot"] = slot;
                p["sticker"] = sticker;
                p["name"] = m.name;
                return entry("sticker_placed", p.dump(),
                             m.name + ": sticker " + sticker + " in slot " + slot + ".");
            }
        throw refusal(content, N_("no mage '{name}' in this campaign"), {{"name", c.id}});
    }
    if (k == "set_mat" || k == "replace_starting_card") {
        CampaignMage* m = nullptr;
        for (auto& x : s.mages)
            if (x.name == c.id || std::to_string(x.seat) == c.id) m = &x;
        if (!m) throw refusal(content, N_("no mage '{name}' in this campaign"), {{"name", c.id}});
        if (k == "set_mat") {
            // A mat sticker that changes what the mat shows (an ability, a breach) swaps its definition;
            // the starting cards the campaign gave this mage stay.
            auto it = content.mages.find(c.value);
            if (it == content.mages.end()) throw ChangeRejected("no mage '" + c.value + "' in the content");
            m->mage = c.value;
            p["mage"] = c.value;
            p["name"] = m->name;
            return entry("mat_changed", p.dump(), m->name + "'s mat now shows " + it->second.name + ".");
        }
        // value: "hand:FROM=TO" or "deck:FROM=TO"
        const auto colon = c.value.find(':'), eq = c.value.find('=');
        if (colon == std::string::npos || eq == std::string::npos || eq < colon)
            throw ChangeRejected("replace_starting_card takes a value 'hand:FROM=TO' or 'deck:FROM=TO'");
        const std::string where = c.value.substr(0, colon), from = c.value.substr(colon + 1, eq - colon - 1),
                          to = c.value.substr(eq + 1);
        if (where != "hand" && where != "deck")
            throw ChangeRejected("replace_starting_card: 'hand' or 'deck'");
        player_card(content, to);
        auto& list = where == "hand" ? m->hand : m->deck;
        auto it = std::find(list.begin(), list.end(), from);
        if (it == list.end()) throw ChangeRejected(m->name + "'s starting " + where + " has no " + from);
        *it = to;
        p["where"] = where;
        p["name"] = m->name;
        p["from"] = from;
        p["to"] = to;
        return entry("starting_card_replaced", p.dump(),
                     m->name + "'s starting " + where + ": " + card_name(content, from) + " becomes " +
                         card_name(content, to) + ".");
    }
    if (k == "unlock") {
        // Kept in the campaign's state; saving the campaign records it in the database's unlocks table.
        require_id(c);
        const std::string what = describe_unlock(c.id, content);
        if (contains(s.global_unlocks, c.id))
            throw ChangeRejected("this campaign already unlocked '" + c.id + "'");
        s.global_unlocks.push_back(c.id);
        return entry("unlocked", p.dump(), "Unlocked for every campaign in this database: " + what + ".");
    }
    if (k == "note") {
        // A note is a line of the log a person reads: something, not a screenful, and nothing that drives
        // the terminal.
        if (c.value.find_first_not_of(" \t") == std::string::npos)
            throw refusal(content, N_("a note needs some text"));
        if (c.value.size() > 4000)
            throw refusal(content, N_("a note is at most 4000 bytes, not {n}"),
                          {{"n", std::to_string(c.value.size())}});
        for (const char ch : c.value)
            if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
                throw refusal(content, N_("a note is one line of text without control characters"));
        p["text"] = c.value;
        return entry("note", p.dump(), c.value);
    }
    std::string known;
    for (const auto& x : change_kinds()) known += " " + x;
    throw ChangeRejected("unknown change '" + k + "' (known:" + known + ")");
}

} // namespace ae::campaign
