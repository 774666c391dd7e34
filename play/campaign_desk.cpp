#include "play/campaign_desk.hpp"

#include "campaigns/decision_text.hpp"

#include "campaigns/refusal.hpp"
#include "campaigns/undo_words.hpp"

#include "campaigns/hooks.hpp"
#include "campaigns/names.hpp"
#include "campaigns/state_check.hpp"
#include "core/errors.hpp"
#include "play/campaign_battle.hpp"
#include "play/replay_log.hpp"
#include "saves/campaign_export.hpp"
#include "saves/campaign_store.hpp"
#include "saves/unlock_store.hpp"

namespace ae::play {

std::shared_ptr<const CampaignSession> session_for(const campaign::CampaignState& s,
                                                   std::shared_ptr<const CampaignSession> given) {
    if (given && given->definition_id == s.definition) return given;
    return std::make_shared<const CampaignSession>(s.definition, s.language);
}

Written new_campaign(saves::Database& db, const std::string& definition, campaign::NewCampaign n,
                     bool companion) {
    auto shared = std::make_shared<const CampaignSession>(definition, n.language);
    const CampaignSession& session = *shared;
    n.global_unlocks = saves::unlock_ids(db); // what earlier campaigns earned
    Written w;
    w.session = shared;
    w.state = campaign::create_campaign(session.def, session.content.content, n, w.log);
    w.state.companion = companion;
    saves::create_campaign(db, w.state, w.log);
    return w;
}

Written record_battle(saves::Database& db, const std::string& name, const BattleRecord& rec,
                      std::shared_ptr<const CampaignSession> given) {
    if (rec.result != "won" && rec.result != "lost") throw InvalidRequest("a battle's result is won or lost");
    Written w{saves::load_campaign(db, name), {}};
    auto& s = w.state;
    w.session = session_for(s, std::move(given));
    const CampaignSession& session = *w.session;
    const Content& c = session.content.content;
    if (s.finished)
        throw campaign::refusal(c, N_("campaign '{name}' is finished; there is no battle to record"),
                                {{"name", name}});
    if (!rec.played_by.empty() && rec.played_by.size() != static_cast<std::size_t>(s.players))
        throw InvalidRequest("who played names " + std::to_string(rec.played_by.size()) + " seats of " +
                             std::to_string(s.players));
    const campaign::CampaignState before = s;
    campaign::Runner r(session.def, session.content.content, s, campaign::hook_runner(session.def));
    const auto due = r.advance();
    if (due == campaign::RunStatus::Finished)
        throw campaign::refusal(c, N_("campaign '{name}' has reached its end; there is no battle to record"),
                                {{"name", name}});
    if (due != campaign::RunStatus::Battle) {
        throw campaign::refusal(
            c, N_("no battle is due in campaign '{name}': first \"{prompt}\" must be answered"),
            {{"name", name},
             {"prompt", r.decision().prompt, false,
              campaign::shown_prompt(r.decision(), c, campaign::refusal_language(c))}});
    }
    w.log = r.take_log();
    auto& attempt = s.battles.at(static_cast<std::size_t>(r.battle_index()));
    attempt.played_by = rec.played_by;
    const std::string what = campaign::record_undo(attempt.number, attempt.label, rec.result);
    r.battle_finished({rec.result, rec.gravehold, rec.nemesis_life, rec.turns, today(), {}, {}});
    r.advance();
    auto more = r.take_log();
    w.log.insert(w.log.end(), more.begin(), more.end());
    saves::save_campaign(db, s, w.log, saves::UndoMark::step(before, what));
    return w;
}

std::string decision_option(const campaign::Decision& d, const Content& c, const std::string& word) {
    if (!word.empty() && word.find_first_not_of("0123456789") == std::string::npos) {
        const std::size_t n = word.size() > 6 ? 0 : std::stoul(word);
        if (n < 1 || n > d.options.size())
            throw campaign::refusal(c, N_("'{answer}' is not an option number (1-{n})."),
                                    {{"answer", word}, {"n", std::to_string(d.options.size())}});
        return d.options[n - 1].id;
    }
    std::vector<std::string> cards;
    for (const auto& o : d.options) {
        if (o.id == word) return o.id;
        const std::string head = o.label.substr(0, std::min(o.label.find(" ("), o.label.find(':')));
        if (campaign::fold_name(head) == campaign::fold_name(word) ||
            campaign::fold_name(o.label) == campaign::fold_name(word))
            return o.id;
        // An option as it reads in any language ("Do starych cystern" for "Down to the old cisterns").
        for (const auto& code : lang::Language::known()) {
            const std::string shown = campaign::shown_label(d, o, c, lang::Language::of(code));
            const std::string shown_head = shown.substr(0, std::min(shown.find(" ("), shown.find(':')));
            if (campaign::fold_name(shown) == campaign::fold_name(word) ||
                campaign::fold_name(shown_head) == campaign::fold_name(word))
                return o.id;
        }
        if (c.player_cards.count(o.id) || c.mages.count(o.id) || c.nemesis_cards.count(o.id))
            cards.push_back(o.id);
    }
    if (!cards.empty()) return campaign::resolve_name(c, word, cards, N_("option of this decision"));
    const lang::Language& L = campaign::refusal_language(c);
    std::string known, known_shown;
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        known += "\n  " + std::to_string(i + 1) + ". " + d.options[i].label;
        known_shown += "\n  " + std::to_string(i + 1) + ". " + campaign::shown_label(d, d.options[i], c, L);
    }
    throw campaign::refusal(c, N_("no option '{answer}' in \"{prompt}\"; the options:{options}"),
                            {{"answer", word},
                             {"prompt", d.prompt, false, campaign::shown_prompt(d, c, L)},
                             {"options", known, false, known_shown}});
}

