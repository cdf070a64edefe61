#pragma once
// A segment cut to a box: what is drawn of a segment of any length (a lab
// shape scaled to 1e59) is then bounded by the window, not by the segment.

#include <optional>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"

namespace geometry {

/// A segment from `from` to `to`.
struct Segment {
    Vec2 from{};
    Vec2 to{};
};

/// The part of the segment a-b inside `box` (its boundary included), in the same direction, or nothing when no part
/// is (Liang-Barsky).
std::optional<Segment> clippedToBox(Vec2 a, Vec2 b, const Aabb& box);

}  // namespace geometry
