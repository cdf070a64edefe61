#include "app/platform/Screen.h"

#include "app/platform/StopSignal.h"

namespace app {

base::Result<Screen> Screen::open(const Options& options, const std::string& title, int logicalWidth, int logicalHeight,
                                  double largestAutoScale) {
    if (options.fontPath.empty()) {  // --font wins over the variable
        if (base::Status font = render::checkFontVariable(); !font) return font.error();
    }
    catchStopSignals();  // before SDL_Init, which then leaves SIGINT/SIGTERM to us
    auto sdl = SdlSession::open(title, options.windowWidth, options.windowHeight, logicalWidth, logicalHeight, options.fullscreen,
                                options.vsync.value_or(true), options.raster, options.glow.value_or(true) && options.crowd == 0);
    if (!sdl) return sdl.error();
    int width = 0;
    int height = 0;
    SDL_GetRendererOutputSize(sdl.value()->renderer(), &width, &height);
    const double scale = options.uiScale > 0.0 ? options.uiScale : render::uiScaleFor(width, height, logicalWidth, logicalHeight, largestAutoScale);
    auto text = render::Text::open(render::fontCandidates(options.fontPath, sdl.value()->executableDir()), scale);
    if (!text) return text.error();
    return Screen{std::move(sdl).value(), std::move(text).value(), logicalWidth, logicalHeight, largestAutoScale, options.uiScale <= 0.0};
}

void Screen::windowResized() {
    if (!followsWindow) return;
    int width = 0;
    int height = 0;
    SDL_GetRendererOutputSize(sdl->renderer(), &width, &height);
    // A font that fails to reopen keeps its old size; the game goes on.
    (void)text->setScale(render::uiScaleFor(width, height, logicalWidth, logicalHeight, largestAutoScale));
}

void Screen::stepTextScale() {
    followsWindow = false;
    text->stepScale();
}

}  // namespace app
