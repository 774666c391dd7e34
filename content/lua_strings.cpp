#include "content/lua_strings.hpp"

#include <cctype>

namespace ae::content {
namespace {

bool reads_as_words(const std::string& s) {
    if (s.size() < 3 || s.front() == ' ' || s.back() == ' ' || s.find(' ') == std::string::npos) return false;
    for (unsigned char c : s)
        if (std::isalpha(c)) return true;
    return false;
}

// The end of a long bracket opened at `at` ("[[", "[=[", ...) in `s`, or npos when none opens there.
std::size_t long_bracket_end(const std::string& s, std::size_t at) {
    if (at >= s.size() || s[at] != '[') return std::string::npos;
    std::size_t i = at + 1, level = 0;
    while (i < s.size() && s[i] == '=') ++i, ++level;
    if (i >= s.size() || s[i] != '[') return std::string::npos;
    const std::string close = "]" + std::string(level, '=') + "]";
    const auto end = s.find(close, i + 1);
    return end == std::string::npos ? s.size() : end + close.size();
}

} // namespace

std::vector<LuaText> lua_texts(const std::string& s) {
    std::vector<LuaText> out;
    int line = 1;
    const auto count_lines = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < s.size(); ++k)
            if (s[k] == '\n') ++line;
    };
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '\n') {
            ++line;
            ++i;
        } else if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') { // a comment, long or to the line's end
            std::size_t end = long_bracket_end(s, i + 2);
            if (end == std::string::npos) end = s.find('\n', i);
            if (end == std::string::npos) end = s.size();
            count_lines(i, end);
            i = end;
        } else if (c == '[' && long_bracket_end(s, i) != std::string::npos) {
            const std::size_t end = long_bracket_end(s, i);
            count_lines(i, end);
            i = end;
        } else if (c == '"' || c == '\'') {
            const int at = line;
            std::string text;
            std::size_t j = i + 1;
            for (; j < s.size() && s[j] != c && s[j] != '\n'; ++j) {
                if (s[j] == '\\' && j + 1 < s.size()) {
                    ++j;
                    switch (s[j]) {
                    case 'n': text += '\n'; break;
                    case 't': text += '\t'; break;
                    case 'r': text += '\r'; break;
                    default:
                        if (std::isdigit(static_cast<unsigned char>(s[j]))) { // \ddd: a byte by its number
                            int v = 0, k = 0;
                            for (; k < 3 && j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]));
                                 ++k, ++j)
                                v = v * 10 + (s[j] - '0');
                            --j;
                            text += static_cast<char>(v & 0xff);
                        } else {
                            text += s[j]; // \" \' \\ as the character
                        }
                        break;
                    }
                    continue;
                }
                text += s[j];
            }
            if (reads_as_words(text)) out.push_back({at, text});
            i = j + 1;
        } else {
            ++i;
        }
    }
    return out;
}

} // namespace ae::content
