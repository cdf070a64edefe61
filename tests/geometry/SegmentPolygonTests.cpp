#include <doctest/doctest.h>

#include <vector>

#include "geometry/PointInPolygon.h"
#include "geometry/SegmentPolygon.h"
#include "geometry/PolygonFixtures.h"

using geometry::BoundaryCrossing;
using geometry::Vec2;
using geometry::firstBoundaryCrossing;

namespace {

// A body with one thin spike up the +y axis: 2 units wide at its root, a point at (0, 40).
const std::vector<Vec2> kSpiky = {{-10, -10}, {10, -10}, {10, 10}, {1, 10}, {0, 40}, {-1, 10}, {-10, 10}};

}  // namespace

TEST_CASE("a segment through a thin spike crosses it though neither end is inside") {
    const Vec2 p{-5, 30}, q{5, 30};  // 10 units of travel, as a bullet's tick
    CHECK_FALSE(geometry::pointInPolygon(p, kSpiky));
    CHECK_FALSE(geometry::pointInPolygon(q, kSpiky));
    const BoundaryCrossing entry = firstBoundaryCrossing(p, q, kSpiky);
    REQUIRE(entry.crosses);
    CHECK_FALSE(entry.touching);
    CHECK(entry.edge == 4);  // the spike's left side, (0,40) -> (-1,10)
    CHECK(entry.at.y == doctest::Approx(30.0));
    CHECK(entry.at.x == doctest::Approx(-1.0 / 3.0));
    CHECK(entry.t == doctest::Approx((entry.at.x - p.x) / 10.0));
    const BoundaryCrossing exit = firstBoundaryCrossing(q, p, kSpiky);  // from the other end: where it left
    REQUIRE(exit.crosses);
    CHECK(exit.edge == 3);  // its right side, (1,10) -> (0,40)
    CHECK(exit.at.x == doctest::Approx(1.0 / 3.0));
}

TEST_CASE("the first crossing is the one nearest p, whichever way the outline runs") {
    for (const auto& polygon : fixtures::bothOrientations(fixtures::square({0, 0}, 10))) {
        const BoundaryCrossing c = firstBoundaryCrossing({-5, 5}, {15, 5}, polygon);
        REQUIRE(c.crosses);
        CHECK(c.at == Vec2{0, 5});
        CHECK(c.t == doctest::Approx(0.25));
        const BoundaryCrossing back = firstBoundaryCrossing({15, 5}, {-5, 5}, polygon);
        CHECK(back.at == Vec2{10, 5});
    }
}

TEST_CASE("a segment grazing a vertex meets the boundary there, as a touch") {
    const BoundaryCrossing c = firstBoundaryCrossing({-10, 50}, {10, 30}, kSpiky);  // through the tip (0, 40)
    REQUIRE(c.crosses);
    CHECK(c.touching);
    CHECK(c.at == Vec2{0, 40});
    CHECK(c.t == doctest::Approx(0.5));
}

TEST_CASE("a segment ending on an edge touches it at its end") {
    const BoundaryCrossing c = firstBoundaryCrossing({5, -20}, {5, -10}, kSpiky);
    REQUIRE(c.crosses);
    CHECK(c.touching);
    CHECK(c.edge == 0);
    CHECK(c.at == Vec2{5, -10});
    CHECK(c.t == 1.0);
}

TEST_CASE("a segment running along an edge first meets it where the overlap begins") {
    const auto square = fixtures::square({0, 0}, 10);
    const BoundaryCrossing c = firstBoundaryCrossing({-4, 0}, {6, 0}, square);
    REQUIRE(c.crosses);
    CHECK(c.touching);
    CHECK(c.at == Vec2{0, 0});
    CHECK(c.t == doctest::Approx(0.4));
    const BoundaryCrossing along = firstBoundaryCrossing({3, 0}, {14, 0}, square);  // starts on the edge
    CHECK(along.at == Vec2{3, 0});
    CHECK(along.t == 0.0);
}

TEST_CASE("a segment wholly inside or wholly outside does not cross") {
    CHECK_FALSE(firstBoundaryCrossing({-5, -5}, {5, 5}, kSpiky).crosses);
    CHECK_FALSE(firstBoundaryCrossing({-5, 30}, {-2, 30}, kSpiky).crosses);
    CHECK(firstBoundaryCrossing({-5, 30}, {-2, 30}, kSpiky) == BoundaryCrossing{});
}

TEST_CASE("a degenerate segment crosses only when its point is on the boundary") {
    CHECK_FALSE(firstBoundaryCrossing({0, 0}, {0, 0}, kSpiky).crosses);
    CHECK_FALSE(firstBoundaryCrossing({0, 50}, {0, 50}, kSpiky).crosses);
    const BoundaryCrossing c = firstBoundaryCrossing({4, 10}, {4, 10}, kSpiky);
    REQUIRE(c.crosses);
    CHECK(c.touching);
    CHECK(c.at == Vec2{4, 10});
    CHECK(c.t == 0.0);
}
