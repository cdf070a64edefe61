#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "geometry/Circle.h"
#include "PolygonFixtures.h"

using geometry::Circle;
using geometry::SatResult;
using geometry::Vec2;

using fixtures::reversed;
using fixtures::bothOrientations;

namespace {

using fixtures::kTolerance;
using fixtures::kClearance;

const std::array<Vec2, 4> kSquare10{{{0.0, 0.0}, {10.0, 0.0}, {10.0, 10.0}, {0.0, 10.0}}};

}  // namespace

TEST_CASE("circles overlap when the centre distance is at most the radius sum") {
    CHECK(geometry::overlaps(Circle{{0.0, 0.0}, 1.0}, Circle{{1.5, 0.0}, 1.0}));
    CHECK(geometry::overlaps(Circle{{0.0, 0.0}, 1.0}, Circle{{3.0, 4.0}, 4.0}));  // touching: 5 == 1 + 4
    CHECK_FALSE(geometry::overlaps(Circle{{0.0, 0.0}, 1.0}, Circle{{3.0, 4.0}, 3.99}));
}

TEST_CASE("boundingCircleAbout reaches exactly the farthest vertex") {
    const std::array<Vec2, 4> points{{{1.0, 0.0}, {0.0, 2.0}, {-3.0, 4.0}, {0.5, -0.5}}};
    const Circle c = geometry::boundingCircleAbout({0.0, 0.0}, points);
    CHECK(c.centre == Vec2{0.0, 0.0});
    CHECK(c.radius == 5.0);
    for (const Vec2 p : points) CHECK(geometry::length(p - c.centre) <= c.radius);
    const Circle shifted = geometry::boundingCircleAbout({-1.0, 0.0}, points);
    CHECK(shifted.radius == doctest::Approx(std::sqrt(20.0)).epsilon(kTolerance));  // to (-3, 4)
}

TEST_CASE("project of a circle is its centre's projection plus and minus the radius") {
    const geometry::Interval i = geometry::project(Circle{{3.0, 4.0}, 2.0}, {0.6, 0.8});
    CHECK(i.min == doctest::Approx(3.0).epsilon(kTolerance));
    CHECK(i.max == doctest::Approx(7.0).epsilon(kTolerance));
}

TEST_CASE("a circle diagonally off a square's corner: the correct test misses, the loose one hits") {
    // Centre (13, 13) is 3*sqrt(2) = 4.24 from the corner (10, 10), more than
    // the radius 3.5; but on x and on y alone the shadows overlap.
    const Circle circle{{13.0, 13.0}, 3.5};
    for (const auto& square : bothOrientations(kSquare10)) {
        const SatResult r = geometry::circleVsConvex(circle, square);
        CHECK_FALSE(r.hit);
        CHECK_FALSE(r.axis.fromA);  // the vertex axis found the gap
        CHECK(square[r.axis.edge] == Vec2{10.0, 10.0});
        CHECK(r.depth == doctest::Approx(3.0 * std::sqrt(2.0) - 3.5).epsilon(kTolerance));
        CHECK(geometry::circleVsConvexEdgeNormalsOnly(circle, square));
    }
}

TEST_CASE("a circle overlapping a square's edge: both tests hit") {
    const Circle circle{{12.0, 5.0}, 3.0};
    for (const auto& square : bothOrientations(kSquare10)) {
        const SatResult r = geometry::circleVsConvex(circle, square);
        REQUIRE(r.hit);
        CHECK(r.depth == doctest::Approx(1.0).epsilon(kTolerance));
        CHECK(r.normal.x == doctest::Approx(1.0).epsilon(kTolerance));  // from the polygon towards the circle
        CHECK(std::abs(r.normal.y) <= kTolerance);
        CHECK(geometry::circleVsConvexEdgeNormalsOnly(circle, square));
        const Circle pushed{circle.centre + r.normal * (r.depth + kClearance), circle.radius};
        CHECK_FALSE(geometry::circleVsConvex(pushed, square).hit);
    }
}

