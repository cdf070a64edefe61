#pragma once
// Whole-polygon measures. A polygon is a span of vertices in order, either
// orientation, implicitly closed (the last vertex joins the first; do not
// repeat the first vertex at the end).

#include <cstddef>
#include <span>

#include "geometry/Vec2.h"

namespace geometry {

/// Shoelace area in square world units: > 0 when the vertices run counter-clockwise (y up),
/// < 0 clockwise, 0 for fewer than 3 vertices or a degenerate polygon.
double signedArea(std::span<const Vec2> polygon);

/// Area centroid of a simple polygon with non-zero area (either orientation).
Vec2 centroid(std::span<const Vec2> polygon);

/// The mean of the vertices (not the area centroid): a cheap point inside a
/// convex polygon, used to orient SAT normals. polygon must not be empty.
Vec2 vertexAverage(std::span<const Vec2> polygon);

/// True when signedArea(polygon) > 0.
bool isCounterClockwise(std::span<const Vec2> polygon);

/// Exact orientation of a simple polygon: +1 counter-clockwise (y up), -1 clockwise, from the turns at
/// its lowest and highest vertices; 0 when they are flat or disagree (then it is not simple).
int simplePolygonOrientation(std::span<const Vec2> polygon);

/// True when every turn has the same sign (collinear vertices allowed) and the
/// polygon winds once: the sign-of-consecutive-cross-products test (from the Egret SAT article),
/// plus a turning check so a pentagram is not called convex. Needs >= 3 vertices.
bool isConvex(std::span<const Vec2> polygon);

/// True when no two edges meet except neighbours at their shared vertex. O(n^2), so callers cap n
/// (geometry/Limits.h). This and the tests below are exact for coordinates in that file's range.
bool isSimple(std::span<const Vec2> polygon);

/// What makes a vertex list unusable as a polygon, for error messages.
enum class PolygonProblem { None, TooFewVertices, NotFinite, RepeatedVertex, ZeroArea, SelfIntersecting };

/// The first problem found in polygon, or None: too few, not finite, repeated,
/// all collinear (ZeroArea), self-intersecting, then zero area.
PolygonProblem findPolygonProblem(std::span<const Vec2> polygon);

/// A short English description of a problem ("fewer than 3 vertices", ...).
const char* describe(PolygonProblem problem);

/// Edge i of a polygon: from vertex i to vertex (i + 1) % n. i < n.
inline Vec2 edgeVector(std::span<const Vec2> polygon, std::size_t i) {
    return polygon[(i + 1) % polygon.size()] - polygon[i];
}

}  // namespace geometry
