#pragma once
// From a scene's own coordinates to the lab's pixels and back. The lab decides in the scene's units (a scene file's
// numbers, as `geom` reads them) and maps only the picture, so a shape too small to see keeps its verdicts: fitted
// into 700 pixels, a 1e-20 triangle beside a 1e30 square would round to one point and read as degenerate.

#include "geometry/Vec2.h"
#include "lab/LabFrame.h"
#include "lab/LabScenes.h"

namespace lab {

/// True when `view` draws every scene point at its own coordinates.
bool isIdentity(const LabView& view);

/// Scene point p in lab pixels.
geometry::Vec2 toPixels(const LabView& view, geometry::Vec2 p);

/// Lab pixel p in scene coordinates (p itself under the identity).
geometry::Vec2 toScene(const LabView& view, geometry::Vec2 p);

/// Every position and length of `frame` (built in scene coordinates) moved into lab pixels; an outline under a pixel
/// across becomes a point at its place, so it is still drawn, named, and grabbable.
void placeInView(LabFrame& frame, const LabView& view);

}  // namespace lab