TEST_CASE("a circle overlapping a square's corner region: the MTV is along the vertex axis") {
    // Centre (12, 12) is 2*sqrt(2) = 2.83 from the corner, inside radius 3.
    const Circle circle{{12.0, 12.0}, 3.0};
    for (const auto& square : bothOrientations(kSquare10)) {
        const SatResult r = geometry::circleVsConvex(circle, square);
        REQUIRE(r.hit);
        CHECK(r.depth == doctest::Approx(3.0 - 2.0 * std::sqrt(2.0)).epsilon(kTolerance));
        CHECK(r.normal.x == doctest::Approx(std::sqrt(0.5)).epsilon(kTolerance));
        CHECK(r.normal.y == doctest::Approx(std::sqrt(0.5)).epsilon(kTolerance));
        const Circle pushed{circle.centre + r.normal * (r.depth + kClearance), circle.radius};
        CHECK_FALSE(geometry::circleVsConvex(pushed, square).hit);
    }
}

TEST_CASE("a circle inside the polygon hits") {
    const Circle circle{{4.0, 5.0}, 1.0};
    for (const auto& square : bothOrientations(kSquare10)) {
        const SatResult r = geometry::circleVsConvex(circle, square);
        REQUIRE(r.hit);
        // Nearest way out is through the left side: push 4 + 1 = 5 along -x.
        CHECK(r.depth == doctest::Approx(5.0).epsilon(kTolerance));
        CHECK(r.normal.x == doctest::Approx(-1.0).epsilon(kTolerance));
        CHECK(geometry::circleVsConvexEdgeNormalsOnly(circle, square));
    }
}

TEST_CASE("a circle centred exactly on a vertex hits without a NaN axis") {
    const Circle circle{{10.0, 0.0}, 0.5};
    const SatResult r = geometry::circleVsConvex(circle, kSquare10);
    CHECK(r.hit);
    CHECK(std::isfinite(r.depth));
    CHECK(geometry::isFinite(r.normal));
}

TEST_CASE("a circle touching a square's side or corner counts as a hit") {
    CHECK(geometry::circleVsConvex(Circle{{13.0, 5.0}, 3.0}, kSquare10).hit);
    CHECK(geometry::circleVsConvex(Circle{{13.0, 14.0}, 5.0}, kSquare10).hit);  // 3-4-5 from (10, 10)
    CHECK_FALSE(geometry::circleVsConvex(Circle{{13.0, 14.0}, 4.999}, kSquare10).hit);
}

TEST_CASE("circleVsConvex against a triangle agrees with the exact distance to it") {
    // Brute force: distance from the centre to the triangle's boundary, by
    // sampling the edges finely. The hit must match distance <= radius, away
    // from the knife edge.
    const std::array<Vec2, 3> triangle{{{0.0, 0.0}, {8.0, 1.0}, {2.0, 6.0}}};
    constexpr double kMargin = 1e-3;
    const auto distanceToBoundary = [&](Vec2 p) {
        double best = 1e300;
        for (std::size_t i = 0; i < 3; ++i) {
            const Vec2 a = triangle[i];
            const Vec2 b = triangle[(i + 1) % 3];
            const double t = std::clamp(geometry::dot(p - a, b - a) / geometry::lengthSquared(b - a), 0.0, 1.0);
            best = std::min(best, geometry::length(p - geometry::lerp(a, b, t)));
        }
        return best;
    };
    const auto inside = [&](Vec2 p) {
        for (std::size_t i = 0; i < 3; ++i) {
            if (geometry::cross(triangle[(i + 1) % 3] - triangle[i], p - triangle[i]) < 0.0) return false;
        }
        return true;
    };
    const double radius = 1.5;
    int checked = 0;
    for (int i = -10; i <= 30; ++i) {
        for (int j = -10; j <= 25; ++j) {
            const Vec2 centre{0.5 * i - 2.0, 0.5 * j - 2.0};
            const double distance = inside(centre) ? 0.0 : distanceToBoundary(centre);
            if (std::abs(distance - radius) < kMargin) continue;
            CHECK(geometry::circleVsConvex(Circle{centre, radius}, triangle).hit == (distance <= radius));
            ++checked;
        }
    }
    CHECK(checked > 1000);
}

