#include "campaigns/state_check.hpp"
#include "campaigns/mat_stickers.hpp"
#include "campaigns/names.hpp"
#include "core/errors.hpp"
#include "engine/setup.hpp"

#include <algorithm>
#include <set>

namespace ae::campaign {

namespace {

constexpr std::size_t kMaxName = 100;        // a name written on a mat or a card
constexpr std::size_t kMaxText = 4000;       // a flag value or a choice
constexpr std::uint64_t kMaxDraws = 1000000; // random draws: a few per battle

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw InvalidRequest("state." + path + ": " + what);
}

std::string at(const std::string& list, std::size_t i) { return list + "[" + std::to_string(i) + "]"; }

// Text a person reads: bounded, and no control characters (an ESC in a name would drive the terminal).
void check_text(const std::string& path, const std::string& text, std::size_t max) {
    if (text.size() > max)
        fail(path, "is " + std::to_string(text.size()) + " bytes; at most " + std::to_string(max));
    for (const char ch : text)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) fail(path, "holds a control character");
}

void player_cards(const std::string& path, const std::vector<std::string>& ids, const Content& c,
                  bool supply_only = false) {
    for (std::size_t i = 0; i < ids.size(); ++i) {
        auto it = c.player_cards.find(ids[i]);
        if (it == c.player_cards.end()) fail(at(path, i), "no player card '" + ids[i] + "' in the content");
        if (supply_only && it->second.pile_size <= 0)
            fail(at(path, i), "'" + ids[i] + "' is not a supply card");
    }
}

void no_repeats(const std::string& path, const std::vector<std::string>& ids) {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (!seen.insert(ids[i]).second) fail(at(path, i), "'" + ids[i] + "' is there twice");
}

void mages(const CampaignState& s, const CampaignDef& def, const Content& c) {
    if (static_cast<int>(s.mages.size()) != s.players)
        fail("mages", "has " + std::to_string(s.mages.size()) + " mages for " + std::to_string(s.players) +
                          " players");
    std::set<std::string> names;
    for (std::size_t i = 0; i < s.mages.size(); ++i) {
        const auto& m = s.mages[i];
        const std::string p = at("mages", i);
        if (m.seat != static_cast<int>(i) + 1) fail(p + ".seat", "must be " + std::to_string(i + 1));
        if (m.name.empty()) fail(p + ".name", "must not be empty");
        check_text(p + ".name", m.name, kMaxName);
        if (!names.insert(fold_name(m.name)).second) fail(p + ".name", "'" + m.name + "' names two mages");
        if (!m.mage.empty() && !c.mages.count(m.mage))
            fail(p + ".mage", "no mage '" + m.mage + "' in the content");
        player_cards(p + ".hand", m.hand, c);
        player_cards(p + ".deck", m.deck, c);
        for (const auto& [slot, sticker] : m.stickers) {
            if (std::find(def.mat_slots.begin(), def.mat_slots.end(), slot) == def.mat_slots.end())
                fail(p + ".stickers." + slot, "the mats of " + def.name + " have no such slot");
            check_text(p + ".stickers." + slot, sticker, kMaxName);
            try {
                mat_sticker_effect(sticker);
            } catch (const InvalidRequest& e) { fail(p + ".stickers." + slot, e.what()); }
        }
    }
}

void nemesis_cards(const CampaignState& s, const Content& c) {
    for (const auto* list : {&s.basic_nemesis_cards, &s.upgraded_basic_cards}) {
        const std::string path =
            list == &s.basic_nemesis_cards ? "basic_nemesis_cards" : "upgraded_basic_cards";
        for (std::size_t i = 0; i < list->size(); ++i) {
            auto it = c.nemesis_cards.find((*list)[i]);
            if (it == c.nemesis_cards.end())
                fail(at(path, i), "no nemesis card '" + (*list)[i] + "' in the content");
            if (!it->second.basic) fail(at(path, i), "'" + (*list)[i] + "' is not a basic nemesis card");
        }
    }
    if (const auto shortage =
            basic_card_shortage(c, s.players, s.basic_nemesis_cards, s.upgraded_basic_cards);
        !shortage.empty())
        fail("basic_nemesis_cards", "no battle could be dealt from them: " + shortage);
    for (const auto& [id, n] : s.evolve_stickers) {
        auto it = c.nemesis_cards.find(id);
        if (it == c.nemesis_cards.end())
            fail("evolve_stickers." + id, "no nemesis card '" + id + "' in the content");
        if (n < 1 || n > it->second.evolve_slots)
            fail("evolve_stickers." + id, std::to_string(n) + " stickers on a card with " +
                                              std::to_string(it->second.evolve_slots) + " slots");
    }
}

void position(const CampaignState& s, const CampaignDef& def) {
    if (s.finished != s.position.empty())
        fail("finished",
             s.finished ? "a finished campaign has no position" : "an unfinished campaign needs a position");
    if (s.finished && s.current_battle) fail("current_battle", "a finished campaign plays no battle");
    if (s.finished) return;
    const Step* st = def.step(s.position);
    if (!st) fail("position", "no step '" + s.position + "' in " + def.id);
    if (s.position_op < 0 || s.position_op > static_cast<int>(st->ops.size()))
        fail("position_op", "must be 0 to " + std::to_string(st->ops.size()) + " in step " + s.position);
    if (!s.current_battle && !s.battles.empty() && s.battles.back().result == "playing")
        fail("current_battle", "is missing while battle " + std::to_string(s.battles.size()) + " is playing");
    if (s.current_battle) {
        const int b = *s.current_battle;
        if (b != static_cast<int>(s.battles.size()) - 1)
            fail("current_battle", "must be the last battle, " + std::to_string(s.battles.size() - 1));
        if (s.position_op >= static_cast<int>(st->ops.size()) ||
            st->ops[static_cast<std::size_t>(s.position_op)].kind != OpKind::Battle)
            fail("position_op", "a battle is being played, but instruction " + std::to_string(s.position_op) +
                                    " of step " + s.position + " is not a battle");
    }
}

