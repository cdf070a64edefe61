// Fuzz target (a property): on exact inputs (small integer coordinates, so
// every product the tests take is exact) geometry's answers agree with each
// other, asked through `geom`'s public entry point (lab::answerQuery):
//
//   - SAT and the general polygon overlap test give the same verdict on two convex polygons;
//   - both are symmetric, and blind to orientation and starting vertex;
//   - a vertex of one polygon that point-in-polygon puts inside the other means the two overlap;
//   - a simple (possibly concave) polygon that overlaps a convex one means its convex hull does too.
//
// The bytes give two sets of points with coordinates -8..7; polygon A and B
// are their convex hulls, C is A's points sorted by angle (often concave).
// A query geom refuses (not simple, too few vertices) is skipped.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "FuzzCheck.h"
#include "lab/geom/GeomQueries.h"

namespace {

struct Point {
    long x = 0;
    long y = 0;
    friend bool operator==(const Point&, const Point&) = default;
    friend bool operator<(const Point& a, const Point& b) { return a.x != b.x ? a.x < b.x : a.y < b.y; }
};
using Polygon = std::vector<Point>;

long cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Andrew's monotone chain, counter-clockwise, no collinear vertices.
Polygon convexHull(Polygon points) {
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3) return {};
    Polygon hull(2 * points.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
        hull[k++] = points[i];
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull.size() >= 3 ? hull : Polygon{};
}

// The points in order of angle about (0,0) (exact: by half-plane, then cross product).
Polygon sortedByAngle(Polygon points) {
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    const auto half = [](Point p) { return p.y < 0 || (p.y == 0 && p.x < 0) ? 1 : 0; };
    std::sort(points.begin(), points.end(), [&](Point a, Point b) {
        if (half(a) != half(b)) return half(a) < half(b);
        return cross({0, 0}, a, b) > 0;
    });
    return points;
}

std::string text(const Polygon& polygon) {
    std::string s;
    for (const Point& p : polygon) s.append(" ").append(std::to_string(p.x)).append(" ").append(std::to_string(p.y));
    return s;
}

// The first word of geom's answer ("hit", "miss", "inside", "outside"), or nullopt when geom refuses the query.
std::optional<std::string> ask(const std::string& query) {
    const base::Result<std::string> answer = lab::answerQuery(query, false);
    if (!answer) return std::nullopt;
    return answer->substr(0, answer->find(' '));
}

std::optional<bool> hit(const char* test, const Polygon& a, const Polygon& b) {
    std::string query(test);
    query.append(text(a)).append(" |").append(text(b));
    const std::optional<std::string> verdict = ask(query);
    if (!verdict) return std::nullopt;
    fuzz::require(*verdict == "hit" || *verdict == "miss", "a two-polygon query answers hit or miss");
    return *verdict == "hit";
}

// Whether pip puts `p` inside `polygon` (nullopt when geom refuses the polygon).
std::optional<bool> inside(Point p, const Polygon& polygon) {
    std::string query("pip");
    query.append(text({p})).append(" |").append(text(polygon));
    const std::optional<std::string> verdict = ask(query);
    if (!verdict) return std::nullopt;
    fuzz::require(*verdict == "inside" || *verdict == "outside", "pip answers inside or outside");
    return *verdict == "inside";
}

bool anyVertexInside(const Polygon& of, const Polygon& in) {
    return std::any_of(of.begin(), of.end(), [&](Point p) {
        const std::optional<bool> in_ = inside(p, in);
        fuzz::require(in_.has_value(), "pip answers for a convex hull");
        return *in_;
    });
}

void checkConvexPair(const Polygon& a, const Polygon& b) {
    const std::optional<bool> sat = hit("sat", a, b);
    const std::optional<bool> overlap = hit("overlap", a, b);
    fuzz::require(sat.has_value() && overlap.has_value(), "sat and overlap answer for two convex hulls");
    fuzz::require(*sat == *overlap, "sat and overlap agree on convex polygons");
    fuzz::require(hit("sat", b, a) == sat && hit("overlap", b, a) == overlap, "sat and overlap are symmetric");
    Polygon turned(a.rbegin(), a.rend());
    std::rotate(turned.begin(), turned.begin() + 1, turned.end());
    fuzz::require(hit("sat", turned, b) == sat && hit("overlap", turned, b) == overlap, "orientation and starting vertex do not matter");
    if (anyVertexInside(a, b) || anyVertexInside(b, a)) fuzz::require(*sat, "a vertex inside the other polygon means they overlap");
}

void checkSimpleAgainstConvex(const Polygon& c, const Polygon& hullOfC, const Polygon& b) {
    const std::optional<bool> overlap = hit("overlap", c, b);
    if (!overlap) return;  // not simple: geom refuses it
    fuzz::require(hit("overlap", b, c) == overlap, "overlap is symmetric for a concave polygon");
    if (*overlap) fuzz::require(hit("sat", hullOfC, b) == true, "what overlaps a polygon overlaps its convex hull");
    for (const Point& p : b) {
        if (inside(p, c) == true) fuzz::require(*overlap, "a vertex inside a concave polygon means they overlap");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const std::size_t countA = 3 + data[0] % 6;
    if (size < 1 + countA) return 0;
    Polygon pointsA, pointsB;
    const auto point = [](std::uint8_t byte) { return Point{(byte & 15) - 8, (byte >> 4) - 8}; };
    for (std::size_t i = 1; i <= countA; ++i) pointsA.push_back(point(data[i]));
    for (std::size_t i = 1 + countA; i < size && pointsB.size() < 8; ++i) pointsB.push_back(point(data[i]));
    const Polygon a = convexHull(pointsA);
    const Polygon b = convexHull(pointsB);
    if (a.empty() || b.empty()) return 0;
    checkConvexPair(a, b);
    const Polygon c = sortedByAngle(pointsA);
    if (c.size() >= 3) checkSimpleAgainstConvex(c, a, b);
    return 0;
}
