#include "render/Interpolation.h"

#include <numbers>

#include "sim/Field.h"

namespace render {

namespace {
// Ids are handed out in increasing order and never reused, so an id the
// previous world had not reached yet was not in it: no search (findById would
// look through the whole list for each of a crowd's hundreds of new bullets).
bool isNew(const Moment& m, std::uint32_t id) { return id >= m.previous.nextId; }
}  // namespace

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
    if (isNew(m, now.id)) return now;
    const sim::Asteroid* then = findById<sim::Asteroid>(m.previous.asteroids, now.id, index);
    if (then == nullptr) return now;
    sim::Asteroid a = now;
    a.position = blendPosition(m.current.settings, then->position, now.position, m.alpha);
    a.angle = blendAngle(then->angle, now.angle, m.alpha);
    return a;
}

sim::Bullet blendedBullet(const Moment& m, std::size_t index) {
    const sim::Bullet& now = m.current.bullets[index];
    if (isNew(m, now.id)) return now;
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
