// Covers geometry/ConvexPieces, PointInPolygon, Polygon and Sat with random cases (many sources at once).
// Seeded property tests: thousands of random cases each, checked against
// independent computations in exact integer arithmetic (RandomPolygons.h).
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <random>
#include <vector>

#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/Polygon.h"
#include "geometry/Sat.h"
#include "PolygonFixtures.h"
#include "RandomPolygons.h"

using namespace fixtures;

namespace {

// Dan Sunday's test of edge a -> b, in exact integers: +1 for an upward edge
// with p strictly left of it, -1 for a downward edge with p strictly right.
int sundayCrossing(Vec2 p, Vec2 a, Vec2 b) {
    if (a.y <= p.y) return b.y > p.y && exactOrientation(a, b, p) > 0 ? 1 : 0;
    return b.y <= p.y && exactOrientation(a, b, p) < 0 ? -1 : 0;
}

// Sunday's winding number (the sum of the edges' crossings) and the number of
// edges the ray crosses, either way.
int sundayWinding(Vec2 p, std::span<const Vec2> polygon) {
    int winding = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) winding += sundayCrossing(p, polygon[i], polygon[(i + 1) % polygon.size()]);
    return winding;
}
int exactCrossings(Vec2 p, std::span<const Vec2> polygon) {
    int crossings = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) crossings += sundayCrossing(p, polygon[i], polygon[(i + 1) % polygon.size()]) != 0 ? 1 : 0;
    return crossings;
}

// A random simple polygon: star-shaped or x-monotone, up to 200 vertices, on a grid up to 2^40.
std::vector<Vec2> randomSimple(std::mt19937_64& random, int trial) {
    const Int size = Int{1} << (trial % 3 == 0 ? 40 : 12);
    const int n = static_cast<int>(between(random, 5, trial % 20 == 0 ? 200 : 30));
    if (trial % 2 == 0) return randomStar(random, {0.0, 0.0}, n, static_cast<double>(size));
    return randomMonotone(random, n, size);
}

// Query points: vertices, points on edges, and random points near the polygon.
std::vector<Vec2> queryPoints(std::mt19937_64& random, std::span<const Vec2> polygon) {
    std::vector<Vec2> points(polygon.begin(), polygon.end());
    Int reach = 1;
    for (const Vec2 v : polygon) reach = std::max({reach, static_cast<Int>(std::fabs(v.x)), static_cast<Int>(std::fabs(v.y))});
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[(i + 1) % polygon.size()];
        const Vec2 twice = a + b;  // the midpoint, when it is on the grid
        if (std::fmod(twice.x, 2.0) == 0.0 && std::fmod(twice.y, 2.0) == 0.0) points.push_back(twice * 0.5);
        points.push_back({a.x, b.y});  // on the edge's row or column, often off it
    }
    for (int k = 0; k < 40; ++k) points.push_back({static_cast<double>(between(random, -reach, reach)), static_cast<double>(between(random, -reach, reach))});
    return points;
}

}  // namespace

TEST_CASE("property: the crossing number agrees with an independent exact winding count on random simple polygons") {
    std::mt19937_64 random(101);
    int inside = 0;
    int outside = 0;
    for (int trial = 0; trial < 2000; ++trial) {
        const std::vector<Vec2> polygon = randomSimple(random, trial);
        REQUIRE(geometry::findPolygonProblem(polygon) == geometry::PolygonProblem::None);
        for (const Vec2 p : queryPoints(random, polygon)) {
            const int winding = sundayWinding(p, polygon);
            REQUIRE((winding == 0 || winding == 1));  // counter-clockwise and simple
            CHECK(geometry::windingNumber(p, polygon) == winding);
            CHECK(geometry::pointInPolygon(p, polygon) == (winding == 1));
            // The count itself, not only its parity: crossingCount judges up
            // to 64 edges at once and falls back to exact sums for points on
            // or very near an edge (the edge midpoints, coordinates up to 2^40).
            CHECK(geometry::crossingCount(p, polygon) == exactCrossings(p, polygon));
            (winding == 1 ? inside : outside) += 1;
        }
    }
    CHECK(inside > 10000);
    CHECK(outside > 10000);
}

