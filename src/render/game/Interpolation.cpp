#include "render/game/Interpolation.h"

#include <numbers>

#include "sim/Field.h"

namespace render {

namespace {
// Ids are handed out in increasing order and never reused, so an id the
// previous world had not reached yet was not in it: no search (findById would
// look through the whole list for each of a crowd's hundreds of new bullets).
bool isNew(const PreviousTick& previous, std::uint32_t id) { return id >= previous.nextId; }
}  // namespace

void notePrevious(PreviousTick& previous, const sim::World& world) {
    previous.asteroids.resize(world.asteroids.size());
    for (std::size_t i = 0; i < world.asteroids.size(); ++i) {
        const sim::Asteroid& a = world.asteroids[i];
        previous.asteroids[i] = {a.id, a.position, a.angle};
    }
    previous.bullets.resize(world.bullets.size());
    for (std::size_t i = 0; i < world.bullets.size(); ++i) previous.bullets[i] = {world.bullets[i].id, world.bullets[i].position, 0.0};
    previous.ship = world.ship;
    previous.nextId = world.nextId;
}

geometry::Vec2 blendPosition(const sim::Settings& field, geometry::Vec2 before, geometry::Vec2 after, double alpha) {
    return sim::wrapIntoField(field, before + sim::shortestDelta(field, before, after) * alpha);
}

double blendAngle(double before, double after, double alpha) {
    double turn = after - before;
    if (turn > std::numbers::pi) turn -= 2 * std::numbers::pi;
    if (turn < -std::numbers::pi) turn += 2 * std::numbers::pi;
    return before + turn * alpha;
}

sim::Asteroid blendedAsteroid(const TickBlend& m, std::size_t index) {
    const sim::Asteroid& now = m.current.asteroids[index];
    if (m.previous == nullptr || isNew(*m.previous, now.id)) return now;
    const PreviousTick::Pose* then = findById<PreviousTick::Pose>(m.previous->asteroids, now.id, index);
    if (then == nullptr) return now;
    sim::Asteroid a = now;
    a.position = blendPosition(m.current.settings, then->position, now.position, m.alpha);
    a.angle = blendAngle(then->angle, now.angle, m.alpha);
    return a;
}

sim::Bullet blendedBullet(const TickBlend& m, std::size_t index) {
    const sim::Bullet& now = m.current.bullets[index];
    if (m.previous == nullptr || isNew(*m.previous, now.id)) return now;
    const PreviousTick::Pose* then = findById<PreviousTick::Pose>(m.previous->bullets, now.id, index);
    if (then == nullptr) return now;
    sim::Bullet b = now;
    b.position = blendPosition(m.current.settings, then->position, now.position, m.alpha);
    return b;
}

sim::Ship blendedShip(const TickBlend& m) {
    sim::Ship ship = m.current.ship;
    if (m.previous == nullptr) return ship;
    const sim::Ship& then = m.previous->ship;
    if (!sim::onField(then) || !sim::onField(ship)) return ship;  // a respawn or a hyperspace return jumps, it does not glide
    ship.position = blendPosition(m.current.settings, then.position, ship.position, m.alpha);
    ship.angle = blendAngle(then.angle, ship.angle, m.alpha);
    return ship;
}

}  // namespace render
