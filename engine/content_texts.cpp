// Content::shown_text and shown_text_of: packs' texts in another language (docs/translating.md).
#include "engine/definitions.hpp"

#include <algorithm>
#include <charconv>

namespace ae {
namespace {

// `text` split by `p`'s literals, or false: each literal in order, the first at the start and the last at
// the end, the values between them taken as short as possible.
bool match(const TextPattern& p, const std::string& text, std::vector<std::string>& values) {
    values.clear();
    if (text.compare(0, p.literals.front().size(), p.literals.front()) != 0) return false;
    std::size_t at = p.literals.front().size();
    for (std::size_t i = 1; i < p.literals.size(); ++i) {
        const std::string& lit = p.literals[i];
        const bool last = i + 1 == p.literals.size();
        std::size_t found;
        if (last) {
            if (text.size() < at + lit.size() || text.compare(text.size() - lit.size(), lit.size(), lit) != 0)
                return false;
            found = text.size() - lit.size();
        } else {
            found = lit.empty() ? std::string::npos : text.find(lit, at + 1); // a value is never empty
            if (found == std::string::npos) return false;
        }
        if (found <= at) return false;
        values.push_back(text.substr(at, found - at));
        at = found + lit.size();
    }
    return true;
}

// A value a script put in its text, in `language`: a definition's English name becomes its name there, and
// a free text the catalogues translate (a generated expedition's place) its translation.
std::string shown_value(const Content& c, const std::string& value, const std::string& language) {
    const auto free_text = [&] {
        if (auto f = c.texts.find(language); f != c.texts.end())
            if (auto it = f->second.find(value); it != f->second.end()) return it->second;
        return value;
    };
    const auto t = c.translations.find(language);
    if (t == c.translations.end()) return free_text();
    const auto named = [&](const auto& defs) -> const std::string* {
        for (const auto& [id, def] : defs)
            if (def.name == value)
                if (auto it = t->second.find(id); it != t->second.end() && !it->second.name.empty())
                    return &it->second.name;
        return nullptr;
    };
    for (const std::string* s :
         {named(c.player_cards), named(c.nemesis_cards), named(c.nemeses), named(c.mages), named(c.allies)})
        if (s) return *s;
    return free_text();
}

// The translation a pattern gives for these values: a plural entry's form for the count in {n}.
const std::string& plural_text(const TextPattern& p, const std::vector<std::string>& values,
                               const std::string& lang) {
    if (p.forms.empty()) return p.text;
    for (std::size_t k = 0; k < p.names.size(); ++k)
        if (p.names[k] == "n") {
            long n = 0;
            const auto& v = values[k];
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
            if (ec != std::errc{} || end != v.data() + v.size()) break; // not a count: the first form
            return p.forms[std::min(plural_form(lang, n), p.forms.size() - 1)];
        }
    return p.text;
}

} // namespace

std::size_t plural_form(const std::string& language, long n) {
    n = n < 0 ? -n : n;
    if (language == "pl")
        return n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2;
    if (language == "cs" || language == "sk") return n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2;
    return n == 1 ? 0 : 1;
}

std::string Content::shown_name_of_english(const std::string& name, const std::string& lang) const {
    return shown_value(*this, name, lang);
}

std::string Content::shown_text(const std::string& english, const std::string& lang) const {
    if (lang.empty() || lang == "en" || english.empty()) return english;
    if (auto t = texts.find(lang); t != texts.end())
        if (auto it = t->second.find(english); it != t->second.end()) return it->second;
    const auto patterns = text_patterns.find(lang);
    if (patterns == text_patterns.end()) return english;
    std::vector<std::string> values;
    for (const TextPattern& p : patterns->second) {
        if (!match(p, english, values)) continue;
        std::string out;
        const std::string& s = plural_text(p, values, lang);
        for (std::size_t i = 0; i < s.size();) {
            const auto close = s[i] == '{' ? s.find('}', i) : std::string::npos;
            if (close != std::string::npos) {
                const std::string name = s.substr(i + 1, close - i - 1);
                bool filled = false;
                for (std::size_t k = 0; k < p.names.size(); ++k)
                    if (p.names[k] == name) {
                        out += shown_value(*this, values[k], lang);
                        filled = true;
                        break;
                    }
                if (filled) {
                    i = close + 1;
                    continue;
                }
            }
            out += s[i++];
        }
        return out;
    }
    return english;
}

const std::string& Content::shown_text_of(const std::string& id, const std::string& english,
                                          const std::string& lang) const {
    if (lang.empty() || lang == "en") return english;
    if (auto t = translations.find(lang); t != translations.end())
        if (auto it = t->second.find(id);
            it != t->second.end() && !it->second.text.empty() &&
            (it->second.text_english.empty() || it->second.text_english == english))
            return it->second.text;
    return english;
}

} // namespace ae
