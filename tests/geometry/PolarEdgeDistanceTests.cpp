#include <doctest/doctest.h>

#include <array>
#include <cmath>

#include "geometry/PointInPolygon.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/Sat.h"
#include "geometry/PolygonFixtures.h"

using geometry::Vec2;
using Triangle = std::array<Vec2, 3>;

namespace {

using fixtures::kTolerance;

Triangle moved(const Triangle& t, Vec2 by) { return {t[0] + by, t[1] + by, t[2] + by}; }
Triangle reversed(const Triangle& t) { return {t[2], t[1], t[0]}; }

}  // namespace

TEST_CASE("triangleCentre is the vertex average") {
    const Triangle t{{{0.0, 0.0}, {6.0, 0.0}, {0.0, 3.0}}};
    CHECK(geometry::triangleCentre(t) == Vec2{2.0, 1.0});
}

TEST_CASE("edgeDistance is the distance along the ray to where it leaves the triangle") {
    const Triangle t{{{-3.0, -3.0}, {3.0, -3.0}, {0.0, 6.0}}};
    for (const Triangle& triangle : {t, reversed(t)}) {
        CHECK(geometry::edgeDistance(triangle, {0.0, 0.0}, {0.0, -1.0}) == doctest::Approx(3.0).epsilon(kTolerance));
        CHECK(geometry::edgeDistance(triangle, {0.0, 0.0}, {0.0, 1.0}) == doctest::Approx(6.0).epsilon(kTolerance));
        // Along +x the right side x = 3 - (y + 3) / 3 is met at y = 0: x = 2.
        CHECK(geometry::edgeDistance(triangle, {0.0, 0.0}, {1.0, 0.0}) == doctest::Approx(2.0).epsilon(kTolerance));
        // Through a vertex: the two edges there agree.
        const Vec2 toCorner = geometry::normalized(Vec2{3.0, -3.0});
        CHECK(geometry::edgeDistance(triangle, {0.0, 0.0}, toCorner) ==
              doctest::Approx(3.0 * std::sqrt(2.0)).epsilon(kTolerance));
    }
}

TEST_CASE("polar and SAT agree on a clear hit along the line of centres") {
    const Triangle a{{{0.0, 0.0}, {4.0, 0.0}, {2.0, 3.0}}};
    const Triangle b = moved(a, {2.0, 0.5});
    for (const Triangle& tb : {b, reversed(b)}) {
        CHECK(geometry::polarTrianglesCollide(a, tb));
        CHECK(geometry::convexPolygonsOverlap(a, tb));
    }
}

TEST_CASE("polar and SAT agree on a clear miss") {
    const Triangle a{{{0.0, 0.0}, {4.0, 0.0}, {2.0, 3.0}}};
    const Triangle b = moved(a, {6.0, 1.0});
    CHECK_FALSE(geometry::polarTrianglesCollide(a, b));
    CHECK_FALSE(geometry::convexPolygonsOverlap(a, b));
}

TEST_CASE("triangles with the same centre collide by the polar method") {
    const Triangle a{{{0.0, 0.0}, {3.0, 0.0}, {0.0, 3.0}}};
    const Triangle b{{{2.0, 2.0}, {-1.0, 2.0}, {2.0, -1.0}}};
    REQUIRE(geometry::triangleCentre(a) == geometry::triangleCentre(b));
    CHECK(geometry::polarTrianglesCollide(a, b));
}

TEST_CASE("polar says miss where SAT says hit: triangles overlapping at corners off the line of centres") {
    // Found by a search over small integer triangles. a's top corner (5, 5)
    // pokes into b's thin sliver; the line joining the centres passes well
    // below that corner, so the polar method never looks there.
    const Triangle a{{{0.0, 0.0}, {5.0, 0.0}, {5.0, 5.0}}};
    const Triangle b{{{6.0, 4.0}, {1.0, 5.0}, {1.0, 4.0}}};
    const Vec2 witness{4.5, 4.2};  // a point inside both: they really overlap
    REQUIRE(geometry::pointInPolygon(witness, a));
    REQUIRE(geometry::pointInPolygon(witness, b));

    CHECK(geometry::convexPolygonsOverlap(a, b));
    const geometry::SatResult sat = geometry::satConvex(a, b);
    CHECK(sat.hit);
    CHECK(sat.depth > 0.0);
    CHECK_FALSE(geometry::polarTrianglesCollide(a, b));
    CHECK_FALSE(geometry::polarTrianglesCollide(b, a));

    // The polar sum falls short of the centre distance.
    const Vec2 ca = geometry::triangleCentre(a);
    const Vec2 cb = geometry::triangleCentre(b);
    const double distance = geometry::length(cb - ca);
    const Vec2 u = (cb - ca) / distance;
    CHECK(geometry::edgeDistance(a, ca, u) + geometry::edgeDistance(b, cb, -u) < distance);
}

TEST_CASE("polarReach gives both centres, both reaches along the centre line, the centre distance and the verdict") {
    // Centres (0,0) and (10,0); A reaches 2 towards +x (x = 3 - (y + 3) / 3 at y = 0),
    // B (A turned upside down) reaches 2 towards -x as well: 4 < 10, a miss.
    const Triangle a{{{-3.0, -3.0}, {3.0, -3.0}, {0.0, 6.0}}};
    const Triangle b{{{7.0, 3.0}, {13.0, 3.0}, {10.0, -6.0}}};
    const geometry::PolarReach r = geometry::polarReach(a, b);
    CHECK(r.centreA == Vec2{0.0, 0.0});
    CHECK(r.centreB == Vec2{10.0, 0.0});
    CHECK(r.distance == doctest::Approx(10.0).epsilon(kTolerance));
    CHECK(r.reachA == doctest::Approx(2.0).epsilon(kTolerance));
    CHECK(r.reachB == doctest::Approx(2.0).epsilon(kTolerance));
    CHECK_FALSE(r.hit);
    CHECK(r.hit == geometry::polarTrianglesCollide(a, b));
}

TEST_CASE("polarReach calls reaches that add up to the centre distance a hit, and the same centre a hit with no reach") {
    const Triangle a{{{-3.0, -3.0}, {3.0, -3.0}, {0.0, 6.0}}};
    // Moved 4 along x: A reaches 2 to its right side, the copy 2 to its left side; 2 + 2 = 4, exactly.
    const geometry::PolarReach r = geometry::polarReach(a, moved(a, {4.0, 0.0}));
    CHECK(r.distance == 4.0);
    CHECK(r.reachA == 2.0);
    CHECK(r.reachB == 2.0);
    CHECK(r.hit);
    const geometry::PolarReach same = geometry::polarReach(a, reversed(a));
    CHECK(same.distance == 0.0);
    CHECK(same.reachA == 0.0);
    CHECK(same.reachB == 0.0);
    CHECK(same.hit);
}
