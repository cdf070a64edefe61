#pragma once
// Real time between frames, for the real-time loops (the game and the title screen).

#include <SDL.h>

namespace app {

struct FrameClock {
    Uint64 last = SDL_GetPerformanceCounter();
    /// Seconds since the previous call (or since construction).
    double secondsSinceLast() {
        const Uint64 now = SDL_GetPerformanceCounter();
        const double seconds = static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
        last = now;
        return seconds;
    }
};

}  // namespace app
