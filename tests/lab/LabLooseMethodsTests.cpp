#include <doctest/doctest.h>

#include <vector>

#include "lab/internal/LabLooseMethods.h"

using geometry::Vec2;

TEST_CASE("the vertex-inside test misses a plus sign and the edges test misses containment") {
    const std::vector<Vec2> wide{{0, 4}, {12, 4}, {12, 8}, {0, 8}};
    const std::vector<Vec2> tall{{4, 0}, {8, 0}, {8, 12}, {4, 12}};
    CHECK_FALSE(lab::someVertexInside(wide, tall));
    CHECK(lab::someEdgesMeet(wide, tall));
    const std::vector<Vec2> big{{0, 0}, {20, 0}, {20, 20}, {0, 20}};
    const std::vector<Vec2> small{{5, 5}, {8, 5}, {8, 8}, {5, 8}};
    CHECK(lab::someVertexInside(small, big));
    CHECK(lab::someVertexInside(big, small));  // both passes: order does not matter
    CHECK_FALSE(lab::someEdgesMeet(small, big));
}
