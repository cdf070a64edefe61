#pragma once
// Circles: the bounding circles of the shoot-'em-up article's "radius
// method" and circle vs convex polygon. The Egret SAT article tests a circle
// only on the polygon's edge normals; that misses the case where the circle sits off a corner, diagonally: the
// correct SAT also tries the axis from the circle's centre to the polygon's
// nearest vertex. Both are here, the loose one named as such.

#include <span>

#include "geometry/Sat.h"
#include "geometry/Vec2.h"

namespace geometry {

/// A disc: centre and radius (radius >= 0), world units.
struct Circle {
    Vec2 centre{};
    double radius = 0.0;
};

/// True when the discs share a point (touching counts).
constexpr bool overlaps(const Circle& a, const Circle& b) {
    const Vec2 d = b.centre - a.centre;
    const double r = a.radius + b.radius;
    return dot(d, d) <= r * r;
}

/// The smallest circle centred at `centre` that holds every vertex
/// (the radius method: cheap, rotation-proof, looser than a box for long shapes).
Circle boundingCircleAbout(Vec2 centre, std::span<const Vec2> points);

/// Projection of a circle on a unit axis: [dot(c, axis) - r, dot(c, axis) + r].
Interval project(const Circle& circle, Vec2 unitAxis);

/// Exact: whether the disc and the simple polygon (either orientation) share
/// a point, touching counts, for coordinates and radius in the range of
/// geometry/Limits.h.
bool touches(const Circle& circle, std::span<const Vec2> simplePolygon);

/// Circle vs convex polygon by SAT, including the axis towards the nearest
/// vertex. hit is exact (as touches); touching counts. normal points from
/// the polygon towards the circle; depth, axis and normal are rounded.
SatResult circleVsConvex(const Circle& circle, std::span<const Vec2> convexPolygon);

/// The Egret SAT article's loose version: tests the polygon's edge normals only, so it says
/// "hit" for a circle just off a corner. Kept to be shown wrong in the lab.
bool circleVsConvexEdgeNormalsOnly(const Circle& circle, std::span<const Vec2> convexPolygon);

}  // namespace geometry
