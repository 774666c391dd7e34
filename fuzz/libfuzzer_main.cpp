// Under libFuzzer (GRAVEHOLD_FUZZ=ON): GRAVEHOLD_FUZZ_TARGET names the target this run drives;
// GRAVEHOLD_FUZZ_SEEDS=DIR writes the seed corpora there instead and exits. scripts/fuzz sets both.
#include "fuzz/targets.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {
const ae::fuzz::Target* chosen = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (const char* seeds = std::getenv("GRAVEHOLD_FUZZ_SEEDS")) {
        ae::fuzz::write_seeds(seeds);
        std::exit(0);
    }
    const char* name = std::getenv("GRAVEHOLD_FUZZ_TARGET");
    chosen = name ? ae::fuzz::target_named(name) : nullptr;
    if (!chosen) {
        std::fprintf(stderr, "gravehold_fuzz: set GRAVEHOLD_FUZZ_TARGET to one of:");
        for (const auto& t : ae::fuzz::targets()) std::fprintf(stderr, " %s", t.name);
        std::fprintf(stderr, "\n");
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    chosen->run(data, size);
    return 0;
}
