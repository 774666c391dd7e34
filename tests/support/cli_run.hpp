// Running the `gravehold` command in-process, as a user would type it, capturing what it prints.
#pragma once

#include "cli/app.hpp"

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace ae::test {

struct CliRun {
    int code = 0;
    std::string out, err;
};

// `args` without the program name, e.g. {"--db", path, "campaign", "list"}.
inline CliRun gravehold(std::vector<std::string> args) {
    args.insert(args.begin(), "gravehold");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    std::ostringstream out, err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    CliRun r;
    r.code = ae::cli::run(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

} // namespace ae::test
