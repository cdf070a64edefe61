#pragma once
// From SDL's keyboard, mouse and game controllers to the simulation's
// per-tick TickInput. This is the only place that knows which key does what.

#include <SDL.h>

#include <array>
#include <deque>
#include <vector>

#include "base/Result.h"
#include "prefs/Settings.h"
#include "sim/TickInput.h"
#include "sim/World.h"

namespace app {

class InputMapping {
public:
    /// Opens the game controllers already attached (a title screen before may have had them).
    InputMapping();
    InputMapping(const InputMapping&) = delete;
    InputMapping& operator=(const InputMapping&) = delete;
    ~InputMapping();

    /// Uses the keys `settings` binds to each action (prefs::KeyTable's defaults until called); a name SDL does not know is an error.
    base::Status bind(const prefs::Settings& settings);

    /// Takes the events it cares about: clicks (queued as spawns), controllers coming and going.
    void handle(const SDL_Event& event);

    /// The input for the next tick: buttons held now, plus at most one queued click.
    sim::TickInput nextTickInput(const sim::World& world);

    /// True when a click waits for the next tick.
    bool hasClick() const { return !clicks_.empty(); }

    /// Drops queued clicks (when paused, a click should not fire later).
    void clearClicks() { clicks_.clear(); }

private:
    bool held(prefs::Action action, const Uint8* keys) const;
    void openController(int deviceIndex);

    std::array<std::vector<SDL_Scancode>, prefs::kActionCount> keys_;  // the key table's defaults until bind()
    std::vector<SDL_Scancode> restartKeys_;  // the key table's keys for "play again"
    std::deque<geometry::Vec2> clicks_;
    std::vector<SDL_GameController*> controllers_;
};

}  // namespace app
