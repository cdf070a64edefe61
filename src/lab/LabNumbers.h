#pragma once
// How the lab writes a length or an amount: as many decimals as the panel
// has room for at everyday sizes, and a few significant digits in e-notation
// for the far ends of the range a scene file allows (1e-60 to 1e60), which
// fixed decimals would print as 0 or as forty digits.

#include <string>

namespace lab {

/// `value` with `decimals` decimals (0 to 3) when 1e-3 <= |value| < 1e7 or it is 0, else 3 significant digits
/// in e-notation ("5e-21", "1.23e+29"); "inf"/"nan" as printf writes them.
std::string lengthText(double value, int decimals);

/// "a + b = sum >= limit" (or "<" when a + b < limit) with the fewest decimals (0 to 3) at which the numbers shown
/// add up (the rounded terms sum to the rounded sum) and compare as the values do; a, b, limit >= 0. Without
/// `withSum`, "a + b >= limit" with the same numbers (a picture's short label).
std::string sumVersusText(double a, double b, double limit, bool withSum = true);

/// How two shadows on an axis meet, `length` (>= 0) apart or together: "overlap 12.5" or "gap 3.0".
std::string overlapText(bool overlapping, double length);

}  // namespace lab
