// Simulator runs started from the web page (`gravehold sim` with the same options): one at a time, in a
// thread of its own so battles at the table are never held up, with progress the page polls.
#pragma once

#include "engine/definitions.hpp"
#include "sim/sim.hpp"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

namespace ae::web {

class SimJobs {
public:
    explicit SimJobs(const Content& content) : content_(content) {}
    ~SimJobs();
    // Starts a run; InvalidRequest when one is already running or the options are out of range.
    int start(const sim::SimOptions& o);
    // {id, done, total, finished, report (sim --json), svg, error}; NotFound for an unknown id.
    nlohmann::json status(int id);

private:
    struct Job {
        std::atomic<int> done{0}, total{0};
        std::atomic<bool> finished{false};
        std::string report, svg, error; // written once, before `finished`
        std::thread thread;
    };
    const Content& content_;
    std::mutex mutex_;
    std::map<int, std::unique_ptr<Job>> jobs_;
    int next_ = 1;
};

} // namespace ae::web
