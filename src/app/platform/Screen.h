#pragma once
// What every windowed mode opens first: SDL with a window, and the font.

#include <memory>
#include <string>

#include "app/cli/CommandLine.h"
#include "app/platform/SdlSession.h"
#include "base/Result.h"
#include "render/draw/Text.h"

namespace app {

struct Screen {
    std::unique_ptr<SdlSession> sdl;
    std::unique_ptr<render::Text> text;
    int logicalWidth = 0;          ///< the canvas drawn on, whatever the window's size
    int logicalHeight = 0;
    double largestAutoScale = 2.0; ///< the text grows with a shrinking window up to this
    bool followsWindow = true;     ///< false once the user chose a size (--ui-scale, F2)

    /// After the window changed size: the text scale follows it, unless the user chose one.
    void windowResized();
    /// F2: the next text size; from then on it no longer follows the window.
    void stepTextScale();

    /// Catches stop signals, opens a window whose logical size is logicalWidth x
    /// logicalHeight, and loads the font at --ui-scale or else the window's
    /// scale up to largestAutoScale (render::uiScaleFor); or why not (no display;
    /// every font path tried), for the caller to report: exit with 1.
    static base::Result<Screen> open(const Options& options, const std::string& title, int logicalWidth, int logicalHeight,
                                     double largestAutoScale = 2.0);
};

}  // namespace app
