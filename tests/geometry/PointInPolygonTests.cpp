#include <doctest/doctest.h>

#include <array>
#include <numbers>
#include <vector>

#include "geometry/PointInPolygon.h"
#include "geometry/Rotation.h"
#include "PolygonFixtures.h"

using geometry::RayCrossing;
using geometry::Vec2;

using fixtures::reversed;
using fixtures::bothOrientations;

namespace {

std::array<Vec2, 4> squareArray(Vec2 min, double size) {
    return {{min, {min.x + size, min.y}, {min.x + size, min.y + size}, {min.x, min.y + size}}};
}

// The vertex list and its reverse: the answer must not depend on orientation.
// A diamond: the top and bottom vertices are where the boundary only touches
// a horizontal line; the left and right vertices are where it crosses it.
const std::array<Vec2, 4> kDiamond{{{0.0, -2.0}, {2.0, 0.0}, {0.0, 2.0}, {-2.0, 0.0}}};

// A U open at the top: the notch is [2, 4] x [2, 6].
const std::array<Vec2, 8> kUShape{
    {{0.0, 0.0}, {6.0, 0.0}, {6.0, 6.0}, {4.0, 6.0}, {4.0, 2.0}, {2.0, 2.0}, {2.0, 6.0}, {0.0, 6.0}}};

std::array<Vec2, 5> pointTestPentagram() {
    std::array<Vec2, 5> star{};
    for (std::size_t i = 0; i < 5; ++i) {
        star[i] = 10.0 * geometry::directionFromAngle(std::numbers::pi / 2.0 +
                                                      4.0 * std::numbers::pi * static_cast<double>(i) / 5.0);
    }
    return star;
}

}  // namespace

