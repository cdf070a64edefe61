#pragma once
// The wrap-around field. Positions live in [0, width) x [0, height); the
// distance between two things is always taken the short way round (the
// "minimum image"), so a bullet just right of x = 0 sees an asteroid that
// straddles x = width as close, without ghost copies of anything.
//
// These run for every moving thing and every pair tested every tick, so the
// common case is inline here; only a coordinate outside the field takes a call.

#include "geometry/Vec2.h"
#include "sim/World.h"

namespace sim {

/// x, outside [0, size), moved into it by whole multiples of size (size > 0): wrapCoordinate's rare case.
double wrapCoordinateFromOutside(double x, double size);

/// x moved into [0, size) by whole multiples of size (size > 0).
inline double wrapCoordinate(double x, double size) {
    if (x >= 0.0 && x < size) return x;
    return wrapCoordinateFromOutside(x, size);
}

/// p moved into the field by whole multiples of its width and height.
inline Vec2 wrapIntoField(const Settings& settings, Vec2 p) {
    return {wrapCoordinate(p.x, settings.fieldWidth), wrapCoordinate(p.y, settings.fieldHeight)};
}

/// d (a difference of two coordinates in [0, size)) moved into [-size/2, size/2] by one size.
inline double shortestComponent(double d, double size) {
    if (d > 0.5 * size) return d - size;
    if (d < -0.5 * size) return d + size;
    return d;
}

/// The shortest displacement from `from` to `to` on the torus: each component
/// in [-size/2, size/2].
inline Vec2 shortestDelta(const Settings& settings, Vec2 from, Vec2 to) {
    return {shortestComponent(to.x - from.x, settings.fieldWidth), shortestComponent(to.y - from.y, settings.fieldHeight)};
}

}  // namespace sim
