// Battles: start one, read it as a seat sees it, answer, undo, and a stream that says when it changed.
#include "web/api.hpp"

#include "core/errors.hpp"
#include "lang/language.hpp"
#include "web/battle_view.hpp"

#include <chrono>

namespace ae::web {
namespace {

std::optional<int> seat_of(const httplib::Request& req, const Engine& e) {
    if (!req.has_param("seat")) return std::nullopt;
    const std::string v = req.get_param_value("seat");
    const int players = static_cast<int>(e.state().players.size());
    if (v.size() != 1 || v[0] < '1' || v[0] - '0' > players)
        throw InvalidRequest("seat must be a player number from 1 to " + std::to_string(players) + ", not '" +
                             v + "'");
    return v[0] - '1';
}

std::int64_t id_of(const httplib::Request& req) {
    const std::string v = req.matches[1];
    if (v.empty() || v.size() > 15) throw NotFound("battle", "there is no battle " + v);
    return std::stoll(v);
}

nlohmann::json view_of(const httplib::Request& req, std::int64_t id, OpenBattle& b, const lang::Language& L) {
    const Engine& e = b.table->engine();
    std::size_t since = 0;
    if (req.has_param("since")) {
        const std::string v = req.get_param_value("since");
        if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos)
            throw InvalidRequest("since must be an event number, not '" + v + "'");
        since = std::min<std::size_t>(std::stoul(v), b.events.size());
    }
    nlohmann::json j = battle_view(e, seat_of(req, e), b.table->seats().bots, L);
    j["id"] = id;
    j["version"] = b.version;
    j["events_from"] = since;
    std::vector<std::string> lines;
    for (std::size_t i = since; i < b.events.size(); ++i) {
        const LogLine& line = b.events[i];
        lines.push_back(line.undone.empty() ? describe(line.event, e.state(), e.content(), L)
                                            : L.tr("Undone: {choice}.", {{"choice", line.undone}}));
    }
    j["events"] = lines;
    if (b.campaign) j["campaign"] = b.campaign->name;
    return j;
}

std::vector<bool> bots_of(const nlohmann::json& j, int players) {
    std::vector<bool> bots(static_cast<std::size_t>(players), false);
    if (!j.contains("bots")) return bots;
    const auto& a = j.at("bots");
    if (!a.is_array() || a.size() > 4)
        throw InvalidRequest("bots must be a list of up to 4 true/false, one per seat");
    for (std::size_t i = 0; i < a.size() && i < bots.size(); ++i) bots[i] = a[i].get<bool>();
    return bots;
}

} // namespace

