#include "campaigns/state_json.hpp"

#include "content/free_texts.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"

#include <cctype>
#include <climits>
#include <nlohmann/json.hpp>
#include <set>

namespace ae::campaign {
using nlohmann::json;

const char* to_string(Kind k) { return k == Kind::Legacy ? "legacy" : "outcasts"; }

std::optional<Kind> kind_from_string(const std::string& s) {
    if (s == "legacy") return Kind::Legacy;
    if (s == "outcasts") return Kind::Outcasts;
    return std::nullopt;
}

namespace {

// --- writing -------------------------------------------------------------------------------------------
// nlohmann::json keeps object keys in a std::map, so dump() is already sorted and compact.

json mage_json(const CampaignMage& m) {
    return {{"seat", m.seat}, {"name", m.name}, {"mage", m.mage},
            {"hand", m.hand}, {"deck", m.deck}, {"stickers", m.stickers}};
}

json battle_json(const BattleAttempt& b, bool portable) {
    json j = {{"number", b.number},
              {"step", b.step},
              {"attempt", b.attempt},
              {"nemesis", b.nemesis},
              {"seed", std::to_string(b.seed)}, // as text: JSON readers elsewhere lose 64-bit integers
              {"setup_json", b.setup_json},
              {"result", b.result},
              {"gravehold_life", b.gravehold_life},
              {"nemesis_life", b.nemesis_life},
              {"turns", b.turns}};
    if (!b.label.empty()) j["label"] = b.label;
    if (!b.date.empty()) j["date"] = b.date;
    if (!b.played_by.empty()) j["played_by"] = b.played_by;
    if (!portable) j["game_id"] = b.game_id;
    return j;
}

// --- reading -------------------------------------------------------------------------------------------

struct Ctx {
    std::string where;
    std::string prefix;
    [[noreturn]] void fail(const std::string& path, const std::string& what) const {
        if (path.empty() && prefix.empty()) throw SaveError(where + ": the campaign state " + what);
        std::string field = prefix + path;
        if (!field.empty() && field.back() == '.') field.pop_back();
        throw SaveError(where + ": field '" + field + "' " + what);
    }
};

std::string item(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

std::string text(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_string()) c.fail(path, "must be a string");
    return j.get<std::string>();
}

int integer(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_number_integer()) c.fail(path, "must be an integer");
    if (j.is_number_unsigned() ? j.get<std::uint64_t>() > static_cast<std::uint64_t>(INT_MAX)
                               : (j.get<std::int64_t>() > INT_MAX || j.get<std::int64_t>() < INT_MIN))
        c.fail(path, "is out of range");
    return j.get<int>();
}

std::int64_t integer64(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_number_integer()) c.fail(path, "must be an integer");
    if (j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX))
        c.fail(path, "is out of range");
    return j.get<std::int64_t>();
}

std::uint64_t counter(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_number_unsigned()) c.fail(path, "must be a non-negative integer");
    return j.get<std::uint64_t>();
}

std::uint64_t seed(const Ctx& c, const json& j, const std::string& path) {
    const std::string s = j.is_string() ? j.get<std::string>() : std::string();
    bool ok = !s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos;
    std::uint64_t v = 0;
    if (ok) {
        try {
            std::size_t used = 0;
            v = std::stoull(s, &used);
            ok = used == s.size();
        } catch (const std::exception&) { ok = false; }
    }
    if (!ok) c.fail(path, "must be a decimal unsigned 64-bit number written as a string");
    return v;
}

bool boolean(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_boolean()) c.fail(path, "must be true or false");
    return j.get<bool>();
}

std::vector<std::string> strings(const Ctx& c, const json& j, const std::string& path) {
    bool ok = j.is_array();
    if (ok)
        for (const auto& e : j) ok = ok && e.is_string();
    if (!ok) c.fail(path, "must be an array of strings");
    return j.get<std::vector<std::string>>();
}

std::map<std::string, std::string> string_map(const Ctx& c, const json& j, const std::string& path) {
    bool ok = j.is_object();
    if (ok)
        for (const auto& e : j) ok = ok && e.is_string();
    if (!ok) c.fail(path, "must be an object of strings");
    return j.get<std::map<std::string, std::string>>();
}

std::map<std::string, int> int_map(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_object()) c.fail(path, "must be an object of integers");
    std::map<std::string, int> out;
    for (auto it = j.begin(); it != j.end(); ++it)
        out[it.key()] = integer(c, it.value(), path + "." + it.key());
    return out;
}

