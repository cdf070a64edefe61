#pragma once
// The angle of a direction, computed the same way on every target: C
// libraries disagree on atan2's last bit (glibc's and musl's, which the web
// build links, are different algorithms), and a saucer's aim must not.

#include "geometry/Vec2.h"

namespace geometry {

/// atan2(v.y, v.x) in radians, in [-pi, pi], computed with + - * / only (fdlibm's
/// algorithm), so every C library and target gives the same bits; within 1 ulp of the true angle.
double angleOf(Vec2 v);

}  // namespace geometry
