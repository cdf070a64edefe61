#pragma once
// Where a segment first meets a polygon's outline: the swept test that a
// moving point needs when one tick's travel is longer than the thinnest part
// of what it may hit. Built on segmentIntersection (CLRS 33.1), edge by edge,
// so crossing and touching are decided by signs, not tolerances.

#include <cstddef>
#include <span>

#include "geometry/Vec2.h"

namespace geometry {

/// Where segment pq first meets a polygon's boundary, going from p towards q.
struct BoundaryCrossing {
    bool crosses = false;  ///< pq shares at least one point with the boundary (touching counts)
    bool touching = false; ///< crosses, and the first point is not a proper crossing of an edge's interior: a vertex, p or q on an edge, or pq running along an edge
    std::size_t edge = 0;  ///< crosses: the edge met first, from vertex edge to vertex edge + 1
    double t = 0.0;        ///< crosses: the first point is p + (q - p) * t, t in [0, 1]; 0 for a degenerate pq
    Vec2 at{};             ///< crosses: that point

    friend bool operator==(const BoundaryCrossing&, const BoundaryCrossing&) = default;
};

/// The first point of closed segment pq, from p, on the boundary of a simple polygon (>= 3 vertices, either orientation); no allocation.
BoundaryCrossing firstBoundaryCrossing(Vec2 p, Vec2 q, std::span<const Vec2> polygon);

}  // namespace geometry
