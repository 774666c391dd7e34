// A language people read (issue #22): the texts of the code, translated through a gettext catalogue
// (lang/po/<code>.po), with plural forms and {placeholders}. A Language is a value chosen per request or per
// command: nothing here is process-wide but the catalogues, loaded once and never changed.
//
// Texts are written in English in the code and marked for xgettext (scripts/catalogues):
//   L.tr("Main phase: choose an action")
//   L.tr("Gain {card} ({cost} aether)", {{"card", name}, {"cost", "3"}})
//   L.trc("board", "open")                          // a context tells two uses of one English word apart
//   L.trn("{n} charge", "{n} charges", n)            // plural forms; {n} is filled with n
// A text kept in a table or a field is marked with N_("...") and translated where it is shown: L.tr(text).
#pragma once

#include <initializer_list>
#include <locale>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#define N_(text) text

namespace ae::lang {

using Args = std::initializer_list<std::pair<std::string_view, std::string>>;

// `pattern` with each {name} replaced by its argument; a {name} with no argument stays as written, so a
// translator's typo shows on screen instead of silently dropping a word.
std::string fill(std::string_view pattern, Args args);

class Language {
public:
    // English: the texts as the code writes them.
    static const Language& english();
    // The language of `code`: "pl", "de", "en", or a locale name such as "pl_PL.UTF-8" or "de-AT". Throws
    // InvalidRequest for a language with no catalogue, naming the known ones.
    static const Language& of(std::string_view code);
    // The same, or English when `code` has no catalogue (a pack may name its cards in a language whose
    // texts nobody has translated yet).
    static const Language& or_english(std::string_view code);
    // The codes of every language with a catalogue, English first.
    static std::vector<std::string> known();
    // "pl" for "pl_PL.UTF-8", "de" for "de-AT"; "" when `name` names no language ("C", "POSIX", "").
    static std::string code_of(std::string_view name);

    const std::string& code() const { return code_; }
    bool is_english() const { return code_ == "en"; }

    std::string tr(const char* msgid, Args args = {}) const;
    std::string tr(const std::string& msgid, Args args = {}) const { return tr(msgid.c_str(), args); }
    std::string trc(const char* context, const char* msgid, Args args = {}) const;
    std::string trn(const char* singular, const char* plural, long n, Args args = {}) const;

    Language(std::string code, std::locale locale);

private:
    std::string code_;
    std::locale locale_;
};

} // namespace ae::lang
