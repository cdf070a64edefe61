#include "geometry/PointInPolygon.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "geometry/Predicates.h"

namespace geometry {

namespace {

// How edge a -> b crosses the ray from p towards +x: +1 upwards, -1
// downwards, 0 not at all.
// Half-open rule: the edge straddles the ray's line only when exactly one end
// is strictly above it, so a vertex on the line belongs to the edges above it
// and a horizontal edge on the line never counts.
// Right of p: decided by the exact orientation of p against the edge
// directed upwards (p strictly left of it). Exact, it cannot round a point
// near the edge to the wrong side; ordering the ends lower-then-upper also
// makes two polygons that share an edge, traversing it in opposite
// directions, ask the identical question, so they cannot disagree.
int crossingDirection(Vec2 p, Vec2 a, Vec2 b) {
    const bool aAbove = a.y > p.y;
    const bool bAbove = b.y > p.y;
    if (aAbove == bAbove) return 0;
    const Vec2 lower = aAbove ? b : a;
    const Vec2 upper = aAbove ? a : b;
    if (orientation(lower, upper, p) <= 0) return 0;
    return bAbove ? +1 : -1;
}

// A compare rather than a remainder: the crossing test runs this per edge of
// every candidate, and an integer division costs more than the rest of it.
Vec2 vertexAfter(std::span<const Vec2> polygon, std::size_t i) { return polygon[i + 1 < polygon.size() ? i + 1 : 0]; }

}  // namespace

namespace {

// crossingCount one edge at a time, each edge's side settled exactly.
int crossingCountExactly(Vec2 p, std::span<const Vec2> polygon) {
    int count = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        if (crossingDirection(p, polygon[i], vertexAfter(polygon, i)) != 0) ++count;
    }
    return count;
}

}  // namespace

// Which edges straddle the ray's line is found for a block of up to 64 at
// once, without branches (which ends are above follows no pattern a
// predictor could learn); only those edges - usually two - are then asked
// which side of them p lies on. The side is crossingDirection's exact
// orientation whenever the estimate is sure of it (an upward edge a -> b
// crosses right of p when p is left of it, a downward one when p is right of
// it: orientation(b, a, p) is minus orientation(a, b, p) exactly); if a
// straddling edge is too close to call, the count is taken again edge by
// edge, exactly.
int crossingCount(Vec2 p, std::span<const Vec2> polygon) {
    constexpr std::size_t kBlock = 64;
    const std::size_t n = polygon.size();
    int count = 0;
    for (std::size_t first = 0; first < n; first += kBlock) {
        const std::size_t m = std::min(kBlock, n - first);
        std::uint64_t above = 0;  // bit i: vertex first + i is above the ray's line
        for (std::size_t i = 0; i < m; ++i) above |= static_cast<std::uint64_t>(polygon[first + i].y > p.y) << i;
        const auto closing = static_cast<std::uint64_t>(vertexAfter(polygon, first + m - 1).y > p.y);
        const std::uint64_t endAbove = (above >> 1) | (closing << (m - 1));  // bit i: edge first + i's end is above
        for (std::uint64_t straddling = above ^ endAbove; straddling != 0; straddling &= straddling - 1) {
            const auto i = static_cast<std::size_t>(std::countr_zero(straddling));
            const Vec2 a = polygon[first + i];
            const int side = crossSignEstimate(vertexAfter(polygon, first + i), a, p, a);  // orientation(a, b, p), or 0
            if (side == 0) return crossingCountExactly(p, polygon);
            const int upward = static_cast<int>((endAbove >> i) & 1);
            count += static_cast<int>(side == 2 * upward - 1);
        }
    }
    return count;
}

bool pointInPolygon(Vec2 p, std::span<const Vec2> polygon) { return crossingCount(p, polygon) % 2 == 1; }

int windingNumber(Vec2 p, std::span<const Vec2> polygon) {
    int winding = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        winding += crossingDirection(p, polygon[i], vertexAfter(polygon, i));
    }
    return winding;
}

std::size_t rayCrossings(Vec2 p, std::span<const Vec2> polygon, std::span<RayCrossing> out) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = vertexAfter(polygon, i);
        const int direction = crossingDirection(p, a, b);
        if (direction == 0) continue;
        if (count < out.size()) {
            // Display only: the crossing was already decided without this
            // division, which is what keeps shared edges consistent.
            const double t = (p.y - a.y) / (b.y - a.y);
            out[count] = {i, {a.x + (b.x - a.x) * t, p.y}, direction};
        }
        ++count;
    }
    return count;
}

void inRayOrder(std::span<RayCrossing> crossings) {
    std::sort(crossings.begin(), crossings.end(), [](const RayCrossing& a, const RayCrossing& b) {
        return a.point.x != b.point.x ? a.point.x < b.point.x : a.edge < b.edge;
    });
}

}  // namespace geometry
