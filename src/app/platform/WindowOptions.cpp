#include "app/platform/WindowOptions.h"

#include <algorithm>
#include <iterator>
#include "app/cli/CommandLine.h"
#include "base/DecimalText.h"

namespace app {

namespace {

// Reads one of two words into out (true for `yes`), or fails with `needs`.
base::Status readEither(OptionValue text, const char* yes, const char* no, std::optional<bool>& out, const char* needs) {
    if (text == nullptr || (*text != yes && *text != no)) return base::failure(needs);
    out = *text == yes;
    return base::success();
}

base::Status readSpeed(OptionValue text, Options& o) {
    static constexpr const char* kSpeeds[] = {"0.0625", "0.125", "0.25", "0.5", "1", "2", "4", "8"};
    if (text == nullptr || std::find(std::begin(kSpeeds), std::end(kSpeeds), *text) == std::end(kSpeeds))
        return base::failure("--speed needs one of 0.0625, 0.125, 0.25, 0.5, 1, 2, 4, 8");
    o.speed = std::stod(*text);
    return base::success();
}

base::Status readSize(OptionValue text, Options& o) {
    std::uint64_t w = 0, h = 0;
    const auto x = text != nullptr ? text->find('x') : std::string::npos;
    if (x == std::string::npos || !parseCount(text->substr(0, x), w, 16384) || !parseCount(text->substr(x + 1), h, 16384) || w < 160 || h < 90)
        return base::failure("--size needs WIDTHxHEIGHT, e.g. 1280x720 (at least 160x90)");
    o.windowWidth = static_cast<int>(w);
    o.windowHeight = static_cast<int>(h);
    return base::success();
}

base::Status readUiScale(OptionValue text, Options& o) {
    double scale = 0.0;
    const bool read = text != nullptr && base::fromChars(text->data(), text->data() + text->size(), scale).ptr == text->data() + text->size();
    if (!read || !(scale >= 0.5 && scale <= 3.0)) return base::failure("--ui-scale needs a number from 0.5 to 3, e.g. 1.5");
    o.uiScale = scale;
    return base::success();
}

}  // namespace

std::span<const OptionRow> windowOptionRows() {
    static const OptionRow kRows[] = {
        {"--overlay LIST", "Play", 7, "overlays: boxes,pairs,rays,sat,circles,stats,tunnels,grid or all", true, [](OptionValue v, Options& o) {
             if (v == nullptr) return base::Status(base::failure("--overlay needs a list such as boxes,pairs or all"));
             o.overlays = *v;
             return base::success();
         }},
        {"--font FILE", "Play", 8, "use this TrueType font for text", true,
         [](OptionValue v, Options& o) { return readPath(v, o.fontPath, "--font needs a file name"); }},
        {"--size WxH", "Play", 9, "window size in pixels (default 1280x720)", true, readSize},
        {"--ui-scale X", "Play", 10, "text size, 0.5 to 3 (default: follows the window; F2 steps it)", true, readUiScale},
        {"--mute", "Play", 11, "no sound (M toggles it while playing)", false, [](OptionValue, Options& o) { o.mute = true; return base::success(); }},
        {"--fullscreen", "Play", 14, "start in desktop fullscreen (F11 or Alt+Enter toggles)", false,
         [](OptionValue, Options& o) { o.fullscreen = true; return base::success(); }},
        {"--fps show|hide", "Play", 15, "the frame rate in the top right corner (default show)", true,
         [](OptionValue v, Options& o) { return readEither(v, "show", "hide", o.fps, "--fps needs show or hide"); }},
        {"--look glow|plain", "Play", 16, "glowing vector lines, flashes and stars, or plain flat\nlines for slow machines and printing (default glow)", true,
         [](OptionValue v, Options& o) { return readEither(v, "glow", "plain", o.glow, "--look needs glow or plain"); }},
        {"--vsync on|off", "Play", 17, "wait for the display's refresh (default on)", true,
         [](OptionValue v, Options& o) { return readEither(v, "on", "off", o.vsync, "--vsync needs on or off"); }},
        {"--raster auto|gpu|cpu", "Play", 18, "who rasterises the world: the renderer (gpu) or the\ngame itself into one texture (cpu); auto: cpu when the\nrenderer draws on the CPU (llvmpipe), else gpu", true,
         [](OptionValue v, Options& o) {
             if (v != nullptr && *v == "auto") o.raster = RasterChoice::Auto;
             else if (v != nullptr && *v == "gpu") o.raster = RasterChoice::Gpu;
             else if (v != nullptr && *v == "cpu") o.raster = RasterChoice::Cpu;
             else return base::Status(base::failure("--raster needs auto, gpu or cpu"));
             return base::success();
         }},
        {"--speed X", "Replays", 3, "0.0625 (1/16), 0.125, 0.25, 0.5, 1, 2 (4 and 8 for\nreplays)", true, readSpeed},
    };
    return kRows;
}

}  // namespace app
