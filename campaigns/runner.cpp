#include "campaigns/runner.hpp"
#include "campaigns/decision_text.hpp"
#include "campaigns/mat_stickers.hpp"
#include "campaigns/refusal.hpp"

#include "engine/rng.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

namespace ae::campaign {
using nlohmann::json;

namespace {

std::string join(const std::vector<std::string>& v, const char* sep = ",") {
    std::string out;
    for (const auto& x : v) out += (out.empty() ? "" : sep) + x;
    return out;
}

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const auto end = s.find(',', start);
        const auto part = s.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!part.empty()) out.push_back(part);
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return out;
}

bool contains(const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

std::string card_label(const Content& c, const std::string& id) {
    return campaign::card_label(c, id, lang::Language::english());
}

// Replaces the first `first` card (else the first `second`) of `cards` by `with`; rules/outcasts.md §4.
bool replace_starter(std::vector<std::string>& cards, const Content& c, const std::string& first,
                     const std::string& second, const std::string& with) {
    for (const auto& name : {first, second})
        for (auto& id : cards)
            if (c.player_cards.count(id) && c.player_cards.at(id).name == name) {
                id = with;
                return true;
            }
    return false;
}

constexpr int kMaxOpsWithoutStop = 10000; // a definition that loops without asking anything

} // namespace

Rules campaign_rules(const CampaignDef& def, const CampaignState& s) {
    Rules r = def.rules;
    for (const auto& id : s.rule_stickers)
        if (auto it = def.rule_stickers.find(id); it != def.rule_stickers.end())
            apply_switches(r, it->second.switches, def.dir);
    if (auto it = s.flags.find("solo_player_cards"); it != s.flags.end())
        apply_switches(r, {{"solo_player_cards", it->second}}, def.dir);
    if (auto it = s.flags.find("solo_player_life"); it != s.flags.end())
        apply_switches(r, {{"player_life", it->second}}, def.dir);
    return r;
}

Runner::Runner(const CampaignDef& def, const Content& content, CampaignState& state, HookRunner hooks)
    : def_(def), content_(content), state_(state), hooks_(std::move(hooks)) {}

const Step& Runner::step() const {
    const Step* s = def_.step(state_.position);
    if (!s)
        throw SaveError("campaign '" + state_.name + "' is at step '" + state_.position +
                        "', which its definition '" + def_.id + "' does not have");
    return *s;
}

void Runner::go(const std::string& step_id) {
    state_.position = step_id;
    state_.position_op = 0;
}

std::string Runner::key(const std::string& sub) const {
    return state_.position + "/" + std::to_string(state_.position_op) + (sub.empty() ? "" : "/" + sub);
}

bool Runner::ask(Decision d) {
    decision_ = std::move(d);
    status_ = RunStatus::Decision;
    return false;
}

std::uint64_t Runner::draw_seed() {
    // Each random need of the campaign gets its own stream, so resuming never replays a draw differently.
    Rng rng(state_.seed ^ (0x9E3779B97F4A7C15ULL * ++state_.draws));
    return rng.next() >> 1; // positive as a signed 64-bit number, which SQLite and JSON keep exactly
}

void Runner::finish(const std::string& text) {
    state_.finished = true;
    state_.position.clear();
    state_.position_op = 0;
    int won = 0;
    for (const auto& b : state_.battles) won += b.result == "won";
    log(entry(
        "campaign_finished", json{{"battles", state_.battles.size()}, {"won", won}, {"text", text}}.dump(),
        (text.empty() ? std::string("The campaign is over.") : text) +
            " Battles: " + std::to_string(state_.battles.size()) + ", won " + std::to_string(won) + "."));
    status_ = RunStatus::Finished;
}

std::vector<LogEntry> Runner::take_log() { return std::exchange(log_, {}); }

RunStatus Runner::advance() {
    for (int guard = 0; guard < kMaxOpsWithoutStop; ++guard) {
        if (state_.finished) return status_ = RunStatus::Finished;
        const Step& st = step();
        if (state_.current_battle) {
            // A battle is under way (perhaps from before a restart): the same setup again.
            setup_ = build_setup(st.ops.at(static_cast<std::size_t>(state_.position_op)).battle);
            return status_ = RunStatus::Battle;
        }
        if (state_.position_op >= static_cast<int>(st.ops.size())) {
            if (st.next.empty()) {
                finish("");
                return status_;
            }
            go(st.next);
            continue;
        }
        if (!run_op(st.ops[static_cast<std::size_t>(state_.position_op)])) return status_;
    }
    throw ContentError({def_.dir}, "campaign '" + def_.id + "' ran " + std::to_string(kMaxOpsWithoutStop) +
                                       " instructions without asking anything; its steps loop");
}

