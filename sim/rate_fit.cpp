// Least squares, Student's t and ranks for `sim --rate` (sim/rate_fit.hpp).
#include "sim/rate_fit.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace ae::sim {

LineFit fit_line(const std::vector<double>& x, const std::vector<double>& y) {
    if (x.size() != y.size() || x.size() < 3)
        throw std::invalid_argument("a line needs three points or more");
    LineFit f;
    f.n = static_cast<int>(x.size());
    f.x_mean = std::accumulate(x.begin(), x.end(), 0.0) / f.n;
    const double y_mean = std::accumulate(y.begin(), y.end(), 0.0) / f.n;
    double sxy = 0;
    for (int i = 0; i < f.n; ++i) {
        f.sxx += (x[i] - f.x_mean) * (x[i] - f.x_mean);
        sxy += (x[i] - f.x_mean) * (y[i] - y_mean);
    }
    if (f.sxx <= 0) throw std::invalid_argument("a line needs points that differ in x");
    f.slope = sxy / f.sxx;
    f.intercept = y_mean - f.slope * f.x_mean;
    double ss = 0;
    for (int i = 0; i < f.n; ++i) {
        const double r = y[i] - (f.intercept + f.slope * x[i]);
        ss += r * r;
    }
    f.residual_sd = std::sqrt(ss / (f.n - 2));
    return f;
}

double t_quantile_95(int dof) {
    // Two-sided 95% (0.975 one-sided) quantiles; past 30 degrees of freedom the normal's 1.96 is close enough
    // for a difficulty scale.
    static constexpr double table[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                                       2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                                       2.080,  2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (dof < 1) throw std::invalid_argument("Student's t needs one degree of freedom or more");
    return dof <= 30 ? table[dof - 1] : 1.96;
}

Placement place_on(const LineFit& f, double x0, double x0_se, double floor, double ceiling) {
    const double t = t_quantile_95(f.n - 2);
    const double line_sd =
        f.residual_sd * std::sqrt(1.0 + 1.0 / f.n + (x0 - f.x_mean) * (x0 - f.x_mean) / f.sxx);
    const double half =
        std::sqrt(t * line_sd * t * line_sd + 1.96 * f.slope * x0_se * 1.96 * f.slope * x0_se);
    const double value = f.intercept + f.slope * x0;
    return {std::clamp(value, floor, ceiling), std::clamp(value - half, floor, ceiling),
            std::clamp(value + half, floor, ceiling)};
}

namespace {

std::vector<double> ranks(const std::vector<double>& v) {
    std::vector<std::size_t> order(v.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<double> r(v.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
        const double mean_rank = (static_cast<double>(i) + static_cast<double>(j)) / 2 + 1;
        for (std::size_t k = i; k <= j; ++k) r[order[k]] = mean_rank;
        i = j + 1;
    }
    return r;
}

} // namespace

double spearman(const std::vector<double>& x, const std::vector<double>& y) {
    if (x.size() != y.size() || x.size() < 2) return 0;
    const auto rx = ranks(x), ry = ranks(y);
    const double n = static_cast<double>(x.size());
    const double mx = std::accumulate(rx.begin(), rx.end(), 0.0) / n;
    const double my = std::accumulate(ry.begin(), ry.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < rx.size(); ++i) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) * (rx[i] - mx);
        syy += (ry[i] - my) * (ry[i] - my);
    }
    return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0;
}

} // namespace ae::sim
