// Checking a pack's Lua before a battle runs it (#21): a typo'd global (`hea = ...` for `heal`) or an
// unknown ctx function used to pass `content check` and fail only mid-battle. Two checks: luacheck
// (Debian's lua-check) with a configuration made from the sandbox's own globals, and our own scan of
// every `ctx:NAME` / `ctx.NAME` against the ctx API.
#pragma once

#include <string>
#include <vector>

namespace ae::lua {

struct LintFinding {
    std::string file; // as given
    int line = 0, col = 0;
    bool error = true; // false: a warning (unused variables and the like), reported but not failing
    std::string message;
};

struct LintResult {
    std::vector<LintFinding> findings; // by file, then line
    bool luacheck_ran = false;         // false when luacheck is not installed: only the ctx scan ran
};

// `files`: the paths of Lua files on disk.
LintResult lint_scripts(const std::vector<std::string>& files);

// The ctx functions scripts may call (and `storage`), sorted.
std::vector<std::string> ctx_names();

// The findings of the ctx scan alone for one file's text (exposed for tests).
std::vector<LintFinding> scan_ctx_calls(const std::string& file, const std::string& text);

} // namespace ae::lua
