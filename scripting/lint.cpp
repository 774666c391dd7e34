#include "scripting/lint.hpp"

#include "scripting/ctx_api.hpp"
#include "scripting/sandbox.hpp"
#include "scripting/state.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace ae::lua {
namespace {

namespace fs = std::filesystem;

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// The luacheck configuration: nothing standard, only what the sandbox gives. Unused arguments are the
// norm for entry points (ctx, source), and line length is the author's business.
std::string luacheck_config() {
    State s;
    std::string out = "std = \"none\"\nunused_args = false\nmax_line_length = false\nread_globals = {";
    for (const std::string& g : detail::global_names(s.get())) out += "\"" + g + "\", ";
    return out + "}\n";
}

// Runs argv with no shell (pack paths come from users) and returns what it printed on stdout, or
// nullopt when the program could not be started.
std::optional<std::string> run_capture(const std::vector<std::string>& args) {
    int fds[2];
    if (pipe(fds) != 0) return std::nullopt;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    std::vector<std::string> copy = args;
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        return std::nullopt;
    }
    std::string out;
    char buf[4096];
    ssize_t n = 0;
    while ((n = read(fds[0], buf, sizeof buf)) > 0) out.append(buf, static_cast<std::size_t>(n));
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return std::nullopt;
    return out;
}

std::size_t distance(const std::string& a, const std::string& b);