// Keys of a JSON object are strings; the treasure levels are written as "1", "2", "3".
std::map<int, std::vector<std::string>> level_map(const Ctx& c, const json& j, const std::string& path) {
    if (!j.is_object()) c.fail(path, "must be an object of level -> array of strings");
    std::map<int, std::vector<std::string>> out;
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string& k = it.key();
        if (k.empty() || k.size() > 9 || k.find_first_not_of("0123456789") != std::string::npos)
            c.fail(path + "." + k, "must be named by a level number");
        out[std::stoi(k)] = strings(c, it.value(), path + "." + k);
    }
    return out;
}

// An object whose fields are taken one by one; what is left over at the end is an unknown field, which
// is refused so a typo in a hand-edited file does not silently lose data.
class Obj {
public:
    Obj(const Ctx& c, const json& j, std::string path) : c_(c), j_(j), path_(std::move(path)) {
        if (!j.is_object()) c.fail(path_, "must be an object");
    }
    std::string sub(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }
    const json& need(const std::string& key) {
        const auto it = j_.find(key);
        if (it == j_.end()) c_.fail(sub(key), "is missing");
        used_.insert(key);
        return *it;
    }
    const json* opt(const std::string& key) {
        const auto it = j_.find(key);
        if (it == j_.end()) return nullptr;
        used_.insert(key);
        return &*it;
    }
    void done() const {
        for (auto it = j_.begin(); it != j_.end(); ++it)
            if (!used_.count(it.key())) c_.fail(sub(it.key()), "is not a known field");
    }

private:
    const Ctx& c_;
    const json& j_;
    std::string path_;
    std::set<std::string> used_;
};

CampaignMage read_mage(const Ctx& c, const json& j, const std::string& path) {
    Obj o(c, j, path);
    CampaignMage m;
    m.seat = integer(c, o.need("seat"), o.sub("seat"));
    m.name = text(c, o.need("name"), o.sub("name"));
    m.mage = text(c, o.need("mage"), o.sub("mage"));
    m.hand = strings(c, o.need("hand"), o.sub("hand"));
    m.deck = strings(c, o.need("deck"), o.sub("deck"));
    m.stickers = string_map(c, o.need("stickers"), o.sub("stickers"));
    o.done();
    return m;
}

BattleAttempt read_battle(const Ctx& c, const json& j, const std::string& path) {
    Obj o(c, j, path);
    BattleAttempt b;
    b.number = integer(c, o.need("number"), o.sub("number"));
    b.step = text(c, o.need("step"), o.sub("step"));
    b.attempt = integer(c, o.need("attempt"), o.sub("attempt"));
    b.nemesis = text(c, o.need("nemesis"), o.sub("nemesis"));
    b.seed = seed(c, o.need("seed"), o.sub("seed"));
    b.setup_json = text(c, o.need("setup_json"), o.sub("setup_json"));
    b.result = text(c, o.need("result"), o.sub("result"));
    b.gravehold_life = integer(c, o.need("gravehold_life"), o.sub("gravehold_life"));
    b.nemesis_life = integer(c, o.need("nemesis_life"), o.sub("nemesis_life"));
    b.turns = integer(c, o.need("turns"), o.sub("turns"));
    // Added with the score table's chapter and date columns: older saves have neither.
    if (const json* l = o.opt("label")) b.label = text(c, *l, o.sub("label"));
    if (const json* d = o.opt("date")) b.date = text(c, *d, o.sub("date"));
    if (const json* p = o.opt("played_by")) b.played_by = strings(c, *p, o.sub("played_by"));
    // Absent in portable text (exports): the importer gives the attempt its new battle record.
    if (const json* g = o.opt("game_id")) b.game_id = integer64(c, *g, o.sub("game_id"));
    o.done();
    return b;
}

} // namespace

std::string to_json(const CampaignState& s, bool portable) {
    json mages = json::array();
    for (const auto& m : s.mages) mages.push_back(mage_json(m));
    json battles = json::array();
    for (const auto& b : s.battles) battles.push_back(battle_json(b, portable));
    json treasures = json::object();
    for (const auto& [level, ids] : s.treasures) treasures[std::to_string(level)] = ids;
    json j = {{"name", s.name},
              {"kind", to_string(s.kind)},
              {"definition", s.definition},
              {"players", s.players},
              {"seed", std::to_string(s.seed)},
              {"draws", s.draws},
              {"mages", mages},
              {"turn_order_names", s.turn_order_names},
              {"opened", s.opened},
              {"rule_stickers", s.rule_stickers},
              {"supply", s.supply},
              {"banished_supply", s.banished_supply},
              {"banished_nemesis_cards", s.banished_nemesis_cards},
              {"banished_other", s.banished_other},
              {"basic_nemesis_cards", s.basic_nemesis_cards},
              {"evolve_stickers", s.evolve_stickers},
              {"evolved", s.evolved},
              {"upgraded_basic_cards", s.upgraded_basic_cards},
              {"barracks_mages", s.barracks_mages},
              {"barracks_cards", s.barracks_cards},
              {"treasures", treasures},
              {"position", s.position},
              {"position_op", s.position_op},
              {"choices", s.choices},
              {"flags", s.flags},
              {"current_battle", s.current_battle ? json(*s.current_battle) : json(nullptr)},
              {"battles", battles},
              {"finished", s.finished}};
    // Written only when there is something, so states saved before global unlocks existed read back
    // (and export) byte for byte as they were.
    if (!s.global_unlocks.empty()) j["global_unlocks"] = s.global_unlocks;
    if (s.companion) j["companion"] = true;
    if (!s.language.empty()) j["language"] = s.language;
    return j.dump();
}

