#pragma once
// The narrow phase of the game: exact tests between a pair that the broad
// phase let through. Everything is asked in the asteroid's own frame (as Box2D
// moves one shape into the other's frame), so a spinning asteroid's vertices
// are never rewritten; the pair's offset is taken the short way round the
// wrap-around field, so hits across the seam need no special case.

#include <array>
#include <optional>
#include <span>

#include "geometry/Aabb.h"
#include "geometry/Circle.h"
#include "geometry/Rotation.h"
#include "sim/BroadPhase.h"
#include "sim/Field.h"
#include "sim/StepReport.h"
#include "sim/World.h"

namespace sim {

/// The ship's hull in its own frame: nose along +x, counter-clockwise (y up).
inline constexpr std::array<Vec2, 3> kShipHull = {Vec2{16.0, 0.0}, Vec2{-11.0, -10.0}, Vec2{-11.0, 10.0}};

/// A polygon as the exact tests see it: its pose, bounding radius and
/// outline in its own frame (counter-clockwise, y up). A fan body (an
/// asteroid, a saucer: star-shaped about the origin) splits into the fan's
/// triangles; a convex one (the ship's hull, a triangle) is its own one piece.
struct Body {
    Vec2 position{};
    double angle = 0.0;
    double radius = 0.0;
    std::span<const Vec2> outline;
    bool convex = false;   ///< true: one piece, the outline itself (three vertices)
};

/// An asteroid as a fan body.
inline Body bodyOf(const Asteroid& asteroid) { return {asteroid.position, asteroid.angle, asteroid.radius, asteroid.outline(), false}; }
/// A saucer as a fan body (SaucerShape.h), never turned.
Body bodyOf(const Saucer& saucer);
/// The ship as its convex hull.
inline Body bodyOf(const Ship& ship) { return {ship.position, ship.angle, kShipRadius, kShipHull, true}; }

/// Number of convex pieces of a body.
int pieceCountOf(const Body& body);

/// Convex piece i of a body, in its own frame: the hull, or (centre, vertex i, vertex i+1).
std::array<Vec2, 3> pieceOf(const Body& body, int i);

/// Piece i of `mover` in `target`'s frame, the short way round the field.
std::array<Vec2, 3> pieceInFrameOf(const Settings& settings, const Body& mover, int i, const Body& target);

/// The first stage of every pair (counted): do the boxes of two bounding circles whose radii sum to `reach`
/// meet, their centres `offset` apart? Both boxes are centred, so it compares the offset with the summed half-extents.
inline bool boxesMeet(Vec2 offset, double reach, TickCounters& counters) {
    ++counters.boxTests;
    return offset.x <= reach && -offset.x <= reach && offset.y <= reach && -offset.y <= reach;
}

/// Whether a bounding circle of `radius` about a body's centre holds the point at `offset` from it: the circle stage's comparison.
inline bool inBoundingCircle(Vec2 offset, double radius) { return !(lengthSquared(offset) > radius * radius); }

/// The point at `offset` from a body's centre (world axes) in the body's own
/// frame, the body turned `angle` radians: the point the crossing test is asked about.
inline Vec2 inBodyFrame(Vec2 offset, double angle) { return geometry::inverseRotate(geometry::rotationFromAngle(angle), offset); }

/// testPoint's stages after the circle held the point: crossing-number point
/// in polygon of `local` (the point in the body's frame) against `outline`.
PairStage testPointPastCircle(Vec2 local, std::span<const Vec2> outline, TickCounters& counters);

/// testPoint's stages after the boxes met, `offset` from the body's centre to the point the short way round.
PairStage testPointPastBox(Vec2 offset, const Body& body, TickCounters& counters);

/// testBodies' stages after the boxes met, `offset` from the target's centre to the mover's the short way round.
PairStage testBodiesPastBox(const Settings& settings, Vec2 offset, const Body& mover, const Body& target, TickCounters& counters);

/// A point vs a body: box, then circle, then crossing-number point in polygon in the body's frame.
inline PairStage testPoint(const Settings& settings, Vec2 point, const Body& body, TickCounters& counters) {
    const Vec2 offset = shortestDelta(settings, body.position, point);
    if (!boxesMeet(offset, body.radius, counters)) return PairStage::BoxMiss;
    return testPointPastBox(offset, body, counters);
}

/// Two bodies: box, then circles, then SAT of each piece of `mover` against each piece of `target`.
inline PairStage testBodies(const Settings& settings, const Body& mover, const Body& target, TickCounters& counters) {
    const Vec2 offset = shortestDelta(settings, target.position, mover.position);
    if (!boxesMeet(offset, target.radius + mover.radius, counters)) return PairStage::BoxMiss;
    return testBodiesPastBox(settings, offset, mover, target, counters);
}

/// The record of a point-body pair testPoint judged `stage` (the verdict is taken, never recomputed).
Decision explainPoint(const Settings& settings, Decision d, Vec2 point, const Body& body);

/// The record of a body pair testBodies judged `stage`: the pieces that met (or on a miss the nearest pair) and their SAT result.
Decision explainBodies(const Settings& settings, Decision d, const Body& mover, const Body& target);

/// Where an asteroid is and how it is turned.
geometry::Transform transformOf(const Asteroid& asteroid);

/// Where the ship is and how it is turned.
geometry::Transform transformOf(const Ship& ship);

/// The asteroid's bounding box: the box of its bounding circle, so it stays
/// valid however the asteroid spins and costs nothing to update.
geometry::Aabb boundsOf(const Asteroid& asteroid);

/// The ship's bounding box, likewise the box of its bounding circle.
geometry::Aabb boundsOf(const Ship& ship);

/// The asteroid's bounding circle (the shoot-'em-up article's radius method).
geometry::Circle boundingCircleOf(const Asteroid& asteroid);

/// A world point expressed in the asteroid's frame, taken the short way round the field.
Vec2 toAsteroidFrame(const Settings& settings, const Asteroid& asteroid, Vec2 worldPoint);

/// The ship's hull in the asteroid's frame, the short way round the field.
std::array<Vec2, 3> shipHullInAsteroidFrame(const Settings& settings, const Ship& ship, const Asteroid& asteroid);

/// Bullet vs asteroid: box, then circle, then crossing-number point in polygon.
inline PairStage testBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, TickCounters& counters) {
    return testPoint(settings, bullet.position, bodyOf(asteroid), counters);
}

