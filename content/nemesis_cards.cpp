#include "content/nemesis_cards.hpp"

#include "content/scripts.hpp"

#include <regex>

namespace ae::content {

namespace {

// The key in the module's `cards` table: by default the id's last part ("base.cinderfang.goad" → "goad");
// "" means the module itself holds the card's functions.
std::optional<std::string> read_handler(const MapReader& r, const std::string& id, NemesisCardPlace place) {
    auto handler = r.value("handler", false);
    if (!handler) {
        if (place == NemesisCardPlace::Basic) return std::string();
        return id.substr(id.rfind('.') + 1);
    }
    auto s = read_string(r.file(), *handler, "'handler'", false);
    static const std::regex re("[a-z0-9_]*");
    if (s && !std::regex_match(*s, re)) {
        r.file().error(handler->mark, "'handler' must be empty or a lower-case word, got '" + *s + "'");
        return std::nullopt;
    }
    return s;
}

// The tier: 1-3 in a deck, 0 (and optional) in a side deck.
int read_tier(const MapReader& r, NemesisCardPlace place) {
    if (place == NemesisCardPlace::SideDeck) return r.integer("tier", false, 0, 0).value_or(0);
    return r.integer("tier", true, 1, 3).value_or(1);
}

// The entry points the card's script must define, by type (see docs/content-format.md).
void promise_entries(const PackContext& ctx, const NemesisCardDef& def, const SourcePos& where) {
    std::string prefix = def.handler.empty() ? "" : "cards." + def.handler + ".";
    if (def.type == CardType::Attack) promise_entry(ctx, def.script, prefix + "effect", where);
    if (def.type == CardType::Power) {
        promise_entry(ctx, def.script, prefix + "power", where);
        if (def.to_discard) promise_entry(ctx, def.script, prefix + "to_discard", where);
    }
}

} // namespace

std::optional<std::string> read_nemesis_card(const PackContext& ctx, const SourceFile& f,
                                             const YAML::Node& node, NemesisCardPlace place,
                                             const std::optional<std::string>& nemesis_script) {
    const char* what = place == NemesisCardPlace::Basic ? "basic card" : "nemesis card";
    MapReader r(f, node, what,
                {"id", "name", "type", "tier", "life", "power", "to_discard", "text", "origin", "script",
                 "handler", "evolve_slots", "evolves_into", "wanderer", "upgraded", "shields"});
    if (!r.is_map()) return std::nullopt;
    NemesisCardDef def;
    auto id = ctx.read_id(r);
    def.name = r.string("name", true).value_or("");
    auto type = r.choice("type", true, {"attack", "minion", "power"});
    if (type) def.type = *card_type_from_string(*type);
    def.tier = read_tier(r, place);
    def.basic = place == NemesisCardPlace::Basic;
    // Life belongs to minions and POWER X to powers; on any other card it is a mistake, not a default.
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
    // rules/outcasts.md §7 and §10.1.4: Wanderer is a minion keyword; "upgraded" marks basic cards only.
    if (!type || def.type == CardType::Minion) {
        def.wanderer = r.boolean("wanderer").value_or(false);
        def.shields = r.integer("shields", false, 0, 9).value_or(0);
    } else {
        r.forbid("wanderer", "is only for minion cards");
        r.forbid("shields", "is only for minion cards");
    }
    if (place == NemesisCardPlace::Basic)
        def.upgraded = r.boolean("upgraded").value_or(false);
    else
        r.forbid("upgraded", "is only for basic cards (basic/*.yaml)");
    def.text = r.string("text", true).value_or("");
    // EVOLVE (rules/legacy.md §7.4); evolves_into is checked once every pack is read (it may point forward).
    def.evolve_slots = r.integer("evolve_slots", false, 0, 9).value_or(0);
    def.evolves_into = r.string("evolves_into", false).value_or("");
    def.origin = read_origin(r).value_or(Origin::Original);
    auto script = read_script(ctx, r, place == NemesisCardPlace::Basic);
    if (!script && !r.has("script")) script = nemesis_script;
    auto handler = read_handler(r, id.value_or(""), place);
    def.source = def_source(f.pos(node));
    if (!id) return std::nullopt;
    def.id = *id;
    def.handler = handler.value_or("");
    if (script) {
        def.script = *script;
        if (type && handler) promise_entries(ctx, def, r.place("script"));
    }
    ctx.content().nemesis_cards.emplace(*id, std::move(def));
    return id;
}

void read_basic_card_file(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    auto doc = ctx.parse(f, rel);
    if (!doc) return;
    auto cards = top_level_card_list(f, *doc);
    if (!cards) return;
    for (const auto& card : *cards) read_nemesis_card(ctx, f, card, NemesisCardPlace::Basic, std::nullopt);
}

} // namespace ae::content
