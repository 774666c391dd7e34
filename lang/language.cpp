#include "lang/language.hpp"
#include "lang/fill.hpp"

#include "core/errors.hpp"

#include <boost/locale/generator.hpp>
#include <boost/locale/message.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>

namespace ae::lang {

namespace {
using Pair = std::pair<std::string_view, std::string>;

std::string fill_from(std::string_view pattern, const Pair* first, const Pair* last) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size();) {
        if (pattern[i] == '{') {
            const auto close = pattern.find('}', i);
            if (close != std::string_view::npos) {
                const auto name = pattern.substr(i + 1, close - i - 1);
                const std::string* value = nullptr;
                for (const Pair* a = first; a != last; ++a)
                    if (a->first == name) value = &a->second;
                if (value) {
                    out += *value;
                    i = close + 1;
                    continue;
                }
            }
        }
        out += pattern[i++];
    }
    return out;
}
} // namespace

std::string fill(std::string_view pattern, Args args) { return fill_from(pattern, args.begin(), args.end()); }

std::string fill_each(std::string_view pattern,
                      const std::vector<std::pair<std::string, std::string>>& values) {
    std::vector<Pair> pairs(values.begin(), values.end());
    return fill_from(pattern, pairs.data(), pairs.data() + pairs.size());
}

namespace {

// Where the compiled catalogues are: $GRAVEHOLD_LOCALE (an installed copy), else the build tree's.
std::string catalogue_dir() {
    if (const char* env = std::getenv("GRAVEHOLD_LOCALE"); env && *env) return env;
    return GRAVEHOLD_LOCALE_DIR;
}

// The catalogues there, found once: they are part of the build and never change while the program runs
// (a web request's Accept-Language may ask about many languages).
const std::vector<std::string>& catalogue_codes() {
    static const std::vector<std::string> codes = [] {
        namespace fs = std::filesystem;
        std::vector<std::string> found;
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(catalogue_dir(), ec))
            if (fs::exists(entry.path() / "LC_MESSAGES" / "gravehold.mo"))
                found.push_back(entry.path().filename());
        std::sort(found.begin(), found.end());
        return found;
    }();
    return codes;
}

} // namespace

Language::Language(std::string code, std::locale locale)
    : code_(std::move(code)), locale_(std::move(locale)) {}

std::string Language::code_of(std::string_view name) {
    std::string code;
    for (char c : name) {
        if (c == '_' || c == '-' || c == '.' || c == '@') break;
        code += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    if (code == "c" || code == "posix") return "";
    return code;
}

std::vector<std::string> Language::known() {
    std::vector<std::string> codes{"en"};
    for (const auto& c : catalogue_codes())
        if (c != "en") codes.push_back(c);
    return codes;
}

namespace {
std::locale make_locale(const std::string& code) {
    boost::locale::generator gen;
    gen.add_messages_path(catalogue_dir());
    gen.add_messages_domain("gravehold");
    // The ICU backend needs no locale installed on the machine; only messages matter here.
    gen.categories(boost::locale::message_facet | boost::locale::information_facet);
    return gen(code + ".UTF-8");
}
} // namespace

const Language& Language::english() {
    static const Language en("en", make_locale("en"));
    return en;
}

const Language& Language::of(std::string_view name) {
    const std::string code = code_of(name);
    if (code.empty() || code == "en") return english();
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<Language>> loaded;
    std::lock_guard lock(mutex);
    if (auto it = loaded.find(code); it != loaded.end()) return *it->second;
    const auto& codes = catalogue_codes();
    if (std::find(codes.begin(), codes.end(), code) == codes.end()) {
        std::string all;
        for (const auto& c : known()) all += (all.empty() ? "" : ", ") + c;
        throw InvalidRequest("no language '" + std::string(name) + "' (known: " + all + ")");
    }
    return *loaded.emplace(code, std::make_unique<Language>(code, make_locale(code))).first->second;
}

const Language& Language::or_english(std::string_view code) {
    const auto& codes = catalogue_codes();
    const std::string c = code_of(code);
    return std::find(codes.begin(), codes.end(), c) == codes.end() ? english() : of(c);
}

std::string Language::tr(const char* msgid, Args args) const {
    // An empty text is the catalogue's header to gettext; here it is only an empty text (no reason, say).
    if (is_english() || !*msgid) return fill(msgid, args);
    return fill(boost::locale::gettext(msgid, locale_), args);
}

std::string Language::trc(const char* context, const char* msgid, Args args) const {
    if (is_english()) return fill(msgid, args);
    return fill(boost::locale::pgettext(context, msgid, locale_), args);
}

std::string Language::trn(const char* singular, const char* plural, long n, Args args) const {
    std::vector<Pair> all{{"n", std::to_string(n)}};
    all.insert(all.end(), args.begin(), args.end());
    const std::string text =
        is_english() ? (n == 1 ? singular : plural) : boost::locale::ngettext(singular, plural, n, locale_);
    return fill_from(text, all.data(), all.data() + all.size());
}

} // namespace ae::lang
