// Where asteroids come from: waves, clicks, and the pieces of a broken one.
#include <algorithm>
#include <numbers>

#include "geometry/Rotation.h"
#include "sim/AsteroidShapes.h"
#include "sim/Crowd.h"
#include "sim/Field.h"
#include "sim/internal/Systems.h"

namespace sim {

void spawnAsteroid(World& world, AsteroidSize size, Vec2 position, bool spawned) {
    const auto s = static_cast<std::size_t>(size);
    Asteroid asteroid;
    asteroid.id = world.nextId++;
    asteroid.size = size;
    asteroid.position = position;
    asteroid.spawned = spawned;
    setShape(asteroid, makeAsteroidShape(world.random, size));
    const double heading = nextInRange(world.random, 0.0, 2.0 * std::numbers::pi);
    // Later waves drift faster: the game gets harder as it goes on.
    const double speedup = std::min(1.0 + kWaveSpeedup * std::max(world.wave - 1, 0), kMaxWaveSpeedup);
    const double speed = speedup * nextInRange(world.random, kAsteroidMinSpeed[s], kAsteroidMaxSpeed[s]);
    asteroid.velocity = geometry::directionFromAngle(heading) * speed;
    asteroid.angle = nextInRange(world.random, 0.0, 2.0 * std::numbers::pi);
    asteroid.spin = nextInRange(world.random, -kAsteroidMaxSpin, kAsteroidMaxSpin);
    world.asteroids.push_back(asteroid);
}

void breakUp(World& world, const Asteroid& broken, Strike strike, int room, StepReport& report) {
    // Only the player's own shots and ship score, and never on a clicked asteroid's line.
    const bool byPlayer = strike.by == GameEvent::Cause::Bullet || strike.by == GameEvent::Cause::Ship;
    if (byPlayer && !broken.spawned) awardPoints(world, kAsteroidScore[static_cast<std::size_t>(broken.size)], report);
    report.events.push_back({GameEvent::Kind::AsteroidDestroyed, broken.position, broken.size, strike.impact, broken.id, strike.by, strike.byId});
    report.broken.push_back({broken.id, broken.position, broken.velocity, broken.angle, broken.shape ? *broken.shape : AsteroidShape{}});
    if (broken.size == AsteroidSize::Small) return;
    const auto smaller = static_cast<AsteroidSize>(static_cast<int>(broken.size) - 1);
    // At the cap a split keeps only the pieces that fit (possibly none). `room` is counted against
    // kMaxLiveAsteroids; a crowd's cap is its own size, so a crowd stays at N (sim/Crowd.h).
    const int fits = room - (kMaxLiveAsteroids - splitLimit(world.settings));
    for (int child = 0; child < std::min(2, fits); ++child) {
        spawnAsteroid(world, smaller, broken.position, broken.spawned);
        // Children keep half the parent's drift, so a split looks like a break-up.
        world.asteroids.back().velocity += broken.velocity * 0.5;
    }
}

void destroyAsteroid(World& world, std::size_t index, Strike strike, StepReport& report) {
    const Asteroid broken = world.asteroids[index];
    // erase keeps the order of the rest: replays depend on iteration order.
    world.asteroids.erase(world.asteroids.begin() + static_cast<std::ptrdiff_t>(index));
    breakUp(world, broken, strike, kMaxLiveAsteroids - static_cast<int>(world.asteroids.size()), report);
}

namespace {
// A click on or near the ship is pushed straight away from it to the
// clearance distance (straight up the screen when it is dead centre).
Vec2 clearOfShip(const World& world, Vec2 asked) {
    const Ship& ship = world.ship;
    if (!ship.alive) return asked;
    const Vec2 away = shortestDelta(world.settings, ship.position, asked);
    const double distance = length(away);
    if (distance >= kSpawnShipClearance) return asked;
    const Vec2 direction = distance > 0.0 ? away * (1.0 / distance) : Vec2{0.0, -1.0};
    return wrapIntoField(world.settings, ship.position + direction * kSpawnShipClearance);
}
}  // namespace

void spawnClicked(World& world, Vec2 asked, StepReport& report) {
    SpawnNotice& notice = world.lastSpawn;
    notice = {SpawnNotice::Outcome::RefusedFull, world.tick, asked, asked};
    if (static_cast<int>(world.asteroids.size()) >= kMaxLiveAsteroids) {
        report.events.push_back({GameEvent::Kind::SpawnRefused, asked, AsteroidSize::Large, asked});
        return;
    }
    notice.placed = clearOfShip(world, asked);
    notice.outcome = notice.placed == asked ? SpawnNotice::Outcome::Placed : SpawnNotice::Outcome::MovedClear;
    spawnAsteroid(world, AsteroidSize::Large, notice.placed, true);
    world.spawnedThisGame = true;
    const GameEvent::Kind kind = notice.outcome == SpawnNotice::Outcome::Placed ? GameEvent::Kind::Spawned : GameEvent::Kind::SpawnMoved;
    report.events.push_back({kind, notice.placed, AsteroidSize::Large, asked, world.asteroids.back().id});
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
        spawnAsteroid(world, AsteroidSize::Large, spot, false);
    }
    report.events.push_back({GameEvent::Kind::WaveStarted, {}, AsteroidSize::Large});
}

}  // namespace sim
