// Triggers (issue #4: event triggers as a general mechanism; rules/outcasts.md §6): at a battle moment,
// every live card whose module defines "when_<event>" reacts with an effect of its own. Live cards are the
// nemesis's own module (its special rules), the nemesis's cards in play (oldest first) and those in front of
// players, then, from the player the moment concerns (else the turn's player, else player 1) in seat order,
// each player's mat (the mage's module: Taqren's Barrier track), prepped spells (breach I to IV), level-3
// treasures and the gems and relics in their play area (at battle start also every card in their hand, deck
// and discard pile), and last the group's level-2 treasures. That is also the fixed order in which they
// resolve; under Outcasts, when two or more react, the players choose which resolves next
// (docs/decisions.md).
#include "core/errors.hpp"
#include "engine/engine.hpp"
#include "engine/option_id.hpp"
#include "lang/language.hpp"

#include <algorithm>

namespace ae {

Engine::EntryMemo& Engine::entry_memo(const std::string& entry) const {
    auto [it, added] = has_entry_cache_.try_emplace(entry);
    if (added) it->second.entry = entry;
    return it->second;
}

bool Engine::definition_has_entry(const std::string& def, DefKind kind, const std::string& entry) const {
    return definition_has_entry(entry_memo(entry), def, kind);
}

bool Engine::definition_has_entry(EntryMemo& memo, const std::string& def, DefKind kind) const {
    auto& by_def = memo.by_def; // ids of cards and mages never collide (pack.kind.name)
    if (auto it = by_def.find(def); it != by_def.end()) return it->second;
    EffectCall call;
    if (kind == DefKind::NemesisCard) {
        const auto& d = content_.nemesis_card(def);
        call = {d.script, d.handler, memo.entry, d.id};
    } else if (kind == DefKind::Nemesis) {
        const auto& d = content_.nemesis(def);
        call = {d.script, "", memo.entry, d.id};
    } else if (kind == DefKind::Mage) {
        const auto& d = content_.mage(def);
        call = {d.script, "", memo.entry, d.id};
    } else {
        const auto& d = content_.player_card(def);
        call = {d.script, "", memo.entry, d.id};
    }
    const bool has = !call.script.empty() && host_.has_entry(call);
    by_def.emplace(def, has);
    return has;
}

bool Engine::card_has_entry(EntryMemo& memo, CardId card, DefKind kind) const {
    const std::string& def = state_.card(card).def;
    const std::size_t i = card.value();
    if (i < memo.by_card.size())
        if (const auto& slot = memo.by_card[i]; slot.def != nullptr && *slot.def == def) return slot.has;
    const bool has = definition_has_entry(memo, def, kind);
    // The id kept is the content's own key (content outlives the battle, map nodes never move); found with
    // find(), so a card whose definition is not of that kind is only asked by definition, as before.
    const std::string* id = nullptr;
    if (kind == DefKind::NemesisCard) {
        if (auto it = content_.nemesis_cards.find(def); it != content_.nemesis_cards.end()) id = &it->first;
    } else if (auto it = content_.player_cards.find(def); it != content_.player_cards.end()) {
        id = &it->first;
    }
    if (id == nullptr) return has;
    if (i >= memo.by_card.size()) memo.by_card.resize(i + 1);
    memo.by_card[i] = {id, has};
    return has;
}

bool Engine::mat_has_entry(EntryMemo& memo, const Player& player) const {
    const std::string& mage = player.mage;
    const auto i = static_cast<std::size_t>(player.index);
    if (i < memo.by_mat.size())
        if (const auto& slot = memo.by_mat[i]; slot.def != nullptr && *slot.def == mage) return slot.has;
    const bool has = definition_has_entry(memo, mage, DefKind::Mage);
    if (auto it = content_.mages.find(mage); it != content_.mages.end()) { // as for cards: the content's key
        if (i >= memo.by_mat.size()) memo.by_mat.resize(i + 1);
        memo.by_mat[i] = {&it->first, has};
    }
    return has;
}

namespace {

// The live cards that react to `entry`, in the fixed order (see the file comment).
std::vector<TriggerSource> live_sources(const Engine& e, const std::string& entry, int player) {
    const auto& s = e.state();
    auto& memo = e.entry_memo(entry);
    std::vector<TriggerSource> out;
    // The nemesis's own rules come first ("at the end of the nemesis turn, Rageborne strikes").
    if (e.definition_has_entry(memo, s.nemesis.id, Engine::DefKind::Nemesis)) out.push_back({kNoCard, -1});
    for (const auto& ip : s.nemesis.in_play)
        if (e.card_has_entry(memo, ip.card, Engine::DefKind::NemesisCard)) out.push_back({ip.card, -1});
    // Nemesis cards placed in front of a player (Hemorrhage) stay in play there, in seat order.
    for (const auto& p : s.players)
        for (CardId c : p.before)
            if (e.card_has_entry(memo, c, Engine::DefKind::NemesisCard)) out.push_back({c, -1});
    const int n = static_cast<int>(s.players.size());
    const int first = player >= 0 ? player : s.turn.player >= 0 ? s.turn.player : 0;
    // "At the start of the game" is printed on cards that begin the battle in a hand or deck (Lost's Forged
    // Spark), so that one moment is heard by every card a player holds.
    // (The memo's own copy of the entry: `entry` may be a caller's reusable buffer, see entry_of.)
    const bool everywhere = memo.entry == "when_battle_started";
    auto add = [&](const std::vector<CardId>& zone, int owner) {
        for (CardId c : zone)
            if (e.card_has_entry(memo, c, Engine::DefKind::PlayerCard)) out.push_back({c, owner});
    };
    for (int i = 0; i < n; ++i) {
        const auto& p = s.players[static_cast<std::size_t>((first + i) % n)];
        if (e.mat_has_entry(memo, p)) out.push_back({kNoCard, p.index});
        for (const auto& b : p.breaches) add(b.prepped, p.index);
        add(p.treasures, p.index);
        // Gems and relics played this turn are in play until the draw phase ("on your next focus this turn").
        add(p.play_area, p.index);
        if (everywhere) {
            add(p.hand, p.index);
            add(p.deck, p.index);
            add(p.discard, p.index);
        }
    }
    for (CardId c : s.group_treasures)
        if (e.card_has_entry(memo, c, Engine::DefKind::PlayerCard)) out.push_back({c, first});
    return out;
}

std::string source_name(const Engine& e, const TriggerSource& t) {
    if (t.card != kNoCard) return e.shown_name(t.card);
    if (t.player < 0) return e.content().shown_name(e.state().nemesis.id);
    const auto& p = e.state().players.at(t.player);
    return p.name + "'s " + e.content().mage(p.mage).name + " mat";
}

bool among(const std::vector<TriggerSource>& live, const TriggerSource& t) {
    return std::any_of(live.begin(), live.end(),
                       [&](const TriggerSource& x) { return x.card == t.card && x.player == t.player; });
}

// "when_" + event, written into a buffer kept per thread and purpose: moments happen hundreds of times a
// battle, and the entry names are longer than a string holds without allocating.
const std::string& entry_of(std::string& buffer, const std::string& event) {
    buffer.assign("when_").append(event);
    return buffer;
}

} // namespace

EffectCall Engine::source_call(const TriggerSource& t, const std::string& entry) const {
    if (t.card == kNoCard && t.player < 0) { // the nemesis's own module
        const auto& d = content_.nemesis(state_.nemesis.id);
        return {d.script, "", entry, d.id, -1, kNoCard};
    }
    if (t.card == kNoCard) { // a mat
        const auto& d = content_.mage(state_.players.at(t.player).mage);
        return {d.script, "", entry, d.id, t.player, kNoCard};
    }
    const auto& ci = state_.card(t.card);
    if (ci.nemesis) {
        const auto& d = content_.nemesis_card(ci.def);
        return {d.script, d.handler, entry, d.id, -1, t.card};
    }
    const auto& d = content_.player_card(ci.def);
    return {d.script, "", entry, d.id, t.player, t.card};
}

std::vector<TriggerSource> Engine::listeners(const std::string& entry, int player) const {
    return live_sources(*this, entry, player);
}

void Engine::fire(const std::string& event, int player, CardId card, int amount) {
    if (over()) return;
    thread_local std::string buffer;
    auto sources = live_sources(*this, entry_of(buffer, event), player);
    if (sources.empty()) return;
    schedule(Triggers{event, player, card, amount, std::move(sources)});
}

StepResult run(Engine& e, Triggers& s) {
    thread_local std::string buffer; // not fire()'s: this one is read after steps are scheduled
    const std::string& entry = entry_of(buffer, s.event);
    std::size_t next = 0;
    if (auto a = e.take_answer()) {
        const std::string& id = a->choice.front();
        const auto n = OptionId::parse(id).first_number();
        if (!n) throw RuleError("engine bug: trigger order option '" + id + "' lacks a number");
        next = *n;
    } else {
        if (s.collect) {
            s.pending = live_sources(e, entry, s.player);
            s.collect = false;
        }
        // A source that left play (cast, discarded, defeated) since the moment does not react any more.
        // Nothing changes while they are compared, so the live sources are found once for all of them.
        if (!s.pending.empty()) {
            const auto live = live_sources(e, entry, s.player);
            std::erase_if(s.pending, [&](const TriggerSource& t) { return !among(live, t); });
        }
        if (s.pending.empty()) return StepResult::Done;
        if (s.pending.size() >= 2 && e.state().rules.players_order_simultaneous()) {
            DecisionRequest req;
            req.kind = DecisionKind::TriggerOrder;
            const int turn = e.state().turn.player;
            req.who = turn >= 0 ? std::vector<int>{turn} : e.players_all();
            req.prompt = N_("These happen at the same moment: which resolves next?");
            const bool texts = e.presentation().option_texts;
            for (std::size_t i = 0; i < s.pending.size(); ++i)
                req.options.push_back(
                    {"trigger:" + std::to_string(i), texts ? source_name(e, s.pending[i]) : ""});
            return e.await(std::move(req));
        }
    }
    const TriggerSource t = s.pending.at(next);
    s.pending.erase(s.pending.begin() + static_cast<std::ptrdiff_t>(next));
    EffectCall call = e.source_call(t, entry);
    call.value = s.amount;
    call.event = s.event;
    call.event_player = s.player;
    call.event_card = s.card;
    e.schedule(RunEffect{call});
    return s.pending.empty() ? StepResult::Done : StepResult::Continue;
}

} // namespace ae
