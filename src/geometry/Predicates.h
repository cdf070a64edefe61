#pragma once
// Exact signs of the determinants (and, for circles, of squared distances
// against a squared radius) every verdict rests on (Shewchuk,
// "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
// Predicates", 1997): a floating-point estimate with an error bound answers
// almost every call; only when the estimate is too close to zero to trust is
// the determinant summed exactly from the coordinates. Exact for coordinates
// in the range of geometry/Limits.h; no allocation.

#include <algorithm>
#include <cmath>
#include <limits>

#include "geometry/Vec2.h"

namespace geometry {

/// The sign of v: +1, -1, or 0 for zero (and for NaN).
inline int signOf(double v) { return (v > 0.0) - (v < 0.0); }

/// Shewchuk's ccwerrboundA, (3 + 16 eps) eps with eps = 2^-53: the sign of
/// cross(p - q, r - s) estimated in doubles is right when the estimate's size
/// exceeds this times the sum of the sizes of its two products.
inline constexpr double kCrossEstimateErrorBound =
    (3.0 + 16.0 * (std::numeric_limits<double>::epsilon() / 2.0)) * (std::numeric_limits<double>::epsilon() / 2.0);

/// The sign of cross(p - q, r - s) when doubles settle it (+1 or -1), else 0
/// (too close to call: only crossSign's exact sum can tell). No branches, so
/// loops over many edges can ask it of every edge.
inline int crossSignEstimate(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
    const double left = (p.x - q.x) * (r.y - s.y);
    const double right = (p.y - q.y) * (r.x - s.x);
    const double estimate = left - right;
    const double bound = kCrossEstimateErrorBound * (std::fabs(left) + std::fabs(right));
    return static_cast<int>(estimate > bound) - static_cast<int>(-estimate > bound);
}

/// Exact sign (-1, 0, +1) of cross(p - q, r - s): the sign of the difference
/// of the projections of p and q on the normal (r - s).y, -(r - s).x.
int crossSign(Vec2 p, Vec2 q, Vec2 r, Vec2 s);

/// Exact orientation of c against the directed line a -> b: +1 left (counter-clockwise, y up), -1 right, 0 on it.
inline int orientation(Vec2 a, Vec2 b, Vec2 c) { return crossSign(b, a, c, a); }

/// For c collinear with the segment a -> b (orientation(a, b, c) == 0): whether c lies on it, ends included.
inline bool collinearOnSegment(Vec2 a, Vec2 b, Vec2 c) {
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y && c.y <= std::max(a.y, b.y);
}

/// Exact: whether the segment a -> b (a == b allowed) comes within distance
/// `radius` (>= 0) of `centre`, touching counts. Exact for coordinates and
/// radius in the range of geometry/Limits.h.
bool segmentWithinDistance(Vec2 a, Vec2 b, Vec2 centre, double radius);

}  // namespace geometry
