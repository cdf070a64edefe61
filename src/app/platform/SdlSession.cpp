#include "app/platform/SdlSession.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <filesystem>

#include "app/platform/KeyCommands.h"
#include "base/FileWrite.h"
#include "render/draw/DataPaths.h"
#include "render/draw/RasterLayer.h"

namespace app {

namespace {

// The window icon, from the icon theme in the build tree's assets or the
// installed data dir; none found or loadable means no icon, not an error.
void setWindowIcon(SDL_Window* window, const std::string& executableDir) {
    for (const std::string& path : render::dataCandidates(executableDir, "icons/hicolor/64x64/apps/polyroids.png")) {
        if (SDL_Surface* icon = IMG_Load(path.c_str()); icon != nullptr) {
            SDL_SetWindowIcon(window, icon);
            SDL_FreeSurface(icon);
            return;
        }
    }
}

// SDL falls back to a driver that draws nowhere when it finds no screen; one
// nobody asked for (SDL_VIDEODRIVER, or its hint, as a test sets) means there is no display.
bool windowlessFallback() {
    const char* driver = SDL_GetCurrentVideoDriver();
    const char* asked = SDL_GetHint(SDL_HINT_VIDEODRIVER);
    if (driver == nullptr || (asked != nullptr && asked[0] != '\0')) return false;
    return SDL_strcmp(driver, "offscreen") == 0 || SDL_strcmp(driver, "dummy") == 0;
}

// SDL's software renderer presenting straight to the window (X11 shared
// memory, no OpenGL texture between the game's pixels and the window), or
// null when SDL cannot make one; SDL paces it to the display when asked for vsync.
SDL_Renderer* softwareRenderer(SDL_Window* window, bool vsync) {
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");  // read once, when the window's surface is made
    for (int i = 0; i < SDL_GetNumRenderDrivers(); ++i) {
        SDL_RendererInfo info{};
        if (SDL_GetRenderDriverInfo(i, &info) == 0 && SDL_strcmp(info.name, "software") == 0) return SDL_CreateRenderer(window, i, vsync ? Uint32{SDL_RENDERER_PRESENTVSYNC} : 0u);
    }
    return nullptr;
}

bool isSoftwareRenderer(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    return SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nullptr && SDL_strcmp(info.name, "software") == 0;
}

// Whether the game rasterises the world (--raster). Under auto, OpenGL that
// draws on the CPU anyway (llvmpipe: no GPU) and no renderer asked for
// (SDL_RENDER_DRIVER), `renderer` becomes SDL's software one: the game draws
// the world and SDL the rest, with no OpenGL between them and the window
// (docs/performance.md, session 5: measured faster). Leaves `renderer` null
// when no renderer could be made. Asked right after the renderer was made,
// while its GL context is the current one.
//
// In the glow look auto keeps the OpenGL renderer and lets it draw the world too: SDL's software renderer adds the
// halos' triangles up differently from OpenGL (0.7% of a wave's pixels more than 8 levels apart, 12% of 525 rocks':
// tests/e2e/raster.sh), and the game's layer under OpenGL's halos was the slowest of all (llvmpipe under Xvfb, a
// wave at load 11: mean 30 ms a frame, the renderer alone 7.3 ms).
bool chooseWorldRaster(std::unique_ptr<SDL_Renderer, RendererDeleter>& renderer, SDL_Window* window, RasterChoice raster, bool vsync, bool glow) {
    const bool rendererOnCpu = render::rasterisesOnCpu(renderer.get());
    const char* asked = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (raster == RasterChoice::Auto && rendererOnCpu && !glow && (asked == nullptr || asked[0] == '\0') && !isSoftwareRenderer(renderer.get())) {
        renderer.reset();
        renderer.reset(softwareRenderer(window, vsync));
        if (!renderer) renderer.reset(SDL_CreateRenderer(window, -1, 0));
    }
    return raster == RasterChoice::Cpu || (raster == RasterChoice::Auto && rendererOnCpu && !glow);
}

}  // namespace

base::Result<std::unique_ptr<SdlSession>> SdlSession::open(const std::string& title, int windowWidth, int windowHeight,
                                                            int fieldWidth, int fieldHeight, bool fullscreen, bool vsync,
                                                            RasterChoice raster, bool glow) {
    auto session = std::make_unique<SdlSession>();
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS) != 0) {
        return base::failure(std::string("cannot start SDL video (is there a display? DISPLAY is '") +
                             (SDL_getenv("DISPLAY") ? SDL_getenv("DISPLAY") : "") + "'): " + SDL_GetError() +
                             "\n(for no window, use --headless with --replay or --autopilot)");
    }
    session->sdl_ = true;
    if (windowlessFallback()) {
        return base::failure("cannot start SDL video: no display: SDL found no screen (DISPLAY unset or unreachable); "
                             "use --headless for runs without a window");
    }
    if (TTF_Init() != 0) {
        return base::failure(std::string("cannot start SDL_ttf: ") + TTF_GetError());
    }
    session->ttf_ = true;
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        return base::failure(std::string("cannot start SDL_image for PNG: ") + IMG_GetError());
    }
    session->image_ = true;
    if (char* dir = SDL_GetBasePath(); dir != nullptr) {
        session->executableDir_ = dir;
        SDL_free(dir);
    }
    session->window_.reset(SDL_CreateWindow(title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, windowWidth,
                                            windowHeight, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
                                                                             (fullscreen ? Uint32{SDL_WINDOW_FULLSCREEN_DESKTOP} : 0u)));
    if (!session->window_) {
        return base::failure(std::string("cannot open a window: ") + SDL_GetError());
    }
    setWindowIcon(session->window(), session->executableDir_);
    session->renderer_.reset(SDL_CreateRenderer(session->window(), -1, SDL_RENDERER_ACCELERATED | (vsync ? Uint32{SDL_RENDERER_PRESENTVSYNC} : 0u)));
    if (!session->renderer_) {
        // No GPU (a server under Xvfb, say): the software renderer draws the same picture.
        session->renderer_.reset(SDL_CreateRenderer(session->window(), -1, SDL_RENDERER_SOFTWARE));
    }
    if (!session->renderer_) {
        return base::failure(std::string("cannot create a renderer: ") + SDL_GetError());
    }
    session->worldOnCpu_ = chooseWorldRaster(session->renderer_, session->window(), raster, vsync, glow);
    if (!session->renderer_) return base::failure(std::string("cannot create a renderer: ") + SDL_GetError());
    // Logical size = the field: world units are drawn as they are, and SDL
    // scales them (and mouse coordinates back) whatever the window's size.
    SDL_RenderSetLogicalSize(session->renderer(), fieldWidth, fieldHeight);
    SDL_SetRenderDrawBlendMode(session->renderer(), SDL_BLENDMODE_BLEND);
    return session;
}

