#include "cli/shell_hint.hpp"

namespace ae::cli {

std::string shell_word(const std::string& word) {
    bool safe = !word.empty();
    for (const char ch : word) {
        const auto c = static_cast<unsigned char>(ch);
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                           c == '_' || c == '-' || c == '.' || c == '/' || c == ',' || c == ':' || c == '=' ||
                           c == '+' || c >= 0x80; // UTF-8 letters are plain to a shell
        safe = safe && plain;
    }
    if (safe) return word;
    std::string out = "'";
    for (const char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string go_on(const std::string& db, const std::vector<std::string>& words) {
    std::string out = "gravehold";
    if (!db.empty()) out += " --db " + shell_word(db);
    for (const auto& w : words) out += " " + shell_word(w);
    return out;
}

} // namespace ae::cli
