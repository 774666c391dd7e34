#include "saves/battle_file.hpp"
#include "core/json_depth.hpp"
#include "saves/json_strict.hpp"
#include "saves/json_texts.hpp"

#include "core/errors.hpp"
#include "saves/setup_json.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ae::saves {
using nlohmann::json;

std::string battle_to_file_text(const StoredBattle& b) {
    json inputs = json::array();
    for (const auto& a : b.inputs)
        inputs.push_back(
            {{"seq", a.seq}, {"player", a.player}, {"choice", a.choice}, {"automatic", a.automatic}});
    json j = {{"format", kBattleFileFormat},
              {"format_version", kBattleFileVersion},
              {"header",
               {{"engine_version", b.header.engine_version},
                {"lua_release", b.header.lua_release},
                {"content_hash", b.header.content_hash},
                // As text, like the database: a 64-bit seed does not survive JSON readers that use doubles.
                {"seed", std::to_string(b.header.seed)},
                {"setup", json::parse(setup_to_json(b.header.setup))}}},
              {"inputs", inputs},
              {"state_hash", b.state_hash},
              {"result", b.result}};
    return j.dump(2) + "\n";
}

void write_battle_file(const StoredBattle& b, const std::string& path) {
    const std::string text = battle_to_file_text(b);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) throw SaveError(path + ": cannot write the file");
    out << text;
    out.close();
    if (!out) throw SaveError(path + ": cannot write the file");
}

namespace {

// `where` names the field in the message ("header.seed", "inputs[3].choice").
const json& need(const json& obj, const char* key, json::value_t type, const std::string& path,
                 const std::string& where) {
    const std::string name = where.empty() ? key : where + "." + key;
    if (!obj.is_object() || !obj.contains(key)) throw SaveError(path + ": missing field '" + name + "'");
    const json& v = obj.at(key);
    const bool ok = v.type() == type ||
                    (type == json::value_t::number_integer && v.type() == json::value_t::number_unsigned);
    if (!ok) throw SaveError(path + ": field '" + name + "' has the wrong type (" + v.type_name() + ")");
    return v;
}

std::string line_col(const std::string& text, std::size_t byte) {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return std::to_string(line) + ":" + std::to_string(col);
}

} // namespace

StoredBattle parse_battle_file(const std::string& text, const std::string& path) {
    using vt = json::value_t;
    json j;
    if (const auto at = json_too_deep_at(text))
        throw SaveError(path + ":" + line_col(text, *at + 1) + ": nested more than " +
                        std::to_string(kMaxJsonDepth) + " levels deep; not a gravehold battle file");
    try {
        j = parse_strict(text);
    } catch (const json::parse_error& e) {
        throw SaveError(path + ":" + line_col(text, e.byte) + ": not valid JSON: " + e.what());
    } catch (const DuplicateKey& e) {
        throw SaveError(path + ": " + e.what() + "; not a gravehold battle file");
    }
    if (!j.is_object()) throw SaveError(path + ": not a gravehold battle file (expected a JSON object)");
    if (const auto bad = first_bad_text(j)) throw SaveError(path + ": field '" + bad->path + "' " + bad->why);
    if (need(j, "format", vt::string, path, "") != kBattleFileFormat)
        throw SaveError(path + ": not a gravehold battle file (format is not '" + kBattleFileFormat + "')");
    if (need(j, "format_version", vt::number_integer, path, "").get<int>() != kBattleFileVersion)
        throw SaveError(path + ": battle file format version " + j.at("format_version").dump() +
                        " is not supported (this gravehold reads version " +
                        std::to_string(kBattleFileVersion) + ")");
    StoredBattle b;
    const json& h = need(j, "header", vt::object, path, "");
    b.header.engine_version = need(h, "engine_version", vt::string, path, "header");
    b.header.lua_release = need(h, "lua_release", vt::number_integer, path, "header");
    b.header.content_hash = need(h, "content_hash", vt::string, path, "header");
    const std::string seed = need(h, "seed", vt::string, path, "header");
    try {
        std::size_t used = 0;
        b.header.seed = std::stoull(seed, &used);
        if (used != seed.size() || seed.empty() || seed[0] == '-') throw std::invalid_argument("seed");
    } catch (const std::exception&) {
        throw SaveError(path + ": field 'header.seed' is not a number: '" + seed + "'");
    }
    try {
        b.header.setup = setup_from_json(need(h, "setup", vt::object, path, "header").dump());
    } catch (const SaveError& e) { throw SaveError(path + ": field 'header.setup': " + e.what()); }
    const json& inputs = need(j, "inputs", vt::array, path, "");
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const std::string where = "inputs[" + std::to_string(i) + "]";
        Answer a;
        a.seq = need(inputs[i], "seq", vt::number_integer, path, where).get<std::uint64_t>();
        a.player = need(inputs[i], "player", vt::number_integer, path, where);
        const json& choice = need(inputs[i], "choice", vt::array, path, where);
        for (const auto& c : choice) {
            if (!c.is_string()) throw SaveError(path + ": field '" + where + ".choice' holds a non-string");
            a.choice.push_back(c.get<std::string>());
        }
        a.automatic = need(inputs[i], "automatic", vt::boolean, path, where);
        b.inputs.push_back(std::move(a));
    }
    b.state_hash = need(j, "state_hash", vt::string, path, "");
    b.result = need(j, "result", vt::string, path, "");
    return b;
}

StoredBattle read_battle_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SaveError(path + ": cannot read the file");
    std::stringstream text;
    text << in.rdbuf();
    return parse_battle_file(text.str(), path);
}

} // namespace ae::saves
