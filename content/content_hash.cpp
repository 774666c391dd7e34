#include "content/content_hash.hpp"

#include "engine/state_text.hpp"

#include <cstdio>
#include <sstream>
#include <string>

namespace ae::content {

std::string content_hash(const Content& c) {
    std::ostringstream s;
    auto list = [&](const std::vector<std::string>& v) {
        for (const auto& x : v) s << x << ',';
        s << ';';
    };
    for (const auto& [id, d] : c.player_cards)
        s << id << '|' << d.name << '|' << static_cast<int>(d.type) << '|' << d.cost << '|' << d.starter
          << '|' << d.pile_size << '|' << d.prep_to_closed << '|'
          << d.script
          // Outcasts fields only when set, so hashes of content without them stay as they were.
          << (d.level > 0 ? "|level" + std::to_string(d.level) + (d.once_per_battle ? "b" : "t") : "")
          << (d.passive ? "|passive" : "") << '\n';
    for (const auto& [id, m] : c.mages) {
        s << id << '|' << m.name << '|' << m.ability_charges << '|' << static_cast<int>(m.ability_window)
          << '|' << m.script << '|';
        list(m.hand);
        list(m.deck);
        for (const auto& b : m.breaches) s << static_cast<int>(b.setup) << b.rotation << ',';
        s << '\n';
    }
    for (const auto& [id, n] : c.nemeses) {
        s << id << '|' << n.life << '|' << n.script << '|';
        list(n.cards);
        for (const auto& [k, v] : n.side_decks) s << k << ':', list(v);
        for (const auto& [k, v] : n.tokens) s << k << '=' << v << ',';
        s << '\n';
    }
    for (const auto& [id, d] : c.nemesis_cards)
        s << id << '|' << static_cast<int>(d.type) << '|' << d.tier << '|' << d.life << '|' << d.power << '|'
          << d.basic << '|' << d.to_discard << '|' << d.script << '|' << d.handler << '|' << d.evolve_slots
          << '|' << d.evolves_into << (d.wanderer ? "|wanderer" : "") << (d.upgraded ? "|upgraded" : "")
          << (d.shields > 0 ? "|shields" + std::to_string(d.shields) : "") << '\n';
    for (const auto& [id, a] : c.allies)
        s << "ally|" << id << '|' << a.name << '|' << a.life << '|' << a.charges << '|' << a.script << '\n';
    for (const auto& [k, v] : c.scripts) s << k << '\n' << v << '\n';
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(fnv1a64(s.str())));
    return buf;
}

} // namespace ae::content
