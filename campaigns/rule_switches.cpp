// Rule stickers as named switches (rules/legacy.md §5.2: "feature flags keyed by sticker id"). A sticker
// names Rules fields and values; the battle engine never learns about stickers, only about Rules.
#include "campaigns/definition.hpp"

#include <charconv>

namespace ae::campaign {
namespace {

bool parse_bool(const std::string& v, const std::string& key, const std::string& where) {
    if (v == "true") return true;
    if (v == "false") return false;
    throw ContentError({where}, "switch '" + key + "' takes true or false, got '" + v + "'");
}

int parse_int(const std::string& v, const std::string& key, const std::string& where) {
    int out = 0;
    const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
    if (ec != std::errc() || p != v.data() + v.size())
        throw ContentError({where}, "switch '" + key + "' takes an integer, got '" + v + "'");
    return out;
}

} // namespace

void apply_switches(Rules& r, const std::map<std::string, std::string>& switches, const std::string& where) {
    for (const auto& [k, v] : switches) {
        if (k == "variant") {
            if (v == "base")
                r.variant = Variant::Base;
            else if (v == "legacy")
                r.variant = Variant::Legacy;
            else if (v == "outcasts")
                r.variant = Variant::Outcasts;
            else
                throw ContentError({where},
                                   "switch 'variant' takes base, legacy or outcasts, got '" + v + "'");
        } else if (k == "abilities")
            r.abilities = parse_bool(v, k, where);
        else if (k == "evolve")
            r.evolve = parse_bool(v, k, where);
        else if (k == "exhaustion_penalties")
            r.exhaustion_penalties = parse_bool(v, k, where);
        else if (k == "bonus_per_source")
            r.bonus_per_source = parse_bool(v, k, where);
        else if (k == "solo_exhaustion_loses")
            r.solo_exhaustion_loses = parse_bool(v, k, where);
        else if (k == "player_life")
            r.player_life = parse_int(v, k, where);
        else if (k == "gravehold_life")
            r.gravehold_life = parse_int(v, k, where);
        else if (k == "nemesis_life_delta")
            r.nemesis_life_delta = parse_int(v, k, where);
        else if (k == "empty_deck_unleashes")
            r.empty_deck_unleashes = parse_int(v, k, where);
        else if (k == "solo_player_cards")
            r.solo_player_cards = parse_int(v, k, where);
        else
            throw ContentError({where}, "unknown rule switch '" + k +
                                            "' (known: variant, abilities, evolve, exhaustion_penalties, "
                                            "bonus_per_source, solo_exhaustion_loses, player_life, "
                                            "gravehold_life, nemesis_life_delta, empty_deck_unleashes, "
                                            "solo_player_cards)");
    }
}

} // namespace ae::campaign
