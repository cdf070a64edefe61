#pragma once
// Cosmetic sparks and line debris for explosions (the ship breaking into its
// edges, rocks shedding pieces of outline). They have their own random
// generator, seeded apart from the game's, and read game events and the world
// through const&, so no amount of debris can change what happens in the game.

#include <SDL.h>

#include <span>
#include <vector>

#include "render/Debris.h"
#include "sim/Random.h"
#include "sim/StepReport.h"

namespace render {

struct Spark {
    geometry::Vec2 position{};
    geometry::Vec2 velocity{};
    float life = 0.0f;     ///< seconds left
    float maxLife = 1.0f;
    SDL_Color colour{};
};

class Particles {
public:
    explicit Particles(std::uint64_t seed) : random_(sim::makeRandom(seed, 0xC05E71C)) {}

    /// Starts sparks and debris for the explosions a step reported (its events, and the rocks it broke as
    /// they were); `shipBefore` is the ship before that step (its last pose, if it died).
    void spawnFor(const sim::StepReport& report, const sim::Ship& shipBefore);

    /// Moves sparks and debris on by `seconds` of real time and drops the dead ones.
    void update(double seconds);

    void draw(SDL_Renderer* renderer) const;

    /// The debris flying now, for tests.
    const std::vector<Fragment>& fragments() const { return fragments_; }

private:
    sim::Random random_;
    std::vector<Spark> sparks_;
    std::vector<Fragment> fragments_;
};

}  // namespace render