TEST_CASE("the worked-example SAT article's squares: points inside are in, points outside are out") {
    const auto a = squareArray({0.0, 0.0}, 50.0);
    const auto c = squareArray({100.0, 100.0}, 50.0);
    for (const auto& polygon : bothOrientations(a)) {
        CHECK(geometry::pointInPolygon({25.0, 25.0}, polygon));
        CHECK(geometry::pointInPolygon({1.0, 49.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({125.0, 125.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({-1.0, 25.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({25.0, 51.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({60.0, 25.0}, polygon));
    }
    CHECK(geometry::pointInPolygon({125.0, 125.0}, c));
    CHECK_FALSE(geometry::pointInPolygon({25.0, 25.0}, c));
}

TEST_CASE("a ray through a vertex where the boundary crosses it counts that vertex once") {
    // From (-5, 0) the ray passes through the diamond's left and right vertices.
    // Each is shared by an edge going up and an edge going down; the half-open
    // rule counts exactly one of them.
    for (const auto& polygon : bothOrientations(kDiamond)) {
        CHECK(geometry::crossingCount({-5.0, 0.0}, polygon) == 2);
        CHECK_FALSE(geometry::pointInPolygon({-5.0, 0.0}, polygon));
        CHECK(geometry::crossingCount({0.0, 0.0}, polygon) == 1);
        CHECK(geometry::pointInPolygon({0.0, 0.0}, polygon));
    }
}

TEST_CASE("a ray through a vertex where the boundary only touches it counts it zero or two times") {
    // The rays through the top and bottom vertices just graze the diamond.
    for (const auto& polygon : bothOrientations(kDiamond)) {
        CHECK(geometry::crossingCount({-5.0, 2.0}, polygon) % 2 == 0);
        CHECK(geometry::crossingCount({-5.0, -2.0}, polygon) % 2 == 0);
        CHECK_FALSE(geometry::pointInPolygon({-5.0, 2.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({-5.0, -2.0}, polygon));
    }
}

TEST_CASE("a horizontal edge on the ray's line is never counted") {
    // The ray from (-1, 2) runs along the U's inner floor (2,2)-(4,2). The
    // floor's ends count as below the line (not strictly above), so the ray
    // acts as if just above the floor: it crosses the four vertical sides,
    // and never the floor itself. From (-1, 6) it runs along both top edges
    // and crosses nothing.
    for (const auto& polygon : bothOrientations(kUShape)) {
        CHECK(geometry::crossingCount({-1.0, 2.0}, polygon) == 4);
        CHECK(geometry::crossingCount({-1.0, 6.0}, polygon) == 0);
        CHECK(geometry::crossingCount({-1.0, 0.0}, polygon) == 2);
        // A bottom edge belongs to the polygon, a top edge (the notch's floor
        // is one) to whatever lies above it.
        CHECK(geometry::pointInPolygon({3.0, 0.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({3.0, 2.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({3.0, 2.0 + 1e-9}, polygon));
        CHECK(geometry::pointInPolygon({3.0, 2.0 - 1e-9}, polygon));
    }
}

TEST_CASE("points in the notch of a concave polygon are outside, in both orientations") {
    for (const auto& polygon : bothOrientations(kUShape)) {
        CHECK(geometry::pointInPolygon({1.0, 5.0}, polygon));   // left arm
        CHECK(geometry::pointInPolygon({5.0, 5.0}, polygon));   // right arm
        CHECK(geometry::pointInPolygon({3.0, 1.0}, polygon));   // base
        CHECK_FALSE(geometry::pointInPolygon({3.0, 4.0}, polygon));  // notch
        CHECK_FALSE(geometry::pointInPolygon({3.0, 5.9}, polygon));  // notch, near the top
        CHECK_FALSE(geometry::pointInPolygon({7.0, 3.0}, polygon));
    }
    // A C: the U turned on its side; the notch opens to +x, along the ray.
    const std::array<Vec2, 8> c{
        {{0.0, 0.0}, {6.0, 0.0}, {6.0, 2.0}, {2.0, 2.0}, {2.0, 4.0}, {6.0, 4.0}, {6.0, 6.0}, {0.0, 6.0}}};
    for (const auto& polygon : bothOrientations(c)) {
        CHECK(geometry::pointInPolygon({1.0, 3.0}, polygon));
        CHECK_FALSE(geometry::pointInPolygon({4.0, 3.0}, polygon));
        CHECK(geometry::pointInPolygon({4.0, 1.0}, polygon));
        CHECK(geometry::pointInPolygon({4.0, 5.0}, polygon));
    }
}

TEST_CASE("a point on an axis-aligned shared edge belongs to exactly one of the two polygons") {
    const auto left = squareArray({0.0, 0.0}, 1.0);
    const auto right = squareArray({1.0, 0.0}, 1.0);
    // The top end (1, 1) is excluded: it is on both squares' top sides, which
    // belong to the squares above.
    for (int k = 0; k < 97; ++k) {
        const Vec2 p{1.0, k / 97.0};
        CHECK(geometry::pointInPolygon(p, left) != geometry::pointInPolygon(p, right));
    }
    // The one to its right, as the header says.
    CHECK(geometry::pointInPolygon({1.0, 0.5}, right));
}

TEST_CASE("a point on a slanted shared edge belongs to exactly one of the two polygons") {
    // Two quadrilaterals sharing the edge from a to b, each traversing it the
    // other way; the points lerp(a, b, t) are rounded, so they fall a hair
    // either side of the edge - and still must never land in both or neither.
    const Vec2 a{0.1, 0.3};
    const Vec2 b{0.7, 2.9};
    const std::array<Vec2, 4> west{{{-3.0, 0.0}, a, b, {-2.0, 3.1}}};   // a -> b
    const std::array<Vec2, 4> east{{b, a, {4.0, -0.2}, {5.0, 3.3}}};   // b -> a
    SUBCASE("as given") {
        for (int k = 1; k < 97; ++k) {
            const Vec2 p = geometry::lerp(a, b, k / 97.0);
            CHECK(geometry::pointInPolygon(p, west) != geometry::pointInPolygon(p, east));
        }
    }
    SUBCASE("reversed") {
        const auto westReversed = reversed(west);
        const auto eastReversed = reversed(east);
        for (int k = 1; k < 97; ++k) {
            const Vec2 p = geometry::lerp(a, b, k / 97.0);
            CHECK(geometry::pointInPolygon(p, westReversed) != geometry::pointInPolygon(p, eastReversed));
        }
    }
}

TEST_CASE("a grid of squares tiling a region holds every sample point exactly once") {
    // Squares own their bottom and left sides (half-open rule, and "the one to
    // its right"), so [0, 1.2) x [0, 1.2) is covered once, vertices included.
    // Neighbours must share exact coordinates, so all come from one table;
    // 0.3 is not a power of two, so the edges are rounded values.
    constexpr std::size_t kCells = 4;
    std::array<double, kCells + 1> lines{};
    for (std::size_t i = 0; i <= kCells; ++i) lines[i] = 0.3 * static_cast<double>(i);
    std::vector<std::array<Vec2, 4>> cells;
    for (std::size_t i = 0; i < kCells; ++i) {
        for (std::size_t j = 0; j < kCells; ++j) {
            cells.push_back({{{lines[i], lines[j]}, {lines[i + 1], lines[j]}, {lines[i + 1], lines[j + 1]},
                              {lines[i], lines[j + 1]}}});
        }
    }
    // On each axis every cell gives its start line and the points 1/4, 1/2 and
    // 3/4 across: the samples include vertices, edge points and interiors.
    for (std::size_t sx = 0; sx < 4 * kCells; ++sx) {
        for (std::size_t sy = 0; sy < 4 * kCells; ++sy) {
            const auto along = [&](std::size_t s) {
                const double start = lines[s / 4];
                return start + (lines[s / 4 + 1] - start) * static_cast<double>(s % 4) / 4.0;
            };
            const Vec2 p{along(sx), along(sy)};
            int owners = 0;
            for (const auto& cell : cells) owners += geometry::pointInPolygon(p, cell) ? 1 : 0;
            CHECK_MESSAGE(owners == 1, "sample (", p.x, ", ", p.y, ")");
        }
    }
}

TEST_CASE("the pentagram's centre: winding number 2, but outside by the even-odd rule") {
    const auto star = pointTestPentagram();
    const Vec2 centre{0.0, 0.0};
    CHECK(geometry::windingNumber(centre, star) == 2);
    CHECK(geometry::windingNumber(centre, reversed(star)) == -2);
    CHECK(geometry::crossingCount(centre, star) == 2);
    CHECK_FALSE(geometry::pointInPolygon(centre, star));
    // A point in one of the star's tips is inside by both rules.
    const Vec2 tip{0.0, 8.0};
    CHECK(geometry::windingNumber(tip, star) == 1);
    CHECK(geometry::pointInPolygon(tip, star));
}

TEST_CASE("a bowtie's two lobes wind in opposite directions") {
    // (0,0) -> (2,2) -> (2,0) -> (0,2) crosses itself at (1, 1): the left lobe
    // is traversed counter-clockwise, the right lobe clockwise.
    const std::array<Vec2, 4> bowtie{{{0.0, 0.0}, {2.0, 2.0}, {2.0, 0.0}, {0.0, 2.0}}};
    const Vec2 leftLobe{0.4, 1.0};
    const Vec2 rightLobe{1.6, 1.0};
    CHECK(geometry::pointInPolygon(leftLobe, bowtie));
    CHECK(geometry::pointInPolygon(rightLobe, bowtie));
    CHECK(geometry::windingNumber(leftLobe, bowtie) == -geometry::windingNumber(rightLobe, bowtie));
    CHECK(geometry::windingNumber(leftLobe, bowtie) == 1);
    CHECK(geometry::windingNumber({1.0, 1.5}, bowtie) == 0);  // above the crossing: outside
}

TEST_CASE("windingNumber is +1 inside a counter-clockwise polygon and -1 inside a clockwise one") {
    const auto sq = squareArray({0.0, 0.0}, 2.0);
    CHECK(geometry::windingNumber({1.0, 1.0}, sq) == 1);
    CHECK(geometry::windingNumber({1.0, 1.0}, reversed(sq)) == -1);
    CHECK(geometry::windingNumber({3.0, 1.0}, sq) == 0);
    CHECK(geometry::windingNumber({3.0, 5.0}, kUShape) == 0);
    CHECK(geometry::windingNumber({1.0, 5.0}, kUShape) == 1);
}

TEST_CASE("rayCrossings reports the edges crossingCount counts, in edge order") {
    // From (1, 4), in the U's left arm, the ray meets the notch's two sides
    // (edges 5 and 3) and the outer right side (edge 1); the outer left side
    // (edge 7) is behind p.
    const Vec2 p{1.0, 4.0};
    std::array<RayCrossing, 8> out{};
    const std::size_t n = geometry::rayCrossings(p, kUShape, out);
    REQUIRE(n == static_cast<std::size_t>(geometry::crossingCount(p, kUShape)));
    REQUIRE(n == 3);
    // Edge 1: (6,0)->(6,6) going up; edge 3: (4,6)->(4,2) down; edge 5: (2,2)->(2,6) up.
    CHECK(out[0].edge == 1);
    CHECK(out[0].direction == +1);
    CHECK(out[0].point == Vec2{6.0, 4.0});
    CHECK(out[1].edge == 3);
    CHECK(out[1].direction == -1);
    CHECK(out[1].point == Vec2{4.0, 4.0});
    CHECK(out[2].edge == 5);
    CHECK(out[2].direction == +1);
    CHECK(out[2].point == Vec2{2.0, 4.0});
    // The directions sum to the winding number.
    CHECK(out[0].direction + out[1].direction + out[2].direction == geometry::windingNumber(p, kUShape));
}

TEST_CASE("inRayOrder numbers the crossings in the order the ray meets them going out from the point") {
    // The U's left arm again: edge order is 1 (x 6), 3 (x 4), 5 (x 2): the far one first.
    const Vec2 p{1.0, 4.0};
    std::array<RayCrossing, 8> out{};
    const std::size_t n = geometry::rayCrossings(p, kUShape, out);
    REQUIRE(n == 3);
    geometry::inRayOrder(std::span<RayCrossing>(out.data(), n));
    CHECK(out[0].point == Vec2{2.0, 4.0});
    CHECK(out[0].edge == 5);
    CHECK(out[1].point == Vec2{4.0, 4.0});
    CHECK(out[2].point == Vec2{6.0, 4.0});
}

TEST_CASE("rayCrossings drops crossings beyond the output's room but still counts them") {
    const Vec2 p{1.0, 4.0};
    std::array<RayCrossing, 1> out{};
    CHECK(geometry::rayCrossings(p, kUShape, out) == 3);
    CHECK(out[0].edge == 1);
    CHECK(geometry::rayCrossings(p, kUShape, std::span<RayCrossing>{}) == 3);
}

TEST_CASE("rayCrossings on a slanted edge gives the point where it meets the ray's line") {
    const std::array<Vec2, 3> triangle{{{0.0, 0.0}, {4.0, 0.0}, {0.0, 4.0}}};
    std::array<RayCrossing, 3> out{};
    REQUIRE(geometry::rayCrossings({1.0, 1.0}, triangle, out) == 1);
    CHECK(out[0].edge == 1);
    CHECK(out[0].direction == +1);
    CHECK(out[0].point.x == doctest::Approx(3.0));
    CHECK(out[0].point.y == 1.0);
}
