#pragma once
// For layout tests: the text scales a player can choose (--ui-scale, F2), smallest to largest, and SDL_ttf held open.

#include <doctest/doctest.h>

#include <SDL_ttf.h>

namespace testing {

/// Every text scale the layout must fit, 0.75 to 2.5.
inline constexpr double kTextScales[] = {0.75, 1.0, 1.25, 1.5, 2.0, 2.5};

/// SDL_ttf initialised for the life of the object.
struct TtfSession {
    TtfSession() { REQUIRE(TTF_Init() == 0); }
    ~TtfSession() { TTF_Quit(); }
};

}  // namespace testing
