#include "saves/campaign_export.hpp"

#include "campaigns/log.hpp"
#include "campaigns/state_json.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "saves/battle_record.hpp"
#include "saves/campaign_store.hpp"
#include "saves/json_strict.hpp"
#include "saves/json_texts.hpp"
#include "saves/setup_json.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <climits>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace ae::saves {
using campaign::CampaignState;
using campaign::LogEntry;
using nlohmann::json;

namespace {

constexpr const char* kFormat = "gravehold-campaign";

json parsed_object(const std::string& text, const std::string& what) {
    try {
        json j = parse_json(text);
        if (j.is_object()) return j;
    } catch (const json::parse_error&) {}
    throw SaveError(what + " is not a JSON object");
}

json battle_json(Database& db, std::int64_t game_id, int number) {
    const StoredBattle b = load_battle(db, game_id);
    json inputs = json::array();
    for (const Answer& a : b.inputs)
        inputs.push_back(
            {{"request_seq", a.seq}, {"player", a.player}, {"choice", a.choice}, {"automatic", a.automatic}});
    json events = json::array();
    SQLite::Statement ev(db.db(), "SELECT seq, turn, phase, kind, payload_json FROM game_events "
                                  "WHERE game_id = ? ORDER BY seq");
    ev.bind(1, static_cast<int64_t>(game_id));
    while (ev.executeStep())
        events.push_back(
            {{"seq", ev.getColumn(0).getInt64()},
             {"turn", ev.getColumn(1).getInt()},
             {"phase", ev.getColumn(2).getString()},
             {"kind", ev.getColumn(3).getString()},
             {"data", parsed_object(ev.getColumn(4).getString(),
                                    "battle " + std::to_string(game_id) + ": an event's data")}});
    SQLite::Statement created(db.db(), "SELECT created_at FROM games WHERE id = ?");
    created.bind(1, static_cast<int64_t>(game_id));
    created.executeStep();
    return {{"battle", number},
            {"created_at", created.getColumn(0).getString()},
            {"engine_version", b.header.engine_version},
            {"lua_release", b.header.lua_release},
            {"content_hash", b.header.content_hash},
            {"seed", std::to_string(b.header.seed)},
            {"setup", json::parse(setup_to_json(b.header.setup))},
            {"inputs", inputs},
            {"result", b.result},
            {"state_hash", b.state_hash},
            {"events", events}};
}

// --- reading an export: every field checked, with its path, before anything is written --------------

struct Reader {
    std::string file;
    [[noreturn]] void fail(const std::string& field, const std::string& what) const {
        throw SaveError(file + ": field '" + field + "' " + what + "; nothing was imported");
    }
    const json& need(const json& obj, const std::string& key) const {
        const auto it = obj.find(key);
        if (it == obj.end()) fail(key, "is missing");
        return *it;
    }
    void object(const json& j, const std::string& path, std::initializer_list<const char*> keys) const {
        if (!j.is_object()) fail(path, "must be an object");
        const std::set<std::string> known(keys.begin(), keys.end());
        for (auto it = j.begin(); it != j.end(); ++it)
            if (!known.count(it.key())) fail(path + "." + it.key(), "is not a known field");
        for (const char* k : keys)
            if (!j.contains(k)) fail(path + "." + k, "is missing");
    }
    std::string text(const json& j, const std::string& path) const {
        if (!j.is_string()) fail(path, "must be a string");
        return j.get<std::string>();
    }
    std::int64_t integer(const json& j, const std::string& path, std::int64_t lo = INT_MIN,
                         std::int64_t hi = INT_MAX) const {
        if (!j.is_number_integer() || (j.is_number_unsigned() && j.get<std::uint64_t>() > INT64_MAX))
            fail(path, "must be an integer");
        const std::int64_t v = j.get<std::int64_t>();
        if (v < lo || v > hi) fail(path, "is out of range");
        return v;
    }
    bool boolean(const json& j, const std::string& path) const {
        if (!j.is_boolean()) fail(path, "must be true or false");
        return j.get<bool>();
    }
    const json& array(const json& j, const std::string& path) const {
        if (!j.is_array()) fail(path, "must be an array");
        return j;
    }
    std::uint64_t seed(const json& j, const std::string& path) const {
        const std::string s = j.is_string() ? j.get<std::string>() : "";
        if (s.empty() || s.size() > 20 || s.find_first_not_of("0123456789") != std::string::npos ||
            (s.size() == 20 && s > "18446744073709551615"))
            fail(path, "must be a decimal unsigned 64-bit number written as a string");
        return std::stoull(s);
    }
};

std::string at(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

struct ImportedBattle {
    int number = 0;
    std::string created_at;
    std::string engine_version;
    std::int64_t lua_release = 0;
    std::string content_hash;
    std::uint64_t seed = 0;
    std::string setup_json;
    std::vector<Answer> inputs;
    std::string result;
    std::string state_hash;
    struct Event {
        std::int64_t seq, turn;
        std::string phase, kind, data;
    };
    std::vector<Event> events;
};

ImportedBattle read_battle(const Reader& r, const json& j, const std::string& p) {
    r.object(j, p,
             {"battle", "created_at", "engine_version", "lua_release", "content_hash", "seed", "setup",
              "inputs", "result", "state_hash", "events"});
    ImportedBattle b;
    b.number = static_cast<int>(r.integer(j["battle"], p + ".battle"));
    b.created_at = r.text(j["created_at"], p + ".created_at");
    b.engine_version = r.text(j["engine_version"], p + ".engine_version");
    b.lua_release = r.integer(j["lua_release"], p + ".lua_release");
    b.content_hash = r.text(j["content_hash"], p + ".content_hash");
    b.seed = r.seed(j["seed"], p + ".seed");
    if (!j["setup"].is_object()) r.fail(p + ".setup", "must be an object");
    try {
        b.setup_json = setup_to_json(setup_from_json(j["setup"].dump()));
    } catch (const SaveError& e) { r.fail(p + ".setup", std::string("is not a battle setup: ") + e.what()); }
    const json& inputs = r.array(j["inputs"], p + ".inputs");
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const std::string q = at(p + ".inputs", i);
        r.object(inputs[i], q, {"request_seq", "player", "choice", "automatic"});
        Answer a;
        a.seq =
            static_cast<std::uint64_t>(r.integer(inputs[i]["request_seq"], q + ".request_seq", 0, INT64_MAX));
        a.player = static_cast<int>(r.integer(inputs[i]["player"], q + ".player"));
        const json& choice = r.array(inputs[i]["choice"], q + ".choice");
        for (std::size_t k = 0; k < choice.size(); ++k)
            a.choice.push_back(r.text(choice[k], at(q + ".choice", k)));
        a.automatic = r.boolean(inputs[i]["automatic"], q + ".automatic");
        b.inputs.push_back(std::move(a));
    }
    b.result = r.text(j["result"], p + ".result");
    b.state_hash = r.text(j["state_hash"], p + ".state_hash");
    const json& events = r.array(j["events"], p + ".events");
    std::int64_t last = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const std::string q = at(p + ".events", i);
        r.object(events[i], q, {"seq", "turn", "phase", "kind", "data"});
        ImportedBattle::Event e;
        e.seq = r.integer(events[i]["seq"], q + ".seq", 0, INT64_MAX);
        if (i > 0 && e.seq <= last) r.fail(q + ".seq", "must be greater than the event before");
        last = e.seq;
        e.turn = r.integer(events[i]["turn"], q + ".turn");
        e.phase = r.text(events[i]["phase"], q + ".phase");
        e.kind = r.text(events[i]["kind"], q + ".kind");
        if (!events[i]["data"].is_object()) r.fail(q + ".data", "must be an object");
        e.data = events[i]["data"].dump();
        b.events.push_back(std::move(e));
    }
    return b;
}

