#pragma once
// --clip FROM-TO FILE: a range of a replay's ticks as an animated GIF for
// slides, drawn offscreen (SDL's software renderer on a surface: no window,
// no display) as the window would draw them, with the chosen overlays and,
// with --pick, the "why" panel of the object picked. --explain TICK DIR: the
// "why" panel's sentences about the object picked at one tick, as text, and
// that tick's picture with the panel on it.

#include <cstdint>

#include "app/cli/CommandLine.h"

namespace app {

/// Writes DIR/why-TICK-OBJECT.txt (the why panel's sentences about --pick's object at TICK) and .png (that tick drawn
/// offscreen with the overlays, rays, SAT and tunnels by default, and the panel), each atomically, the picture read back;
/// says so on stdout; the exit status (2: bad input, 1: it could not be drawn or written).
int runExplain(const Options& options);

/// Writes the clip the options ask for (atomically: a temporary, then a
/// rename) and says so on stdout; the exit status (2: bad input, 1: it could not be made or written).
int runClip(const Options& options);

}  // namespace app
