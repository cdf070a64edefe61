// Moving everything one tick along its velocity, wrapping round the field
// (semi-implicit Euler: velocities were updated first, in ShipControl.cpp).
#include "sim/Motion.h"

#include <algorithm>

#include "sim/Field.h"

namespace sim {

void moveShip(World& world) {
    Ship& ship = world.ship;
    if (ship.invulnerableTicks > 0) --ship.invulnerableTicks;
    if (!onField(ship)) return;
    ship.position = wrapIntoField(world.settings, ship.position + ship.velocity * kTickSeconds);
}

void moveBullets(World& world) {
    for (Bullet& bullet : world.bullets) {
        bullet.position = wrapIntoField(world.settings, bullet.position + bullet.velocity * kTickSeconds);
        --bullet.ticksLeft;
    }
    std::erase_if(world.bullets, [](const Bullet& b) { return b.ticksLeft <= 0; });
}

double keepAngleSmall(double radians) {
    constexpr double kTwoPi = 6.283185307179586;
    if (radians > kTwoPi) return radians - kTwoPi;
    if (radians < -kTwoPi) return radians + kTwoPi;
    return radians;
}

void moveAsteroids(World& world) {
    for (Asteroid& asteroid : world.asteroids) {
        asteroid.position = wrapIntoField(world.settings, asteroid.position + asteroid.velocity * kTickSeconds);
        asteroid.angle = keepAngleSmall(asteroid.angle + asteroid.spin * kTickSeconds);
    }
}

}  // namespace sim
