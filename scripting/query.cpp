#include "scripting/query.hpp"

#include "core/errors.hpp"
#include "scripting/protected_call.hpp"
#include "scripting/state_core.hpp"

namespace ae::lua {

QueryScope::QueryScope(lua_State* L) noexcept : core_(&detail::core_of(L)) { ++core_->query_depth; }
QueryScope::~QueryScope() { --core_->query_depth; }

void ensure_action_allowed(lua_State* L) {
    if (detail::core_of(L).query_depth > 0) throw ScriptError("action not allowed in a query");
}

void query_call(lua_State* L, int nargs, int nresults) {
    QueryScope scope(L);
    pcall(L, nargs, nresults);
}

} // namespace ae::lua
