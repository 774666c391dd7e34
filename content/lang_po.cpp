// lang/<code>.po: a pack's free texts in another language, in the gettext format translators know (the
// code's own catalogues use it too, lang/po/). msgid is the English exactly as a script or campaign writes
// it; one with {placeholders} is a pattern for texts a script builds ("Deal {n} damage to {minion}"). Names
// and card texts are translated by content id in lang/<code>.yaml instead.
#include "content/pack_context.hpp"
#include "content/po_file.hpp"
#include "content/references.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
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

std::set<std::string> placeholders(const std::string& s) {
    static const std::regex placeholder(R"(\{([a-z_][a-z0-9_]*)\})");
    std::set<std::string> out;
    for (std::sregex_iterator it(s.begin(), s.end(), placeholder), end; it != end; ++it)
        out.insert((*it)[1].str());
    return out;
}

} // namespace

void read_lang_po(const PackContext& ctx, const std::string& rel) {
    SourceFile f = ctx.source(rel);
    const std::string code = std::filesystem::path(rel).stem().string();
    if (!std::regex_match(code, std::regex("[a-z]{2}"))) {
        f.error("a language file is named by its two-letter code in lower case, like lang/pl.po");
        return;
    }
    const auto path = std::filesystem::path(ctx.pack.dir) / rel;
    std::error_code ec;
    if (const auto size = std::filesystem::file_size(path, ec); !ec && size > (1u << 20)) {
        f.error("a language file is at most 1 MB");
        return;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        f.error("cannot read the file");
        return;
    }
    std::stringstream buf;
    buf << in.rdbuf();
    auto& errors = ctx.errors();
    auto& texts = ctx.content().texts[code];
    auto& patterns = ctx.content().text_patterns[code];
    std::set<std::string> seen; // texts this file translated
    for (const PoEntry& e : parse_po(f.path(), buf.str(), errors)) {
        if (e.fuzzy || e.strs.empty() || e.strs.front().empty()) continue; // not translated yet: English
        if (!e.plural.empty()) {
            errors.push_back({e.pos, "plural forms are not read from a pack's catalogue yet; write the count "
                                     "as a value (\"{n} x\") or leave the text in English"});
            continue;
        }
        if (!e.context.empty()) { // a definition's text, by its id (checked with the others: check_lang_refs)
            LocalText& t = ctx.content().translations[code][e.context];
            if (!t.text.empty() && t.text != e.strs.front()) {
                errors.push_back({e.pos, "the text of '" + e.context + "' is translated twice"});
                continue;
            }
            t.text = e.strs.front();
            t.text_english = e.id;
            if (t.source.file.empty()) t.source = def_source(e.pos);
            ctx.state.lang_refs.push_back({e.context, e.pos, ctx.pack.id});
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
}

} // namespace ae::content