bool Runner::run_op(const Op& op) {
    const Step& st = step();
    switch (op.kind) {
    case OpKind::Story:
        log(entry("story", json{{"step", st.id}, {"title", st.title}}.dump(), op.text));
        next_op();
        return true;
    case OpKind::Change: try { log(apply_change(state_, op.change, def_, content_));
        } catch (const InvalidRequest& e) {
            throw ContentError(op.pos, std::string("instruction cannot be applied: ") + e.what());
        }
        next_op();
        return true;
    case OpKind::Hook: {
        if (!hooks_) throw ContentError(op.pos, "hook '" + op.hook + "' but the campaign has no script");
        const auto changes = hooks_(op.hook, state_, content_);
        for (const auto& c : changes) {
            try {
                log(apply_change(state_, c, def_, content_));
            } catch (const InvalidRequest& e) {
                throw ScriptError(def_.script + ": hook '" + op.hook +
                                  "' returned a change that cannot be applied: " + e.what());
            }
        }
        next_op();
        return true;
    }
    case OpKind::Battle: {
        BattleAttempt a;
        a.number = static_cast<int>(state_.battles.size()) + 1;
        a.step = key();
        a.attempt = 1;
        for (const auto& b : state_.battles) a.attempt += b.step == a.step;
        a.nemesis = op.battle.nemesis;
        a.seed = draw_seed();
        a.result = "playing";
        state_.battles.push_back(a);
        state_.current_battle = static_cast<int>(state_.battles.size()) - 1;
        const std::string label = op.battle.label.empty() ? st.title : op.battle.label;
        state_.battles.back().label = label;
        const auto& nem = content_.nemesis(op.battle.nemesis);
        log(entry("battle_started",
                  json{{"battle", a.number},
                       {"attempt", a.attempt},
                       {"nemesis", a.nemesis},
                       {"seed", a.seed},
                       {"label", label}}
                      .dump(),
                  "Battle " + std::to_string(a.number) + (label.empty() ? "" : " (" + label + ")") +
                      " against " + nem.name +
                      (a.attempt > 1 ? ", attempt " + std::to_string(a.attempt) : "") + " begins."));
        setup_ = build_setup(op.battle);
        status_ = RunStatus::Battle;
        return false;
    }
    case OpKind::OnResult: {
        if (state_.battles.empty()) throw ContentError(op.pos, "on_result before any battle");
        go(state_.battles.back().result == "won" ? op.on_won : op.on_lost);
        return true;
    }
    case OpKind::Choice: {
        if (state_.choices.count(op.id)) { // asked once per campaign, even when a step is visited again
            next_op();
            return true;
        }
        Decision d{op.id, op.text, {}, 1, 1, 0};
        d.pattern = op.text; // the campaign's own words, translated by its catalogues
        d.campaign_text = true;
        for (const auto& o : op.options) d.options.push_back({o.id, o.text});
        return ask(d);
    }
    case OpKind::Goto: go(op.go); return true;
    case OpKind::StarterUpgrade: {
        // rules/legacy.md §4.3: one sheet of 8 stickers, so each effect goes to one mage only.
        std::vector<std::string> taken;
        for (const auto& m : state_.mages) {
            const std::string k = key("seat" + std::to_string(m.seat));
            if (auto it = state_.choices.find(k); it != state_.choices.end()) {
                taken.push_back(it->second);
                continue;
            }
            Decision d = make_decision(
                k, N_("{name}: choose the new starter card that replaces a Crystal in the starting hand"),
                {{"name", m.name}}, m.seat, content_);
            for (const auto& c : op.cards)
                if (!contains(taken, c)) d.options.push_back({c, card_label(content_, c)});
            return ask(d);
        }
        next_op();
        return true;
    }
    case OpKind::SupplyImprovement: {
        const std::string kadd = key("add"), kban = key("banish");
        if (!state_.choices.count(kadd)) {
            Decision d = make_decision(kadd, N_("Supply improvement: choose {n} new piles to add"),
                                       {{"n", std::to_string(op.add)}}, 0, content_);
            for (const auto& c : op.cards)
                if (!contains(state_.banished_supply, c) && !contains(state_.supply, c))
                    d.options.push_back({c, card_label(content_, c)});
            d.min = d.max = std::min(op.add, static_cast<int>(d.options.size()));
            return ask(d);
        }
        if (!state_.choices.count(kban)) {
            Decision d = make_decision(kban, N_("Supply improvement: choose {n} piles to banish"),
                                       {{"n", std::to_string(op.banish)}}, 0, content_);
            for (const auto& c : state_.supply) d.options.push_back({c, card_label(content_, c)});
            d.min = d.max = std::min(op.banish, static_cast<int>(d.options.size()));
            return ask(d);
        }
        next_op();
        return true;
    }
    case OpKind::ChooseMages: {
        std::vector<std::string> taken;
        for (const auto& m : state_.mages) {
            const std::string k = key("seat" + std::to_string(m.seat));
            if (auto it = state_.choices.find(k); it != state_.choices.end()) {
                taken.push_back(it->second);
                continue;
            }
            Decision d = make_decision(k, N_("{name}: choose a mage from the barracks"), {{"name", m.name}},
                                       m.seat, content_);
            for (const auto& id : state_.barracks_mages)
                if (!contains(taken, id)) d.options.push_back({id, card_label(content_, id)});
            if (d.options.empty()) throw ContentError(op.pos, "the barracks has fewer mages than players");
            return ask(d);
        }
        next_op();
        return true;
    }
    case OpKind::ChooseSupply: {
        const std::string kpick = key("piles"), kok = key("confirm");
        if (!state_.choices.count(kpick)) {
            Decision d =
                make_decision(kpick,
                              N_("Choose the supply piles from the barracks (3 gems, 2 relics and 4 spells "
                                 "is the guideline; include a gem costing 3)"),
                              {}, 0, content_);
            for (const auto& c : state_.barracks_cards) d.options.push_back({c, card_label(content_, c)});
            d.min = d.max = std::min(9, static_cast<int>(d.options.size()));
            return ask(d);
        }
        if (!state_.choices.count(kok)) {
            const auto picked = split(state_.choices.at(kpick));
            std::vector<std::string> rest;
            for (const auto& c : state_.barracks_cards)
                if (!contains(picked, c)) rest.push_back(c);
            Decision d = rest.empty()
                             ? make_decision(kok, N_("Every barracks card is in the supply. Continue?"), {},
                                             0, content_)
                             : make_decision(kok,
                                             N_("These barracks cards will be banished for the rest of the "
                                                "expedition: {cards}. Confirm?"),
                                             {{"cards", join(rest)}}, 0, content_);
            d.options = {{"yes", N_("Yes, banish them")}, {"no", N_("No, choose the supply again")}};
            return ask(d);
        }
        next_op();
        return true;
    }
    case OpKind::ChooseTreasures: {
        const int n = op.battle_number;
        std::vector<std::string> taken;
        auto per_seat = [&](int level, const char* pattern) -> bool {
            for (const auto& m : state_.mages) {
                const std::string k = key("l" + std::to_string(level) + ".seat" + std::to_string(m.seat));
                if (auto it = state_.choices.find(k); it != state_.choices.end()) {
                    taken.push_back(it->second);
                    continue;
                }
                Decision d = make_decision(k, pattern, {{"name", m.name}, {"level", std::to_string(level)}},
                                           m.seat, content_);
                for (const auto& id : state_.treasures[level])
                    if (!contains(taken, id)) d.options.push_back({id, card_label(content_, id)});
                d.options.push_back({"none", N_("No treasure")});
                return ask(d);
            }
            return true;
        };
        if (n >= 2 && !state_.treasures[1].empty() &&
            !per_seat(1, N_("{name}: choose a level-{level} treasure for the starting deck")))
            return false;
        if (n >= 3 && !state_.treasures[2].empty() && !state_.choices.count(key("l2"))) {
            Decision d = make_decision(key("l2"), N_("Choose one level-2 treasure for the whole group"), {},
                                       0, content_);
            for (const auto& id : state_.treasures[2]) d.options.push_back({id, card_label(content_, id)});
            d.options.push_back({"none", N_("No treasure")});
            return ask(d);
        }
        taken.clear();
        if (n >= 4 && !state_.treasures[3].empty() &&
            !per_seat(3, N_("{name}: choose a level-{level} treasure for the mage's mat")))
            return false;
        next_op();
        return true;
    }
    case OpKind::Finish: finish(op.text); return false;
    }
    return true;
}

