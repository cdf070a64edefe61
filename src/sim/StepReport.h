#pragma once
// What one step did, for the front end to show and play: the collision work
// counted, the game events and (when asked for) the collision decisions. Not game state: never hashed, never copied
// with a World, and rewritten from scratch by every step.

#include <cstdint>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/Decision.h"
#include "sim/World.h"

namespace sim {

/// Work done by the collision code in one tick, for the stats overlay.
struct TickCounters {
    int boxTests = 0;            ///< AABB overlap tests
    int circleTests = 0;         ///< bounding-circle tests after a box passed
    int candidatePairs = 0;      ///< pairs that survived the filters
    int gridCandidates = 0;      ///< bullet-asteroid pairs the broad phase handed on this step (the box holds the bullet)
    int pointInPolygonTests = 0;
    int satTests = 0;            ///< convex piece pairs tested by SAT
    int edgesVisited = 0;        ///< polygon edges looked at by the exact tests
    int hits = 0;

    friend bool operator==(const TickCounters&, const TickCounters&) = default;
};

/// Something the front end may want to show or play.
struct GameEvent {
    enum class Kind : std::uint8_t {
        Shot, AsteroidDestroyed, ShipDestroyed, ShipRespawned, WaveStarted, ExtraLife, GameOver,
        Spawned,       ///< a click's asteroid placed where asked (position; id)
        SpawnMoved,    ///< a click's asteroid moved clear of the ship: position where it went, impact where asked; id
        SpawnRefused,  ///< a click refused at kMaxLiveAsteroids: position where asked
        HyperspaceJump,    ///< the ship left the field: position where it left, impact where it will return
        HyperspaceReturn,  ///< the ship came back safely: position
        SaucerAppeared,    ///< position; size (Small/Large as SaucerSize's 0/1 in `size`); id: the saucer
        SaucerDestroyed,   ///< position; impact: where it was struck; id: the saucer; by: Bullet, Ship or Asteroid
        SaucerLeft,        ///< it crossed the field and flew off: position; id
    };
    Kind kind = Kind::Shot;
    Vec2 position{};             ///< where it happened (a broken asteroid's centre)
    AsteroidSize size = AsteroidSize::Large;
    Vec2 impact{};               ///< AsteroidDestroyed: where the bullet or ship struck it; Spawn*: where the click asked
    std::uint32_t id = 0;        ///< Shot: the new bullet; AsteroidDestroyed: the asteroid broken; Spawned, SpawnMoved: the new asteroid
    /// What struck the thing destroyed.
    enum class Cause : std::uint8_t { None, Bullet, Ship, Asteroid, Hyperspace, Saucer, SaucerBullet };
    Cause by = Cause::None;      ///< AsteroidDestroyed: Bullet, SaucerBullet, Ship or Saucer; ShipDestroyed: Asteroid, Saucer, SaucerBullet or Hyperspace; Shot: Saucer for a saucer's
    std::uint32_t byId = 0;      ///< the striking bullet's, asteroid's or saucer's id (0 for the ship)

    friend bool operator==(const GameEvent&, const GameEvent&) = default;
};

/// An asteroid as it was when it broke: what the front end needs to send
/// its outline flying apart, once the world no longer holds it.
struct BrokenAsteroid {
    std::uint32_t id = 0;    ///< the AsteroidDestroyed event's id
    Vec2 position{};         ///< centre when struck (world units)
    Vec2 velocity{};         ///< units per second
    double angle = 0.0;      ///< radians
    AsteroidShape shape{};   ///< its outline in its own frame (a copy: the world's is gone)

    friend bool operator==(const BrokenAsteroid&, const BrokenAsteroid&) = default;
};

/// Everything one step reports; step() clears it first, so it always
/// describes the last step only.
struct StepReport {
    TickCounters counters{};          ///< the collision work of the step
    std::vector<GameEvent> events;    ///< in the order they happened
    std::vector<BrokenAsteroid> broken;  ///< one per AsteroidDestroyed event, in the same order
    std::vector<Decision> decisions;  ///< every pair tested, in test order; empty unless StepContext::recordDecisions
    std::vector<Tunnel> tunnels;      ///< bullets the point test let through an asteroid, in bullet order; empty unless StepContext::recordDecisions

    friend bool operator==(const StepReport&, const StepReport&) = default;
};

}  // namespace sim