Written answer_decision(saves::Database& db, const std::string& name, const std::vector<std::string>& words,
                        std::shared_ptr<const CampaignSession> given) {
    Written w{saves::load_campaign(db, name), {}};
    auto& s = w.state;
    w.session = session_for(s, std::move(given));
    const CampaignSession& session = *w.session;
    const Content& c = session.content.content;
    if (s.finished)
        throw campaign::refusal(c, N_("campaign '{name}' is finished; there is nothing to answer"),
                                {{"name", name}});
    const campaign::CampaignState before = s;
    campaign::Runner r(session.def, c, s, campaign::hook_runner(session.def));
    if (r.advance() != campaign::RunStatus::Decision)
        throw campaign::refusal(c, N_("no decision is due in campaign '{name}'"), {{"name", name}});
    const campaign::Decision d = r.decision();
    std::vector<std::string> ids;
    for (const auto& word : words) ids.push_back(decision_option(d, c, word));
    const std::string what = campaign::answer_undo(d, ids, c);
    w.log = r.take_log();
    if (auto why = r.answer(ids)) throw *why;
    r.advance();
    auto more = r.take_log();
    w.log.insert(w.log.end(), more.begin(), more.end());
    saves::save_campaign(db, s, w.log, saves::UndoMark::step(before, what));
    return w;
}

namespace {

// A battle the file carries must be what its seed and answers make (#17 item 7): the same answers
// accepted, the same result and state hash, the same events. A battle recorded with other content or
// another Lua release cannot be replayed by this gravehold at all (`replay` and resuming refuse it too),
// so it is kept as the record it is; docs/decisions.md D73 says why.
void check_carried(const Content& content, const saves::CarriedBattle& b, const std::string& where) {
    try {
        check_compatible(content, b.record.header, where);
    } catch (const SaveError&) { return; }
    const Replayed run = replay_log(content, b.record.header, b.record.inputs, b.record.inputs.size(), where);
    const Engine& e = run.battle->engine();
    if (e.inputs().size() != b.record.inputs.size())
        throw InvalidRequest(where + ": its answers end the battle after " +
                             std::to_string(e.inputs().size()) + " of " +
                             std::to_string(b.record.inputs.size()) + " inputs");
    if (saves::result_text(e.state()) != b.record.result)
        throw InvalidRequest(where + ": its answers give the result '" + saves::result_text(e.state()) +
                             "', not '" + b.record.result + "'");
    if (!b.record.state_hash.empty() && saves::hex(e.state_hash()) != b.record.state_hash)
        throw InvalidRequest(where + ": its answers give the state hash " + saves::hex(e.state_hash()) +
                             ", not " + b.record.state_hash);
    const auto& made = e.events();
    if (made.size() != b.events.size())
        throw InvalidRequest(where + ": its answers make " + std::to_string(made.size()) +
                             " events, the file has " + std::to_string(b.events.size()));
    for (std::size_t i = 0; i < made.size(); ++i)
        if (made[i].seq != b.events[i].first || to_string(made[i].kind) != b.events[i].second)
            throw InvalidRequest(where + ": event " + std::to_string(i + 1) + " is '" + b.events[i].second +
                                 "', the replay makes '" + to_string(made[i].kind) + "'");
}

} // namespace

std::string import_campaign(saves::Database& db, const std::string& json_text, const std::string& file,
                            std::optional<std::string> new_name) {
    std::optional<CampaignSession> session; // the definition's content, for both checks
    return saves::import_campaign(
        db, json_text, file, std::move(new_name),
        [&session](const campaign::CampaignState& s) {
            try {
                session.emplace(s.definition);
            } catch (const InvalidRequest& e) {
                throw InvalidRequest(std::string("state.definition: ") + e.what());
            }
            campaign::check_reachable(s, session->def, session->content.content);
        },
        [&session](const saves::CarriedBattle& b, const std::string& where) {
            check_carried(session->content.content, b, where);
        });
}

campaign::NextStep next_of(const CampaignSession& session, const campaign::CampaignState& s,
                           const lang::Language* L) {
    return campaign::next_step(session.def, session.content.content, s, campaign::hook_runner(session.def),
                               L ? *L : lang::Language::or_english(session.content.content.language));
}

} // namespace ae::play
