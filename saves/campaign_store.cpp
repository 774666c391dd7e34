#include "saves/campaign_store.hpp"

#include "campaigns/state_json.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "saves/clock.hpp"
#include "saves/unlock_store.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <type_traits>

namespace ae::saves {
using campaign::CampaignState;
using campaign::LogEntry;
using nlohmann::json;

namespace {

std::string named(const std::string& name) { return "campaign '" + name + "'"; }

std::optional<std::int64_t> find_id(Database& db, const std::string& name) {
    SQLite::Statement q(db.db(), "SELECT id FROM campaigns WHERE name = ?");
    q.bind(1, name);
    if (!q.executeStep()) return std::nullopt;
    return q.getColumn(0).getInt64();
}

[[noreturn]] void no_such(Database& db, const std::string& name) {
    throw NotFound("campaign", "there is no campaign named '" + name + "' in " + db.path());
}

// A log entry's data is a JSON object, stored canonically; an empty payload means "no data" and is stored
// as {}.
std::string checked_payload(const std::string& campaign_name, const LogEntry& e) {
    if (e.kind.empty()) throw SaveError(named(campaign_name) + ": a log entry has no kind");
    if (e.payload_json.empty()) return "{}";
    json j;
    try {
        j = parse_json(e.payload_json);
    } catch (const json::parse_error&) { j = nullptr; }
    if (!j.is_object())
        throw SaveError(named(campaign_name) + ": log entry '" + e.kind +
                        "' has data that is not a JSON object");
    return j.dump(); // canonical, so an imported log is stored byte for byte as the original
}

// SQLite failures name the database and the campaign.
template <class F>
auto saving(Database& db, const std::string& name, F&& body) {
    return in_transaction(db, named(name) + ": cannot save", std::forward<F>(body));
}

// What the campaign earned for the whole database, written with its state (an imported campaign brings
// its unlocks along).
void record_campaign_unlocks(Database& db, const CampaignState& s) {
    for (const auto& id : s.global_unlocks) record_unlock(db, id, "campaign:" + s.name);
}

} // namespace

void append_log(Database& db, std::int64_t id, const std::string& campaign_name,
                const std::vector<LogEntry>& entries) {
    // Entries that carry a seq keep it; the others continue after the highest number so far.
    SQLite::Statement last(db.db(), "SELECT coalesce(max(seq), 0) FROM campaign_log WHERE campaign_id = ?");
    last.bind(1, static_cast<int64_t>(id));
    last.executeStep();
    std::int64_t next = last.getColumn(0).getInt64() + 1;
    SQLite::Statement ins(db.db(), "INSERT INTO campaign_log(campaign_id, seq, kind, payload_json, text, "
                                   "created_at) VALUES(?, ?, ?, ?, ?, ?)");
    const std::string now = now_utc();
    for (const LogEntry& e : entries) {
        const std::string payload = checked_payload(campaign_name, e);
        const std::int64_t seq = e.seq != 0 ? e.seq : next;
        next = std::max(next, seq + 1);
        ins.bind(1, static_cast<int64_t>(id));
        ins.bind(2, static_cast<int64_t>(seq));
        ins.bind(3, e.kind);
        ins.bind(4, payload);
        ins.bind(5, e.text);
        ins.bind(6, now);
        ins.exec();
        ins.reset();
    }
}

std::int64_t insert_campaign(Database& db, const CampaignState& s) {
    if (s.name.empty()) throw InvalidRequest("a campaign needs a name");
    if (find_id(db, s.name)) throw InvalidRequest("a campaign named '" + s.name + "' already exists");
    const std::string now = now_utc();
    SQLite::Statement q(db.db(), "INSERT INTO campaigns(name, kind, definition, created_at, updated_at, "
                                 "state_json) VALUES(?, ?, ?, ?, ?, ?)");
    q.bind(1, s.name);
    q.bind(2, campaign::to_string(s.kind));
    q.bind(3, s.definition);
    q.bind(4, now);
    q.bind(5, now);
    q.bind(6, campaign::to_json(s));
    q.exec();
    const std::int64_t id = db.db().getLastInsertRowid();
    record_campaign_unlocks(db, s);
    return id;
}

void update_campaign_state(Database& db, std::int64_t id, const CampaignState& s) {
    SQLite::Statement q(db.db(), "UPDATE campaigns SET kind = ?, definition = ?, updated_at = ?, "
                                 "state_json = ? WHERE id = ?");
    q.bind(1, campaign::to_string(s.kind));
    q.bind(2, s.definition);
    q.bind(3, now_utc());
    q.bind(4, campaign::to_json(s));
    q.bind(5, static_cast<int64_t>(id));
    q.exec();
    record_campaign_unlocks(db, s);
}

std::int64_t create_campaign(Database& db, const CampaignState& s, const std::vector<LogEntry>& entries) {
    if (s.name.empty()) throw InvalidRequest("a campaign needs a name");
    return saving(db, s.name, [&] {
        const std::int64_t id = insert_campaign(db, s);
        append_log(db, id, s.name, entries);
        return id;
    });
}

CampaignState load_campaign(Database& db, const std::string& name) {
    SQLite::Statement q(db.db(), "SELECT state_json FROM campaigns WHERE name = ?");
    q.bind(1, name);
    if (!q.executeStep()) no_such(db, name);
    CampaignState s = campaign::state_from_json(q.getColumn(0).getString(), db.path() + ": " + named(name));
    if (s.name != name)
        throw SaveError(db.path() + ": " + named(name) + ": the stored state names it '" + s.name + "'");
    return s;
}

void save_campaign(Database& db, const CampaignState& s, const std::vector<LogEntry>& new_entries,
                   const UndoMark& undo) {
    saving(db, s.name, [&] {
        const auto id = find_id(db, s.name);
        if (!id) no_such(db, s.name);
        mark_undo(db, *id, s.name, undo);
        update_campaign_state(db, *id, s);
        append_log(db, *id, s.name, new_entries);
    });
}

void save_campaign_with(Database& db, const CampaignState& s, const std::vector<LogEntry>& new_entries,
                        const std::function<void()>& first) {
    saving(db, s.name, [&] {
        first();
        const auto id = find_id(db, s.name);
        if (!id) no_such(db, s.name);
        mark_undo(db, *id, s.name, UndoMark::barrier());
        update_campaign_state(db, *id, s);
        append_log(db, *id, s.name, new_entries);
    });
}

std::vector<CampaignSummary> list_campaigns(Database& db) {
    std::vector<CampaignSummary> out;
    SQLite::Statement q(db.db(),
                        "SELECT name, created_at, updated_at, state_json FROM campaigns ORDER BY name");
    while (q.executeStep()) {
        CampaignSummary c;
        c.name = q.getColumn(0).getString();
        c.created_at = q.getColumn(1).getString();
        c.updated_at = q.getColumn(2).getString();
        const CampaignState s =
            campaign::state_from_json(q.getColumn(3).getString(), db.path() + ": " + named(c.name));
        c.kind = s.kind;
        c.players = s.players;
        c.battles = static_cast<int>(s.battles.size());
        c.finished = s.finished;
        c.position = s.position;
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<LogEntry> campaign_log(Database& db, const std::string& name) {
    const std::int64_t id = campaign_id(db, name);
    std::vector<LogEntry> out;
    SQLite::Statement q(
        db.db(), "SELECT seq, kind, payload_json, text FROM campaign_log WHERE campaign_id = ? ORDER BY seq");
    q.bind(1, static_cast<int64_t>(id));
    while (q.executeStep())
        out.push_back({q.getColumn(0).getInt(), q.getColumn(1).getString(), q.getColumn(2).getString(),
                       q.getColumn(3).getString()});
    return out;
}

bool campaign_exists(Database& db, const std::string& name) { return find_id(db, name).has_value(); }

std::int64_t campaign_id(Database& db, const std::string& name) {
    const auto id = find_id(db, name);
    if (!id) no_such(db, name);
    return *id;
}

} // namespace ae::saves
