#include "engine/text_check.hpp"

namespace ae {

namespace {

bool cont(unsigned char c, unsigned char lo = 0x80, unsigned char hi = 0xBF) { return c >= lo && c <= hi; }

// The length of the well-formed UTF-8 sequence at s[i] (RFC 3629 table 3-7), or 0.
std::size_t sequence(std::string_view s, std::size_t i) {
    const auto at = [&](std::size_t k) {
        return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0;
    };
    const unsigned char c = at(0);
    if (c >= 0xC2 && c <= 0xDF) return cont(at(1)) ? 2 : 0;
    if (c == 0xE0) return cont(at(1), 0xA0) && cont(at(2)) ? 3 : 0;
    if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) return cont(at(1)) && cont(at(2)) ? 3 : 0;
    if (c == 0xED) return cont(at(1), 0x80, 0x9F) && cont(at(2)) ? 3 : 0; // no surrogates
    if (c == 0xF0) return cont(at(1), 0x90) && cont(at(2)) && cont(at(3)) ? 4 : 0;
    if (c >= 0xF1 && c <= 0xF3) return cont(at(1)) && cont(at(2)) && cont(at(3)) ? 4 : 0;
    if (c == 0xF4) return cont(at(1), 0x80, 0x8F) && cont(at(2)) && cont(at(3)) ? 4 : 0;
    return 0;
}

} // namespace

std::string bad_text(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
                return "holds a control character (byte " + std::to_string(i + 1) + ")";
            ++i;
            continue;
        }
        const std::size_t n = sequence(s, i);
        if (n == 0) return "is not valid UTF-8 (byte " + std::to_string(i + 1) + ")";
        i += n;
    }
    return "";
}

} // namespace ae
