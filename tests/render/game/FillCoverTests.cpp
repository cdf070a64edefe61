#include <doctest/doctest.h>

#include <cmath>
#include <numbers>
#include <vector>

#include "geometry/PointInPolygon.h"
#include "render/game/FillCover.h"
#include "sim/Random.h"

namespace {

using geometry::Vec2;

// An irregular outline about the origin, star-shaped as asteroid outlines are (often concave).
std::vector<Vec2> randomRock(sim::Random& random, double radius) {
    const int n = sim::nextInt(random, 8, 16);
    std::vector<Vec2> points;
    for (int i = 0; i < n; ++i) {
        const double angle = 2 * std::numbers::pi * (i + sim::nextInRange(random, 0.0, 0.8)) / n;
        const double r = radius * sim::nextInRange(random, 0.45, 1.0);
        points.push_back({r * std::cos(angle), r * std::sin(angle)});
    }
    return points;
}

bool cellMarked(const render::FillCover& cover, int column, int row) {
    return cover.covered[static_cast<std::size_t>(row) * static_cast<std::size_t>(cover.columns) + static_cast<std::size_t>(column)] != 0;
}

// Whether the point lies in a marked cell (on a cell's edge counts for both sides).
bool inMarkedCell(const render::FillCover& cover, Vec2 p) {
    const auto column = static_cast<int>(std::floor(p.x / cover.cell));
    const auto row = static_cast<int>(std::floor(p.y / cover.cell));
    return column >= 0 && row >= 0 && column < cover.columns && row < cover.rows && cellMarked(cover, column, row);
}

}  // namespace

TEST_CASE("a marked cell lies wholly inside one of the polygons, and a big square marks every cell it holds whole") {
    render::FillCover cover;
    render::resetCover(cover, 400, 300, 8);
    sim::Random random = sim::makeRandom(7, 1);
    std::vector<std::vector<Vec2>> placed;
    for (int k = 0; k < 40; ++k) {
        const Vec2 centre{sim::nextInRange(random, -20, 420), sim::nextInRange(random, -20, 320)};
        const std::vector<Vec2> rock = randomRock(random, sim::nextInRange(random, 10, 64));
        render::coverPolygon(cover, centre, rock);
        std::vector<Vec2> world;
        for (const Vec2 p : rock) world.push_back(centre + p);
        placed.push_back(world);
    }
    int marked = 0;
    for (int row = 0; row < cover.rows; ++row) {
        for (int column = 0; column < cover.columns; ++column) {
            if (!cellMarked(cover, column, row)) continue;
            ++marked;
            // Points across the cell (just inside its edges) must all be inside the same polygon.
            bool insideOne = false;
            for (const auto& polygon : placed) {
                bool all = true;
                for (int i = 0; i <= 4 && all; ++i) {
                    for (int j = 0; j <= 4 && all; ++j) {
                        const Vec2 p{(column + 0.001 + 0.998 * i / 4.0) * cover.cell, (row + 0.001 + 0.998 * j / 4.0) * cover.cell};
                        all = geometry::pointInPolygon(p, polygon);
                    }
                }
                insideOne = insideOne || all;
            }
            CHECK(insideOne);
        }
    }
    CHECK(marked > 100);

    render::resetCover(cover, 400, 300, 8);
    const std::vector<Vec2> square{{-40, -40}, {40, -40}, {40, 40}, {-40, 40}};
    render::coverPolygon(cover, {100, 100}, square);
    for (int row = 0; row < cover.rows; ++row) {
        for (int column = 0; column < cover.columns; ++column) {
            const bool holds = column * 8 >= 60 && (column + 1) * 8 <= 140 && row * 8 >= 60 && (row + 1) * 8 <= 140;
            CHECK(cellMarked(cover, column, row) == holds);
        }
    }
}

TEST_CASE("a triangle counts as covered only when every point of it lies in a marked cell") {
    render::FillCover cover;
    render::resetCover(cover, 320, 240, 8);
    sim::Random random = sim::makeRandom(11, 2);
    for (int k = 0; k < 30; ++k) {
        render::coverPolygon(cover, {sim::nextInRange(random, 0, 320), sim::nextInRange(random, 0, 240)},
                             randomRock(random, sim::nextInRange(random, 17, 64)));
    }
    render::finishCover(cover);
    int covered = 0, open = 0;
    for (int k = 0; k < 3000; ++k) {
        const Vec2 centre{sim::nextInRange(random, -10, 330), sim::nextInRange(random, -10, 250)};
        const auto corner = [&] { return centre + Vec2{sim::nextInRange(random, -30, 30), sim::nextInRange(random, -30, 30)}; };
        const Vec2 a = corner(), b = corner(), c = corner();
        if (!render::coveredTriangle(cover, a, b, c)) {
            ++open;
            continue;
        }
        ++covered;
        for (int i = 0; i <= 8; ++i) {  // barycentric samples, edges and corners included
            for (int j = 0; i + j <= 8; ++j) {
                const double u = i / 8.0, v = j / 8.0;
                CHECK(inMarkedCell(cover, a + (b - a) * u + (c - a) * v));
            }
        }
    }
    CHECK(covered > 50);
    CHECK(open > 50);
    CHECK_FALSE(render::coveredTriangle(cover, {-1, 5}, {5, 5}, {5, 9}));  // leaves the field
}

TEST_CASE("the covered runs are exactly the marked cells, one rectangle per run along a row") {
    render::FillCover cover;
    render::resetCover(cover, 160, 80, 16);
    render::coverPolygon(cover, {40, 40}, std::vector<Vec2>{{-30, -30}, {30, -30}, {30, 30}, {-30, 30}});
    render::coverPolygon(cover, {130, 40}, std::vector<Vec2>{{-20, -20}, {20, -20}, {20, 20}, {-20, 20}});
    std::vector<std::uint8_t> seen(cover.covered.size(), 0);
    int runs = 0;
    render::forEachCoveredRun(cover, [&](Vec2 low, Vec2 high) {
        ++runs;
        CHECK(high.y - low.y == doctest::Approx(16));
        for (double x = low.x + 8; x < high.x; x += 16) seen[static_cast<std::size_t>(low.y / 16) * 10 + static_cast<std::size_t>(x / 16)] = 1;
    });
    CHECK(seen == cover.covered);
    CHECK(runs == 4);  // columns 1-3 on rows 1 to 3 for the first square; columns 7-8 on row 2 for the second
}
