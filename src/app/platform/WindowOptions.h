#pragma once
// How the window looks and sounds: size, text scale, font, overlays, vsync,
// the frame rate shown, the look, who rasterises, the speed of time.
#include <optional>
#include <string>

#include "app/cli/OptionRow.h"

namespace app {

/// --raster: who rasterises the world's triangles (render/draw/RasterLayer.h).
enum class RasterChoice {
    Auto,  ///< the game when the renderer itself draws on the CPU (Mesa llvmpipe, SDL's software renderer), else the renderer
    Gpu,   ///< always the renderer (SDL_RenderGeometry)
    Cpu,   ///< always the game, into one texture
};

/// The options of the window any windowed mode opens (settings.ini fills what the command line leaves: withSettings).
struct WindowOptions {
    std::string fontPath;             ///< use this TTF instead of searching
    std::string overlays;             ///< --overlay LIST, checked by the front end
    double speed = 1.0;               ///< --speed: 0.25, 0.5, 1, 2 (and 4, 8 for replays)
    bool mute = false;                ///< --mute: no sound
    double uiScale = 0.0;             ///< --ui-scale X: text size, 0.5 to 3; 0 follows the window size (or settings.ini)
    bool fullscreen = false;          ///< --fullscreen: start in desktop fullscreen
    std::optional<bool> vsync;        ///< --vsync on|off; unset: settings.ini decides (on by default)
    std::optional<bool> fps;          ///< --fps show|hide: the frame rate on the HUD; unset: settings.ini decides (shown by default)
    RasterChoice raster = RasterChoice::Auto;  ///< --raster auto|gpu|cpu
    std::optional<bool> glow;         ///< --look glow|plain; unset: settings.ini decides (glow by default)
    bool shake = true;                ///< the field may shake (settings.ini's shake; never while teaching)
    double volume = 1.0;              ///< master volume 0..1, from settings.ini
    int windowWidth = 1280;
    int windowHeight = 720;
};

/// --overlay, --font, --size, --ui-scale, --mute, --fullscreen, --fps, --look, --vsync, --raster, --speed.
std::span<const OptionRow> windowOptionRows();

}  // namespace app
