#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <numbers>
#include <vector>

#include "geometry/Polygon.h"
#include "geometry/Rotation.h"
#include "PolygonFixtures.h"

using geometry::PolygonProblem;
using geometry::Vec2;

using fixtures::reversed;

namespace {

using fixtures::kTolerance;

const std::array<Vec2, 4> kSquare2{{{0.0, 0.0}, {2.0, 0.0}, {2.0, 2.0}, {0.0, 2.0}}};  // counter-clockwise

// An L: a 2x2 square with the top-right 1x1 quarter removed, counter-clockwise.
const std::array<Vec2, 6> kL{{{0.0, 0.0}, {2.0, 0.0}, {2.0, 1.0}, {1.0, 1.0}, {1.0, 2.0}, {0.0, 2.0}}};

// An arrow head pointing right, with a notch at (1, 1): concave.
const std::array<Vec2, 4> kArrow{{{0.0, 0.0}, {3.0, 1.0}, {0.0, 2.0}, {1.0, 1.0}}};

// Five points of a regular pentagon, visited every second one: every turn has
// the same sign, but the boundary winds twice round the centre.
std::array<Vec2, 5> starPentagram() {
    std::array<Vec2, 5> star{};
    for (std::size_t i = 0; i < 5; ++i) {
        star[i] = 10.0 * geometry::directionFromAngle(std::numbers::pi / 2.0 + 4.0 * std::numbers::pi * static_cast<double>(i) / 5.0);
    }
    return star;
}

// Two triangles meeting at a crossing point: the edges (0)-(1) and (2)-(3) cross.
const std::array<Vec2, 4> kBowtie{{{0.0, 0.0}, {2.0, 2.0}, {2.0, 0.0}, {0.0, 2.0}}};

}  // namespace

TEST_CASE("signedArea is positive counter-clockwise and negative clockwise") {
    CHECK(geometry::signedArea(kSquare2) == 4.0);
    CHECK(geometry::signedArea(reversed(kSquare2)) == -4.0);
    CHECK(geometry::signedArea(kL) == 3.0);
    CHECK(geometry::signedArea(reversed(kL)) == -3.0);
    CHECK(geometry::isCounterClockwise(kSquare2));
    CHECK_FALSE(geometry::isCounterClockwise(reversed(kSquare2)));
}

TEST_CASE("signedArea does not depend on where the polygon is") {
    std::array<Vec2, 4> far = kSquare2;
    for (Vec2& v : far) v += Vec2{1e6, -3e6};
    CHECK(geometry::signedArea(far) == 4.0);
}

TEST_CASE("signedArea is zero for fewer than three vertices and for collinear ones") {
    const std::array<Vec2, 2> segment{{{0.0, 0.0}, {1.0, 1.0}}};
    const std::array<Vec2, 3> line{{{0.0, 0.0}, {1.0, 1.0}, {3.0, 3.0}}};
    CHECK(geometry::signedArea(segment) == 0.0);
    CHECK(geometry::signedArea(std::span<const Vec2>{}) == 0.0);
    CHECK(geometry::signedArea(line) == 0.0);
}

TEST_CASE("centroid of a square is its middle, in either orientation") {
    const Vec2 c = geometry::centroid(kSquare2);
    CHECK(c.x == doctest::Approx(1.0).epsilon(kTolerance));
    CHECK(c.y == doctest::Approx(1.0).epsilon(kTolerance));
    const Vec2 r = geometry::centroid(reversed(kSquare2));
    CHECK(r.x == doctest::Approx(1.0).epsilon(kTolerance));
    CHECK(r.y == doctest::Approx(1.0).epsilon(kTolerance));
}

TEST_CASE("centroid of an L-shape is the area-weighted mean of its pieces, not the vertex average") {
    // Pieces: [0,2]x[0,1] (area 2, centre (1, 0.5)) and [0,1]x[1,2] (area 1,
    // centre (0.5, 1.5)): centroid = (2.5/3, 2.5/3). The vertex average is (1, 1).
    for (const auto& polygon : {std::vector<Vec2>(kL.begin(), kL.end()), reversed(kL)}) {
        const Vec2 c = geometry::centroid(polygon);
        CHECK(c.x == doctest::Approx(2.5 / 3.0).epsilon(kTolerance));
        CHECK(c.y == doctest::Approx(2.5 / 3.0).epsilon(kTolerance));
    }
}

