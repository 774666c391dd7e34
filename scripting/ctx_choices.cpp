// ctx choices: a script asks the players and its coroutine waits for the answer (ARCHITECTURE §4.6).
// Prompts are short texts; option ids are stable strings, so logs and replays stay readable.
#include "core/errors.hpp"
#include "engine/text_check.hpp"
#include "scripting/bind.hpp"
#include "scripting/ctx_api.hpp"
#include "scripting/lua_host.hpp"
#include "scripting/query.hpp"

namespace ae::lua {
namespace {
using namespace ctx;

std::string field_string(lua_State* L, int t, const char* key, const std::string& def) {
    lua_getfield(L, t, key); // +1
    std::string out = def;
    if (lua_type(L, -1) == LUA_TSTRING) {
        out = lua_tostring(L, -1);
        if (std::string why = bad_text(out); !why.empty()) {
            lua_pop(L, 1);
            throw ScriptError(std::string("field '") + key + "': the text " + why);
        }
    } else if (!lua_isnil(L, -1)) {
        lua_pop(L, 1);
        throw ScriptError(std::string("field '") + key + "': expected a string");
    }
    lua_pop(L, 1); // -1
    return out;
}
int field_int(lua_State* L, int t, const char* key, int def) {
    lua_getfield(L, t, key); // +1
    int out = def;
    // Choice sizes and counts: anything beyond a million is a mistake, and would not fit in int.
    const lua_Integer n = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
    if (lua_isinteger(L, -1) && n >= -1000000 && n <= 1000000)
        out = static_cast<int>(n);
    else if (!lua_isnil(L, -1)) {
        lua_pop(L, 1);
        throw ScriptError(std::string("field '") + key + "': expected an integer from -1000000 to 1000000");
    }
    lua_pop(L, 1); // -1
    return out;
}

// `who`: a player number, "players" (anyone), or absent: the acting player, else anyone.
std::vector<int> who_field(lua_State* L, int t) {
    Engine& e = engine(L);
    lua_getfield(L, t, "who"); // +1
    std::vector<int> who;
    if (lua_isinteger(L, -1))
        who = {player_arg(L, lua_gettop(L))};
    else if (lua_type(L, -1) == LUA_TSTRING && std::string(lua_tostring(L, -1)) == "players")
        who = e.players_all();
    else if (lua_isnil(L, -1)) {
        const int p = LuaHost::of(L).call().player;
        who = p >= 0 ? std::vector<int>{p} : e.players_all();
    } else {
        lua_pop(L, 1);
        throw ScriptError("field 'who': expected a player number or \"players\"");
    }
    lua_pop(L, 1); // -1
    return who;
}

Outcome k_option(Call& c, int, lua_KContext) {
    const auto& ids = engine(c.L()).last_result().ids;
    if (ids.empty())
        lua_pushnil(c.L());
    else
        lua_pushstring(c.L(), ids.front().c_str());
    return 1;
}
Outcome k_player(Call& c, int, lua_KContext) {
    const auto& ids = engine(c.L()).last_result().ids;
    if (ids.empty())
        lua_pushnil(c.L());
    else
        lua_pushinteger(c.L(), std::stoi(ids.front().substr(7)) + 1);
    return 1;
}
Outcome k_cards(Call& c, int, lua_KContext) {
    std::vector<CardId> cards;
    for (const auto& id : engine(c.L()).last_result().ids)
        cards.push_back(static_cast<CardId>(std::stoul(id.substr(5))));
    push_cards(c.L(), cards);
    return 1;
}

DecisionRequest base_request(Call& c, DecisionKind kind) {
    ensure_action_allowed(c.L());
    c.expect(2, LUA_TTABLE);
    DecisionRequest req;
    req.kind = kind;
    req.who = who_field(c.L(), 2);
    req.prompt = field_string(c.L(), 2, "prompt", "Choose");
    return req;
}

// ctx:choose_option{ prompt=, who=, options = { {id=, text=, enabled=}, ... } } -> id
Outcome a_choose_option(Call& c) {
    lua_State* L = c.L();
    DecisionRequest req = base_request(c, DecisionKind::ChooseOption);
    if (lua_getfield(L, 2, "options") != LUA_TTABLE) throw ScriptError("field 'options': expected a list");
    const int opts = lua_gettop(L);
    const auto n = luaL_len(L, opts);
    for (lua_Integer i = 1; i <= n; ++i) {
        lua_rawgeti(L, opts, i); // +1
        if (!lua_istable(L, -1)) throw ScriptError("options[" + std::to_string(i) + "]: expected a table");
        const int o = lua_gettop(L);
        Option opt{field_string(L, o, "id", ""), field_string(L, o, "text", "")};
        if (opt.id.empty()) throw ScriptError("options[" + std::to_string(i) + "]: needs an id");
        if (opt.text.empty()) opt.text = opt.id;
        lua_getfield(L, o, "enabled"); // +1
        opt.enabled = lua_isnil(L, -1) || lua_toboolean(L, -1);
        if (!opt.enabled) opt.reason = field_string(L, o, "reason", "not possible now");
        lua_pop(L, 2); // -2
        if (req.find(opt.id)) throw ScriptError("options: id '" + opt.id + "' appears twice");
        req.options.push_back(opt);
    }
    lua_pop(L, 1);
    if (req.options.empty()) throw ScriptError("field 'options': needs at least one option");
    if (req.enabled_count() == 0) { // nothing can be chosen: resolve as much as possible, i.e. nothing
        lua_pushnil(L);
        return 1;
    }
    engine(L).ask(std::move(req));
    return Yield{bind_k<k_option>, 0, 0};
}

// ctx:choose_player{ prompt=, who=, players = {1, 3} } -> player number
Outcome a_choose_player(Call& c) {
    lua_State* L = c.L();
    Engine& e = engine(L);
    DecisionRequest req = base_request(c, DecisionKind::ChoosePlayer);
    std::vector<int> among;
    if (lua_getfield(L, 2, "players") == LUA_TTABLE) {
        const int t = lua_gettop(L);
        for (lua_Integer i = 1; i <= luaL_len(L, t); ++i) {
            lua_rawgeti(L, t, i);
            among.push_back(player_arg(L, lua_gettop(L)));
            lua_pop(L, 1);
        }
    } else {
        among = e.players_all();
    }
    lua_pop(L, 1);
    if (among.empty()) {
        lua_pushnil(L);
        return 1;
    }
    for (int p : among) req.options.push_back({"player:" + std::to_string(p), e.state().players[p].name});
    e.ask(std::move(req));
    return Yield{bind_k<k_player>, 0, 0};
}

// ctx:choose_cards{ prompt=, who=, cards = {...}, min = 1, max = 1 } -> array of cards
Outcome a_choose_cards(Call& c) {
    lua_State* L = c.L();
    Engine& e = engine(L);
    DecisionRequest req = base_request(c, DecisionKind::ChooseCards);
    if (lua_getfield(L, 2, "cards") != LUA_TTABLE)
        throw ScriptError("field 'cards': expected a list of cards");
    const int t = lua_gettop(L);
    for (lua_Integer i = 1; i <= luaL_len(L, t); ++i) {
        lua_rawgeti(L, t, i);
        const CardId card = card_arg(L, lua_gettop(L));
        lua_pop(L, 1);
        req.options.push_back({"card:" + std::to_string(card.value()), e.shown_name(card)});
    }
    lua_pop(L, 1);
    const int n = static_cast<int>(req.options.size());
    req.min = std::min(field_int(L, 2, "min", 1), n);
    req.max = std::min(field_int(L, 2, "max", std::max(req.min, 1)), n);
    req.ordered = lua_getfield(L, 2, "ordered") == LUA_TBOOLEAN && lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (req.min < 0 || req.max < req.min) throw ScriptError("choose_cards: need 0 <= min <= max");
    if (n == 0 || req.max == 0) {
        lua_newtable(L);
        return 1;
    }
    e.ask(std::move(req));
    return Yield{bind_k<k_cards>, 0, 0};
}

} // namespace

void register_ctx_choices(lua_State* L) {
    const luaL_Reg fns[] = {
        {"choose_option", bind<ctx::method<a_choose_option>>},
        {"choose_player", bind<ctx::method<a_choose_player>>},
        {"choose_cards", bind<ctx::method<a_choose_cards>>},
        {nullptr, nullptr},
    };
    luaL_setfuncs(L, fns, 0);
}

} // namespace ae::lua
