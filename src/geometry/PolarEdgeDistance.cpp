#include "geometry/PolarEdgeDistance.h"

#include <cstddef>
#include <limits>

namespace geometry {

double edgeDistance(std::span<const Vec2, 3> triangle, Vec2 centre, Vec2 direction) {
    // Ray centre + t * direction against each edge p + s * (q - p): crossing
    // both sides of the equation with the other direction solves for t and s
    // (Cramer's rule in 2D). The nearest hit ahead is where the ray leaves.
    double nearest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < 3; ++i) {
        const Vec2 p = triangle[i];
        const Vec2 edge = triangle[(i + 1) % 3] - p;
        const double denominator = cross(direction, edge);
        if (denominator == 0.0) continue;  // parallel: no single meeting point
        const Vec2 toEdge = p - centre;
        const double t = cross(toEdge, edge) / denominator;
        const double s = cross(toEdge, direction) / denominator;
        if (t >= 0.0 && s >= 0.0 && s <= 1.0 && t < nearest) nearest = t;
    }
    // Only a centre outside the triangle can miss every edge; it reaches nothing.
    return nearest == std::numeric_limits<double>::infinity() ? 0.0 : nearest;
}

Vec2 triangleCentre(std::span<const Vec2, 3> triangle) {
    return (triangle[0] + triangle[1] + triangle[2]) / 3.0;
}

PolarReach polarReach(std::span<const Vec2, 3> a, std::span<const Vec2, 3> b) {
    PolarReach r;
    r.centreA = triangleCentre(a);
    r.centreB = triangleCentre(b);
    const Vec2 d = r.centreB - r.centreA;
    r.distance = length(d);
    r.hit = true;  // same centre: both contain it
    if (r.distance == 0.0) return r;
    const Vec2 u = d / r.distance;
    // The approximation itself: each triangle's reach only along the line of centres.
    r.reachA = edgeDistance(a, r.centreA, u);
    r.reachB = edgeDistance(b, r.centreB, -u);
    r.hit = r.reachA + r.reachB >= r.distance;
    return r;
}

bool polarTrianglesCollide(std::span<const Vec2, 3> a, std::span<const Vec2, 3> b) { return polarReach(a, b).hit; }

}  // namespace geometry
