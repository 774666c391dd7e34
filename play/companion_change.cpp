#include "play/companion_change.hpp"

#include "campaigns/changes.hpp"
#include "campaigns/names.hpp"
#include "campaigns/undo_words.hpp"
#include "core/errors.hpp"
#include "saves/campaign_store.hpp"
#include "saves/campaign_undo.hpp"

#include <algorithm>

namespace ae::play {
namespace {

std::vector<std::string> joined(std::initializer_list<const std::vector<std::string>*> lists) {
    std::vector<std::string> out;
    for (const auto* l : lists) out.insert(out.end(), l->begin(), l->end());
    return out;
}

bool holds(const std::vector<std::string>& list, const std::string& id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

// The card by its printed name or id. Without `from`, it is banished from wherever this campaign holds it
// (a supply pile, a nemesis card, the barracks); from "other", it may be any card of the box the campaign
// does not hold.
campaign::Change banish_change(const campaign::CampaignState& s, const Content& c, const std::string& card,
                               const std::string& from) {
    const std::vector<std::string> nemesis = joined({&s.basic_nemesis_cards, &s.upgraded_basic_cards});
    std::vector<std::string> barracks = joined({&s.barracks_cards, &s.barracks_mages});
    for (const auto& [level, list] : s.treasures) barracks.insert(barracks.end(), list.begin(), list.end());
    if (from == "supply")
        return {"banish_supply_pile",
                campaign::resolve_name(c, card, s.supply, N_("supply pile of this campaign")), ""};
    if (from == "nemesis")
        return {"banish_nemesis_card",
                campaign::resolve_name(c, card, nemesis, N_("basic nemesis card of this campaign")), ""};
    if (from == "other") {
        std::vector<std::string> box = barracks;
        for (const auto& [id, d] : c.player_cards) box.push_back(id);
        for (const auto& [id, d] : c.mages) box.push_back(id);
        for (const auto& [id, d] : c.nemesis_cards) box.push_back(id);
        return {"banish_card", campaign::resolve_name(c, card, box, N_("card or mage")), ""};
    }
    if (!from.empty())
        throw InvalidRequest("a card is banished from supply, nemesis or other (a card of the box), or from "
                             "where the campaign holds it; not from '" +
                             from + "'");
    const std::string id =
        campaign::resolve_name(c, card, joined({&s.supply, &nemesis, &barracks}),
                               N_("supply pile, nemesis card or barracks card of this campaign"));
    if (holds(s.supply, id)) return {"banish_supply_pile", id, ""};
    if (holds(nemesis, id)) return {"banish_nemesis_card", id, ""};
    return {"banish_card", id, ""};
}

// An evolve sticker on a basic nemesis card, a mat sticker in a mage's slot, or a rule sticker.
campaign::Change sticker_change(const campaign::CampaignState& s, const Content& c,
                                const campaign::CampaignDef& def, const CompanionRequest& r) {
    if (!r.card.empty())
        return {"evolve_sticker",
                campaign::resolve_name(c, r.card, s.basic_nemesis_cards,
                                       N_("basic nemesis card of this campaign")),
                ""};
    // A slot without a mage would otherwise be dropped silently and the sticker taken for a rule sticker.
    if (!r.mage.empty() || !r.slot.empty()) {
        if (r.mage.empty()) throw InvalidRequest("a mat sticker needs the mage whose mat it goes on");
        if (r.slot.empty()) throw InvalidRequest("a mat sticker needs the slot it goes in");
        if (r.sticker.empty()) throw InvalidRequest("a mat sticker needs the sticker (e.g. ability, life+2)");
        return {"place_sticker", std::to_string(seat_of(s, r.mage)), r.slot + "=" + r.sticker};
    }
    return {"rule_sticker", campaign::resolve_rule_sticker(def, r.sticker), ""};
}

campaign::Change treasure_change(const Content& c, const CompanionRequest& r) {
    if (r.level < 0 || r.level > 3)
        throw InvalidRequest("a treasure's level is 1, 2 or 3, not " + std::to_string(r.level));
    std::vector<std::string> treasures;
    for (const auto& [id, d] : c.player_cards)
        if (d.level > 0) treasures.push_back(id);
    return {"add_treasure", campaign::resolve_name(c, r.card, treasures, N_("treasure")), "", r.level};
}

campaign::Change change_of(const campaign::CampaignState& s, const CampaignSession& session,
                           const CompanionRequest& r) {
    const Content& c = session.content.content;
    if (r.kind == "banish") return banish_change(s, c, r.card, r.from);
    if (r.kind == "open") return {"open", r.id, ""};
    if (r.kind == "sticker") return sticker_change(s, c, session.def, r);
    if (r.kind == "treasure") return treasure_change(c, r);
    if (r.kind == "note") return {"note", "", r.value};
    if (r.kind == "apply") return {r.change, r.id, r.value, r.level};
    std::string kinds;
    for (const auto& k : companion_kinds()) kinds += (kinds.empty() ? "" : ", ") + k;
    throw InvalidRequest("no companion change '" + r.kind + "' (the kinds: " + kinds + ")");
}

} // namespace

const std::vector<std::string>& companion_kinds() {
    static const std::vector<std::string> k = {"banish", "open", "sticker", "treasure", "note", "apply"};
    return k;
}

int seat_of(const campaign::CampaignState& s, const std::string& who) {
    for (const auto& m : s.mages)
        if (std::to_string(m.seat) == who || campaign::fold_name(m.name) == campaign::fold_name(who))
            return m.seat;
    std::string names;
    for (const auto& m : s.mages) names += (names.empty() ? "" : ", ") + m.name;
    throw InvalidRequest("no mage '" + who + "' in campaign '" + s.name + "' (its mages: " + names + ")");
}

Written apply_companion(saves::Database& db, const std::string& name, const CompanionRequest& r) {
    Written w{saves::load_campaign(db, name), {}};
    w.session = session_for(w.state);
    const campaign::CampaignState before = w.state;
    const campaign::Change change = change_of(w.state, *w.session, r);
    w.log.push_back(campaign::apply_change(w.state, change, w.session->def, w.session->content.content));
    saves::save_campaign(db, w.state, w.log,
                         saves::UndoMark::step(before, campaign::change_undo(w.log.back())));
    return w;
}

} // namespace ae::play
