#include "content/free_texts.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace ae::content {
namespace {

// `english` cut at its {placeholders}, or false when it has none.
bool to_pattern(const std::string& english, const std::string& text, TextPattern& p) {
    static const std::regex placeholder(R"(\{([a-z_][a-z0-9_]*)\})");
    std::size_t at = 0;
    for (std::sregex_iterator it(english.begin(), english.end(), placeholder), end; it != end; ++it) {
        p.literals.push_back(english.substr(at, static_cast<std::size_t>(it->position()) - at));
        p.names.push_back((*it)[1].str());
        at = static_cast<std::size_t>(it->position() + it->length());
    }
    if (p.names.empty()) return false;
    for (std::size_t i = 1; i < p.literals.size(); ++i)
        if (p.literals[i].empty()) return false; // two placeholders side by side: no way to tell them apart
    p.literals.push_back(english.substr(at));
    p.text = text;
    return true;
}

} // namespace

bool is_language_code(std::string_view code) {
    return code.size() == 2 && code[0] >= 'a' && code[0] <= 'z' && code[1] >= 'a' && code[1] <= 'z';
}

std::set<std::string> placeholders(const std::string& s) {
    static const std::regex placeholder(R"(\{([a-z_][a-z0-9_]*)\})");
    std::set<std::string> out;
    for (std::sregex_iterator it(s.begin(), s.end(), placeholder), end; it != end; ++it)
        out.insert((*it)[1].str());
    return out;
}

void read_free_texts(const std::string& path, const std::string& shown_path, Content& c,
                     std::vector<Diagnostic>& errors,
                     const std::function<void(const std::string& code, const PoEntry&)>& on_context) {
    const SourcePos file_pos{shown_path, 0, 0};
    const std::string code = std::filesystem::path(path).stem().string();
    if (!is_language_code(code)) {
        errors.push_back({file_pos, "a language file is named by its two-letter code in lower case, like "
                                    "lang/pl.po"});
        return;
    }
    std::error_code ec;
    if (const auto size = std::filesystem::file_size(path, ec); !ec && size > (1u << 20)) {
        errors.push_back({file_pos, "a language file is at most 1 MB"});
        return;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        errors.push_back({file_pos, "cannot read the file"});
        return;
    }
    std::stringstream buf;
    buf << in.rdbuf();
    auto& texts = c.texts[code];
    auto& patterns = c.text_patterns[code];
    std::set<std::string> seen; // texts this file translated
    for (const PoEntry& e : parse_po(shown_path, buf.str(), errors)) {
        if (e.fuzzy || e.strs.empty() || e.strs.front().empty()) continue; // not translated yet: English
        if (!e.plural.empty()) { // a count: one pattern for the English singular, one for its plural
            const auto names = placeholders(e.id);
            if (!names.count("n") || placeholders(e.plural) != names) {
                errors.push_back({e.pos, "a plural text counts with {n}, in both English forms"});
                continue;
            }
            bool same = true;
            for (const auto& form : e.strs) same = same && !form.empty() && placeholders(form) == names;
            if (!same) {
                errors.push_back(
                    {e.pos,
                     "every plural form must be translated, with the same {placeholders} as the English"});
                continue;
            }
            for (const std::string* english : {&e.id, &e.plural}) {
                TextPattern p;
                if (english == &e.plural && e.plural == e.id) break;
                if (!to_pattern(*english, e.strs.front(), p)) {
                    errors.push_back({e.pos, "two {placeholders} side by side: put words between them"});
                    break;
                }
                p.forms = e.strs;
                patterns.push_back(std::move(p));
            }
            continue;
        }
        if (!e.context.empty()) {
            if (on_context)
                on_context(code, e);
            else
                errors.push_back(
                    {e.pos, "this catalogue translates texts by their English only: no msgctxt"});
            continue;
        }
        if (placeholders(e.id) != placeholders(e.strs.front())) {
            errors.push_back({e.pos, "the translation must use the same {placeholders} as the English"});
            continue;
        }
        TextPattern p;
        if (to_pattern(e.id, e.strs.front(), p)) {
            patterns.push_back(std::move(p));
            continue;
        }
        if (!placeholders(e.id).empty()) {
            errors.push_back({e.pos, "two {placeholders} side by side: put words between them"});
            continue;
        }
        // The same English in two packs (an option "Do nothing") keeps the first pack's words: each author
        // words their own; only one file translating a text twice is a mistake.
        if (auto [it, fresh] = texts.emplace(e.id, e.strs.front());
            !fresh && it->second != e.strs.front() && seen.count(e.id))
            errors.push_back({e.pos, "\"" + e.id.substr(0, 60) + "\" is translated twice, differently"});
        seen.insert(e.id);
    }
    // The most specific pattern first: "Battle {n} of {total}" would also match the longer sentences that
    // start with it, taking the rest of the sentence as {total}.
    const auto literal_size = [](const TextPattern& p) {
        std::size_t n = 0;
        for (const auto& l : p.literals) n += l.size();
        return n;
    };
    std::stable_sort(patterns.begin(), patterns.end(), [&](const TextPattern& a, const TextPattern& b) {
        return literal_size(a) > literal_size(b);
    });
}

} // namespace ae::content
