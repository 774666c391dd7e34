// A change or answer refused, worded for the person at the table (issue #22): the English message (what())
// for logs, tests and tools, and the same words in the language the campaign is shown in (Error::shown()),
// written from one pattern of the code's catalogue so the two say the same.
#pragma once

#include "core/errors.hpp"
#include "engine/definitions.hpp"
#include "lang/language.hpp"

#include <initializer_list>
#include <string>

namespace ae::campaign {

// A value of a refusal's pattern: `id` marks a content id, shown by its name in each language; `shown`, when
// given, is the value in the content's language (a prompt already written in it).
struct Said {
    std::string key;
    std::string value;
    bool id = false;
    std::string shown;
};

// The language a refusal is shown in: the language of the content's names.
const lang::Language& refusal_language(const Content& c);

// ChangeRejected saying `pattern` (marked N_ where it is written) filled with `values`, in English and in the
// language of `c`'s names (Content::language).
ChangeRejected refusal(const Content& c, const char* pattern, std::initializer_list<Said> values = {});

} // namespace ae::campaign
