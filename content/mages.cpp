// mages/*.yaml: one mage per file, with starting hand and deck, breaches and ability.
#include "content/scripts.hpp"

namespace ae::content {

namespace {

constexpr std::size_t starting_cards = 5; // both the hand and the deck (rules/base.md, setup)
constexpr std::size_t breach_count = 4;

// The hand or deck: exactly five card ids, each checked against the player cards once all packs are read.
std::vector<std::string> read_card_list(const PackContext& ctx, const MapReader& r, const char* key) {
    std::vector<std::string> ids;
    auto list = r.list(key, true);
    if (!list) return ids;
    if (list->size() != starting_cards)
        r.file().error(*list, "'" + std::string(key) + "' must list exactly " +
                                  std::to_string(starting_cards) + " cards, got " +
                                  std::to_string(list->size()));
    for (std::size_t i = 0; i < list->size(); ++i) {
        Value item((*list)[i]);
        auto id =
            read_string(r.file(), item, "'" + std::string(key) + "' entry " + std::to_string(i + 1), true);
        if (!id) continue;
        ids.push_back(*id);
        ctx.state.card_refs.push_back({*id, r.file().pos(item.mark), ctx.pack.id});
    }
    return ids;
}

// "open", "none" (no breach there) or "s0".."s3": closed, with that many quarter-turns already applied.
std::optional<BreachDef> parse_breach(const std::string& s) {
    if (s == "open") return BreachDef{BreachSetup::Open, 0};
    if (s == "none") return BreachDef{BreachSetup::Absent, 0};
    if (s.size() == 2 && s[0] == 's' && s[1] >= '0' && s[1] <= '3')
        return BreachDef{BreachSetup::Closed, s[1] - '0'};
    return std::nullopt;
}

std::array<BreachDef, 4> read_breaches(const MapReader& r) {
    std::array<BreachDef, 4> breaches{};
    auto list = r.list("breaches", true);
    if (!list) return breaches;
    if (list->size() != breach_count) {
        r.file().error(*list, "'breaches' must list exactly 4 breaches, got " + std::to_string(list->size()));
        return breaches;
    }
    for (std::size_t i = 0; i < breach_count; ++i) {
        Value item((*list)[i]);
        std::string what = "breach " + std::to_string(i + 1);
        auto s = read_string(r.file(), item, what, true);
        if (!s) continue;
        if (auto b = parse_breach(*s))
            breaches[i] = *b;
        else
            r.file().error(item.mark,
                           what + " must be open, none or s0..s3 (closed, turned that many quarters), got '" +
                               *s + "'");
    }
    return breaches;
}

void read_ability(const MapReader& r, MageDef& def) {
    auto ability = r.map("ability", true, "ability", {"name", "text", "charges", "window"});
    if (!ability || !ability->is_map()) return;
    def.ability_name = ability->string("name", true).value_or("");
    def.ability_text = ability->string("text", true).value_or("");
    auto window = ability->choice("window", true,
                                  {"own_main_phase", "any_main_phase", "nemesis_card_drawn",
                                   "turn_order_drawn", "own_draw_phase_end", "never"});
    if (window) def.ability_window = *ability_window_from_string(*window);
    // A Legacy mat starts with no ability (rules/legacy.md §4.1): 0 charges, allowed only with window never.
    const int min_charges = def.ability_window == AbilityWindow::Never ? 0 : 1;
    def.ability_charges = ability->integer("charges", true, min_charges, 6).value_or(def.ability_charges);
}

} // namespace

void read_mage_file(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    auto doc = ctx.parse(f, rel);
    if (!doc) return;
    MapReader r(
        f, *doc, "mage",
        {"id", "name", "origin", "hand", "deck", "breaches", "ability", "exhausted_multiplier", "script"});
    if (!r.is_map()) return;
    MageDef def;
    auto id = ctx.read_id(r);
    def.name = r.string("name", true).value_or("");
    def.origin = read_origin(r).value_or(Origin::Original);
    def.hand = read_card_list(ctx, r, "hand");
    def.deck = read_card_list(ctx, r, "deck");
    def.breaches = read_breaches(r);
    read_ability(r, def);
    def.exhausted_multiplier =
        r.integer("exhausted_multiplier", false, 0, 3).value_or(def.exhausted_multiplier);
    if (auto script = read_script(ctx, r, true)) {
        def.script = *script;
        promise_entry(ctx, def.script, "ability", r.place("script"));
    }
    def.source = def_source(f.pos(*doc));
    if (id) {
        def.id = *id;
        ctx.content().mages.emplace(*id, std::move(def));
    }
}

} // namespace ae::content
