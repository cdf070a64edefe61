#pragma once
// Real time between frames, for the real-time loops (the game and the title screen).

#include <SDL.h>

#include <algorithm>

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
    /// Seconds since the previous call, at most kMaxFrameSeconds: after a stall (a dragged window, a debugger) the
    /// game slows down instead of spiralling into ever more catch-up ticks.
    double cappedSecondsSinceLast() { return std::min(secondsSinceLast(), kMaxFrameSeconds); }
    /// Longest real time one frame may feed the simulation, seconds.
    static constexpr double kMaxFrameSeconds = 0.25;
};

}  // namespace app
