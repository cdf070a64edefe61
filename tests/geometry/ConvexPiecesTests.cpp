#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <numbers>
#include <vector>

#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/Polygon.h"
#include "geometry/Rotation.h"
#include "PolygonFixtures.h"

using geometry::TriangleIndices;
using geometry::Vec2;

using fixtures::reversed;
using fixtures::moved;
using fixtures::bothOrientations;

namespace {

constexpr double kAreaTolerance = 1e-9;

// A lumpy asteroid: radius varies with the angle but every vertex is visible
// from the centre.
std::vector<Vec2> asteroid(Vec2 centre, double radius, std::size_t n) {
    std::vector<Vec2> v;
    for (std::size_t i = 0; i < n; ++i) {
        const double angle = 2.0 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(n);
        const double r = radius * (0.7 + 0.3 * static_cast<double>((i * 7) % 5) / 4.0);
        v.push_back(centre + r * geometry::directionFromAngle(angle));
    }
    return v;
}

// A U open at the top: the notch is [2, 4] x [2, 6].
const std::vector<Vec2> kU{{0.0, 0.0}, {6.0, 0.0}, {6.0, 6.0}, {4.0, 6.0},
                           {4.0, 2.0}, {2.0, 2.0}, {2.0, 6.0}, {0.0, 6.0}};

struct Clipped {
    std::vector<TriangleIndices> triangles;
    std::size_t count = 0;
};

Clipped clip(std::span<const Vec2> polygon) {
    Clipped result;
    result.triangles.resize(polygon.size() - 2);
    std::vector<std::size_t> scratch(polygon.size());
    result.count = geometry::earClip(polygon, result.triangles, scratch);
    return result;
}

double triangleArea(std::span<const Vec2> polygon, const TriangleIndices& t) {
    const std::array<Vec2, 3> corners{polygon[t[0]], polygon[t[1]], polygon[t[2]]};
    return geometry::signedArea(corners);
}

// The checks every ear clipping must pass: n - 2 counter-clockwise triangles
// made of the polygon's own vertices, whose areas add up to the polygon's.
void checkTriangulation(std::span<const Vec2> polygon) {
    const Clipped c = clip(polygon);
    REQUIRE(c.count == polygon.size() - 2);
    double total = 0.0;
    for (std::size_t k = 0; k < c.count; ++k) {
        const TriangleIndices& t = c.triangles[k];
        for (const std::size_t index : t) REQUIRE(index < polygon.size());
        const double area = triangleArea(polygon, t);
        CHECK(area > 0.0);
        total += area;
        // Its centroid lies inside the polygon: no triangle covers a notch.
        const Vec2 mid = (polygon[t[0]] + polygon[t[1]] + polygon[t[2]]) / 3.0;
        CHECK(geometry::pointInPolygon(mid, polygon));
    }
    CHECK(total == doctest::Approx(std::abs(geometry::signedArea(polygon))).epsilon(kAreaTolerance));
}

}  // namespace

TEST_CASE("earClip splits a convex polygon into n - 2 counter-clockwise triangles, either orientation") {
    const std::vector<Vec2> hexagon = asteroid({0.0, 0.0}, 1.0, 6);
    const std::vector<Vec2> square{{0.0, 0.0}, {2.0, 0.0}, {2.0, 2.0}, {0.0, 2.0}};
    for (const auto& polygon : bothOrientations(square)) checkTriangulation(polygon);
    for (const auto& polygon : bothOrientations(hexagon)) checkTriangulation(polygon);
    const std::vector<Vec2> triangle{{0.0, 0.0}, {0.0, 1.0}, {1.0, 0.0}};  // clockwise
    const Clipped c = clip(triangle);
    REQUIRE(c.count == 1);
    CHECK(triangleArea(triangle, c.triangles[0]) > 0.0);
}

