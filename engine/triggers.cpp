// Triggers (issue #4: event triggers as a general mechanism; rules/outcasts.md §6): at a battle moment,
// every live card whose module defines "when_<event>" reacts with an effect of its own. Live cards are the
// nemesis's cards in play (oldest first), then, from the player the moment concerns (else the turn's
// player, else player 1) in seat order, each player's prepped spells (breach I to IV) and level-3
// treasures, and last the group's level-2 treasures. That is also the fixed order in which they resolve;
// under Outcasts, when two or more react, the players choose which resolves next (docs/decisions.md).
#include "engine/engine.hpp"

#include <algorithm>

namespace ae {

bool Engine::definition_has_entry(const std::string& def, bool nemesis_card, const std::string& entry) const {
    auto& by_def = has_entry_cache_[entry];
    if (auto it = by_def.find(def); it != by_def.end()) return it->second;
    EffectCall call;
    if (nemesis_card) {
        const auto& d = content_.nemesis_card(def);
        call = {d.script, d.handler, entry, d.id};
    } else {
        const auto& d = content_.player_card(def);
        call = {d.script, "", entry, d.id};
    }
    const bool has = !call.script.empty() && host_.has_entry(call);
    by_def.emplace(def, has);
    return has;
}

namespace {

// The live cards that react to `entry`, in the fixed order (see the file comment).
std::vector<TriggerSource> live_sources(const Engine& e, const std::string& entry, int player) {
    const auto& s = e.state();
    std::vector<TriggerSource> out;
    for (const auto& ip : s.nemesis.in_play)
        if (e.definition_has_entry(s.card(ip.card).def, true, entry)) out.push_back({ip.card, -1});
    const int n = static_cast<int>(s.players.size());
    const int first = player >= 0 ? player : s.turn.player >= 0 ? s.turn.player : 0;
    for (int i = 0; i < n; ++i) {
        const auto& p = s.players[static_cast<std::size_t>((first + i) % n)];
        for (const auto& b : p.breaches)
            for (CardId c : b.prepped)
                if (e.definition_has_entry(s.card(c).def, false, entry)) out.push_back({c, p.index});
        for (CardId c : p.treasures)
            if (e.definition_has_entry(s.card(c).def, false, entry)) out.push_back({c, p.index});
    }
    for (CardId c : s.group_treasures)
        if (e.definition_has_entry(s.card(c).def, false, entry)) out.push_back({c, first});
    return out;
}

bool still_live(const Engine& e, const std::string& entry, const TriggerSource& t, int player) {
    const auto now = live_sources(e, entry, player);
    return std::any_of(now.begin(), now.end(), [&](const TriggerSource& x) { return x.card == t.card; });
}

} // namespace

void Engine::fire(const std::string& event, int player, CardId card, int amount) {
    if (over()) return;
    auto sources = live_sources(*this, "when_" + event, player);
    if (sources.empty()) return;
    schedule(Triggers{event, player, card, amount, std::move(sources)});
}

StepResult run(Engine& e, Triggers& s) {
    const std::string entry = "when_" + s.event;
    std::size_t next = 0;
    if (auto a = e.take_answer()) {
        const std::string& id = a->choice.front();
        next = static_cast<std::size_t>(std::stoul(id.substr(id.find(':') + 1)));
    } else {
        if (s.collect) {
            s.pending = live_sources(e, entry, s.player);
            s.collect = false;
        }
        // A source that left play (cast, discarded, defeated) since the moment does not react any more.
        std::erase_if(s.pending, [&](const TriggerSource& t) { return !still_live(e, entry, t, s.player); });
        if (s.pending.empty()) return StepResult::Done;
        if (s.pending.size() >= 2 && e.state().rules.players_order_simultaneous()) {
            DecisionRequest req;
            req.kind = DecisionKind::TriggerOrder;
            const int turn = e.state().turn.player;
            req.who = turn >= 0 ? std::vector<int>{turn} : e.players_all();
            req.prompt = "These happen at the same moment: which resolves next?";
            for (std::size_t i = 0; i < s.pending.size(); ++i)
                req.options.push_back({"trigger:" + std::to_string(i), e.shown_name(s.pending[i].card)});
            return e.await(std::move(req));
        }
    }
    const TriggerSource t = s.pending.at(next);
    s.pending.erase(s.pending.begin() + static_cast<std::ptrdiff_t>(next));
    const auto& ci = e.state().card(t.card);
    EffectCall call;
    if (ci.nemesis) {
        const auto& d = e.content().nemesis_card(ci.def);
        call = {d.script, d.handler, entry, d.id, -1, t.card};
    } else {
        const auto& d = e.content().player_card(ci.def);
        call = {d.script, "", entry, d.id, t.player, t.card};
    }
    call.value = s.amount;
    call.event = s.event;
    call.event_player = s.player;
    call.event_card = s.card;
    e.schedule(RunEffect{call});
    return s.pending.empty() ? StepResult::Done : StepResult::Continue;
}

} // namespace ae
