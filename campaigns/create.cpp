// Starting a campaign (rules/legacy.md §3.2 and §4.1, rules/outcasts.md §2.2): the player count is fixed
// here for the whole campaign, mages are named, Legacy mats are chosen and the turn order cards are named.
#include "campaigns/names.hpp"
#include "campaigns/runner.hpp"
#include "campaigns/unlocks.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace ae::campaign {
using nlohmann::json;

namespace {

std::string resolve_mat(const CampaignDef& def, const std::string& name) {
    for (const auto& id : def.mats)
        if (id == name || id.substr(id.rfind('.') + 1) == name) return id;
    std::string known;
    for (const auto& id : def.mats) known += " " + id.substr(id.rfind('.') + 1);
    throw InvalidRequest("no mat side '" + name + "' in " + def.id + " (known:" + known + ")");
}

// Legacy's mats are double-sided: two seats cannot use the two sides of one mat. Mat ids end in
// "_front"/"_back"; the part before is the mat.
std::string mat_of(const std::string& id) {
    const auto last = id.substr(id.rfind('.') + 1);
    const auto us = last.rfind('_');
    return us == std::string::npos ? last : last.substr(0, us);
}

} // namespace

CampaignState create_campaign(const CampaignDef& def, const Content& content, const NewCampaign& n,
                              std::vector<LogEntry>& log) {
    if (n.name.empty()) throw InvalidRequest("a campaign needs a name");
    if (n.players < def.min_players || n.players > def.max_players)
        throw InvalidRequest(def.name + " is for " + std::to_string(def.min_players) + " to " +
                             std::to_string(def.max_players) + " players, not " + std::to_string(n.players));
    if (n.mage_names.size() > static_cast<std::size_t>(n.players))
        throw InvalidRequest("more mage names than players");
    // Each name is written on one mat and one turn order card, and commands find a mage by it.
    for (std::size_t i = 0; i < n.mage_names.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (!n.mage_names[i].empty() && fold_name(n.mage_names[i]) == fold_name(n.mage_names[j]))
                throw InvalidRequest("two mages are named '" + n.mage_names[i] +
                                     "'; each needs its own name");
    for (const auto& id : def.requires_unlocks)
        if (std::find(n.global_unlocks.begin(), n.global_unlocks.end(), id) == n.global_unlocks.end())
            throw Locked(id, "'" + def.name + "' needs the unlock '" + id + "' (" +
                                 describe_unlock(id, content) +
                                 "), which this database does not have yet: " + how_to_unlock(id));
    CampaignState s;
    s.name = n.name;
    s.kind = def.kind == "outcasts" ? Kind::Outcasts : Kind::Legacy;
    s.definition = def.id;
    s.players = n.players;
    s.seed = n.seed;
    s.supply = def.kind == "legacy" ? def.supply : std::vector<std::string>{};
    s.barracks_cards = def.kind == "outcasts" ? def.supply : std::vector<std::string>{};
    s.barracks_mages = def.barracks_mages;
    s.basic_nemesis_cards = def.basic_nemesis_cards;
    s.position = def.start;
    s.language = n.language;
    log.push_back(
        entry("campaign_created",
              json{{"definition", def.id}, {"players", n.players}, {"seed", n.seed}, {"name", n.name}}.dump(),
              "Campaign '" + n.name + "' begins: " + def.name + " for " + std::to_string(n.players) +
                  (n.players == 1 ? " player." : " players.")));
    if (n.solo_life && (n.players != 1 || s.kind != Kind::Legacy))
        throw InvalidRequest("a solo life is for a Legacy campaign with one player (true solo)");
    if (s.kind == Kind::Legacy) {
        if (n.mats.size() > static_cast<std::size_t>(n.players))
            throw InvalidRequest("more mats than players");
        std::vector<std::string> used;
        for (int seat = 1; seat <= n.players; ++seat) {
            const std::size_t i = static_cast<std::size_t>(seat - 1);
            std::string mat;
            if (i < n.mats.size() && !n.mats[i].empty()) {
                mat = resolve_mat(def, n.mats[i]);
            } else { // the first side of a mat nobody uses yet
                for (const auto& id : def.mats)
                    if (std::none_of(used.begin(), used.end(),
                                     [&](const auto& u) { return mat_of(u) == mat_of(id); })) {
                        mat = id;
                        break;
                    }
            }
            if (mat.empty())
                throw InvalidRequest("not enough mats for " + std::to_string(n.players) + " players");
            for (const auto& u : used)
                if (mat_of(u) == mat_of(mat))
                    throw InvalidRequest("two seats chose sides of the same mat (" + mat_of(mat) + ")");
            used.push_back(mat);
            const auto& mage = content.mage(mat);
            CampaignMage m{seat,
                           i < n.mage_names.size() && !n.mage_names[i].empty()
                               ? n.mage_names[i]
                               : "Mage " + std::to_string(seat),
                           mat,
                           mage.hand,
                           mage.deck,
                           {}};
            log.push_back(entry("mage_named", json{{"seat", seat}, {"name", m.name}, {"mat", mat}}.dump(),
                                m.name + " is written on the " + mage.name + " mat."));
            s.mages.push_back(m);
        }
        // rules/legacy.md §6.3: names on the turn order cards; 4 players use two-name cards.
        const auto name = [&](int seat) { return s.mages[static_cast<std::size_t>(seat)].name; };
        switch (n.players) {
        case 1: {
            const int cards = n.solo_cards ? n.solo_cards : def.rules.solo_player_cards;
            if (cards != 3 && cards != 4) throw InvalidRequest("true solo uses 3 or 4 turn order cards");
            for (int i = 0; i < cards; ++i) s.turn_order_names.push_back(name(0));
            if (cards != def.rules.solo_player_cards) s.flags["solo_player_cards"] = std::to_string(cards);
            // The German printing's easing for true solo: the mage starts every battle with 12 or 14 life.
            if (n.solo_life) {
                if (n.solo_life != 12 && n.solo_life != 14)
                    throw InvalidRequest("a true-solo mage may start with 12 or 14 life, not " +
                                         std::to_string(n.solo_life));
                s.flags["solo_player_life"] = std::to_string(n.solo_life);
                log.push_back(entry("solo_life", json{{"life", n.solo_life}, {"name", name(0)}}.dump(),
                                    name(0) + " starts every battle with " + std::to_string(n.solo_life) +
                                        " life (true solo, easier)."));
            }
            break;
        }
        case 2: s.turn_order_names = {name(0), name(0), name(1), name(1)}; break;
        case 3: s.turn_order_names = {name(0), name(1), name(2), "X (any player)"}; break;
        default:
            s.turn_order_names = {name(0) + " / " + name(1), name(0) + " / " + name(1),
                                  name(2) + " / " + name(3), name(2) + " / " + name(3)};
        }
        log.push_back(entry(
            "turn_order_named", json{{"cards", s.turn_order_names}}.dump(), "Turn order cards: " + [&] {
                std::string out;
                for (const auto& t : s.turn_order_names) out += (out.empty() ? "" : ", ") + t;
                return out;
            }() + ", and two nemesis cards."));
    } else {
        // Cards earlier expeditions unlocked (rules/outcasts.md §2.6 b; our rule D55): owned from the start.
        if (def.carry_upgraded_basics)
            for (const auto& id : unlocked_upgraded_basics(n.global_unlocks))
                if (content.nemesis_cards.count(id)) {
                    Change c;
                    c.kind = "add_upgraded_basic";
                    c.id = id;
                    log.push_back(apply_change(s, c, def, content));
                }
        for (int seat = 1; seat <= n.players; ++seat) {
            const std::size_t i = static_cast<std::size_t>(seat - 1);
            CampaignMage m{seat,
                           i < n.mage_names.size() && !n.mage_names[i].empty()
                               ? n.mage_names[i]
                               : "Player " + std::to_string(seat),
                           "",
                           {},
                           {},
                           {}};
            log.push_back(entry("mage_named", json{{"seat", seat}, {"name", m.name}}.dump(),
                                m.name + " takes seat " + std::to_string(seat) + "."));
            s.mages.push_back(m);
        }
    }
    return s;
}

} // namespace ae::campaign