void battles(const CampaignState& s, const Content& c) {
    for (std::size_t i = 0; i < s.battles.size(); ++i) {
        const auto& b = s.battles[i];
        const std::string p = at("battles", i);
        if (b.number != static_cast<int>(i) + 1) fail(p + ".number", "must be " + std::to_string(i + 1));
        if (!c.nemeses.count(b.nemesis))
            fail(p + ".nemesis", "no nemesis '" + b.nemesis + "' in the content");
        const bool current = s.current_battle && *s.current_battle == static_cast<int>(i);
        if (current && b.result != "playing")
            fail(p + ".result", "the battle being played must be 'playing'");
        if (!current && b.result != "won" && b.result != "lost") fail(p + ".result", "must be won or lost");
        if (b.attempt < 1 || b.attempt > static_cast<int>(s.battles.size()))
            fail(p + ".attempt", "must be 1 to " + std::to_string(s.battles.size()));
        for (const auto& [what, v, hi] :
             {std::tuple{"gravehold_life", b.gravehold_life, 999},
              std::tuple{"nemesis_life", b.nemesis_life, 999}, std::tuple{"turns", b.turns, 100000}})
            if (v < 0 || v > hi) fail(p + "." + what, "must be 0 to " + std::to_string(hi));
        check_text(p + ".label", b.label, kMaxName);
        if (b.played_by.size() > static_cast<std::size_t>(s.players))
            fail(p + ".played_by", "names " + std::to_string(b.played_by.size()) + " people for " +
                                       std::to_string(s.players) + " seats");
        for (std::size_t k = 0; k < b.played_by.size(); ++k)
            check_text(at(p + ".played_by", k), b.played_by[k], kMaxName);
    }
}

} // namespace

void check_reachable(const CampaignState& s, const CampaignDef& def, const Content& c) {
    check_text("name", s.name, kMaxName);
    if (s.name.empty()) fail("name", "must not be empty");
    if (std::string(to_string(s.kind)) != def.kind)
        fail("kind",
             std::string("is ") + to_string(s.kind) + ", but " + def.id + " is a " + def.kind + " campaign");
    if (s.players < def.min_players || s.players > def.max_players)
        fail("players", def.name + " is for " + std::to_string(def.min_players) + " to " +
                            std::to_string(def.max_players) + " players, not " + std::to_string(s.players));
    if (s.draws > kMaxDraws) fail("draws", "must be at most " + std::to_string(kMaxDraws));
    mages(s, def, c);
    player_cards("supply", s.supply, c, true);
    no_repeats("supply", s.supply);
    player_cards("barracks_cards", s.barracks_cards, c, true);
    no_repeats("barracks_cards", s.barracks_cards);
    player_cards("banished_supply", s.banished_supply, c);
    for (std::size_t i = 0; i < s.supply.size(); ++i)
        if (std::find(s.banished_supply.begin(), s.banished_supply.end(), s.supply[i]) !=
            s.banished_supply.end())
            fail(at("supply", i), "'" + s.supply[i] + "' is also banished");
    for (std::size_t i = 0; i < s.barracks_mages.size(); ++i)
        if (!c.mages.count(s.barracks_mages[i]))
            fail(at("barracks_mages", i), "no mage '" + s.barracks_mages[i] + "' in the content");
    for (const auto& [level, list] : s.treasures) {
        const std::string p = "treasures." + std::to_string(level);
        if (level < 1 || level > 3) fail(p, "a treasure has level 1, 2 or 3");
        if (def.kind != "outcasts" && !list.empty()) fail(p, def.name + " has no treasures");
        player_cards(p, list, c);
        for (std::size_t i = 0; i < list.size(); ++i)
            if (c.player_cards.at(list[i]).level != level)
                fail(at(p, i), "'" + list[i] + "' is not a level-" + std::to_string(level) + " treasure");
    }
    no_repeats("opened", s.opened);
    for (std::size_t i = 0; i < s.opened.size() && !def.components.empty(); ++i)
        if (std::find(def.components.begin(), def.components.end(), s.opened[i]) == def.components.end())
            fail(at("opened", i), def.name + " has no component '" + s.opened[i] + "'");
    for (std::size_t i = 0; i < s.rule_stickers.size(); ++i)
        if (!def.rule_stickers.count(s.rule_stickers[i]))
            fail(at("rule_stickers", i), "no rule sticker '" + s.rule_stickers[i] + "' in " + def.id);
    nemesis_cards(s, c);
    for (const auto& [k, v] : s.flags) {
        check_text("flags." + k, k, kMaxName);
        check_text("flags." + k, v, kMaxText);
    }
    for (const auto& [k, v] : s.choices) check_text("choices." + k, v, kMaxText);
    position(s, def);
    battles(s, c);
}

} // namespace ae::campaign
