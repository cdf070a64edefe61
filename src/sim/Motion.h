#pragma once
// How things move in one tick (Motion.cpp): the steps of step() that a
// front end may also take on its own, as the benchmark's scenes do to move
// their asteroids and bullets without the game's rules.

#include "sim/World.h"

namespace sim {

/// The angle brought back within (-2pi, 2pi] by one turn when it has just
/// left it, so rotationFromAngle stays at full accuracy however long a game runs.
double keepAngleSmall(double radians);
/// Counts the ship's invulnerability down and moves it (on the field) by one tick, wrapping.
void moveShip(World& world);
/// Moves every bullet by one tick, wrapping, and lets those whose time ran out go.
void moveBullets(World& world);
/// Moves and spins every asteroid by one tick, wrapping.
void moveAsteroids(World& world);

}  // namespace sim
