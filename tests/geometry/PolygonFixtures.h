#pragma once
// Small polygon helpers shared by the geometry tests.

#include <array>
#include <span>
#include <vector>

#include "geometry/Vec2.h"

namespace fixtures {

using geometry::Vec2;

/// Agreement expected of computed lengths and coordinates near 1 (a few ulps of their arithmetic).
inline constexpr double kTolerance = 1e-12;
/// A gap clearly wider than any rounding, for shapes meant to miss.
inline constexpr double kClearance = 1e-9;

/// The same polygon with its vertices in the opposite order.
inline std::vector<Vec2> reversed(std::span<const Vec2> polygon) { return {polygon.rbegin(), polygon.rend()}; }

/// The axis-aligned square with corner `min` and side `size`, counter-clockwise (y up).
inline std::vector<Vec2> square(Vec2 min, double size) {
    return {min, {min.x + size, min.y}, {min.x + size, min.y + size}, {min.x, min.y + size}};
}

/// The polygon translated by `by`.
inline std::vector<Vec2> moved(std::span<const Vec2> polygon, Vec2 by) {
    std::vector<Vec2> out(polygon.begin(), polygon.end());
    for (Vec2& v : out) v += by;
    return out;
}

/// The polygon as given and reversed: results must not depend on orientation.
inline std::array<std::vector<Vec2>, 2> bothOrientations(std::span<const Vec2> polygon) {
    return {std::vector<Vec2>(polygon.begin(), polygon.end()), reversed(polygon)};
}

}  // namespace fixtures
