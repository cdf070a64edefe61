#include <doctest/doctest.h>

#include <string>

#include "teach/GridShown.h"
#include "sim/BroadPhase.h"
#include "sim/TestWorlds.h"

namespace {

// One asteroid of radius 40 at (400, 300); a bullet inside its box and one far away.
sim::World oneRockTwoBullets() {
    sim::World world = testing::quietWorld();
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {400, 300}, 40));
    world.bullets.push_back(testing::restingBullet(world, {410, 300}));
    world.bullets.push_back(testing::restingBullet(world, {1000, 650}));
    return world;
}

}  // namespace

TEST_CASE("the grid's summary counts the cells a rock is listed in and what each bullet's query walks and keeps") {
    const sim::World world = oneRockTwoBullets();
    sim::BroadPhase grid;
    sim::rebuild(grid, world.settings, world.asteroids);
    const teach::GridSummary s = teach::summarizeGrid(grid, world);
    CHECK(s.columns == grid.columns);
    CHECK(s.rows == grid.rows);
    CHECK(s.columns * s.cellWidth == doctest::Approx(world.settings.fieldWidth));
    CHECK(s.rows * s.cellHeight == doctest::Approx(world.settings.fieldHeight));
    // The rock's box (80 across) covers 1 to 4 cells of at least 80 units, each listing it alone.
    CHECK(s.occupied >= 1);
    CHECK(s.occupied <= 4);
    CHECK(s.busiest == 1);
    CHECK(s.bullets == 2);
    // The near bullet's cell lists the rock and its box holds it; the far bullet's cell lists nothing.
    CHECK(s.listedPerBullet == doctest::Approx(0.5));
    CHECK(s.candidatesPerBullet == doctest::Approx(0.5));
}

TEST_CASE("the grid's legend names the cells and, with bullets, what a query costs") {
    const sim::World world = oneRockTwoBullets();
    sim::BroadPhase grid;
    sim::rebuild(grid, world.settings, world.asteroids);
    const teach::GridSummary s = teach::summarizeGrid(grid, world);
    const std::string legend = teach::gridLegend(s);
    CHECK(legend.starts_with("grid " + std::to_string(s.columns) + " x " + std::to_string(s.rows) + " cells of "));
    CHECK(legend.find("at most 1") != std::string::npos);
    CHECK(legend.find("a bullet's cell lists 0.50, 0.50 pass its box") != std::string::npos);
    teach::GridSummary none = s;
    none.bullets = 0;
    CHECK(teach::gridLegend(none).find("bullet") == std::string::npos);
}
