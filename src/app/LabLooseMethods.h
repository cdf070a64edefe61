#pragma once
// The two "obvious" polygon overlap tests that beginners write first, kept to
// be shown wrong next to the exact one (convex pieces + SAT):
// - some vertex inside the other polygon (seed 003's first idea, both
//   passes): misses two bars crossed like a plus sign, where no vertex of
//   either lies inside the other;
// - some edge crosses some edge: misses a polygon lying wholly inside the
//   other, where no edges meet at all.
// Polygon overlap is exactly "edges meet OR a vertex of one is inside the other".

#include <optional>
#include <span>

#include "geometry/Vec2.h"

namespace app {

/// True when closed segments pq and rs share at least one point (the
/// orientation test of CLRS 33.1; touching and collinear overlap count).
bool segmentsMeet(geometry::Vec2 p, geometry::Vec2 q, geometry::Vec2 r, geometry::Vec2 s);

/// A point the closed segments pq and rs share, for drawing; nullopt when they do not meet.
std::optional<geometry::Vec2> meetingPoint(geometry::Vec2 p, geometry::Vec2 q, geometry::Vec2 r, geometry::Vec2 s);

/// Seed 003's first idea, both passes: some vertex of a is inside b, or of b inside a (even-odd rule).
bool someVertexInside(std::span<const geometry::Vec2> a, std::span<const geometry::Vec2> b);

/// Some edge of a meets some edge of b (closed segments).
bool someEdgesMeet(std::span<const geometry::Vec2> a, std::span<const geometry::Vec2> b);

}  // namespace app
