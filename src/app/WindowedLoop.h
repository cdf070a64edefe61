#pragma once
// The real-time loop for a window (Fix Your Timestep / Game Programming
// Patterns' "Game Loop"): real time is measured, clamped, scaled by the time
// control and fed into an accumulator; the simulation steps whole fixed ticks
// while the accumulator allows; the renderer draws between the last two.
// Inputs come from the player, the autopilot or a replay.

#include "app/CommandLine.h"

namespace app {

/// Plays a game or watches a replay in a window; returns the exit status.
int runWindowed(const Options& options);

}  // namespace app