// " (did you mean 'x'?)" for the one known name closest to `name` (under three edits), or "".
std::string guess(const std::string& name, const std::vector<std::string>& known) {
    std::string best;
    std::size_t best_d = 3;
    for (const auto& k : known)
        if (const std::size_t d = distance(name, k); d < best_d) {
            best_d = d;
            best = k;
        }
    return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

// luacheck's plain lines: "FILE:LINE:COL: (W113) accessing undefined variable 'hea'".
void parse_luacheck(const std::string& out, std::vector<LintFinding>& into) {
    static const std::regex line(R"(^(.*):(\d+):(\d+): \(([EW])(\d+)\) (.*)$)");
    std::istringstream in(out);
    std::string l;
    while (std::getline(in, l)) {
        std::smatch m;
        if (!std::regex_match(l, m, line)) continue;
        const char kind = m[4].str()[0];
        const int code = std::stoi(m[5].str());
        // Errors: syntax, and globals (the sandbox refuses any global it does not give). Warnings: unused
        // or unreachable code, shadowing: often a mistake, never a refusal at run time.
        const bool error = kind == 'E' || (code >= 100 && code < 200);
        std::string message = m[6].str();
        // Globals in the sandbox's words, with a guess: a typo is the usual cause.
        static const std::regex named(R"('([^']*)')");
        std::smatch n;
        if (kind == 'W' && code >= 111 && code <= 113 && std::regex_search(message, n, named)) {
            static const std::vector<std::string> globals = [] {
                State st;
                return detail::global_names(st.get());
            }();
            const std::string name = n[1].str();
            message =
                code == 111
                    ? "sets the global '" + name + "': scripts cannot set globals (a missing `local`?)"
                    : "unknown global '" + name + "': the sandbox has no such name" + guess(name, globals);
        }
        into.push_back({m[1].str(), std::stoi(m[2].str()), std::stoi(m[3].str()), error, std::move(message)});
    }
}

// Edits between two names, a swap of neighbours counting as one ("hael" is one from "heal").
std::size_t distance(const std::string& a, const std::string& b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min(
                {d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

// The text with comments and string contents blanked (newlines kept), so positions stay true.
std::string code_only(const std::string& t) {
    std::string s = t;
    const auto blank = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < s.size(); ++k)
            if (s[k] != '\n') s[k] = ' ';
    };
    // "[[", "[=[", ...: the level of a long bracket at i, or -1.
    const auto long_open = [&](std::size_t i) -> int {
        if (i >= t.size() || t[i] != '[') return -1;
        std::size_t j = i + 1;
        while (j < t.size() && t[j] == '=') ++j;
        return j < t.size() && t[j] == '[' ? static_cast<int>(j - i - 1) : -1;
    };
    const auto long_end = [&](std::size_t from, int level) {
        const std::string close = "]" + std::string(static_cast<std::size_t>(level), '=') + "]";
        const std::size_t e = t.find(close, from);
        return e == std::string::npos ? t.size() : e + close.size();
    };
    std::size_t i = 0;
    while (i < t.size()) {
        if (t.compare(i, 2, "--") == 0) {
            const int level = long_open(i + 2);
            const std::size_t end = level >= 0 ? long_end(i + 2, level) : t.find('\n', i);
            const std::size_t stop = end == std::string::npos ? t.size() : end;
            blank(i, stop);
            i = stop;
        } else if (t[i] == '"' || t[i] == '\'') {
            const char q = t[i];
            std::size_t j = i + 1;
            while (j < t.size() && t[j] != q && t[j] != '\n') j += t[j] == '\\' ? 2 : 1;
            blank(i + 1, j);
            i = j + 1;
        } else if (const int level = long_open(i); level >= 0) {
            const std::size_t end = long_end(i, level);
            blank(i, end);
            i = end;
        } else {
            ++i;
        }
    }
    return s;
}

} // namespace

std::vector<std::string> ctx_names() {
    static const std::vector<std::string> names = [] {
        State s;
        lua_State* L = s.get();
        lua_newtable(L); // +1
        register_ctx_queries(L);
        register_ctx_actions(L);
        register_ctx_choices(L);
        std::vector<std::string> out{"storage"};
        lua_pushnil(L);
        while (lua_next(L, -2) != 0) {
            lua_pop(L, 1);
            out.emplace_back(lua_tostring(L, -1));
        }
        lua_pop(L, 1); // -1
        std::sort(out.begin(), out.end());
        return out;
    }();
    return names;
}

std::vector<LintFinding> scan_ctx_calls(const std::string& file, const std::string& text) {
    static const std::regex use(R"(\bctx\s*[:.]\s*([A-Za-z_][A-Za-z0-9_]*))");
    const auto& known = ctx_names();
    const std::string code = code_only(text);
    std::vector<LintFinding> out;
    for (auto it = std::sregex_iterator(code.begin(), code.end(), use); it != std::sregex_iterator(); ++it) {
        const std::string name = (*it)[1].str();
        if (std::binary_search(known.begin(), known.end(), name)) continue;
        const std::size_t at = static_cast<std::size_t>(it->position(1));
        const int line =
            1 + static_cast<int>(std::count(code.begin(), code.begin() + static_cast<long>(at), '\n'));
        const std::size_t start = code.rfind('\n', at);
        const int col = static_cast<int>(at - (start == std::string::npos ? 0 : start + 1)) + 1;
        const std::string g = guess(name, known);
        out.push_back(
            {file, line, col, true,
             "unknown ctx function '" + name + "'" + (g.empty() ? " (docs/lua-api.md lists them)" : g)});
    }
    return out;
}

LintResult lint_scripts(const std::vector<std::string>& files) {
    LintResult r;
    if (files.empty()) return r;
    std::random_device rd;
    const fs::path config =
        fs::temp_directory_path() / ("gravehold-luacheck-" + std::to_string(rd()) + ".lua");
    std::ofstream(config) << luacheck_config();
    std::vector<std::string> args{"luacheck", "--config", config.string(), "--formatter",
                                  "plain",    "--codes",  "--no-color",    "--"};
    args.insert(args.end(), files.begin(), files.end());
    if (auto out = run_capture(args)) {
        r.luacheck_ran = true;
        parse_luacheck(*out, r.findings);
    }
    std::error_code ec;
    fs::remove(config, ec);
    for (const auto& f : files) {
        auto more = scan_ctx_calls(f, read_text(f));
        r.findings.insert(r.findings.end(), more.begin(), more.end());
    }
    std::stable_sort(r.findings.begin(), r.findings.end(), [](const LintFinding& a, const LintFinding& b) {
        return std::tie(a.file, a.line, a.col) < std::tie(b.file, b.line, b.col);
    });
    return r;
}

} // namespace ae::lua
