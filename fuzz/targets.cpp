#include "fuzz/targets.hpp"

#include <cstdlib>
#include <iostream>
#include <random>

namespace ae::fuzz {

const std::vector<Target>& targets() {
    static const std::vector<Target> all{
        {"pack_loader", "one file of a content pack (the first byte picks which)", pack_loader},
        {"scenario_loader", "a scenario file, loaded and, when it loads, run", scenario_loader},
        {"campaign_import", "a campaign export given to `campaign import`", campaign_import},
        {"battle_file", "a battle file given to `replay --file`, replayed when it reads", battle_file},
        {"database", "a database file opened by any command", database},
    };
    return all;
}

const Target* target_named(const std::string& name) {
    for (const Target& t : targets())
        if (name == t.name) return &t;
    return nullptr;
}

void refused(const std::exception& e) {
    static const bool verbose = std::getenv("GRAVEHOLD_FUZZ_VERBOSE") != nullptr;
    if (verbose) std::cerr << "refused: " << e.what() << "\n";
}

const std::filesystem::path& scratch() {
    static const std::filesystem::path dir = [] {
        std::random_device rd;
        auto d = std::filesystem::temp_directory_path() / ("gravehold-fuzz-" + std::to_string(rd()));
        std::filesystem::create_directories(d);
        std::atexit([] {
            std::error_code ec;
            std::filesystem::remove_all(scratch(), ec);
        });
        return d;
    }();
    return dir;
}

} // namespace ae::fuzz
