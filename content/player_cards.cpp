// cards/*.yaml: gems, relics and spells (starters, treasures and curses included).
#include "content/scripts.hpp"

#include <algorithm>
#include <optional>

namespace ae::content {

namespace {

// Supply piles hold 7 copies of a gem and 5 of a relic or spell; starters are dealt, never bought.
int default_pile(CardType type, bool starter) {
    if (starter || type == CardType::Corruption) return 0; // a nemesis hands corruptions out
    return type == CardType::Gem ? 7 : 5;
}

// Tags are free lower-case words, except the keywords the engine acts on: `link` (two Link spells may
// share one breach, card-facts §4.1) is only for spells.
std::vector<std::string> read_tags(const MapReader& r, std::optional<CardType> type) {
    std::vector<std::string> tags;
    auto list = r.list("tags", false);
    if (!list) return tags;
    for (std::size_t i = 0; i < list->size(); ++i) {
        Value item((*list)[i]);
        auto tag = read_string(r.file(), item, "'tags' entry " + std::to_string(i + 1), true);
        if (!tag) continue;
        if (!is_word(*tag))
            r.file().error(item.mark, "tag '" + *tag + "' must be one lower-case word");
        else if (*tag == "link" && type && *type != CardType::Spell)
            r.file().error(item.mark, "tag 'link' (two Link spells share a breach) is only for spells");
        else if (*tag == "echo" && type && *type != CardType::Spell)
            r.file().error(item.mark, "tag 'echo' (the Cast effect resolves twice) is only for spells");
        else
            tags.push_back(*tag);
    }
    return tags;
}

// treasure_level 1..3 (needs the tag `treasure`; a card only tagged treasure stays an ordinary card); `uses`
// (once_per_turn, once_per_battle) only for levels 2 and 3, the ones used from a zone.
void read_treasure(const MapReader& r, PlayerCardDef& def) {
    def.level = r.integer("treasure_level", false, 1, 3).value_or(0);
    const bool tagged = std::find(def.tags.begin(), def.tags.end(), "treasure") != def.tags.end();
    if (def.level > 0 && !tagged)
        r.file().error(r.value("treasure_level", false)->mark,
                       "a card with 'treasure_level' needs the tag 'treasure'");
    if (def.level >= 2) {
        const auto uses =
            r.choice("uses", false, {"once_per_turn", "once_per_battle", "passive"}).value_or("");
        def.once_per_battle = uses == "once_per_battle";
        def.passive = uses == "passive";
    } else {
        r.forbid("uses", "is only for level 2 and 3 treasures");
    }
}

void read_player_card(const PackContext& ctx, const SourceFile& f, const YAML::Node& node) {
    MapReader r(f, node, "card",
                {"id", "name", "type", "cost", "starter", "pile", "prep_to_closed", "tags", "origin", "text",
                 "script", "treasure_level", "uses"});
    if (!r.is_map()) return;
    PlayerCardDef def;
    auto id = ctx.read_id(r);
    def.name = r.string("name", true).value_or("");
    auto type = r.choice("type", true, {"gem", "relic", "spell", "corruption"});
    if (type) def.type = *card_type_from_string(*type);
    def.cost = r.integer("cost", true, 0).value_or(0);
    def.starter = r.boolean("starter").value_or(false);
    def.pile_size = r.integer("pile", false, 0).value_or(default_pile(def.type, def.starter));
    def.prep_to_closed = r.boolean("prep_to_closed").value_or(false);
    def.tags = read_tags(r, type ? std::optional<CardType>(def.type) : std::nullopt);
    read_treasure(r, def);
    def.origin = read_origin(r).value_or(Origin::Original);
    def.text = r.string("text", true).value_or("");
    if (auto script = read_script(ctx, r, true)) {
        def.script = *script;
        // Level 2 and 3 treasures are used from their zone, never played or cast (rules/outcasts.md §4).
        if (def.level >= 2) {
            if (!def.passive) promise_entry(ctx, def.script, "use", r.place("script"));
        } else if (type)
            promise_entry(ctx, def.script, def.type == CardType::Spell ? "cast" : "play", // corruption: play
                          r.place("script"));
    }
    def.source = def_source(f.pos(node));
    if (id) {
        def.id = *id;
        ctx.content().player_cards.emplace(*id, std::move(def));
    }
}

} // namespace

void read_player_card_file(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    auto doc = ctx.parse(f, rel);
    if (!doc) return;
    auto cards = top_level_card_list(f, *doc);
    if (!cards) return;
    for (const auto& card : *cards) read_player_card(ctx, f, card);
}

} // namespace ae::content
