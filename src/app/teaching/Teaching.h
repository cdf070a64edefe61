#pragma once
// What the teaching overlays and the "why" panel show in a windowed game: the
// overlay set, the stats panel's timings, the fading ghosts of recent
// decisions, and the object a paused click asked about. One piece, fed the
// world on show and its step's report; the game's frame only asks it to keep up.

#include <optional>
#include <string>
#include <vector>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"
#include "sim/Game.h"
#include "teach/DecisionGhosts.h"
#include "teach/DecisionPick.h"
#include "teach/OverlayFrame.h"
#include "teach/OverlaySet.h"

namespace app {

struct Teaching {
    teach::OverlaySet overlays;
    teach::PhaseTimings timings;
    teach::DecisionGhosts ghosts;                 ///< the recent hits and deaths, fading (never seen by the simulation)
    teach::Picked picked;                         ///< what a click while paused asked "why" about
    std::vector<std::string> why;                  ///< its panel, for the tick on show
    std::optional<teach::PickedSpot> pickedSpot;  ///< and where it is then
    bool closeUps = true;  ///< the stage magnifies the picked object and what it met (Z)
    std::optional<geometry::Aabb> closeUp;  ///< what that close-up shows, for the tick on show
    std::optional<geometry::Aabb> stillCloseUp;  ///< with nothing picked, a close-up that stays (a lesson's recorded step)
    sim::BroadPhase gridShown;                     ///< the grid overlay's cells: memory reused from frame to frame

    /// After travelling in time: the ghosts of the tick now on show, at full strength, and no others.
    void showDecisionsOf(const sim::StepReport& report);
    /// After a step: its decisions join the ghosts; a step taken while paused fades the older ones by one tick.
    void noteStep(const sim::StepReport& report, bool paused);
    /// Once a frame: the ghosts fade by real time (a ghost lasts a second at any speed), not while paused.
    void age(double realSeconds, bool paused);
    /// A paused click at `at` (field units): picks the object it is on this tick; false when it is on none.
    bool pick(const sim::World& world, const sim::StepReport& report, geometry::Vec2 at);
    /// Paused on an event: turns on the overlay that explains it (rays for a hit, SAT for a death).
    void explain(bool hit, bool death);
    /// Once a frame: the why panel and the picked object's spot for the tick on show (running, nothing stays picked).
    void update(const sim::World& world, const sim::StepReport& report, bool paused);
    /// Before drawing: the stats panel's timings for `world`, when that overlay is on.
    void measure(const sim::World& world);
    /// What the overlays and the why panel show over `world`, made by the step that gave `report`.
    teach::OverlayFrame shown(const sim::World& world, const sim::StepReport& report);
};

}  // namespace app
