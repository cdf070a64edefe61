#pragma once
// Timing the collision phases for the stats overlay. The simulation never
// reads a clock (that would make it depend on the machine), so the front end
// re-runs each phase on a copy of the current tick's state and times that.

#include "teach/StatsFigures.h"
#include "sim/World.h"

namespace app {

/// Microseconds per phase for this world, each the average of several runs.
teach::PhaseTimings measurePhases(const sim::World& world);

}  // namespace app
