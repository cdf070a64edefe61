#pragma once
// The wrap-around field. Positions live in [0, width) x [0, height); the
// distance between two things is always taken the short way round (the
// "minimum image"), so a bullet just right of x = 0 sees an asteroid that
// straddles x = width as close, without ghost copies of anything.

#include "geometry/Vec2.h"
#include "sim/World.h"

namespace sim {

/// x moved into [0, size) by whole multiples of size (size > 0).
double wrapCoordinate(double x, double size);

/// p moved into the field by whole multiples of its width and height.
Vec2 wrapIntoField(const Settings& settings, Vec2 p);

/// The shortest displacement from `from` to `to` on the torus: each component
/// in [-size/2, size/2].
Vec2 shortestDelta(const Settings& settings, Vec2 from, Vec2 to);

}  // namespace sim
