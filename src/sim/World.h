#pragma once
// The whole game state as plain data: what the state hash covers
// (StateHash.h) plus the settings the game was started with. Copying a World
// copies the game and nothing else: the window's history keeps copies as seek
// snapshots (the renderer keeps only the previous tick's poses: render::PreviousTick).
// What step() keeps across ticks only for speed (the broad-phase grid) and
// what a step reports (counters, events) live outside it, in StepContext
// (Game.h) and StepReport (StepReport.h). Nothing here knows about SDL.

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/Random.h"
#include "sim/Tuning.h"

namespace sim {

using geometry::Vec2;

/// Size class of an asteroid; also the index into the kAsteroid* tables.
enum class AsteroidSize : std::uint8_t { Small = 0, Medium = 1, Large = 2 };

/// An asteroid's outline in its own frame: star-shaped about the origin (its
/// centre of rotation), counter-clockwise (y up), often concave. Never changed
/// once made, so every copy of an asteroid shares one (Asteroid::shape).
struct AsteroidShape {
    std::array<Vec2, kAsteroidMaxVertices> vertices{};
    int count = 0;          ///< vertices used, kAsteroidMinVertices..kAsteroidMaxVertices

    std::span<const Vec2> outline() const { return {vertices.data(), static_cast<std::size_t>(count)}; }

    friend bool operator==(const AsteroidShape&, const AsteroidShape&) = default;
};

/// An asteroid: the state a tick moves and the broad phase reads, kept small
/// (80 bytes), and its outline, shared: copying an asteroid (or a World)
/// copies a pointer, not 256 bytes of vertices.
struct Asteroid {
    std::uint32_t id = 0;   ///< from World::nextId: never reused, so it names the asteroid from tick to tick
    AsteroidSize size = AsteroidSize::Large;
    bool spawned = false;   ///< a click made it or its ancestor: breaking it scores nothing
    Vec2 position{};        ///< centre, inside the field
    Vec2 velocity{};        ///< units per second
    double angle = 0.0;     ///< radians
    double spin = 0.0;      ///< radians per second
    double radius = 0.0;    ///< of its bounding circle about the centre: no vertex of the outline is farther
    std::shared_ptr<const AsteroidShape> shape;  ///< the outline (immutable, shared by copies); null for none: read it through outline()

    /// The outline in the asteroid's own frame; empty when it has none.
    std::span<const Vec2> outline() const { return shape ? shape->outline() : std::span<const Vec2>{}; }
};

struct Bullet {
    std::uint32_t id = 0;   ///< from World::nextId: never reused, so it names the bullet from tick to tick
    Vec2 position{};
    Vec2 velocity{};
    int ticksLeft = 0;
    bool fromSaucer = false;  ///< a saucer's: it breaks asteroids and kills the ship, never a saucer, and scores nothing
};

/// Size class of a saucer; also the index into the kSaucer* tables.
enum class SaucerSize : std::uint8_t { Small = 0, Large = 1 };

/// A flying saucer: a polygon body (saucerShape) that crosses the field once and shoots.
struct Saucer {
    std::uint32_t id = 0;   ///< from World::nextId
    SaucerSize size = SaucerSize::Large;
    Vec2 position{};        ///< centre, inside the field
    Vec2 velocity{};        ///< units per second
    int ticksLeft = 0;      ///< until it has crossed the field and leaves
    int fireCooldown = 0;   ///< ticks until it shoots again
    int turnCooldown = 0;   ///< ticks until it may change its up/down drift
};

struct Ship {
    Vec2 position{};
    Vec2 velocity{};
    double angle = 0.0;          ///< radians; 0 points along +x, -pi/2 up the screen
    bool alive = true;
    int invulnerableTicks = 0;   ///< > 0: asteroids pass through harmlessly
    int respawnTicks = 0;        ///< while dead: ticks before a respawn is tried
    int fireCooldown = 0;        ///< ticks until the gun can fire again
    int hyperspaceTicks = 0;     ///< > 0: away in hyperspace for this many more ticks (position is where it will return)
    int hyperspaceCooldown = 0;  ///< ticks until hyperspace may be used again
    Vec2 hyperspaceFrom{};       ///< where the last jump left the field
};

/// True when the ship is alive and on the field (not away in hyperspace): it can steer, fire and be hit.
inline bool onField(const Ship& ship) { return ship.alive && ship.hyperspaceTicks == 0; }

enum class Phase : std::uint8_t { Playing, GameOver };

/// What became of the last click that asked for an asteroid, for the window to show.
struct SpawnNotice {
    enum class Outcome : std::uint8_t { None, Placed, MovedClear, RefusedFull };
    Outcome outcome = Outcome::None;
    std::uint64_t tick = 0;   ///< the tick of the click (World::tick before the step)
    Vec2 asked{};             ///< where the click asked for it (wrapped into the field)
    Vec2 placed{};            ///< where it went (== asked unless MovedClear; unused when RefusedFull)

    friend bool operator==(const SpawnNotice&, const SpawnNotice&) = default;
};

/// Settings chosen at the start of a game that change what happens in it;
/// recorded in replay headers.
struct Settings {
    std::uint64_t seed = 1;
    double fieldWidth = 1280.0;   ///< world units; the field wraps at this x
    double fieldHeight = 720.0;   ///< world units; the field wraps at this y
    int startLives = kStartLives;
    int crowd = 0;                ///< 0: the normal game; 1..kMaxLiveAsteroids: a crowd scene of this many asteroids (sim/Crowd.h)
    bool sweptBullets = false;    ///< true: a bullet hits an asteroid its travel this tick crossed (docs/tunnelling.md); false: the classic point test

    friend bool operator==(const Settings&, const Settings&) = default;
};

/// One game at one tick: everything step() reads and writes, all of it hashed but the settings.
struct World {
    Settings settings{};
    Random random{};              ///< gameplay randomness only
    std::uint64_t tick = 0;       ///< ticks stepped since the game began
    Phase phase = Phase::Playing;
    Ship ship{};
    std::vector<Asteroid> asteroids;  ///< step() goes through them in this order: part of the rules
    std::vector<Bullet> bullets;      ///< likewise (the ship's and the saucers')
    std::vector<Saucer> saucers;      ///< likewise; at most one at a time
    int saucerDelayTicks = 0;         ///< from wave kSaucerFirstWave on: ticks until the next saucer
    int score = 0;
    int lives = 0;
    int wave = 0;
    int waveDelayTicks = 0;       ///< > 0: counting down to the next wave
    int gameOverTicks = 0;        ///< ticks since the game ended
    std::uint32_t nextId = 1;     ///< the id the next asteroid or bullet gets
    bool spawnedThisGame = false; ///< a click added an asteroid since the game began (no high score for it)
    SpawnNotice lastSpawn{};      ///< the last click's outcome (shown for kNoticeTicks)
};

}  // namespace sim
