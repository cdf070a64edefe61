// Covers sim/AsteroidShapes and BroadPhase with the geometry beneath them, as properties over random cases.
// Seeded property tests of the geometry as the simulation uses it: the convex
// pieces of generated asteroids, and the broad phase against brute force.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/Polygon.h"
#include "geometry/RandomPolygons.h"
#include "sim/AsteroidShapes.h"
#include "sim/BroadPhase.h"
#include "sim/Field.h"
#include "sim/Game.h"

using geometry::Vec2;

namespace {

// The area sum may differ from the shoelace area only by rounding: a few ulps of the terms summed.
constexpr double kAreaTolerance = 1e-12;

double triangleArea(const std::array<Vec2, 3>& t) { return 0.5 * geometry::cross(t[1] - t[0], t[2] - t[0]); }

// Pieces cover the outline: convex (counter-clockwise, not flat), inside it,
// pairwise without overlap (exact), and their areas add up to its area.
void checkCover(std::span<const Vec2> outline, const std::vector<std::array<Vec2, 3>>& pieces) {
    double sum = 0.0;
    for (const std::array<Vec2, 3>& piece : pieces) {
        CHECK(geometry::orientation(piece[0], piece[1], piece[2]) > 0);
        CHECK(geometry::pointInPolygon((piece[0] + piece[1] + piece[2]) / 3.0, outline));
        sum += triangleArea(piece);
    }
    const double area = geometry::signedArea(outline);
    CHECK(std::fabs(sum - area) <= kAreaTolerance * area);
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        for (std::size_t j = i + 1; j < pieces.size(); ++j) CHECK(fixtures::interiorsDisjoint(pieces[i], pieces[j]));
    }
}

}  // namespace

TEST_CASE("property: the fan and the ear-clipped pieces of every generated asteroid cover it exactly, convex and without overlap") {
    sim::Random random = sim::makeRandom(606, 1);
    for (int trial = 0; trial < 3000; ++trial) {
        const sim::AsteroidShape shape = makeAsteroidShape(random, static_cast<sim::AsteroidSize>(trial % 3));
        const std::span<const Vec2> outline = shape.outline();
        REQUIRE(geometry::findPolygonProblem(outline) == geometry::PolygonProblem::None);
        REQUIRE(geometry::isStarShapedAbout({0.0, 0.0}, outline));
        std::vector<std::array<Vec2, 3>> fan;
        for (int i = 0; i < sim::pieceCount(outline); ++i) fan.push_back(sim::fanPiece(outline, i));
        checkCover(outline, fan);
        std::vector<geometry::TriangleIndices> indices(outline.size() - 2);
        std::vector<std::size_t> scratch(outline.size());
        REQUIRE(geometry::earClip(outline, indices, scratch) == outline.size() - 2);
        std::vector<std::array<Vec2, 3>> ears;
        for (const geometry::TriangleIndices& t : indices) ears.push_back({outline[t[0]], outline[t[1]], outline[t[2]]});
        checkCover(outline, ears);
    }
}

namespace {

// Whether asteroid i's box holds p, tested as the collision pass's box test does.
bool boxHolds(const sim::World& w, std::uint32_t i, Vec2 p) {
    const Vec2 d = sim::shortestDelta(w.settings, w.asteroids[i].position, p);
    const double r = w.asteroids[i].radius;
    return d.x <= r && -d.x <= r && d.y <= r && -d.y <= r;
}

// A coordinate in [0, size): anywhere, or on the wrap seam, a cell border, or a hair inside the field's edge.
double coordinate(sim::Random& random, double size, double cell) {
    switch (sim::nextInt(random, 0, 5)) {
        case 0: return 0.0;
        case 1: return std::nextafter(size, 0.0);
        case 2: return cell * sim::nextInt(random, 0, static_cast<int>(size / cell) - 1);
        case 3: return sim::nextInRange(random, 0.0, 1.0);
        default: return sim::nextInRange(random, 0.0, size);
    }
}

}  // namespace

TEST_CASE("property: the broad phase finds exactly the bullet-asteroid box pairs brute force finds, on the wrap seam too") {
    sim::Random random = sim::makeRandom(707, 1);
    sim::BroadPhase grid;  // kept across scenes, as the game keeps it across ticks
    int pairs = 0;
    for (int scene = 0; scene < 300; ++scene) {
        sim::World w = sim::newGame({.seed = static_cast<std::uint64_t>(scene)});
        const double width = w.settings.fieldWidth;
        const double height = w.settings.fieldHeight;
        w.asteroids.clear();
        const int count = sim::nextInt(random, 0, 60);
        for (int i = 0; i < count; ++i) {
            sim::Asteroid a;
            a.position = {coordinate(random, width, 192.0), coordinate(random, height, 192.0)};
            a.radius = sim::nextInt(random, 0, 9) == 0 ? sim::nextInRange(random, 200.0, 900.0) : sim::nextInRange(random, 4.0, 70.0);
            w.asteroids.push_back(a);
        }
        sim::rebuild(grid, w.settings, w.asteroids);
        for (int k = 0; k < 100; ++k) {
            const Vec2 bullet{coordinate(random, width, 192.0), coordinate(random, height, 192.0)};
            const auto near = sim::asteroidsNear(grid, bullet);
            std::vector<std::uint32_t> listed(near.begin(), near.end());
            std::sort(listed.begin(), listed.end());
            CHECK(std::adjacent_find(listed.begin(), listed.end()) == listed.end());  // each at most once
            std::vector<std::uint32_t> found;  // what the game tests: the listed ones whose boxes hold the bullet
            for (const std::uint32_t i : listed) {
                if (boxHolds(w, i, bullet)) found.push_back(i);
            }
            std::vector<std::uint32_t> expected;  // brute force: every asteroid
            for (std::uint32_t i = 0; i < w.asteroids.size(); ++i) {
                if (boxHolds(w, i, bullet)) expected.push_back(i);
            }
            CHECK(found == expected);
            pairs += static_cast<int>(expected.size());
        }
    }
    CHECK(pairs > 5000);
}
