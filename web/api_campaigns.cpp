// Campaigns: the list, one campaign's state, what is due next in words, and its log.
#include "web/api.hpp"

#include "campaigns/hooks.hpp"
#include "campaigns/log.hpp"
#include "campaigns/next_step.hpp"
#include "campaigns/state_json.hpp"
#include "play/campaign_session.hpp"
#include "saves/campaign_store.hpp"

namespace ae::web {

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
            const play::CampaignSession session(s.definition);
            send_json(res, campaign::to_json(campaign::next_step(session.def, session.content.content, s,
                                                                 campaign::hook_runner(session.def))));
        });
    });
    server.Get(R"(/api/campaigns/([^/]+)/log)", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            const std::string name = req.matches[1];
            send_json(res, nlohmann::json::parse(campaign::render_log(saves::campaign_log(hub.db(), name),
                                                                      campaign::LogFormat::Json, name)));
        });
    });
}

} // namespace ae::web
