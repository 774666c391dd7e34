#include "web/api.hpp"

#include "core/errors.hpp"
#include "core/json_read.hpp"

namespace ae::web {

void send_json(httplib::Response& res, const nlohmann::json& body, int status) {
    res.status = status;
    res.set_header("Cache-Control", "no-store");
    res.set_content(body.dump(), "application/json");
}

void send_error(httplib::Response& res, int status, const std::string& code, const std::string& message) {
    send_json(res, {{"error", message}, {"code", code}}, status);
}

void guarded(httplib::Response& res, const std::function<void()>& handle) {
    try {
        handle();
    } catch (const NotFound& e) {
        send_error(res, 404, e.code(), e.what());
    } catch (const InvalidRequest& e) {
        // A refusal a group meets comes also in the campaign's language (Error::shown): what the pages show.
        nlohmann::json body = {{"error", e.what()}, {"code", e.code()}};
        if (const std::string shown = e.shown(); shown != e.what()) body["shown"] = shown;
        send_json(res, body, 400);
    } catch (const SaveError& e) { send_error(res, 409, e.code(), e.what()); } catch (const Error& e) {
        send_error(res, 500, e.code(), e.what());
    } catch (const nlohmann::json::exception& e) {
        send_error(res, 400, "invalid_request", std::string("a field has the wrong type: ") + e.what());
    } catch (const std::exception& e) { send_error(res, 500, "error", e.what()); }
}

nlohmann::json body_of(const httplib::Request& req) {
    // The server's own limit is an import's (web/server.cpp); every other body is an answer or a form.
    if (req.body.size() > (1u << 20)) throw InvalidRequest("a request body is at most 1 MB");
    nlohmann::json j = parse_json_or_discarded(req.body);
    if (j.is_discarded()) throw InvalidRequest("the request body is not JSON (or nested too deeply)");
    if (!j.is_object()) throw InvalidRequest("the request body must be a JSON object");
    return j;
}

void add_api(httplib::Server& server, Hub& hub, SimJobs& sims) {
    server.Get("/api/health", [](const httplib::Request&, httplib::Response& res) {
        send_json(res, {{"ok", true}, {"version", GRAVEHOLD_VERSION}});
    });
    add_content_api(server, hub);
    add_campaign_api(server, hub);
    add_campaign_change_api(server, hub);
    add_battle_api(server, hub);
    add_sim_api(server, sims);
    add_texts_api(server, hub);
}

} // namespace ae::web
