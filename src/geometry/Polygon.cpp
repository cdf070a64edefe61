#include "geometry/Polygon.h"

#include <algorithm>

#include "geometry/Predicates.h"

namespace geometry {

namespace {

// Turn at vertex i, exactly: +1 left, -1 right, 0 straight on or back.
int turnAt(std::span<const Vec2> polygon, std::size_t i) {
    const std::size_t n = polygon.size();
    return orientation(polygon[(i + n - 1) % n], polygon[i], polygon[(i + 1) % n]);
}

// For a, b, c on one line: > 0 when b -> c goes on the way a -> b went, < 0
// when it goes back, 0 when either edge is empty. Signs of differences are
// exact, and on one line the x and the y steps agree in direction.
int directionAgreement(Vec2 a, Vec2 b, Vec2 c) {
    const auto step = [](double from, double to) { return (to > from) - (to < from); };
    return step(a.x, b.x) * step(b.x, c.x) + step(a.y, b.y) * step(b.y, c.y);
}

// The Egret SAT article's test: every nonzero turn has the same sign. Collinear vertices
// are allowed, doubling back along the same line is not, and at least one
// turn must be nonzero (else there is no area).
bool turnsOneWay(std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    int turnSign = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int turn = turnAt(polygon, i);
        if (turn == 0) {
            if (directionAgreement(polygon[(i + n - 1) % n], polygon[i], polygon[(i + 1) % n]) < 0) return false;
            continue;
        }
        if (turnSign != 0 && turn != turnSign) return false;
        turnSign = turn;
    }
    return turnSign != 0;
}

// Total turning, without angles: when every turn goes the same way and each
// is under a half turn, the x component of the edge direction changes sign
// twice per full turn. A convex polygon gives 2; a pentagram, which turns
// twice, gives 4. Edges with dx == 0 are skipped: the sign resumes after them.
int edgeXSignChanges(std::span<const Vec2> polygon) {
    int changes = 0;
    int firstSign = 0;
    int lastSign = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const int s = signOf(edgeVector(polygon, i).x);
        if (s == 0) continue;
        if (firstSign == 0) firstSign = s;
        if (lastSign != 0 && s != lastSign) ++changes;
        lastSign = s;
    }
    return lastSign != firstSign ? changes + 1 : changes;  // close the loop
}

// Closed segments ab and cd share a point: the classic orientation test
// (CLRS 33.1), where a zero orientation means "touching" and is settled by the
// bounding-box check, so collinear overlaps and T-junctions count.
bool segmentsMeet(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const int o1 = orientation(a, b, c);
    const int o2 = orientation(a, b, d);
    const int o3 = orientation(c, d, a);
    const int o4 = orientation(c, d, b);
    if (o1 * o2 < 0 && o3 * o4 < 0) return true;
    return (o1 == 0 && collinearOnSegment(a, b, c)) || (o2 == 0 && collinearOnSegment(a, b, d)) ||
           (o3 == 0 && collinearOnSegment(c, d, a)) || (o4 == 0 && collinearOnSegment(c, d, b));
}

}  // namespace

double signedArea(std::span<const Vec2> polygon) {
    if (polygon.size() < 3) return 0.0;
    // Shoelace formula taken about the first vertex: the same area (the sum is
    // translation-invariant) but without the cancellation of large coordinates.
    const Vec2 origin = polygon[0];
    double twiceArea = 0.0;
    for (std::size_t i = 1; i + 1 < polygon.size(); ++i) {
        twiceArea += cross(polygon[i] - origin, polygon[i + 1] - origin);
    }
    return 0.5 * twiceArea;
}

Vec2 centroid(std::span<const Vec2> polygon) {
    // Fan of triangles from the first vertex: each contributes its own
    // centroid weighted by its signed area, so the orientation cancels out.
    const Vec2 origin = polygon[0];
    double twiceArea = 0.0;
    Vec2 weighted{};
    for (std::size_t i = 1; i + 1 < polygon.size(); ++i) {
        const Vec2 a = polygon[i] - origin;
        const Vec2 b = polygon[i + 1] - origin;
        const double w = cross(a, b);
        twiceArea += w;
        weighted += (a + b) * w;
    }
    if (twiceArea == 0.0) {
        // Outside the contract (no area); the vertex average is better than NaN.
        Vec2 sum{};
        for (const Vec2 v : polygon) sum += v;
        return sum / static_cast<double>(polygon.size());
    }
    // Triangle centroid (0 + a + b) / 3, weighted by area w / 2, divided by
    // the total area twiceArea / 2.
    return origin + weighted / (3.0 * twiceArea);
}

