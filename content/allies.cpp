// allies/*.yaml: one ally per file, protected instead of Gravehold (rules/outcasts.md §8).
#include "content/scripts.hpp"

namespace ae::content {

void read_ally_file(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    auto doc = ctx.parse(f, rel);
    if (!doc) return;
    MapReader r(f, *doc, "ally", {"id", "name", "origin", "life", "text", "ability", "script"});
    if (!r.is_map()) return;
    AllyDef def;
    auto id = ctx.read_id(r);
    def.name = r.string("name", true).value_or("");
    def.origin = read_origin(r).value_or(Origin::Original);
    def.life = r.integer("life", true, 1, 100).value_or(def.life);
    def.text = r.string("text", true).value_or("");
    // The ability and its script come together: one without the other is a mistake, not a default.
    auto ability = r.map("ability", false, "ability", {"name", "charges"});
    if (ability && ability->is_map()) {
        def.ability_name = ability->string("name", true).value_or("");
        def.charges = ability->integer("charges", true, 1, 10).value_or(0);
    }
    if (auto script = read_script(ctx, r, false)) {
        def.script = *script;
        promise_entry(ctx, def.script, "ability", r.place("script"));
        if (!ability) f.error(*doc, "an ally with a script needs an 'ability' (name, charges)");
    } else if (ability) {
        f.error(*doc, "an ally with an 'ability' needs a 'script' with an ability(ctx) entry");
    }
    def.source = def_source(f.pos(*doc));
    if (id) {
        def.id = *id;
        ctx.content().allies.emplace(*id, std::move(def));
    }
}

} // namespace ae::content
