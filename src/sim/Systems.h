#pragma once
// The parts of one tick, called in order by step() (Game.cpp), like Doom's
// P_Ticker. Internal to sim/: front ends use Game.h.

#include "sim/TickInput.h"
#include "sim/World.h"

namespace sim {

// ShipControl.cpp
void steerShip(World& world, const TickInput& input);
void fireGun(World& world, const TickInput& input);

// Motion.cpp
/// The angle brought back within (-2pi, 2pi] by one turn when it has just
/// left it, so rotationFromAngle stays at full accuracy however long a game runs.
double keepAngleSmall(double radians);
void moveShip(World& world);
void moveBullets(World& world);
void moveAsteroids(World& world);

// Spawning.cpp
/// Adds an asteroid with a fresh outline and random drift and spin.
void spawnAsteroid(World& world, AsteroidSize size, Vec2 position);
/// Replaces asteroid `index` by its two children (none for a small one), scores
/// it; `impact` is where it was struck (reported in the event).
void destroyAsteroid(World& world, std::size_t index, Vec2 impact);
/// Queues or starts waves; spawns a wave's large asteroids away from the ship.
void spawnWave(World& world);

// CollisionPass.cpp
void collideBulletsWithAsteroids(World& world);
void collideShipWithAsteroids(World& world);

// GameFlow.cpp
/// Resets score, lives, ship and field for a new game; keeps settings and the generator.
void beginGame(World& world);
void awardPoints(World& world, int points);
void updateRespawn(World& world);
void updateWaves(World& world);
void restartIfAsked(World& world, const TickInput& input);

}  // namespace sim
