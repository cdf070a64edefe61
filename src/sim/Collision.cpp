#include "sim/Collision.h"

#include <algorithm>

#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"
#include "sim/AsteroidShapes.h"
#include "sim/Field.h"
#include "sim/SaucerShape.h"

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
    return geometry::boxAround(asteroid.position, {asteroid.radius, asteroid.radius});
}

Aabb boundsOf(const Ship& ship) {
    return geometry::boxAround(ship.position, {kShipRadius, kShipRadius});
}

Circle boundingCircleOf(const Asteroid& asteroid) {
    return {asteroid.position, asteroid.radius};
}

Vec2 toAsteroidFrame(const Settings& settings, const Asteroid& asteroid, Vec2 worldPoint) {
    return inBodyFrame(shortestDelta(settings, asteroid.position, worldPoint), asteroid.angle);
}

std::array<Vec2, 3> shipHullInAsteroidFrame(const Settings& settings, const Ship& ship, const Asteroid& asteroid) {
    return pieceInFrameOf(settings, bodyOf(ship), 0, bodyOf(asteroid));
}

Body bodyOf(const Saucer& saucer) {
    const int size = static_cast<int>(saucer.size);
    return {saucer.position, 0.0, kSaucerRadius[static_cast<std::size_t>(size)], saucerOutline(size), false};
}

int pieceCountOf(const Body& body) { return body.convex ? 1 : static_cast<int>(body.outline.size()); }

std::array<Vec2, 3> pieceOf(const Body& body, int i) {
    if (body.convex) return {body.outline[0], body.outline[1], body.outline[2]};
    return fanPiece(body.outline, i);
}

std::array<Vec2, 3> pieceInFrameOf(const Settings& settings, const Body& mover, int i, const Body& target) {
    const Vec2 offset = shortestDelta(settings, target.position, mover.position);
    const geometry::Rotation moverTurn = geometry::rotationFromAngle(mover.angle);
    const geometry::Rotation targetTurn = geometry::rotationFromAngle(target.angle);
    std::array<Vec2, 3> piece = pieceOf(mover, i);
    for (Vec2& p : piece) p = geometry::inverseRotate(targetTurn, offset + geometry::rotate(moverTurn, p));
    return piece;
}

PairStage testPointPastCircle(Vec2 local, std::span<const Vec2> outline, TickCounters& counters) {
    ++counters.candidatePairs;
    ++counters.pointInPolygonTests;
    counters.edgesVisited += static_cast<int>(outline.size());
    if (!geometry::pointInPolygon(local, outline)) return PairStage::ExactMiss;
    ++counters.hits;
    return PairStage::Hit;
}

PairStage testPointPastBox(Vec2 offset, const Body& body, TickCounters& counters) {
    ++counters.circleTests;
    if (!inBoundingCircle(offset, body.radius)) return PairStage::CircleMiss;
    return testPointPastCircle(inBodyFrame(offset, body.angle), body.outline, counters);
}

PairStage testBodiesPastBox(const Settings& settings, Vec2 offset, const Body& mover, const Body& target, TickCounters& counters) {
    ++counters.circleTests;
    const double reach = target.radius + mover.radius;
    if (lengthSquared(offset) > reach * reach) return PairStage::CircleMiss;
    ++counters.candidatePairs;
    // Concave bodies are tested one convex piece at a time: the shapes
    // overlap exactly when some piece of one overlaps some piece of the other.
    for (int i = 0; i < pieceCountOf(mover); ++i) {
        const std::array<Vec2, 3> piece = pieceInFrameOf(settings, mover, i, target);
        for (int j = 0; j < pieceCountOf(target); ++j) {
            ++counters.satTests;
            counters.edgesVisited += 6;
            if (geometry::convexPolygonsOverlap(piece, pieceOf(target, j))) {
                ++counters.hits;
                return PairStage::Hit;
            }
        }
    }
    return PairStage::ExactMiss;
}

}  // namespace sim

namespace sim {

namespace {

// The target's pose, at every stage: where the pictures of a pair put it.
AsteroidSeen poseOf(const Body& body) { return {.position = body.position, .angle = body.angle, .radius = body.radius}; }

// The target as the exact test saw it: its pose and outline.
AsteroidSeen seen(const Body& body) {
    AsteroidSeen s = poseOf(body);
    s.count = std::min(body.outline.size(), s.vertices.size());
    std::copy_n(body.outline.begin(), s.count, s.vertices.begin());
    return s;
}

}  // namespace

Decision explainPoint(const Settings& settings, Decision d, Vec2 point, const Body& body) {
    d.from = point;
    d.asteroid = poseOf(body);
    if (!d.reachedExact()) return d;
    d.asteroid = seen(body);
    PointDecision& p = d.point;
    p.world = point;
    // The very point testPoint tested.
    p.local = inBodyFrame(shortestDelta(settings, body.position, point), body.angle);
    const std::size_t count = geometry::rayCrossings(p.local, body.outline, p.crossed);
    p.crossings = static_cast<int>(count);
    p.crossedCount = std::min(count, p.crossed.size());  // an outline has at most crossed.size() edges
    return d;
}

Decision explainBodies(const Settings& settings, Decision d, const Body& mover, const Body& target) {
    d.from = mover.position;
    d.fromRadius = mover.radius;
    d.asteroid = poseOf(target);
    if (!d.reachedExact()) return d;
    d.asteroid = seen(target);
    HullDecision& h = d.hull;
    const bool hit = d.stage == PairStage::Hit;
    bool shown = false;
    int tested = 0;
    for (int i = 0; i < pieceCountOf(mover) && !(hit && shown); ++i) {
        const std::array<Vec2, 3> hull = pieceInFrameOf(settings, mover, i, target);
        for (int j = 0; j < pieceCountOf(target); ++j) {
            ++tested;
            const std::array<Vec2, 3> piece = pieceOf(target, j);
            if (hit && !geometry::convexPolygonsOverlap(hull, piece)) continue;  // testBodies' own test
            const geometry::SatResult sat = geometry::satConvex(hull, piece);
            if (!shown || (!hit && sat.depth < h.sat.depth)) {
                h.hullPiece = i;
                h.piece = j;
                h.sat = sat;
                h.hullPoints = hull;
                h.piecePoints = piece;
                shown = true;
            }
            if (hit) break;  // testBodies stops at the first pair of pieces that meet
        }
    }
    h.piecesTested = tested;
    const Vec2 direction = h.sat.hit ? h.sat.normal : h.sat.axis.axis;
    h.worldDirection = geometry::rotate(geometry::rotationFromAngle(target.angle), direction);
    return d;
}

Decision explainBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, PairStage stage) {
    const Decision d{.pair = Decision::Pair::BulletAsteroid, .bulletId = bullet.id, .asteroidId = asteroid.id, .stage = stage};
    return explainPoint(settings, d, bullet.position, bodyOf(asteroid));
}

