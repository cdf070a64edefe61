#include <doctest/doctest.h>

#include <optional>

#include "geometry/SegmentClip.h"

using geometry::Aabb;
using geometry::Vec2;

TEST_CASE("a segment clipped to a box keeps only its part inside, in its direction, at any length") {
    const Aabb window{{0.0, 0.0}, {1280.0, 720.0}};
    const std::optional<geometry::Segment> across = geometry::clippedToBox({-1e59, 360.0}, {1e59, 360.0}, window);
    REQUIRE(across.has_value());
    CHECK(across->from.x == 0.0);
    CHECK(across->to.x == 1280.0);
    CHECK(across->from.y == 360.0);
    const std::optional<geometry::Segment> inside = geometry::clippedToBox({10.0, 20.0}, {30.0, 40.0}, window);
    REQUIRE(inside.has_value());
    CHECK(inside->from == Vec2{10.0, 20.0});
    CHECK(inside->to == Vec2{30.0, 40.0});
    const std::optional<geometry::Segment> diagonal = geometry::clippedToBox({-100.0, -100.0}, {100.0, 100.0}, window);
    REQUIRE(diagonal.has_value());
    CHECK(diagonal->from == Vec2{0.0, 0.0});
    CHECK(diagonal->to == Vec2{100.0, 100.0});
    CHECK_FALSE(geometry::clippedToBox({-10.0, -10.0}, {-5.0, 800.0}, window).has_value());  // passes beside it
    CHECK_FALSE(geometry::clippedToBox({2000.0, 5.0}, {2000.0, 5.0}, window).has_value());   // a point outside
    CHECK(geometry::clippedToBox({5.0, 5.0}, {5.0, 5.0}, window).has_value());                // a point inside
}
