#pragma once
// Irregular asteroid outlines. Each vertex sits at an increasing angle around
// the centre at a random distance, so the outline is star-shaped about the
// centre (every vertex visible from it) and often concave: the fan of
// triangles from the centre is then a ready-made split into convex pieces.

#include <array>
#include <span>

#include "sim/Random.h"
#include "sim/World.h"

namespace sim {

/// A new outline for an asteroid of this size, drawn from `random`.
AsteroidShape makeAsteroidShape(Random& random, AsteroidSize size);

/// Gives `asteroid` the outline `shape` (shared from now on) and, as its
/// radius, the distance from its centre to the farthest vertex.
void setShape(Asteroid& asteroid, const AsteroidShape& shape);

/// Number of convex pieces in an asteroid's fan: one triangle per edge.
inline int pieceCount(std::span<const Vec2> outline) { return static_cast<int>(outline.size()); }

/// Fan piece i of an outline star-shaped about its origin: (origin, vertex i, vertex i+1).
std::array<Vec2, 3> fanPiece(std::span<const Vec2> outline, int i);

}  // namespace sim
