#pragma once
// The collision decisions of one step, as data: for every pair the collision
// pass tested, how far it got and, when it reached the exact test, what that
// test saw. Recorded only when StepContext::recordDecisions is on (the window
// turns it on, verification leaves it off); the overlays, the panel, `why`
// and the tests all read this one record and never work an answer out again.
// Exact-test geometry is in the asteroid's own frame (as the test ran it).

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"
#include "geometry/SegmentPolygon.h"
#include "geometry/Vec2.h"
#include "sim/Tuning.h"

namespace sim {

/// How far a pair got through the filters: the overlays colour pairs by it.
enum class PairStage : std::uint8_t {
    BoxMiss,     ///< the bounding boxes do not overlap: rejected for four comparisons
    CircleMiss,  ///< boxes overlap but the bounding circles do not
    ExactMiss,   ///< a candidate pair; the exact test says apart
    Hit,         ///< the exact test says they touch
};

/// The asteroid as the exact test saw it, so a picture can draw it after it breaks.
struct AsteroidSeen {
    geometry::Vec2 position{};  ///< its centre, world coordinates
    double angle = 0.0;         ///< its turn: the frame of `vertices` and of the local points below
    double radius = 0.0;        ///< its bounding radius
    std::size_t count = 0;      ///< entries of `vertices` in use
    std::array<geometry::Vec2, kAsteroidMaxVertices> vertices{};  ///< its outline in its own frame

    /// The outline in use.
    std::span<const geometry::Vec2> outline() const { return {vertices.data(), count}; }

    friend bool operator==(const AsteroidSeen&, const AsteroidSeen&) = default;
};

/// Bullet vs asteroid's exact test: the crossing-number ray from the bullet.
struct PointDecision {
    geometry::Vec2 world{};   ///< the point tested (the bullet), world coordinates
    geometry::Vec2 local{};   ///< the same point in the asteroid's frame: the ray runs along its +x
    int crossings = 0;        ///< edges the ray crosses; odd means inside
    std::size_t crossedCount = 0;  ///< entries of `crossed` in use (== crossings)
    std::array<geometry::RayCrossing, kAsteroidMaxVertices> crossed{};  ///< in edge order, points in the asteroid's frame

    /// The crossed edges in use.
    std::span<const geometry::RayCrossing> crossedEdges() const { return {crossed.data(), crossedCount}; }

    friend bool operator==(const PointDecision&, const PointDecision&) = default;
};

/// Bullet vs asteroid under the swept rule (Settings::sweptBullets): the
/// bullet's travel this tick against the outline, beside the point test of
/// its end (PointDecision). The pair hits when the end is inside or the travel meets the outline.
struct SweptDecision {
    bool tested = false;          ///< the swept rule judged this pair (it reached the exact stage with the rule on)
    geometry::Vec2 from{};        ///< where the travel began: to - velocity * kTickSeconds, unwrapped (may lie just off the field)
    geometry::Vec2 to{};          ///< the bullet's position, the end the point test asks about
    geometry::Vec2 localFrom{};   ///< from, in the asteroid's frame as it stands at this tick
    geometry::Vec2 localTo{};     ///< to, likewise
    bool endInside = false;       ///< the point test's verdict on `to` (odd crossings)
    geometry::BoundaryCrossing crossing{};  ///< firstBoundaryCrossing(localFrom, localTo, outline): where the travel first met the outline

    /// A point of the travel in world coordinates, t = 0 at from and 1 at to.
    geometry::Vec2 worldAt(double t) const { return from + (to - from) * t; }

    friend bool operator==(const SweptDecision&, const SweptDecision&) = default;
};

/// Two bodies' exact test: SAT of the mover's pieces (the ship's hull is one piece; a saucer's fan pieces) against the target's fan pieces.
struct HullDecision {
    int hullPiece = 0;         ///< the mover's piece shown (0 for the ship's hull)
    int piece = 0;             ///< the target's fan piece shown: the one hit, or on a miss the nearest
    int piecesTested = 0;      ///< piece pairs SAT was run on before the verdict
    geometry::SatResult sat{}; ///< satConvex(hull, piece) in the target's frame: a = the mover's piece, b = the target's
    geometry::Vec2 worldDirection{};  ///< sat's normal (hit) or separating axis (miss) turned into world coordinates
    bool harmless = false;     ///< the ship was invulnerable: a hit that kills nothing
    std::array<geometry::Vec2, 3> hullPoints{};   ///< the mover's piece `hullPiece` in the target's frame (shape a)
    std::array<geometry::Vec2, 3> piecePoints{};  ///< the target's piece `piece` in its own frame (shape b)

