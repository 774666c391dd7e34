#include "campaigns/next_step.hpp"

#include "engine/setup.hpp"

#include <map>

namespace ae::campaign {

namespace {

// "Crystal ×4, Spark": runs of the same card counted, so a starting deck reads like the cards laid out.
std::string names(const Content& c, const std::vector<std::string>& ids) {
    std::string out;
    for (std::size_t i = 0; i < ids.size();) {
        std::size_t j = i;
        while (j < ids.size() && ids[j] == ids[i]) ++j;
        out += (out.empty() ? "" : ", ") + c.shown_name(ids[i]) +
               (j - i > 1 ? " \u00d7" + std::to_string(j - i) : "");
        i = j;
    }
    return out;
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The battle's setup as a group at the table lays it out (rules/base.md §3), from what the engine would
// get: nothing here is decided apart from the battle gravehold would build.
std::vector<std::string> setup_lines(const Content& c, const GameSetup& g) {
    std::vector<std::string> out;
    const int life = g.gravehold_life >= 0 ? g.gravehold_life : g.rules.gravehold_life;
    out.push_back("Nemesis: " + c.shown_name(g.nemesis) +
                  (g.ally.empty()
                       ? "; Gravehold has " + std::to_string(life) + " life"
                       : "; protect " + c.shown_name(g.ally) + " (" + std::to_string(life) + " life)"));
    for (const auto& p : g.players) {
        std::string line = p.name + " plays " + c.shown_name(p.mage);
        const int plife = p.life >= 0 ? p.life : g.rules.player_life;
        if (plife != 10) line += ", " + std::to_string(plife) + " life";
        if (p.charges > 0) line += ", " + plural(p.charges, "charge", "charges");
        if (!p.hand.empty()) line += "; starting hand: " + names(c, p.hand);
        if (!p.deck.empty()) line += "; starting deck, top first: " + names(c, p.deck);
        if (!p.treasures.empty()) line += "; on the mat: " + names(c, p.treasures);
        out.push_back(line);
    }
    out.push_back("Supply (" + std::to_string(g.supply.size()) + " piles): " + names(c, g.supply));
    if (!g.nemesis_deck.empty()) {
        out.push_back("Nemesis deck, exactly these cards, top first: " + names(c, g.nemesis_deck));
    } else {
        const TierCounts t = basic_cards_per_tier(static_cast<int>(g.players.size()));
        out.push_back("Nemesis deck by tiers: " + std::to_string(t.tier1) + ", " + std::to_string(t.tier2) +
                      " and " + std::to_string(t.tier3) +
                      " basic cards of tiers 1, 2 and 3 with the nemesis's own cards, each tier shuffled, "
                      "tier 1 on top");
        if (!g.upgraded_basic_cards.empty())
            out.push_back("Upgraded basic cards go into their tiers first: " +
                          names(c, g.upgraded_basic_cards));
    }
    if (!g.evolve_stickers.empty()) {
        std::string s;
        for (const auto& [card, n] : g.evolve_stickers)
            s += (s.empty() ? "" : ", ") + c.shown_name(card) + " (" + std::to_string(n) + ")";
        out.push_back("Evolve stickers on: " + s);
    }
    if (!g.group_treasures.empty()) out.push_back("The group's treasure: " + names(c, g.group_treasures));
    if (!g.curse_deck.empty()) out.push_back("Curse deck, face up: " + names(c, g.curse_deck));
    return out;
}

} // namespace

NextStep next_step(const CampaignDef& def, const Content& content, CampaignState state,
                   const HookRunner& hooks) {
    NextStep n;
    if (state.finished) return n;
    Runner r(def, content, state, hooks);
    n.status = r.advance();
    for (const auto& e : r.take_log())
        if (e.kind != "battle_started") n.first.push_back(e.text);
    if (const Step* st = state.finished ? nullptr : def.step(state.position)) n.title = st->title;
    if (n.status == RunStatus::Decision) {
        n.prompt = r.decision().prompt;
        for (const auto& o : r.decision().options) n.options.push_back(o.label);
        n.min = r.decision().min;
        n.max = r.decision().max;
    } else if (n.status == RunStatus::Battle) {
        const auto& b = state.battles.at(static_cast<std::size_t>(r.battle_index()));
        n.battle_number = b.number;
        n.attempt = b.attempt;
        n.label = b.label;
        n.nemesis = content.shown_name(b.nemesis);
        n.setup = setup_lines(content, r.battle_setup());
    }
    return n;
}

nlohmann::json to_json(const NextStep& n) {
    const char* status = n.status == RunStatus::Battle     ? "battle"
                         : n.status == RunStatus::Decision ? "decision"
                                                           : "finished";
    nlohmann::json j = {{"status", status}, {"title", n.title}, {"first", n.first}};
    if (n.status == RunStatus::Decision)
        j.update({{"prompt", n.prompt}, {"options", n.options}, {"min", n.min}, {"max", n.max}});
    if (n.status == RunStatus::Battle)
        j.update({{"battle", n.battle_number},
                  {"attempt", n.attempt},
                  {"label", n.label},
                  {"nemesis", n.nemesis},
                  {"setup", n.setup}});
    return j;
}

} // namespace ae::campaign