CarriedBattle carried(const ImportedBattle& b) {
    CarriedBattle c;
    c.record.created_at = b.created_at;
    c.record.header = {b.engine_version, static_cast<int>(b.lua_release), b.content_hash, b.seed,
                       setup_from_json(b.setup_json)};
    c.record.inputs = b.inputs;
    c.record.result = b.result;
    c.record.state_hash = b.state_hash;
    c.record.events = b.events.size();
    for (const auto& e : b.events) c.events.emplace_back(static_cast<std::uint64_t>(e.seq), e.kind);
    return c;
}

// "FILE:LINE:COL" for a byte offset into the text.
std::string place(const std::string& file, const std::string& text, std::size_t byte) {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else
            ++col;
    }
    return file + ":" + std::to_string(line) + ":" + std::to_string(col);
}

std::int64_t insert_battle(Database& db, std::int64_t campaign, const ImportedBattle& b) {
    SQLite::Statement q(db.db(),
                        "INSERT INTO games(campaign_id, created_at, engine_version, lua_release, "
                        "content_hash, seed, setup_json, result, state_hash) VALUES(?,?,?,?,?,?,?,?,?)");
    q.bind(1, static_cast<int64_t>(campaign));
    q.bind(2, b.created_at);
    q.bind(3, b.engine_version);
    q.bind(4, static_cast<int64_t>(b.lua_release));
    q.bind(5, b.content_hash);
    q.bind(6, std::to_string(b.seed));
    q.bind(7, b.setup_json);
    q.bind(8, b.result);
    if (b.state_hash.empty())
        q.bind(9);
    else
        q.bind(9, b.state_hash);
    q.exec();
    const std::int64_t id = db.db().getLastInsertRowid();
    SQLite::Statement in(db.db(), "INSERT INTO game_inputs VALUES(?, ?, ?, ?, ?, ?)");
    for (std::size_t i = 0; i < b.inputs.size(); ++i) {
        const Answer& a = b.inputs[i];
        in.bind(1, static_cast<int64_t>(id));
        in.bind(2, static_cast<int64_t>(i + 1));
        in.bind(3, static_cast<int64_t>(a.seq));
        in.bind(4, a.player);
        in.bind(5, json(a.choice).dump());
        in.bind(6, a.automatic ? 1 : 0);
        in.exec();
        in.reset();
    }
    SQLite::Statement ev(db.db(), "INSERT INTO game_events VALUES(?, ?, ?, ?, ?, ?)");
    for (const auto& e : b.events) {
        ev.bind(1, static_cast<int64_t>(id));
        ev.bind(2, static_cast<int64_t>(e.seq));
        ev.bind(3, static_cast<int64_t>(e.turn));
        ev.bind(4, e.phase);
        ev.bind(5, e.kind);
        ev.bind(6, e.data);
        ev.exec();
        ev.reset();
    }
    return id;
}

} // namespace

