#pragma once
// Owning SDL: initialisation, the window and its renderer, released in
// reverse order. Every failure becomes a message naming what failed and why
// (for instance "no display"), never a crash.

#include <SDL.h>

#include <functional>
#include <memory>
#include <string>

#include "app/cli/CommandLine.h"
#include "base/Result.h"

namespace app {

struct WindowDeleter {
    void operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
};
struct RendererDeleter {
    void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
};

/// SDL, SDL_ttf and SDL_image initialised, plus one window and renderer.
class SdlSession {
public:
    /// Opens a resizable, HiDPI-aware window (drawn at its drawable size in pixels) whose logical size is the
    /// field (fieldWidth x fieldHeight world units), in desktop fullscreen if asked, waiting for the display's
    /// refresh if `vsync`, the world rasterised by the renderer or the game as `raster` says (worldOnCpu; under
    /// auto with OpenGL on the CPU the renderer is SDL's software one, unless `glow`: see chooseWorldRaster); or an
    /// error naming the step that failed and SDL's reason.
    static base::Result<std::unique_ptr<SdlSession>> open(const std::string& title, int windowWidth, int windowHeight,
                                                          int fieldWidth, int fieldHeight, bool fullscreen = false, bool vsync = true,
                                                          RasterChoice raster = RasterChoice::Auto, bool glow = false);
    ~SdlSession();
    SdlSession() = default;
    SdlSession(const SdlSession&) = delete;
    SdlSession& operator=(const SdlSession&) = delete;

    SDL_Window* window() const { return window_.get(); }
    SDL_Renderer* renderer() const { return renderer_.get(); }
    /// True when the game rasterises the world itself (--raster cpu, or auto on a renderer drawing on the CPU).
    bool worldOnCpu() const { return worldOnCpu_; }
    /// Directory of the executable with a trailing slash, or "" when unknown.
    const std::string& executableDir() const { return executableDir_; }

private:
    bool sdl_ = false;
    bool ttf_ = false;
    bool image_ = false;
    std::unique_ptr<SDL_Window, WindowDeleter> window_;
    std::unique_ptr<SDL_Renderer, RendererDeleter> renderer_;
    std::string executableDir_;
    bool worldOnCpu_ = false;
};

/// The key table's fullscreen keys (F11, Alt+Enter), wherever the key is pressed.
bool isFullscreenKey(const SDL_Keysym& key);

/// Switches the window between desktop fullscreen and a window; logs SDL's reason when it cannot.
void toggleFullscreen(SDL_Window* window);

/// True when the window is in (desktop) fullscreen.
bool isFullscreen(SDL_Window* window);

/// Saves what the renderer shows now as a PNG (via a temporary file and a
/// rename, so FILE is never half written), or why not, naming FILE.
base::Status saveScreenshot(SDL_Renderer* renderer, const std::string& path);

/// Writes `surface` to `path` as a PNG through a temporary that is checked (not empty, decodes to the surface's
/// size) and synced before it is renamed into place: on any failure `path` keeps its old picture.
base::Status savePicture(SDL_Surface* surface, const std::string& path);

/// savePicture, with `alongside` (another file's write) run once the picture is whole beside `path` and before it is
/// moved into place: when `alongside` fails, the picture is not written either (both files, or neither).
base::Status savePictureWith(SDL_Surface* surface, const std::string& path, const std::function<base::Status()>& alongside);

}  // namespace app
