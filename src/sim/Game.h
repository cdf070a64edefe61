#pragma once
// The public face of the simulation: make a game, step it one tick at a time.
// step() is a pure function of (world, input): no clock, no keyboard, no
// randomness but world.random - the same seed and inputs give the same world,
// bit for bit, in every build.

#include "sim/TickInput.h"
#include "sim/World.h"

namespace sim {

/// A new game for these settings: ship at the centre, the first wave queued.
World newGame(const Settings& settings);

/// Advances the world by exactly one tick of kTickSeconds.
void step(World& world, const TickInput& input);

}  // namespace sim
