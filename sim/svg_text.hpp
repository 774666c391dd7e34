// What both of the simulator's hand-drawn charts (sim/sim_svg.cpp, sim/rate_svg.cpp) write into SVG text:
// names escaped for XML (a pack's nemesis may be called "Fire & Ice"), numbers to one decimal.
#pragma once

#include <cstdio>
#include <string>

namespace ae::sim {

inline std::string svg_escape(const std::string& s) {
    std::string out;
    for (const char c : s) {
        if (c == '&')
            out += "&amp;";
        else if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '"')
            out += "&quot;";
        else
            out += c;
    }
    return out;
}

inline std::string svg_number(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

} // namespace ae::sim
