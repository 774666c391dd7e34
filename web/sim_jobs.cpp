#include "web/sim_jobs.hpp"

#include "core/errors.hpp"

namespace ae::web {

SimJobs::~SimJobs() {
    for (auto& [id, job] : jobs_)
        if (job->thread.joinable()) job->thread.join();
}

int SimJobs::start(const sim::SimOptions& o) {
    if (o.games < 1 || o.games > 5000) throw InvalidRequest("games must be 1 to 5000");
    if (o.players < 1 || o.players > 4) throw InvalidRequest("players must be 1 to 4");
    std::lock_guard lock(mutex_);
    for (auto& [id, job] : jobs_)
        if (!job->finished)
            throw InvalidRequest("a simulation is already running (run " + std::to_string(id) + ")");
    const int id = next_++;
    auto job = std::make_unique<Job>();
    job->total = o.games;
    Job* j = job.get();
    job->thread = std::thread([this, j, o] {
        try {
            const sim::SimReport r = sim::run_sim(content_, o, [j](int done, int total) {
                j->done = done;
                j->total = total;
            });
            j->report = sim::sim_json(r);
            j->svg = sim::sim_svg(content_, r);
        } catch (const std::exception& e) { j->error = e.what(); }
        j->finished = true;
    });
    jobs_.emplace(id, std::move(job));
    return id;
}

nlohmann::json SimJobs::status(int id) {
    std::lock_guard lock(mutex_);
    const auto it = jobs_.find(id);
    if (it == jobs_.end()) throw NotFound("simulation", "there is no simulation " + std::to_string(id));
    Job& j = *it->second;
    nlohmann::json s = {
        {"id", id}, {"done", j.done.load()}, {"total", j.total.load()}, {"finished", j.finished.load()}};
    if (j.finished) {
        if (!j.error.empty())
            s["error"] = j.error;
        else {
            s["report"] = nlohmann::json::parse(j.report);
            s["svg"] = j.svg;
        }
    }
    return s;
}

} // namespace ae::web
