#pragma once
// The two "obvious" polygon overlap tests that beginners write first, kept to
// be shown wrong next to the exact one (convex pieces + SAT):
// - some vertex inside the other polygon (the shoot-'em-up article's first idea, both
//   passes): misses two bars crossed like a plus sign, where no vertex of
//   either lies inside the other;
// - some edge crosses some edge: misses a polygon lying wholly inside the
//   other, where no edges meet at all.
// Polygon overlap is exactly "edges meet OR a vertex of one is inside the other".

#include <span>

#include "geometry/Vec2.h"

namespace lab {

/// The shoot-'em-up article's first idea, both passes: some vertex of a is inside b, or of b inside a (even-odd rule).
bool someVertexInside(std::span<const geometry::Vec2> a, std::span<const geometry::Vec2> b);

/// Some edge of a meets some edge of b (closed segments).
bool someEdgesMeet(std::span<const geometry::Vec2> a, std::span<const geometry::Vec2> b);

}  // namespace lab
