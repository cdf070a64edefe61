#pragma once
// What every teaching overlay shows in one frame, as one plain value: the
// boxes and which pairs the game tested, the circles, the pair lines, the
// rays with their numbered crossings, the SAT pieces and inset, the tunnels,
// the grid, the stats panel's lines and the "why" panel. Built from the
// world, the step's report (its counters, decisions and tunnels) and the
// ghosts of recent hits; nothing here tests a pair again, so a picture can
// never disagree with what the game decided. render/ draws this value and
// decides nothing. SDL-free.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "geometry/Aabb.h"
#include "geometry/PointInPolygon.h"
#include "geometry/Rotation.h"
#include "geometry/Sat.h"
#include "sim/BroadPhase.h"
#include "sim/StepReport.h"
#include "sim/World.h"
#include "teach/DecisionGhosts.h"
#include "teach/DecisionPick.h"
#include "teach/GridShown.h"
#include "teach/OverlaySet.h"
#include "teach/SatShown.h"
#include "teach/StatsFigures.h"

namespace teach {

/// A bounding box of the boxes overlay (world units); a bullet's is a point (half 0).
struct BoxShown {
    geometry::Vec2 centre{};
    double half = 0.0;
    bool tested = false;  ///< in a pair whose boxes met this step (the game went on to its circles)
};

/// A bounding circle of the circles overlay (world units).
struct CircleShown {
    enum class Tone : std::uint8_t { Idle, Rejected, Passed };
    geometry::Vec2 centre{};
    double radius = 0.0;
    Tone tone = Tone::Idle;  ///< Idle: every object's; Rejected / Passed: a pair's whose boxes met, by its circle test
};

/// A line of the pairs overlay: from the point or mover to its target, the short way round (world units).
struct PairLine {
    geometry::Vec2 from{};
    geometry::Vec2 to{};
};

/// One crossing-number picture: the ray along the target's +x from the point tested, its crossings and the verdict.
/// Under the swept rule, a bullet's travel this tick as the rays overlay shows it beside the ray from its end.
struct SweptPath {
    geometry::Vec2 from{};                   ///< where the travel began, placed so that it ends at the ray's point
    std::optional<geometry::Vec2> firstHit;  ///< where the travel first met the outline, if it did (the swept hit's point)
};

struct RayShown {
    geometry::Transform frame{};      ///< the target's frame, placed where the point is
    geometry::Vec2 point{};           ///< the point tested, world units
    geometry::Vec2 local{};           ///< the same point in the target's frame
    std::vector<geometry::RayCrossing> crossed;  ///< numbered 1, 2, ... in this order; points in the target's frame
    double radius = 0.0;              ///< the target's bounding radius: the ray ends a little beyond it
    bool inside = false;              ///< the game's verdict (an odd count)
    std::string label;                ///< "3: odd, inside"
    double strength = 1.0;            ///< 1 live, less for a fading ghost
    std::optional<sim::AsteroidSeen> ghostOf;  ///< a ghost's target as it was (gone from the world): drawn under the ray
    sim::AsteroidSeen target{};  ///< the target as tested, its outline in `frame` (labels keep off it)
    std::optional<SweptPath> swept;   ///< the swept rule judged this pair: the travel and its first meeting with the outline
};

/// Where the drawn ray ends, in its target's frame: along the target's own x axis a little beyond its bounding radius.
geometry::Vec2 rayEnd(const RayShown& ray);

/// A tunnel of the tunnels overlay: the step's record, and whether this one carries its bullet's label.
struct TunnelShown {
    sim::Tunnel tunnel{};
    bool labelled = false;
};

/// The first tunnel magnified: its asteroid as it stands, the side of the screen and the caption.
struct TunnelInset {
    sim::Tunnel tunnel{};
    sim::AsteroidSeen asteroid{};
    bool onLeft = false;
    std::array<std::string, 3> caption;
};

/// The crossing-number picture magnified: a live hit's ray, else the ray with the most crossings (live before a ghost's),
/// over its target as it was tested, the side of the screen away from it, and the caption.
struct RayInset {
    RayShown ray{};
    sim::AsteroidSeen target{};  ///< the outline the ray was tested against, in its own frame (turned by `angle`)
    bool onLeft = false;
    std::array<std::string, 3> caption;
};

/// What each overlay that is on shows this frame (empty parts for those off).
struct OverlayFrame {
    OverlaySet on{};
    std::vector<BoxShown> boxes;
    std::vector<CircleShown> circles;
    std::vector<PairLine> pairs;
    std::vector<RayShown> rays;             ///< live rays, then ghosts' (oldest first)
    std::optional<RayInset> rayInset;       ///< one of them magnified
    std::vector<SatShown> satPieces;        ///< every pair the game SAT-tested this step: the pieces it showed
    std::optional<SatInset> satInset;       ///< the newest death's, else the ship's deepest or nearest pair
    std::vector<TunnelShown> tunnels;
    std::optional<TunnelInset> tunnelInset;
    std::optional<GridShown> grid;
    std::vector<std::string> stats;         ///< the stats panel's lines, the first and last its headings
    std::vector<std::string> why;           ///< the "why" panel's lines (empty: no panel)
    std::optional<PickedSpot> picked;       ///< where the object the "why" panel is about is
    std::optional<geometry::Aabb> closeUp;  ///< what a close-up of it shows (teach/CloseUp.h), when asked for
    std::string notice;                     ///< said over the field when an overlay has nothing to show (a crowd keeps no record)
};

/// What a frame's overlays are built from.
struct FrameSources {
    const sim::World& world;
    const sim::StepReport& lastStep;           ///< the report of the step that made `world`
    const OverlaySet& on;
    const DecisionGhosts& ghosts;
    const PhaseTimings& timings;               ///< the stats panel's timings (the front end's clock)
    std::span<const std::string> why = {};
    std::optional<PickedSpot> picked = {};
    std::optional<geometry::Aabb> closeUp = {};
};

/// The value the overlays draw this frame. `gridCache` is only reused memory (the grid overlay's cells).
OverlayFrame buildOverlayFrame(const FrameSources& from, sim::BroadPhase& gridCache);

/// The boxes overlay: every object's box, tested when a decision of `decisions` past the box stage names it.
std::vector<BoxShown> boxesShown(const sim::World& world, std::span<const sim::Decision> decisions);

/// The circles overlay: every object's circle, then both circles of each pair whose boxes met, by its verdict.
std::vector<CircleShown> circlesShown(const sim::World& world, std::span<const sim::Decision> decisions);

/// The ray inset: of the point pairs that reached the crossing test this step a hit, then the one with the most crossings;
/// else the newest ghost's; none without either.
std::optional<RayInset> rayInsetOf(const sim::Settings& field, std::span<const sim::Decision> decisions, const DecisionGhosts& ghosts);

/// The rays overlay: each point pair that reached the crossing test and left no ghost, then each point ghost.
std::vector<RayShown> raysShown(std::span<const sim::Decision> decisions, const DecisionGhosts& ghosts);

}  // namespace teach
