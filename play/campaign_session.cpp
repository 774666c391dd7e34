#include "play/campaign_session.hpp"

#include "campaigns/catalogues.hpp"
#include "campaigns/unlocks.hpp"
#include "core/errors.hpp"
#include "play/session.hpp"

namespace ae::play {

std::string check_definition_references(const campaign::CampaignDef& def, const Content& c) {
    std::string out;
    // A generated expedition has no file; its dir names the generator instead.
    const std::string where = (def.dir.starts_with("<") ? def.dir : def.dir + "/campaign.yaml") + ": error: ";
    auto need = [&](bool ok, const std::string& what) {
        if (!ok) out += "\n" + where + what;
    };
    for (const auto& id : def.mats) need(c.mages.count(id) > 0, "no mage '" + id + "' (mats)");
    for (const auto& id : def.barracks_mages)
        need(c.mages.count(id) > 0, "no mage '" + id + "' (barracks_mages)");
    for (const auto& id : def.supply)
        need(c.player_cards.count(id) > 0, "no player card '" + id + "' (supply)");
    for (const auto& id : def.curse_deck)
        need(c.player_cards.count(id) > 0, "no player card '" + id + "' (curse_deck)");
    for (const auto& id : def.basic_nemesis_cards)
        need(c.nemesis_cards.count(id) > 0, "no nemesis card '" + id + "' (basic_nemesis_cards)");
    for (const auto& id : def.requires_unlocks) try {
            campaign::describe_unlock(id, c);
        } catch (const InvalidRequest& e) { need(false, std::string(e.what()) + " (requires_unlocks)"); }
    for (const auto& st : def.steps)
        for (const auto& op : st.ops) {
            const std::string at = " (step " + st.id + ", line " + std::to_string(op.pos.line) + ")";
            if (op.kind == campaign::OpKind::Battle) {
                need(c.nemeses.count(op.battle.nemesis) > 0, "no nemesis '" + op.battle.nemesis + "'" + at);
                for (const auto& id : op.battle.deck)
                    need(c.nemesis_cards.count(id) > 0, "no nemesis card '" + id + "'" + at);
            }
            if (op.kind == campaign::OpKind::StarterUpgrade || op.kind == campaign::OpKind::SupplyImprovement)
                for (const auto& id : op.cards)
                    need(c.player_cards.count(id) > 0, "no player card '" + id + "'" + at);
        }
    return out;
}

CampaignSession::CampaignSession(const std::string& id, const std::string& language)
    : content(load_content({}, language)), def(campaign::load_definition_for(id, content.content)),
      definition_id(id) {
    if (const auto missing = check_definition_references(def, content.content); !missing.empty())
        throw ContentError({def.dir}, "the campaign definition names content that is not there:" + missing);
    campaign::read_catalogues(def, content.content); // its story and prompts in other languages
}

} // namespace ae::play