void add_battle_api(httplib::Server& server, Hub& hub) {
    server.Post("/api/battles", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            // The reader's language first: an unknown ?lang= is refused before anything changes.
            const lang::Language& L = request_language(req, hub);
            const nlohmann::json j = body_of(req);
            play::BattleOptions o;
            o.nemesis = j.value("nemesis", "");
            o.players = j.value("players", 2);
            o.mages = j.value("mages", std::vector<std::string>{});
            o.seed = j.value("seed", std::uint64_t{1});
            if (o.players < 1 || o.players > 4) throw InvalidRequest("players must be 1 to 4");
            std::lock_guard lock(hub.mutex);
            const std::int64_t id = hub.start(o, bots_of(j, o.players));
            send_json(res, view_of(req, id, hub.battle(id), L), 201);
        });
    });
    server.Get(R"(/api/battles/(\d+))", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            // The reader's language first: an unknown ?lang= is refused before anything changes.
            const lang::Language& L = request_language(req, hub);
            std::lock_guard lock(hub.mutex);
            const std::int64_t id = id_of(req);
            send_json(res, view_of(req, id, hub.battle(id), L));
        });
    });
    server.Post(R"(/api/battles/(\d+)/answer)", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            // The reader's language first: an unknown ?lang= is refused before anything changes.
            const lang::Language& L = request_language(req, hub);
            const nlohmann::json j = body_of(req);
            std::lock_guard lock(hub.mutex);
            const std::int64_t id = id_of(req);
            OpenBattle& b = hub.battle(id);
            Answer a;
            a.seq = j.at("seq").get<std::uint64_t>();
            const std::string shortcut = j.value("shortcut", "");
            if (shortcut.empty())
                a.choice = j.at("choice").get<std::vector<std::string>>();
            else if (shortcut != "all_gems")
                throw InvalidRequest("shortcut must be all_gems");
            const auto seat = seat_of(req, b.table->engine());
            // A shortcut pressed on a page that is behind is refused like a stale answer.
            const play::Answered r =
                shortcut.empty() ? b.table->submit(a, seat)
                : b.table->over() || a.seq != b.table->engine().pending().seq
                    ? play::Answered{play::Refusal::Refused, "that decision is no longer pending"}
                    : b.table->play_all_gems(seat);
            if (!r.taken()) {
                // Nothing changed; the page shows why and catches up with the battle as it is.
                nlohmann::json body = view_of(req, id, b, L);
                body["error"] = r.reason;
                body["code"] = r.refusal == play::Refusal::Refused ? "refused" : "not_yours";
                send_json(res, body, 409);
                return;
            }
            hub.settle(b);
            send_json(res, view_of(req, id, b, L));
        });
    });
    server.Post(R"(/api/battles/(\d+)/undo)", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            // The reader's language first: an unknown ?lang= is refused before anything changes.
            const lang::Language& L = request_language(req, hub);
            std::lock_guard lock(hub.mutex);
            const std::int64_t id = id_of(req);
            OpenBattle& b = hub.battle(id);
            const play::Undone u = b.table->undo(seat_of(req, b.table->engine()));
            if (!u.done) {
                nlohmann::json body = view_of(req, id, b, L);
                body["error"] = "nothing to undo: " + u.reason;
                body["code"] = "nothing_to_undo";
                send_json(res, body, 409);
                return;
            }
            b.events.push_back({GameEvent{}, u.chosen});
            hub.settle(b);
            nlohmann::json body = view_of(req, id, b, L);
            body["undone"] = u.chosen;
            send_json(res, body);
        });
    });
    // Server-Sent Events: one "version" event whenever the battle changes, so every page showing it catches
    // up within a second of anyone's answer. A client that goes away changes nothing.
    server.Get(R"(/api/battles/(\d+)/stream)", [&hub](const httplib::Request& req, httplib::Response& res) {
        std::int64_t id = 0;
        std::uint64_t version = 0;
        bool ok = false;
        guarded(res, [&] {
            std::lock_guard lock(hub.mutex);
            id = id_of(req);
            version = hub.battle(id).version;
            if (hub.streams >= Hub::kMaxStreams) {
                send_json(res,
                          {{"error", "too many pages are following battles live; this one shows changes when "
                                     "it is reloaded"},
                           {"code", "busy"}},
                          503);
                return;
            }
            ++hub.streams;
            ok = true;
        });
        if (!ok) return;
        res.set_header("Cache-Control", "no-store");
        const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(5);
        // The version first: a change between the page's load and this stream is announced too. After five
        // minutes the stream ends and the browser opens a new one, so a phone that vanished from the
        // network frees its worker. A line every two seconds finds a client that went away (a write to it
        // fails), so its slot and worker are free again within seconds.
        res.set_chunked_content_provider(
            "text/event-stream",
            [&hub, id, version, until, first = true](std::size_t, httplib::DataSink& sink) mutable {
                if (first) {
                    first = false;
                    const std::string msg = "event: version\ndata: " + std::to_string(version) + "\n\n";
                    return sink.write(msg.data(), msg.size());
                }
                if (std::chrono::steady_clock::now() > until) return false;
                std::uint64_t now = 0;
                {
                    std::unique_lock lock(hub.mutex);
                    now = hub.wait(lock, id, version, std::chrono::seconds(2));
                    if (hub.stopping()) return false;
                }
                const std::string msg = now != version
                                            ? "event: version\ndata: " + std::to_string(now) + "\n\n"
                                            : ": still here\n\n";
                version = now;
                return sink.write(msg.data(), msg.size());
            },
            // However the stream ends (its five minutes, the client gone, the server stopping).
            [&hub](bool) {
                std::lock_guard lock(hub.mutex);
                --hub.streams;
            });
    });
}

} // namespace ae::web
