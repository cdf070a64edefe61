#include "app/teaching/PhaseTimer.h"

#include <algorithm>
#include <chrono>

#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"
#include "sim/AsteroidShapes.h"
#include "sim/BroadPhase.h"
#include "sim/Collision.h"

namespace app {

namespace {

constexpr int kMostRepeats = 25;          // one run of a small world is too short to time with a steady clock
constexpr long kObjectsTimedOnce = 20000; // a crowd this large (asteroids + bullets) is timed once a frame
constexpr std::size_t kMostBruteBullets = 64;     // brute force is timed on this many bullets at most, then scaled up...
constexpr std::size_t kMostBrutePairs = 50000;    // ...and on fewer when there are many asteroids: ~10 ms a frame at most

int repeatsFor(const sim::World& world) {
    const long objects = static_cast<long>(world.asteroids.size() + world.bullets.size()) + 1;
    return static_cast<int>(std::clamp(kObjectsTimedOnce / objects, 1L, static_cast<long>(kMostRepeats)));
}

template <typename Work>
double microseconds(int repeats, Work work) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < repeats; ++i) work();
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / repeats;
}

// How many bullets brute force is timed on: all of them, or as many as the limits allow (at least one).
std::size_t bruteSampleSize(const sim::World& world) {
    const std::size_t affordable = std::max<std::size_t>(1, kMostBrutePairs / std::max<std::size_t>(1, world.asteroids.size()));
    return std::min({world.bullets.size(), kMostBruteBullets, affordable});
}

// The bullets brute force is timed on: bruteSampleSize of them, spread evenly over the list.
std::vector<const sim::Bullet*> bruteSample(const sim::World& world) {
    std::vector<const sim::Bullet*> sample;
    const std::size_t count = world.bullets.size();
    const std::size_t taken = bruteSampleSize(world);
    for (std::size_t i = 0; i < taken; ++i) sample.push_back(&world.bullets[i * count / taken]);
    return sample;
}

// Brute force, every pair straight to the game's own exact test: the sampled bullets against every
// asteroid, and the ship's hull against every piece; microseconds, scaled up to all the bullets.
double timeBruteForce(const sim::World& world, int repeats) {
    const std::vector<const sim::Bullet*> sample = bruteSample(world);
    volatile std::size_t sink = 0;  // keeps the optimiser from dropping the work being timed
    const double pointsTime = microseconds(repeats, [&] {
        std::size_t hits = 0;
        for (const sim::Asteroid& a : world.asteroids) {
            for (const sim::Bullet* b : sample) hits += geometry::pointInPolygon(sim::toAsteroidFrame(world.settings, a, b->position), a.outline());
        }
        sink = sink + hits;
    });
    const double shipTime = microseconds(repeats, [&] {
        std::size_t hits = 0;
        if (!world.ship.alive) return;
        for (const sim::Asteroid& a : world.asteroids) {
            const std::array<geometry::Vec2, 3> hull = sim::shipHullInAsteroidFrame(world.settings, world.ship, a);
            for (int i = 0; i < sim::pieceCount(a.outline()); ++i) hits += geometry::convexPolygonsOverlap(hull, sim::fanPiece(a.outline(), i));
        }
        sink = sink + hits;
    });
    const double scale = sample.empty() ? 0.0 : static_cast<double>(world.bullets.size()) / static_cast<double>(sample.size());
    return pointsTime * scale + shipTime;
}

}  // namespace

teach::PhaseTimings measurePhases(const sim::World& world) {
    teach::PhaseTimings t;
    sim::BroadPhase grid;
    sim::TickCounters counters;
    volatile std::size_t sink = 0;  // keeps the optimiser from dropping the work being timed
    const int repeats = repeatsFor(world);

    t.broadPhase = microseconds(repeats, [&] {
        sim::findCandidates(grid, world.settings, world.asteroids, world.bullets);  // as the collision pass finds them
        sink = sink + sim::candidateCount(grid);
    });
    t.narrowPhase = microseconds(repeats, [&] {
        std::size_t hits = 0;
        sim::forEachBulletWithCandidates(grid, [&](std::size_t, std::span<const sim::BroadPhase::Candidate> candidates) {
            for (const sim::BroadPhase::Candidate& c : candidates) hits += sim::testBulletCandidate(c, counters) == sim::PairStage::Hit;
        });
        if (world.ship.alive) {
            for (const sim::Asteroid& a : world.asteroids) hits += sim::shipHitsAsteroid(world.settings, world.ship, a, counters);
        }
        sink = sink + hits;
    });

    // Brute force's work is counted in full; its time is measured on a sample of the bullets.
    t.bruteForcePairs = static_cast<long>(world.bullets.size() * world.asteroids.size());
    t.bruteForceSampled = static_cast<long>(bruteSampleSize(world));
    for (const sim::Asteroid& a : world.asteroids) {
        t.bruteForceExactTests += static_cast<long>(world.bullets.size());
        t.bruteForceEdges += static_cast<long>(world.bullets.size() * a.outline().size());
        if (world.ship.alive) {
            t.bruteForceExactTests += sim::pieceCount(a.outline());
            t.bruteForceEdges += 6L * sim::pieceCount(a.outline());
        }
    }
    t.bruteForce = timeBruteForce(world, t.bruteForceSampled < static_cast<long>(world.bullets.size()) ? 1 : repeats);
    return t;
}

}  // namespace app
