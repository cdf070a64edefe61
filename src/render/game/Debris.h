#pragma once
// Line fragments for deaths and breaks: the ship's hull comes apart into its
// edges, a broken rock sheds pieces of its outline. Cosmetic only: made from
// a world read through const& with render's own random generator.

#include <SDL.h>

#include <vector>

#include "sim/Random.h"
#include "sim/StepReport.h"

namespace render {

/// A straight piece of outline, flying and spinning about its midpoint: as it broke off (fragmentAt gives it later).
struct Fragment {
    geometry::Vec2 centre{};     ///< midpoint, world units (y down)
    geometry::Vec2 halfSpan{};   ///< from the midpoint to one end, at angle 0
    geometry::Vec2 velocity{};   ///< units per second
    double angle = 0.0;          ///< radians turned since it broke off
    double spin = 0.0;           ///< radians per second
    float life = 0.0f;           ///< seconds left
    float maxLife = 1.0f;
    SDL_Color colour{};

    /// The fragment's two ends now.
    std::array<geometry::Vec2, 2> ends() const;
};

/// `start` (a fragment as it broke off) `ageSeconds` later, in closed form: drifted, slowed, turned and aged. A pure
/// function of the two, so debris is drawn the same at any frame rate.
Fragment fragmentAt(const Fragment& start, double ageSeconds);

/// The ship's hull as it breaks: its three edges drifting apart from the ship's centre, slowly turning.
std::vector<Fragment> shipFragments(const sim::Ship& ship, sim::Random& random);

/// Debris shed by a breaking rock: a shortened copy of each edge of its outline, thrown outwards.
std::vector<Fragment> rockFragments(const sim::BrokenAsteroid& rock, sim::Random& random);

}  // namespace render
