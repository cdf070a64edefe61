#include "geometry/Sat.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "geometry/Polygon.h"
#include "geometry/Predicates.h"

namespace geometry {

// Clockwise quarter turn (y up): outward for a counter-clockwise polygon.
// Left unnormalised where only a yes/no answer is wanted: a shadow's overlap
// does not depend on the axis's length, and this saves a square root.
Vec2 edgeNormalUnscaled(std::span<const Vec2> polygon, std::size_t i) {
    const Vec2 e = edgeVector(polygon, i);
    return {e.y, -e.x};
}

namespace {

// A shadow is a dot product with a rounded edge normal, so each end is off by
// at most 3 eps (eps = 2^-53) times |x||n.x| + |y||n.y| for its vertex; two
// ends compared are off by at most twice that. 8 eps leaves a margin for the
// rounding of the bound itself.
constexpr double kShadowErrorBound = 4.0 * std::numeric_limits<double>::epsilon();

// Largest |x| and largest |y| over the vertices of both polygons.
Vec2 largestSizes(std::span<const Vec2> a, std::span<const Vec2> b) {
    Vec2 sizes{};
    for (const std::span<const Vec2> polygon : {a, b}) {
        for (const Vec2 v : polygon) sizes = {std::max(sizes.x, std::fabs(v.x)), std::max(sizes.y, std::fabs(v.y))};
    }
    return sizes;
}

// The vertex furthest along the normal of edge from -> to (towards: +1) or
// least far (-1), every comparison exact.
Vec2 extremeAlong(std::span<const Vec2> polygon, Vec2 from, Vec2 to, int towards) {
    Vec2 extreme = polygon.front();
    for (const Vec2 v : polygon.subspan(1)) {
        if (crossSign(v, extreme, to, from) * towards > 0) extreme = v;
    }
    return extreme;
}

// Whether the shadows of a and b on the normal of edge from -> to meet
// (touching counts), decided exactly. The rounded shadows on `unscaled`, that
// normal as computed, decide it whenever they are further from touching than
// their rounding error; only nearer than that is each end found exactly.
bool shadowsMeet(std::span<const Vec2> a, std::span<const Vec2> b, Vec2 from, Vec2 to, Vec2 unscaled, Vec2 sizes,
                 Interval shadowA, Interval shadowB) {
    const double bound = kShadowErrorBound * (sizes.x * std::fabs(unscaled.x) + sizes.y * std::fabs(unscaled.y));
    const double bAfterA = shadowA.max - shadowB.min;  // >= 0 unless b starts after a ends
    const double aAfterB = shadowB.max - shadowA.min;
    if (bAfterA < -bound || aAfterB < -bound) return false;
    if (bAfterA > bound && aAfterB > bound) return true;
    return crossSign(extremeAlong(a, from, to, +1), extremeAlong(b, from, to, -1), to, from) >= 0 &&
           crossSign(extremeAlong(b, from, to, +1), extremeAlong(a, from, to, -1), to, from) >= 0;
}

// One candidate axis: the normal of edge `edge` of a (fromA) or b. On a miss:
// the gap. On a hit: how far b must move along the axis, oriented from a
// towards b by the centres, to clear a. Measuring that push rather than the
// shared length keeps the MTV right when one shadow contains the other (the
// case SAT.js handles separately). Hit or miss is decided exactly, as
// convexPolygonsOverlap does; the unit axis only gives the reported depth or
// gap, which rounding near touching could push below zero, so it is clamped.
SatResult testAxis(std::span<const Vec2> a, std::span<const Vec2> b, Vec2 aToB, bool fromA, std::size_t edge, Vec2 sizes) {
    const std::span<const Vec2> owner = fromA ? a : b;
    const Vec2 from = owner[edge];
    const Vec2 to = owner[(edge + 1) % owner.size()];
    const Vec2 unscaled = edgeNormalUnscaled(owner, edge);
    const double scale = length(unscaled);
    const SatAxis which{fromA, edge, unscaled / scale};
    const bool bAhead = dot(aToB, unscaled) >= 0.0;
    const Vec2 normal = bAhead ? which.axis : -which.axis;
    const Interval shadowA = project(a, unscaled);
    const Interval shadowB = project(b, unscaled);
    if (!shadowsMeet(a, b, from, to, unscaled, sizes, shadowA, shadowB)) {
        return {false, which, std::max(0.0, -overlapAmount(shadowA, shadowB) / scale), normal};
    }
    const double push = bAhead ? shadowA.max - shadowB.min : shadowB.max - shadowA.min;
    return {true, which, std::max(0.0, push / scale), normal};
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
    const Vec2 sizes = largestSizes(a, b);
    SatResult best{true, {}, std::numeric_limits<double>::infinity(), {}};
    for (const bool fromA : {true, false}) {
        const std::span<const Vec2> owner = fromA ? a : b;
        for (std::size_t i = 0; i < owner.size(); ++i) {
            const SatResult r = testAxis(a, b, aToB, fromA, i, sizes);
            if (!r.hit) return r;  // one separating axis proves they are apart
            if (r.depth < best.depth) best = r;
        }
    }
    return best;
}

bool convexPolygonsOverlap(std::span<const Vec2> a, std::span<const Vec2> b) {
    const Vec2 sizes = largestSizes(a, b);
    for (const std::span<const Vec2> owner : {a, b}) {
        for (std::size_t i = 0; i < owner.size(); ++i) {
            const Vec2 from = owner[i];
            const Vec2 to = owner[(i + 1) % owner.size()];
            const Vec2 axis = edgeNormalUnscaled(owner, i);
            if (!shadowsMeet(a, b, from, to, axis, sizes, project(a, axis), project(b, axis))) return false;
        }
    }
    return true;
}

}  // namespace geometry
