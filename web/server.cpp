#include "web/server.hpp"

#include "web/api.hpp"
#include "web/hub.hpp"

#include "core/errors.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <ostream>
#include <random>
#include <thread>

namespace ae::web {
namespace {

// Set by SIGINT/SIGTERM; a watcher thread does the stopping, which a signal handler may not (locks).
std::atomic<bool> g_stop{false};

extern "C" void stop_on_signal(int) { g_stop = true; }

std::string random_token() {
    std::random_device rd;
    static const char* hex = "0123456789abcdef";
    std::string t;
    for (int i = 0; i < 32; ++i) t += hex[rd() % 16];
    return t;
}

std::string cookie_token(const httplib::Request& req) {
    const std::string cookies = req.get_header_value("Cookie");
    const std::string key = "gravehold_token=";
    for (std::size_t at = cookies.find(key); at != std::string::npos; at = cookies.find(key, at + 1))
        if (at == 0 || cookies[at - 1] == ' ' || cookies[at - 1] == ';') {
            const std::size_t from = at + key.size();
            return cookies.substr(from, cookies.find(';', from) - from);
        }
    return "";
}

// Request bodies are answers and forms, under 1 MB; anything bigger is not one of ours. An exported campaign
// is the exception: it carries its battles' records (about 200 KB each), so a campaign played here passes
// 1 MB after a few battles.
constexpr std::size_t body_max = 1 << 20, import_max = 16 << 20;

bool loopback(const std::string& host) { return host == "127.0.0.1" || host == "localhost" || host == "::1"; }

} // namespace

int serve(ServeOptions o, std::ostream& out) {
    if (o.pages.empty()) {
        const char* env = std::getenv("GRAVEHOLD_PAGES");
        o.pages = env && *env ? env : GRAVEHOLD_PAGES_DIR;
    }
    if (!std::ifstream(o.pages + "/index.html"))
        throw InvalidRequest("the pages folder " + o.pages + " has no index.html");
    if (o.port < 0 || o.port > 65535)
        throw InvalidRequest("the port must be 0 to 65535, not " + std::to_string(o.port));
    if (!loopback(o.host) && o.token.empty()) o.token = random_token();

    Hub hub(o.db);
    SimJobs sims(hub.content());
    httplib::Server server;
    // Each page holds one connection open for its live updates; a table of four phones and a shared
    // screen, each reloading now and then, needs more workers than the default.
    server.new_task_queue = [] { return new httplib::ThreadPool(32); };
    // httplib's limit is the larger one; the handler below holds every other request to the smaller, in
    // words, before its body is read.
    server.set_payload_max_length(import_max);
    const std::string token = o.token;
    const bool on_loopback = loopback(o.host);
    server.set_pre_routing_handler([token, on_loopback](const httplib::Request& req, httplib::Response& res) {
        using R = httplib::Server::HandlerResponse;
        // A body sent in chunks escapes the size limit of this httplib; the pages never send one.
        if (req.has_header("Transfer-Encoding")) {
            send_error(res, 411, "invalid_request", "send the body with a Content-Length");
            return R::Handled;
        }
        if (const std::string length = req.get_header_value("Content-Length"); !length.empty()) {
            // Digits only: "+2000000" or "2000000x" would pass a number reader and escape this check.
            if (!std::all_of(length.begin(), length.end(), [](char c) { return c >= '0' && c <= '9'; })) {
                send_error(res, 400, "invalid_request", "Content-Length must be a number of bytes");
                res.set_header("Connection", "close");
                return R::Handled;
            }
            const bool import = req.method == "POST" && req.path == "/api/campaigns/import";
            if (length.size() > 12 || std::stoull(length) > (import ? import_max : body_max)) {
                send_error(res, 413, "invalid_request",
                           import ? "an import is at most 16 MB" : "a request body is at most 1 MB");
                res.set_header("Connection", "close"); // its body is not read: the connection cannot go on
                return R::Handled;
            }
        }
        // Another web site open in the same browser can post a form here (no JSON header) and, through DNS
        // rebinding, read answers under its own host name: writes must be JSON, and on 127.0.0.1 the Host
        // must be this machine's.
        if (req.method == "POST" && req.get_header_value("Content-Type").rfind("application/json", 0) != 0) {
            send_error(res, 415, "invalid_request", "requests that change something must send JSON");
            return R::Handled;
        }
        if (on_loopback) {
            const std::string host = req.get_header_value("Host");
            const std::string name = host.substr(0, host.rfind(':'));
            if (!host.empty() && name != "127.0.0.1" && name != "localhost" && name != "[::1]") {
                send_error(res, 403, "forbidden", "this server answers only to 127.0.0.1");
                return R::Handled;
            }
        }
        if (token.empty()) return R::Unhandled;
        const std::string given = req.has_param("token") ? req.get_param_value("token")
                                  : req.has_header("X-Gravehold-Token")
                                      ? req.get_header_value("X-Gravehold-Token")
                                      : cookie_token(req);
        // Compared in full whatever differs first, so the time taken does not tell how much was right.
        unsigned diff = given.size() == token.size() ? 0u : 1u;
        for (std::size_t i = 0; i < given.size() && i < token.size(); ++i)
            diff |= static_cast<unsigned char>(given[i] ^ token[i]);
        if (diff != 0) {
            send_error(res, 403, "forbidden",
                       "this table needs its join token: open the address gravehold serve printed");
            return R::Handled;
        }
        // The pages' own requests (styles, scripts, the API) then carry it as a cookie.
        if (req.has_param("token"))
            res.set_header("Set-Cookie", "gravehold_token=" + token + "; Path=/; SameSite=Strict; HttpOnly");
        return R::Unhandled;
    });
    add_api(server, hub, sims);
    // Only files under the pages folder are served; httplib refuses paths that climb out of it.
    if (!server.set_mount_point("/", o.pages))
        throw InvalidRequest("cannot serve the pages folder " + o.pages);
    server.set_file_extension_and_mimetype_mapping("js", "text/javascript");

    const int port =
        o.port == 0 ? server.bind_to_any_port(o.host) : (server.bind_to_port(o.host, o.port) ? o.port : -1);
    if (port < 0)
        throw InvalidRequest("cannot listen on " + o.host + ":" + std::to_string(o.port) +
                             " (in use, or not an address of this machine)");
    const std::string shown_host = o.host == "0.0.0.0" ? "127.0.0.1" : o.host;
    out << "gravehold: serving the table at http://" << shown_host << ":" << port << "/"
        << (token.empty() ? "" : "?token=" + token) << "\n";
    if (!token.empty())
        out << "Every device needs that address, token included; requests without it are refused.\n";
    out << "Ctrl-C stops the server; every answer is already saved.\n" << std::flush;

    g_stop = false;
    std::signal(SIGINT, stop_on_signal);
    std::signal(SIGTERM, stop_on_signal);
    std::atomic<bool> done{false};
    std::thread watcher([&] {
        while (!g_stop && !done) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        hub.stop(); // the live streams end first: they hold workers the server waits for
        server.stop();
    });
    server.listen_after_bind();
    done = true;
    watcher.join();
    return 0;
}

} // namespace ae::web
