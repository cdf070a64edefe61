#pragma once
// The command line, parsed into plain data before anything starts. No SDL:
// parsing is tested on its own, and `--help` works without a display.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/Result.h"
#include "prefs/Settings.h"
#include "sim/World.h"

namespace app {

enum class Mode { Play, Replay, Lab, Lesson, Geom, Events, Why, Help, Version };

/// --raster: who rasterises the world's triangles (render/RasterLayer.h).
enum class RasterChoice {
    Auto,  ///< the game when the renderer itself draws on the CPU (Mesa llvmpipe, SDL's software renderer), else the renderer
    Gpu,   ///< always the renderer (SDL_RenderGeometry)
    Cpu,   ///< always the game, into one texture
};

struct Options {
    Mode mode = Mode::Play;
    std::uint64_t seed = 1;
    bool seedGiven = false;
    bool headless = false;            ///< no window, no SDL video: as fast as possible
    bool autopilot = false;           ///< the built-in pilot flies instead of the player
    std::optional<std::uint64_t> ticks;   ///< stop after this many ticks
    std::optional<std::uint64_t> frames;  ///< windowed: run this many ticks, one per frame, then exit
    std::string screenshotPath;       ///< with frames: save the last frame here as PNG
    std::optional<std::uint64_t> benchmarkFrames;  ///< windowed: draw this many frames (1 to 10^6), one tick each, untimed, no vsync; print their times
    std::string recordPath;           ///< write a replay of this game here
    std::string replayPath;           ///< watch or verify this replay; events, why: the replay read
    std::uint64_t whyTick = 0;        ///< why: explain the step that makes the world's tick this
    bool whyFields = false;           ///< why --fields: key=value fields for scripts instead of sentences
    std::string fontPath;             ///< use this TTF instead of searching
    std::string overlays;             ///< --overlay LIST, checked by the front end
    std::string preset;               ///< --preset NAME: the lab's starting scene (checked against lab/LabScenes.h)
    std::string scenePath;            ///< --scene FILE: the lab opens this scene file (lab/LabSceneFile.h)
    int lesson = 0;                   ///< --lesson N: open lesson N (from 1); 0 the first not finished
    int lessonStep = 1;               ///< --lesson N.S: open at step S (from 1), the steps before it counted done
    double speed = 1.0;               ///< --speed: 0.25, 0.5, 1, 2 (and 4, 8 for replays)
    bool mute = false;                ///< --mute: no sound
    std::optional<std::uint64_t> at;  ///< --at TICK: open the replay paused at this tick
    bool pauseOnHit = false;          ///< --pause-on hit: pause on the tick of each asteroid hit
    bool pauseOnDeath = false;        ///< --pause-on death: pause on the tick of each ship death
    bool explain = false;             ///< geom: append the reason to each answer
    double uiScale = 0.0;             ///< --ui-scale X: text size, 0.5 to 3; 0 follows the window size (or settings.ini)
    bool play = false;                ///< --play: start a game at once, no title screen
    bool titleAsked = false;          ///< --title: open on the title screen even with --frames or --seed
    bool showTitle = false;           ///< worked out: open on the title screen (no mode option given, or --title)
    bool fullscreen = false;          ///< --fullscreen: start in desktop fullscreen
    std::optional<bool> vsync;        ///< --vsync on|off; unset: settings.ini decides (on by default)
    std::optional<bool> fps;          ///< --fps show|hide: the frame rate on the HUD; unset: settings.ini decides (shown by default)
    RasterChoice raster = RasterChoice::Auto;  ///< --raster auto|gpu|cpu
    std::optional<bool> glow;         ///< --look glow|plain; unset: settings.ini decides (glow by default)
    bool shake = true;                ///< the field may shake (settings.ini's shake; never while teaching)
    double volume = 1.0;              ///< master volume 0..1, from settings.ini
    int crowd = 0;                    ///< --crowd N: a crowd scene of N asteroids (1 to sim::kMaxCrowd); 0 the normal game
    bool sweptBullets = false;        ///< --swept-bullets: bullets tested along their travel (sim::Settings::sweptBullets)
    std::uint64_t clipFrom = 0;       ///< --clip FROM-TO FILE: the first tick drawn
    std::uint64_t clipTo = 0;         ///< the last tick drawn (clipTo - clipFrom < kMostClipFrames)
    std::string clipPath;             ///< the GIF to write; empty: no clip
    std::string pick;                 ///< --pick OBJECT: whose "why" panel a clip or --explain shows (ship, asteroid#N, saucer#N)
    std::optional<std::uint64_t> explainTick;  ///< --explain TICK DIR: the tick explained
    std::string explainDir;           ///< the folder its sentences and picture go in
    int windowWidth = 1280;
    int windowHeight = 720;
};

/// Parses argv[1..]; unknown options, bad values and options that do not go
/// together give an error naming them (the caller prints it and exits 2).
base::Result<Options> parseCommandLine(const std::vector<std::string>& args);

/// Success when every file the options will write (--record, --screenshot) can
/// be written, else why not: checked before a game starts, not after it ends.
base::Status checkOutputFiles(const Options& options);

/// `options` with the settings file's choices wherever the command line made none: the command line
/// wins (--mute, --fullscreen, --vsync, --fps, --ui-scale); the volume comes from the file, and swept-bullets = yes
/// turns the swept rule on as --swept-bullets does (a replay's own header still decides its rule).
Options withSettings(Options options, const prefs::Settings& settings);

/// The game the options start: their seed, a crowd's field and size with --crowd N (sim::crowdSettings), and the bullet rule (--swept-bullets).
sim::Settings gameSettings(const Options& options);

/// The text printed by --help.
std::string usageText();

}  // namespace app