std::optional<ChangeRejected> Runner::answer(const std::vector<std::string>& ids) {
    if (status_ != RunStatus::Decision) return refusal(content_, N_("no decision is pending"));
    const Decision& d = decision_;
    if (static_cast<int>(ids.size()) < d.min || static_cast<int>(ids.size()) > d.max)
        return d.min == d.max ? refusal(content_, N_("choose exactly {n}"), {{"n", std::to_string(d.min)}})
                              : refusal(content_, N_("choose {min} to {max}"),
                                        {{"min", std::to_string(d.min)}, {"max", std::to_string(d.max)}});
    std::set<std::string> seen;
    std::vector<std::string> labels, full;
    for (const auto& id : ids) {
        auto it = std::find_if(d.options.begin(), d.options.end(), [&](const auto& o) { return o.id == id; });
        if (it == d.options.end())
            return refusal(content_, N_("'{id}' is not one of the options"), {{"id", id}});
        if (!seen.insert(id).second) return refusal(content_, N_("'{id}' is chosen twice"), {{"id", id}});
        labels.push_back(it->label.substr(0, it->label.find(':')));
        full.push_back(it->label);
    }
    const Op& op = step().ops.at(static_cast<std::size_t>(state_.position_op));
    state_.choices[d.key] = join(ids);
    std::string who;
    for (const auto& m : state_.mages)
        if (m.seat == d.seat) who = m.name + " chose: ";
    // What the log needs to say it in any language (campaigns/log_text.cpp): who, the prompt's words and
    // the options' English.
    json data = {{"key", d.key}, {"chosen", ids}, {"seat", d.seat}, {"labels", full}};
    if (!who.empty()) data["name"] = who.substr(0, who.size() - std::string(" chose: ").size());
    if (!d.pattern.empty()) {
        json values = json::object();
        for (const auto& [k, v] : d.values) values[k] = v;
        data["prompt"] = {{"pattern", d.pattern}, {"values", values}, {"campaign", d.campaign_text}};
    }
    log(entry(
        "choice_made", data.dump(),
        // The group's choices say what was asked, so two in a row (piles added, piles banished) read apart.
        (who.empty() ? "Chosen for \"" + d.prompt + "\": " : who) + join(labels, ", ") + "."));
    status_ = RunStatus::Finished; // until advance() runs again

    switch (op.kind) {
    case OpKind::Choice: {
        const auto& o = *std::find_if(op.options.begin(), op.options.end(),
                                      [&](const auto& x) { return x.id == ids[0]; });
        for (const auto& [k, v] : o.flags) log(apply_change(state_, {"set_flag", k, v}, def_, content_));
        if (!o.go.empty())
            go(o.go);
        else
            next_op();
        break;
    }
    case OpKind::StarterUpgrade: {
        auto& m = state_.mages.at(static_cast<std::size_t>(d.seat - 1));
        if (!replace_starter(m.hand, content_, "Crystal", "Crystal", ids[0]))
            m.hand.push_back(ids[0]); // a hand without a Crystal keeps its cards and gains the new one
        log(entry("starter_upgraded", json{{"seat", m.seat}, {"card", ids[0]}, {"name", m.name}}.dump(),
                  m.name + "'s starting hand now holds " + content_.player_card(ids[0]).name +
                      " instead of a Crystal."));
        break;
    }
    case OpKind::SupplyImprovement:
        if (d.key == key("banish")) {
            const auto added = split(state_.choices.at(key("add")));
            for (const auto& c : ids)
                log(apply_change(state_, {"banish_supply_pile", c, ""}, def_, content_));
            for (const auto& c : added) log(apply_change(state_, {"add_supply_pile", c, ""}, def_, content_));
            for (const auto& c : op.cards)
                if (!contains(added, c) && !contains(state_.banished_supply, c) &&
                    !contains(state_.supply, c)) {
                    state_.banished_supply.push_back(c);
                    log(entry("card_banished", json{{"id", c}, {"from", "offer"}}.dump(),
                              content_.player_card(c).name + " was not chosen and is banished."));
                }
        }
        break;
    case OpKind::ChooseMages: {
        auto& m = state_.mages.at(static_cast<std::size_t>(d.seat - 1));
        const auto& mage = content_.mage(ids[0]);
        m.mage = mage.id;
        m.hand = mage.hand;
        m.deck = mage.deck;
        break;
    }
    case OpKind::ChooseSupply:
        if (d.key == key("confirm")) {
            if (ids[0] == "no") {
                state_.choices.erase(key("piles"));
                state_.choices.erase(key("confirm"));
                break;
            }
            const auto picked = split(state_.choices.at(key("piles")));
            state_.supply.clear();
            for (const auto& c : state_.barracks_cards)
                if (contains(picked, c)) state_.supply.push_back(c);
            for (const auto& c : std::vector<std::string>(state_.barracks_cards))
                if (!contains(picked, c)) {
                    std::erase(state_.barracks_cards, c);
                    state_.banished_supply.push_back(c);
                    log(entry("card_banished", json{{"id", c}, {"from", "barracks"}}.dump(),
                              content_.player_card(c).name + " did not go into the supply and is banished."));
                }
            log(entry("supply_set", json{{"supply", state_.supply}}.dump(),
                      "The supply for this battle: " + std::to_string(state_.supply.size()) +
                          (state_.supply.size() == 1 ? " pile." : " piles.")));
        }
        break;
    case OpKind::ChooseTreasures:
        if (ids[0] == "none") break;
        if (d.key == key("l2")) {
            state_.flags["treasure.group"] = ids[0];
        } else if (d.key.find("/l3.") != std::string::npos) {
            state_.flags["treasure.seat" + std::to_string(d.seat)] = ids[0];
        } else {
            auto& m = state_.mages.at(static_cast<std::size_t>(d.seat - 1));
            const auto& t = content_.player_card(ids[0]);
            const bool spell = t.type == CardType::Spell;
            // The book gives no rule for a deck without either starter; the treasure then joins the deck.
            if (!replace_starter(m.deck, content_, spell ? "Spark" : "Crystal", spell ? "Crystal" : "Spark",
                                 ids[0]))
                m.deck.push_back(ids[0]);
            log(entry("treasure_used", json{{"seat", m.seat}, {"card", ids[0]}, {"name", m.name}}.dump(),
                      m.name + " starts this battle with " + t.name + " in the starting deck."));
        }
        break;
    default: break;
    }
    return std::nullopt;
}

