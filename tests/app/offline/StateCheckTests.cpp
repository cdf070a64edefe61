#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <memory>

#include "app/offline/StateCheck.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

TEST_CASE("a world played for a while has only finite numbers, and one NaN or infinity anywhere is named") {
    sim::World world = sim::newGame({.seed = 61});
    sim::StepContext stepping;
    while (world.tick < 3000) {
        sim::step(world, sim::autopilotInput(world), stepping);
        REQUIRE_FALSE(app::firstNonFinite(world).has_value());
    }
    REQUIRE_FALSE(world.asteroids.empty());
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();

    sim::World poisoned = world;
    poisoned.ship.velocity.y = nan;
    CHECK(app::firstNonFinite(poisoned) == "ship velocity.y");
    poisoned = world;
    poisoned.asteroids.back().spin = inf;
    CHECK(app::firstNonFinite(poisoned) == "asteroid " + std::to_string(world.asteroids.back().id) + " spin");
    poisoned = world;
    sim::AsteroidShape bad = *world.asteroids.front().shape;
    bad.vertices[0].x = -inf;
    poisoned.asteroids.front().shape = std::make_shared<const sim::AsteroidShape>(bad);
    CHECK(app::firstNonFinite(poisoned) == "asteroid " + std::to_string(world.asteroids.front().id) + " outline vertex.x");
    if (!world.bullets.empty()) {
        poisoned = world;
        poisoned.bullets.front().position.x = nan;
        CHECK(app::firstNonFinite(poisoned) == "bullet " + std::to_string(world.bullets.front().id) + " position.x");
    }
}
