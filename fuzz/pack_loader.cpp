// Fuzz target: the pack loader (YAML, Lua run in the sandbox, translations). A small valid pack
// (tests/content/good) is copied once; each input replaces one of its files, picked by the input's first
// byte, and the pack is loaded. Everything wrong must come back as diagnostics.
#include "content/loader.hpp"
#include "core/errors.hpp"
#include "fuzz/targets.hpp"
#include "fuzz/write_file.hpp"

#include <optional>

namespace ae::fuzz {

const std::vector<std::string>& pack_files() {
    static const std::vector<std::string> files{"pack.yaml",
                                                "cards/gems.yaml",
                                                "cards/others.yaml",
                                                "cards/crystal.lua",
                                                "mages/ada.yaml",
                                                "mages/ada.lua",
                                                "nemeses/hollow/nemesis.yaml",
                                                "nemeses/hollow/nemesis.lua",
                                                "basic/basic.yaml",
                                                "basic/basic.lua",
                                                "lib/util.lua",
                                                "lang/pl.yaml",
                                                "lang/pl.po"};
    return files;
}

namespace {

const std::filesystem::path& pack_dir() {
    static const std::filesystem::path dir = [] {
        const auto d = scratch() / "pack";
        std::filesystem::copy(std::filesystem::path(GRAVEHOLD_SOURCE_DIR) / "tests/content/good", d,
                              std::filesystem::copy_options::recursive);
        return d;
    }();
    return dir;
}

std::optional<std::string> read(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) return std::nullopt;
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

void pack_loader(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return;
    const auto& files = pack_files();
    const auto path = pack_dir() / files[data[0] % files.size()];
    const std::optional<std::string> before = read(path);
    write_file(path, data + 1, size - 1);
    try {
        (void)content::load_packs({pack_dir().string()});
    } catch (const Error& e) { refused(e); }
    if (before) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << *before;
    } else {
        std::filesystem::remove(path);
    }
}

} // namespace ae::fuzz
