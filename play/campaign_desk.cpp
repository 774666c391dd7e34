#include "play/campaign_desk.hpp"

#include "campaigns/hooks.hpp"
#include "campaigns/names.hpp"
#include "campaigns/state_check.hpp"
#include "core/errors.hpp"
#include "play/campaign_battle.hpp"
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
    if (s.finished) throw InvalidRequest("campaign '" + name + "' is finished; there is no battle to record");
    if (!rec.played_by.empty() && rec.played_by.size() != static_cast<std::size_t>(s.players))
        throw InvalidRequest("who played names " + std::to_string(rec.played_by.size()) + " seats of " +
                             std::to_string(s.players));
    w.session = session_for(s, std::move(given));
    const CampaignSession& session = *w.session;
    const campaign::CampaignState before = s;
    campaign::Runner r(session.def, session.content.content, s, campaign::hook_runner(session.def));
    const auto due = r.advance();
    if (due == campaign::RunStatus::Finished)
        throw InvalidRequest("campaign '" + name + "' has reached its end; there is no battle to record");
    if (due != campaign::RunStatus::Battle)
        throw InvalidRequest("no battle is due in campaign '" + name + "': first \"" + r.decision().prompt +
                             "\" must be answered");
    w.log = r.take_log();
    auto& attempt = s.battles.at(static_cast<std::size_t>(r.battle_index()));
    attempt.played_by = rec.played_by;
    const std::string what = "the record of battle " + std::to_string(attempt.number) +
                             (attempt.label.empty() ? "" : " (" + attempt.label + ")") + ", " + rec.result;
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
            throw InvalidRequest("'" + word + "' is not an option number (1-" +
                                 std::to_string(d.options.size()) + ")");
        return d.options[n - 1].id;
    }
    std::vector<std::string> cards;
    for (const auto& o : d.options) {
        if (o.id == word) return o.id;
        const std::string head = o.label.substr(0, std::min(o.label.find(" ("), o.label.find(':')));
        if (campaign::fold_name(head) == campaign::fold_name(word) ||
            campaign::fold_name(o.label) == campaign::fold_name(word))
            return o.id;
        if (c.player_cards.count(o.id) || c.mages.count(o.id) || c.nemesis_cards.count(o.id))
            cards.push_back(o.id);
    }
    if (!cards.empty()) return campaign::resolve_name(c, word, cards, "option of \"" + d.prompt + "\"");
    std::string known;
    for (std::size_t i = 0; i < d.options.size(); ++i)
        known += "\n  " + std::to_string(i + 1) + ". " + d.options[i].label;
    throw InvalidRequest("no option '" + word + "' in \"" + d.prompt + "\"; the options:" + known);
}

Written answer_decision(saves::Database& db, const std::string& name, const std::vector<std::string>& words,
                        std::shared_ptr<const CampaignSession> given) {
    Written w{saves::load_campaign(db, name), {}};
    auto& s = w.state;
    if (s.finished) throw InvalidRequest("campaign '" + name + "' is finished; there is nothing to answer");
    w.session = session_for(s, std::move(given));
    const CampaignSession& session = *w.session;
    const Content& c = session.content.content;
    const campaign::CampaignState before = s;
    campaign::Runner r(session.def, c, s, campaign::hook_runner(session.def));
    if (r.advance() != campaign::RunStatus::Decision)
        throw InvalidRequest("no decision is due in campaign '" + name + "'");
    const campaign::Decision d = r.decision();
    std::vector<std::string> ids;
    std::string what = "the answer to \"" + d.prompt + "\":";
    for (const auto& word : words) {
        ids.push_back(decision_option(d, c, word));
        for (const auto& o : d.options)
            if (o.id == ids.back()) what += " " + o.label.substr(0, o.label.find(" (")) + ";";
    }
    what.pop_back();
    w.log = r.take_log();
    if (auto why = r.answer(ids)) throw InvalidRequest("refused: " + *why);
    r.advance();
    auto more = r.take_log();
    w.log.insert(w.log.end(), more.begin(), more.end());
    saves::save_campaign(db, s, w.log, saves::UndoMark::step(before, what));
    return w;
}

std::string import_campaign(saves::Database& db, const std::string& json_text, const std::string& file,
                            std::optional<std::string> new_name) {
    return saves::import_campaign(db, json_text, file, std::move(new_name),
                                  [](const campaign::CampaignState& s) {
                                      std::optional<CampaignSession> session;
                                      try {
                                          session.emplace(s.definition);
                                      } catch (const InvalidRequest& e) {
                                          throw InvalidRequest(std::string("state.definition: ") + e.what());
                                      }
                                      campaign::check_reachable(s, session->def, session->content.content);
                                  });
}

campaign::NextStep next_of(const CampaignSession& session, const campaign::CampaignState& s,
                           const lang::Language* L) {
    return campaign::next_step(session.def, session.content.content, s, campaign::hook_runner(session.def),
                               L ? *L : lang::Language::or_english(session.content.content.language));
}

} // namespace ae::play
