#pragma once
// Exact signs of the determinants (and, for circles, of squared distances
// against a squared radius) every verdict rests on (Shewchuk,
// "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
// Predicates", 1997): a floating-point estimate with an error bound answers
// almost every call; only when the estimate is too close to zero to trust is
// the determinant summed exactly from the coordinates. Exact for coordinates
// in the range of geometry/Limits.h; no allocation.

#include "geometry/Vec2.h"

namespace geometry {

/// Exact sign (-1, 0, +1) of cross(p - q, r - s): the sign of the difference
/// of the projections of p and q on the normal (r - s).y, -(r - s).x.
int crossSign(Vec2 p, Vec2 q, Vec2 r, Vec2 s);

/// Exact orientation of c against the directed line a -> b: +1 left (counter-clockwise, y up), -1 right, 0 on it.
inline int orientation(Vec2 a, Vec2 b, Vec2 c) { return crossSign(b, a, c, a); }

/// Exact: whether the segment a -> b (a == b allowed) comes within distance
/// `radius` (>= 0) of `centre`, touching counts. Exact for coordinates and
/// radius in the range of geometry/Limits.h.
bool segmentWithinDistance(Vec2 a, Vec2 b, Vec2 centre, double radius);

}  // namespace geometry