TEST_CASE("a zero-radius circle exactly on a slanted edge touches it: a hit, as touching is everywhere else") {
    // The case: normalising the axis opened a gap of 1.1e-13 here.
    const std::array<Vec2, 3> triangle{{{0.0, 700.0}, {3.0, 701.0}, {1.0, 703.0}}};
    for (const auto& polygon : bothOrientations(triangle)) {
        const SatResult r = geometry::circleVsConvex(Circle{{1.5, 700.5}, 0.0}, polygon);
        CHECK(r.hit);
        CHECK(r.depth >= 0.0);
    }
    // The class, not the example: the midpoint of every edge from (100, 37) to
    // an integer point, a point of the edge held exactly in doubles.
    int checked = 0;
    for (int x = -12; x <= 12; ++x) {
        for (int y = -12; y <= 12; ++y) {
            if (x == 0 && y == 0) continue;
            const Vec2 o{100.0, 37.0};
            const std::array<Vec2, 3> t{{o, o + Vec2{double(x), double(y)}, o + Vec2{double(-y), double(x)}}};
            for (const auto& polygon : bothOrientations(t)) {
                CHECK(geometry::circleVsConvex(Circle{o + Vec2{0.5 * x, 0.5 * y}, 0.0}, polygon).hit);
                ++checked;
            }
        }
    }
    CHECK(checked == 2 * (25 * 25 - 1));
}

TEST_CASE("a circle whose radius is exactly its distance to a slanted edge touches it, and a hair less misses") {
    // Edge (104,0)-(100,3) lies on 3x + 4y = 312; (105, 5.5) is 25/5 = 5 from it, beside the edge's midpoint (102, 1.5).
    const std::array<Vec2, 3> triangle{{{100.0, 0.0}, {104.0, 0.0}, {100.0, 3.0}}};
    for (const auto& polygon : bothOrientations(triangle)) {
        const SatResult touching = geometry::circleVsConvex(Circle{{105.0, 5.5}, 5.0}, polygon);
        CHECK(touching.hit);
        CHECK(touching.depth == doctest::Approx(0.0).epsilon(kTolerance));
        const SatResult apart = geometry::circleVsConvex(Circle{{105.0, 5.5}, std::nextafter(5.0, 0.0)}, polygon);
        CHECK_FALSE(apart.hit);
        CHECK(apart.depth >= 0.0);
        CHECK(apart.depth < kTolerance);
        CHECK_FALSE(geometry::circleVsConvex(Circle{{105.0, 5.5 + kClearance}, 5.0}, polygon).hit);
    }
}

namespace {

// The two ends of the coordinate range the verdicts are exact for, as
// powers of two, so scaling changes no verdict: 1 * 2^-195 is 2e-59 and
// 1000 * 2^189 is 8e59.
constexpr std::array<int, 3> kScales{0, -195, 189};

Vec2 scaled(Vec2 p, int exponent) { return {std::ldexp(p.x, exponent), std::ldexp(p.y, exponent)}; }

bool touchesScaled(Circle circle, std::array<Vec2, 3> triangle, int exponent) {
    for (Vec2& v : triangle) v = scaled(v, exponent);
    const Circle c{scaled(circle.centre, exponent), std::ldexp(circle.radius, exponent)};
    const bool exact = geometry::touches(c, triangle);
    CHECK(geometry::circleVsConvex(c, triangle).hit == exact);
    return exact;
}

__extension__ typedef __int128 Wide;

// Independent exact answer for integer coordinates and radius quarter / 4,
// with both sides of each comparison times 16; every term fits in 128 bits.
bool touchesByIntegers(const std::array<std::array<Wide, 2>, 3>& t, std::array<Wide, 2> c, Wide quarter) {
    const auto cross = [](std::array<Wide, 2> a, std::array<Wide, 2> b, std::array<Wide, 2> p) {
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    };
    const Wide s0 = cross(t[0], t[1], c), s1 = cross(t[1], t[2], c), s2 = cross(t[2], t[0], c);
    if ((s0 >= 0 && s1 >= 0 && s2 >= 0) || (s0 <= 0 && s1 <= 0 && s2 <= 0)) return true;
    const Wide rr = quarter * quarter;
    for (std::size_t i = 0; i < 3; ++i) {
        const std::array<Wide, 2> a = t[i], b = t[(i + 1) % 3];
        const Wide ex = b[0] - a[0], ey = b[1] - a[1], wx = c[0] - a[0], wy = c[1] - a[1];
        const Wide along = ex * wx + ey * wy, length = ex * ex + ey * ey;
        const Wide vx = c[0] - b[0], vy = c[1] - b[1];
        if (along <= 0 ? 16 * (wx * wx + wy * wy) <= rr
            : along >= length ? 16 * (vx * vx + vy * vy) <= rr
                              : 16 * cross(a, b, c) * cross(a, b, c) <= rr * length) {
            return true;
        }
    }
    return false;
}

}  // namespace

