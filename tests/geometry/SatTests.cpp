#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "geometry/Sat.h"
#include "PolygonFixtures.h"

using geometry::SatResult;
using geometry::Vec2;

using fixtures::reversed;
using fixtures::square;
using fixtures::moved;
using fixtures::bothOrientations;

namespace {

using fixtures::kTolerance;
// A nudge beyond the MTV: moving by exactly depth leaves the shapes touching,
// which counts as a hit.
using fixtures::kClearance;

}  // namespace

TEST_CASE("project gives the interval of dot products") {
    const auto sq = square({1.0, 2.0}, 3.0);
    const geometry::Interval x = geometry::project(sq, {1.0, 0.0});
    CHECK(x.min == 1.0);
    CHECK(x.max == 4.0);
    const geometry::Interval diagonal = geometry::project(sq, {1.0, 1.0});
    CHECK(diagonal.min == 3.0);
    CHECK(diagonal.max == 9.0);
}

TEST_CASE("intervals overlap when they share a point, and overlapAmount is signed") {
    CHECK(geometry::overlaps({0.0, 2.0}, {1.0, 3.0}));
    CHECK(geometry::overlaps({0.0, 2.0}, {2.0, 3.0}));
    CHECK_FALSE(geometry::overlaps({0.0, 2.0}, {2.5, 3.0}));
    CHECK(geometry::overlapAmount({0.0, 2.0}, {1.0, 3.0}) == 1.0);
    CHECK(geometry::overlapAmount({0.0, 2.0}, {2.0, 3.0}) == 0.0);
    CHECK(geometry::overlapAmount({0.0, 2.0}, {2.5, 3.0}) == -0.5);
    CHECK(geometry::overlapAmount({0.0, 10.0}, {2.0, 3.0}) == 1.0);  // containment: the shorter length
}

TEST_CASE("edgeNormal is the unit outward normal of a counter-clockwise polygon") {
    const auto sq = square({0.0, 0.0}, 5.0);
    CHECK(geometry::edgeNormal(sq, 0) == Vec2{0.0, -1.0});
    CHECK(geometry::edgeNormal(sq, 1) == Vec2{1.0, 0.0});
    CHECK(geometry::edgeNormal(sq, 2) == Vec2{0.0, 1.0});
    CHECK(geometry::edgeNormal(sq, 3) == Vec2{-1.0, 0.0});
    const std::array<Vec2, 3> triangle{{{0.0, 0.0}, {4.0, 0.0}, {0.0, 3.0}}};
    const Vec2 n = geometry::edgeNormal(triangle, 1);  // edge (4,0)->(0,3)
    CHECK(n.x == doctest::Approx(0.6).epsilon(kTolerance));
    CHECK(n.y == doctest::Approx(0.8).epsilon(kTolerance));
}

TEST_CASE("the worked-example SAT article's squares: A and B collide, A and C do not") {
    const auto a = square({0.0, 0.0}, 50.0);
    const auto b = square({25.0, 25.0}, 50.0);
    const auto c = square({100.0, 100.0}, 50.0);
    for (const auto& pa : bothOrientations(a)) {
        for (const auto& pb : bothOrientations(b)) {
            CHECK(geometry::convexPolygonsOverlap(pa, pb));
            const SatResult r = geometry::satConvex(pa, pb);
            CHECK(r.hit);
            CHECK(r.depth == doctest::Approx(25.0).epsilon(kTolerance));
        }
        for (const auto& pc : bothOrientations(c)) {
            CHECK_FALSE(geometry::convexPolygonsOverlap(pa, pc));
            const SatResult r = geometry::satConvex(pa, pc);
            CHECK_FALSE(r.hit);
            CHECK(r.depth == doctest::Approx(50.0).epsilon(kTolerance));
        }
    }
}

