#pragma once
// The pairs the overlays talk about: every bullet-asteroid and ship-asteroid
// pair whose bounding boxes overlap this tick, with how far each got through
// the filters. Computed with the simulation's own pair tests.

#include <vector>

#include "sim/Collision.h"
#include "sim/World.h"

namespace render {

struct SurveyedPair {
    bool ship = false;            ///< ship vs asteroid (else bullet vs asteroid)
    std::size_t bullet = 0;       ///< index into world.bullets when !ship
    std::size_t asteroid = 0;     ///< index into world.asteroids
    sim::PairStage stage = sim::PairStage::BoxMiss;
    geometry::Vec2 other{};       ///< the bullet or ship position
    geometry::Vec2 asteroidNear{};///< the asteroid's centre as seen from `other`, the short way round the field
};

/// Every pair that passed the box filter this tick, bullets first, in index order.
std::vector<SurveyedPair> surveyPairs(const sim::World& world);

}  // namespace render
