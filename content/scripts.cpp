#include "content/scripts.hpp"

#include "content/pack_files.hpp"

#include <algorithm>
#include <regex>

namespace ae::content {

bool is_script_path(const std::string& rel) {
    // Each part starts with a letter, digit or "_", which rules out ".", ".." and hidden files.
    static const std::regex re("([A-Za-z0-9_][A-Za-z0-9_.-]*/)*[A-Za-z0-9_][A-Za-z0-9_.-]*\\.lua");
    return std::regex_match(rel, re);
}

std::optional<std::string> read_script(const PackContext& ctx, const MapReader& r, bool required) {
    auto value = r.value("script", required);
    if (!value) return std::nullopt;
    auto rel = read_string(r.file(), *value, "'script'", true);
    if (!rel) return std::nullopt;
    if (!is_script_path(*rel)) {
        r.file().error(value->mark,
                       "script '" + *rel +
                           "' must be a path inside the pack ending in .lua, like 'cards/jade.lua'");
        return std::nullopt;
    }
    std::string key = ctx.pack.id + "/" + *rel;
    auto& scripts = ctx.content().scripts;
    if (scripts.count(key)) return key;
    const auto path = std::filesystem::path(ctx.pack.dir) / *rel;
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && !inside_pack(ctx.pack.dir, path)) {
        r.file().error(value->mark, "script '" + *rel + "' is a link to a place outside the pack folder");
        return std::nullopt;
    }
    auto bytes = read_bytes(path);
    if (!bytes) {
        r.file().error(value->mark, "script file '" + *rel + "' not found (looked for " +
                                        report_path(ctx.pack.dir, *rel) + ")");
        return std::nullopt;
    }
    scripts.emplace(key, std::move(*bytes));
    return key;
}

void read_lib_scripts(const PackContext& ctx) {
    namespace fs = std::filesystem;
    const fs::path lib = fs::path(ctx.pack.dir) / "lib";
    std::error_code ec;
    if (!fs::is_directory(lib, ec)) return;
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(lib, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".lua") {
            if (inside_pack(ctx.pack.dir, entry.path()))
                names.push_back(entry.path().filename().string());
            else
                ctx.source("lib/" + entry.path().filename().string())
                    .error(
                        "a link to a place outside the pack folder; packs may only link inside themselves");
        }
    std::sort(names.begin(), names.end());
    auto& scripts = ctx.content().scripts;
    for (const auto& name : names) {
        const std::string key = ctx.pack.id + "/lib/" + name;
        if (scripts.count(key)) continue;
        if (auto bytes = read_bytes(lib / name)) scripts.emplace(key, std::move(*bytes));
    }
}

void promise_entry(const PackContext& ctx, const std::string& key, const std::string& entry,
                   const SourcePos& where) {
    ctx.state.result.required_entries[key].insert(entry);
    ctx.state.result.promised_at[key].emplace(entry, where); // the first place that promised it
}

} // namespace ae::content
