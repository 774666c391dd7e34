#include "content/pack_files.hpp"

#include "content/source_file.hpp"

#include <algorithm>
#include <filesystem>

namespace ae::content {

namespace {

bool has_ext(const std::filesystem::path& p, const char* ext) { return p.extension() == ext; }

// The list `rel` belongs to, or nullptr when a YAML file has no business there.
std::vector<std::string>* place_of(PackFiles& files, const std::filesystem::path& rel) {
    std::vector<std::string> parts;
    for (const auto& part : rel) parts.push_back(part.string());
    if (!has_ext(rel, ".yaml")) return nullptr;
    if (parts.size() == 2) {
        if (parts[0] == "cards") return &files.cards;
        if (parts[0] == "basic") return &files.basic;
        if (parts[0] == "mages") return &files.mages;
        if (parts[0] == "allies") return &files.allies;
        if (parts[0] == "lang") return &files.lang;
    }
    if (parts.size() == 3 && parts[0] == "nemeses" && parts[2] == "nemesis.yaml") return &files.nemeses;
    return nullptr;
}

} // namespace

bool inside_pack(const std::string& dir, const std::filesystem::path& path) {
    std::error_code ec;
    const auto root = std::filesystem::canonical(dir, ec);
    if (ec) return false;
    const auto target = std::filesystem::canonical(path, ec);
    if (ec) return false;
    const auto rel = target.lexically_relative(root);
    return !rel.empty() && *rel.begin() != ".." && *rel.begin() != ".";
}

PackFiles list_pack_files(const std::string& dir, std::vector<Diagnostic>& errors) {
    PackFiles files;
    std::error_code ec;
    std::filesystem::recursive_directory_iterator it(dir, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const auto rel = it->path().lexically_relative(dir);
        const bool yaml_name = has_ext(rel, ".yaml") || has_ext(rel, ".yml");
        if (it->is_symlink(ec) && (yaml_name || it->is_directory(ec)) && !inside_pack(dir, it->path())) {
            // A link out of the pack is never followed (scripts are checked where they are read).
            SourceFile(report_path(dir, rel.generic_string()), errors)
                .error("a link to a place outside the pack folder; packs may only link inside themselves");
            if (it->is_directory(ec)) it.disable_recursion_pending();
            continue;
        }
        if (it->is_directory(ec)) {
            // A pack's own scenarios (`gravehold content test`) are not content: the scenario loader reads
            // them, with the pack loaded.
            if (rel == "scenarios") {
                it.disable_recursion_pending();
                continue;
            }
            if (yaml_name)
                SourceFile(report_path(dir, rel.generic_string()), errors)
                    .error("a folder named like a YAML file; its contents are not read");
            continue;
        }
        if (!it->is_regular_file(ec)) continue;
        if (has_ext(rel, ".po") && rel.parent_path() == "lang") {
            files.lang_po.push_back(rel.generic_string());
            continue;
        }
        if (rel == "pack.yaml" || !(has_ext(rel, ".yaml") || has_ext(rel, ".yml"))) continue;
        if (auto* list = place_of(files, rel)) {
            list->push_back(rel.generic_string());
            continue;
        }
        SourceFile f(report_path(dir, rel.generic_string()), errors);
        if (has_ext(rel, ".yml"))
            f.error("content YAML files end in .yaml, not .yml");
        else
            f.error(
                "YAML file in an unknown place; content YAML goes in pack.yaml, cards/*.yaml, basic/*.yaml, "
                "mages/*.yaml, allies/*.yaml, lang/<code>.yaml or nemeses/<name>/nemesis.yaml (and scenarios "
                "in "
                "scenarios/)");
    }
    if (ec) errors.push_back({{dir, 0, 0}, "cannot list the pack folder: " + ec.message()});
    for (auto* list : {&files.cards, &files.basic, &files.nemeses, &files.mages, &files.allies, &files.lang,
                       &files.lang_po})
        std::sort(list->begin(), list->end());
    return files;
}

} // namespace ae::content
