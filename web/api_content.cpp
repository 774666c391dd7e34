// Content: what the forms offer and what a tap on a card shows.
#include "web/api.hpp"

namespace ae::web {

void add_content_api(httplib::Server& server, Hub& hub) {
    server.Get("/api/content/nemeses", [&hub](const httplib::Request&, httplib::Response& res) {
        guarded(res, [&] {
            nlohmann::json a = nlohmann::json::array();
            const Content& c = hub.content();
            for (const auto& [id, n] : c.nemeses)
                a.push_back({{"id", id},
                             {"name", c.shown_name(id)},
                             {"life", n.life},
                             {"difficulty", n.difficulty},
                             {"text", n.text}});
            send_json(res, a);
        });
    });
    server.Get("/api/content/mages", [&hub](const httplib::Request&, httplib::Response& res) {
        guarded(res, [&] {
            nlohmann::json a = nlohmann::json::array();
            const Content& c = hub.content();
            for (const auto& [id, m] : c.mages)
                a.push_back({{"id", id},
                             {"name", c.shown_name(id)},
                             {"ability", m.ability_name},
                             {"ability_text", m.ability_text}});
            send_json(res, a);
        });
    });
    server.Get("/api/content/cards", [&hub](const httplib::Request&, httplib::Response& res) {
        guarded(res, [&] {
            nlohmann::json a = nlohmann::json::array();
            const Content& c = hub.content();
            for (const auto& [id, d] : c.player_cards)
                a.push_back({{"id", id},
                             {"name", c.shown_name(d)},
                             {"type", to_string(d.type)},
                             {"cost", d.cost},
                             {"level", d.level}, // a treasure's level (Outcasts), 0 for any other card
                             {"text", d.text}});
            send_json(res, a);
        });
    });
    // Every id the content knows with the name people read: pages show campaign states (which hold ids).
    server.Get("/api/content/names", [&hub](const httplib::Request&, httplib::Response& res) {
        guarded(res, [&] {
            nlohmann::json m = nlohmann::json::object();
            const Content& c = hub.content();
            for (const auto& [id, d] : c.player_cards) m[id] = c.shown_name(d);
            for (const auto& [id, d] : c.nemesis_cards) m[id] = c.shown_name(id);
            for (const auto& [id, d] : c.mages) m[id] = c.shown_name(id);
            for (const auto& [id, d] : c.nemeses) m[id] = c.shown_name(id);
            for (const auto& [id, d] : c.allies) m[id] = c.shown_name(id);
            send_json(res, m);
        });
    });
}

} // namespace ae::web
