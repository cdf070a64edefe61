#pragma once
// --clip FROM-TO FILE: a range of a replay's ticks as an animated GIF for
// slides, drawn offscreen (SDL's software renderer on a surface: no window,
// no display) as the window would draw them, with the chosen overlays and,
// with --pick, the "why" panel of the object picked.

#include <cstdint>

#include "app/CommandLine.h"

namespace app {

/// The most frames a clip may have (30 s of play): a 1280x720 frame is tens of kilobytes of GIF.
inline constexpr std::uint64_t kMostClipFrames = 1800;

/// --clip's values: value[0] "FROM-TO" (FROM <= TO, under kMostClipFrames frames), value[1] the file; into o, or why not.
base::Status readClip(const std::string* value, Options& o);

/// Writes the clip the options ask for (atomically: a temporary, then a
/// rename) and says so on stdout; the exit status (2: bad input, 1: it could not be made or written).
int runClip(const Options& options);

}  // namespace app
