#include "campaigns/refusal.hpp"

#include "lang/language.hpp"

namespace ae::campaign {
namespace {

std::string words(const Content& c, const char* pattern, std::initializer_list<Said> values,
                  const lang::Language& L) {
    std::string out = L.tr(pattern);
    for (const Said& s : values) {
        const std::string shown = s.id                                  ? c.shown_name(s.value, L.code())
                                  : !L.is_english() && !s.shown.empty() ? s.shown
                                                                        : s.value;
        const std::string key = "{" + s.key + "}";
        for (auto at = out.find(key); at != std::string::npos; at = out.find(key, at + shown.size()))
            out.replace(at, key.size(), shown);
    }
    return out;
}

} // namespace

const lang::Language& refusal_language(const Content& c) { return lang::Language::or_english(c.language); }

ChangeRejected refusal(const Content& c, const char* pattern, std::initializer_list<Said> values) {
    ChangeRejected e(words(c, pattern, values, lang::Language::english()));
    const lang::Language& L = refusal_language(c);
    if (!L.is_english()) e.set_shown(words(c, pattern, values, L));
    return e;
}

} // namespace ae::campaign
