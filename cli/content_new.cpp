#include "cli/content_new.hpp"

#include "cli/scenario_run.hpp"
#include "content/pack_manifest.hpp"
#include "core/errors.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>

namespace ae::cli {
namespace {

namespace fs = std::filesystem;

bool plain_id(const std::string& s) { return std::regex_match(s, std::regex("[a-z][a-z0-9_]*")); }

std::string title(const std::string& id) {
    std::string out;
    bool start = true;
    for (char c : id) {
        if (c == '_') {
            out += ' ';
            start = true;
        } else {
            out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
            start = false;
        }
    }
    return out;
}

// Where this gravehold's sources are (for the editor hints), when they are still there.
fs::path source_dir() { return fs::path(GRAVEHOLD_PACKS_DIR).parent_path().parent_path(); }

std::string modeline(const std::string& schema) {
    const fs::path p = source_dir() / "docs" / "schema" / schema;
    return fs::exists(p) ? "# yaml-language-server: $schema=" + p.string() + "\n" : "";
}

std::string nemesis_yaml(const std::string& pack, const std::string& name) {
    const std::string id = pack + "." + name, t = title(name);
    std::string y = modeline("nemesis.schema.json");
    y += "# " + t +
         ": written by `gravehold content new nemesis`. Change anything; docs/content-format.md lists\n"
         "# every field. Card texts are your own words.\n"
         "id: " +
         id + "\nname: " + t +
         "\norigin: original\n"
         "text: Describe in a sentence what makes this nemesis itself.\n"
         "life: 60\ndifficulty: 3\ntokens: {}\n"
         "script: nemeses/" +
         name + "/nemesis.lua\ncards:\n";
    const std::string p = "  - {id: " + id + ".";
    for (int tier = 1; tier <= 3; ++tier) {
        const std::string n = std::to_string(tier);
        y += p + "strike_" + n + ", name: Strike " + n + ", type: attack, tier: " + n +
             ", origin: original,\n     text: \"Gravehold suffers " + std::to_string(2 * tier) +
             " damage.\"}\n";
        y += p + "thrall_" + n + ", name: Thrall " + n + ", type: minion, tier: " + n +
             ", life: " + std::to_string(4 * tier) +
             ", origin: original,\n     text: \"Persistent: Gravehold suffers " + n + " damage.\"}\n";
        y += p + "omen_" + n + ", name: Omen " + n + ", type: power, tier: " + n +
             ", power: 2, to_discard: true, origin: original,\n     text: \"To discard: spend " +
             std::to_string(3 + tier) + " aether. Power: Unleash " + (tier == 1 ? "once" : "twice") +
             ".\"}\n";
    }
    return y;
}

std::string nemesis_lua(const std::string& pack, const std::string& name) {
    std::string l = "-- " + pack + "." + name +
                    ": every entry point a nemesis may have (docs/lua-api.md), each doing\n"
                    "-- something small. Delete what you do not need.\n"
                    "local N = {}\n\n"
                    "-- Once, before the first turn.\n"
                    "function N.setup(ctx) end\n\n"
                    "-- Each time a card or rule says Unleash.\n"
                    "function N.unleash(ctx) ctx:damage_gravehold(2) end\n\n"
                    "-- A query: return true when this nemesis's own loss condition holds.\n"
                    "function N.loss_condition(ctx) return false end\n\n"
                    "N.cards = {}\n";
    for (int tier = 1; tier <= 3; ++tier) {
        const std::string n = std::to_string(tier);
        l += "\nN.cards.strike_" + n + " = {\n  effect = function(ctx) ctx:damage_gravehold(" +
             std::to_string(2 * tier) + ") end,\n}\n";
        l += "N.cards.thrall_" + n +
             " = {\n  immediately = function(ctx) end, -- when it is drawn\n  persistent = function(ctx) "
             "ctx:damage_gravehold(" +
             n + ") end,\n}\n";
        l += "N.cards.omen_" + n +
             " = {\n  immediately = function(ctx) end,\n  can_discard = function(q) return "
             "q:aether() >= " +
             std::to_string(3 + tier) +
             " end, -- a query: change nothing here\n"
             "  to_discard = function(ctx) ctx:spend_aether(" +
             std::to_string(3 + tier) +
             ") end,\n"
             "  power = function(ctx) ctx:unleash(" +
             (tier == 1 ? "1" : "2") + ") end,\n}\n";
    }
    return l + "\nreturn N\n";
}

std::string scenario_yaml(const std::string& pack, const std::string& name) {
    const std::string id = pack + "." + name, t = title(name);
    return "# " + t +
           "'s own scenarios (docs/scenarios.md): `gravehold content test PACK` runs every file here\n"
           "# with the pack loaded. Add one for each card and rule.\n"
           "scenarios:\n"
           "  - name: \"" +
           t +
           ": the battle starts with its life\"\n"
           "    setup:\n      nemesis: " +
           id +
           "\n      players: [{mage: base.mage.brama}]\n"
           "      turn_order: [p1, nemesis]\n"
           "    expect:\n      nemesis.life: 60\n\n"
           "  - name: \"" +
           t +
           ": Strike 1 makes Gravehold suffer 2 damage\"\n"
           "    setup:\n      nemesis: " +
           id +
           "\n      players: [{mage: base.mage.brama}]\n"
           "      nemesis_deck: [" +
           id +
           ".strike_1]\n      turn_order: [nemesis, p1]\n"
           "    expect:\n      gravehold: 28\n";
}

std::string pack_yaml(const std::string& pack) {
    return modeline("pack.schema.json") + "id: " + pack + "\nname: " + title(pack) +
           "\nversion: 1\nrequires: [base]\n";
}

std::string luarc() {
    return "{\n  \"runtime.version\": \"Lua 5.4\",\n  \"workspace.library\": [\"" +
           (source_dir() / "scripting" / "api").string() +
           "\"],\n  \"runtime.builtin\": {\"io\": \"disable\", \"os\": \"disable\", \"debug\": \"disable\", "
           "\"package\": \"disable\", \"coroutine\": \"disable\"}\n}\n";
}

} // namespace

int content_new_nemesis(const std::string& id, const std::string& pack_dir, std::ostream& out) {
    std::string pack, name = id;
    if (const auto dot = id.find('.'); dot != std::string::npos) {
        pack = id.substr(0, dot);
        name = id.substr(dot + 1);
    }
    fs::path dir = pack_dir;
    if (!dir.empty() && fs::exists(dir / "pack.yaml")) {
        std::vector<content::Diagnostic> errors;
        const auto m = content::read_manifest(dir.string(), errors);
        if (!m) throw InvalidRequest((dir / "pack.yaml").string() + ": has no usable id; fix it first");
        if (!pack.empty() && pack != m->info.id)
            throw InvalidRequest("the id '" + id + "' is not in pack '" + m->info.id + "' (" +
                                 (dir / "pack.yaml").string() + "); use " + m->info.id + "." + name);
        pack = m->info.id;
    }
    if (pack.empty())
        throw InvalidRequest("say which pack: an id like 'mypack." + name +
                             "', or --pack DIR with a pack.yaml");
    if (!plain_id(pack) || !plain_id(name))
        throw InvalidRequest("'" + pack + "." + name +
                             "': a pack id and a nemesis name are lowercase letters, digits and _ (e.g. "
                             "wyrm.ember_wyrm)");
    if (dir.empty()) dir = pack;
    const std::map<fs::path, std::string> files{
        {dir / "pack.yaml", pack_yaml(pack)},
        {dir / ".luarc.json", luarc()},
        {dir / "nemeses" / name / "nemesis.yaml", nemesis_yaml(pack, name)},
        {dir / "nemeses" / name / "nemesis.lua", nemesis_lua(pack, name)},
        {dir / "scenarios" / (name + ".yaml"), scenario_yaml(pack, name)},
    };
    for (const auto& [path, text] : files) {
        const bool shared = path.filename() == "pack.yaml" || path.filename() == ".luarc.json";
        if (fs::exists(path) && !shared)
            throw InvalidRequest(path.string() + " already exists; nothing was written");
    }
    for (const auto& [path, text] : files) {
        if (fs::exists(path)) continue; // the pack's own pack.yaml and editor settings stay
        fs::create_directories(path.parent_path());
        std::ofstream(path) << text;
        out << "wrote " << path.string() << "\n";
    }
    out << "next: `gravehold content check " << dir.string() << "`, then `gravehold content test "
        << dir.string() << "`\n";
    return 0;
}

int content_test(const std::string& pack_dir, bool verbose) {
    std::vector<content::Diagnostic> errors;
    const auto m = content::read_manifest(pack_dir, errors);
    if (!m) {
        for (const auto& e : errors) std::cerr << content::format(e) << "\n";
        return 1;
    }
    const fs::path scenarios = fs::path(pack_dir) / "scenarios";
    if (!fs::is_directory(scenarios))
        throw InvalidRequest(scenarios.string() + ": no such folder; a pack keeps its scenarios there "
                                                  "(`gravehold content new nemesis` writes one)");
    scenario::PackCache packs;
    packs.add_pack_under_test(m->info.id, pack_dir);
    return run_scenarios({scenarios.string()}, verbose, packs);
}

} // namespace ae::cli
