#pragma once
// Whether the student has done a lesson step's task: each `want` of the step
// checked on the lab's shapes as they are now, with the lab's own analysis
// (the same verdicts its panel shows) and, for the tunnelling and grid
// lessons, the swept shot and the grid cells worked out here once for both
// the check and the picture. No SDL: the tests drive it as the mouse does.

#include <optional>
#include <vector>

#include "geometry/Vec2.h"
#include "lab/LabAnalysis.h"
#include "lab/LabShape.h"
#include "lab/lessons/Lesson.h"

namespace lab {

/// A bullet's last tick: it went from `from` to `to` (B); what each rule says of it against A.
struct SweptShot {
    geometry::Vec2 from{};
    geometry::Vec2 to{};
    bool classicHit = false;                ///< the end point is inside A (crossing number, odd)
    bool sweptHit = false;                  ///< the travel meets A's outline, or ends inside
    std::optional<geometry::Vec2> firstHit; ///< sweptHit by a crossing: where the travel first meets the outline
};

/// The shot a step with `bullet` shows, for B (a point) against A (a polygon); nothing for any other step or shapes.
std::optional<SweptShot> sweptShotOf(const LessonStep& step, const LabShape& a, const LabShape& b);

/// The grid cells a box covers: columns x0..x1 and rows y0..y1, inclusive.
struct CellSpan {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

/// The broad phase's view of A and B on a grid of square cells from (0, 0).
struct GridCells {
    double cell = 0.0;
    CellSpan a;
    CellSpan b;
    bool shared = false;  ///< some cell holds both boxes: the pair goes on to the exact test
};

/// The cells the boxes of A and B cover on the step's grid; nothing for a step without one.
std::optional<GridCells> gridCellsOf(const LessonStep& step, const LabShape& a, const LabShape& b);

/// A bounding circle for the radius shortcut.
struct BoundingCircle {
    geometry::Vec2 centre{};
    double radius = 0.0;
};
/// The circle about the shape's anchor (lab/LabShape.h) that reaches every part of it.
BoundingCircle boundingCircleOf(const LabShape& shape);

/// Whether `want` holds for shapes a, b (and the probe) as `analysis` found them.
bool wantHolds(const Want& want, const LessonStep& step, const LabShape& a, const LabShape& b, const LabAnalysis& analysis);

/// What the simulation recorded of the tick a replay step shows (its sim::StepReport, read where sim is known).
struct MomentRecord {
    bool tunnel = false;      ///< the classic rule let a bullet through an asteroid (StepReport::tunnels)
    bool sweptCatch = false;  ///< the swept rule hit a bullet whose end point was outside (sim::Decision::sweptOnlyHit)
};

/// Whether a replay step's `want` (tunnel, swept-catch) holds for the tick recorded as `record`; false for any other want.
bool momentWantHolds(const Want& want, const MomentRecord& record);

/// Which of the step's wants hold, in order.
std::vector<bool> wantsHeld(const LessonStep& step, const LabShape& a, const LabShape& b, const LabAnalysis& analysis);

}  // namespace lab