void Runner::battle_started(std::int64_t game_id, const std::string& setup_json) {
    auto& a = state_.battles.at(static_cast<std::size_t>(*state_.current_battle));
    a.game_id = game_id;
    a.setup_json = setup_json;
}

void Runner::battle_finished(const BattleOutcome& o) {
    const int index = *state_.current_battle;
    auto& a = state_.battles.at(static_cast<std::size_t>(index));
    a.result = o.result;
    a.gravehold_life = o.gravehold_life;
    a.nemesis_life = o.nemesis_life;
    a.turns = o.turns;
    a.date = o.date;
    std::string protected_name = "Gravehold", ally;
    if (auto it = state_.flags.find("ally"); it != state_.flags.end()) {
        ally = it->second;
        protected_name = content_.allies.count(it->second) ? content_.allies.at(it->second).name : it->second;
    }
    json result = {{"battle", a.number},
                   {"nemesis", a.nemesis},
                   {"turns", o.turns},
                   {"gravehold_life", o.gravehold_life},
                   {"nemesis_life", o.nemesis_life}};
    if (!ally.empty()) result["ally"] = ally;
    log(entry(o.result == "won" ? "battle_won" : "battle_lost", result.dump(),
              "Battle " + std::to_string(a.number) + " against " + content_.nemesis(a.nemesis).name + " is " +
                  (o.result == "won" ? "won" : "lost") + " after " + std::to_string(o.turns) +
                  (o.turns == 1 ? " turn; " : " turns; ") + protected_name + " has " +
                  std::to_string(o.gravehold_life) + " life, the nemesis " + std::to_string(o.nemesis_life) +
                  "."));
    // Evolve stickers are permanent (rules/legacy.md §7.4): the battle's record of them becomes campaign
    // state.
    for (const auto& id : o.evolve_stickers)
        log(apply_change(state_, {"evolve_sticker", id, ""}, def_, content_));
    for (const auto& [from, into] : o.evolved)
        log(apply_change(state_, {"evolve", from, into}, def_, content_));
    // rules/legacy.md §3.3 E: cards costing 1 or more go back to their piles, destroyed cards come back,
    // starting hands, decks and breaches are rebuilt. Battles are built from the campaign state, which a
    // battle never changes, so the next battle starts from exactly that; the entry records that it happened.
    log(entry(
        "cleanup", json{{"battle", a.number}}.dump(),
        "Cleanup: gained and destroyed cards return to their piles; starting hands, decks and breaches are "
        "reset."));
    for (auto it = state_.flags.begin(); it != state_.flags.end();)
        it = it->first.starts_with("treasure.") ? state_.flags.erase(it) : std::next(it);
    state_.current_battle.reset();
    const Op& op = step().ops.at(static_cast<std::size_t>(state_.position_op));
    if (o.result == "lost" && op.battle.retry_on_loss &&
        (op.battle.max_attempts == 0 || a.attempt < op.battle.max_attempts)) {
        log(entry("battle_retry", json{{"step", key()}}.dump(),
                  "The battle will be fought again, set up anew."));
        redo_setup();
        return; // the battle instruction runs again: a new attempt with its own seed
    }
    next_op();
}

