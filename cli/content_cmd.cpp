// `gravehold content check|list`: validate packs (YAML and Lua) and list what they hold.
#include "cli/commands.hpp"
#include "cli/content_new.hpp"
#include "cli/content_strings.hpp"
#include "play/session.hpp"

#include "content/loader.hpp"
#include "core/errors.hpp"
#include "scripting/lint.hpp"
#include "scripting/lua_host.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

namespace ae::cli {
namespace {

const char* origin(Origin o) { return o == Origin::Rulebook ? "rulebook" : "original"; }

// The file behind a script key "<pack>/<path>", for messages that editors can jump to.
std::string script_file(const content::LoadResult& r, const std::string& key) {
    const auto slash = key.find('/');
    for (const auto& p : r.packs)
        if (p.id == key.substr(0, slash)) return p.dir + "/" + key.substr(slash + 1);
    return key;
}

int check(const std::vector<std::string>& paths) {
    auto dirs = play::shipped_pack_dirs();
    dirs.insert(dirs.end(), paths.begin(), paths.end());
    auto result = content::load_packs(dirs);
    std::vector<std::string> errors;
    for (const auto& d : result.errors) errors.push_back(content::format(d));
    if (result.ok()) {
        // Lua: every script loads in the sandbox and defines what its YAML promises.
        lua::LuaHost host(result.content);
        for (const auto& [key, entries] : result.required_entries) {
            try {
                for (const auto& m : host.missing_entries(key, entries)) {
                    // Reported at the definition that promises it: the place to fix is one of the two.
                    const SourcePos& at = result.promised_at.at(key).at(m);
                    errors.push_back(content::format({at, script_file(result, key) + " has no function '" +
                                                              m + "', which this definition needs"}));
                }
            } catch (const ScriptError& e) {
                errors.push_back(script_file(result, key) + ": error: " + e.what());
            }
        }
    }
    // Lua before any battle runs it: globals the sandbox does not give, unknown ctx functions (#21).
    std::vector<std::string> files;
    for (const auto& [key, text] : result.content.scripts) files.push_back(script_file(result, key));
    const lua::LintResult lint = lua::lint_scripts(files);
    std::size_t warnings = 0;
    for (const auto& f : lint.findings) {
        const std::string line = f.file + ":" + std::to_string(f.line) + ":" + std::to_string(f.col) + ": " +
                                 (f.error ? "error: " : "warning: ") + f.message;
        if (f.error) {
            errors.push_back(line);
        } else {
            std::cerr << line << "\n";
            ++warnings;
        }
    }
    if (!lint.luacheck_ran)
        std::cerr
            << "note: luacheck is not installed (Debian's lua-check; scripts/setup installs it), so globals "
               "were not checked\n";
    for (const auto& e : errors) std::cerr << e << "\n";
    std::cout << result.packs.size() << " pack(s), " << result.content.player_cards.size()
              << " player cards, " << result.content.mages.size() << " mages, "
              << result.content.nemeses.size() << " nemeses, " << result.content.nemesis_cards.size()
              << " nemesis cards: " << errors.size() << " error(s)";
    if (warnings > 0) std::cout << ", " << warnings << " warning(s)";
    std::cout << "\n";
    return errors.empty() ? 0 : 1;
}

// The names a definition has in other languages (lang/<code>.yaml), e.g. {"pl": "Jadeit"}.
nlohmann::json names_of(const Content& c, const std::string& id) {
    nlohmann::json n = nlohmann::json::object();
    for (const auto& [code, table] : c.translations)
        if (auto it = table.find(id); it != table.end()) n[code] = it->second.name;
    return n;
}

int list(bool json, const std::string& lang) {
    if (!lang.empty()) play::set_display_language(lang); // `content list --lang`, as the global --lang
    const auto r = play::load_content();
    const auto& c = r.content;
    nlohmann::json j;
    for (const auto& p : r.packs)
        j["packs"].push_back({{"id", p.id}, {"name", p.name}, {"version", p.version}});
    for (const auto& [id, d] : c.player_cards)
        j["cards"].push_back({{"id", id},
                              {"name", d.name},
                              {"type", to_string(d.type)},
                              {"cost", d.cost},
                              {"starter", d.starter},
                              {"origin", origin(d.origin)}});
    for (const auto& [id, m] : c.mages)
        j["mages"].push_back({{"id", id}, {"name", m.name}, {"origin", origin(m.origin)}});
    for (const auto& [id, n] : c.nemeses)
        j["nemeses"].push_back(
            {{"id", id}, {"name", n.name}, {"life", n.life}, {"origin", origin(n.origin)}});
    for (const auto& [id, d] : c.nemesis_cards)
        j["nemesis_cards"].push_back({{"id", id},
                                      {"name", d.name},
                                      {"type", to_string(d.type)},
                                      {"tier", d.tier},
                                      {"basic", d.basic},
                                      {"origin", origin(d.origin)}});
    for (const char* section : {"cards", "mages", "nemeses", "nemesis_cards"})
        if (j.contains(section))
            for (auto& item : j[section])
                if (auto n = names_of(c, item["id"].get<std::string>()); !n.empty()) item["names"] = n;
    if (json) {
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    for (const char* section : {"packs", "cards", "mages", "nemeses", "nemesis_cards"}) {
        if (!j.contains(section)) continue;
        std::cout << section << ":\n";
        for (const auto& item : j[section]) {
            std::string name = item["name"].get<std::string>();
            if (item.contains("names") && item["names"].contains(c.language))
                name = item["names"][c.language].get<std::string>();
            std::cout << "  " << item["id"].get<std::string>() << "  " << name;
            if (item.contains("origin")) std::cout << "  (" << item["origin"].get<std::string>() << ")";
            std::cout << "\n";
        }
    }
    return 0;
}

} // namespace

void add_content_command(CLI::App& app, int& exit_code) {
    CLI::App* cmd = app.add_subcommand("content", "Check and list content packs");
    cmd->require_subcommand(1);
    auto paths = std::make_shared<std::vector<std::string>>();
    CLI::App* chk = cmd->add_subcommand("check", "Validate the shipped packs plus any pack folders given");
    chk->add_option("paths", *paths, "Extra pack folders");
    auto check_lang = std::make_shared<std::string>();
    chk->add_option("--lang", *check_lang, "List what the packs do not have in this language yet (e.g. pl)");
    chk->callback([paths, check_lang, &exit_code] {
        exit_code = check(*paths);
        if (exit_code == 0 && !check_lang->empty()) exit_code = content_missing(*check_lang, *paths);
    });
    auto json = std::make_shared<bool>(false);
    CLI::App* lst = cmd->add_subcommand("list", "List packs, cards, mages, nemeses and nemesis cards");
    lst->add_flag("--json", *json, "As JSON");
    auto lang = std::make_shared<std::string>();
    lst->add_option("--lang", *lang, "Show names in this language where the packs have them (e.g. pl)");
    lst->callback([json, lang, &exit_code] { exit_code = list(*json, *lang); });
    auto pack = std::make_shared<std::string>();
    CLI::App* str =
        cmd->add_subcommand("strings", "A pack's texts for translators, as a gettext template (.pot)");
    str->add_option("pack", *pack, "The pack folder")->required();
    str->callback([pack, &exit_code] { exit_code = content_strings(*pack); });
    auto new_id = std::make_shared<std::string>();
    auto new_pack = std::make_shared<std::string>();
    CLI::App* made = cmd->add_subcommand("new", "Write the skeleton of new content that checks and plays");
    made->require_subcommand(1);
    CLI::App* nem = made->add_subcommand("nemesis", "A nemesis: its YAML, its Lua and a scenario");
    nem->add_option("id", *new_id, "The nemesis id, PACK.NAME (or NAME with --pack)")->required();
    nem->add_option("--pack", *new_pack, "The pack folder (default: a folder named after the pack)");
    nem->callback(
        [new_id, new_pack, &exit_code] { exit_code = content_new_nemesis(*new_id, *new_pack, std::cout); });
    auto test_dir = std::make_shared<std::string>();
    auto test_verbose = std::make_shared<bool>(false);
    CLI::App* tst =
        cmd->add_subcommand("test", "Run a pack's own scenarios (DIR/scenarios) with the pack loaded");
    tst->add_option("pack", *test_dir, "The pack folder")->required();
    tst->add_flag("-v,--verbose", *test_verbose, "Name every scenario, and print the events of failing ones");
    tst->callback(
        [test_dir, test_verbose, &exit_code] { exit_code = content_test(*test_dir, *test_verbose); });
}

} // namespace ae::cli
