#include "render/Interpolation.h"

#include <numbers>

#include "sim/Field.h"

namespace render {

geometry::Vec2 blendPosition(const sim::Settings& field, geometry::Vec2 before, geometry::Vec2 after, double alpha) {
    return sim::wrapIntoField(field, before + sim::shortestDelta(field, before, after) * alpha);
}

double blendAngle(double before, double after, double alpha) {
    double turn = after - before;
    if (turn > std::numbers::pi) turn -= 2 * std::numbers::pi;
    if (turn < -std::numbers::pi) turn += 2 * std::numbers::pi;
    return before + turn * alpha;
}

sim::Asteroid blendedAsteroid(const Moment& m, std::size_t index) {
    const sim::Asteroid& now = m.current.asteroids[index];
    const sim::Asteroid* then = findById<sim::Asteroid>(m.previous.asteroids, now.id, index);
    if (then == nullptr) return now;
    sim::Asteroid a = now;
    a.position = blendPosition(m.current.settings, then->position, now.position, m.alpha);
    a.angle = blendAngle(then->angle, now.angle, m.alpha);
    return a;
}

sim::Bullet blendedBullet(const Moment& m, std::size_t index) {
    const sim::Bullet& now = m.current.bullets[index];
    const sim::Bullet* then = findById<sim::Bullet>(m.previous.bullets, now.id, index);
    if (then == nullptr) return now;
    sim::Bullet b = now;
    b.position = blendPosition(m.current.settings, then->position, now.position, m.alpha);
    return b;
}

sim::Ship blendedShip(const Moment& m) {
    sim::Ship ship = m.current.ship;
    const sim::Ship& then = m.previous.ship;
    if (!sim::onField(then) || !sim::onField(ship)) return ship;  // a respawn or a hyperspace return jumps, it does not glide
    ship.position = blendPosition(m.current.settings, then.position, ship.position, m.alpha);
    ship.angle = blendAngle(then.angle, ship.angle, m.alpha);
    return ship;
}

}  // namespace render