    friend bool operator==(const HullDecision&, const HullDecision&) = default;
};

/// One pair the collision pass tested, and what it decided. The first
/// named is the point or the mover, the second the target whose frame the
/// exact test ran in.
struct Decision {
    enum class Pair : std::uint8_t {
        BulletAsteroid,  ///< a bullet (the ship's or a saucer's) vs an asteroid: point in polygon
        ShipAsteroid,    ///< the ship's hull vs an asteroid: SAT
        BulletSaucer,    ///< the ship's bullet vs a saucer: point in polygon
        BulletShip,      ///< a saucer's bullet vs the ship's hull: point in polygon
        ShipSaucer,      ///< the ship's hull vs a saucer: SAT
        SaucerAsteroid,  ///< a saucer vs an asteroid: SAT, piece by piece
    };
    Pair pair = Pair::BulletAsteroid;
    std::uint32_t bulletId = 0;    ///< pairs with a bullet (the ship has no id)
    std::uint32_t asteroidId = 0;  ///< pairs with an asteroid
    std::uint32_t saucerId = 0;    ///< pairs with a saucer
    PairStage stage = PairStage::BoxMiss;  ///< the stage reached; Hit is the verdict "hit"
    geometry::Vec2 from{};         ///< every stage: the point tested or the mover's centre, world coordinates
    double fromRadius = 0.0;       ///< every stage: the mover's bounding radius (0 for a point)
    PointDecision point{};         ///< a point pair with stage >= ExactMiss
    SweptDecision swept{};         ///< a bullet-asteroid pair with stage >= ExactMiss under the swept rule (else swept.tested is false)
    HullDecision hull{};           ///< a body pair with stage >= ExactMiss
    AsteroidSeen asteroid{};       ///< the target's pose (every stage) and, from ExactMiss on, its outline as tested (an asteroid, a saucer or the ship's hull)

    /// True for the pairs whose exact test is point in polygon (the rest are SAT).
    bool pointPair() const { return pair == Pair::BulletAsteroid || pair == Pair::BulletSaucer || pair == Pair::BulletShip; }
    /// True when the ship is one of the two.
    bool involvesShip() const { return pair == Pair::ShipAsteroid || pair == Pair::BulletShip || pair == Pair::ShipSaucer; }
    /// True when the target (whose outline `asteroid` holds) is an asteroid.
    bool targetIsAsteroid() const { return pair == Pair::BulletAsteroid || pair == Pair::ShipAsteroid || pair == Pair::SaucerAsteroid; }
    /// True when the exact test ran (the pair passed box and circle).
    bool reachedExact() const { return stage == PairStage::ExactMiss || stage == PairStage::Hit; }
    /// The verdict.
    bool hit() const { return stage == PairStage::Hit; }
    /// A hit of the swept rule whose bullet ended outside: one the classic point test would have missed.
    bool sweptOnlyHit() const { return swept.tested && hit() && !swept.endInside; }

    friend bool operator==(const Decision&, const Decision&) = default;
};

/// A bullet the point test let through an asteroid: its travel this tick
/// crossed the outline while both ends lie outside (tunnelling). Observation
/// only; the game's verdict stays the point test's.
struct Tunnel {
    std::uint32_t bulletId = 0;
    std::uint32_t asteroidId = 0;
    geometry::Vec2 from{};       ///< where the travel began: to - velocity * kTickSeconds, unwrapped (may lie just off the field)
    geometry::Vec2 to{};         ///< the bullet's position, the point the game tested
    geometry::Vec2 localFrom{};  ///< from, in the asteroid's frame as it stands at this tick
    geometry::Vec2 localTo{};    ///< to, likewise (the point tested, the short way round)
    geometry::BoundaryCrossing entry{};  ///< firstBoundaryCrossing(localFrom, localTo, outline): where the path went in
    geometry::BoundaryCrossing exit{};   ///< firstBoundaryCrossing(localTo, localFrom, outline): where it came out (t runs from `to`)

    /// A point of the travel in world coordinates, t = 0 at from and 1 at to.
    geometry::Vec2 worldAt(double t) const { return from + (to - from) * t; }

    friend bool operator==(const Tunnel&, const Tunnel&) = default;
};

}  // namespace sim