Vec2 vertexAverage(std::span<const Vec2> polygon) {
    Vec2 sum{};
    for (const Vec2 v : polygon) sum += v;
    return sum / static_cast<double>(polygon.size());
}

bool isCounterClockwise(std::span<const Vec2> polygon) { return signedArea(polygon) > 0.0; }

// The lowest vertex (leftmost of the lowest) and the highest (rightmost of
// the highest) are on the convex hull, so a simple polygon turns there the
// way it winds overall; a figure eight turns one way at one, the other at the other.
int simplePolygonOrientation(std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    if (n < 3) return 0;
    std::size_t lowest = 0;
    std::size_t highest = 0;
    for (std::size_t i = 1; i < n; ++i) {
        const Vec2 v = polygon[i];
        if (v.y < polygon[lowest].y || (v.y == polygon[lowest].y && v.x < polygon[lowest].x)) lowest = i;
        if (v.y > polygon[highest].y || (v.y == polygon[highest].y && v.x > polygon[highest].x)) highest = i;
    }
    const int turn = turnAt(polygon, lowest);
    return turn == turnAt(polygon, highest) ? turn : 0;
}

bool isConvex(std::span<const Vec2> polygon) {
    return polygon.size() >= 3 && turnsOneWay(polygon) && edgeXSignChanges(polygon) == 2;
}

bool isSimple(std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    if (n < 3) return false;
    for (std::size_t i = 0; i < n; ++i) {
        // Neighbours share a vertex; they share more only when the second
        // doubles back along the first (or one of them has zero length).
        if (turnAt(polygon, i) == 0 && directionAgreement(polygon[(i + n - 1) % n], polygon[i], polygon[(i + 1) % n]) <= 0) {
            return false;
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[(i + 1) % n];
        // Edges i and j are neighbours when j == i + 1, or when i == 0 and j == n - 1.
        for (std::size_t j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1) continue;
            if (segmentsMeet(a, b, polygon[j], polygon[(j + 1) % n])) return false;
        }
    }
    return true;
}

PolygonProblem findPolygonProblem(std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    if (n < 3) return PolygonProblem::TooFewVertices;
    for (const Vec2 v : polygon) {
        if (!isFinite(v)) return PolygonProblem::NotFinite;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (polygon[i] == polygon[(i + 1) % n]) return PolygonProblem::RepeatedVertex;
    }
    // Collinearity is decided exactly (polygon[1] != polygon[0] here); the
    // shoelace sum could round a thin polygon's area to zero or a line's away from it.
    bool allCollinear = true;
    for (std::size_t i = 2; i < n; ++i) {
        if (orientation(polygon[0], polygon[1], polygon[i]) != 0) allCollinear = false;
    }
    if (allCollinear) return PolygonProblem::ZeroArea;
    // Crossing before area: a symmetric bowtie's two halves cancel to zero
    // area, but what is wrong with it is that it crosses itself. A simple
    // polygon whose vertices are not all on one line has area.
    if (!isSimple(polygon)) return PolygonProblem::SelfIntersecting;
    return PolygonProblem::None;
}

const char* describe(PolygonProblem problem) {
    switch (problem) {
        case PolygonProblem::None: return "no problem";
        case PolygonProblem::TooFewVertices: return "fewer than 3 vertices";
        case PolygonProblem::NotFinite: return "a coordinate is not finite (NaN or infinity)";
        case PolygonProblem::RepeatedVertex: return "two consecutive vertices are equal";
        case PolygonProblem::ZeroArea: return "the polygon has zero area (its vertices are collinear)";
        case PolygonProblem::SelfIntersecting: return "two edges cross or touch (the polygon is not simple)";
    }
    return "unknown problem";
}

}  // namespace geometry
