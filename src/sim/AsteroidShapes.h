#pragma once
// Irregular asteroid outlines. Each vertex sits at an increasing angle around
// the centre at a random distance, so the outline is star-shaped about the
// centre (every vertex visible from it) and often concave: the fan of
// triangles from the centre is then a ready-made split into convex pieces.

#include "sim/Random.h"
#include "sim/World.h"

namespace sim {

/// A new outline for an asteroid of this size, drawn from `random`.
AsteroidShape makeAsteroidShape(Random& random, AsteroidSize size);

/// Number of convex pieces in an asteroid's fan: one triangle per edge.
inline int pieceCount(const AsteroidShape& shape) { return shape.count; }

/// Fan piece i of an asteroid, in its own frame: (centre, vertex i, vertex i+1).
std::array<Vec2, 3> fanPiece(const AsteroidShape& shape, int i);

}  // namespace sim
