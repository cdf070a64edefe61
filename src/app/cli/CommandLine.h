#pragma once
// The command line, parsed into plain data before anything starts. No SDL:
// parsing is tested on its own, and `--help` works without a display. Each
// mode's options and their rows live beside it (app/*Options.h); this file
// dispatches an argument to its row and writes --help from every row.

#include <string>
#include <vector>

#include "app/game/GameOptions.h"
#include "app/lab/LabOptions.h"
#include "app/lessons/LessonOptions.h"
#include "app/offline/ClipOptions.h"
#include "app/offline/ReplayOptions.h"
#include "app/platform/PictureOptions.h"
#include "app/platform/WindowOptions.h"
#include "base/Result.h"
#include "prefs/Settings.h"
#include "sim/World.h"

namespace app {

enum class Mode { Play, Replay, Lab, Lesson, Geom, Events, Why, Help, Version };

/// Everything the command line says, each mode's options in a part of its own (read by the rows beside that mode's
/// code); `mode` is what runs.
struct Options : GameOptions, WindowOptions, ReplayOptions, LabOptions, LessonOptions, PictureOptions, ClipOptions {
    Mode mode = Mode::Play;
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