TEST_CASE("property: point in polygon, validity and ear clipping do not depend on orientation or starting vertex") {
    std::mt19937_64 random(202);
    for (int trial = 0; trial < 1000; ++trial) {
        const std::vector<Vec2> polygon = randomSimple(random, trial);
        const std::size_t first = static_cast<std::size_t>(between(random, 0, static_cast<Int>(polygon.size()) - 1));
        const std::array<std::vector<Vec2>, 3> variants{reversed(polygon), startingAt(polygon, first),
                                                         reversed(startingAt(polygon, first))};
        const std::vector<Vec2> points = queryPoints(random, polygon);
        const std::array<int, 3> turns{-1, 1, -1};  // the generated polygons are counter-clockwise
        for (std::size_t v = 0; v < variants.size(); ++v) {
            const std::vector<Vec2>& variant = variants[v];
            CHECK(geometry::findPolygonProblem(variant) == geometry::PolygonProblem::None);
            CHECK(geometry::simplePolygonOrientation(variant) == turns[v]);
            for (const Vec2 p : points) CHECK(geometry::pointInPolygon(p, variant) == geometry::pointInPolygon(p, polygon));
            std::vector<geometry::TriangleIndices> pieces(variant.size() - 2);
            std::vector<std::size_t> scratch(variant.size());
            CHECK(geometry::earClip(variant, pieces, scratch) == variant.size() - 2);
        }
    }
}

TEST_CASE("property: SAT's verdict does not depend on orientation or starting vertex, and matches pieces of concave shapes") {
    std::mt19937_64 random(303);
    int hits = 0;
    int misses = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const Int size = Int{1} << (trial % 2 == 0 ? 40 : 8);
        const Vec2 offset{static_cast<double>(between(random, -2 * size, 2 * size)), static_cast<double>(between(random, -2 * size, 2 * size))};
        const std::vector<Vec2> a = randomConvex(random, static_cast<int>(between(random, 3, 30)), size, {0.0, 0.0});
        const std::vector<Vec2> b = randomConvex(random, static_cast<int>(between(random, 3, 30)), size, offset);
        if (a.size() < 3 || b.size() < 3) continue;
        const bool verdict = geometry::convexPolygonsOverlap(a, b);
        CHECK(geometry::satConvex(a, b).hit == verdict);
        (verdict ? hits : misses) += 1;
        for (const std::vector<Vec2>& a2 : {reversed(a), startingAt(a, 1 + trial % a.size())}) {
            for (const std::vector<Vec2>& b2 : {reversed(b), startingAt(b, 2 + trial % b.size())}) {
                CHECK(geometry::convexPolygonsOverlap(a2, b2) == verdict);
                CHECK(geometry::convexPolygonsOverlap(b2, a2) == verdict);
                CHECK(geometry::satConvex(b2, a2).hit == verdict);
            }
        }
        // The same shapes cut into ear-clipped triangles meet exactly when the shapes do.
        std::array<std::vector<geometry::TriangleIndices>, 2> pieces{std::vector<geometry::TriangleIndices>(a.size() - 2),
                                                                     std::vector<geometry::TriangleIndices>(b.size() - 2)};
        std::vector<std::size_t> scratch(std::max(a.size(), b.size()));
        REQUIRE(geometry::earClip(a, pieces[0], scratch) == a.size() - 2);
        REQUIRE(geometry::earClip(b, pieces[1], scratch) == b.size() - 2);
        CHECK(geometry::piecesOverlap(a, pieces[0], b, pieces[1]) == verdict);
    }
    CHECK(hits > 300);
    CHECK(misses > 300);
}

