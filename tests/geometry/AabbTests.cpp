#include <doctest/doctest.h>

#include <array>

#include "geometry/Aabb.h"

using geometry::Aabb;
using geometry::Vec2;

TEST_CASE("boxes that share area overlap, in either order") {
    const Aabb a{{0.0, 0.0}, {10.0, 10.0}};
    const Aabb b{{5.0, 5.0}, {15.0, 15.0}};
    CHECK(geometry::overlaps(a, b));
    CHECK(geometry::overlaps(b, a));
}

TEST_CASE("a box inside another overlaps it") {
    const Aabb outer{{0.0, 0.0}, {10.0, 10.0}};
    const Aabb inner{{2.0, 3.0}, {4.0, 5.0}};
    CHECK(geometry::overlaps(outer, inner));
    CHECK(geometry::overlaps(inner, outer));
}

TEST_CASE("boxes touching along an edge or at a corner count as overlapping") {
    const Aabb a{{0.0, 0.0}, {10.0, 10.0}};
    CHECK(geometry::overlaps(a, Aabb{{10.0, 2.0}, {20.0, 8.0}}));    // right edge
    CHECK(geometry::overlaps(a, Aabb{{2.0, -5.0}, {8.0, 0.0}}));     // bottom edge
    CHECK(geometry::overlaps(a, Aabb{{10.0, 10.0}, {12.0, 12.0}}));  // corner
    CHECK(geometry::overlaps(a, Aabb{{-3.0, 10.0}, {0.0, 13.0}}));   // opposite corner
}

TEST_CASE("boxes apart on x only or on y only do not overlap") {
    const Aabb a{{0.0, 0.0}, {10.0, 10.0}};
    SUBCASE("gap on x, shadows on y overlap") {
        const Aabb b{{10.5, 2.0}, {20.0, 8.0}};
        CHECK_FALSE(geometry::overlaps(a, b));
        CHECK_FALSE(geometry::overlaps(b, a));
    }
    SUBCASE("gap on y, shadows on x overlap") {
        const Aabb b{{2.0, -8.0}, {8.0, -0.001}};
        CHECK_FALSE(geometry::overlaps(a, b));
        CHECK_FALSE(geometry::overlaps(b, a));
    }
}

TEST_CASE("contains includes the boundary and nothing beyond") {
    const Aabb box{{-1.0, -2.0}, {3.0, 4.0}};
    CHECK(geometry::contains(box, {0.0, 0.0}));
    CHECK(geometry::contains(box, {-1.0, -2.0}));
    CHECK(geometry::contains(box, {3.0, 0.0}));
    CHECK_FALSE(geometry::contains(box, {3.000001, 0.0}));
    CHECK_FALSE(geometry::contains(box, {0.0, -2.000001}));
}

TEST_CASE("boxAround spans centre minus and plus the half-extents") {
    const Aabb box = geometry::boxAround({5.0, -1.0}, {2.0, 3.0});
    CHECK(box.min == Vec2{3.0, -4.0});
    CHECK(box.max == Vec2{7.0, 2.0});
}

TEST_CASE("boundsOf is the smallest box around the points") {
    SUBCASE("several points, extremes on different points") {
        const std::array<Vec2, 4> points{{{1.0, 5.0}, {-2.0, 3.0}, {4.0, -7.0}, {0.0, 9.0}}};
        const Aabb box = geometry::boundsOf(points);
        CHECK(box.min == Vec2{-2.0, -7.0});
        CHECK(box.max == Vec2{4.0, 9.0});
        for (const Vec2 p : points) CHECK(geometry::contains(box, p));
    }
    SUBCASE("a single point gives a zero-size box") {
        const std::array<Vec2, 1> points{{{3.5, -1.5}}};
        const Aabb box = geometry::boundsOf(points);
        CHECK(box.min == Vec2{3.5, -1.5});
        CHECK(box.max == Vec2{3.5, -1.5});
    }
}
