#pragma once
// The explosions a game's steps reported, as they are drawn: each a burst of
// sparks, a flash and line debris (the ship breaking into its edges, rocks
// shedding pieces of outline). Every piece's place is a pure function of its
// burst (the event's place, tick and id-derived seed: render/game/Effects.h) and
// the burst's age; only the ages move on. They read the step's report and the
// world through const&, so no amount of debris can change the game.

#include <SDL.h>

#include <vector>

#include "render/game/Debris.h"
#include "render/game/Effects.h"
#include "sim/StepReport.h"

namespace render {

class Particles {
public:
    /// Starts a burst for each explosion a step reported (its events, and the rocks it broke as they were); `shipBefore`
    /// is the ship before that step (its last pose, if it died), `tick` the world's tick after it.
    void spawnFor(const sim::StepReport& report, const sim::Ship& shipBefore, std::uint64_t tick);

    /// Ages every burst by `seconds` of (game) time and drops those with nothing left to show.
    void update(double seconds);

    /// Draws the sparks and debris; in the glow look (`glow`) also each burst's flash, all added onto the frame.
    void draw(SDL_Renderer* renderer, bool glow) const;

    /// How far the bursts going on shake the field now (render::shakeAt), zero when not `allowed`.
    geometry::Vec2 shake(bool allowed) const;

    /// The debris flying now, as it is now, for tests.
    std::vector<Fragment> fragments() const;

private:
    struct Live {
        Burst burst;
        double age = 0.0;               ///< seconds since it began
        std::vector<Fragment> debris;   ///< as they broke off
    };
    std::vector<Live> bursts_;
    mutable std::vector<SDL_Vertex> vertices_;  // scratch for drawing
};

}  // namespace render
