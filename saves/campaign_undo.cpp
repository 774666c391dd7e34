#include "saves/campaign_undo.hpp"

#include "campaigns/state_json.hpp"
#include "campaigns/undo_words.hpp"
#include "core/errors.hpp"
#include "saves/campaign_store.hpp"
#include "saves/clock.hpp"

#include <SQLiteCpp/Statement.h>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace ae::saves {
using campaign::CampaignState;

namespace {

std::int64_t scalar(Database& db, const char* sql, std::int64_t id) {
    SQLite::Statement q(db.db(), sql);
    q.bind(1, static_cast<int64_t>(id));
    q.executeStep();
    return q.getColumn(0).getInt64();
}

void forget_all(Database& db, std::int64_t id) {
    SQLite::Statement del(db.db(), "DELETE FROM campaign_undo WHERE campaign_id = ?");
    del.bind(1, static_cast<int64_t>(id));
    del.exec();
}

} // namespace

void mark_undo(Database& db, std::int64_t id, const std::string& name, const UndoMark& m) {
    switch (m.kind) {
    case UndoMark::Kind::FollowUp: return;
    case UndoMark::Kind::Barrier: forget_all(db, id); return;
    case UndoMark::Kind::Step: break;
    }
    if (!m.before) throw SaveError("campaign '" + name + "': an undo step without the state before it");
    const std::int64_t seq =
        scalar(db, "SELECT coalesce(max(seq), 0) + 1 FROM campaign_undo WHERE campaign_id = ?", id);
    const std::int64_t log_from =
        scalar(db, "SELECT coalesce(max(seq), 0) + 1 FROM campaign_log WHERE campaign_id = ?", id);
    SQLite::Statement ins(db.db(), "INSERT INTO campaign_undo(campaign_id, seq, what, before_json, log_from, "
                                   "created_at) VALUES(?, ?, ?, ?, ?, ?)");
    ins.bind(1, static_cast<int64_t>(id));
    ins.bind(2, static_cast<int64_t>(seq));
    ins.bind(3, m.what);
    ins.bind(4, campaign::to_json(*m.before));
    ins.bind(5, static_cast<int64_t>(log_from));
    ins.bind(6, now_utc());
    ins.exec();
}

int undo_depth(Database& db, const std::string& name) {
    const std::int64_t id = campaign_id(db, name);
    return static_cast<int>(scalar(db, "SELECT count(*) FROM campaign_undo WHERE campaign_id = ?", id));
}

Undone undo_last_change(Database& db, const std::string& name) {
    const std::int64_t id = campaign_id(db, name);
    return in_transaction(db, "campaign '" + name + "': cannot undo", [&] {
        SQLite::Statement q(db.db(), "SELECT seq, what, before_json, log_from FROM campaign_undo "
                                     "WHERE campaign_id = ? ORDER BY seq DESC LIMIT 1");
        q.bind(1, static_cast<int64_t>(id));
        if (!q.executeStep())
            throw InvalidRequest(
                "nothing to undo in campaign '" + name +
                "': undo takes back what was recorded by hand or decided since gravehold last "
                "played one of its battles, and nothing is left of that");
        const std::int64_t seq = q.getColumn(0).getInt64();
        Undone out;
        out.kept = q.getColumn(1).getString();
        out.what = campaign::undo_english(out.kept);
        const std::int64_t log_from = q.getColumn(3).getInt64();
        const CampaignState current = load_campaign(db, name);
        out.now =
            campaign::state_from_json(q.getColumn(2).getString(), db.path() + ": campaign '" + name +
                                                                      "': undo step " + std::to_string(seq));
        update_campaign_state(db, id, out.now);
        // What only the undone change earned for the whole database goes with it.
        SQLite::Statement del(db.db(),
                              "DELETE FROM unlocks WHERE scope = 'global' AND id = ? AND source = ?");
        for (const auto& u : current.global_unlocks) {
            if (std::count(out.now.global_unlocks.begin(), out.now.global_unlocks.end(), u) != 0) continue;
            del.bind(1, u);
            del.bind(2, "campaign:" + name);
            del.exec();
            del.reset();
        }
        SQLite::Statement drop(db.db(), "DELETE FROM campaign_undo WHERE campaign_id = ? AND seq = ?");
        drop.bind(1, static_cast<int64_t>(id));
        drop.bind(2, static_cast<int64_t>(seq));
        drop.exec();
        const nlohmann::json payload = {{"what", out.kept}, {"from", log_from}};
        append_log(db, id, name, {{0, "undone", payload.dump(), "Undone: " + out.what}});
        return out;
    });
}

} // namespace ae::saves
