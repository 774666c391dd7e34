// Inline nemesis cards and an inline nemesis, in the shapes of basic/*.yaml and nemesis.yaml.
#include "scenario/scenario_inline.hpp"

#include "content/ids.hpp"

#include <regex>

namespace ae::scenario {

using content::MapReader;
using content::read_string;
using content::Value;

namespace {

enum class Place { Basic, Deck, SideDeck };

// The key in the module's `cards` table: by default the id's last part for a nemesis's own cards, and ""
// (the module is the card) for basic cards.
std::string read_handler(const MapReader& r, const std::string& id, Place place) {
    auto v = r.value("handler", false);
    if (!v) return place == Place::Basic ? "" : id.substr(id.rfind('.') + 1);
    auto s = read_string(r.file(), *v, "'handler'", false);
    static const std::regex re("[a-z0-9_]*");
    if (s && !std::regex_match(*s, re)) {
        r.file().error(v->mark, "'handler' must be empty or a lower-case word, got '" + *s + "'");
        return "";
    }
    return s.value_or("");
}

std::optional<std::string> read_card(InlineBuild& b, const YAML::Node& node, Place place,
                                     const std::optional<std::string>& nemesis_lua) {
    MapReader r(
        b.file, node, place == Place::Basic ? "basic card" : "nemesis card",
        {"id", "name", "type", "tier", "life", "power", "to_discard", "text", "origin", "lua", "handler"});
    if (!r.is_map()) return std::nullopt;
    NemesisCardDef def;
    auto id = b.read_id(r);
    auto type = r.choice("type", true, {"attack", "minion", "power"});
    if (type) def.type = *card_type_from_string(*type);
    def.tier = place == Place::SideDeck ? r.integer("tier", false, 0, 0).value_or(0)
                                        : r.integer("tier", true, 1, 3).value_or(1);
    def.basic = place == Place::Basic;
    if (!type || def.type == CardType::Minion)
        def.life = r.integer("life", type.has_value(), 1).value_or(0);
    else
        r.forbid("life", "is only for minion cards");
    if (!type || def.type == CardType::Power) {
        def.power = r.integer("power", type.has_value(), 1).value_or(0);
        def.to_discard = r.boolean("to_discard").value_or(false);
    } else {
        r.forbid("power", "is only for power cards");
        r.forbid("to_discard", "is only for power cards");
    }
    def.text = b.read_text(r);
    def.origin = b.read_origin(r);
    def.source = b.source(node);
    if (!id) return std::nullopt;
    def.id = *id;
    def.name = b.read_name(r, *id);
    def.handler = read_handler(r, *id, place);
    auto lua = b.read_lua(r, *id, place == Place::Basic || !nemesis_lua);
    if (!lua && !r.has("lua")) lua = nemesis_lua;
    if (lua) {
        def.script = *lua;
        const std::string prefix = def.handler.empty() ? "" : "cards." + def.handler + ".";
        if (type && def.type == CardType::Attack) b.promises[*lua].insert(prefix + "effect");
        if (type && def.type == CardType::Power) {
            b.promises[*lua].insert(prefix + "power");
            if (def.to_discard) b.promises[*lua].insert(prefix + "to_discard");
        }
    }
    b.content.nemesis_cards.emplace(*id, std::move(def));
    return id;
}

std::vector<std::string> read_cards(InlineBuild& b, const YAML::Node& list, Place place,
                                    const std::optional<std::string>& lua) {
    std::vector<std::string> ids;
    for (const auto& card : list)
        if (auto id = read_card(b, card, place, lua)) ids.push_back(*id);
    return ids;
}

// A map whose keys the author names (tokens, side decks): each a lower-case word.
std::vector<std::pair<std::string, YAML::Node>> named(const MapReader& r, const char* key, const char* item) {
    std::vector<std::pair<std::string, YAML::Node>> out;
    auto v = r.value(key, false);
    if (!v) return out;
    if (!v->node.IsMap()) {
        r.file().error(v->mark, "'" + std::string(key) + "' must be a map, got " +
                                    content::describe(content::kind_of(v->node)));
        return out;
    }
    for (const auto& entry : v->node) {
        YAML::Node name_node = entry.first;
        auto name = read_string(r.file(), name_node, std::string(item) + " name", true);
        if (name && !content::is_word(*name))
            r.file().error(name_node,
                           std::string(item) + " name '" + *name + "' must be one lower-case word");
        else if (name)
            out.emplace_back(*name, entry.second);
    }
    return out;
}

} // namespace

void read_inline_basic_card(InlineBuild& b, const YAML::Node& node) {
    read_card(b, node, Place::Basic, std::nullopt);
}

void read_inline_nemesis(InlineBuild& b, const YAML::Node& node) {
    MapReader r(
        b.file, node, "nemesis",
        {"id", "name", "origin", "text", "life", "difficulty", "tokens", "lua", "cards", "side_decks"});
    if (!r.is_map()) return;
    NemesisDef def;
    auto id = b.read_id(r);
    def.origin = b.read_origin(r);
    def.text = b.read_text(r);
    def.life = r.integer("life", true, 1).value_or(def.life);
    def.difficulty = r.integer("difficulty", false, 1, 10).value_or(1);
    for (const auto& [name, start] : named(r, "tokens", "token"))
        if (auto n = content::read_int(r.file(), start, "token '" + name + "'", 0)) def.tokens[name] = *n;
    def.source = b.source(node);
    if (!id) return;
    def.id = *id;
    def.name = b.read_name(r, *id);
    auto lua = b.read_lua(r, *id, true);
    if (lua) {
        def.script = *lua;
        b.promises[*lua].insert("unleash");
    }
    if (auto cards = r.list("cards", false)) def.cards = read_cards(b, *cards, Place::Deck, lua);
    for (const auto& [name, cards] : named(r, "side_decks", "side deck"))
        if (content::expect_list(r.file(), cards, "side deck '" + name + "'"))
            def.side_decks[name] = read_cards(b, cards, Place::SideDeck, lua);
    b.content.nemeses.emplace(*id, std::move(def));
}

} // namespace ae::scenario
