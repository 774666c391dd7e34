// `gravehold content strings DIR`: a pack's texts as a gettext template (.pot) on standard output, for its
// translators (docs/translating.md): each definition's text (msgctxt: its id) and every text its scripts
// write. scripts/pack_catalogues merges it into the pack's lang/<code>.po files.
#include "cli/content_strings.hpp"

#include "content/loader.hpp"
#include "content/lua_strings.hpp"
#include "content/po_file.hpp"
#include "core/errors.hpp"
#include "play/session.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace ae::cli {
namespace {

struct Entry {
    std::vector<std::string> where;
    std::string context;
    std::string text;
};

} // namespace

int content_strings(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path root = fs::canonical(dir, ec);
    if (ec || !fs::exists(root / "pack.yaml"))
        throw InvalidRequest("'" + dir + "' is not a pack folder (no pack.yaml)");
    auto dirs = play::shipped_pack_dirs();
    bool shipped = false;
    for (const auto& d : dirs) shipped = shipped || fs::canonical(d, ec) == root;
    if (!shipped) dirs.push_back(root.string());
    const auto result = content::load_packs(dirs);
    if (!result.ok()) {
        for (const auto& d : result.errors) std::cerr << content::format(d) << "\n";
        return 1;
    }
    const std::string prefix = root.generic_string() + "/";
    const auto mine = [&](const std::string& file) {
        const fs::path p = fs::weakly_canonical(file, ec);
        return p.generic_string().rfind(prefix, 0) == 0;
    };
    const auto rel = [&](const DefSource& s) {
        return fs::weakly_canonical(s.file, ec).lexically_relative(root).generic_string() + ":" +
               std::to_string(s.line);
    };
    std::vector<Entry> entries;
    const auto add_def = [&](const std::string& id, const std::string& text, const DefSource& src) {
        if (!text.empty() && mine(src.file)) entries.push_back({{rel(src)}, id, text});
    };
    const Content& c = result.content;
    for (const auto& [id, d] : c.player_cards) add_def(id, d.text, d.source);
    for (const auto& [id, d] : c.nemesis_cards) add_def(id, d.text, d.source);
    for (const auto& [id, d] : c.mages) add_def(id, d.ability_text, d.source);
    // Free texts: every script of the pack, in path order; one entry per text, with every place it is.
    std::map<std::string, std::size_t> free_at;
    std::vector<fs::path> scripts;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".lua") scripts.push_back(it->path());
    std::sort(scripts.begin(), scripts.end());
    for (const auto& path : scripts) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream buf;
        buf << in.rdbuf();
        for (const auto& t : content::lua_texts(buf.str())) {
            const std::string where =
                path.lexically_relative(root).generic_string() + ":" + std::to_string(t.line);
            if (auto it = free_at.find(t.text); it != free_at.end()) {
                entries[it->second].where.push_back(where);
                continue;
            }
            free_at[t.text] = entries.size();
            entries.push_back({{where}, "", t.text});
        }
    }
    // What translators wrote by hand in the pack's catalogues and no extraction finds (patterns for texts
    // built from pieces, token names): kept, so merging this template does not drop them.
    for (fs::directory_iterator it(root / "lang", ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() != ".po") continue;
        std::ifstream in(it->path(), std::ios::binary);
        std::stringstream buf;
        buf << in.rdbuf();
        std::vector<content::Diagnostic> ignored; // content check reports a broken catalogue
        for (const auto& e : content::parse_po(it->path().string(), buf.str(), ignored)) {
            if (!e.context.empty() || free_at.count(e.id)) continue;
            free_at[e.id] = entries.size();
            entries.push_back({{}, "", e.id});
        }
    }
    std::cout
        << "# Texts of the pack in " << root.filename().generic_string()
        << " for translators (gravehold content strings).\n"
        << "# msgctxt is a card's or mage's id for its text; texts without one are what its scripts write.\n"
        << "# A text a script builds from pieces is translated by a pattern: write its msgid with\n"
        << "# {placeholders} for the parts that change (docs/translating.md).\n"
        << "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n";
    for (const auto& e : entries) {
        if (e.where.empty()) {
            std::cout << "#. written by hand in the pack's catalogues: no script holds this text whole\n";
        } else {
            std::cout << "#:";
            for (const auto& w : e.where) std::cout << " " << w;
            std::cout << "\n";
        }
        if (!e.context.empty()) std::cout << "msgctxt " << content::po_quote(e.context) << "\n";
        std::cout << "msgid " << content::po_quote(e.text) << "\nmsgstr \"\"\n\n";
    }
    return 0;
}

} // namespace ae::cli
