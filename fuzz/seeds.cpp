// Seed corpora: the shipped files for the loaders, and for the save formats a campaign and a battle played
// by bots in-process (through the same commands a user types), so fuzzing starts from files that work.
#include "cli/app.hpp"
#include "fuzz/targets.hpp"

#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace ae::fuzz {
namespace {

namespace fs = std::filesystem;

void run(std::vector<std::string> args) {
    args.insert(args.begin(), "gravehold");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    std::ostringstream quiet;
    auto* out = std::cout.rdbuf(quiet.rdbuf());
    const int code = cli::run(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(out);
    if (code != 0) throw std::runtime_error("making seeds: `gravehold " + args[1] + " ...` failed");
}

void copy_prefixed(const fs::path& from, const fs::path& to, std::uint8_t first) {
    std::ifstream in(from, std::ios::binary);
    std::ofstream out(to, std::ios::binary);
    out.put(static_cast<char>(first));
    out << in.rdbuf();
}

} // namespace

void write_seeds(const fs::path& dir) {
    const fs::path source(GRAVEHOLD_SOURCE_DIR);
    for (const Target& t : targets()) fs::create_directories(dir / t.name);
    // The pack loader: every file of the small pack under its own first byte, and the shipped packs'
    // YAML and Lua files under the byte of the same kind of file.
    const auto& files = pack_files();
    for (std::size_t i = 0; i < files.size(); ++i) {
        const fs::path f = source / "tests/content/good" / files[i];
        if (fs::exists(f))
            copy_prefixed(f, dir / "pack_loader" / ("good-" + std::to_string(i)), std::uint8_t(i));
    }
    int n = 0;
    for (const auto& e : fs::recursive_directory_iterator(source / "content/packs")) {
        if (!e.is_regular_file() || n >= 400) continue;
        const std::string rel = e.path().string();
        const auto ext = e.path().extension();
        const std::uint8_t kind = rel.find("/nemeses/") != std::string::npos ? (ext == ".lua" ? 7 : 6)
                                  : rel.find("/mages/") != std::string::npos ? (ext == ".lua" ? 5 : 4)
                                  : rel.find("/lang/") != std::string::npos  ? (ext == ".po" ? 12 : 11)
                                  : ext == ".lua"                            ? 3
                                                                             : 1;
        if (ext == ".yaml" || ext == ".lua" || ext == ".po")
            copy_prefixed(e.path(), dir / "pack_loader" / ("shipped-" + std::to_string(n++)), kind);
    }
    // Scenario files as shipped.
    for (const auto& e : fs::recursive_directory_iterator(source / "tests/scenarios"))
        if (e.is_regular_file() && e.path().extension() == ".yaml")
            fs::copy_file(e.path(), dir / "scenario_loader" / e.path().filename(),
                          fs::copy_options::overwrite_existing);
    // A campaign and a battle, played by bots.
    const std::string db = (scratch() / "seeds.db").string();
    run({"--db", db, "campaign", "new", "legacy", "--players", "2", "--name", "seed", "--mages", "Ana,Bo",
         "--seed", "1"});
    run({"--db", db, "campaign", "play", "seed", "--bots", "all", "--quiet", "--max-battles", "1"});
    run({"--db", db, "campaign", "export", "seed", (dir / "campaign_import" / "legacy.json").string()});
    run({"--db", db, "battle", "--nemesis", "base.rageborne", "--players", "1", "--bots", "all", "--seed",
         "2", "--json"});
    for (const char* id : {"1", "2"}) // the campaign's battle, then the lone one
        run({"--db", db, "replay", "--export", id,
             (dir / "battle_file" / (std::string(id) + ".json")).string()});
    fs::copy_file(db, dir / "database" / "seeds.db", fs::copy_options::overwrite_existing);
}

} // namespace ae::fuzz