/// A body vs an asteroid: testBodies(settings, mover, bodyOf(asteroid), counters), with
/// the box stage first: the ship and a saucer meet every asteroid every tick,
/// and a far one's outline (shared, elsewhere in memory) is then never read.
inline PairStage testBodyAgainst(const Settings& settings, const Body& mover, const Asteroid& asteroid, TickCounters& counters) {
    const Vec2 offset = shortestDelta(settings, asteroid.position, mover.position);
    if (!boxesMeet(offset, asteroid.radius + mover.radius, counters)) return PairStage::BoxMiss;
    return testBodiesPastBox(settings, offset, mover, bodyOf(asteroid), counters);
}

/// Ship vs asteroid: box, then circles, then SAT of the hull against each
/// convex fan piece of the asteroid. testBodyAgainst(bodyOf(ship), ...), with
/// the ship's body made only past the boxes: the callers loop over every asteroid.
inline PairStage testShip(const Settings& settings, const Ship& ship, const Asteroid& asteroid, TickCounters& counters) {
    const Vec2 offset = shortestDelta(settings, asteroid.position, ship.position);
    if (!boxesMeet(offset, asteroid.radius + kShipRadius, counters)) return PairStage::BoxMiss;
    return testBodiesPastBox(settings, offset, bodyOf(ship), bodyOf(asteroid), counters);
}

/// The record of a bullet-asteroid pair testBullet judged `stage` (the
/// verdict is taken, never recomputed): at the exact stage, the point tested
/// and the ray's crossings.
Decision explainBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, PairStage stage);

/// The record of a ship-asteroid pair testShip judged `stage`: at the exact
/// stage, the piece that met the hull (or on a miss the nearest) and its SAT result.
Decision explainShip(const Settings& settings, const Ship& ship, const Asteroid& asteroid, PairStage stage);

/// Whether the bullet's travel this tick (velocity * kTickSeconds, ending at
/// its position) crossed the asteroid's outline, in the asteroid's frame as it
/// stands, with both ends outside: the record, or nothing. Observation only.
std::optional<Tunnel> tunnelThrough(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid);

/// A bullet-asteroid pair as the swept rule judged it.
struct SweptVerdict {
    PairStage stage = PairStage::BoxMiss;
    double t = 0.0;     ///< Hit: how far along the travel (0 at its start, 1 at the bullet) it first touched the outline; 0 when the travel lies wholly inside
    Vec2 impact{};      ///< Hit: where it struck, inside the field: the bullet when it ends inside, else the travel's first point on the outline
};

/// Bullet vs asteroid under the swept rule (Settings::sweptBullets): box and
/// circle grown by the travel's length (velocity * kTickSeconds, ending at the
/// bullet), then a hit when the end is inside (crossing number) or the travel
/// meets the outline (firstBoundaryCrossing), in the asteroid's frame as it stands.
SweptVerdict testSweptBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, TickCounters& counters);

/// The record of a pair testSweptBullet judged `stage`: explainBullet's, and at the exact stage the travel and its first crossing.
Decision explainSweptBullet(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, PairStage stage);

/// testBullet for a candidate findCandidates found, from what it noted and
/// never from the asteroid itself: the same stage and the same counters (the
/// box stage, which every candidate passed, is counted here).
inline PairStage testBulletCandidate(const BroadPhase::Candidate& c, TickCounters& counters) {
    ++counters.boxTests;
    ++counters.circleTests;
    if (!c.inCircle) return PairStage::CircleMiss;
    return testPointPastCircle(c.local, c.shape != nullptr ? c.shape->outline() : std::span<const Vec2>{}, counters);
}

/// testBullet(...) == PairStage::Hit.
inline bool bulletHitsAsteroid(const Settings& settings, const Bullet& bullet, const Asteroid& asteroid, TickCounters& counters) {
    return testBullet(settings, bullet, asteroid, counters) == PairStage::Hit;
}

/// testShip(...) == PairStage::Hit.
inline bool shipHitsAsteroid(const Settings& settings, const Ship& ship, const Asteroid& asteroid, TickCounters& counters) {
    return testShip(settings, ship, asteroid, counters) == PairStage::Hit;
}

}  // namespace sim
