#include "app/Screen.h"

#include "app/StopSignal.h"

namespace app {

base::Result<Screen> Screen::open(const Options& options, const std::string& title, int logicalWidth, int logicalHeight) {
    catchStopSignals();  // before SDL_Init, which then leaves SIGINT/SIGTERM to us
    auto sdl = SdlSession::open(title, options.windowWidth, options.windowHeight, logicalWidth, logicalHeight);
    if (!sdl) return sdl.error();
    auto text = render::Text::open(render::fontCandidates(options.fontPath, sdl.value()->executableDir()));
    if (!text) return text.error();
    return Screen{std::move(sdl).value(), std::move(text).value()};
}

}  // namespace app
