// The JSON API (docs/web-api.md): routes for content, campaigns and battles, and the one way each answers
// with JSON or with an error ({"error": words, "code": a stable code}).
#pragma once

#include "web/hub.hpp"
#include "web/sim_jobs.hpp"

#include <functional>
#include <httplib.h>
#include <nlohmann/json.hpp>

namespace ae::lang {
class Language;
}

namespace ae::play {
struct Written;
}

namespace ae::web {

void add_api(httplib::Server& server, Hub& hub, SimJobs& sims);
void add_content_api(httplib::Server& server, Hub& hub);
void add_campaign_api(httplib::Server& server, Hub& hub);
void add_campaign_change_api(httplib::Server& server, Hub& hub);
void add_battle_api(httplib::Server& server, Hub& hub);
void add_sim_api(httplib::Server& server, SimJobs& sims);
void add_texts_api(httplib::Server& server, Hub& hub);

// The language a request reads: its ?lang=, else the server's own (--lang, $GRAVEHOLD_LANG, the locale),
// else the browser's Accept-Language, else English. An unknown ?lang= is refused (InvalidRequest).
const lang::Language& request_language(const httplib::Request& req, const Hub& hub);

void send_json(httplib::Response& res, const nlohmann::json& body, int status = 200);
void send_error(httplib::Response& res, int status, const std::string& code, const std::string& message);
// Runs `handle`, turning the errors every layer throws into their statuses: a bad request 400, a missing
// thing 404, a record that cannot be used 409, anything else 500. Nothing was changed in any of them.
void guarded(httplib::Response& res, const std::function<void()>& handle);
// The request body as a JSON object; InvalidRequest naming what is wrong otherwise.
nlohmann::json body_of(const httplib::Request& req);
// What every campaign write answers: {logged: the lines it wrote, next: what is due now}.
nlohmann::json after_write(const play::Written& w, const lang::Language& L);

} // namespace ae::web
