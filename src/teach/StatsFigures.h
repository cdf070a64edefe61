#pragma once
// Overlay 6's figures: the collision work of the step that made the world
// (its counters: the game's own count of every test, the broad phase's
// candidates included) beside what brute force would cost, and the phases'
// timings measured by the front end (the simulation never reads a clock).
// SDL-free.

#include <string>
#include <vector>

#include "sim/StepReport.h"
#include "sim/World.h"

namespace teach {

/// Microseconds spent per phase, measured by the front end re-running the
/// phases on the current world, and what brute force would do there.
struct PhaseTimings {
    double broadPhase = 0.0;   ///< finding the candidates: the grid, the box tests, and for the pairs that held the circle test and the bullet in the asteroid's frame
    double narrowPhase = 0.0;  ///< the crossing tests of the candidates the circles held, and the ship's tests
    double bruteForce = 0.0;   ///< every pair straight to the exact test (extrapolated from the sample when sampled)
    long bruteForceExactTests = 0;
    long bruteForceEdges = 0;
    long bruteForcePairs = 0;  ///< bullet-asteroid pairs brute force tests: bullets x asteroids
    long bruteForceSampled = 0;///< bullets brute force was timed on (all of them when equal to the bullets)
};

/// Below this many microseconds a phase's time is mostly the clock's own noise: no ratio is drawn from it.
inline constexpr double kShortestComparedMicroseconds = 1.0;

/// A time in microseconds as "850.0 µs" or "12.40 ms".
std::string duration(double microseconds);

/// The stats panel's lines: the world, the step's counters, the grid's candidates and brute force's cost, and the comparison.
std::vector<std::string> statsLines(const sim::World& world, const sim::TickCounters& counters, const PhaseTimings& timings);

}  // namespace teach
