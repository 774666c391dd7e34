// The simulator: start a run for a nemesis and a player count, then poll its progress and its report.
#include "web/api.hpp"

#include "core/errors.hpp"

namespace ae::web {

void add_sim_api(httplib::Server& server, SimJobs& jobs) {
    server.Post("/api/sim", [&jobs](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            const nlohmann::json j = body_of(req);
            sim::SimOptions o;
            o.nemesis = j.value("nemesis", "");
            o.players = j.value("players", 2);
            o.games = j.value("games", 100);
            o.seed = j.value("seed", std::uint64_t{1});
            o.threads = 1; // the table's battles keep the other core
            send_json(res, {{"id", jobs.start(o)}}, 201);
        });
    });
    server.Get(R"(/api/sim/(\d{1,9}))", [&jobs](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] { send_json(res, jobs.status(std::stoi(req.matches[1]))); });
    });
}

} // namespace ae::web
