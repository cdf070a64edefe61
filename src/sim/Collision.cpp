#include "sim/Collision.h"

#include <algorithm>

#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"
#include "sim/AsteroidShapes.h"
#include "sim/Field.h"

namespace sim {

using geometry::Aabb;
using geometry::Circle;

geometry::Transform transformOf(const Asteroid& asteroid) {
    return {asteroid.position, geometry::rotationFromAngle(asteroid.angle)};
}

geometry::Transform transformOf(const Ship& ship) {
    return {ship.position, geometry::rotationFromAngle(ship.angle)};
}

Aabb boundsOf(const Asteroid& asteroid) {
    return geometry::boxAround(asteroid.position, {asteroid.shape.radius, asteroid.shape.radius});
}

Aabb boundsOf(const Ship& ship) {
    return geometry::boxAround(ship.position, {kShipRadius, kShipRadius});
}

Circle boundingCircleOf(const Asteroid& asteroid) {
    return {asteroid.position, asteroid.shape.radius};
}

Vec2 toAsteroidFrame(const Settings& settings, const Asteroid& asteroid, Vec2 worldPoint) {
    const Vec2 offset = shortestDelta(settings, asteroid.position, worldPoint);
    return geometry::inverseRotate(geometry::rotationFromAngle(asteroid.angle), offset);
}

std::array<Vec2, 3> shipHullInAsteroidFrame(const Settings& settings, const Ship& ship, const Asteroid& asteroid) {
    const Vec2 offset = shortestDelta(settings, asteroid.position, ship.position);
    const geometry::Rotation shipTurn = geometry::rotationFromAngle(ship.angle);
    const geometry::Rotation asteroidTurn = geometry::rotationFromAngle(asteroid.angle);
    std::array<Vec2, 3> hull{};
    for (std::size_t i = 0; i < hull.size(); ++i) {
        hull[i] = geometry::inverseRotate(asteroidTurn, offset + geometry::rotate(shipTurn, kShipHull[i]));
    }
    return hull;
}

namespace {
// Both boxes are centred boxes, so in the asteroid-centred frame the AABB test
// reduces to comparing the offset with the summed half-extents.
bool boxesOverlap(Vec2 offset, double halfA, double halfB) {
    const double reach = halfA + halfB;
    return offset.x <= reach && -offset.x <= reach && offset.y <= reach && -offset.y <= reach;
}
}  // namespace

PairStage testBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, TickCounters& counters) {
    const Vec2 offset = shortestDelta(settings, asteroid.position, bullet.position);
    ++counters.boxTests;
    if (!boxesOverlap(offset, asteroid.shape.radius, 0.0)) return PairStage::BoxMiss;
    ++counters.circleTests;
    if (lengthSquared(offset) > asteroid.shape.radius * asteroid.shape.radius) return PairStage::CircleMiss;
    ++counters.candidatePairs;
    ++counters.pointInPolygonTests;
    counters.edgesVisited += asteroid.shape.count;
    const Vec2 local = geometry::inverseRotate(geometry::rotationFromAngle(asteroid.angle), offset);
    if (!geometry::pointInPolygon(local, asteroid.shape.outline())) return PairStage::ExactMiss;
    ++counters.hits;
    return PairStage::Hit;
}

PairStage testShip(const Settings& settings, const Ship& ship, const Asteroid& asteroid, TickCounters& counters) {
    const Vec2 offset = shortestDelta(settings, asteroid.position, ship.position);
    ++counters.boxTests;
    if (!boxesOverlap(offset, asteroid.shape.radius, kShipRadius)) return PairStage::BoxMiss;
    ++counters.circleTests;
    const double reach = asteroid.shape.radius + kShipRadius;
    if (lengthSquared(offset) > reach * reach) return PairStage::CircleMiss;
    ++counters.candidatePairs;
    const std::array<Vec2, 3> hull = shipHullInAsteroidFrame(settings, ship, asteroid);
    // A concave asteroid is tested one convex fan piece at a time: the shapes
    // overlap exactly when the hull overlaps some piece.
    for (int i = 0; i < pieceCount(asteroid.shape); ++i) {
        ++counters.satTests;
        counters.edgesVisited += 6;
        if (geometry::convexPolygonsOverlap(hull, fanPiece(asteroid.shape, i))) {
            ++counters.hits;
            return PairStage::Hit;
        }
    }
    return PairStage::ExactMiss;
}

}  // namespace sim

