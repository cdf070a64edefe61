#include <doctest/doctest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/Field.h"
#include "sim/Game.h"
#include "sim/internal/BroadPhaseScratch.h"

TEST_CASE("the grid lists every asteroid whose box holds a point, across the wrap seam too") {
    // Property test against brute force: for many random worlds and points,
    // every asteroid whose (wrapped) box contains the point is in its cell.
    sim::Random dice = sim::makeRandom(77, 1);
    sim::BroadPhase grid;
    for (int trial = 0; trial < 50; ++trial) {
        sim::World w = sim::newGame({.seed = static_cast<std::uint64_t>(trial)});
        for (int i = 0; i < 30; ++i) {
            const geometry::Vec2 at{sim::nextInRange(dice, 0, w.settings.fieldWidth), sim::nextInRange(dice, 0, w.settings.fieldHeight)};
            w.asteroids.push_back({});
            w.asteroids.back().position = at;
            w.asteroids.back().radius = sim::nextInRange(dice, 5, 70);
        }
        sim::rebuild(grid, w.settings, w.asteroids);
        for (int k = 0; k < 400; ++k) {
            const geometry::Vec2 p{sim::nextInRange(dice, 0, w.settings.fieldWidth), sim::nextInRange(dice, 0, w.settings.fieldHeight)};
            const auto near = sim::asteroidsNear(grid, p);
            for (std::uint32_t i = 0; i < w.asteroids.size(); ++i) {
                const geometry::Vec2 d = sim::shortestDelta(w.settings, w.asteroids[i].position, p);
                const double r = w.asteroids[i].radius;
                if (std::abs(d.x) <= r && std::abs(d.y) <= r) {
                    CHECK(std::find(near.begin(), near.end(), i) != near.end());
                }
            }
        }
    }
}

TEST_CASE("the grid lists each asteroid at most once per cell") {
    sim::World w = sim::newGame({.seed = 1});
    w.asteroids.push_back({});
    w.asteroids.back().position = {5, 5};
    w.asteroids.back().radius = 5000;  // bigger than the field
    sim::BroadPhase grid;
    sim::rebuild(grid, w.settings, w.asteroids);
    CHECK(sim::asteroidsNear(grid, {640, 360}).size() == 1);
    std::size_t listed = 0;
    for (const sim::BroadPhase::Cell& cell : grid.cells) listed += cell.count;
    CHECK(listed == grid.cells.size());
}

TEST_CASE("a typical wave needs far fewer box tests than all pairs") {
    sim::World w = sim::newGame({.seed = 11});
    sim::StepContext context;
    for (int i = 0; i < 240; ++i) sim::step(w, {.buttons = static_cast<std::uint8_t>(sim::kFire | (i % 50 < 25 ? sim::kTurnLeft : 0))}, context);
    const std::size_t allPairs = w.bullets.size() * w.asteroids.size() + w.asteroids.size();
    REQUIRE(w.bullets.size() >= 3);  // of at most sim::kMaxLiveBullets
    CHECK(static_cast<std::size_t>(context.report.counters.boxTests) < allPairs);
}

TEST_CASE("the grid brought up to date tick by tick always answers as one built from scratch") {
    sim::World w = sim::newGame({.seed = 4});
    sim::StepContext context;
    sim::BroadPhase kept;  // updated every tick, as the simulation does
    sim::Random dice = sim::makeRandom(4, 2);
    for (int i = 0; i < 3000; ++i) {
        sim::step(w, {.buttons = static_cast<std::uint8_t>(sim::kFire | (i % 90 < 30 ? sim::kTurnLeft : 0)),
                      .spawnAsteroid = i % 400 == 0, .spawnAt = {100.0 + i % 1000, 200.0}}, context);
        sim::rebuild(kept, w.settings, w.asteroids);
        sim::BroadPhase fresh;
        sim::rebuild(fresh, w.settings, w.asteroids);
        for (int k = 0; k < 20; ++k) {
            const geometry::Vec2 p{sim::nextInRange(dice, 0, w.settings.fieldWidth), sim::nextInRange(dice, 0, w.settings.fieldHeight)};
            const auto a = sim::asteroidsNear(kept, p);
            const auto b = sim::asteroidsNear(fresh, p);
            REQUIRE(std::vector<std::uint32_t>(a.begin(), a.end()) == std::vector<std::uint32_t>(b.begin(), b.end()));
        }
    }
    CHECK(sim::scratchOf(kept).resizes >= 1);   // the cell size was chosen for the asteroids...
    CHECK(sim::scratchOf(kept).resizes < 300);  // ...and chosen again only when their number changed much, not every tick
}

TEST_CASE("a grid moved elsewhere answers as before, and the one it left fills again from nothing") {
    sim::World w = sim::newGame({.seed = 6});
    sim::StepContext context;
    for (int i = 0; i < 300 && w.asteroids.empty(); ++i) sim::step(w, {}, context);  // the first wave
    REQUIRE(!w.asteroids.empty());
    sim::BroadPhase first;
    sim::rebuild(first, w.settings, w.asteroids);
    const auto near = [](const sim::BroadPhase& grid, geometry::Vec2 p) {
        const auto found = sim::asteroidsNear(grid, p);
        return std::vector<std::uint32_t>(found.begin(), found.end());
    };
    const geometry::Vec2 p = w.asteroids.front().position;
    const std::vector<std::uint32_t> before = near(first, p);
    REQUIRE(!before.empty());
    sim::BroadPhase second = std::move(first);
    CHECK(near(second, p) == before);
    sim::rebuild(first, w.settings, w.asteroids);  // NOLINT(bugprone-use-after-move): a moved-from grid is reused on purpose
    CHECK(near(first, p) == before);
    CHECK(sim::scratchOf(first).resizes == 1);  // its working memory made afresh, the cell size chosen again
}
