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

std::string overlapText(bool overlapping, double length) { return (overlapping ? "overlap " : "gap ") + lengthText(length, 1); }

}  // namespace lab
