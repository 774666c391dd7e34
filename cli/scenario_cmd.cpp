// `gravehold scenario run PATH...`: runs rule-test scenarios (docs/scenarios.md) and prints each failure as
// FILE:LINE: scenario 'name': expected X, got Y, then "N passed, M failed".
#include "cli/commands.hpp"
#include "cli/scenario_run.hpp"
#include "scenario/scenario_load.hpp"
#include "scenario/scenario_run.hpp"

#include "core/errors.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>

namespace ae::cli {
namespace {

namespace fs = std::filesystem;

// Files as given; folders searched recursively for *.yaml, skipping folders named known_bugs (scenarios that
// pin an open engine bug: run them by naming their folder or file).
std::vector<std::string> scenario_files(const std::vector<std::string>& paths) {
    std::vector<std::string> files;
    for (const auto& path : paths) {
        std::error_code ec;
        if (fs::is_regular_file(path, ec)) {
            files.push_back(path);
            continue;
        }
        if (!fs::is_directory(path, ec)) throw InvalidRequest("no such file or folder: " + path);
        std::vector<std::string> found;
        for (auto it = fs::recursive_directory_iterator(path, ec); it != fs::recursive_directory_iterator();
             it.increment(ec)) {
            if (it->is_directory() && it->path().filename() == "known_bugs") {
                it.disable_recursion_pending();
                continue;
            }
            if (it->is_regular_file() && it->path().extension() == ".yaml")
                found.push_back(it->path().string());
        }
        std::sort(found.begin(), found.end());
        if (found.empty()) throw InvalidRequest("no scenario files (*.yaml) in " + path);
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

} // namespace

int run_scenarios(const std::vector<std::string>& paths, bool verbose, scenario::PackCache& packs) {
    const auto files = scenario_files(paths);
    int passed = 0, failed = 0;
    for (const auto& file : files) {
        const auto sf = scenario::load_scenario_file(file, packs);
        for (const auto& d : sf.errors) std::cout << content::format(d) << "\n";
        if (sf.scenarios.empty() && !sf.errors.empty()) ++failed; // the file itself could not be read
        for (const auto& s : sf.scenarios) {
            if (!s.ok) {
                ++failed;
                continue;
            }
            const auto outcome = scenario::run_scenario(s);
            for (const auto& f : outcome.failures)
                std::cout << file << ":" << f.line << ": scenario '" << s.name << "': expected " << f.expected
                          << ", got " << f.got << "\n";
            outcome.failures.empty() ? ++passed : ++failed;
            if (verbose) {
                std::cout << (outcome.failures.empty() ? "ok: " : "FAILED: ") << s.name << "\n";
                if (!outcome.failures.empty())
                    for (const auto& line : outcome.log) std::cout << "    " << line << "\n";
            }
        }
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed > 0 ? 1 : 0;
}

void add_scenario_command(CLI::App& app, int& exit_code) {
    CLI::App* cmd = app.add_subcommand("scenario", "Rule-test scenarios (docs/scenarios.md)");
    cmd->require_subcommand(1);
    auto paths = std::make_shared<std::vector<std::string>>();
    auto verbose = std::make_shared<bool>(false);
    CLI::App* run_cmd =
        cmd->add_subcommand("run", "Run the scenarios in YAML files, or in folders recursively");
    run_cmd->add_option("paths", *paths, "Scenario files or folders")->required();
    run_cmd->add_flag("-v,--verbose", *verbose, "Name every scenario, and print the events of failing ones");
    run_cmd->callback([paths, verbose, &exit_code] {
        scenario::PackCache packs;
        exit_code = run_scenarios(*paths, *verbose, packs);
    });
}

} // namespace ae::cli