// rules/outcasts.md §2.5: a lost battle is played again as a new game, with the whole per-game setup
// (§2.3: mages, treasures, supply and its banish). The setup instructions right before the battle run
// again, their earlier answers forgotten.
void Runner::redo_setup() {
    const auto& ops = step().ops;
    int first = state_.position_op;
    while (first > 0) {
        const OpKind k = ops[static_cast<std::size_t>(first - 1)].kind;
        if (k != OpKind::ChooseMages && k != OpKind::ChooseTreasures && k != OpKind::ChooseSupply) break;
        --first;
    }
    for (int i = first; i < state_.position_op; ++i) {
        const std::string prefix = state_.position + "/" + std::to_string(i);
        for (auto it = state_.choices.begin(); it != state_.choices.end();)
            it = it->first == prefix || it->first.starts_with(prefix + "/") ? state_.choices.erase(it)
                                                                            : std::next(it);
    }
    state_.position_op = first;
}

// A nemesis deck built by tiers with nothing shuffled (BattleSpec::shuffle_tiers): the counts are the
// table's (rules/base.md §3.3), the order is the definitions'.
static std::vector<std::string> unshuffled_deck(const Content& c, const GameSetup& g) {
    const TierCounts counts = basic_cards_per_tier(static_cast<int>(g.players.size()));
    const int want[3] = {counts.tier1, counts.tier2, counts.tier3};
    std::vector<std::string> deck;
    for (int tier = 1; tier <= 3; ++tier) {
        for (const auto& id : c.nemesis(g.nemesis).cards)
            if (c.nemesis_card(id).tier == tier) deck.push_back(id);
        int left = want[tier - 1];
        for (const auto& id : g.upgraded_basic_cards)
            if (left > 0 && c.nemesis_card(id).tier == tier) {
                deck.push_back(id);
                --left;
            }
        for (const auto& id : g.basic_cards)
            if (left > 0 && c.nemesis_card(id).tier == tier && !c.nemesis_card(id).upgraded) {
                deck.push_back(id);
                --left;
            }
        if (left > 0)
            throw RuleError("not enough basic tier-" + std::to_string(tier) + " nemesis cards for " +
                            std::to_string(g.players.size()) + " player(s)");
    }
    return deck;
}

