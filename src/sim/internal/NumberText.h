#pragma once
// A number as the step's report prints it: `digits` significant digits, and
// no rounding dust: a value within 5e-7 of zero (a wrap's 2.27374e-12) is 0.

#include <cmath>
#include <cstdio>
#include <string>

namespace sim {

/// `v` with `digits` significant digits (%g); 0 for |v| < 5e-7, never "-0".
inline std::string numberText(double v, int digits) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*g", digits, std::abs(v) < 5e-7 ? 0.0 : v + 0.0);  // + 0.0: no "-0"
    return text;
}

}  // namespace sim