TEST_CASE("squares touching along an edge or at a corner hit with depth 0") {
    const auto a = square({0.0, 0.0}, 10.0);
    for (const Vec2 offset : {Vec2{10.0, 3.0}, Vec2{-10.0, 0.0}, Vec2{2.0, 10.0}, Vec2{10.0, 10.0}}) {
        const auto b = moved(a, offset);
        CHECK(geometry::convexPolygonsOverlap(a, b));
        const SatResult r = geometry::satConvex(a, b);
        CHECK(r.hit);
        CHECK(r.depth == 0.0);
    }
}

TEST_CASE("the MTV of two squares offset by (40, 10) is depth 10 along +x, and it separates them") {
    const auto a = square({0.0, 0.0}, 50.0);
    const auto b = square({40.0, 10.0}, 50.0);
    for (const auto& pa : bothOrientations(a)) {
        for (const auto& pb : bothOrientations(b)) {
            const SatResult r = geometry::satConvex(pa, pb);
            REQUIRE(r.hit);
            CHECK(r.depth == doctest::Approx(10.0).epsilon(kTolerance));
            CHECK(r.normal.x == doctest::Approx(1.0).epsilon(kTolerance));
            CHECK(std::abs(r.normal.y) <= kTolerance);
            CHECK(geometry::length(r.axis.axis) == doctest::Approx(1.0).epsilon(kTolerance));

            const auto separated = moved(pb, r.normal * (r.depth + kClearance));
            CHECK_FALSE(geometry::convexPolygonsOverlap(pa, separated));
            const auto justTouching = moved(pb, r.normal * r.depth);
            CHECK(geometry::convexPolygonsOverlap(pa, justTouching));
        }
    }
}

TEST_CASE("the MTV points from a towards b whichever side b is on") {
    const auto a = square({0.0, 0.0}, 50.0);
    const auto b = square({-40.0, 10.0}, 50.0);  // b to the left of a
    const SatResult r = geometry::satConvex(a, b);
    REQUIRE(r.hit);
    CHECK(r.normal.x == doctest::Approx(-1.0).epsilon(kTolerance));
    CHECK(r.depth == doctest::Approx(10.0).epsilon(kTolerance));
    CHECK_FALSE(geometry::convexPolygonsOverlap(a, moved(b, r.normal * (r.depth + kClearance))));
}

TEST_CASE("the MTV separates a small shape contained in a big one") {
    // On every axis the small shadow lies inside the big one; the MTV must be
    // the full push out, not the small shape's width.
    const auto big = square({0.0, 0.0}, 100.0);
    const auto small = square({70.0, 45.0}, 10.0);
    const SatResult r = geometry::satConvex(big, small);
    REQUIRE(r.hit);
    CHECK(r.normal.x == doctest::Approx(1.0).epsilon(kTolerance));
    CHECK(r.depth == doctest::Approx(30.0).epsilon(kTolerance));
    CHECK_FALSE(geometry::convexPolygonsOverlap(big, moved(small, r.normal * (r.depth + kClearance))));
}

TEST_CASE("SAT on triangles: overlapping, touching at a vertex, and apart across a slanted edge") {
    const std::vector<Vec2> a{{0.0, 0.0}, {4.0, 0.0}, {0.0, 4.0}};
    for (const auto& pa : bothOrientations(a)) {
        SUBCASE("overlapping") {
            const std::vector<Vec2> b{{1.0, 1.0}, {5.0, 1.0}, {5.0, 5.0}};
            for (const auto& pb : bothOrientations(b)) {
                const SatResult r = geometry::satConvex(pa, pb);
                REQUIRE(r.hit);
                CHECK(r.depth > 0.0);
                CHECK(geometry::convexPolygonsOverlap(pa, pb));
                CHECK_FALSE(geometry::convexPolygonsOverlap(pa, moved(pb, r.normal * (r.depth + kClearance))));
            }
        }
        SUBCASE("a vertex touching the hypotenuse") {
            const std::vector<Vec2> b{{2.0, 2.0}, {5.0, 3.0}, {3.0, 5.0}};
            for (const auto& pb : bothOrientations(b)) {
                CHECK(geometry::convexPolygonsOverlap(pa, pb));
                CHECK(geometry::satConvex(pa, pb).hit);
                CHECK(geometry::satConvex(pa, pb).depth == doctest::Approx(0.0));
            }
        }
        SUBCASE("apart across the hypotenuse, though their boxes overlap") {
            const std::vector<Vec2> b{{2.5, 2.5}, {5.0, 3.0}, {3.0, 5.0}};
            for (const auto& pb : bothOrientations(b)) {
                CHECK_FALSE(geometry::convexPolygonsOverlap(pa, pb));
                const SatResult r = geometry::satConvex(pa, pb);
                CHECK_FALSE(r.hit);
                CHECK(r.axis.fromA);  // the hypotenuse's normal is the first one that separates
                CHECK(r.axis.edge == (pa[0] == a[0] ? 1u : 0u));
                CHECK(r.depth == doctest::Approx(1.0 / std::sqrt(2.0)).epsilon(kTolerance));
            }
        }
    }
}

