#include "geometry/ConvexPieces.h"

#include "geometry/PointInPolygon.h"
#include "geometry/Polygon.h"
#include "geometry/Predicates.h"
#include "geometry/Sat.h"

namespace geometry {

namespace {

// Inclusive: a vertex on the triangle's boundary blocks the ear too, or
// clipping it would leave a zero-area sliver or a diagonal along an edge.
// abc is counter-clockwise.
bool inTriangleInclusive(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
    return orientation(a, b, p) >= 0 && orientation(b, c, p) >= 0 && orientation(c, a, p) >= 0;
}

// The ear test (Meisters' two ears theorem): vertex `at` of the remaining
// counter-clockwise polygon is an ear when it turns left and no other
// remaining vertex lies in its triangle. Only vertices that do not turn left
// need checking: if the triangle held any vertex, it would hold one of those.
bool isEar(std::span<const Vec2> polygon, std::span<const std::size_t> remaining, std::size_t at) {
    const std::size_t n = remaining.size();
    const Vec2 prev = polygon[remaining[(at + n - 1) % n]];
    const Vec2 cur = polygon[remaining[at]];
    const Vec2 next = polygon[remaining[(at + 1) % n]];
    if (orientation(prev, cur, next) <= 0) return false;
    for (std::size_t k = (at + 2) % n; k != (at + n - 1) % n; k = (k + 1) % n) {
        const Vec2 before = polygon[remaining[(k + n - 1) % n]];
        const Vec2 p = polygon[remaining[k]];
        const Vec2 after = polygon[remaining[(k + 1) % n]];
        const bool turnsLeft = orientation(before, p, after) > 0;
        if (!turnsLeft && inTriangleInclusive(p, prev, cur, next)) return false;
    }
    return true;
}

}  // namespace

std::size_t earClip(std::span<const Vec2> polygon, std::span<TriangleIndices> out,
                    std::span<std::size_t> scratch) {
    const std::size_t n = polygon.size();
    if (n < 3 || out.size() < n - 2 || scratch.size() < n) return 0;
    const int turn = simplePolygonOrientation(polygon);
    if (turn == 0) return 0;
    // Work counter-clockwise whatever the input, so "convex" is always a left turn.
    for (std::size_t i = 0; i < n; ++i) scratch[i] = turn > 0 ? i : n - 1 - i;

    std::size_t remaining = n;
    std::size_t written = 0;
    std::size_t at = 0;
    while (remaining > 3) {
        const std::span<std::size_t> ring = scratch.first(remaining);
        // One full lap without an ear means the polygon is not simple: give up
        // rather than loop forever.
        std::size_t tried = 0;
        while (tried < remaining && !isEar(polygon, ring, at)) {
            at = (at + 1) % remaining;
            ++tried;
        }
        if (tried == remaining) return 0;
        out[written++] = {ring[(at + remaining - 1) % remaining], ring[at], ring[(at + 1) % remaining]};
        for (std::size_t k = at; k + 1 < remaining; ++k) ring[k] = ring[k + 1];
        --remaining;
        at %= remaining;  // the next candidate is the clipped vertex's successor
    }
    out[written++] = {scratch[0], scratch[1], scratch[2]};
    return written;
}

bool isStarShapedAbout(Vec2 kernel, std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    if (n < 3) return false;
    const double area = signedArea(polygon);
    if (area == 0.0) return false;
    const int turn = area > 0.0 ? 1 : -1;
    for (std::size_t i = 0; i < n; ++i) {
        // A fan triangle turning the other way (or flat) means the boundary
        // doubles back as seen from the kernel: some part of it is hidden.
        if (orientation(kernel, polygon[i], polygon[(i + 1) % n]) != turn) return false;
    }
    // Every triangle turning the same way still allows going round the kernel
    // twice, as a pentagram does round its centre; the fan then overlaps itself.
    return windingNumber(kernel, polygon) == turn;
}

bool piecesOverlap(std::span<const Vec2> a, std::span<const TriangleIndices> aPieces,
                   std::span<const Vec2> b, std::span<const TriangleIndices> bPieces) {
    return firstMeetingPieces(a, aPieces, b, bPieces).hit;
}

PieceMeeting firstMeetingPieces(std::span<const Vec2> a, std::span<const TriangleIndices> aPieces,
                                std::span<const Vec2> b, std::span<const TriangleIndices> bPieces) {
    PieceMeeting meeting;
    for (std::size_t i = 0; i < aPieces.size(); ++i) {
        const TriangleIndices& ta = aPieces[i];
        const std::array<Vec2, 3> triangleA{a[ta[0]], a[ta[1]], a[ta[2]]};
        for (std::size_t j = 0; j < bPieces.size(); ++j) {
            const TriangleIndices& tb = bPieces[j];
            const std::array<Vec2, 3> triangleB{b[tb[0]], b[tb[1]], b[tb[2]]};
            ++meeting.pairsTested;
            // The yes/no test first: it skips the square roots of the MTV
            // for the many pairs that miss. satConvex decides hit or miss
            // exactly as it does, so the two agree.
            if (!convexPolygonsOverlap(triangleA, triangleB)) continue;
            meeting = {true, i, j, satConvex(triangleA, triangleB), meeting.pairsTested};
            return meeting;
        }
    }
    return meeting;
}

}  // namespace geometry
