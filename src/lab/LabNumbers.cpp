#include "lab/LabNumbers.h"

#include <cmath>
#include <cstdio>

namespace lab {

std::string lengthText(double value, int decimals) {
    char text[32];
    const double size = std::abs(value);
    if (value == 0.0 || (size >= 1e-3 && size < 1e7)) std::snprintf(text, sizeof text, "%.*f", decimals, value + 0.0);
    else std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

std::string sumVersusText(double a, double b, double limit, bool withSum) {
    const bool reaches = a + b >= limit;
    int decimals = 0;
    double scale = 1.0;
    // Rounding each number on its own can break the sum (67.6 + 32.6 shown as 68 + 33 = 100); one more decimal at a
    // time until what is printed is arithmetic that holds. Numbers past 1e7 print in e-notation anyway.
    for (; decimals < 3; ++decimals, scale *= 10.0) {
        if (!std::isfinite(a + b + limit) || a + b + limit >= 1e7) break;
        const double ra = std::round(a * scale);
        const double rb = std::round(b * scale);
        const double rl = std::round(limit * scale);
        if (ra + rb == std::round((a + b) * scale) && (ra + rb >= rl) == reaches) break;
    }
    const auto shown = [&](double value) { return lengthText(std::round(value * scale) / scale, decimals); };
    const std::string sum = withSum ? " = " + lengthText((std::round(a * scale) + std::round(b * scale)) / scale, decimals) : "";
    return shown(a) + " + " + shown(b) + sum + (reaches ? " >= " : " < ") + shown(limit);
}

std::string overlapText(bool overlapping, double length) { return (overlapping ? "overlap " : "gap ") + lengthText(length, 1); }

}  // namespace lab
