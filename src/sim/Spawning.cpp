// Where asteroids come from: waves, clicks, and the pieces of a broken one.
#include <algorithm>
#include <numbers>

#include "geometry/Rotation.h"
#include "sim/AsteroidShapes.h"
#include "sim/Field.h"
#include "sim/Systems.h"

namespace sim {

void spawnAsteroid(World& world, AsteroidSize size, Vec2 position) {
    const auto s = static_cast<std::size_t>(size);
    Asteroid asteroid;
    asteroid.id = world.nextId++;
    asteroid.size = size;
    asteroid.position = position;
    asteroid.shape = makeAsteroidShape(world.random, size);
    const double heading = nextInRange(world.random, 0.0, 2.0 * std::numbers::pi);
    // Later waves drift faster: the game gets harder as it goes on.
    const double speedup = std::min(1.0 + kWaveSpeedup * std::max(world.wave - 1, 0), kMaxWaveSpeedup);
    const double speed = speedup * nextInRange(world.random, kAsteroidMinSpeed[s], kAsteroidMaxSpeed[s]);
    asteroid.velocity = geometry::directionFromAngle(heading) * speed;
    asteroid.angle = nextInRange(world.random, 0.0, 2.0 * std::numbers::pi);
    asteroid.spin = nextInRange(world.random, -kAsteroidMaxSpin, kAsteroidMaxSpin);
    world.asteroids.push_back(asteroid);
}

void destroyAsteroid(World& world, std::size_t index, Strike strike, StepReport& report) {
    const Asteroid broken = world.asteroids[index];
    // erase keeps the order of the rest: replays depend on iteration order.
    world.asteroids.erase(world.asteroids.begin() + static_cast<std::ptrdiff_t>(index));
    awardPoints(world, kAsteroidScore[static_cast<std::size_t>(broken.size)], report);
    report.events.push_back({GameEvent::Kind::AsteroidDestroyed, broken.position, broken.size, strike.impact, broken.id, strike.by, strike.byId});
    if (broken.size == AsteroidSize::Small) return;
    const auto smaller = static_cast<AsteroidSize>(static_cast<int>(broken.size) - 1);
    for (int child = 0; child < 2; ++child) {
        spawnAsteroid(world, smaller, broken.position);
        // Children keep half the parent's drift, so a split looks like a break-up.
        world.asteroids.back().velocity += broken.velocity * 0.5;
    }
}

void spawnWave(World& world, StepReport& report) {
    ++world.wave;
    const int count = std::min(kFirstWaveAsteroids + world.wave - 1, kMaxWaveAsteroids);
    const Settings& field = world.settings;
    for (int i = 0; i < count; ++i) {
        // Try a few random spots; a spot too close to the ship is moved to the
        // far side of the field, which is as far from the ship as it gets.
        Vec2 spot{};
        for (int attempt = 0; attempt < 8; ++attempt) {
            spot = {nextInRange(world.random, 0.0, field.fieldWidth), nextInRange(world.random, 0.0, field.fieldHeight)};
            if (length(shortestDelta(field, world.ship.position, spot)) >= kWaveSpawnClearance) break;
        }
        if (length(shortestDelta(field, world.ship.position, spot)) < kWaveSpawnClearance) {
            spot = wrapIntoField(field, world.ship.position + Vec2{field.fieldWidth / 2, field.fieldHeight / 2});
        }
        spawnAsteroid(world, AsteroidSize::Large, spot);
    }
    report.events.push_back({GameEvent::Kind::WaveStarted, {}, AsteroidSize::Large});
}

}  // namespace sim
