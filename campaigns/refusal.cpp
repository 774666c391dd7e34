#include "campaigns/refusal.hpp"

#include "lang/fill.hpp"
#include "lang/language.hpp"

namespace ae::campaign {
namespace {

std::string words(const Content& c, const char* pattern, std::initializer_list<Said> values,
                  const lang::Language& L) {
    std::vector<std::pair<std::string, std::string>> shown;
    for (const Said& s : values)
        shown.emplace_back(s.key, s.id                                  ? c.shown_name(s.value, L.code())
                                  : !L.is_english() && !s.shown.empty() ? s.shown
                                                                        : s.value);
    return lang::fill_each(L.tr(pattern), shown);
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
