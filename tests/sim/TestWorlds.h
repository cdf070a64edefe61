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

}  // namespace testing
