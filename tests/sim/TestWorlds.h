#pragma once
// Small hand-built worlds for rule tests: no wave running, ship parked.

#include <memory>

#include "geometry/Rotation.h"
#include "sim/Game.h"

namespace testing {

/// A world with no asteroids, no wave due for a long while, the ship parked
/// invulnerable in a corner.
inline sim::World quietWorld(std::uint64_t seed = 1) {
    sim::World world = sim::newGame({.seed = seed});
    world.waveDelayTicks = 100000;
    world.ship.position = {100, 100};
    world.ship.invulnerableTicks = 100000;
    return world;
}

/// A regular polygon asteroid (8 vertices, radius r) at rest.
inline sim::Asteroid restingAsteroid(sim::World& world, sim::AsteroidSize size, geometry::Vec2 at, double r) {
    sim::Asteroid a;
    a.id = world.nextId++;
    a.size = size;
    a.position = at;
    sim::AsteroidShape shape;
    shape.count = 8;
    for (int i = 0; i < 8; ++i) shape.vertices[static_cast<std::size_t>(i)] = geometry::directionFromAngle(i * 0.7853981633974483) * r;
    a.shape = std::make_shared<const sim::AsteroidShape>(shape);
    a.radius = r;
    return a;
}

/// A bullet at rest with plenty of life left.
inline sim::Bullet restingBullet(sim::World& world, geometry::Vec2 at) {
    return {world.nextId++, at, {0, 0}, 50};
}

/// Two resting asteroids (radius 40 at (400, 300) and (700, 300)) and a bullet at (410, 300), inside the first, which it breaks.
inline sim::World bulletBreaksAsteroid() {
    sim::World world = quietWorld();
    world.asteroids.push_back(restingAsteroid(world, sim::AsteroidSize::Large, {400, 300}, 40));
    world.asteroids.push_back(restingAsteroid(world, sim::AsteroidSize::Large, {700, 300}, 40));
    world.bullets.push_back(restingBullet(world, {410, 300}));
    return world;
}

/// A still asteroid at (400, 300) with a body 20 wide and one spike 2 wide at its root reaching to (400, 340); a
/// bullet flying +x across the spike at y = 330, so the tick's travel (620 / 60 = 10.33 units) starts and ends either
/// side of it, the spike there being 2/3 of a unit wide. `swept`: the swept-bullet rule on.
inline sim::World bulletAcrossSpike(bool swept = false) {
    sim::World world = quietWorld();
    world.settings.sweptBullets = swept;
    sim::Asteroid rock = restingAsteroid(world, sim::AsteroidSize::Large, {400, 300}, 40);
    const geometry::Vec2 outline[] = {{-10, -10}, {10, -10}, {10, 10}, {1, 10}, {0, 40}, {-1, 10}, {-10, 10}};
    sim::AsteroidShape shape;
    shape.count = 7;
    for (std::size_t i = 0; i < 7; ++i) shape.vertices[i] = outline[i];
    rock.shape = std::make_shared<const sim::AsteroidShape>(shape);
    world.asteroids.push_back(rock);
    world.bullets.push_back({.id = world.nextId++, .position = {395, 330}, .velocity = {sim::kBulletSpeed, 0}, .ticksLeft = 30});
    return world;
}

}  // namespace testing
