#include "app/PhaseTimer.h"

#include <chrono>

#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"
#include "sim/AsteroidShapes.h"
#include "sim/BroadPhase.h"
#include "sim/Collision.h"

namespace app {

namespace {

constexpr int kRepeats = 25;  // one run is too short to time with a steady clock

template <typename Work>
double microseconds(Work work) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < kRepeats; ++i) work();
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / kRepeats;
}

}  // namespace

render::PhaseTimings measurePhases(const sim::World& world) {
    render::PhaseTimings t;
    sim::BroadPhase grid;
    sim::TickCounters counters;
    volatile std::size_t sink = 0;  // keeps the optimiser from dropping the work being timed

    t.broadPhase = microseconds([&] {
        sim::rebuild(grid, world.settings, world.asteroids);
        std::size_t near = 0;
        for (const sim::Bullet& b : world.bullets) near += sim::asteroidsNear(grid, b.position).size();
        sink = sink + near;
    });
    t.narrowPhase = microseconds([&] {
        std::size_t hits = 0;
        for (const sim::Bullet& b : world.bullets) {
            for (const std::uint32_t a : sim::asteroidsNear(grid, b.position)) hits += sim::bulletHitsAsteroid(world.settings, b, world.asteroids[a], counters);
        }
        if (world.ship.alive) {
            for (const sim::Asteroid& a : world.asteroids) hits += sim::shipHitsAsteroid(world.settings, world.ship, a, counters);
        }
        sink = sink + hits;
    });

    // Brute force: every pair goes straight to the exact test.
    for (const sim::Asteroid& a : world.asteroids) {
        t.bruteForceExactTests += static_cast<long>(world.bullets.size());
        t.bruteForceEdges += static_cast<long>(world.bullets.size() * a.outline().size());
        if (world.ship.alive) {
            t.bruteForceExactTests += sim::pieceCount(a.outline());
            t.bruteForceEdges += 6L * sim::pieceCount(a.outline());
        }
    }
    t.bruteForce = microseconds([&] {
        std::size_t hits = 0;
        for (const sim::Asteroid& a : world.asteroids) {
            for (const sim::Bullet& b : world.bullets) {
                hits += geometry::pointInPolygon(sim::toAsteroidFrame(world.settings, a, b.position), a.outline());
            }
            if (!world.ship.alive) continue;
            const std::array<geometry::Vec2, 3> hull = sim::shipHullInAsteroidFrame(world.settings, world.ship, a);
            for (int i = 0; i < sim::pieceCount(a.outline()); ++i) hits += geometry::convexPolygonsOverlap(hull, sim::fanPiece(a.outline(), i));
        }
        sink = sink + hits;
    });
    return t;
}

}  // namespace app