Decision explainShip(const Settings& settings, const Ship& ship, const Asteroid& asteroid, PairStage stage) {
    Decision d{.pair = Decision::Pair::ShipAsteroid, .asteroidId = asteroid.id, .stage = stage};
    d.hull.harmless = ship.invulnerableTicks > 0;
    return explainBodies(settings, d, bodyOf(ship), bodyOf(asteroid));
}

namespace {

// The start of a bullet's travel in the asteroid's frame, `localTo` being its end there.
Vec2 travelStartInFrame(const Asteroid& asteroid, Vec2 localTo, Vec2 travel) {
    return localTo - geometry::inverseRotate(geometry::rotationFromAngle(asteroid.angle), travel);
}

}  // namespace

std::optional<Tunnel> tunnelThrough(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid) {
    const Vec2 travel = bullet.velocity * kTickSeconds;
    Tunnel t{.bulletId = bullet.id, .asteroidId = asteroid.id, .from = bullet.position - travel, .to = bullet.position};
    t.localTo = toAsteroidFrame(settings, asteroid, bullet.position);
    const double reach = asteroid.radius + length(travel);
    if (lengthSquared(t.localTo) > reach * reach) return std::nullopt;  // the travel cannot reach the outline
    t.localFrom = travelStartInFrame(asteroid, t.localTo, travel);
    const auto outline = asteroid.outline();
    if (geometry::pointInPolygon(t.localTo, outline) || geometry::pointInPolygon(t.localFrom, outline)) return std::nullopt;
    t.entry = geometry::firstBoundaryCrossing(t.localFrom, t.localTo, outline);
    if (!t.entry.crosses) return std::nullopt;
    t.exit = geometry::firstBoundaryCrossing(t.localTo, t.localFrom, outline);
    return t;
}

SweptVerdict testSweptBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, TickCounters& counters) {
    const Vec2 travel = bullet.velocity * kTickSeconds;
    const Vec2 offset = shortestDelta(settings, asteroid.position, bullet.position);
    // Any point of the travel lies within its length of the bullet, so the grown box and circle hold every pair it can touch.
    const double reach = asteroid.radius + length(travel);
    if (!boxesMeet(offset, reach, counters)) return {};
    ++counters.circleTests;
    if (!inBoundingCircle(offset, reach)) return {.stage = PairStage::CircleMiss};
    const std::span<const Vec2> outline = asteroid.outline();
    ++counters.candidatePairs;
    ++counters.pointInPolygonTests;
    counters.edgesVisited += 2 * static_cast<int>(outline.size());  // the point test's walk and the segment's
    if (outline.size() < 3) return {.stage = PairStage::ExactMiss};
    const Vec2 localTo = inBodyFrame(offset, asteroid.angle);
    const geometry::BoundaryCrossing first = geometry::firstBoundaryCrossing(travelStartInFrame(asteroid, localTo, travel), localTo, outline);
    const bool endInside = geometry::pointInPolygon(localTo, outline);
    if (!endInside && !first.crosses) return {.stage = PairStage::ExactMiss};
    ++counters.hits;
    const double t = first.crosses ? first.t : 0.0;
    const Vec2 impact = endInside ? bullet.position : wrapIntoField(settings, bullet.position - travel + travel * t);
    return {PairStage::Hit, t, impact};
}

Decision explainSweptBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, PairStage stage) {
    Decision d = explainBullet(settings, bullet, asteroid, stage);
    if (!d.reachedExact()) return d;
    SweptDecision& s = d.swept;
    const Vec2 travel = bullet.velocity * kTickSeconds;
    s.tested = true;
    s.from = bullet.position - travel;
    s.to = bullet.position;
    s.localTo = d.point.local;  // the very point the test asked about
    s.localFrom = travelStartInFrame(asteroid, s.localTo, travel);
    const std::span<const Vec2> outline = asteroid.outline();
    if (outline.size() < 3) return d;
    s.endInside = geometry::pointInPolygon(s.localTo, outline);
    s.crossing = geometry::firstBoundaryCrossing(s.localFrom, s.localTo, outline);
    return d;
}

}  // namespace sim
