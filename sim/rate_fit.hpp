// The statistics behind `sim --rate`: a least-squares line, a prediction on it with its 95% interval, and
// Spearman's rank correlation. Pure functions of their numbers (tests/unit/sim_rate_test.cpp).
#pragma once

#include <vector>

namespace ae::sim {

// y = intercept + slope * x over n points; residual_sd is the residuals' standard deviation (n - 2 degrees
// of freedom).
struct LineFit {
    double intercept = 0, slope = 0, residual_sd = 0;
    int n = 0;
    double x_mean = 0, sxx = 0; // for prediction intervals
};

// Needs at least three points whose x are not all equal (std::invalid_argument otherwise).
LineFit fit_line(const std::vector<double>& x, const std::vector<double>& y);

// The two-sided 95% quantile of Student's t with `dof` degrees of freedom (dof >= 1).
double t_quantile_95(int dof);

struct Placement {
    double value = 0, low = 0, high = 0; // clamped to [floor, ceiling]
};

// The fit read at x0, where x0 itself is known only to within x0_se (its standard error): a 95% prediction
// interval for a new point, widened by the slope times x0_se, clamped to [floor, ceiling].
Placement place_on(const LineFit& f, double x0, double x0_se, double floor, double ceiling);

// Spearman's rank correlation of x and y (ties get their mean rank); 0 when either is constant.
double spearman(const std::vector<double>& x, const std::vector<double>& y);

} // namespace ae::sim
