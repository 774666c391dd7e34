#include "saves/clock.hpp"

#include <chrono>
#include <ctime>

namespace ae::saves {

std::string now_utc() {
    const auto t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm); // the reentrant form: battles and campaigns may be saved from more than one thread
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

} // namespace ae::saves
