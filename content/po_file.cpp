#include "content/po_file.hpp"

#include <optional>
#include <sstream>

namespace ae::content {
namespace {

struct Reader {
    const std::string& path;
    std::vector<Diagnostic>& errors;
    int line = 0;
    bool broken = false; // the current entry had an error: it is dropped

    void error(int col, const std::string& message) {
        errors.push_back({{path, line, col}, message});
        broken = true;
    }

    // The quoted string starting at `at` in `s` ("..." with \n \t \" \\ escapes), or nullopt after an error.
    std::optional<std::string> quoted(const std::string& s, std::size_t at) {
        while (at < s.size() && (s[at] == ' ' || s[at] == '\t')) ++at;
        if (at >= s.size() || s[at] != '"') {
            error(static_cast<int>(at) + 1, "expected a quoted string");
            return std::nullopt;
        }
        std::string out;
        std::size_t i = at + 1;
        for (; i < s.size() && s[i] != '"'; ++i) {
            if (s[i] != '\\') {
                out += s[i];
                continue;
            }
            if (++i >= s.size()) break;
            switch (s[i]) {
            case 'n': out += '\n'; break;
            case 't': out += '\t'; break;
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            default: error(static_cast<int>(i), std::string("unknown escape \\") + s[i]); return std::nullopt;
            }
        }
        if (i >= s.size()) {
            error(static_cast<int>(at) + 1, "the string is not closed with \"");
            return std::nullopt;
        }
        for (std::size_t j = i + 1; j < s.size(); ++j)
            if (s[j] != ' ' && s[j] != '\t' && s[j] != '\r') {
                error(static_cast<int>(j) + 1, "unexpected text after the string");
                return std::nullopt;
            }
        return out;
    }
};

} // namespace

std::vector<PoEntry> parse_po(const std::string& path, const std::string& text,
                              std::vector<Diagnostic>& errors) {
    std::vector<PoEntry> out;
    Reader r{path, errors};
    PoEntry cur;
    bool has_id = false, has_str = false, fuzzy_next = false;
    std::string* target = nullptr; // where a continued string goes
    const auto finish = [&] {
        if (has_id && !has_str) r.error(1, "msgid \"" + cur.id.substr(0, 40) + "\" has no msgstr");
        if (has_id && has_str && !r.broken && !cur.id.empty()) out.push_back(cur);
        cur = PoEntry{};
        has_id = has_str = r.broken = false;
        target = nullptr;
    };
    std::istringstream in(text);
    for (std::string s; std::getline(in, s);) {
        ++r.line;
        if (!s.empty() && s.back() == '\r') s.pop_back();
        std::size_t first = s.find_first_not_of(" \t");
        if (first == std::string::npos) continue;
        if (s[first] == '#') {
            if (s.compare(first, 2, "#,") == 0 && s.find("fuzzy") != std::string::npos) fuzzy_next = true;
            continue;
        }
        if (s[first] == '"') {
            if (!target) {
                r.error(static_cast<int>(first) + 1, "a continued string with nothing before it to continue");
                continue;
            }
            if (auto q = r.quoted(s, first)) *target += *q;
            continue;
        }
        const std::size_t end = s.find_first_of(" \t", first);
        const std::string key = s.substr(first, end == std::string::npos ? std::string::npos : end - first);
        const std::size_t rest = end == std::string::npos ? s.size() : end;
        // A msgctxt or msgid after a msgstr begins the next entry.
        if ((key == "msgctxt" || key == "msgid") && has_str) finish();
        if (key == "msgctxt" && has_id) {
            r.error(static_cast<int>(first) + 1, "msgctxt after msgid: it comes first in an entry");
            continue;
        }
        auto q = r.quoted(s, rest);
        if (!q) continue;
        if (key == "msgctxt") {
            cur.context = *q;
            target = &cur.context;
        } else if (key == "msgid") {
            if (has_id) {
                r.error(static_cast<int>(first) + 1, "a second msgid before a msgstr");
                continue;
            }
            cur.id = *q;
            cur.pos = {path, r.line, static_cast<int>(first) + 1};
            cur.fuzzy = fuzzy_next;
            fuzzy_next = false;
            has_id = true;
            target = &cur.id;
        } else if (key == "msgid_plural") {
            cur.plural = *q;
            target = &cur.plural;
        } else if (key == "msgstr" || key.rfind("msgstr[", 0) == 0) {
            if (!has_id) {
                r.error(static_cast<int>(first) + 1, "msgstr without a msgid before it");
                continue;
            }
            if (key != "msgstr") {
                const std::string n = key.substr(7, key.size() - 8);
                if (key.back() != ']' || n.empty() || n.size() > 2 ||
                    n.find_first_not_of("0123456789") != std::string::npos ||
                    std::stoul(n) != cur.strs.size()) {
                    r.error(static_cast<int>(first) + 1,
                            "expected msgstr[" + std::to_string(cur.strs.size()) + "]");
                    continue;
                }
            }
            cur.strs.push_back(*q);
            target = &cur.strs.back();
            has_str = true;
        } else {
            r.error(static_cast<int>(first) + 1,
                    "unknown keyword '" + key.substr(0, 20) + "' (msgctxt, msgid, msgid_plural, msgstr)");
        }
    }
    finish();
    return out;
}

std::string po_quote(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        if (c == '\t') {
            out += "\\t";
            continue;
        }
        out += c;
    }
    return out + "\"";
}

} // namespace ae::content
