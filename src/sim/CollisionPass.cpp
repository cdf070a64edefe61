// The collision pass of a tick: find what hit what, then apply the results.
// Hits are collected first and applied afterwards, so breaking an asteroid
// (which reorders the list) never disturbs the indices being tested.
#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/Systems.h"

namespace sim {

namespace {

// Observation only: every asteroid, as it stands at this tick (those broken this tick are still listed), that the
// bullet's travel went through while the point test missed.
void noteTunnels(const World& world, const Bullet& bullet, std::vector<Tunnel>& tunnels) {
    for (const Asteroid& asteroid : world.asteroids) {
        if (const std::optional<Tunnel> t = tunnelThrough(world.settings, bullet, asteroid)) tunnels.push_back(*t);
    }
}

}  // namespace

void collideBulletsWithAsteroids(World& world, BroadPhase& grid, StepReport& report, std::vector<Decision>* decisions) {
    // The grid answers only bullets' questions: with none, bringing it up to date is work for nothing.
    if (world.bullets.empty()) return;
    rebuild(grid, world.settings, world.asteroids);
    // Each bullet breaks at most one asteroid, so there are at most as many
    // broken asteroids as live bullets.
    struct Break {
        std::uint32_t asteroid;
        Vec2 impact;
        std::uint32_t bulletId;
        bool fromSaucer;
    };
    std::array<Break, kMaxLiveBullets + kMaxSaucerBullets> broken{};
    std::size_t brokenCount = 0;
    for (Bullet& bullet : world.bullets) {
        for (const std::uint32_t index : asteroidsNear(grid, bullet.position)) {
            const auto end = broken.begin() + static_cast<std::ptrdiff_t>(brokenCount);
            if (std::any_of(broken.begin(), end, [&](const Break& b) { return b.asteroid == index; })) continue;  // already hit this tick
            const Asteroid& asteroid = world.asteroids[index];
            const PairStage stage = testBullet(world.settings, bullet, asteroid, report.counters);
            if (decisions) decisions->push_back(explainBullet(world.settings, bullet, asteroid, stage));
            if (stage != PairStage::Hit) continue;
            broken[brokenCount++] = {index, bullet.position, bullet.id, bullet.fromSaucer};
            bullet.ticksLeft = 0;
            break;
        }
        if (decisions && bullet.ticksLeft > 0) noteTunnels(world, bullet, report.tunnels);
        if (brokenCount == broken.size()) break;
    }
    if (brokenCount == 0) return;
    std::erase_if(world.bullets, [](const Bullet& b) { return b.ticksLeft <= 0; });
    // Highest index first, so each erase leaves the lower indices valid (an
    // insertion sort: a handful of entries, and std::sort's unrolled small
    // case trips GCC 12's -Warray-bounds on an array this short).
    for (std::size_t i = 1; i < brokenCount; ++i) {
        for (std::size_t j = i; j > 0 && broken[j - 1].asteroid < broken[j].asteroid; --j) std::swap(broken[j - 1], broken[j]);
    }
    for (std::size_t k = 0; k < brokenCount; ++k) {
        const GameEvent::Cause by = broken[k].fromSaucer ? GameEvent::Cause::SaucerBullet : GameEvent::Cause::Bullet;
        destroyAsteroid(world, broken[k].asteroid, {broken[k].impact, by, broken[k].bulletId}, report);
    }
}

void collideShipWithAsteroids(World& world, StepReport& report, std::vector<Decision>* decisions) {
    Ship& ship = world.ship;
    if (!onField(ship)) return;
    for (std::size_t i = 0; i < world.asteroids.size(); ++i) {
        const Asteroid& asteroid = world.asteroids[i];
        const PairStage stage = testShip(world.settings, ship, asteroid, report.counters);
        if (decisions) decisions->push_back(explainShip(world.settings, ship, asteroid, stage));
        if (stage != PairStage::Hit) continue;
        if (ship.invulnerableTicks > 0) continue;  // tested (and counted) but harmless
        destroyShip(world, {ship.position, GameEvent::Cause::Asteroid, asteroid.id}, report);
        destroyAsteroid(world, i, {ship.position, GameEvent::Cause::Ship, 0}, report);
        return;
    }
}

}  // namespace sim
