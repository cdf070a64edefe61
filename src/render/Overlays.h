#pragma once
// The teaching overlays: pictures of every collision decision of the tick.
// Each reads the world through const& and recomputes what it shows with the
// same functions the simulation uses (sim/Collision.h, geometry/), or draws
// the step's own record (tunnels), so the picture is the decision, never
// changing it (as Box2D's debug draw). The hits and deaths of recent ticks
// (DecisionGhosts) are drawn from the step's decision record too: the objects
// they were about are gone by then.

#include <SDL.h>

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "geometry/PointInPolygon.h"
#include "geometry/Rotation.h"
#include "render/DecisionGhosts.h"
#include "render/DecisionPick.h"

#include "render/OverlaySet.h"
#include "render/PairSurvey.h"
#include "render/Text.h"
#include "sim/StepReport.h"
#include "sim/World.h"

namespace render {

/// Microseconds spent per phase, measured by the front end re-running the
/// phases on the current world (the simulation itself never reads a clock).
struct PhaseTimings {
    double broadPhase = 0.0;   ///< finding the candidates: the grid, the box tests, and for the pairs that held the circle test and the bullet in the asteroid's frame
    double narrowPhase = 0.0;  ///< the crossing tests of the candidates the circles held, and the ship's tests
    double bruteForce = 0.0;   ///< every pair straight to the exact test (extrapolated from the sample when sampled)
    long bruteForceExactTests = 0;
    long bruteForceEdges = 0;
    long gridListed = 0;       ///< asteroids the grid listed in the bullets' cells (before the box filter)
    long gridCandidates = 0;   ///< of those, the ones whose box holds the bullet: what the exact test sees
    long bruteForcePairs = 0;  ///< bullet-asteroid pairs brute force tests: bullets x asteroids
    long bruteForceSampled = 0;///< bullets brute force was timed on (all of them when equal to the bullets)
};

/// 1: every bounding box, green when it is in a pair the game tests (bullet or ship vs asteroid) whose boxes overlap.
void drawBoxOverlay(SDL_Renderer* renderer, const sim::World& world, std::span<const SurveyedPair> pairs);
/// 2: a line between the two objects of each pair that survived the box filter.
void drawPairOverlay(SDL_Renderer* renderer, std::span<const SurveyedPair> pairs, std::span<const SurveyedBodyPair> bodyPairs);
/// 3: for each bullet inside an asteroid's box, the crossing-number ray, its numbered crossings and verdict.
void drawRayOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs);
/// A decision's asteroid as the test saw it: its outline placed by `frame`, with its copies across the field's edges.
void drawAsteroidSeen(SDL_Renderer* renderer, const sim::Settings& field, const geometry::Transform& frame, const sim::AsteroidSeen& seen,
                      SDL_Color colour);
/// What the rays overlay draws for one point: the ray along the asteroid's +x, the numbered crossings and the verdict.
struct RayPicture {
    geometry::Transform frame;   ///< the asteroid's frame, placed on screen
    geometry::Vec2 point;        ///< the point tested, on screen
    geometry::Vec2 local;        ///< the same point in the asteroid's frame
    std::span<const geometry::RayCrossing> crossed;  ///< the crossings, points in the asteroid's frame
    int crossings = 0;           ///< the count the verdict reads: odd is inside
    double radius = 0.0;         ///< the asteroid's bounding radius: the ray ends a little beyond it
    double strength = 1.0;       ///< 1 live, less for a fading ghost
};
/// Draws one crossing-number picture.
void drawRayPicture(SDL_Renderer* renderer, Text& text, const RayPicture& ray);
/// A bullet's hit from its record: the asteroid's outline as it was, the ray from the struck point, its crossings and "odd: inside".
void drawRayGhost(SDL_Renderer* renderer, Text& text, const sim::Settings& field, const sim::Decision& hit, double strength);
/// 4: SAT between the ship and the asteroid and saucer pieces near it: axes, intervals, separating axis or MTV.
void drawSatOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs,
                    std::span<const SurveyedBodyPair> bodyPairs);
/// A death from its record: the asteroid and the piece as they were, and the inset with the hull, the piece, every axis and the MTV.
void drawSatGhost(SDL_Renderer* renderer, Text& text, const sim::Settings& field, const sim::Decision& death, double strength);
/// 5: bounding circles (the radius method) and whether they reject each box-passing pair.
void drawCircleOverlay(SDL_Renderer* renderer, const sim::World& world, std::span<const SurveyedPair> pairs,
                       std::span<const SurveyedBodyPair> bodyPairs);
/// 7: each bullet whose tick of travel went through an asteroid the point test missed (the step's record): the travel,
/// entry and exit, a label, and the first one magnified over its asteroid's outline.
void drawTunnelOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const sim::Tunnel> tunnels);
/// 6: the counters of the step that made `world`, and timings, beside what brute force would cost.
void drawStatsPanel(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::TickCounters& counters,
                    const PhaseTimings& timings);

/// "Why?": `lines` (DecisionPick's explainPicked) on a backing at the left edge, low down, clear of the centre, or in
/// another corner when that one would cover `picked`, the object explained; nothing when `lines` is empty.
void drawWhyPanel(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const std::string> lines,
                  std::optional<PickedSpot> picked = std::nullopt);

/// Rings the object the "why" panel is about (world units, every wrapped copy), so the panel's words have a place.
void drawPickedMark(SDL_Renderer* renderer, const sim::Settings& field, const PickedSpot& spot);

/// Draws every overlay that is on but the stats panel (drawn on the UI canvas, render/Camera.h), in a fixed order, with
/// the ghosts of recent hits (rays) and deaths (SAT) over them; the pairs are surveyed once for all. `lastStep` is the
/// report of the step that made `world`. True when the survey was cut short (PairSurvey.h): the caller says so.
bool drawOverlays(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::StepReport& lastStep, const OverlaySet& set,
                  const DecisionGhosts& ghosts);

}  // namespace render
