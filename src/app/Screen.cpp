#include "app/Screen.h"

#include <cstdio>

#include "app/StopSignal.h"

namespace app {

std::optional<Screen> openScreen(const Options& options, const std::string& title, int logicalWidth, int logicalHeight) {
    catchStopSignals();  // before SDL_Init, which then leaves SIGINT/SIGTERM to us
    std::string error;
    Screen screen;
    screen.sdl = SdlSession::open(title, options.windowWidth, options.windowHeight, logicalWidth, logicalHeight, error);
    if (screen.sdl) screen.text = render::Text::open(render::fontCandidates(options.fontPath, screen.sdl->executableDir()), error);
    if (!screen.sdl || !screen.text) {
        std::fprintf(stderr, "polyroids: %s\n", error.c_str());
        return std::nullopt;
    }
    return screen;
}

}  // namespace app
