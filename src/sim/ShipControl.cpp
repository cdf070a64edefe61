// What the player's buttons do to the ship: turn, thrust, brake, fire, hyperspace.
#include <algorithm>

#include "geometry/Rotation.h"
#include "sim/Random.h"
#include "sim/internal/Systems.h"

namespace sim {

void steerShip(World& world, const TickInput& input) {
    Ship& ship = world.ship;
    if (!onField(ship) || world.phase != Phase::Playing) return;
    if (input.held(kTurnLeft)) ship.angle -= kShipTurnRate * kTickSeconds;
    if (input.held(kTurnRight)) ship.angle += kShipTurnRate * kTickSeconds;
    ship.angle = keepAngleSmall(ship.angle);

    const Vec2 nose = geometry::directionFromAngle(ship.angle);
    if (input.held(kThrust)) ship.velocity += nose * (kShipThrust * kTickSeconds);
    if (input.held(kBrake)) {
        // Reverse thrust, capped: it stops the ship quickly but only ever
        // backs it up slowly, so S is a brake rather than a second engine.
        ship.velocity -= nose * (kShipBrakeThrust * kTickSeconds);
        const double backwards = -dot(ship.velocity, nose);
        if (backwards > kShipMaxReverseSpeed) ship.velocity += nose * (backwards - kShipMaxReverseSpeed);
    }
    ship.velocity *= kShipDragPerTick;
    const double speed = length(ship.velocity);
    if (speed > kShipMaxSpeed) ship.velocity *= kShipMaxSpeed / speed;
}

void fireGun(World& world, const TickInput& input, StepReport& report) {
    Ship& ship = world.ship;
    if (ship.fireCooldown > 0) --ship.fireCooldown;
    if (!onField(ship) || world.phase != Phase::Playing || !input.held(kFire)) return;
    const auto ours = std::count_if(world.bullets.begin(), world.bullets.end(), [](const Bullet& b) { return !b.fromSaucer; });
    if (ship.fireCooldown > 0 || ours >= kMaxLiveBullets) return;
    const Vec2 nose = geometry::directionFromAngle(ship.angle);
    Bullet bullet;
    bullet.id = world.nextId++;
    bullet.position = ship.position + nose * 16.0;
    bullet.velocity = ship.velocity + nose * kBulletSpeed;
    bullet.ticksLeft = kBulletLifeTicks;
    world.bullets.push_back(bullet);
    ship.fireCooldown = kFireIntervalTicks;
    report.events.push_back({GameEvent::Kind::Shot, bullet.position, AsteroidSize::Small, {}, bullet.id});
}

void jumpIfAsked(World& world, const TickInput& input, StepReport& report) {
    Ship& ship = world.ship;
    if (ship.hyperspaceCooldown > 0) --ship.hyperspaceCooldown;
    if (!onField(ship) || world.phase != Phase::Playing || !input.held(kHyperspace) || ship.hyperspaceCooldown > 0) return;
    ship.hyperspaceFrom = ship.position;
    ship.position = {nextInRange(world.random, 0.0, world.settings.fieldWidth), nextInRange(world.random, 0.0, world.settings.fieldHeight)};
    ship.velocity = {};
    ship.hyperspaceTicks = kHyperspaceTicks;
    report.events.push_back({GameEvent::Kind::HyperspaceJump, ship.hyperspaceFrom, AsteroidSize::Small, ship.position});
}

void updateHyperspace(World& world, StepReport& report) {
    Ship& ship = world.ship;
    if (ship.hyperspaceTicks == 0 || --ship.hyperspaceTicks > 0) return;
    ship.hyperspaceCooldown = kHyperspaceCooldownTicks;
    // The classic risk: the roll comes from the game's own generator, so a replay agrees.
    if (nextInt(world.random, 1, kHyperspaceFailOneIn) == 1) {
        destroyShip(world, {ship.position, GameEvent::Cause::Hyperspace, 0}, report);
        return;
    }
    report.events.push_back({GameEvent::Kind::HyperspaceReturn, ship.position, AsteroidSize::Small});
}

}  // namespace sim
