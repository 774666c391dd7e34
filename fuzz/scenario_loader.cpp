// Fuzz target: a scenario file, loaded against the shipped packs and, when it loads, run: setup fields,
// answers and expectations from a stranger's file reach the engine here.
#include "core/errors.hpp"
#include "fuzz/targets.hpp"
#include "fuzz/write_file.hpp"
#include "scenario/scenario_load.hpp"
#include "scenario/scenario_run.hpp"

namespace ae::fuzz {

void scenario_loader(const std::uint8_t* data, std::size_t size) {
    static scenario::PackCache packs; // the packs are read once per process
    const auto path = scratch() / "scenario.yaml";
    write_file(path, data, size);
    try {
        const scenario::ScenarioFile file = scenario::load_scenario_file(path.string(), packs);
        for (const auto& s : file.scenarios)
            if (s.ok) (void)scenario::run_scenario(s);
    } catch (const Error& e) { refused(e); }
}

} // namespace ae::fuzz
