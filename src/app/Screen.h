#pragma once
// What every windowed mode opens first: SDL with a window, and the font.

#include <memory>
#include <optional>
#include <string>

#include "app/CommandLine.h"
#include "app/SdlSession.h"
#include "render/Text.h"

namespace app {

struct Screen {
    std::unique_ptr<SdlSession> sdl;
    std::unique_ptr<render::Text> text;
};

/// Catches stop signals, opens a window whose logical size is logicalWidth x
/// logicalHeight, and loads the font. On failure prints why on stderr
/// (no display; every font path tried) and returns nullopt: exit with 1.
std::optional<Screen> openScreen(const Options& options, const std::string& title, int logicalWidth, int logicalHeight);

}  // namespace app