namespace {

// A region [0, columns S] x [0, rows S] tiled by jittered cells, each kept as
// a quadrilateral or cut along a random diagonal; vertices on multiples of 8
// so that points 1/8 of the way along any edge are on the grid too.
struct Tiling {
    std::vector<std::vector<Vec2>> tiles;
    std::vector<Vec2> points;  ///< vertices and points along every edge
    Vec2 min{};
    Vec2 max{};
};

Tiling randomTiling(std::mt19937_64& random, int columns, int rows, Int spacing, Vec2 offset) {
    std::vector<Vec2> grid;
    for (int r = 0; r <= rows; ++r) {
        for (int c = 0; c <= columns; ++c) {
            const bool edge = r == 0 || c == 0 || r == rows || c == columns;  // the outline stays a rectangle
            const auto jitter = [&] { return edge ? 0.0 : 8.0 * static_cast<double>(between(random, -spacing / 64, spacing / 64)); };
            grid.push_back({offset.x + static_cast<double>(c * spacing) + jitter(), offset.y + static_cast<double>(r * spacing) + jitter()});
        }
    }
    const auto at = [&](int c, int r) { return grid[static_cast<std::size_t>(r * (columns + 1) + c)]; };
    Tiling t{{}, {}, offset, offset + Vec2{static_cast<double>(columns * spacing), static_cast<double>(rows * spacing)}};
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const std::array<Vec2, 4> q{at(c, r), at(c + 1, r), at(c + 1, r + 1), at(c, r + 1)};
            switch (between(random, 0, 2)) {
                case 0: t.tiles.push_back({q[0], q[1], q[2], q[3]}); break;
                case 1: t.tiles.push_back({q[0], q[1], q[2]}); t.tiles.push_back({q[0], q[2], q[3]}); break;
                default: t.tiles.push_back({q[0], q[1], q[3]}); t.tiles.push_back({q[1], q[2], q[3]}); break;
            }
        }
    }
    for (const std::vector<Vec2>& tile : t.tiles) {
        for (std::size_t i = 0; i < tile.size(); ++i) {
            const Vec2 step = (tile[(i + 1) % tile.size()] - tile[i]) / 8.0;
            for (int k = 0; k < 8; ++k) t.points.push_back(tile[i] + step * k);
        }
    }
    return t;
}

}  // namespace

TEST_CASE("property: a point on an edge shared by two tiles of a region is inside exactly one of them") {
    std::mt19937_64 random(404);
    int sharedPoints = 0;
    for (int trial = 0; trial < 60; ++trial) {
        const Int spacing = trial % 2 == 0 ? 512 : Int{1} << 36;
        const Vec2 offset = trial % 3 == 0 ? Vec2{} : Vec2{-1099511627776.0, 549755813888.0};  // -2^40, 2^39
        const Tiling t = randomTiling(random, 6, 5, spacing, offset);
        for (const std::vector<Vec2>& tile : t.tiles) REQUIRE(geometry::findPolygonProblem(tile) == geometry::PolygonProblem::None);
        for (const Vec2 p : t.points) {
            int holders = 0;
            for (const std::vector<Vec2>& tile : t.tiles) holders += geometry::pointInPolygon(p, tile) ? 1 : 0;
            const bool onOutline = p.x == t.min.x || p.x == t.max.x || p.y == t.min.y || p.y == t.max.y;
            if (onOutline) {
                CHECK(holders <= 1);
            } else {
                CHECK(holders == 1);
                ++sharedPoints;
            }
        }
    }
    CHECK(sharedPoints > 10000);
}

TEST_CASE("property: ear clipping covers random simple polygons exactly with convex pieces that do not overlap") {
    std::mt19937_64 random(505);
    for (int trial = 0; trial < 1000; ++trial) {
        const std::vector<Vec2> polygon = randomSimple(random, trial);
        for (const std::vector<Vec2>& variant : {polygon, reversed(polygon)}) {
            std::vector<geometry::TriangleIndices> pieces(variant.size() - 2);
            std::vector<std::size_t> scratch(variant.size());
            REQUIRE(geometry::earClip(variant, pieces, scratch) == variant.size() - 2);
            Wide twiceAreas = 0;
            std::vector<std::array<Vec2, 3>> triangles;
            for (const geometry::TriangleIndices& piece : pieces) {
                const std::array<Vec2, 3> triangle{variant[piece[0]], variant[piece[1]], variant[piece[2]]};
                CHECK(exactOrientation(triangle[0], triangle[1], triangle[2]) > 0);  // convex, counter-clockwise, not flat
                CHECK(geometry::pointInPolygon((triangle[0] + triangle[1] + triangle[2]) / 3.0, variant));
                twiceAreas += exactTwiceArea(triangle);
                triangles.push_back(triangle);
            }
            const Wide polygonArea = exactTwiceArea(variant);
            CHECK((twiceAreas == polygonArea || twiceAreas == -polygonArea));  // exactly, in integers
            if (triangles.size() > 60) continue;  // pairs grow as the square: the smaller ones cover the cases
            for (std::size_t i = 0; i < triangles.size(); ++i) {
                for (std::size_t j = i + 1; j < triangles.size(); ++j) CHECK(interiorsDisjoint(triangles[i], triangles[j]));
            }
        }
    }
}
