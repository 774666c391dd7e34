// The main phase as one decision whose options are the legal actions (rules/base.md §4.3, ARCHITECTURE §4.3).
#include "core/errors.hpp"
#include "engine/engine.hpp"
#include "engine/option_id.hpp"
#include "engine/option_text.hpp"
#include "engine/option_writer.hpp"
#include "lang/language.hpp"

#include <algorithm>
#include <optional>

namespace ae {
namespace {

// An option's text, written by engine/option_text.cpp from its id (so a reader in another language gets the
// same words written again in theirs).
std::string text_of(const Engine& e, int player, const std::string& id) {
    return engine_option_text(e, DecisionKind::MainAction, player, id, e.language()).value_or(id);
}

bool can_prep_to(const Engine& e, const Breach& b, const PlayerCardDef& spell, int owner) {
    if (b.status == BreachStatus::Open) return e.breach_has_room(b, spell, owner);
    if (b.status == BreachStatus::Closed)
        return e.breach_has_room(b, spell, owner) && (b.focused_this_turn || spell.prep_to_closed);
    return false;
}

bool ability_window_open(const Engine& e, int owner, int turn_player) {
    const auto& p = e.state().players[owner];
    if (!e.state().rules.abilities || p.max_charges == 0 || p.charges < p.max_charges) return false;
    switch (e.content().mage(p.mage).ability_window) {
    case AbilityWindow::OwnMainPhase: return owner == turn_player;
    case AbilityWindow::AnyMainPhase: return true;
    default: return false; // the other windows open at their own moments (ability_window.cpp)
    }
    return false;
}

bool treasure_used(const GameState& st, CardId c) {
    const auto& m = st.turn.used_once;
    return std::find(m.begin(), m.end(), "treasure:" + std::to_string(c.value())) != m.end() ||
           std::find(st.used_treasures.begin(), st.used_treasures.end(), c) != st.used_treasures.end();
}

// rules/outcasts.md §4, §7, §8: the group's and your own treasures, the ally's ability, aether on Wanderers.
void add_outcasts_actions(Engine& e, int player, OptionWriter& out) {
    const auto& st = e.state();
    std::vector<CardId> usable = st.group_treasures;
    usable.insert(usable.end(), st.players[player].treasures.begin(), st.players[player].treasures.end());
    for (CardId c : usable) {
        const auto& def = e.player_def(c);
        if (def.passive) continue; // it only reacts to moments (engine/triggers.cpp)
        EffectCall can{def.script, "", "can_use", def.id, player, c, 0};
        const bool used = treasure_used(st, c);
        const bool ok = !used && (!e.host().has_entry(can) || e.host().query(e, can));
        Option& o = out.next();
        assign_text(o.id, "treasure:", c.value());
        if (out.texts()) o.text = text_of(e, player, o.id);
        o.enabled = ok;
        o.reason = used
                       ? (def.once_per_battle ? N_("already used this battle") : N_("already used this turn"))
                   : ok ? ""
                        : N_("it cannot be used now");
    }
    if (st.ally_max_charges > 0 && st.ally_charges >= st.ally_max_charges) {
        Option& o = out.next();
        o.id = "ally_ability";
        if (out.texts()) o.text = text_of(e, player, o.id);
    }
    // Unrestricted aether only (rules/outcasts.md §7): restricted aether is for purchases.
    for (const auto& ip : st.nemesis.in_play) {
        const auto& def = e.nemesis_def(ip.card);
        if (!def.wanderer || def.type != CardType::Minion) continue;
        for (int x = 1; x <= std::min(st.turn.aether, ip.life); ++x) {
            Option& o = out.next();
            assign_text(o.id, "wanderer:", ip.card.value(), ":", x);
            if (out.texts()) o.text = text_of(e, player, o.id);
        }
    }
}

// The main phase's options, written over `options` (those of an earlier decision, see OptionWriter).
void main_actions(Engine& e, int player, std::vector<Option>& options) {
    const auto& st = e.state();
    const auto& p = st.players[player];
    OptionWriter out(options, e.presentation().option_texts);
    for (CardId c : p.hand) {
        const auto& def = e.player_def(c);
        // Spells are prepped, not played; corruptions resolve only when their nemesis's rules say.
        if (def.type == CardType::Spell || def.type == CardType::Corruption) continue;
        Option& o = out.next();
        assign_text(o.id, "play:", c.value());
        if (out.texts()) o.text = text_of(e, player, o.id);
    }
    // What a card of each type can be paid with, found once per type (nine piles, two or three types).
    std::optional<int> have_for[kCardTypes];
    for (std::size_t i = 0; i < st.supply.size(); ++i) {
        const auto& pile = st.supply[i];
        const auto& def = e.supply_def(i);
        auto& have_now = have_for[static_cast<int>(def.type)];
        if (!have_now) have_now = e.aether_available(player, to_string(def.type));
        const int have = *have_now;
        Option& o = out.next();
        assign_text(o.id, "buy:", def.id);
        if (out.texts()) o.text = text_of(e, player, o.id);
        if (pile.cards.empty())
            out.disable(o, N_("the pile is empty"));
        else if (have < def.cost)
            out.disable(o, N_("not enough aether"));
    }
    // Prince of Gluttons: the devoured pile's top card is gained like a supply pile's (nemeses-base.md §5).
    if (!st.devoured.empty()) {
        const auto& def = e.player_def(st.devoured.back());
        Option& o = out.add("devoured", "");
        if (out.texts()) o.text = text_of(e, player, o.id);
        if (e.aether_available(player, to_string(def.type)) < def.cost)
            out.disable(o, N_("not enough aether"));
    }
    if (st.rules.abilities && p.max_charges > 0) {
        Option& o = out.add("charge", "");
        if (out.texts()) o.text = text_of(e, player, o.id);
        if (p.charges >= p.max_charges)
            out.disable(o, N_("charges are full"));
        else if (st.turn.aether < 2)
            out.disable(o, N_("not enough aether"));
    }
    // Aether restricted to "breach" (Trulite Of Force) pays for focusing and opening.
    const int for_breaches = e.aether_available(player, "breach");
    for (const auto& b : p.breaches) {
        if (b.status != BreachStatus::Closed) continue;
        const int fc = e.paid_focus_cost(b), oc = e.paid_open_cost(b);
        Option& focus = out.next();
        assign_text(focus.id, "focus:", b.number);
        if (out.texts()) focus.text = text_of(e, player, focus.id);
        if (for_breaches < fc) out.disable(focus, N_("not enough aether"));
        Option& open = out.next();
        assign_text(open.id, "open:", b.number);
        if (out.texts()) open.text = text_of(e, player, open.id);
        if (for_breaches < oc) out.disable(open, N_("not enough aether"));
    }
    for (CardId c : p.hand) {
        const auto& def = e.player_def(c);
        if (def.type != CardType::Spell) continue;
        for (const auto& b : p.breaches)
            if (can_prep_to(e, b, def, player)) {
                Option& o = out.next();
                assign_text(o.id, "prep:", c.value(), ":", b.number);
                if (out.texts()) o.text = text_of(e, player, o.id);
            }
    }
    // rules/base.md §4.3 #7: a main-phase "while prepped" effect of your prepped spells, once per turn each.
    for (const auto& b : p.breaches)
        for (CardId c : b.prepped) {
            const auto& def = e.player_def(c);
            EffectCall use{def.script, "", "while_prepped", def.id, player, c, 0};
            if (def.script.empty() || !e.host().has_entry(use)) continue;
            const std::string id = "while_prepped:" + std::to_string(c.value());
            const bool used =
                std::find(st.turn.used_once.begin(), st.turn.used_once.end(), id) != st.turn.used_once.end();
            EffectCall can{def.script, "", "can_use_while_prepped", def.id, player, c, 0};
            const bool ok = !used && (!e.host().has_entry(can) || e.host().query(e, can));
            Option& o = out.next();
            o.id = id;
            if (out.texts()) o.text = text_of(e, player, o.id);
            o.enabled = ok;
            o.reason = used ? N_("already used this turn") : ok ? "" : N_("its cost cannot be paid now");
        }
    for (const auto& other : st.players)
        if (ability_window_open(e, other.index, player)) {
            Option& o = out.next();
            assign_text(o.id, "ability:", other.index);
            if (out.texts()) o.text = text_of(e, player, o.id);
        }
    add_outcasts_actions(e, player, out);
    for (const auto& ip : st.nemesis.in_play) {
        const auto& def = e.nemesis_def(ip.card);
        if (def.type != CardType::Power || !def.to_discard) continue;
        EffectCall q{def.script, def.handler, "can_discard", def.id, player, ip.card, 0};
        const bool ok = !e.host().has_entry(q) || e.host().query(e, q);
        Option& o = out.next();
        assign_text(o.id, "discard_power:", ip.card.value());
        if (out.texts()) o.text = text_of(e, player, o.id);
        if (!ok) out.disable(o, N_("its TO DISCARD cost cannot be paid now"));
    }
    Option& end = out.add("end", "");
    if (out.texts()) end.text = text_of(e, player, end.id);
}

void do_action(Engine& e, int player, const std::string& id) {
    auto& st = e.mut();
    auto& p = st.players[player];
    const auto& content = e.content();
    // Only offered ids reach here (submit checked), so a part that is not a number is an engine bug.
    const OptionId parsed = OptionId::parse(id);
    const std::string_view verb = parsed.verb;
    auto number = [&](std::optional<std::uint32_t> n) {
        if (!n) throw RuleError("engine bug: main phase option '" + id + "' lacks a number");
        return static_cast<int>(*n);
    };
    auto card = [&] { return CardId(static_cast<std::uint32_t>(number(parsed.first_number()))); };
    if (verb == "play") {
        const auto c = card();
        p.hand.erase(std::find(p.hand.begin(), p.hand.end(), c));
        p.play_area.push_back(c);
        e.emit({.kind = EventKind::CardPlayed, .player = player, .card = c});
        const auto& def = e.player_def(c);
        e.schedule(RunEffect{{def.script, "", "play", def.id, player, c, 0}});
        e.fire("card_played", player, c, def.cost);
    } else if (verb == "buy") {
        const auto& def = content.player_card(std::string(parsed.args));
        e.spend_aether_for(player, def.cost, to_string(def.type));
        e.gain_card(player, def.id, Destination::Discard);
    } else if (verb == "devoured") {
        const auto& def = e.player_def(st.devoured.back());
        e.spend_aether_for(player, def.cost, to_string(def.type));
        e.gain_devoured(player, Destination::Discard);
    } else if (verb == "charge") {
        e.spend_aether(player, 2);
        e.gain_charges(player, 1);
    } else if (verb == "focus") {
        const int n = number(parsed.first_number());
        e.spend_aether_for(player, e.paid_focus_cost(p.breaches[n - 1]), "breach");
        st.turn.breach_discount = 0; // the discount is for the next paid focus or open only
        e.focus_breach(player, n, true);
    } else if (verb == "open") {
        const int n = number(parsed.first_number());
        e.spend_aether_for(player, e.paid_open_cost(p.breaches[n - 1]), "breach");
        st.turn.breach_discount = 0;
        e.open_breach(player, n);
    } else if (verb == "prep") {
        const auto c = card();
        const int n = number(parsed.second_number());
        // The option was offered only where the rules allow it; prep_spell also runs a "when prepped" effect.
        if (!e.prep_spell(c, n, true)) throw RuleError("engine bug: an offered prep was refused");
    } else if (verb == "ability") {
        const int owner = number(parsed.first_number());
        auto& o = st.players[owner];
        const auto& mage = content.mage(o.mage);
        e.lose_charges(owner, o.charges);
        e.emit({.kind = EventKind::AbilityUsed, .player = owner, .text = mage.ability_name});
        // "You" in an ability used on another player's turn is that turn's player (Kadir's Gate): the script
        // receives both through ctx.
        e.schedule(RunEffect{{mage.script, "", "ability", mage.id, owner, kNoCard, 0}});
    } else if (verb == "while_prepped") {
        const auto c = card();
        st.turn.used_once.push_back(id);
        const auto& def = e.player_def(c);
        e.schedule(RunEffect{{def.script, "", "while_prepped", def.id, player, c, 0}});
    } else if (verb == "treasure") {
        const auto c = card();
        const auto& def = e.player_def(c);
        if (def.once_per_battle)
            st.used_treasures.push_back(c);
        else
            st.turn.used_once.push_back(id);
        e.emit({.kind = EventKind::AbilityUsed, .player = player, .text = def.name});
        e.schedule(RunEffect{{def.script, "", "use", def.id, player, c, 0}});
    } else if (verb == "ally_ability") {
        const auto& ally = content.ally(st.ally);
        st.ally_charges = 0;
        e.emit({.kind = EventKind::AbilityUsed,
                .player = player,
                .text = st.gravehold_name + "'s " + ally.ability_name});
        e.schedule(RunEffect{{ally.script, "", "ability", ally.id, player, kNoCard, 0}});
    } else if (verb == "wanderer") {
        const auto c = card();
        const int x = number(parsed.second_number());
        e.spend_aether(player, x);
        DealDamage strike{x, "minion:" + std::to_string(c.value()), player, "aether"};
        strike.aether_strike = true;
        e.schedule(strike);
    } else if (verb == "discard_power") {
        const auto c = card();
        const auto& def = e.nemesis_def(c);
        RunEffect pay{{def.script, def.handler, "to_discard", def.id, player, c, 0}};
        pay.then_discard = c;
        e.schedule(pay);
    } else {
        throw RuleError("unknown main phase action '" + id + "'");
    }
}

} // namespace

StepResult run(Engine& e, MainPhase& s) {
    e.set_phase(Phase::Main);
    if (auto a = e.take_answer()) {
        if (a->choice.front() == "end") return StepResult::Done;
        do_action(e, s.player, a->choice.front());
        return StepResult::Continue;
    }
    DecisionRequest req;
    req.kind = DecisionKind::MainAction;
    req.who = {s.player};
    req.prompt = N_("Main phase: choose an action");
    req.options = e.reuse_options();
    main_actions(e, s.player, req.options);
    return e.await(std::move(req));
}

} // namespace ae
