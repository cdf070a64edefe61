// The collision pass of a tick: find what hit what, then apply the results.
// Hits are collected first and applied afterwards, so breaking an asteroid
// (which reorders the list) never disturbs the indices being tested. There is
// no bound on the breaks in a tick: a crowd's bullets may break thousands.
#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/internal/BroadPhaseScratch.h"
#include "sim/internal/Systems.h"

namespace sim {

namespace {

// Observation only: every asteroid, as it stands at this tick (those broken this tick are still listed), that the
// bullet's travel went through while the point test missed.
void noteTunnels(const World& world, const Bullet& bullet, std::vector<Tunnel>& tunnels) {
    for (const Asteroid& asteroid : world.asteroids) {
        if (const std::optional<Tunnel> t = tunnelThrough(world.settings, bullet, asteroid)) tunnels.push_back(*t);
    }
}

// Breaks every asteroid in work.broken (by the bullet work.breaker names) as
// destroyAsteroid would, highest index first, but in one pass over the list:
// children go to its end, above every broken one, so breaking up first and
// taking the broken out afterwards gives the same list, events and draws.
void breakAll(World& world, BroadPhaseScratch& work, StepReport& report) {
    std::vector<std::uint32_t>& broken = work.broken;
    std::sort(broken.begin(), broken.end(), std::greater<>());
    for (std::size_t i = 0; i < broken.size(); ++i) {
        const Bullet& by = world.bullets[work.breaker[broken[i]] - 1];
        const Strike strike{by.position, by.fromSaucer ? GameEvent::Cause::SaucerBullet : GameEvent::Cause::Bullet, by.id};
        const auto left = static_cast<int>(world.asteroids.size() - (i + 1));  // as if it and those before were gone
        breakUp(world, Asteroid(world.asteroids[broken[i]]), strike, kMaxLiveAsteroids - left, report);
    }
    // From the lowest broken index up, keep the rest in their order.
    std::size_t next = broken.size();  // broken[next - 1]: the lowest not yet passed
    std::size_t write = broken.back();
    for (std::size_t read = write; read < world.asteroids.size(); ++read) {
        if (next > 0 && read == broken[next - 1]) {
            --next;
            continue;
        }
        world.asteroids[write++] = world.asteroids[read];
    }
    world.asteroids.erase(world.asteroids.begin() + static_cast<std::ptrdiff_t>(write), world.asteroids.end());
}

// The swept rule's choice for one bullet: of the asteroids its travel
// touched that no earlier bullet broke this tick, the one it touched first
// along the travel (the lowest index on a tie). The bullet ends where it struck.
void resolveSwept(World& world, std::size_t b, BroadPhase& grid, StepReport& report, std::vector<Decision>* decisions) {
    Bullet& bullet = world.bullets[b];
    const Vec2 travel = bullet.velocity * kTickSeconds;
    const Vec2 centre = wrapIntoField(world.settings, bullet.position - travel * 0.5);
    const std::span<const std::uint32_t> around = asteroidsAround(grid, centre, 0.5 * std::max(std::abs(travel.x), std::abs(travel.y)));
    BroadPhaseScratch& work = scratchOf(grid);
    std::optional<SweptVerdict> first;
    std::uint32_t struck = 0;
    for (const std::uint32_t index : around) {
        if (work.breaker[index] != 0) continue;  // already hit this tick
        const SweptVerdict verdict = testSweptBullet(world.settings, bullet, world.asteroids[index], report.counters);
        if (decisions && verdict.stage != PairStage::BoxMiss) decisions->push_back(explainSweptBullet(world.settings, bullet, world.asteroids[index], verdict.stage));
        if (verdict.stage != PairStage::Hit || (first && !(verdict.t < first->t))) continue;
        first = verdict;
        struck = index;
    }
    if (!first) return;
    work.breaker[struck] = static_cast<std::uint32_t>(b + 1);
    work.broken.push_back(struck);
    bullet.position = first->impact;  // breakAll reports the strike where the bullet is
    bullet.ticksLeft = 0;
}

// collideBulletsWithAsteroids under the swept rule. The grid is filled with
// the asteroids' boxes (rebuild) and asked, bullet by bullet, for those
// listed around its travel; the classic rule's walk, which matches points to
// boxes, is left as it is.
void collideSweptBullets(World& world, BroadPhase& grid, StepReport& report, std::vector<Decision>* decisions) {
    rebuild(grid, world.settings, world.asteroids);
    BroadPhaseScratch& work = scratchOf(grid);
    work.breaker.assign(world.asteroids.size(), 0);
    work.broken.clear();
    for (std::size_t b = 0; b < world.bullets.size(); ++b) resolveSwept(world, b, grid, report, decisions);
    if (work.broken.empty()) return;
    breakAll(world, work, report);
    std::erase_if(world.bullets, [](const Bullet& b) { return b.ticksLeft <= 0; });
}

}  // namespace

void collideBulletsWithAsteroids(World& world, BroadPhase& grid, StepReport& report, std::vector<Decision>* decisions) {
    // The grid answers only bullets' questions: with none, bringing it up to date is work for nothing.
    if (world.bullets.empty()) return;
    if (world.settings.sweptBullets) return collideSweptBullets(world, grid, report, decisions);
    findCandidates(grid, world.settings, world.asteroids, world.bullets);
    report.counters.gridCandidates = static_cast<int>(candidateCount(grid));
    // Resolved in bullet order: each bullet breaks the first asteroid it hits
    // that no earlier bullet broke, testing its candidates in index order.
    BroadPhaseScratch& work = scratchOf(grid);
    work.breaker.assign(world.asteroids.size(), 0);
    work.broken.clear();
    const auto resolve = [&](std::size_t b, std::span<const BroadPhase::Candidate> candidates) {
        Bullet& bullet = world.bullets[b];
        for (const BroadPhase::Candidate& candidate : candidates) {
            const std::uint32_t index = candidate.asteroid;
            if (work.breaker[index] != 0) continue;  // already hit this tick
            const PairStage stage = testBulletCandidate(candidate, report.counters);  // testBullet's stage, without reading the asteroid
            if (decisions) decisions->push_back(explainBullet(world.settings, bullet, world.asteroids[index], stage));
            if (stage != PairStage::Hit) continue;
            work.breaker[index] = static_cast<std::uint32_t>(b + 1);
            work.broken.push_back(index);
            bullet.ticksLeft = 0;
            break;
        }
        if (decisions && bullet.ticksLeft > 0) noteTunnels(world, bullet, report.tunnels);
    };
    // Recording decisions also looks for tunnels under the bullets that have no candidates.
    if (decisions) {
        forEachBullet(grid, world.bullets.size(), resolve);
    } else {
        forEachBulletWithCandidates(grid, resolve);
    }
    if (work.broken.empty()) return;
    breakAll(world, work, report);  // reads the bullets that struck, so before they go
    std::erase_if(world.bullets, [](const Bullet& b) { return b.ticksLeft <= 0; });
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
