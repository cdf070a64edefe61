#pragma once
// Axis-aligned bounding boxes: the cheap first filter (MacroCollision in the
// Asteroids collision article). Two boxes overlap exactly when their shadows on x and on y
// both overlap, so the test is four comparisons.

#include <span>

#include "geometry/Vec2.h"

namespace geometry {

/// A box with min.x <= max.x and min.y <= max.y, in world units.
struct Aabb {
    Vec2 min{};
    Vec2 max{};
};

/// True when the boxes share at least one point (touching counts).
constexpr bool overlaps(const Aabb& a, const Aabb& b) {
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

/// True when p lies inside the box or on its boundary.
constexpr bool contains(const Aabb& box, Vec2 p) {
    return box.min.x <= p.x && p.x <= box.max.x && box.min.y <= p.y && p.y <= box.max.y;
}

/// The box of centre c and half-extents h (h.x, h.y >= 0).
constexpr Aabb boxAround(Vec2 c, Vec2 h) { return {c - h, c + h}; }

/// The smallest box holding every point; points must not be empty.
Aabb boundsOf(std::span<const Vec2> points);

}  // namespace geometry