CampaignState state_from_json(const std::string& text_in, const std::string& where,
                              const std::string& field_prefix) {
    const Ctx c{where, field_prefix.empty() ? "" : field_prefix + "."};
    json j;
    try {
        j = parse_json(text_in);
    } catch (const json::parse_error& e) {
        throw SaveError(where + ": the campaign state is not valid JSON (" + e.what() + ")");
    }
    Obj o(c, j, "");
    CampaignState s;
    s.name = text(c, o.need("name"), "name");
    if (s.name.empty()) c.fail("name", "must not be empty");
    const std::string kind = text(c, o.need("kind"), "kind");
    const auto k = kind_from_string(kind);
    if (!k) c.fail("kind", "must be \"legacy\" or \"outcasts\", not \"" + kind + "\"");
    s.kind = *k;
    s.definition = text(c, o.need("definition"), "definition");
    s.players = integer(c, o.need("players"), "players");
    s.seed = seed(c, o.need("seed"), "seed");
    s.draws = counter(c, o.need("draws"), "draws");

    const json& mages = o.need("mages");
    if (!mages.is_array()) c.fail("mages", "must be an array of mages");
    for (std::size_t i = 0; i < mages.size(); ++i)
        s.mages.push_back(read_mage(c, mages[i], item("mages", i)));

    s.turn_order_names = strings(c, o.need("turn_order_names"), "turn_order_names");
    s.opened = strings(c, o.need("opened"), "opened");
    s.rule_stickers = strings(c, o.need("rule_stickers"), "rule_stickers");
    s.supply = strings(c, o.need("supply"), "supply");
    s.banished_supply = strings(c, o.need("banished_supply"), "banished_supply");
    s.banished_nemesis_cards = strings(c, o.need("banished_nemesis_cards"), "banished_nemesis_cards");
    s.banished_other = strings(c, o.need("banished_other"), "banished_other");
    s.basic_nemesis_cards = strings(c, o.need("basic_nemesis_cards"), "basic_nemesis_cards");
    s.evolve_stickers = int_map(c, o.need("evolve_stickers"), "evolve_stickers");
    s.evolved = string_map(c, o.need("evolved"), "evolved");
    s.upgraded_basic_cards = strings(c, o.need("upgraded_basic_cards"), "upgraded_basic_cards");
    s.barracks_mages = strings(c, o.need("barracks_mages"), "barracks_mages");
    s.barracks_cards = strings(c, o.need("barracks_cards"), "barracks_cards");
    s.treasures = level_map(c, o.need("treasures"), "treasures");
    s.position = text(c, o.need("position"), "position");
    s.position_op = integer(c, o.need("position_op"), "position_op");
    s.choices = string_map(c, o.need("choices"), "choices");
    s.flags = string_map(c, o.need("flags"), "flags");

    const json& battles = o.need("battles");
    if (!battles.is_array()) c.fail("battles", "must be an array of battle attempts");
    for (std::size_t i = 0; i < battles.size(); ++i)
        s.battles.push_back(read_battle(c, battles[i], item("battles", i)));

    const json& current = o.need("current_battle");
    if (!current.is_null()) {
        const int i = integer(c, current, "current_battle");
        if (i < 0 || static_cast<std::size_t>(i) >= s.battles.size())
            c.fail("current_battle", "must be null or the index of one of the " +
                                         std::to_string(s.battles.size()) + " battle attempts");
        s.current_battle = i;
    }
    s.finished = boolean(c, o.need("finished"), "finished");
    if (const json* u = o.opt("global_unlocks")) s.global_unlocks = strings(c, *u, "global_unlocks");
    if (const json* m = o.opt("companion")) s.companion = boolean(c, *m, "companion");
    if (const json* l = o.opt("language")) {
        s.language = text(c, *l, "language");
        if (!content::is_language_code(s.language))
            c.fail("language", "must be a two-letter language code like \"pl\"");
    }
    o.done();
    return s;
}

} // namespace ae::campaign