TEST_CASE("earClip splits concave polygons, either orientation") {
    SUBCASE("a U") {
        for (const auto& polygon : bothOrientations(kU)) checkTriangulation(polygon);
    }
    SUBCASE("an arrow head") {
        const std::vector<Vec2> arrow{{0.0, 0.0}, {3.0, 1.0}, {0.0, 2.0}, {1.0, 1.0}};
        for (const auto& polygon : bothOrientations(arrow)) checkTriangulation(polygon);
    }
    SUBCASE("a comb with many reflex vertices") {
        // Five teeth on a base; each gap between teeth has two reflex corners.
        std::vector<Vec2> comb{{0.0, 0.0}, {10.0, 0.0}};
        for (int k = 4; k >= 0; --k) {
            const double x = 2.0 * k;
            for (const Vec2 v : {Vec2{x + 2.0, 5.0}, Vec2{x + 1.0, 5.0}, Vec2{x + 1.0, 1.0}, Vec2{x, 1.0}}) {
                comb.push_back(v);
            }
        }
        REQUIRE(geometry::isSimple(comb));
        for (const auto& polygon : bothOrientations(comb)) checkTriangulation(polygon);
    }
    SUBCASE("a lumpy asteroid") {
        for (const auto& polygon : bothOrientations(asteroid({5.0, -3.0}, 20.0, 13))) checkTriangulation(polygon);
    }
}

TEST_CASE("earClip handles collinear vertices without a zero-area triangle") {
    // Midpoints on the sides; a triangle whose base has extra collinear
    // vertices is where a careless clipper leaves a flat sliver last.
    const std::vector<Vec2> square{{0.0, 0.0}, {1.0, 0.0}, {2.0, 0.0}, {2.0, 1.0},
                                   {2.0, 2.0}, {1.0, 2.0}, {0.0, 2.0}, {0.0, 1.0}};
    const std::vector<Vec2> triangle{{0.0, 0.0}, {1.0, 0.0}, {2.0, 0.0}, {3.0, 0.0}, {1.5, 2.0}};
    for (const auto& polygon : bothOrientations(square)) checkTriangulation(polygon);
    for (const auto& polygon : bothOrientations(triangle)) checkTriangulation(polygon);
}

TEST_CASE("earClip gives up on a bowtie instead of hanging, and on inputs with no room") {
    const std::vector<Vec2> bowtie{{0.0, 0.0}, {4.0, 2.0}, {4.0, 0.0}, {0.0, 1.0}};
    const Clipped c = clip(bowtie);
    CHECK(c.count <= 2);  // 0 when stuck; must return either way
    const std::vector<Vec2> symmetricBowtie{{0.0, 0.0}, {2.0, 2.0}, {2.0, 0.0}, {0.0, 2.0}};
    CHECK(clip(symmetricBowtie).count == 0);

    std::array<TriangleIndices, 1> tooFew{};
    std::array<std::size_t, 4> scratch{};
    CHECK(geometry::earClip(kU, tooFew, scratch) == 0);
}

TEST_CASE("isStarShapedAbout accepts an asteroid about its centre") {
    const Vec2 centre{40.0, -7.0};
    for (const auto& polygon : bothOrientations(asteroid(centre, 15.0, 11))) {
        CHECK(geometry::isStarShapedAbout(centre, polygon));
        CHECK(geometry::isStarShapedAbout(centre + Vec2{1.0, 1.0}, polygon));
    }
}

TEST_CASE("isStarShapedAbout rejects a point outside, on a vertex, or with a vertex hidden from it") {
    const Vec2 centre{0.0, 0.0};
    const auto rock = asteroid(centre, 15.0, 11);
    CHECK_FALSE(geometry::isStarShapedAbout({40.0, 0.0}, rock));
    CHECK_FALSE(geometry::isStarShapedAbout(rock[3], rock));
    // From inside the U's left arm, the right arm's vertices are hidden.
    CHECK_FALSE(geometry::isStarShapedAbout({1.0, 4.0}, kU));
    // An arrow head is concave but star-shaped about points near its middle;
    // from its lower barb the upper one is hidden behind the notch.
    const std::vector<Vec2> arrow{{0.0, 0.0}, {3.0, 1.0}, {0.0, 2.0}, {1.0, 1.0}};
    for (const auto& polygon : bothOrientations(arrow)) {
        CHECK(geometry::isStarShapedAbout({1.5, 1.0}, polygon));
        CHECK_FALSE(geometry::isStarShapedAbout({0.3, 0.2}, polygon));
        CHECK(geometry::pointInPolygon({0.3, 0.2}, polygon));  // inside, yet not a kernel point
    }
}

TEST_CASE("isStarShapedAbout rejects a pentagram about its centre, which it winds round twice") {
    std::array<Vec2, 5> star{};
    for (std::size_t i = 0; i < 5; ++i) {
        star[i] = 10.0 * geometry::directionFromAngle(4.0 * std::numbers::pi * static_cast<double>(i) / 5.0);
    }
    CHECK_FALSE(geometry::isStarShapedAbout({0.0, 0.0}, star));
}