GameSetup Runner::build_setup(const BattleSpec& spec) const {
    GameSetup g;
    g.rules = campaign_rules(def_, state_);
    for (const auto& m : state_.mages) {
        PlayerSetup p{m.mage, m.name, -1, 0};
        p.hand = m.hand;
        p.deck = m.deck;
        apply_mat_stickers(m, g.rules.player_life, p);
        // rules/outcasts.md §4: a level-3 treasure sits on its player's mat for this battle.
        if (auto it = state_.flags.find("treasure.seat" + std::to_string(m.seat)); it != state_.flags.end())
            p.treasures.push_back(it->second);
        g.players.push_back(p);
    }
    g.nemesis = spec.nemesis;
    g.nemesis_deck = spec.deck;
    g.basic_cards = state_.basic_nemesis_cards;
    g.evolve_stickers = state_.evolve_stickers;
    g.upgraded_basic_cards = state_.upgraded_basic_cards;
    g.curse_deck = def_.curse_deck;
    if (auto it = state_.flags.find("ally"); it != state_.flags.end()) g.ally = it->second;
    if (auto it = state_.flags.find("treasure.group"); it != state_.flags.end())
        g.group_treasures.push_back(it->second);
    g.supply = state_.supply;
    g.gravehold_life = spec.gravehold_life;
    if (!spec.shuffle_tiers) g.nemesis_deck = unshuffled_deck(content_, g);
    return g;
}

} // namespace ae::campaign
