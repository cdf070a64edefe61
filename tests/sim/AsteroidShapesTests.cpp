#include <doctest/doctest.h>

#include "geometry/ConvexPieces.h"
#include "geometry/Polygon.h"
#include "sim/AsteroidShapes.h"
#include "sim/Game.h"
#include "sim/StateHash.h"
#include "sim/TestWorlds.h"

TEST_CASE("asteroid outlines are simple, counter-clockwise, star-shaped about their centre, with 8 to 16 vertices") {
    sim::Random random = sim::makeRandom(2024, 3);
    int concave = 0;
    for (int i = 0; i < 500; ++i) {
        const auto size = static_cast<sim::AsteroidSize>(i % 3);
        const sim::AsteroidShape shape = sim::makeAsteroidShape(random, size);
        CHECK(shape.count >= sim::kAsteroidMinVertices);
        CHECK(shape.count <= sim::kAsteroidMaxVertices);
        CHECK(geometry::isCounterClockwise(shape.outline()));
        CHECK(geometry::isSimple(shape.outline()));
        CHECK(geometry::isStarShapedAbout({0, 0}, shape.outline()));
        double farthest = 0;
        for (const auto v : shape.outline()) farthest = std::max(farthest, length(v));
        sim::Asteroid asteroid;
        sim::setShape(asteroid, shape);
        CHECK(asteroid.radius == farthest);
        concave += geometry::isConvex(shape.outline()) ? 0 : 1;
    }
    CHECK(concave > 250);  // "often concave"
}

TEST_CASE("the same generator state gives the same outline") {
    sim::Random a = sim::makeRandom(5, 5);
    sim::Random b = sim::makeRandom(5, 5);
    const sim::AsteroidShape sa = sim::makeAsteroidShape(a, sim::AsteroidSize::Large);
    const sim::AsteroidShape sb = sim::makeAsteroidShape(b, sim::AsteroidSize::Large);
    CHECK(sa.count == sb.count);
    CHECK(sa.vertices == sb.vertices);
}

TEST_CASE("copies of an asteroid and of a world share its outline instead of copying the vertices") {
    sim::World world = sim::newGame({.seed = 8});
    sim::StepContext context;
    for (int t = 0; t < 600 && world.asteroids.empty(); ++t) sim::step(world, {}, context);
    REQUIRE_FALSE(world.asteroids.empty());
    const sim::World copy = world;
    CHECK(copy.asteroids[0].shape.get() == world.asteroids[0].shape.get());
    CHECK(copy.asteroids[0].outline().data() == world.asteroids[0].outline().data());
    CHECK(sim::hashState(copy) == sim::hashState(world));
    CHECK(sizeof(sim::Asteroid) < sizeof(sim::AsteroidShape));
}

TEST_CASE("an asteroid with no outline has an empty one and steps, hashes and meets bullets and the ship harmlessly") {
    const sim::Asteroid none;
    CHECK(none.outline().empty());
    sim::World world = testing::quietWorld();
    world.asteroids.push_back(none);
    world.asteroids.back().position = world.ship.position;
    world.ship.invulnerableTicks = 0;
    world.bullets.push_back(testing::restingBullet(world, world.ship.position));
    sim::StepContext context;
    context.recordDecisions = true;
    const sim::StateHashes before = sim::hashState(world);
    sim::step(world, {}, context);
    CHECK(sim::hashState(world) != before);
    CHECK(world.asteroids.size() == 1);  // nothing to hit: a point is never inside an empty outline
    CHECK(world.ship.alive);
    CHECK(context.report.counters.hits == 0);
}
