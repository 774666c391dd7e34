// Campaigns: the list, one campaign's state, what is due next in words, and its log; a new campaign, a
// battle recorded, a decision answered, undo. The companion changes, export and import are in
// api_campaign_changes.cpp.
#include "campaigns/log_text.hpp"
#include "campaigns/undo_words.hpp"
#include "web/api.hpp"

#include "campaigns/hooks.hpp"
#include "campaigns/log.hpp"
#include "campaigns/next_step.hpp"
#include "campaigns/state_json.hpp"
#include "core/errors.hpp"
#include "play/campaign_desk.hpp"
#include "play/campaign_session.hpp"
#include "saves/campaign_store.hpp"
#include "saves/campaign_undo.hpp"

namespace ae::web {
namespace {

std::vector<std::string> strings_of(const nlohmann::json& j, const char* key, std::size_t max) {
    if (!j.contains(key)) return {};
    const auto v = j.at(key).get<std::vector<std::string>>();
    if (v.size() > max)
        throw InvalidRequest(std::string(key) + " has more than " + std::to_string(max) + " entries");
    for (const auto& s : v)
        if (s.size() > 200)
            throw InvalidRequest(std::string(key) + ": an entry is longer than 200 characters");
    return v;
}

} // namespace

nlohmann::json after_write(const play::Written& w, const lang::Language& L) {
    const auto session = play::session_for(w.state, w.session);
    nlohmann::json logged = nlohmann::json::array();
    for (const auto& e : w.log)
        logged.push_back(campaign::log_text(e, session->content.content, &session->def, L));
    return {{"logged", logged}, {"next", campaign::to_json(play::next_of(*session, w.state, &L))}};
}

void add_campaign_api(httplib::Server& server, Hub& hub) {
    server.Get("/api/campaigns", [&hub](const httplib::Request&, httplib::Response& res) {
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            nlohmann::json a = nlohmann::json::array();
            for (const auto& c : saves::list_campaigns(hub.db()))
                a.push_back({{"name", c.name},
                             {"kind", campaign::to_string(c.kind)},
                             {"players", c.players},
                             {"battles", c.battles},
                             {"finished", c.finished},
                             {"position", c.position},
                             {"updated_at", c.updated_at}});
            send_json(res, a);
        });
    });
    server.Get(R"(/api/campaigns/([^/]+))", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            const auto s = saves::load_campaign(hub.db(), req.matches[1]);
            send_json(res, nlohmann::json::parse(campaign::to_json(s, true)));
        });
    });
    server.Get(R"(/api/campaigns/([^/]+)/next)", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            const auto s = saves::load_campaign(hub.db(), req.matches[1]);
            const lang::Language& L = request_language(req, hub);
            const play::CampaignSession session(s.definition, s.language);
            send_json(res, campaign::to_json(play::next_of(session, s, &L)));
        });
    });
    server.Get(R"(/api/campaigns/([^/]+)/log)", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            const std::string name = req.matches[1];
            const lang::Language& L = request_language(req, hub);
            const auto s = saves::load_campaign(hub.db(), name);
            const play::CampaignSession session(s.definition, s.language);
            const campaign::LogLanguage in{session.content.content, &session.def, L};
            send_json(res, nlohmann::json::parse(campaign::render_log(saves::campaign_log(hub.db(), name),
                                                                      campaign::LogFormat::Json, name, &in)));
        });
    });
    // Companion records and campaign decisions: the same calls as `campaign new`, `record`, `answer`, `undo`.
    server.Post("/api/campaigns", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            const nlohmann::json j = body_of(req);
            const lang::Language& L = request_language(req, hub); // refused before anything is written
            const std::string kind = j.value("kind", "legacy");
            if (kind != "legacy" && kind != "outcasts") throw InvalidRequest("kind is legacy or outcasts");
            campaign::NewCampaign n;
            n.name = j.value("name", "");
            n.players = j.value("players", 2);
            n.mage_names = strings_of(j, "mages", 4);
            n.seed = j.value("seed", std::uint64_t{1});
            n.language = L.code(); // the campaign remembers the language it was started in
            std::lock_guard lock(hub.mutex);
            const play::Written w = play::new_campaign(hub.db(), kind, n, j.value("companion", false));
            send_json(res, after_write(w, L), 201);
        });
    });
    server.Post(
        R"(/api/campaigns/([^/]+)/record)", [&hub](const httplib::Request& req, httplib::Response& res) {
            guarded(res, [&] {
                const nlohmann::json j = body_of(req);
                const lang::Language& L = request_language(req, hub);
                play::BattleRecord r{j.value("result", ""), j.value("gravehold", 0), j.value("turns", 0),
                                     j.value("nemesis_life", 0), strings_of(j, "played_by", 4)};
                std::lock_guard lock(hub.mutex);
                hub.check_no_open_battle(req.matches[1]);
                send_json(res, after_write(play::record_battle(hub.db(), req.matches[1], r), L));
            });
        });
    server.Post(
        R"(/api/campaigns/([^/]+)/answer)", [&hub](const httplib::Request& req, httplib::Response& res) {
            guarded(res, [&] {
                const nlohmann::json j = body_of(req);
                const lang::Language& L = request_language(req, hub);
                const auto words = strings_of(j, "choice", 64);
                if (words.empty()) throw InvalidRequest("choice names at least one option");
                std::lock_guard lock(hub.mutex);
                hub.check_no_open_battle(req.matches[1]);
                send_json(res, after_write(play::answer_decision(hub.db(), req.matches[1], words), L));
            });
        });
    // The campaign's battle, played in the browser: started (after the story leading to it) or continued.
    server.Post(R"(/api/campaigns/([^/]+)/battle)",
                [&hub](const httplib::Request& req, httplib::Response& res) {
                    guarded(res, [&] {
                        std::lock_guard lock(hub.mutex);
                        send_json(res, {{"id", hub.campaign_battle(req.matches[1])}});
                    });
                });
    server.Post(R"(/api/campaigns/([^/]+)/undo)", [&hub](const httplib::Request& req,
                                                         httplib::Response& res) {
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            const lang::Language& L = request_language(req, hub);
            hub.check_no_open_battle(req.matches[1]);
            const auto done = saves::undo_last_change(hub.db(), req.matches[1]);
            const play::CampaignSession session(done.now.definition, done.now.language);
            send_json(res,
                      {{"undone", campaign::undo_text(done.kept, session.content.content, &session.def, L)},
                       {"left", saves::undo_depth(hub.db(), req.matches[1])},
                       {"next", campaign::to_json(play::next_of(session, done.now, &L))}});
        });
    });
}

} // namespace ae::web
