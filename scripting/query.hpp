// Query mode. Conditions, can_* checks and value functions only look at the game; while one runs,
// any API that changes the game or waits for a player must refuse ("action not allowed in a
// query"), so that asking a question can never change the answer.
#pragma once

#include <lua.hpp>

namespace ae::lua {

namespace detail {
struct Core;
}

// Marks the state as inside a query for its lifetime (nestable).
class QueryScope {
public:
    explicit QueryScope(lua_State* L) noexcept;
    ~QueryScope();
    QueryScope(const QueryScope&) = delete;
    QueryScope& operator=(const QueryScope&) = delete;

private:
    detail::Core* core_;
};

// For the first line of every mutating or yielding bound function: throws ScriptError
// "action not allowed in a query" when called from a query callback.
void ensure_action_allowed(lua_State* L);

// ae::lua::pcall in query mode: the function below nargs arguments runs as a query.
void query_call(lua_State* L, int nargs, int nresults);

} // namespace ae::lua