namespace sim {

namespace {

AsteroidSeen seen(const Asteroid& asteroid) {
    AsteroidSeen s{.position = asteroid.position, .angle = asteroid.angle, .radius = asteroid.shape.radius};
    s.count = std::min(asteroid.shape.outline().size(), s.vertices.size());
    std::copy_n(asteroid.shape.vertices.begin(), s.count, s.vertices.begin());
    return s;
}

}  // namespace

Decision explainBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, PairStage stage) {
    Decision d{.pair = Decision::Pair::BulletAsteroid, .bulletId = bullet.id, .asteroidId = asteroid.id, .stage = stage};
    if (!d.reachedExact()) return d;
    d.asteroid = seen(asteroid);
    PointDecision& p = d.point;
    p.world = bullet.position;
    p.local = toAsteroidFrame(settings, asteroid, bullet.position);  // the very point testBullet tested
    const std::size_t count = geometry::rayCrossings(p.local, asteroid.shape.outline(), p.crossed);
    p.crossings = static_cast<int>(count);
    p.crossedCount = std::min(count, p.crossed.size());  // an outline has at most crossed.size() edges
    return d;
}

std::optional<Tunnel> tunnelThrough(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid) {
    const Vec2 travel = bullet.velocity * kTickSeconds;
    Tunnel t{.bulletId = bullet.id, .asteroidId = asteroid.id, .from = bullet.position - travel, .to = bullet.position};
    t.localTo = toAsteroidFrame(settings, asteroid, bullet.position);
    const double reach = asteroid.shape.radius + length(travel);
    if (lengthSquared(t.localTo) > reach * reach) return std::nullopt;  // the travel cannot reach the outline
    t.localFrom = t.localTo - geometry::inverseRotate(geometry::rotationFromAngle(asteroid.angle), travel);
    const auto outline = asteroid.shape.outline();
    if (geometry::pointInPolygon(t.localTo, outline) || geometry::pointInPolygon(t.localFrom, outline)) return std::nullopt;
    t.entry = geometry::firstBoundaryCrossing(t.localFrom, t.localTo, outline);
    if (!t.entry.crosses) return std::nullopt;
    t.exit = geometry::firstBoundaryCrossing(t.localTo, t.localFrom, outline);
    return t;
}

Decision explainShip(const Settings& settings, const Ship& ship, const Asteroid& asteroid, PairStage stage) {
    Decision d{.pair = Decision::Pair::ShipAsteroid, .asteroidId = asteroid.id, .stage = stage};
    if (!d.reachedExact()) return d;
    d.asteroid = seen(asteroid);
    HullDecision& h = d.hull;
    h.harmless = ship.invulnerableTicks > 0;
    const std::array<Vec2, 3> hull = shipHullInAsteroidFrame(settings, ship, asteroid);
    const int pieces = pieceCount(asteroid.shape);
    bool shown = false;
    for (int i = 0; i < pieces; ++i) {
        const std::array<Vec2, 3> piece = fanPiece(asteroid.shape, i);
        if (stage == PairStage::Hit && !geometry::convexPolygonsOverlap(hull, piece)) continue;  // testShip's own test
        const geometry::SatResult sat = geometry::satConvex(hull, piece);
        if (!shown || (stage != PairStage::Hit && sat.depth < h.sat.depth)) {
            h.piece = i;
            h.sat = sat;
            h.piecePoints = piece;
            shown = true;
        }
        if (stage == PairStage::Hit) break;  // testShip stops at the first piece that meets the hull
    }
    h.hullPoints = hull;
    h.piecesTested = stage == PairStage::Hit ? h.piece + 1 : pieces;
    const Vec2 direction = h.sat.hit ? h.sat.normal : h.sat.axis.axis;
    h.worldDirection = geometry::rotate(geometry::rotationFromAngle(asteroid.angle), direction);
    return d;
}

}  // namespace sim
