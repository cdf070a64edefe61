#include "geometry/SegmentPolygon.h"

#include <algorithm>

#include "geometry/SegmentIntersection.h"

namespace geometry {

namespace {

// How far along pq (0 at p, 1 at q) the point x on the segment lies; 0 when pq is a point.
double parameterOf(Vec2 p, Vec2 q, Vec2 x) {
    const double span = lengthSquared(q - p);
    return span > 0.0 ? std::clamp(dot(x - p, q - p) / span, 0.0, 1.0) : 0.0;
}

// Where pq first meets edge rs, as a parameter along pq, or a negative value when they do not meet.
// segmentIntersection gives one shared point; when pq runs along rs the first is the nearest of p, r, s on both.
BoundaryCrossing meetEdge(Vec2 p, Vec2 q, Vec2 r, Vec2 s, std::size_t edge) {
    const SegmentIntersection m = segmentIntersection(p, q, r, s);
    if (!m.meet) return {};
    BoundaryCrossing c{true, m.touching, edge, parameterOf(p, q, m.at), m.at};
    const bool collinear = cross(q - p, r - p) == 0.0 && cross(q - p, s - p) == 0.0;
    if (!collinear) return c;
    for (const Vec2 end : {p, r, s}) {
        if (!segmentIntersection(end, end, r, s).meet || !segmentIntersection(end, end, p, q).meet) continue;
        const double t = parameterOf(p, q, end);
        if (t < c.t) c = {true, true, edge, t, end};
    }
    return c;
}

}  // namespace

BoundaryCrossing firstBoundaryCrossing(Vec2 p, Vec2 q, std::span<const Vec2> polygon) {
    BoundaryCrossing first{};
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const BoundaryCrossing c = meetEdge(p, q, polygon[i], polygon[(i + 1) % n], i);
        if (c.crosses && (!first.crosses || c.t < first.t)) first = c;
    }
    return first;
}

}  // namespace geometry
