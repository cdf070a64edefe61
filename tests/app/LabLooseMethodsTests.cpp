#include <doctest/doctest.h>

#include <vector>

#include "app/LabLooseMethods.h"

using geometry::Vec2;

TEST_CASE("segments that cross, touch or overlap meet; parallel or apart ones do not") {
    CHECK(app::segmentsMeet({0, 0}, {10, 10}, {0, 10}, {10, 0}));
    CHECK(app::meetingPoint({0, 0}, {10, 10}, {0, 10}, {10, 0}) == Vec2{5, 5});
    CHECK(app::segmentsMeet({0, 0}, {10, 0}, {5, 0}, {5, 5}));    // T junction
    CHECK(app::segmentsMeet({0, 0}, {10, 0}, {5, 0}, {15, 0}));   // collinear overlap
    CHECK_FALSE(app::segmentsMeet({0, 0}, {10, 0}, {0, 1}, {10, 1}));
    CHECK_FALSE(app::segmentsMeet({0, 0}, {10, 0}, {11, 0}, {15, 0}));
}

TEST_CASE("the vertex-inside test misses a plus sign and the edges test misses containment") {
    const std::vector<Vec2> wide{{0, 4}, {12, 4}, {12, 8}, {0, 8}};
    const std::vector<Vec2> tall{{4, 0}, {8, 0}, {8, 12}, {4, 12}};
    CHECK_FALSE(app::someVertexInside(wide, tall));
    CHECK(app::someEdgesMeet(wide, tall));
    const std::vector<Vec2> big{{0, 0}, {20, 0}, {20, 20}, {0, 20}};
    const std::vector<Vec2> small{{5, 5}, {8, 5}, {8, 8}, {5, 8}};
    CHECK(app::someVertexInside(small, big));
    CHECK(app::someVertexInside(big, small));  // both passes: order does not matter
    CHECK_FALSE(app::someEdgesMeet(small, big));
}
