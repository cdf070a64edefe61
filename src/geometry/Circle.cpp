#include "geometry/Circle.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "geometry/PointInPolygon.h"
#include "geometry/Polygon.h"
#include "geometry/Predicates.h"

namespace geometry {

namespace {

// Whether a circle (centre projected to `centre`, radius `radius`) reaches a
// polygon's shadow on an unnormalised axis, whose length L scales both: each
// side compares the centre's distance d past the shadow with r L by squares,
// a centre not past that side (d <= 0) meeting it whatever the radius.
bool reaches(Interval polygonShadow, double centre, double radius, Vec2 unscaled) {
    const double reachSquared = radius * radius * lengthSquared(unscaled);
    const auto within = [reachSquared](double d) { return d <= 0.0 || d * d <= reachSquared; };
    return within(centre - polygonShadow.max) && within(polygonShadow.min - centre);
}

// As in Sat.cpp, with the polygon as "a" and the circle as "b": on a miss the
// gap, on a hit how far the circle must move along the axis (oriented from
// the polygon towards the circle) to clear the polygon. Hit or miss is decided
// on the unnormalised axis, as Sat.cpp does: normalising rounds the shadows,
// which can open a gap of 1e-13 where a circle touches a slanted edge. The
// unit axis gives only the reported gap or depth (never below 0).
SatResult testAxis(std::span<const Vec2> polygon, const Circle& circle, Vec2 polygonToCircle, bool fromPolygon,
                   std::size_t index, Vec2 unscaled) {
    const SatAxis which{fromPolygon, index, normalized(unscaled)};
    const Interval shadowP = project(polygon, which.axis);
    const Interval shadowC = project(circle, which.axis);
    const bool circleAhead = dot(polygonToCircle, which.axis) >= 0.0;
    const Vec2 normal = circleAhead ? which.axis : -which.axis;
    if (!reaches(project(polygon, unscaled), dot(circle.centre, unscaled), circle.radius, unscaled)) {
        return {false, which, std::max(0.0, -overlapAmount(shadowP, shadowC)), normal};
    }
    const double push = circleAhead ? shadowP.max - shadowC.min : shadowC.max - shadowP.min;
    return {true, which, std::max(0.0, push), normal};
}

std::size_t nearestVertex(Vec2 p, std::span<const Vec2> polygon) {
    std::size_t nearest = 0;
    for (std::size_t i = 1; i < polygon.size(); ++i) {
        if (lengthSquared(polygon[i] - p) < lengthSquared(polygon[nearest] - p)) nearest = i;
    }
    return nearest;
}

}  // namespace

Circle boundingCircleAbout(Vec2 centre, std::span<const Vec2> points) {
    // Compare squared distances; one square root at the end.
    double radiusSquared = 0.0;
    for (const Vec2 p : points) radiusSquared = std::max(radiusSquared, lengthSquared(p - centre));
    return {centre, std::sqrt(radiusSquared)};
}

Interval project(const Circle& circle, Vec2 unitAxis) {
    const double c = dot(circle.centre, unitAxis);
    return {c - circle.radius, c + circle.radius};
}

namespace {

// The SAT search in floating point: the axes tried, the figures reported.
SatResult circleVsConvexOnAxes(const Circle& circle, std::span<const Vec2> convexPolygon) {
    const Vec2 polygonToCircle = circle.centre - vertexAverage(convexPolygon);
    SatResult best{true, {}, std::numeric_limits<double>::infinity(), {}};
    for (std::size_t i = 0; i < convexPolygon.size(); ++i) {
        const SatResult r = testAxis(convexPolygon, circle, polygonToCircle, true, i, edgeNormalUnscaled(convexPolygon, i));
        if (!r.hit) return r;
        if (r.depth < best.depth) best = r;
    }
    // A circle has no edges, so its one candidate axis is the line from its
    // centre to the polygon's nearest vertex: off a corner (in the vertex's
    // Voronoi region) the closest feature is that vertex, not an edge, and no
    // edge normal can separate the two. Reported as b's axis, `edge` naming
    // the vertex.
    const std::size_t v = nearestVertex(circle.centre, convexPolygon);
    const Vec2 vertexToCentre = circle.centre - convexPolygon[v];
    if (vertexToCentre == Vec2{}) return best;  // no direction, and they touch anyway
    const SatResult r = testAxis(convexPolygon, circle, polygonToCircle, false, v, vertexToCentre);
    if (!r.hit) return r;
    return r.depth < best.depth ? r : best;
}

}  // namespace

bool touches(const Circle& circle, std::span<const Vec2> simplePolygon) {
    if (pointInPolygon(circle.centre, simplePolygon)) return true;
    for (std::size_t i = 0; i < simplePolygon.size(); ++i) {
        const Vec2 next = simplePolygon[(i + 1) % simplePolygon.size()];
        if (segmentWithinDistance(simplePolygon[i], next, circle.centre, circle.radius)) return true;
    }
    return false;
}

SatResult circleVsConvex(const Circle& circle, std::span<const Vec2> convexPolygon) {
    // The axes decide in floating point, so where the circle touches (or
    // all but touches) the polygon they can disagree with the exact verdict;
    // then the exact one stands and the gap or depth, rounded anyway, is 0.
    SatResult result = circleVsConvexOnAxes(circle, convexPolygon);
    const bool hit = touches(circle, convexPolygon);
    if (hit != result.hit) result = {hit, result.axis, 0.0, result.normal};
    return result;
}

bool circleVsConvexEdgeNormalsOnly(const Circle& circle, std::span<const Vec2> convexPolygon) {
    for (std::size_t i = 0; i < convexPolygon.size(); ++i) {
        const Vec2 axis = edgeNormal(convexPolygon, i);
        if (!overlaps(project(convexPolygon, axis), project(circle, axis))) return false;
    }
    return true;  // wrong near corners: the vertex axis was never tried
}

}  // namespace geometry
