#include "campaigns/next_step.hpp"

#include "campaigns/decision_text.hpp"
#include "campaigns/log_text.hpp"
#include "engine/setup.hpp"

#include <map>

namespace ae::campaign {

namespace {

// "Crystal ×4, Spark": runs of the same card counted, so a starting deck reads like the cards laid out.
std::string names(const Content& c, const std::vector<std::string>& ids, const lang::Language& L) {
    std::string out;
    for (std::size_t i = 0; i < ids.size();) {
        std::size_t j = i;
        while (j < ids.size() && ids[j] == ids[i]) ++j;
        out += (out.empty() ? "" : ", ") + c.shown_name(ids[i], L.code()) +
               (j - i > 1 ? " \u00d7" + std::to_string(j - i) : "");
        i = j;
    }
    return out;
}

// The battle's setup as a group at the table lays it out (rules/base.md §3), from what the engine would
// get: nothing here is decided apart from the battle gravehold would build.
std::vector<std::string> setup_lines(const Content& c, const GameSetup& g, const lang::Language& L) {
    std::vector<std::string> out;
    const int life = g.gravehold_life >= 0 ? g.gravehold_life : g.rules.gravehold_life;
    const std::string nemesis = c.shown_name(g.nemesis, L.code());
    out.push_back(g.ally.empty() ? L.tr("Nemesis: {nemesis}; Gravehold has {life} life",
                                        {{"nemesis", nemesis}, {"life", std::to_string(life)}})
                                 : L.tr("Nemesis: {nemesis}; protect {ally} ({life} life)",
                                        {{"nemesis", nemesis},
                                         {"ally", c.shown_name(g.ally, L.code())},
                                         {"life", std::to_string(life)}}));
    for (const auto& p : g.players) {
        std::string line =
            L.tr("{name} plays {mage}", {{"name", p.name}, {"mage", c.shown_name(p.mage, L.code())}});
        const int plife = p.life >= 0 ? p.life : g.rules.player_life;
        if (plife != 10) line += ", " + L.tr("{n} life", {{"n", std::to_string(plife)}});
        if (p.charges > 0) line += ", " + L.trn("{n} charge", "{n} charges", p.charges);
        if (!p.hand.empty()) line += "; " + L.tr("starting hand: {cards}", {{"cards", names(c, p.hand, L)}});
        if (!p.deck.empty())
            line += "; " + L.tr("starting deck, top first: {cards}", {{"cards", names(c, p.deck, L)}});
        if (!p.treasures.empty())
            line += "; " + L.tr("on the mat: {cards}", {{"cards", names(c, p.treasures, L)}});
        out.push_back(line);
    }
    out.push_back(L.trn("Supply ({n} pile): {cards}", "Supply ({n} piles): {cards}",
                        static_cast<long>(g.supply.size()), {{"cards", names(c, g.supply, L)}}));
    if (!g.nemesis_deck.empty()) {
        out.push_back(L.tr("Nemesis deck, exactly these cards, top first: {cards}",
                           {{"cards", names(c, g.nemesis_deck, L)}}));
    } else {
        const TierCounts t = basic_cards_per_tier(static_cast<int>(g.players.size()));
        out.push_back(
            L.tr("Nemesis deck by tiers: {tier1}, {tier2} and {tier3} basic cards of tiers 1, 2 and 3 "
                 "with the nemesis's own cards, each tier shuffled, tier 1 on top",
                 {{"tier1", std::to_string(t.tier1)},
                  {"tier2", std::to_string(t.tier2)},
                  {"tier3", std::to_string(t.tier3)}}));
        if (!g.upgraded_basic_cards.empty())
            out.push_back(L.tr("Upgraded basic cards go into their tiers first: {cards}",
                               {{"cards", names(c, g.upgraded_basic_cards, L)}}));
    }
    if (!g.evolve_stickers.empty()) {
        std::string s;
        for (const auto& [card, n] : g.evolve_stickers)
            s += (s.empty() ? "" : ", ") + c.shown_name(card, L.code()) + " (" + std::to_string(n) + ")";
        out.push_back(L.tr("Evolve stickers on: {cards}", {{"cards", s}}));
    }
    if (!g.group_treasures.empty())
        out.push_back(L.tr("The group's treasure: {cards}", {{"cards", names(c, g.group_treasures, L)}}));
    if (!g.curse_deck.empty())
        out.push_back(L.tr("Curse deck, face up: {cards}", {{"cards", names(c, g.curse_deck, L)}}));
    return out;
}

} // namespace

NextStep next_step(const CampaignDef& def, const Content& content, CampaignState state,
                   const HookRunner& hooks, const lang::Language& L) {
    NextStep n;
    if (state.finished) return n;
    Runner r(def, content, state, hooks);
    n.status = r.advance();
    for (const auto& e : r.take_log())
        if (e.kind != "battle_started") n.first.push_back(log_text(e, content, &def, L));
    if (const Step* st = state.finished ? nullptr : def.step(state.position))
        n.title = content.shown_text(st->title, L.code());
    if (n.status == RunStatus::Decision) {
        n.prompt = shown_prompt(r.decision(), content, L);
        for (const auto& o : r.decision().options)
            n.options.push_back(shown_label(r.decision(), o, content, L));
        n.min = r.decision().min;
        n.max = r.decision().max;
    } else if (n.status == RunStatus::Battle) {
        const auto& b = state.battles.at(static_cast<std::size_t>(r.battle_index()));
        n.battle_number = b.number;
        n.attempt = b.attempt;
        n.label = content.shown_text(b.label, L.code());
        n.nemesis = content.shown_name(b.nemesis, L.code());
        n.setup = setup_lines(content, r.battle_setup(), L);
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
