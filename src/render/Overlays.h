#pragma once
// The teaching overlays: pictures of every collision decision of the tick.
// Each reads the world through const& and recomputes what it shows with the
// same functions the simulation uses (sim/Collision.h, geometry/), or draws
// the step's own record (tunnels), so the picture is the decision, never
// changing it (as Box2D's debug draw).

#include <SDL.h>

#include <span>

#include "render/OverlaySet.h"
#include "render/PairSurvey.h"
#include "render/Text.h"
#include "sim/StepReport.h"
#include "sim/World.h"

namespace render {

/// Microseconds spent per phase, measured by the front end re-running the
/// phases on the current world (the simulation itself never reads a clock).
struct PhaseTimings {
    double broadPhase = 0.0;   ///< grid rebuild and box tests
    double narrowPhase = 0.0;  ///< circle and exact tests of the survivors
    double bruteForce = 0.0;   ///< every pair straight to the exact test
    long bruteForceExactTests = 0;
    long bruteForceEdges = 0;
};

/// 1: every bounding box, green when it is in a pair the game tests (bullet or ship vs asteroid) whose boxes overlap.
void drawBoxOverlay(SDL_Renderer* renderer, const sim::World& world, std::span<const SurveyedPair> pairs);
/// 2: a line between the two objects of each pair that survived the box filter.
void drawPairOverlay(SDL_Renderer* renderer, std::span<const SurveyedPair> pairs);
/// 3: for each bullet inside an asteroid's box, the crossing-number ray, its numbered crossings and verdict.
void drawRayOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs);
/// 4: SAT between the ship and the asteroid pieces near it: axes, intervals, separating axis or MTV.
void drawSatOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs);
/// 5: bounding circles (the radius method) and whether they reject each box-passing pair.
void drawCircleOverlay(SDL_Renderer* renderer, const sim::World& world, std::span<const SurveyedPair> pairs);
/// 7: each bullet whose tick of travel went through an asteroid the point test missed (the step's record): the travel,
/// entry and exit, a label, and the first one magnified over its asteroid's outline.
void drawTunnelOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const sim::Tunnel> tunnels);
/// 6: the counters of the step that made `world`, and timings, beside what brute force would cost.
void drawStatsPanel(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::TickCounters& counters,
                    const PhaseTimings& timings);

/// Draws every overlay that is on, in a fixed order (stats last, on top);
/// the pairs are surveyed once for all of them. `lastStep` is the report of the step that made `world`.
void drawOverlays(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::StepReport& lastStep, const OverlaySet& set,
                  const PhaseTimings& timings);

}  // namespace render