TEST_CASE("a miss reports a separating axis whose gap is real") {
    const std::vector<Vec2> a{{0.0, 0.0}, {3.0, -1.0}, {4.0, 2.0}, {1.0, 3.0}};
    const std::vector<Vec2> b{{6.0, 1.0}, {9.0, 0.0}, {8.0, 4.0}};
    for (const auto& pa : bothOrientations(a)) {
        for (const auto& pb : bothOrientations(b)) {
            const SatResult r = geometry::satConvex(pa, pb);
            REQUIRE_FALSE(r.hit);
            CHECK(r.depth > 0.0);
            CHECK(geometry::length(r.axis.axis) == doctest::Approx(1.0).epsilon(kTolerance));
            const geometry::Interval sa = geometry::project(pa, r.axis.axis);
            const geometry::Interval sb = geometry::project(pb, r.axis.axis);
            CHECK_FALSE(geometry::overlaps(sa, sb));
            CHECK(r.depth == doctest::Approx(std::max(sb.min - sa.max, sa.min - sb.max)).epsilon(kTolerance));
            // The axis is an edge normal of the polygon it names.
            const auto& owner = r.axis.fromA ? pa : pb;
            CHECK(r.axis.axis == geometry::edgeNormal(owner, r.axis.edge));
        }
    }
}

TEST_CASE("convexPolygonsOverlap agrees with satConvex on a sweep of positions") {
    const std::vector<Vec2> a{{0.0, 0.0}, {6.0, 1.0}, {4.0, 5.0}, {-1.0, 3.0}};
    const std::vector<Vec2> b{{0.0, 0.0}, {2.0, -1.0}, {3.0, 2.0}};
    int hits = 0;
    for (int i = -20; i <= 20; ++i) {
        for (int j = -20; j <= 20; ++j) {
            const auto pb = moved(b, {0.5 * i, 0.5 * j});
            const bool quick = geometry::convexPolygonsOverlap(a, pb);
            CHECK(quick == geometry::satConvex(a, pb).hit);
            hits += quick ? 1 : 0;
        }
    }
    CHECK(hits > 0);
    CHECK(hits < 41 * 41);
}

TEST_CASE("polygons touching along a slanted edge are a hit, with depth 0, not a tiny gap") {
    // Found by random testing: normalising the axis before projecting rounded
    // the shadows apart by 4.4e-16. (1, -6) lies exactly on edge 0 of a.
    const std::array<geometry::Vec2, 6> a = {{{-3, -2}, {3, -8}, {5, -7}, {5, 6}, {4, 8}, {0, 8}}};
    const std::array<geometry::Vec2, 4> b = {{{-10, -1}, {-7, -6}, {-5, -7}, {1, -6}}};
    const geometry::SatResult r = geometry::satConvex(a, b);
    CHECK(r.hit);
    CHECK(geometry::convexPolygonsOverlap(a, b));
    CHECK(r.depth >= 0.0);
}
