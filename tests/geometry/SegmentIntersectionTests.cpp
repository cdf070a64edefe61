#include <doctest/doctest.h>

#include <initializer_list>

#include "geometry/SegmentIntersection.h"

using geometry::SegmentIntersection;
using geometry::Vec2;
using geometry::segmentIntersection;

TEST_CASE("segments that cross, touch or overlap meet, and parallel or apart ones do not") {
    CHECK(segmentIntersection({0, 0}, {10, 10}, {0, 10}, {10, 0}).meet);
    CHECK(segmentIntersection({0, 0}, {10, 10}, {0, 10}, {10, 0}).at == Vec2{5, 5});
    CHECK(segmentIntersection({0, 0}, {10, 0}, {5, 0}, {5, 5}).meet);    // T junction
    CHECK(segmentIntersection({0, 0}, {10, 0}, {5, 0}, {15, 0}).meet);   // collinear overlap
    CHECK_FALSE(segmentIntersection({0, 0}, {10, 0}, {0, 1}, {10, 1}).meet);
    CHECK_FALSE(segmentIntersection({0, 0}, {10, 0}, {11, 0}, {15, 0}).meet);
}

TEST_CASE("a proper crossing is not touching and is found at the same point whichever way the segments run") {
    const Vec2 p{0, 0}, q{8, 4}, r{0, 4}, s{8, 0};
    for (const SegmentIntersection m : {segmentIntersection(p, q, r, s), segmentIntersection(q, p, s, r),
                                        segmentIntersection(r, s, p, q)}) {
        CHECK(m.meet);
        CHECK_FALSE(m.touching);
        CHECK(m.at.x == doctest::Approx(4.0));
        CHECK(m.at.y == doctest::Approx(2.0));
    }
}

TEST_CASE("an end point lying on the other segment is touching, and the shared point is that end point") {
    const SegmentIntersection t = segmentIntersection({0, 0}, {10, 0}, {5, 0}, {5, 5});
    CHECK(t.meet);
    CHECK(t.touching);
    CHECK(t.at == Vec2{5, 0});
    const SegmentIntersection corner = segmentIntersection({0, 0}, {4, 0}, {4, 0}, {4, 3});
    CHECK(corner.touching);
    CHECK(corner.at == Vec2{4, 0});
}

TEST_CASE("segments that do not meet report no point") {
    const SegmentIntersection apart = segmentIntersection({0, 0}, {1, 1}, {3, 0}, {2, 1});
    CHECK_FALSE(apart.meet);
    CHECK_FALSE(apart.touching);
    CHECK(apart.at == Vec2{0, 0});
}
