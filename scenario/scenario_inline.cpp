// Inline player cards and mages, and the checks run once every inline definition is read.
#include "scenario/scenario_inline.hpp"

#include "content/ids.hpp"
#include "core/errors.hpp"
#include "scripting/lua_host.hpp"

#include <regex>

namespace ae::scenario {

using content::MapReader;
using content::read_string;
using content::Value;

namespace {

bool id_taken(const Content& c, const std::string& id) {
    return c.player_cards.count(id) || c.mages.count(id) || c.nemeses.count(id) || c.nemesis_cards.count(id);
}

std::vector<std::string> read_tags(const MapReader& r) {
    std::vector<std::string> tags;
    auto list = r.list("tags", false);
    if (!list) return tags;
    for (std::size_t i = 0; i < list->size(); ++i) {
        Value item((*list)[i]);
        auto tag = read_string(r.file(), item, "'tags' entry " + std::to_string(i + 1), true);
        if (tag && !content::is_word(*tag))
            r.file().error(item.mark, "tag '" + *tag + "' must be one lower-case word");
        else if (tag)
            tags.push_back(*tag);
    }
    return tags;
}

// A mage's hand or deck: exactly five card ids, checked once every inline card is read.
std::vector<std::string> read_five(InlineBuild& b, const MapReader& r, const char* key) {
    std::vector<std::string> ids;
    auto list = r.list(key, true);
    if (!list) return ids;
    if (list->size() != 5)
        r.file().error(*list, "'" + std::string(key) + "' must list exactly 5 cards, got " +
                                  std::to_string(list->size()));
    for (std::size_t i = 0; i < list->size(); ++i) {
        Value item((*list)[i]);
        auto id =
            read_string(r.file(), item, "'" + std::string(key) + "' entry " + std::to_string(i + 1), true);
        if (!id) continue;
        ids.push_back(*id);
        b.card_refs.emplace_back(*id, item.mark);
    }
    return ids;
}

std::array<BreachDef, 4> read_mage_breaches(const MapReader& r) {
    std::array<BreachDef, 4> out{};
    auto list = r.list("breaches", true);
    if (!list) return out;
    if (list->size() != 4) {
        r.file().error(*list, "'breaches' must list exactly 4 breaches, got " + std::to_string(list->size()));
        return out;
    }
    for (std::size_t i = 0; i < 4; ++i) {
        Value item((*list)[i]);
        auto s = read_string(r.file(), item, "breach " + std::to_string(i + 1), true);
        if (!s) continue;
        if (*s == "open")
            out[i] = {BreachSetup::Open, 0};
        else if (*s == "none")
            out[i] = {BreachSetup::Absent, 0};
        else if (s->size() == 2 && (*s)[0] == 's' && (*s)[1] >= '0' && (*s)[1] <= '3')
            out[i] = {BreachSetup::Closed, (*s)[1] - '0'};
        else
            r.file().error(item.mark, "breach " + std::to_string(i + 1) +
                                          " must be open, none or s0..s3 (closed, turned that many "
                                          "quarters), got '" +
                                          *s + "'");
    }
    return out;
}

} // namespace

std::optional<std::string> InlineBuild::read_id(const MapReader& r) const {
    auto value = r.value("id", true);
    if (!value) return std::nullopt;
    auto id = read_string(r.file(), *value, "'id'", true);
    if (!id) return std::nullopt;
    if (!content::is_content_id(*id)) {
        r.file().error(value->mark, "id '" + *id +
                                        "' must be lower-case words (a-z, 0-9, _) joined by dots, like "
                                        "'test.gem.jade'");
        return std::nullopt;
    }
    if (id_taken(content, *id)) {
        r.file().error(value->mark, "duplicate id '" + *id + "' (already defined by a pack or above)");
        return std::nullopt;
    }
    return id;
}

std::optional<std::string> InlineBuild::read_lua(const MapReader& r, const std::string& id, bool required) {
    auto value = r.value("lua", required);
    if (!value) return std::nullopt;
    auto src = read_string(r.file(), *value, "'lua'", true);
    if (!src) return std::nullopt;
    const std::string key = "scenario/" + id + ".lua";
    content.scripts[key] = *src;
    lua_at[key] = value->mark;
    // A block scalar (`lua: |`) starts on the line after its indicator; any other on its own line.
    if (!text) text = content::read_bytes(file.path()).value_or("");
    const auto pos = static_cast<std::size_t>(value->mark.pos);
    const bool block = pos < text->size() && ((*text)[pos] == '|' || (*text)[pos] == '>');
    lua_lines[key] = value->mark.line + 1 + (block ? 1 : 0);
    promises[key]; // every inline script is at least loaded once
    return key;
}

std::string InlineBuild::read_name(const MapReader& r, const std::string& id) const {
    return r.string("name", false).value_or(id.substr(id.rfind('.') + 1));
}

std::string InlineBuild::read_text(const MapReader& r) const { return r.string("text", false).value_or(""); }

Origin InlineBuild::read_origin(const MapReader& r) const {
    auto o = r.choice("origin", false, {"rulebook", "original"});
    return o && *o == "rulebook" ? Origin::Rulebook : Origin::Original;
}

DefSource InlineBuild::source(const YAML::Node& node) const {
    const auto pos = file.pos(node);
    return {pos.file, pos.line, pos.col};
}

void read_inline_player_card(InlineBuild& b, const YAML::Node& node) {
    MapReader r(
        b.file, node, "card",
        {"id", "name", "type", "cost", "starter", "pile", "prep_to_closed", "tags", "origin", "text", "lua"});
    if (!r.is_map()) return;
    PlayerCardDef def;
    auto id = b.read_id(r);
    auto type = r.choice("type", true, {"gem", "relic", "spell", "corruption"});
    if (type) def.type = *card_type_from_string(*type);
    def.cost = r.integer("cost", true, 0).value_or(0);
    def.starter = r.boolean("starter").value_or(false);
    def.pile_size = r.integer("pile", false, 0)
                        .value_or(def.starter || def.type == CardType::Corruption ? 0
                                  : def.type == CardType::Gem                     ? 7
                                                                                  : 5);
    def.prep_to_closed = r.boolean("prep_to_closed").value_or(false);
    def.tags = read_tags(r);
    def.origin = b.read_origin(r);
    def.text = b.read_text(r);
    def.source = b.source(node);
    if (!id) return;
    def.id = *id;
    def.name = b.read_name(r, *id);
    if (auto key = b.read_lua(r, *id, true)) {
        def.script = *key;
        if (type) b.promises[*key].insert(def.type == CardType::Spell ? "cast" : "play");
    }
    b.content.player_cards.emplace(*id, std::move(def));
}

void read_inline_mage(InlineBuild& b, const YAML::Node& node) {
    MapReader r(b.file, node, "mage", {"id", "name", "origin", "hand", "deck", "breaches", "ability", "lua"});
    if (!r.is_map()) return;
    MageDef def;
    auto id = b.read_id(r);
    def.origin = b.read_origin(r);
    def.hand = read_five(b, r, "hand");
    def.deck = read_five(b, r, "deck");
    def.breaches = read_mage_breaches(r);
    if (auto ability = r.map("ability", false, "ability", {"name", "text", "charges", "window"});
        ability && ability->is_map()) {
        def.ability_name = ability->string("name", false).value_or("");
        def.ability_text = ability->string("text", false).value_or("");
        def.ability_charges = ability->integer("charges", false, 1, 6).value_or(def.ability_charges);
        auto window = ability->choice("window", false,
                                      {"own_main_phase", "any_main_phase", "nemesis_card_drawn",
                                       "turn_order_drawn", "own_draw_phase_end", "never"});
        def.ability_window = *ability_window_from_string(window.value_or("own_main_phase"));
    }
    def.source = b.source(node);
    if (!id) return;
    def.id = *id;
    def.name = b.read_name(r, *id);
    if (auto key = b.read_lua(r, *id, false)) {
        def.script = *key;
        b.promises[*key].insert("ability");
    } else {
        def.ability_window = AbilityWindow::Never; // a mage without Lua has no ability to use
    }
    b.content.mages.emplace(*id, std::move(def));
}

std::string lua_places(std::string message, const std::map<std::string, int>& lua_lines,
                       const std::string& path) {
    static const std::regex re("scenario/([a-z0-9_.]+)\\.lua:([0-9]+)");
    std::string out;
    std::smatch m;
    while (std::regex_search(message, m, re)) {
        out += m.prefix().str();
        auto it = lua_lines.find("scenario/" + m[1].str() + ".lua");
        out += it == lua_lines.end() ? m[0].str()
                                     : path + ":" + std::to_string(it->second + std::stoi(m[2].str()) - 1);
        message = m.suffix().str();
    }
    return out + message;
}

void check_inline(InlineBuild& b) {
    for (const auto& [id, mark] : b.card_refs) {
        if (b.content.player_cards.count(id)) continue;
        b.file.error(mark,
                     (b.content.nemesis_cards.count(id) ? "'" + id + "' is a nemesis card, not a player card"
                                                        : "unknown player card '" + id + "'"));
    }
    if (b.promises.empty()) return;
    lua::LuaHost host(b.content);
    for (const auto& [key, entries] : b.promises) {
        try {
            for (const auto& missing : host.missing_entries(key, entries))
                b.file.error(b.lua_at.at(key),
                             "the Lua has no function '" + missing + "', which this " + "definition needs");
        } catch (const ScriptError& e) {
            b.file.error(b.lua_at.at(key), "Lua error: " + lua_places(e.what(), b.lua_lines, b.file.path()));
        }
    }
}

} // namespace ae::scenario
