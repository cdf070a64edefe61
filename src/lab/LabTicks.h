#pragma once
// The lab's coordinates: axis ticks along two edges of its stage, a round
// step of the scene's own units (1, 2 or 5 times a power of ten) that leaves
// room between their numbers, and the cursor's position in those units, so a
// student can find "the two vertices at y 330" and do the arithmetic by hand.

#include <optional>
#include <string>
#include <vector>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"
#include "lab/LabScenes.h"

namespace lab {

/// One tick: where it is along its edge (lab pixels) and its number in scene units.
struct AxisTick {
    double at = 0.0;
    std::string words;
};

/// The ticks of the stage's two edges: x along the bottom, y along the left.
struct LabTicks {
    double step = 0.0;  ///< scene units between ticks
    std::vector<AxisTick> x;
    std::vector<AxisTick> y;
};

/// The least round step (1, 2 or 5 times a power of ten, scene units) whose ticks are at least `minSpacing` pixels
/// apart at `pixelsPerUnit`.
double tickStep(double pixelsPerUnit, double minSpacing);

/// The ticks for `view` over the stage `pixels` (lab pixels), at least `minSpacing` pixels apart.
LabTicks ticksFor(const LabView& view, const geometry::Aabb& pixels, double minSpacing);

/// "x 330  y 330": the lab pixel `mouse` in scene units, to a tenth of the ticks' `step`.
std::string cursorText(const LabView& view, geometry::Vec2 mouse, double step);

}  // namespace lab
