#pragma once
// The public face of the simulation: make a game, step it one tick at a time.
// step() is a pure function of (world, input): no clock, no keyboard, no
// randomness but world.random - the same seed and inputs give the same world,
// bit for bit, in every build. The StepContext it also takes holds a cache
// that never changes the result, and receives the step's report.

#include "sim/BroadPhase.h"
#include "sim/StepReport.h"
#include "sim/TickInput.h"
#include "sim/World.h"

namespace sim {

/// What step() needs besides the world that is not game state: the
/// broad-phase grid, kept across ticks only for its memory, and the report of
/// the last step. Any context works with any World (a fresh one gives the
/// same results as a warm one), so copies of a World never need one; one
/// context per loop that steps, reused tick after tick.
struct StepContext {
    StepContext() = default;
    StepContext(const StepContext&) = delete;             ///< never needed: make a fresh one
    StepContext& operator=(const StepContext&) = delete;
    StepContext(StepContext&&) = default;
    StepContext& operator=(StepContext&&) = default;

    BroadPhase grid;     ///< bullets against asteroids; brought up to date by each step
    StepReport report;   ///< what the last step did
    bool recordDecisions = false;  ///< fill report.decisions (never changes the world; off costs one test per pair)
};

/// A new game for these settings: ship at the centre, the first wave queued.
World newGame(const Settings& settings);

/// True while a dead ship's respawn is held back only because asteroids are near the centre.
bool waitingForClearCentre(const World& world);

/// Advances the world by exactly one tick of kTickSeconds; context.report
/// then holds what this step did (and nothing of earlier steps).
void step(World& world, const TickInput& input, StepContext& context);

}  // namespace sim
