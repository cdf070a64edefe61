#include "geometry/Polygon.h"

#include <algorithm>

namespace geometry {

namespace {

int signOf(double v) { return (v > 0.0) - (v < 0.0); }

// Turn at vertex i: cross of the edge arriving there and the edge leaving it.
double turnAt(std::span<const Vec2> polygon, std::size_t i) {
    const std::size_t n = polygon.size();
    return cross(edgeVector(polygon, (i + n - 1) % n), edgeVector(polygon, i));
}

// The Egret SAT article's test: every nonzero turn has the same sign. Collinear vertices
// are allowed, doubling back along the same line is not, and at least one
// turn must be nonzero (else there is no area).
bool turnsOneWay(std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    int turnSign = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double turn = turnAt(polygon, i);
        if (turn == 0.0) {
            if (dot(edgeVector(polygon, (i + n - 1) % n), edgeVector(polygon, i)) < 0.0) return false;
            continue;
        }
        if (turnSign != 0 && signOf(turn) != turnSign) return false;
        turnSign = signOf(turn);
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

// Orientation of c relative to the directed line a -> b (+1 left, -1 right, 0 on it).
int orientation(Vec2 a, Vec2 b, Vec2 c) { return signOf(cross(b - a, c - a)); }

// For c collinear with segment ab: is it within the segment's bounding box?
bool withinBox(Vec2 a, Vec2 b, Vec2 c) {
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
           c.y <= std::max(a.y, b.y);
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
    return (o1 == 0 && withinBox(a, b, c)) || (o2 == 0 && withinBox(a, b, d)) ||
           (o3 == 0 && withinBox(c, d, a)) || (o4 == 0 && withinBox(c, d, b));
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

bool isConvex(std::span<const Vec2> polygon) {
    return polygon.size() >= 3 && turnsOneWay(polygon) && edgeXSignChanges(polygon) == 2;
}

bool isSimple(std::span<const Vec2> polygon) {
    const std::size_t n = polygon.size();
    if (n < 3) return false;
    for (std::size_t i = 0; i < n; ++i) {
        // Neighbours share a vertex; they share more only when the second
        // doubles back along the first (or one of them has zero length).
        const Vec2 in = edgeVector(polygon, (i + n - 1) % n);
        const Vec2 out = edgeVector(polygon, i);
        if (cross(in, out) == 0.0 && dot(in, out) <= 0.0) return false;
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
    // Exactly collinear vertices can still leave a rounding residue in the
    // area, so test collinearity directly too (polygon[1] != polygon[0] here).
    bool allCollinear = true;
    for (std::size_t i = 2; i < n; ++i) {
        if (cross(polygon[1] - polygon[0], polygon[i] - polygon[0]) != 0.0) allCollinear = false;
    }
    if (allCollinear) return PolygonProblem::ZeroArea;
    // Crossing before area: a symmetric bowtie's two halves cancel to zero
    // area, but what is wrong with it is that it crosses itself.
    if (!isSimple(polygon)) return PolygonProblem::SelfIntersecting;
    if (signedArea(polygon) == 0.0) return PolygonProblem::ZeroArea;
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
