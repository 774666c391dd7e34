// nemeses/<name>/nemesis.yaml: a nemesis, its own tier 1-3 cards and any side decks.
#include "content/nemesis_cards.hpp"
#include "content/scripts.hpp"

#include <set>

namespace ae::content {

namespace {

// The entries of a map under `key` whose keys are names chosen by the author (tokens, side decks): each
// name must be one lower-case word and appear once. `what` describes the map for messages.
std::vector<std::pair<std::string, YAML::Node>>
named_entries(const MapReader& r, std::string_view key, const std::string& what, const std::string& item) {
    std::vector<std::pair<std::string, YAML::Node>> entries;
    auto v = r.value(key, false);
    if (!v) return entries;
    if (!v->node.IsMap()) {
        r.file().error(v->mark,
                       "'" + std::string(key) + "' must be " + what + ", got " + describe(kind_of(v->node)));
        return entries;
    }
    std::set<std::string> seen;
    for (const auto& entry : v->node) {
        YAML::Node name_node = entry.first;
        auto name = read_string(r.file(), name_node, item + " name", true);
        if (!name) continue;
        if (!is_word(*name))
            r.file().error(name_node, item + " name '" + *name + "' must be one lower-case word");
        else if (!seen.insert(*name).second)
            r.file().error(name_node, "repeated " + item + " '" + *name + "'");
        else
            entries.emplace_back(*name, entry.second);
    }
    return entries;
}

std::map<std::string, int> read_tokens(const MapReader& r) {
    std::map<std::string, int> tokens;
    for (const auto& [name, start] : named_entries(r, "tokens", "a map of token names to numbers", "token"))
        if (auto n = read_int(r.file(), start, "token '" + name + "'", 0)) tokens[name] = *n;
    return tokens;
}

std::vector<std::string> read_cards(const PackContext& ctx, const SourceFile& f, const YAML::Node& list,
                                    NemesisCardPlace place, const std::optional<std::string>& script) {
    std::vector<std::string> ids;
    for (const auto& card : list)
        if (auto id = read_nemesis_card(ctx, f, card, place, script)) ids.push_back(*id);
    return ids;
}

std::map<std::string, std::vector<std::string>> read_side_decks(const PackContext& ctx, const MapReader& r,
                                                                const std::optional<std::string>& script) {
    std::map<std::string, std::vector<std::string>> decks;
    for (const auto& [name, cards] :
         named_entries(r, "side_decks", "a map of deck names to card lists", "side deck"))
        if (expect_list(r.file(), cards, "side deck '" + name + "'"))
            decks[name] = read_cards(ctx, r.file(), cards, NemesisCardPlace::SideDeck, script);
    return decks;
}

// card_decks: deck name -> player card ids (checked once every pack is read: content/references.cpp).
std::map<std::string, std::vector<std::string>> read_card_decks(const PackContext& ctx, const MapReader& r) {
    std::map<std::string, std::vector<std::string>> decks;
    for (const auto& [name, cards] :
         named_entries(r, "card_decks", "a map of deck names to player card id lists", "card deck")) {
        if (!expect_list(r.file(), cards, "card deck '" + name + "'")) continue;
        auto& ids = decks[name];
        for (std::size_t i = 0; i < cards.size(); ++i) {
            Value item(cards[i]);
            auto id =
                read_string(r.file(), item, "card deck '" + name + "' entry " + std::to_string(i + 1), true);
            if (!id) continue;
            ids.push_back(*id);
            ctx.state.card_refs.push_back({*id, r.file().pos(item.mark), ctx.pack.id});
        }
    }
    return decks;
}

} // namespace

void read_nemesis_file(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    auto doc = ctx.parse(f, rel);
    if (!doc) return;
    MapReader r(f, *doc, "nemesis",
                {"id", "name", "origin", "text", "life", "difficulty", "difficulty_printed", "tokens",
                 "script", "cards", "side_decks", "card_decks"});
    if (!r.is_map()) return;
    NemesisDef def;
    auto id = ctx.read_id(r);
    def.name = r.string("name", true).value_or("");
    def.origin = read_origin(r).value_or(Origin::Original);
    def.text = r.string("text", true).value_or("");
    def.life = r.integer("life", true, 1).value_or(def.life);
    def.difficulty = r.integer("difficulty", true, 1, 10).value_or(def.difficulty);
    def.difficulty_printed = r.boolean("difficulty_printed").value_or(false);
    def.tokens = read_tokens(r);
    auto script = read_script(ctx, r, true);
    if (script) {
        def.script = *script;
        promise_entry(ctx, def.script, "unleash", r.place("script"));
    }
    if (auto cards = r.list("cards", true))
        def.cards = read_cards(ctx, f, *cards, NemesisCardPlace::Deck, script);
    def.side_decks = read_side_decks(ctx, r, script);
    def.card_decks = read_card_decks(ctx, r);
    def.source = def_source(f.pos(*doc));
    if (id) {
        def.id = *id;
        ctx.content().nemeses.emplace(*id, std::move(def));
    }
}

} // namespace ae::content
