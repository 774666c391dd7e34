// Every ctx function a script can call is documented for authors: in docs/lua-api.md (the reference) and
// in scripting/api/gravehold.lua (the LuaLS annotations editors complete from). A function added to the
// bindings without both fails here, and so does a documented function that does not exist.
#include "scripting/ctx_api.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::set<std::string> registered_ctx_functions() {
    lua_State* L = luaL_newstate();
    lua_newtable(L);
    ae::lua::register_ctx_queries(L);
    ae::lua::register_ctx_actions(L);
    ae::lua::register_ctx_choices(L);
    std::set<std::string> names;
    lua_pushnil(L);
    while (lua_next(L, -2) != 0) {
        lua_pop(L, 1); // the function; the key stays for lua_next
        names.insert(lua_tostring(L, -1));
    }
    lua_close(L);
    return names;
}

std::string read(const std::string& rel) {
    std::ifstream in(std::string(GRAVEHOLD_TEST_DIR) + "/../" + rel);
    REQUIRE(in);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::set<std::string> matches(const std::string& text, const std::regex& re) {
    std::set<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it)
        out.insert((*it)[1].str());
    return out;
}

} // namespace

TEST_CASE("every ctx function is in docs/lua-api.md and scripting/api/gravehold.lua, and nothing else is",
          "[lua]") {
    const auto functions = registered_ctx_functions();
    REQUIRE(functions.size() > 60);
    const auto doc = matches(read("docs/lua-api.md"), std::regex(R"(`ctx:([a-z_]+)[({])"));
    const auto meta = matches(read("scripting/api/gravehold.lua"), std::regex(R"(function Ctx:([a-z_]+)\()"));
    for (const auto& f : functions) {
        INFO("ctx:" << f);
        CHECK(doc.count(f) == 1);
        CHECK(meta.count(f) == 1);
    }
    for (const auto& f : doc) {
        INFO("docs/lua-api.md names ctx:" << f);
        CHECK(functions.count(f) == 1);
    }
    for (const auto& f : meta) {
        INFO("gravehold.lua annotates Ctx:" << f);
        CHECK(functions.count(f) == 1);
    }
}
