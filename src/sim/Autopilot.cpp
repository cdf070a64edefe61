#include "sim/Autopilot.h"

#include "geometry/Rotation.h"
#include "sim/Field.h"

namespace sim {

namespace {

// SplitMix64's finaliser: a well-mixed 64-bit value from (seed, tick, salt).
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

double unitFrom(std::uint64_t bits) { return static_cast<double>(bits >> 11) * (1.0 / 9007199254740992.0); }

constexpr double kFireCone = 0.985;        // cos of ~10 degrees
constexpr double kEngageDistance = 520.0;
constexpr double kDangerDistance = 70.0;
constexpr double kHyperspaceDistance = 12.0;

struct Target {
    bool found = false;
    Vec2 offset{};      // ship -> target, the short way round
    Vec2 velocity{};    // the target's
    double gap = 0.0;   // distance to the target's bounding circle
};

// The nearest asteroid or saucer.
Target nearestTarget(const World& world) {
    Target best;
    auto offer = [&](Vec2 position, Vec2 velocity, double radius) {
        const Vec2 offset = shortestDelta(world.settings, world.ship.position, position);
        const double gap = length(offset) - radius;
        if (!best.found || gap < best.gap) best = {true, offset, velocity, gap};
    };
    for (const Asteroid& a : world.asteroids) offer(a.position, a.velocity, a.radius);
    for (const Saucer& s : world.saucers) offer(s.position, s.velocity, kSaucerRadius[static_cast<std::size_t>(s.size)]);
    return best;
}

}  // namespace

TickInput autopilotInput(const World& world, PilotStyle style) {
    TickInput input;
    const std::uint64_t dice = mix(world.settings.seed * 0x100000001b3ULL ^ world.tick);
    if (world.tick % kAutopilotClickEveryTicks == kAutopilotClickEveryTicks - 1 && world.asteroids.size() < kAutopilotClickBelowAsteroids) {
        // Click somewhere at least a third of the field away from the ship.
        const Vec2 far{world.settings.fieldWidth * (0.33 + 0.34 * unitFrom(mix(dice ^ 1))),
                       world.settings.fieldHeight * (0.33 + 0.34 * unitFrom(mix(dice ^ 2)))};
        input.spawnAsteroid = true;
        input.spawnAt = wrapIntoField(world.settings, world.ship.position + far);
    }
    if (world.phase == Phase::GameOver) {
        if (world.gameOverTicks > 90) input.buttons |= kRestart;
        return input;
    }
    // Like a person, it gets careless now and then: two seconds in every
    // eight it just flies straight ahead. That is how it gets hit, so recorded
    // games have deaths, respawns and game overs in them, not only shooting.
    if (style == PilotStyle::Careless && (world.tick / kTicksPerSecond) % 8 >= 6) {
        input.buttons |= kThrust;
        return input;
    }
    const Ship& ship = world.ship;
    const Target target = nearestTarget(world);
    if (!sim::onField(ship) || !target.found) return input;

    // Lead the target: aim where it will be when a bullet gets there.
    const double flight = length(target.offset) / kBulletSpeed;
    const Vec2 aim = normalized(target.offset + (target.velocity - ship.velocity) * flight);
    const Vec2 nose = geometry::directionFromAngle(ship.angle);
    // Angles grow clockwise on screen (y down), and so does cross(nose, aim).
    const double side = cross(nose, aim);
    const double facing = dot(nose, aim);
    if (facing < kFireCone || side * side > 0.0004) input.buttons |= side > 0.0 ? kTurnRight : kTurnLeft;
    if (facing > kFireCone && target.gap < kEngageDistance) input.buttons |= kFire;

    const double speed = length(ship.velocity);
    const bool closing = dot(target.velocity - ship.velocity, target.offset) < 0.0;
    // About to be hit: now and then it takes the hyperspace gamble instead.
    if (target.gap < kHyperspaceDistance && closing && ship.invulnerableTicks == 0 && (dice >> 20) % 4 == 0) input.buttons |= kHyperspace;
    if (target.gap < kDangerDistance && closing && facing < 0.0) {
        input.buttons |= kThrust;  // the asteroid is behind and coming: run
    } else if (speed > 260.0 || (target.gap < kDangerDistance && closing)) {
        input.buttons |= kBrake;
    } else if (target.gap > kEngageDistance && facing > 0.9 && (dice & 3u) != 0) {
        input.buttons |= kThrust;
    }
    return input;
}

}  // namespace sim