TEST_CASE("touches is exact for a circle touching a slanted edge, one ulp either side, at both ends of the range") {
    // The edge (0, 0) -> (4, 3) is 5 from (-1, 5.5): its foot (2, 1.5) is
    // inside the edge, and the triangle lies on the other side.
    const std::array<Vec2, 3> triangle{{{0.0, 0.0}, {4.0, 0.0}, {4.0, 3.0}}};
    for (const int exponent : kScales) {
        CAPTURE(exponent);
        CHECK(touchesScaled(Circle{{-1.0, 5.5}, 5.0}, triangle, exponent));
        CHECK_FALSE(touchesScaled(Circle{{-1.0, 5.5}, std::nextafter(5.0, 0.0)}, triangle, exponent));
        CHECK(touchesScaled(Circle{{-1.0, 5.5}, std::nextafter(5.0, 6.0)}, triangle, exponent));
        CHECK_FALSE(touchesScaled(Circle{{-1.0, std::nextafter(5.5, 6.0)}, 5.0}, triangle, exponent));
        CHECK(touchesScaled(Circle{{-1.0, std::nextafter(5.5, 5.0)}, 5.0}, triangle, exponent));
        // A point circle on the slanted edge, and one ulp off it either way.
        CHECK(touchesScaled(Circle{{2.0, 1.5}, 0.0}, triangle, exponent));
        CHECK_FALSE(touchesScaled(Circle{{2.0, std::nextafter(1.5, 2.0)}, 0.0}, triangle, exponent));
        CHECK(touchesScaled(Circle{{2.0, std::nextafter(1.5, 1.0)}, 0.0}, triangle, exponent));
        // Off the corner (4, 3): 3-4-5 from (7, 7).
        CHECK(touchesScaled(Circle{{7.0, 7.0}, 5.0}, triangle, exponent));
        CHECK_FALSE(touchesScaled(Circle{{7.0, 7.0}, std::nextafter(5.0, 0.0)}, triangle, exponent));
    }
}

TEST_CASE("touches agrees with an exact integer computation on thousands of random near-touching circles") {
    std::uint64_t state = 12345;
    const auto next = [&state](int range) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(2 * range + 1)) - range;
    };
    int hits = 0, cases = 0;
    while (cases < 4000) {
        std::array<std::array<Wide, 2>, 3> t{};
        for (auto& v : t) v = {next(20), next(20)};
        const Wide area = (t[1][0] - t[0][0]) * (t[2][1] - t[0][1]) - (t[1][1] - t[0][1]) * (t[2][0] - t[0][0]);
        if (area == 0) continue;
        const std::array<Wide, 2> c{next(30), next(30)};
        // Radii in quarters near the distance to the triangle's first vertex,
        // so that many circles touch or nearly touch it.
        const double d = std::hypot(static_cast<double>(c[0] - t[0][0]), static_cast<double>(c[1] - t[0][1]));
        const Wide quarter = std::max<Wide>(0, static_cast<Wide>(4.0 * d) + next(2));
        ++cases;
        const bool expected = touchesByIntegers(t, c, quarter);
        hits += expected ? 1 : 0;
        std::array<Vec2, 3> triangle{};
        for (std::size_t i = 0; i < 3; ++i) triangle[i] = {static_cast<double>(t[i][0]), static_cast<double>(t[i][1])};
        const Circle circle{{static_cast<double>(c[0]), static_cast<double>(c[1])}, static_cast<double>(quarter) / 4.0};
        for (const int exponent : kScales) CHECK(touchesScaled(circle, triangle, exponent) == expected);
    }
    CHECK(hits > 400);
    CHECK(hits < 3600);
}
