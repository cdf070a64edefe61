// The saucers: when one comes, how it flies and shoots, and how it goes.
// Every choice is drawn from the game's generator, in list order.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "geometry/Angle.h"
#include "geometry/Rotation.h"
#include "sim/Field.h"
#include "sim/internal/Systems.h"

namespace sim {

namespace {

// From wave kSaucerFirstWave on, small saucers grow likelier wave by wave.
SaucerSize pickSize(World& world) {
    const double smallChance = std::min(0.2 + 0.1 * (world.wave - kSaucerFirstWave), 0.7);
    return nextUnit(world.random) < smallChance ? SaucerSize::Small : SaucerSize::Large;
}

void launchSaucer(World& world, StepReport& report) {
    Saucer saucer;
    saucer.id = world.nextId++;
    saucer.size = pickSize(world);
    const auto s = static_cast<std::size_t>(saucer.size);
    const bool rightwards = nextInt(world.random, 0, 1) == 1;
    // It enters at the left or right edge and leaves when it has crossed the field once.
    saucer.position = {rightwards ? 0.0 : wrapCoordinate(-1.0, world.settings.fieldWidth), nextInRange(world.random, 0.0, world.settings.fieldHeight)};
    saucer.velocity = {rightwards ? kSaucerSpeed[s] : -kSaucerSpeed[s], 0.0};
    saucer.ticksLeft = static_cast<int>(std::ceil(world.settings.fieldWidth / kSaucerSpeed[s] * kTicksPerSecond));
    saucer.fireCooldown = kSaucerFireIntervalTicks[s];
    saucer.turnCooldown = kSaucerTurnTicks;
    world.saucers.push_back(saucer);
    report.events.push_back({GameEvent::Kind::SaucerAppeared, saucer.position, static_cast<AsteroidSize>(saucer.size), {}, saucer.id});
}

int saucerBulletsAlive(const World& world) {
    return static_cast<int>(std::count_if(world.bullets.begin(), world.bullets.end(), [](const Bullet& b) { return b.fromSaucer; }));
}

// The large saucer shoots anywhere; the small one at the ship, give or take kSaucerAimError.
void shoot(World& world, const Saucer& saucer, StepReport& report) {
    double heading = nextInRange(world.random, 0.0, 2.0 * std::numbers::pi);
    if (saucer.size == SaucerSize::Small && onField(world.ship)) {
        const Vec2 toShip = shortestDelta(world.settings, saucer.position, world.ship.position);
        heading = geometry::angleOf(toShip) + nextInRange(world.random, -kSaucerAimError, kSaucerAimError);
    }
    const Vec2 direction = geometry::directionFromAngle(heading);
    Bullet bullet;
    bullet.id = world.nextId++;
    bullet.position = wrapIntoField(world.settings, saucer.position + direction * (kSaucerRadius[static_cast<std::size_t>(saucer.size)] + 2.0));
    bullet.velocity = direction * kSaucerBulletSpeed;
    bullet.ticksLeft = kSaucerBulletLifeTicks;
    bullet.fromSaucer = true;
    world.bullets.push_back(bullet);
    report.events.push_back({GameEvent::Kind::Shot, bullet.position, AsteroidSize::Small, {}, bullet.id, GameEvent::Cause::Saucer, saucer.id});
}

// Steers (a new up/down drift now and then) and shoots; false once it has crossed the field.
bool flySaucer(World& world, std::size_t index, StepReport& report) {
    Saucer& saucer = world.saucers[index];
    if (--saucer.ticksLeft <= 0) {
        report.events.push_back({GameEvent::Kind::SaucerLeft, saucer.position, static_cast<AsteroidSize>(saucer.size), {}, saucer.id});
        return false;
    }
    const auto s = static_cast<std::size_t>(saucer.size);
    if (--saucer.turnCooldown <= 0) {
        saucer.turnCooldown = kSaucerTurnTicks;
        saucer.velocity.y = 0.5 * kSaucerSpeed[s] * nextInt(world.random, -1, 1);
    }
    if (--saucer.fireCooldown <= 0 && saucerBulletsAlive(world) < kMaxSaucerBullets) {
        saucer.fireCooldown = kSaucerFireIntervalTicks[s];
        shoot(world, world.saucers[index], report);  // may grow world.bullets, never world.saucers
    }
    return true;
}

}  // namespace

void updateSaucers(World& world, StepReport& report) {
    if (world.phase != Phase::Playing) return;
    for (std::size_t i = 0; i < world.saucers.size();) {
        if (flySaucer(world, i, report)) {
            ++i;
        } else {
            world.saucers.erase(world.saucers.begin() + static_cast<std::ptrdiff_t>(i));
            world.saucerDelayTicks = kSaucerDelayTicks;
        }
    }
    if (world.wave < kSaucerFirstWave || !world.saucers.empty()) return;
    if (world.saucerDelayTicks > 0 && --world.saucerDelayTicks > 0) return;
    launchSaucer(world, report);
    world.saucerDelayTicks = kSaucerDelayTicks;
}

void moveSaucers(World& world) {
    for (Saucer& saucer : world.saucers) saucer.position = wrapIntoField(world.settings, saucer.position + saucer.velocity * kTickSeconds);
}

void destroySaucer(World& world, std::size_t index, Strike strike, StepReport& report) {
    const Saucer gone = world.saucers[index];
    world.saucers.erase(world.saucers.begin() + static_cast<std::ptrdiff_t>(index));
    world.saucerDelayTicks = kSaucerDelayTicks;
    if (strike.by == GameEvent::Cause::Bullet || strike.by == GameEvent::Cause::Ship) {
        awardPoints(world, kSaucerScore[static_cast<std::size_t>(gone.size)], report);
    }
    report.events.push_back({GameEvent::Kind::SaucerDestroyed, gone.position, static_cast<AsteroidSize>(gone.size), strike.impact, gone.id, strike.by,
                             strike.byId});
}

}  // namespace sim