SdlSession::~SdlSession() {
    renderer_.reset();
    window_.reset();
    if (image_) IMG_Quit();
    if (ttf_) TTF_Quit();
    if (sdl_) SDL_Quit();
}

namespace {

// The image library can report success for a picture the disk did not keep (a full disk left 0 bytes), so
// what was written is read back: it must not be empty and must decode to the size written.
base::Status checkPicture(const std::string& temporary, int width, int height) {
    std::error_code ec;
    if (std::filesystem::file_size(temporary, ec) == 0 || ec) return base::failure("cannot write PNG: the file written is empty (is the disk full?)");
    SDL_Surface* back = IMG_Load(temporary.c_str());
    if (back == nullptr) return base::failure(std::string("cannot write PNG: what was written does not decode (is the disk full?): ") + IMG_GetError());
    const bool whole = back->w == width && back->h == height;
    SDL_FreeSurface(back);
    if (!whole) return base::failure("cannot write PNG: what was written decodes to another size");
    return base::syncFile(temporary);
}

}  // namespace

base::Status savePicture(SDL_Surface* surface, const std::string& path) { return savePictureWith(surface, path, {}); }

base::Status savePictureWith(SDL_Surface* surface, const std::string& path, const std::function<base::Status()>& alongside) {
    return base::replaceAtomically(path, [&](const std::string& temporary) -> base::Status {
        if (IMG_SavePNG(surface, temporary.c_str()) != 0) return base::failure(std::string("cannot write PNG: ") + IMG_GetError());
        if (base::Status whole = checkPicture(temporary, surface->w, surface->h); !whole) return whole;
        return alongside ? alongside() : base::success();
    });
}

base::Status saveScreenshot(SDL_Renderer* renderer, const std::string& path) {
    int width = 0;
    int height = 0;
    if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0) return base::failure(std::string("cannot read the screen size: ") + SDL_GetError(), path);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    if (surface == nullptr) return base::failure(std::string("cannot make a surface: ") + SDL_GetError(), path);
    // Read the whole output in real pixels: logical scaling would otherwise
    // clip the read to the letterboxed viewport. Restored below.
    int logicalWidth = 0;
    int logicalHeight = 0;
    SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight);
    SDL_RenderSetLogicalSize(renderer, 0, 0);
    base::Status saved = base::success();
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, surface->pixels, surface->pitch) != 0) {
        saved = base::failure(std::string("cannot read the screen: ") + SDL_GetError(), path);
    } else {
        saved = savePicture(surface, path);
    }
    SDL_RenderSetLogicalSize(renderer, logicalWidth, logicalHeight);
    SDL_FreeSurface(surface);
    return saved;
}

bool isFullscreenKey(const SDL_Keysym& key) {
    const KeyCommands anywhere(prefs::kGameWindow | prefs::kTitle | prefs::kLab);
    return anywhere.commandOf(key) == prefs::Command::Fullscreen;
}

bool isFullscreen(SDL_Window* window) { return (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN) != 0; }

void toggleFullscreen(SDL_Window* window) {
    const bool full = isFullscreen(window);
    if (SDL_SetWindowFullscreen(window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) {
        std::fprintf(stderr, "polyroids: cannot change fullscreen: %s\n", SDL_GetError());
    }
}

}  // namespace app
