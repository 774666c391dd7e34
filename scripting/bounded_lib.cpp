// C library calls that can run long inside one Lua instruction, charged to the instruction budget
// before they run (docs/lua-sandbox.md, "Limits"). The count hook only sees Lua instructions, so
// `string.find(("a"):rep(5000), ("a*"):rep(20) .. "b")` or `table.insert(t, 1, x)` in a loop would
// otherwise run for minutes inside the budget. Each wrapper estimates the worst case of the stock
// function from its arguments, charges it (refusing when it does not fit), then calls the stock one.
#include "scripting/sandbox.hpp"
#include "scripting/state_core.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace ae::lua::detail {

namespace {

double bytes(std::size_t n) { return static_cast<double>(n) / kBytesPerInstruction; }

struct PatternShape {
    int repeats = 0;   // '*', '+' and '-': each may try every length of what is left
    int optionals = 0; // '?': tries two ways
    bool anchored = false;
};

// Reads a Lua pattern as lstrlib.c's matcher walks it, counting what makes it backtrack.
PatternShape shape_of(const char* p, std::size_t len) {
    PatternShape s;
    std::size_t i = 0;
    if (len > 0 && p[0] == '^') {
        s.anchored = true;
        i = 1;
    }
    while (i < len) {
        const char c = p[i];
        std::size_t next = i + 1;
        if (c == '(' || c == ')') {
            i = next;
            continue;
        }
        if (c == '%' && next < len) {
            const char k = p[next];
            if (k == 'b') { // %bxy: balanced match, linear
                i = next + 3;
                continue;
            }
            if (k == 'f') { // %f[set]: frontier, one position
                next += 1;
                if (next < len && p[next] == '[') {
                    ++next;
                    if (next < len && p[next] == '^') ++next;
                    if (next < len && p[next] == ']') ++next;
                    while (next < len && p[next] != ']') next += p[next] == '%' ? 2 : 1;
                    ++next;
                }
                i = next;
                continue;
            }
            next += 1; // %a, %1, %.
        } else if (c == '[') {
            if (next < len && p[next] == '^') ++next;
            if (next < len && p[next] == ']') ++next;
            while (next < len && p[next] != ']') next += p[next] == '%' ? 2 : 1;
            ++next;
        }
        if (next < len) {
            const char q = p[next];
            if (q == '*' || q == '+' || q == '-') {
                ++s.repeats;
                ++next;
            } else if (q == '?') {
                ++s.optionals;
                ++next;
            }
        }
        i = next;
    }
    return s;
}

// Upper bound of the matcher's steps: from each start, every repeat may try each length of the subject,
// every optional two ways, and each try walks the pattern.
double pattern_cost(std::size_t subject, const char* p, std::size_t plen, bool may_anchor) {
    const PatternShape s = shape_of(p, plen);
    const double n = static_cast<double>(subject) + 1;
    const double starts = s.anchored && may_anchor ? 1 : n;
    return starts * std::pow(n, s.repeats) * std::pow(2.0, s.optionals) * (static_cast<double>(plen) + 1);
}

// lstrlib.c's nospecials(): such a pattern is searched for as plain text.
bool has_specials(const char* p, std::size_t len) {
    return std::string_view(p, len).find_first_of("^$*+?.([%-") != std::string_view::npos;
}

// Calls the stock function (upvalue 1) with every argument, returning all it returns.
int call_stock(lua_State* L) {
    const int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1)); // +1
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

// string.find (subject, pattern [, init [, plain]]) searches plain text when asked or when the pattern
// has no special characters; string.match, gmatch and gsub always run the matcher.
template <bool Find, bool MayAnchor>
int bounded_match(lua_State* L) {
    std::size_t n = 0, m = 0;
    luaL_checklstring(L, 1, &n);
    const char* p = luaL_checklstring(L, 2, &m);
    const bool plain = Find && (lua_toboolean(L, 4) || !has_specials(p, m));
    if (plain)
        charge(L, bytes(n) * static_cast<double>(std::max<std::size_t>(m, 1)), "a search in a long subject");
    else
        charge(L, pattern_cost(n, p, m, MayAnchor), "pattern too costly for its subject");
    return call_stock(L);
}