std::string export_campaign(Database& db, const std::string& name) {
    const CampaignState s = load_campaign(db, name);
    json log = json::parse(campaign::render_log(campaign_log(db, name), campaign::LogFormat::Json, ""));
    json battles = json::array();
    for (const auto& b : s.battles)
        if (b.game_id != 0) battles.push_back(battle_json(db, b.game_id, b.number));
    const json doc = {{"format", kFormat},
                      {"version", kCampaignExportVersion},
                      {"state", json::parse(campaign::to_json(s, /*portable=*/true))},
                      {"log", log},
                      {"battles", battles}};
    return doc.dump(2) + "\n";
}

std::string import_campaign(Database& db, const std::string& json_text, const std::string& file,
                            std::optional<std::string> new_name, const StateCheck& reachable,
                            const BattleCheck& replays) {
    json doc;
    if (const auto at = json_too_deep_at(json_text))
        throw SaveError(place(file, json_text, *at) + ": nested more than " + std::to_string(kMaxJsonDepth) +
                        " levels deep; nothing was imported");
    try {
        doc = parse_strict(json_text);
    } catch (const json::parse_error& e) {
        throw SaveError(place(file, json_text, e.byte == 0 ? 0 : e.byte - 1) +
                        ": not a complete JSON document (" + e.what() + "); nothing was imported");
    } catch (const DuplicateKey& e) { throw SaveError(file + ": " + e.what() + "; nothing was imported"); }
    const Reader r{file};
    if (!doc.is_object() || !doc.contains("format") || doc["format"] != kFormat)
        throw SaveError(file + ": not a gravehold campaign export (field 'format' must be \"" + kFormat +
                        "\")");
    if (const auto bad = first_bad_text(doc)) r.fail(bad->path, bad->why);
    const std::int64_t version = r.integer(r.need(doc, "version"), "version");
    if (version > kCampaignExportVersion)
        throw SaveError(file + ": written by a newer gravehold (export version " + std::to_string(version) +
                        ", this one reads " + std::to_string(kCampaignExportVersion) + ")");
    if (version != kCampaignExportVersion)
        r.fail("version", "must be " + std::to_string(kCampaignExportVersion));
    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (it.key() != "format" && it.key() != "version" && it.key() != "state" && it.key() != "log" &&
            it.key() != "battles")
            r.fail(it.key(), "is not a known field");
    if (!doc.contains("state")) r.fail("state", "is missing");
    if (!doc.contains("log")) r.fail("log", "is missing");
    if (!doc.contains("battles")) r.fail("battles", "is missing");

    CampaignState s = [&] {
        try {
            return campaign::state_from_json(doc["state"].dump(), file, "state");
        } catch (const SaveError& e) { throw SaveError(e.what() + std::string("; nothing was imported")); }
    }();
    for (auto& b : s.battles) b.game_id = 0; // ids of another database mean nothing here
    if (reachable) try {
            reachable(s);
        } catch (const InvalidRequest& e) {
            throw SaveError(file + ": " + e.what() + "; nothing was imported");
        }

    std::vector<LogEntry> log;
    const json& lj = r.array(doc["log"], "log");
    for (std::size_t i = 0; i < lj.size(); ++i) {
        const std::string p = at("log", i);
        r.object(lj[i], p, {"seq", "kind", "data", "text"});
        LogEntry e;
        e.seq = static_cast<int>(r.integer(lj[i]["seq"], p + ".seq"));
        if (e.seq != static_cast<int>(i + 1)) r.fail(p + ".seq", "must be " + std::to_string(i + 1));
        e.kind = r.text(lj[i]["kind"], p + ".kind");
        if (!campaign::is_log_kind(e.kind))
            r.fail(p + ".kind", "is not a kind of entry gravehold writes ('" + e.kind + "')");
        if (!lj[i]["data"].is_object()) r.fail(p + ".data", "must be an object");
        e.payload_json = lj[i]["data"].dump();
        e.text = r.text(lj[i]["text"], p + ".text");
        log.push_back(std::move(e));
    }

    std::vector<ImportedBattle> battles;
    std::map<int, std::size_t> attempt_of; // attempt number -> index in s.battles
    for (std::size_t i = 0; i < s.battles.size(); ++i) {
        if (attempt_of.count(s.battles[i].number))
            r.fail("state." + at("battles", i) + ".number",
                   "repeats attempt number " + std::to_string(s.battles[i].number));
        attempt_of[s.battles[i].number] = i;
    }
    std::set<int> recorded;
    const json& bj = r.array(doc["battles"], "battles");
    for (std::size_t i = 0; i < bj.size(); ++i) {
        ImportedBattle b = read_battle(r, bj[i], at("battles", i));
        if (!attempt_of.count(b.number))
            r.fail(at("battles", i) + ".battle",
                   "names attempt " + std::to_string(b.number) + ", which is not in the campaign's state");
        if (!recorded.insert(b.number).second)
            r.fail(at("battles", i) + ".battle", "repeats attempt " + std::to_string(b.number));
        battles.push_back(std::move(b));
    }
    if (replays)
        for (std::size_t i = 0; i < battles.size(); ++i) try {
                replays(carried(battles[i]),
                        at("battles", i) + " (attempt " + std::to_string(battles[i].number) + ")");
            } catch (const InvalidRequest& e) {
                throw SaveError(file + ": " + e.what() + "; nothing was imported");
            } catch (const SaveError& e) {
                throw SaveError(file + ": " + e.what() + "; nothing was imported");
            }

    if (new_name) {
        if (new_name->empty()) throw InvalidRequest("the new campaign name must not be empty");
        s.name = *new_name;
    }
    if (campaign_exists(db, s.name))
        throw InvalidRequest(file + ": a campaign named '" + s.name +
                             "' already exists; import it under another name");

    try {
        SQLite::Transaction t(db.db());
        const std::int64_t id = insert_campaign(db, s);
        append_log(db, id, s.name, log);
        for (const auto& b : battles) s.battles[attempt_of[b.number]].game_id = insert_battle(db, id, b);
        update_campaign_state(db, id, s);
        t.commit();
    } catch (const SQLite::Exception& e) {
        throw SaveError(db.path() + ": cannot import " + file + ": " + e.what() + "; nothing was imported");
    }
    return s.name;
}

} // namespace ae::saves
