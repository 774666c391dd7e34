// `sim --rate --svg FILE`: the scale as a picture. Printed difficulty across, ground up; each reference a
// dot with its name, the fitted scale a line, the rated nemesis a bar over its interval at its ground.
#include "sim/rate.hpp"
#include "sim/svg_text.hpp"

#include <cstdio>
#include <sstream>

namespace ae::sim {
namespace {

constexpr double kW = 640, kH = 400, kLeft = 60, kRight = 30, kTop = 40, kBottom = 50;

double sx(double difficulty) { return kLeft + (difficulty - 1) / 9 * (kW - kLeft - kRight); }
double sy(double ground) { return kH - kBottom - ground * (kH - kTop - kBottom); }

void text(std::ostringstream& out, double x, double y, const std::string& s, const char* anchor = "middle",
          const char* extra = "") {
    out << "<text x=\"" << svg_number(x) << "\" y=\"" << svg_number(y) << "\" text-anchor=\"" << anchor
        << "\"" << extra << ">" << svg_escape(s) << "</text>\n";
}

} // namespace

std::string rate_svg(const RateReport& r) {
    std::ostringstream out;
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << kW << "\" height=\"" << kH
        << "\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" "
           "fill=\"white\"/>\n";
    text(out, kW / 2, 22,
         "How hard is " + r.rated.name + "? " + svg_number(r.placement.value) + " (" +
             svg_number(r.placement.low) + " to " + svg_number(r.placement.high) + "), " + r.bot + " bot",
         "middle", " font-size=\"14\"");
    // Axes, ticks and labels.
    out << "<line x1=\"" << sx(1) << "\" y1=\"" << sy(0) << "\" x2=\"" << sx(10) << "\" y2=\"" << sy(0)
        << "\" stroke=\"black\"/>\n<line x1=\"" << sx(1) << "\" y1=\"" << sy(0) << "\" x2=\"" << sx(1)
        << "\" y2=\"" << sy(1) << "\" stroke=\"black\"/>\n";
    for (int d = 1; d <= 10; ++d) text(out, sx(d), sy(0) + 16, std::to_string(d));
    for (int g = 0; g <= 5; ++g) text(out, sx(1) - 6, sy(g / 5.0) + 4, svg_number(g / 5.0), "end");
    text(out, (sx(1) + sx(10)) / 2, kH - 10, "difficulty (printed on the card)");
    text(out, 14, (sy(0) + sy(1)) / 2, "ground gained", "middle",
         (" transform=\"rotate(-90 14 " + svg_number((sy(0) + sy(1)) / 2) + ")\"").c_str());
    // The fitted scale: difficulty = a + b * ground, clipped to the chart (it may leave it through the
    // floor).
    out << "<clipPath id=\"plot\"><rect x=\"" << sx(1) << "\" y=\"" << sy(1) << "\" width=\""
        << sx(10) - sx(1) << "\" height=\"" << sy(0) - sy(1) << "\"/></clipPath>\n";
    if (r.fit.slope != 0) {
        const double g1 = (1 - r.fit.intercept) / r.fit.slope, g10 = (10 - r.fit.intercept) / r.fit.slope;
        out << "<line x1=\"" << svg_number(sx(1)) << "\" y1=\"" << svg_number(sy(g1)) << "\" x2=\""
            << svg_number(sx(10)) << "\" y2=\"" << svg_number(sy(g10))
            << "\" stroke=\"#888\" stroke-dasharray=\"4 3\" clip-path=\"url(#plot)\"/>\n";
    }
    for (const auto& n : r.references) {
        out << "<circle cx=\"" << svg_number(sx(n.difficulty)) << "\" cy=\"" << svg_number(sy(n.score))
            << "\" r=\"4\" fill=\"#246\"/>\n";
        text(out, sx(n.difficulty) + 7, sy(n.score) - 5, n.name, "start");
    }
    const double y = sy(r.rated.score);
    out << "<line x1=\"" << svg_number(sx(r.placement.low)) << "\" y1=\"" << svg_number(y) << "\" x2=\""
        << svg_number(sx(r.placement.high)) << "\" y2=\"" << svg_number(y)
        << "\" stroke=\"#c33\" stroke-width=\"3\"/>\n";
    out << "<rect x=\"" << svg_number(sx(r.placement.value) - 5) << "\" y=\"" << svg_number(y - 5)
        << "\" width=\"10\" height=\"10\" fill=\"#c33\" transform=\"rotate(45 "
        << svg_number(sx(r.placement.value)) << " " << svg_number(y) << ")\"/>\n";
    text(out, sx(r.placement.value), y + 20, r.rated.name, "middle", " fill=\"#c33\"");
    out << "</svg>\n";
    return out.str();
}

} // namespace ae::sim