TEST_CASE("isConvex accepts a square in both orientations") {
    CHECK(geometry::isConvex(kSquare2));
    CHECK(geometry::isConvex(reversed(kSquare2)));
}

TEST_CASE("isConvex accepts a square with a collinear vertex in the middle of a side") {
    const std::array<Vec2, 5> square{{{0.0, 0.0}, {1.0, 0.0}, {2.0, 0.0}, {2.0, 2.0}, {0.0, 2.0}}};
    CHECK(geometry::isConvex(square));
    CHECK(geometry::isConvex(reversed(square)));
}

TEST_CASE("isConvex rejects a concave arrow and an L-shape") {
    CHECK_FALSE(geometry::isConvex(kArrow));
    CHECK_FALSE(geometry::isConvex(reversed(kArrow)));
    CHECK_FALSE(geometry::isConvex(kL));
    CHECK_FALSE(geometry::isConvex(reversed(kL)));
}

TEST_CASE("isConvex rejects a pentagram although every turn has the same sign") {
    const std::array<Vec2, 5> star = starPentagram();
    // The Egret SAT article's test alone would be fooled: check that premise first.
    for (std::size_t i = 0; i < 5; ++i) {
        CHECK(geometry::cross(geometry::edgeVector(star, i), geometry::edgeVector(star, (i + 1) % 5)) > 0.0);
    }
    CHECK_FALSE(geometry::isConvex(star));
    CHECK_FALSE(geometry::isConvex(reversed(star)));
}

TEST_CASE("isConvex rejects degenerate vertex lists") {
    const std::array<Vec2, 3> line{{{0.0, 0.0}, {1.0, 0.0}, {2.0, 0.0}}};
    const std::array<Vec2, 2> two{{{0.0, 0.0}, {1.0, 0.0}}};
    CHECK_FALSE(geometry::isConvex(line));
    CHECK_FALSE(geometry::isConvex(two));
}

TEST_CASE("isSimple accepts convex and concave simple polygons") {
    CHECK(geometry::isSimple(kSquare2));
    CHECK(geometry::isSimple(kL));
    CHECK(geometry::isSimple(reversed(kArrow)));
}

TEST_CASE("isSimple rejects a bowtie") {
    CHECK_FALSE(geometry::isSimple(kBowtie));
    CHECK_FALSE(geometry::isSimple(reversed(kBowtie)));
}

TEST_CASE("isSimple rejects a pentagram") { CHECK_FALSE(geometry::isSimple(starPentagram())); }

TEST_CASE("isSimple rejects edges that only touch or overlap along a line") {
    SUBCASE("a vertex touching a non-adjacent edge") {
        // Vertex 3 (1, 0) lies on edge 0 from (0, 0) to (2, 0).
        const std::array<Vec2, 5> polygon{{{0.0, 0.0}, {2.0, 0.0}, {2.0, 2.0}, {1.0, 0.0}, {0.0, 2.0}}};
        CHECK_FALSE(geometry::isSimple(polygon));
    }
    SUBCASE("two non-adjacent edges overlapping on the same line") {
        const std::array<Vec2, 6> polygon{
            {{0.0, 0.0}, {4.0, 0.0}, {4.0, 2.0}, {3.0, 2.0}, {3.0, 0.0}, {1.0, 0.0}}};
        CHECK_FALSE(geometry::isSimple(polygon));
    }
    SUBCASE("three collinear vertices: each edge runs back along its neighbours") {
        const std::array<Vec2, 3> polygon{{{0.0, 0.0}, {2.0, 0.0}, {1.0, 0.0}}};
        CHECK_FALSE(geometry::isSimple(polygon));
    }
    SUBCASE("a spike doubling back along its own edge") {
        const std::array<Vec2, 5> polygon{{{0.0, 0.0}, {2.0, 0.0}, {3.0, 0.0}, {2.5, 0.0}, {0.0, 2.0}}};
        CHECK_FALSE(geometry::isSimple(polygon));
    }
}