// table.insert(t, pos, v) and table.remove(t, pos) shift everything after pos; appending
// (`insert(t, v)`) and popping the last (`remove(t)`) shift nothing and are not charged.
template <int PosArgs>
int bounded_shift(lua_State* L) {
    const bool shifts = PosArgs == 3 ? lua_gettop(L) >= 3 : !lua_isnoneornil(L, 2);
    if (shifts && lua_type(L, 1) == LUA_TTABLE)
        charge(L, static_cast<double>(luaL_len(L, 1)), "a long table shift");
    return call_stock(L);
}

double range(lua_State* L, int first, int last, lua_Integer default_first) {
    const lua_Integer f = luaL_optinteger(L, first, default_first);
    const lua_Integer e = lua_isnoneornil(L, last) ? (lua_type(L, 1) == LUA_TTABLE ? luaL_len(L, 1) : 0)
                                                   : luaL_checkinteger(L, last);
    return e >= f ? static_cast<double>(e) - static_cast<double>(f) + 1 : 0;
}

int bounded_move(lua_State* L) { // table.move(a1, f, e, t [, a2])
    const lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
    if (e >= f)
        charge(L, static_cast<double>(e) - static_cast<double>(f) + 1, "table.move over a long range");
    return call_stock(L);
}

int bounded_unpack(lua_State* L) { // table.unpack(t [, i [, j]])
    charge(L, range(L, 2, 3, 1), "table.unpack of a long range");
    return call_stock(L);
}

int bounded_sort(lua_State* L) { // table.sort(t [, comp]): n log n comparisons and moves
    if (lua_type(L, 1) == LUA_TTABLE) {
        const double n = static_cast<double>(luaL_len(L, 1));
        if (n > 1) charge(L, n * std::log2(n), "sorting a long table");
    }
    return call_stock(L);
}

int bounded_concat(lua_State* L) { // table.concat(t [, sep [, i [, j]]]): reads every element once
    charge(L, range(L, 3, 4, 1), "table.concat of a long range");
    return call_stock(L);
}

int bounded_scan(lua_State* L) { // string.byte, utf8.len, utf8.codepoint, utf8.offset: one pass over s
    std::size_t n = 0;
    if (lua_type(L, 1) == LUA_TSTRING) lua_tolstring(L, 1, &n);
    charge(L, bytes(n), "a pass over a long string");
    return call_stock(L);
}

int bounded_number(lua_State* L) { // tonumber(s [, base]) reads all of s
    std::size_t n = 0;
    if (lua_type(L, 1) == LUA_TSTRING) lua_tolstring(L, 1, &n);
    charge(L, bytes(n), "reading a long number");
    return call_stock(L);
}

void wrap(lua_State* L, int lib, const char* name, lua_CFunction wrapper) {
    lua_getfield(L, lib, name);      // +1 the stock function
    lua_pushcclosure(L, wrapper, 1); // replaces it by the wrapper holding it
    lua_setfield(L, lib, name);      // -1
}

} // namespace

void install_bounded_lib(lua_State* L, int globals) {
    globals = lua_absindex(L, globals);
    lua_getfield(L, globals, LUA_STRLIBNAME); // +1
    const int str = lua_gettop(L);
    wrap(L, str, "find", bounded_match<true, true>);
    wrap(L, str, "match", bounded_match<false, true>);
    wrap(L, str, "gmatch", bounded_match<false, false>); // '^' does not anchor an iteration
    wrap(L, str, "gsub", bounded_match<false, true>);
    wrap(L, str, "byte", bounded_scan);
    lua_getfield(L, globals, LUA_TABLIBNAME); // +1
    const int tab = lua_gettop(L);
    wrap(L, tab, "insert", bounded_shift<3>); // (t, pos, v)
    wrap(L, tab, "remove", bounded_shift<2>); // (t, pos)
    wrap(L, tab, "move", bounded_move);
    wrap(L, tab, "unpack", bounded_unpack);
    wrap(L, tab, "sort", bounded_sort);
    wrap(L, tab, "concat", bounded_concat);
    lua_getfield(L, globals, LUA_UTF8LIBNAME); // +1
    const int utf = lua_gettop(L);
    for (const char* name : {"len", "codepoint", "offset"}) wrap(L, utf, name, bounded_scan);
    wrap(L, globals, "tonumber", bounded_number);
    lua_pop(L, 3); // -3
}

} // namespace ae::lua::detail
