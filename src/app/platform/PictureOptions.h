#pragma once
// A scripted windowed run: --frames N, then --screenshot FILE; or
// --benchmark-frames F, timed.
#include <cstdint>
#include <optional>
#include <string>

#include "app/cli/OptionRow.h"

namespace app {

/// The options that run a window for a set number of frames.
struct PictureOptions {
    std::optional<std::uint64_t> frames;  ///< windowed: run this many ticks, one per frame, then exit
    std::string screenshotPath;       ///< with frames: save the last frame here as PNG
    std::optional<std::uint64_t> benchmarkFrames;  ///< windowed: draw this many frames (1 to 10^6), one tick each, untimed, no vsync; print their times
};

/// --frames, --screenshot, --benchmark-frames.
std::span<const OptionRow> pictureOptionRows();

}  // namespace app
