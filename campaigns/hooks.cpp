// The campaign's own Lua kernel (ARCHITECTURE §4.8): a second sandboxed state, separate from any battle's.
// A hook gets a read-only copy of the campaign and returns a list of changes; C++ validates and applies
// them, so a script can never leave the campaign half-changed.
#include "campaigns/hooks.hpp"

#include "engine/setup.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/storage.hpp"

#include <nlohmann/json.hpp>

namespace ae::campaign {
using nlohmann::json;

namespace {

// The basic and upgraded nemesis cards a hook may banish without leaving a tier too small for the next
// battle (engine/setup.hpp basic_card_shortage), as a set: `if c.spare_nemesis_cards[id] then ... end`.
json spare_nemesis_cards(const CampaignState& s, const Content& content) {
    json spare = json::object();
    auto try_without = [&](const std::string& id) {
        auto basic = s.basic_nemesis_cards, upgraded = s.upgraded_basic_cards;
        std::erase(basic, id);
        std::erase(upgraded, id);
        if (basic_card_shortage(content, s.players, basic, upgraded).empty()) spare[id] = true;
    };
    for (const auto& id : s.basic_nemesis_cards) try_without(id);
    for (const auto& id : s.upgraded_basic_cards) try_without(id);
    return spare;
}

// What a hook sees. Plain data only; changing it changes nothing. Everything a companion command can
// change is here (a mat sticker placed by hand, a banished card), so a hook never undoes or repeats it.
std::string view_json(const CampaignState& s, const Content& content) {
    json mages = json::array();
    for (const auto& m : s.mages)
        mages.push_back({{"seat", m.seat},
                         {"name", m.name},
                         {"mage", m.mage},
                         {"hand", m.hand},
                         {"deck", m.deck},
                         {"stickers", json(m.stickers)}});
    json battles = json::array();
    for (const auto& b : s.battles)
        battles.push_back({{"number", b.number},
                           {"attempt", b.attempt},
                           {"nemesis", b.nemesis},
                           {"result", b.result},
                           {"gravehold_life", b.gravehold_life},
                           {"turns", b.turns}});
    json treasures = json::object();
    for (const auto& [level, list] : s.treasures) treasures["level" + std::to_string(level)] = list;
    return json{{"players", s.players},
                {"mages", mages},
                {"battles", battles},
                {"flags", s.flags},
                {"choices", s.choices},
                {"opened", s.opened},
                {"rule_stickers", s.rule_stickers},
                {"supply", s.supply},
                {"barracks_mages", s.barracks_mages},
                {"barracks_cards", s.barracks_cards},
                {"banished_supply", s.banished_supply},
                {"banished_other", s.banished_other},
                {"banished_nemesis_cards", s.banished_nemesis_cards},
                {"basic_nemesis_cards", s.basic_nemesis_cards},
                {"evolve_stickers", s.evolve_stickers},
                {"evolved", s.evolved},
                {"spare_nemesis_cards", spare_nemesis_cards(s, content)},
                {"upgraded_basic_cards", s.upgraded_basic_cards},
                {"global_unlocks", s.global_unlocks},
                {"treasures", treasures}}
        .dump();
}

} // namespace

CampaignScript::CampaignScript(const CampaignDef& def) : where_(def.dir + "/" + def.script) {
    module_ = state_.load_module("@" + where_, def.script_source);
}

std::vector<Change> CampaignScript::run(const std::string& hook, const CampaignState& s,
                                        const Content& content) {
    lua_State* L = state_.get();
    lua::StackGuard guard(L);
    state_.reset_budget();
    module_.push(L);
    lua_getfield(L, -1, hook.c_str());
    if (!lua_isfunction(L, -1))
        throw ScriptError(where_ + ": the campaign script has no function '" + hook + "'");
    lua::load_value(L, view_json(s, content), "campaign");
    state_.pcall(1, 1);
    if (lua_isnil(L, -1)) return {};
    const json result = json::parse(lua::save_value(L, -1, "result"));
    const std::string what = where_ + ": hook '" + hook + "' must return a list of changes";
    if (!result.is_array()) {
        if (result.is_object() && result.empty()) return {}; // an empty Lua table
        throw ScriptError(what);
    }
    std::vector<Change> out;
    for (const auto& c : result) {
        if (!c.is_object() || !c.contains("kind") || !c["kind"].is_string())
            throw ScriptError(what + " ({kind=...})");
        Change ch;
        ch.kind = c["kind"];
        if (c.contains("id")) ch.id = c["id"].is_string() ? c["id"].get<std::string>() : c["id"].dump();
        if (c.contains("value"))
            ch.value = c["value"].is_string() ? c["value"].get<std::string>() : c["value"].dump();
        if (c.contains("level") && c["level"].is_number_integer()) ch.level = c["level"];
        for (const auto& [k, v] : c.items())
            if (k != "kind" && k != "id" && k != "value" && k != "level")
                throw ScriptError(where_ + ": hook '" + hook + "' returned a change with unknown field '" +
                                  k + "'");
        out.push_back(ch);
    }
    return out;
}

HookRunner hook_runner(const CampaignDef& def) {
    if (def.script.empty()) return {};
    auto script = std::make_shared<CampaignScript>(def);
    return [script](const std::string& hook, const CampaignState& s, const Content& content) {
        return script->run(hook, s, content);
    };
}

} // namespace ae::campaign
