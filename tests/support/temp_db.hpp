// A database file of its own for one test, removed (with SQLite's WAL side files) when the test ends.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

namespace ae::test {

class TempDb {
public:
    // Memory: in /dev/shm where the machine has it, for tests that commit thousands of times and test
    // what is written, not how fast the disk syncs it.
    enum class Scratch { Disk, Memory };
    explicit TempDb(const std::string& tag, Scratch where = Scratch::Disk) {
        static std::atomic<int> counter{0};
        std::error_code ec;
        const auto dir = where == Scratch::Memory && std::filesystem::is_directory("/dev/shm", ec)
                             ? std::filesystem::path("/dev/shm")
                             : std::filesystem::temp_directory_path();
        path_ = (dir / ("gravehold-" + tag + "-" + std::to_string(::getpid()) + "-" +
                        std::to_string(counter++) + ".db"))
                    .string();
        remove();
    }
    ~TempDb() { remove(); }
    TempDb(const TempDb&) = delete;
    TempDb& operator=(const TempDb&) = delete;
    const std::string& path() const { return path_; }
    // Another file next to the database (an export), removed with it.
    std::string sibling(const std::string& suffix) {
        extra_.push_back(path_ + suffix);
        return extra_.back();
    }

private:
    void remove() {
        std::error_code ec;
        for (const char* s : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path_ + s, ec);
        for (const auto& f : extra_) std::filesystem::remove(f, ec);
    }
    std::string path_;
    std::vector<std::string> extra_;
};

} // namespace ae::test
