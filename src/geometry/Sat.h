#pragma once
// Separating axis theorem for two convex polygons (the cocos, Egret and
// worked-example SAT articles): two convex shapes are apart exactly when some line separates them, and for
// polygons it is enough to try the normals of their edges. Project both
// shapes on each axis; a gap on any axis proves they are apart. When no axis
// has a gap, the axis with the least overlap gives the minimum translation
// vector (MTV) - which needs unit axes, unlike the plain yes/no test of the
// worked-example SAT article.
// Only valid for convex polygons: split concave ones first (ConvexPieces.h).

#include <cstddef>
#include <span>

#include "geometry/Vec2.h"

namespace geometry {

/// A closed interval [min, max] on an axis.
struct Interval {
    double min = 0.0;
    double max = 0.0;
};

/// The shadow of a polygon on an axis: min and max of dot(vertex, axis).
/// polygon must not be empty; axis need not be unit for a yes/no answer.
Interval project(std::span<const Vec2> polygon, Vec2 axis);

/// True when the intervals share at least one point (touching counts, as in SAT.js).
constexpr bool overlaps(Interval a, Interval b) { return a.min <= b.max && b.min <= a.max; }

/// How far the intervals overlap: > 0 overlapping, 0 touching, < 0 the gap width negated.
constexpr double overlapAmount(Interval a, Interval b) {
    return (a.max < b.max ? a.max : b.max) - (a.min > b.min ? a.min : b.min);
}

/// Unit normal of edge i (vertex i to i+1): the edge turned a quarter clockwise
/// (y up), which points outwards for a counter-clockwise polygon.
Vec2 edgeNormal(std::span<const Vec2> polygon, std::size_t i);

/// edgeNormal before normalising: the edge turned a quarter clockwise, its length the edge's.
Vec2 edgeNormalUnscaled(std::span<const Vec2> polygon, std::size_t i);

/// Which axis decided a SAT query.
struct SatAxis {
    bool fromA = true;      ///< the axis is a normal of polygon a (else of b)
    std::size_t edge = 0;   ///< index of the edge it is the normal of
    Vec2 axis{};            ///< unit axis

    friend bool operator==(const SatAxis&, const SatAxis&) = default;
};

/// Result of a SAT query between convex polygons a and b.
struct SatResult {
    bool hit = false;      ///< true when the polygons overlap or touch
    SatAxis axis{};        ///< hit: the axis of least overlap; miss: the first separating axis found
    double depth = 0.0;    ///< hit: penetration depth >= 0; miss: gap width >= 0 (0 when below rounding)
    Vec2 normal{};         ///< hit: unit direction from a towards b; moving b by normal*depth separates them (the MTV)

    friend bool operator==(const SatResult&, const SatResult&) = default;
};

/// SAT for two convex polygons (>= 3 vertices each, either orientation, no
/// repeated vertices). Touching counts as a hit with depth 0. Hit or miss is
/// exact for coordinates in the range of geometry/Limits.h; depth, axis and normal are rounded.
SatResult satConvex(std::span<const Vec2> a, std::span<const Vec2> b);

/// Yes/no SAT with the early exit on the first separating axis; exact as satConvex's verdict.
bool convexPolygonsOverlap(std::span<const Vec2> a, std::span<const Vec2> b);

}  // namespace geometry
