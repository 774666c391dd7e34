// `sim --svg FILE`: three small histograms drawn by hand (turns, Gravehold life left, nemesis life
// left), each bar split into won (green), lost (red) and broken (grey) battles.
#include "sim/sim.hpp"
#include "sim/svg_text.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <sstream>

namespace ae::sim {
namespace {

constexpr int kPanelW = 300, kPanelH = 200, kPad = 36, kBins = 20;

// One histogram of `value(battle)` at (x, y).
template <class Value>
void panel(std::ostringstream& out, const SimReport& r, int x, int y, const std::string& title, Value value) {
    int lo = 0, hi = 0;
    bool first = true;
    for (const auto& b : r.battles) {
        const int v = value(b);
        if (first || v < lo) lo = v;
        if (first || v > hi) hi = v;
        first = false;
    }
    const int width = std::max(1, (hi - lo + kBins) / kBins); // values per bin
    const int bins = (hi - lo) / width + 1;
    std::vector<std::array<int, 3>> count(static_cast<std::size_t>(bins), {0, 0, 0});
    for (const auto& b : r.battles) {
        const int kind = b.result == Result::Won ? 0 : b.result == Result::Lost ? 1 : 2;
        ++count[static_cast<std::size_t>((value(b) - lo) / width)][static_cast<std::size_t>(kind)];
    }
    int top = 1;
    for (const auto& c : count) top = std::max(top, c[0] + c[1] + c[2]);
    const double plot_w = kPanelW - 2 * kPad, plot_h = kPanelH - 2 * kPad;
    const double bar_w = plot_w / bins;
    out << "<g transform=\"translate(" << x << "," << y << ")\">\n";
    out << "<text x=\"" << kPanelW / 2 << "\" y=\"20\" text-anchor=\"middle\" font-weight=\"bold\">"
        << svg_escape(title) << "</text>\n";
    out << "<line x1=\"" << kPad << "\" y1=\"" << kPad + plot_h << "\" x2=\"" << kPad + plot_w << "\" y2=\""
        << kPad + plot_h << "\" stroke=\"#333\"/>\n";
    static const char* colours[3] = {"#4a9a4a", "#c0504d", "#999999"};
    for (int i = 0; i < bins; ++i) {
        double base = kPad + plot_h;
        for (int k = 0; k < 3; ++k) {
            const int n = count[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
            if (n == 0) continue;
            const double h = plot_h * n / top;
            base -= h;
            out << "<rect x=\"" << svg_number(kPad + i * bar_w + 0.5) << "\" y=\"" << svg_number(base)
                << "\" width=\"" << svg_number(std::max(1.0, bar_w - 1)) << "\" height=\"" << svg_number(h)
                << "\" fill=\"" << colours[k] << "\"><title>" << lo + i * width
                << (width > 1 ? "-" + std::to_string(lo + (i + 1) * width - 1) : "") << ": " << n
                << "</title></rect>\n";
        }
    }
    out << "<text x=\"" << kPad << "\" y=\"" << kPad + plot_h + 16 << "\" text-anchor=\"middle\">" << lo
        << "</text>\n";
    out << "<text x=\"" << kPad + plot_w << "\" y=\"" << kPad + plot_h + 16 << "\" text-anchor=\"middle\">"
        << lo + bins * width - 1 << "</text>\n";
    out << "<text x=\"" << kPad - 4 << "\" y=\"" << kPad + 4 << "\" text-anchor=\"end\">" << top
        << "</text>\n";
    out << "</g>\n";
}

} // namespace

std::string sim_svg(const Content& content, const SimReport& r) {
    const auto nem = content.nemeses.find(r.nemesis);
    const std::string name = nem == content.nemeses.end() ? r.nemesis : nem->second.name;
    const int w = 3 * kPanelW, h = kPanelH + 60;
    std::ostringstream out;
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h
        << "\" viewBox=\"0 0 " << w << " " << h << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
    out << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    out << "<text x=\"10\" y=\"20\" font-size=\"14\">" << svg_escape(name) << ", " << r.players
        << " player(s), " << r.games << " battles, " << svg_escape(r.bot) << " bot: won "
        << svg_number(100 * r.win_rate) << "% (95% " << svg_number(100 * r.ci95.first) << "-"
        << svg_number(100 * r.ci95.second) << "%)</text>\n";
    out << "<text x=\"" << w - 10 << "\" y=\"20\" text-anchor=\"end\"><tspan fill=\"#4a9a4a\">won</tspan> "
        << "<tspan fill=\"#c0504d\">lost</tspan> <tspan fill=\"#999999\">broken</tspan></text>\n";
    panel(out, r, 0, 40, "Turns", [](const BattleOutcome& b) { return b.turns; });
    panel(out, r, kPanelW, 40, "Gravehold life left",
          [](const BattleOutcome& b) { return b.gravehold_life; });
    panel(out, r, 2 * kPanelW, 40, "Nemesis life left",
          [](const BattleOutcome& b) { return b.nemesis_life; });
    out << "</svg>\n";
    return out.str();
}

} // namespace ae::sim
