#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "geometry/Vec2.h"

using geometry::Vec2;

TEST_CASE("vector arithmetic works component by component") {
    const Vec2 a{1.0, 2.0};
    const Vec2 b{-3.0, 0.5};
    CHECK(a + b == Vec2{-2.0, 2.5});
    CHECK(a - b == Vec2{4.0, 1.5});
    CHECK(-a == Vec2{-1.0, -2.0});
    CHECK(a * 2.0 == Vec2{2.0, 4.0});
    CHECK(2.0 * a == Vec2{2.0, 4.0});
    CHECK(b / 0.5 == Vec2{-6.0, 1.0});
    Vec2 c = a;
    c += b;
    CHECK(c == Vec2{-2.0, 2.5});
    c -= b;
    CHECK(c == a);
    c *= 3.0;
    CHECK(c == Vec2{3.0, 6.0});
}

TEST_CASE("dot and cross give cosine and sine of the angle between vectors") {
    CHECK(geometry::dot({1.0, 0.0}, {0.0, 1.0}) == 0.0);
    CHECK(geometry::dot({2.0, 3.0}, {4.0, -1.0}) == 5.0);
    // Counter-clockwise (y up) from the first to the second is positive.
    CHECK(geometry::cross({1.0, 0.0}, {0.0, 1.0}) == 1.0);
    CHECK(geometry::cross({0.0, 1.0}, {1.0, 0.0}) == -1.0);
    CHECK(geometry::cross({2.0, 4.0}, {1.0, 2.0}) == 0.0);
}

TEST_CASE("perp turns a quarter counter-clockwise and keeps the length") {
    const Vec2 v{3.0, 4.0};
    CHECK(geometry::perp(v) == Vec2{-4.0, 3.0});
    CHECK(geometry::dot(v, geometry::perp(v)) == 0.0);
    CHECK(geometry::cross(v, geometry::perp(v)) > 0.0);
    CHECK(geometry::length(geometry::perp(v)) == 5.0);
}

TEST_CASE("normalized gives length one and leaves the zero vector at zero") {
    constexpr double kTolerance = 1e-15;
    const Vec2 n = geometry::normalized({3.0, -4.0});
    CHECK(n.x == doctest::Approx(0.6).epsilon(kTolerance));
    CHECK(n.y == doctest::Approx(-0.8).epsilon(kTolerance));
    CHECK(std::abs(geometry::length(n) - 1.0) <= kTolerance);
    CHECK(geometry::normalized({0.0, 0.0}) == Vec2{});
}

TEST_CASE("lerp reaches both ends and the midpoint") {
    const Vec2 a{1.0, -2.0};
    const Vec2 b{5.0, 6.0};
    CHECK(geometry::lerp(a, b, 0.0) == a);
    CHECK(geometry::lerp(a, b, 1.0) == b);
    CHECK(geometry::lerp(a, b, 0.5) == Vec2{3.0, 2.0});
}

TEST_CASE("isFinite rejects NaN and infinity in either coordinate") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    CHECK(geometry::isFinite({1.0, -1e300}));
    CHECK_FALSE(geometry::isFinite({nan, 0.0}));
    CHECK_FALSE(geometry::isFinite({0.0, nan}));
    CHECK_FALSE(geometry::isFinite({inf, 0.0}));
    CHECK_FALSE(geometry::isFinite({0.0, -inf}));
}
