#pragma once
// From SDL's keyboard, mouse and game controllers to the simulation's
// per-tick TickInput. This is the only place that knows which key does what.

#include <SDL.h>

#include <deque>
#include <vector>

#include "sim/TickInput.h"
#include "sim/World.h"

namespace app {

class InputMapping {
public:
    InputMapping() = default;
    InputMapping(const InputMapping&) = delete;
    InputMapping& operator=(const InputMapping&) = delete;
    ~InputMapping();

    /// Takes the events it cares about: clicks (queued as spawns), controllers coming and going.
    void handle(const SDL_Event& event);

    /// The input for the next tick: buttons held now, plus at most one queued click.
    sim::TickInput nextTickInput(const sim::World& world);

    /// True when a click waits for the next tick.
    bool hasClick() const { return !clicks_.empty(); }

    /// Drops queued clicks (when paused, a click should not fire later).
    void clearClicks() { clicks_.clear(); }

private:
    std::deque<geometry::Vec2> clicks_;
    std::vector<SDL_GameController*> controllers_;
};

}  // namespace app
