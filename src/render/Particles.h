#pragma once
// Cosmetic sparks for explosions. They have their own random generator,
// seeded apart from the game's, and read game events through const&, so no
// amount of sparks can change what happens in the game.

#include <SDL.h>

#include <span>
#include <vector>

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

    /// Starts sparks for the explosions among the tick's events.
    void spawnFor(std::span<const sim::GameEvent> events);

    /// Moves sparks on by `seconds` of real time and drops the dead ones.
    void update(double seconds);

    void draw(SDL_Renderer* renderer) const;

private:
    sim::Random random_;
    std::vector<Spark> sparks_;
};

}  // namespace render