TEST_CASE("piecesOverlap finds a small polygon contained in a large concave one") {
    // The small square sits in the U's base, touching no edge.
    const std::vector<Vec2> small{{2.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {2.5, 1.5}};
    const Clipped u = clip(kU);
    const Clipped s = clip(small);
    REQUIRE(u.count == kU.size() - 2);
    REQUIRE(s.count == 2);
    CHECK(geometry::piecesOverlap(kU, u.triangles, small, s.triangles));
    CHECK(geometry::piecesOverlap(small, s.triangles, kU, u.triangles));
}

TEST_CASE("piecesOverlap rejects a shape sitting in a concave notch without touching") {
    // Inside the U's bounding box and its convex hull, but in the notch.
    const std::vector<Vec2> inNotch{{2.5, 3.0}, {3.5, 3.0}, {3.5, 5.5}, {2.5, 5.5}};
    const Clipped u = clip(kU);
    const Clipped n = clip(inNotch);
    REQUIRE(u.count == kU.size() - 2);
    CHECK_FALSE(geometry::piecesOverlap(kU, u.triangles, inNotch, n.triangles));
    // Lowered onto the notch's floor it touches, which counts.
    const auto onFloor = moved(inNotch, {0.0, -1.0});
    CHECK(geometry::piecesOverlap(kU, u.triangles, onFloor, n.triangles));
}

TEST_CASE("piecesOverlap works with fan triangles about an asteroid's centre") {
    const Vec2 centreA{0.0, 0.0};
    const auto a = asteroid(centreA, 10.0, 9);
    REQUIRE(geometry::isStarShapedAbout(centreA, a));
    // Fan about the centre: the centre is appended as vertex n.
    std::vector<Vec2> withCentre = a;
    withCentre.push_back(centreA);
    std::vector<TriangleIndices> fan;
    for (std::size_t i = 0; i < a.size(); ++i) fan.push_back({a.size(), i, (i + 1) % a.size()});
    const auto b = moved(a, {5.0, 0.0});  // its centre is inside a
    const Clipped bPieces = clip(b);
    CHECK(geometry::piecesOverlap(withCentre, fan, b, bPieces.triangles));
    const auto far = moved(a, {25.0, 0.0});  // beyond twice the largest radius
    const Clipped farPieces = clip(far);
    CHECK_FALSE(geometry::piecesOverlap(withCentre, fan, far, farPieces.triangles));
}

TEST_CASE("firstMeetingPieces names the first pair of pieces that meet, how many pairs it tried, and their SAT result") {
    // A is the square (0,0)-(4,4) cut along its diagonal, upper-left piece
    // first; B is a small square cut the same way, off A's right side. Only
    // A's lower-right piece reaches B: pair (1, 0) is the third one tried.
    const std::vector<Vec2> a{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    const std::vector<TriangleIndices> aPieces{{0, 2, 3}, {0, 1, 2}};
    const std::vector<Vec2> b{{3.5, 0.5}, {5.5, 0.5}, {5.5, 2.5}, {3.5, 2.5}};
    const std::vector<TriangleIndices> bPieces{{0, 1, 2}, {0, 2, 3}};
    const geometry::PieceMeeting m = geometry::firstMeetingPieces(a, aPieces, b, bPieces);
    CHECK(m.hit);
    CHECK(m.pieceA == 1);
    CHECK(m.pieceB == 0);
    CHECK(m.pairsTested == 3);
    // The least push is along A's piece's edge 1 (x = 4): 4 - 3.5.
    CHECK(m.sat.hit);
    CHECK(m.sat.depth == 0.5);
    CHECK(m.sat.axis.fromA);
    CHECK(m.sat.axis.edge == 1);
    CHECK(m.sat.normal == Vec2{1, 0});
    CHECK(geometry::piecesOverlap(a, aPieces, b, bPieces));
}

TEST_CASE("firstMeetingPieces on polygons apart has tried every pair and found none") {
    const std::vector<Vec2> a{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    const std::vector<TriangleIndices> aPieces{{0, 2, 3}, {0, 1, 2}};
    const auto b = moved(a, {10.0, 0.0});
    const geometry::PieceMeeting m = geometry::firstMeetingPieces(a, aPieces, b, aPieces);
    CHECK_FALSE(m.hit);
    CHECK(m.pairsTested == 4);
    CHECK_FALSE(geometry::piecesOverlap(a, aPieces, b, aPieces));
}
