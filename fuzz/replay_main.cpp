// Without libFuzzer (every ordinary and sanitizer build): runs the targets once over inputs, so they
// compile, and every seed and every past finding stays a test (ctest `fuzz_seeds`).
//   gravehold_fuzz --check           seeds made in-process, then fuzz/regressions/TARGET/*, every target
//   gravehold_fuzz --seeds DIR        writes the seed corpora to DIR/TARGET/
//   gravehold_fuzz TARGET FILE...     those inputs through one target
#include "fuzz/targets.hpp"

#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::size_t run_file(const ae::fuzz::Target& t, const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), {});
    t.run(bytes.data(), bytes.size());
    return 1;
}

std::size_t run_dir(const ae::fuzz::Target& t, const fs::path& dir) {
    std::size_t n = 0;
    if (!fs::is_directory(dir)) return 0;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.is_regular_file() && e.path().filename() != "README.md") n += run_file(t, e.path());
    return n;
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 1 && args[0] == "--check") {
        const fs::path seeds = ae::fuzz::scratch() / "seeds";
        ae::fuzz::write_seeds(seeds);
        for (const auto& t : ae::fuzz::targets()) {
            const std::size_t n = run_dir(t, seeds / t.name) +
                                  run_dir(t, fs::path(GRAVEHOLD_SOURCE_DIR) / "fuzz/regressions" / t.name);
            std::cout << t.name << ": " << n << " inputs, no crash\n";
            if (n == 0) {
                std::cerr << t.name << ": no inputs; the seeds were not made\n";
                return 1;
            }
        }
        return 0;
    }
    if (args.size() == 2 && args[0] == "--seeds") {
        ae::fuzz::write_seeds(args[1]);
        return 0;
    }
    const ae::fuzz::Target* t = args.empty() ? nullptr : ae::fuzz::target_named(args[0]);
    if (!t) {
        std::cerr << "usage: gravehold_fuzz --check | --seeds DIR | TARGET FILE...\ntargets:";
        for (const auto& x : ae::fuzz::targets()) std::cerr << " " << x.name << " (" << x.what << ")";
        std::cerr << "\n";
        return 2;
    }
    for (std::size_t i = 1; i < args.size(); ++i)
        fs::is_directory(args[i]) ? run_dir(*t, args[i]) : run_file(*t, args[i]);
    return 0;
}
