#include "geometry/Sat.h"

#include <algorithm>
#include <limits>

#include "geometry/Polygon.h"

namespace geometry {

// Clockwise quarter turn (y up): outward for a counter-clockwise polygon.
// Left unnormalised where only a yes/no answer is wanted: a shadow's overlap
// does not depend on the axis's length, and this saves a square root.
Vec2 edgeNormalUnscaled(std::span<const Vec2> polygon, std::size_t i) {
    const Vec2 e = edgeVector(polygon, i);
    return {e.y, -e.x};
}

namespace {

// One candidate axis. On a miss: the gap. On a hit: how far b must move along
// the axis, oriented from a towards b by the centres, to clear a. Measuring
// that push rather than the shared length keeps the MTV right when one
// shadow contains the other (the case SAT.js handles separately).
// Hit or miss is decided on the unnormalised normal, exactly as
// convexPolygonsOverlap does: normalising first rounds the shadows, which can
// open a gap of 1e-16 between polygons that touch along a slanted edge. The
// length is divided out only for the reported depth or gap.
SatResult testAxis(std::span<const Vec2> a, std::span<const Vec2> b, Vec2 aToB, bool fromA, std::size_t edge, Vec2 unscaled) {
    const Interval shadowA = project(a, unscaled);
    const Interval shadowB = project(b, unscaled);
    const double scale = length(unscaled);
    const SatAxis which{fromA, edge, unscaled / scale};
    const bool bAhead = dot(aToB, unscaled) >= 0.0;
    const Vec2 normal = bAhead ? which.axis : -which.axis;
    if (!overlaps(shadowA, shadowB)) return {false, which, -overlapAmount(shadowA, shadowB) / scale, normal};
    const double push = bAhead ? shadowA.max - shadowB.min : shadowB.max - shadowA.min;
    return {true, which, push / scale, normal};
}

}  // namespace

Interval project(std::span<const Vec2> polygon, Vec2 axis) {
    Interval shadow{dot(polygon.front(), axis), dot(polygon.front(), axis)};
    for (const Vec2 v : polygon.subspan(1)) {
        const double d = dot(v, axis);
        shadow.min = std::min(shadow.min, d);
        shadow.max = std::max(shadow.max, d);
    }
    return shadow;
}

Vec2 edgeNormal(std::span<const Vec2> polygon, std::size_t i) {
    return normalized(edgeNormalUnscaled(polygon, i));
}

SatResult satConvex(std::span<const Vec2> a, std::span<const Vec2> b) {
    const Vec2 aToB = vertexAverage(b) - vertexAverage(a);
    SatResult best{true, {}, std::numeric_limits<double>::infinity(), {}};
    for (const bool fromA : {true, false}) {
        const std::span<const Vec2> owner = fromA ? a : b;
        for (std::size_t i = 0; i < owner.size(); ++i) {
            const SatResult r = testAxis(a, b, aToB, fromA, i, edgeNormalUnscaled(owner, i));
            if (!r.hit) return r;  // one separating axis proves they are apart
            if (r.depth < best.depth) best = r;
        }
    }
    return best;
}

bool convexPolygonsOverlap(std::span<const Vec2> a, std::span<const Vec2> b) {
    for (const std::span<const Vec2> owner : {a, b}) {
        for (std::size_t i = 0; i < owner.size(); ++i) {
            const Vec2 axis = edgeNormalUnscaled(owner, i);
            if (!overlaps(project(a, axis), project(b, axis))) return false;
        }
    }
    return true;
}

}  // namespace geometry
