#include "bench/Scenes.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "geometry/Circle.h"
#include "geometry/Rotation.h"
#include "sim/AsteroidShapes.h"
#include "sim/Field.h"
#include "sim/Motion.h"

namespace bench {

namespace {

constexpr int kStreamLength = 50;          // bullets per stream in the clustered scene
constexpr double kHugeRadius = 600.0;      // the mixed scene's few giants
constexpr int kAsteroidsPerHuge = 2000;    // one giant per this many asteroids (at least two)
constexpr int kEternal = 1 << 30;          // bullet lifetime: the benchmark's bullets never expire

double coverageOf(SceneKind kind) { return kind == SceneKind::Dense ? 0.40 : 0.15; }

int hugeCount(SceneKind kind, int n) { return kind == SceneKind::Mixed ? std::min(n, std::max(2, n / kAsteroidsPerHuge)) : 0; }

double nominalRadius(sim::AsteroidSize size) { return sim::kAsteroidRadius[static_cast<std::size_t>(size)]; }

sim::AsteroidSize sizeFor(SceneKind kind, sim::Random& random) {
    if (kind == SceneKind::Mixed) return sim::AsteroidSize::Small;
    return static_cast<sim::AsteroidSize>(sim::nextInt(random, 0, 2));
}

// The outline of a game asteroid of size Large, blown up to about kHugeRadius.
sim::AsteroidShape hugeShape(sim::Random& random) {
    sim::AsteroidShape shape = sim::makeAsteroidShape(random, sim::AsteroidSize::Large);
    const double scale = kHugeRadius / nominalRadius(sim::AsteroidSize::Large);
    for (geometry::Vec2& v : shape.vertices) v = v * scale;
    return shape;
}

// Sizes the field so the asteroids' bounding circles cover `coverage` of it, 16:9.
void sizeField(sim::World& world, double coverage) {
    double area = 0.0;
    for (const sim::Asteroid& a : world.asteroids) area += std::numbers::pi * a.radius * a.radius;
    const double fieldArea = area / coverage;
    world.settings.fieldWidth = std::sqrt(fieldArea * 16.0 / 9.0);
    world.settings.fieldHeight = fieldArea / world.settings.fieldWidth;
}

void addAsteroids(sim::World& world, SceneKind kind, int n) {
    sim::Random& random = world.random;
    const int huge = hugeCount(kind, n);
    for (int i = 0; i < n; ++i) {
        sim::Asteroid a;
        a.id = world.nextId++;
        const bool isHuge = i < huge;
        a.size = isHuge ? sim::AsteroidSize::Large : sizeFor(kind, random);
        sim::setShape(a, isHuge ? hugeShape(random) : sim::makeAsteroidShape(random, a.size));
        const auto s = static_cast<std::size_t>(a.size);
        const double speed = isHuge ? 20.0 : sim::nextInRange(random, sim::kAsteroidMinSpeed[s], sim::kAsteroidMaxSpeed[s]);
        a.velocity = geometry::directionFromAngle(sim::nextInRange(random, 0.0, 2.0 * std::numbers::pi)) * speed;
        a.angle = sim::nextInRange(random, 0.0, 2.0 * std::numbers::pi);
        a.spin = sim::nextInRange(random, -sim::kAsteroidMaxSpin, sim::kAsteroidMaxSpin);
        world.asteroids.push_back(a);
    }
    sizeField(world, coverageOf(kind));
    for (sim::Asteroid& a : world.asteroids) {
        a.position = {sim::nextInRange(random, 0.0, world.settings.fieldWidth), sim::nextInRange(random, 0.0, world.settings.fieldHeight)};
    }
}

sim::Bullet bulletAt(sim::World& world, geometry::Vec2 position, geometry::Vec2 velocity) {
    return {.id = world.nextId++, .position = sim::wrapIntoField(world.settings, position), .velocity = velocity, .ticksLeft = kEternal};
}

geometry::Vec2 randomPoint(sim::World& world) {
    return {sim::nextInRange(world.random, 0.0, world.settings.fieldWidth), sim::nextInRange(world.random, 0.0, world.settings.fieldHeight)};
}

void addBullets(sim::World& world, SceneKind kind, int n) {
    while (static_cast<int>(world.bullets.size()) < n) {
        const geometry::Vec2 from = randomPoint(world);
        const geometry::Vec2 velocity = geometry::directionFromAngle(sim::nextInRange(world.random, 0.0, 2.0 * std::numbers::pi)) * sim::kBulletSpeed;
        if (kind != SceneKind::Clustered) {
            world.bullets.push_back(bulletAt(world, from, velocity));
            continue;
        }
        // A turret fires one bullet a tick, so a stream's bullets are one tick's travel apart.
        for (int k = 0; k < kStreamLength && static_cast<int>(world.bullets.size()) < n; ++k) {
            world.bullets.push_back(bulletAt(world, from + velocity * (sim::kTickSeconds * k), velocity));
        }
    }
}

}  // namespace

std::string_view sceneName(SceneKind kind) {
    switch (kind) {
        case SceneKind::Sparse: return "sparse";
        case SceneKind::Dense: return "dense";
        case SceneKind::Mixed: return "mixed";
        case SceneKind::Clustered: return "clustered";
    }
    return "?";
}

std::optional<SceneKind> sceneNamed(std::string_view name) {
    for (const SceneKind kind : kSceneKinds) {
        if (sceneName(kind) == name) return kind;
    }
    return std::nullopt;
}

sim::World makeScene(SceneKind kind, int n, std::uint64_t seed) {
    sim::World world;
    world.settings.seed = seed;
    world.random = sim::makeRandom(seed, static_cast<std::uint64_t>(kind) + 1);
    world.asteroids.reserve(static_cast<std::size_t>(n));
    world.bullets.reserve(static_cast<std::size_t>(n));
    addAsteroids(world, kind, n);
    addBullets(world, kind, n);
    return world;
}

double largestRadius(const sim::World& world) {
    double largest = 0.0;
    for (const sim::Asteroid& a : world.asteroids) largest = std::max(largest, a.radius);
    return largest;
}

void advance(sim::World& world) {
    sim::moveBullets(world);
    sim::moveAsteroids(world);
}

}  // namespace bench
