#include "lang/choose.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace ae::lang {
namespace {

std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

bool has_catalogue(const std::string& code) {
    const auto codes = Language::known();
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

// The locale's language, when it has a catalogue (POSIX order: LC_ALL, LC_MESSAGES, LANG).
std::string from_locale() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const std::string value = env(name);
        if (value.empty()) continue;
        const std::string code = Language::code_of(value);
        return has_catalogue(code) ? code : ""; // the first one set decides, as for every POSIX program
    }
    return "";
}

const Language* asked_or_env(std::string_view asked) {
    if (!asked.empty()) return &Language::of(asked);
    if (const std::string e = env("GRAVEHOLD_LANG"); !e.empty()) return &Language::of(e);
    return nullptr;
}

} // namespace

std::string from_accept_language(std::string_view header) {
    std::string best;
    double best_q = 0;
    std::stringstream in{std::string(header)};
    for (std::string item; std::getline(in, item, ',');) {
        std::string tag = item.substr(0, item.find(';'));
        tag.erase(std::remove(tag.begin(), tag.end(), ' '), tag.end());
        double q = 1;
        if (const auto at = item.find("q="); at != std::string::npos) {
            try {
                q = std::stod(item.substr(at + 2));
            } catch (const std::exception&) {
                q = 0; // a malformed weight counts as "not wanted"
            }
        }
        const std::string code = Language::code_of(tag);
        if (q > best_q && !code.empty() && has_catalogue(code)) {
            best = code;
            best_q = q;
        }
    }
    return best;
}

const Language& choose(std::string_view asked) {
    if (const Language* l = asked_or_env(asked)) return *l;
    return Language::of(from_locale());
}

const Language& for_request(std::string_view asked, std::string_view server, std::string_view accept) {
    if (!asked.empty()) return Language::of(asked);
    if (!server.empty()) return Language::or_english(server);
    return Language::of(from_accept_language(accept));
}

} // namespace ae::lang
