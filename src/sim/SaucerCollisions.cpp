// The saucers' part of the collision pass: the ship's bullets against the
// saucers, the saucers' bullets against the ship, the ship against the
// saucers, and the saucers against the asteroids. Every pair goes through the
// same stages as the asteroids' (box, circle, then crossing number for a
// point or SAT on convex pieces for two bodies) and is recorded as a Decision.
#include <algorithm>

#include "sim/Collision.h"
#include "sim/internal/Systems.h"

namespace sim {

namespace {

void dropSpentBullets(World& world) {
    std::erase_if(world.bullets, [](const Bullet& b) { return b.ticksLeft <= 0; });
}

// The first of the ship's live bullets inside saucer `saucer`, recording every pair tested; null if none.
Bullet* bulletInSaucer(World& world, const Saucer& saucer, StepReport& report, std::vector<Decision>* decisions) {
    const Body body = bodyOf(saucer);
    for (Bullet& bullet : world.bullets) {
        if (bullet.fromSaucer || bullet.ticksLeft <= 0) continue;
        const PairStage stage = testPoint(world.settings, bullet.position, body, report.counters);
        if (decisions) {
            const Decision d{.pair = Decision::Pair::BulletSaucer, .bulletId = bullet.id, .saucerId = saucer.id, .stage = stage};
            decisions->push_back(explainPoint(world.settings, d, bullet.position, body));
        }
        if (stage == PairStage::Hit) return &bullet;
    }
    return nullptr;
}

}  // namespace

void collideBulletsWithSaucers(World& world, StepReport& report, std::vector<Decision>* decisions) {
    bool spent = false;
    for (std::size_t i = 0; i < world.saucers.size();) {
        Bullet* hit = bulletInSaucer(world, world.saucers[i], report, decisions);
        if (hit == nullptr) {
            ++i;
            continue;
        }
        hit->ticksLeft = 0;
        spent = true;
        destroySaucer(world, i, {hit->position, GameEvent::Cause::Bullet, hit->id}, report);
    }
    if (spent) dropSpentBullets(world);
}

void collideSaucerBulletsWithShip(World& world, StepReport& report, std::vector<Decision>* decisions) {
    const Ship& ship = world.ship;
    if (!onField(ship)) return;
    const Body hull = bodyOf(ship);
    for (Bullet& bullet : world.bullets) {
        if (!bullet.fromSaucer) continue;
        const PairStage stage = testPoint(world.settings, bullet.position, hull, report.counters);
        if (decisions) {
            Decision d{.pair = Decision::Pair::BulletShip, .bulletId = bullet.id, .stage = stage};
            d.hull.harmless = ship.invulnerableTicks > 0;
            decisions->push_back(explainPoint(world.settings, d, bullet.position, hull));
        }
        if (stage != PairStage::Hit || ship.invulnerableTicks > 0) continue;  // an invulnerable ship lets it through
        bullet.ticksLeft = 0;
        destroyShip(world, {bullet.position, GameEvent::Cause::SaucerBullet, bullet.id}, report);
        dropSpentBullets(world);
        return;
    }
}

void collideShipWithSaucers(World& world, StepReport& report, std::vector<Decision>* decisions) {
    const Ship& ship = world.ship;
    if (!onField(ship)) return;
    for (std::size_t i = 0; i < world.saucers.size(); ++i) {
        const Saucer& saucer = world.saucers[i];
        const PairStage stage = testBodies(world.settings, bodyOf(ship), bodyOf(saucer), report.counters);
        if (decisions) {
            Decision d{.pair = Decision::Pair::ShipSaucer, .saucerId = saucer.id, .stage = stage};
            d.hull.harmless = ship.invulnerableTicks > 0;
            decisions->push_back(explainBodies(world.settings, d, bodyOf(ship), bodyOf(saucer)));
        }
        if (stage != PairStage::Hit || ship.invulnerableTicks > 0) continue;
        const std::uint32_t saucerId = saucer.id;
        destroySaucer(world, i, {ship.position, GameEvent::Cause::Ship, 0}, report);
        destroyShip(world, {ship.position, GameEvent::Cause::Saucer, saucerId}, report);
        return;
    }
}

void collideSaucersWithAsteroids(World& world, StepReport& report, std::vector<Decision>* decisions) {
    for (std::size_t i = 0; i < world.saucers.size();) {
        const Saucer saucer = world.saucers[i];
        const Body body = bodyOf(saucer);
        std::size_t struck = world.asteroids.size();
        for (std::size_t j = 0; j < world.asteroids.size() && struck == world.asteroids.size(); ++j) {
            const Asteroid& asteroid = world.asteroids[j];
            const PairStage stage = testBodyAgainst(world.settings, body, asteroid, report.counters);
            if (stage == PairStage::Hit) struck = j;
            if (!decisions || stage == PairStage::BoxMiss) continue;  // thousands of far asteroids: only the boxes that met are worth a record
            const Decision d{.pair = Decision::Pair::SaucerAsteroid, .asteroidId = asteroid.id, .saucerId = saucer.id, .stage = stage};
            decisions->push_back(explainBodies(world.settings, d, body, bodyOf(asteroid)));
        }
        if (struck == world.asteroids.size()) {
            ++i;
            continue;
        }
        const std::uint32_t asteroidId = world.asteroids[struck].id;
        destroySaucer(world, i, {saucer.position, GameEvent::Cause::Asteroid, asteroidId}, report);
        destroyAsteroid(world, struck, {saucer.position, GameEvent::Cause::Saucer, saucer.id}, report);
    }
}

}  // namespace sim
