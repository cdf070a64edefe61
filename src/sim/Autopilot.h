#pragma once
// A built-in pilot that plays the game: turns towards the nearest asteroid
// with a lead, shoots when lined up, thrusts and brakes, restarts after a game
// over, and now and then clicks to spawn an asteroid. It reads the world
// through const& and returns a TickInput, exactly like a player would; it is
// deterministic (a pure function of the world), so long test games can be
// recorded without a human. Its choices use a hash of (seed, tick), never the
// world's generator, so it cannot change the game except through its input.

#include <cstddef>

#include "sim/TickInput.h"
#include "sim/World.h"

namespace sim {

/// The pilot clicks an asteroid in once every this many ticks (15 s), a third of the field or more from the ship,
inline constexpr int kAutopilotClickEveryTicks = 900;
/// while fewer than this many asteroids are live (--help and the man page say so).
inline constexpr std::size_t kAutopilotClickBelowAsteroids = 40;

/// Careless: now and then it stops paying attention and dies (the default,
/// for varied test games). Careful: it always pays attention (for benchmarks).
enum class PilotStyle { Careless, Careful };

/// The autopilot's input for the tick that world is about to step.
TickInput autopilotInput(const World& world, PilotStyle style = PilotStyle::Careless);

}  // namespace sim