TEST_CASE("findPolygonProblem names each problem, checking in the enum's order") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    SUBCASE("None") { CHECK(geometry::findPolygonProblem(kL) == PolygonProblem::None); }
    SUBCASE("TooFewVertices") {
        const std::array<Vec2, 2> two{{{0.0, 0.0}, {nan, 1.0}}};  // NaN as well: too few comes first
        CHECK(geometry::findPolygonProblem(two) == PolygonProblem::TooFewVertices);
    }
    SUBCASE("NotFinite") {
        const std::array<Vec2, 4> polygon{{{0.0, 0.0}, {0.0, 0.0}, {1.0, std::numeric_limits<double>::infinity()}, {0.0, 1.0}}};
        CHECK(geometry::findPolygonProblem(polygon) == PolygonProblem::NotFinite);
    }
    SUBCASE("RepeatedVertex between neighbours") {
        const std::array<Vec2, 4> polygon{{{0.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {0.0, 1.0}}};
        CHECK(geometry::findPolygonProblem(polygon) == PolygonProblem::RepeatedVertex);
    }
    SUBCASE("RepeatedVertex when the last vertex repeats the first") {
        const std::array<Vec2, 4> polygon{{{0.0, 0.0}, {1.0, 0.0}, {0.0, 1.0}, {0.0, 0.0}}};
        CHECK(geometry::findPolygonProblem(polygon) == PolygonProblem::RepeatedVertex);
    }
    SUBCASE("ZeroArea for collinear vertices") {
        const std::array<Vec2, 3> polygon{{{0.0, 0.0}, {1.0, 3.0}, {7.0, 21.0}}};
        CHECK(geometry::findPolygonProblem(polygon) == PolygonProblem::ZeroArea);
    }
    SUBCASE("SelfIntersecting for a symmetric bowtie, though its two halves cancel to zero area") {
        CHECK(geometry::signedArea(kBowtie) == 0.0);
        CHECK(geometry::findPolygonProblem(kBowtie) == PolygonProblem::SelfIntersecting);
    }
    SUBCASE("SelfIntersecting for a lopsided bowtie") {
        const std::array<Vec2, 4> polygon{{{0.0, 0.0}, {4.0, 2.0}, {4.0, 0.0}, {0.0, 1.0}}};
        CHECK(geometry::signedArea(polygon) != 0.0);
        CHECK(geometry::findPolygonProblem(polygon) == PolygonProblem::SelfIntersecting);
    }
    SUBCASE("SelfIntersecting for a vertex repeated out of sequence") {
        const std::array<Vec2, 5> polygon{{{0.0, 0.0}, {2.0, 0.0}, {1.0, 1.0}, {2.0, 2.0}, {1.0, 1.0}}};
        CHECK(geometry::findPolygonProblem(polygon) == PolygonProblem::SelfIntersecting);
    }
}

TEST_CASE("describe gives a distinct message for every problem") {
    const std::array problems{PolygonProblem::None,           PolygonProblem::TooFewVertices,
                              PolygonProblem::NotFinite,      PolygonProblem::RepeatedVertex,
                              PolygonProblem::ZeroArea,       PolygonProblem::SelfIntersecting};
    for (std::size_t i = 0; i < problems.size(); ++i) {
        REQUIRE(geometry::describe(problems[i]) != nullptr);
        CHECK(std::strlen(geometry::describe(problems[i])) > 0);
        for (std::size_t j = 0; j < i; ++j) {
            CHECK(std::strcmp(geometry::describe(problems[i]), geometry::describe(problems[j])) != 0);
        }
    }
    CHECK(std::strcmp(geometry::describe(PolygonProblem::TooFewVertices), "fewer than 3 vertices") == 0);
}

TEST_CASE("edgeVector wraps from the last vertex back to the first") {
    CHECK(geometry::edgeVector(kSquare2, 0) == Vec2{2.0, 0.0});
    CHECK(geometry::edgeVector(kSquare2, 3) == Vec2{0.0, -2.0});
}
