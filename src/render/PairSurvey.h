#pragma once
// The pairs the overlays talk about: every pair the game tests whose
// bounding boxes overlap this tick, with how far each got through the
// filters. Computed with the simulation's own pair tests.

#include <span>
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

/// The bullets' pairs an overlay shows at most: past this (a crowd) the survey stops at the bullet that reaches it.
inline constexpr std::size_t kMostSurveyedPairs = 2000;

/// Every pair that passed the box filter this tick, bullets first, in index order (found with the
/// game's grid, the same pairs as testing every pair), stopping after the bullet that reaches kMostSurveyedPairs.
std::vector<SurveyedPair> surveyPairs(const sim::World& world);

/// True when surveyPairs stopped early: the overlays show only the first bullets' pairs (said on screen).
bool surveyCutShort(std::span<const SurveyedPair> pairs);

/// A pair whose target is a saucer or the ship's hull rather than an asteroid.
struct SurveyedBodyPair {
    bool ship = false;            ///< the ship's hull vs a saucer (else a bullet vs `target`)
    sim::Body target{};           ///< the saucer, or the ship for a saucer's bullet
    sim::PairStage stage = sim::PairStage::BoxMiss;
    geometry::Vec2 other{};       ///< the bullet or ship position
    geometry::Vec2 targetNear{};  ///< the target's centre as seen from `other`, the short way round the field
};

/// The saucer pairs past the box filter: the ship's bullets and hull vs each saucer, each saucer bullet vs the ship.
std::vector<SurveyedBodyPair> surveyBodyPairs(const sim::World& world);

}  // namespace render
