#pragma once
// The pairs the overlays talk about: every pair the game tested this step
// past its box filter, read from the step's decision record (never tested
// again), with where its two objects were and how far it got.

#include <cstdint>
#include <span>
#include <vector>

#include "sim/Decision.h"
#include "sim/World.h"

namespace teach {

/// A pair that passed the box filter this step, as the game decided it.
struct TestedPair {
    sim::Decision::Pair pair = sim::Decision::Pair::BulletAsteroid;
    sim::PairStage stage = sim::PairStage::CircleMiss;  ///< CircleMiss, ExactMiss or Hit
    geometry::Vec2 from{};        ///< the point or the mover's centre, world coordinates
    double fromRadius = 0.0;      ///< the mover's bounding radius (0 for a bullet)
    geometry::Vec2 targetNear{};  ///< the target's centre as seen from `from`, the short way round the field
    double targetRadius = 0.0;    ///< the target's bounding radius
};

/// Every decision of `decisions` past the box filter, in test order.
std::vector<TestedPair> testedPairs(const sim::Settings& field, std::span<const sim::Decision> decisions);

}  // namespace teach
